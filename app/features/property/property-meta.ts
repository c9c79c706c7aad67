// Title, description, Open Graph and Twitter tags and schema.org JSON-LD of a property (quality.md,
// Accessibility and reach). Canonical and hreflang links come from the shell through `alternates`.
import type { MetaDescriptor } from "react-router";
import type { Availability } from "./property-page.server.ts";
import type { PropertyPageView } from "./property-view.ts";

export type PropertyMetaInput = {
  view: PropertyPageView;
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

export function propertyMetaTags(input: PropertyMetaInput): MetaDescriptor[] {
  const { view, origin } = input;
  const url = `${origin}${input.canonicalPath}`;
  const image = view.photos[0] ? `${origin}${view.photos[0].large}` : null;
  const description = view.summary;
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:site_name", content: input.siteName },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: description },
  ];
  if (image) {
    tags.push(
      { property: "og:image", content: image },
      { property: "og:image:alt", content: view.photos[0]?.alt ?? view.title },
      { name: "twitter:image", content: image },
    );
  }
  tags.push({ "script:ld+json": listingJsonLd(input, url, image) });
  return tags;
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
      addressCountry: view.region === "luxembourg" ? "LU" : "BE",
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
        view.goal === 0
          ? "https://purl.org/goodrelations/v1#Sell"
          : "https://purl.org/goodrelations/v1#LeaseOut",
      availability: SCHEMA_AVAILABILITY[input.availability],
      priceCurrency: "EUR",
      ...(view.priceAmount !== null ? { price: view.priceAmount } : {}),
      seller: { "@type": "RealEstateAgent", name: input.siteName },
    },
  };
}
