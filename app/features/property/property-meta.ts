// What a property page tells search engines and social networks (quality.md, Accessibility and reach):
// its title, summary and photo for the shell's Open Graph and Twitter tags, and schema.org JSON-LD for the
// listing. Canonical and hreflang links come from the shell through the loader's `alternates`.
import type { PageMetaOverrides } from "../../i18n/seo.ts";
import type { Availability } from "./property-page.server.ts";
import type { PropertyPageView } from "./property-view.ts";
import type { KeptMarkup } from "../../ui/kept-markup.tsx";
import { goalOf } from "../../domain/listing-goal.ts";
import { photoPicture } from "./photo-views.ts";

export type PropertyMetaInput = {
  view: PropertyPageView<KeptMarkup>;
  availability: Availability;
  canonicalPath: string;
  origin: string;
  siteName: string;
  title: string;
};

const SCHEMA_AVAILABILITY: Record<Availability, string> = {
  available: "https://schema.org/InStock",
  sold: "https://schema.org/SoldOut",
  rented: "https://schema.org/SoldOut",
};

/** The overrides of the shell's pageMeta (app/i18n/seo.ts) for a property: title, summary, photo, JSON-LD. */
export function propertyMetaOverrides(input: PropertyMetaInput): PageMetaOverrides {
  const { view, origin } = input;
  const first = view.photos[0];
  const image = first ? photoPicture(first).large : null;
  return {
    title: input.title,
    description: view.summary,
    image,
    jsonLd: [listingJsonLd(input, `${origin}${input.canonicalPath}`, image ? `${origin}${image}` : null)],
  };
}

function listingJsonLd(input: PropertyMetaInput, url: string, image: string | null) {
  const { view } = input;
  const place = {
    "@type": "Accommodation",
    name: view.title,
    address: {
      "@type": "PostalAddress",
      streetAddress: view.address ?? undefined,
      addressLocality: view.place,
      addressCountry: view.country ?? undefined,
    },
    ...(view.location
      ? {
          geo: {
            "@type": "GeoCoordinates",
            latitude: view.location.latitude,
            longitude: view.location.longitude,
          },
        }
      : {}),
    ...(view.bedrooms ? { numberOfBedrooms: view.bedrooms } : {}),
    ...(view.livingArea
      ? { floorSize: { "@type": "QuantitativeValue", value: view.livingArea, unitCode: "MTK" } }
      : {}),
  };
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: view.title,
    description: view.summary,
    url,
    identifier: view.referenceCode,
    ...(image ? { image } : {}),
    about: place,
    offers: {
      "@type": "Offer",
      businessFunction:
        goalOf(view.goal) === "sale"
          ? "https://purl.org/goodrelations/v1#Sell"
          : "https://purl.org/goodrelations/v1#LeaseOut",
      availability: SCHEMA_AVAILABILITY[input.availability],
      priceCurrency: "EUR",
      ...(view.priceAmount !== null ? { price: view.priceAmount } : {}),
      seller: { "@type": "RealEstateAgent", name: input.siteName },
    },
  };
}
