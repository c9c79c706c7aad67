import { Link } from "react-router";
import { useT } from "../../i18n/use-t.ts";
import type { ListingCardView } from "./property-view.ts";
import { ResponsivePicture } from "./responsive-picture.tsx";

/** Available listings shown instead of a dead end when a property is sold, rented or unknown (spec §4). */
export function SimilarListings({ listings }: { listings: ListingCardView[] }) {
  const { t } = useT();
  if (listings.length === 0) return null;
  return (
    <section className="property-section similar-listings" aria-labelledby="similar-listings-title">
      <h2 id="similar-listings-title">{t("PROPERTY_SIMILAR")}</h2>
      <ul className="similar-listings__grid">
        {listings.map((listing) => (
          <li key={listing.id} className="similar-listings__card">
            {listing.photo && (
              <ResponsivePicture photo={listing.photo} sizes="(min-width: 960px) 25vw, 50vw" />
            )}
            {listing.ribbon && <p className="similar-listings__ribbon">{listing.ribbon}</p>}
            <h3>
              <Link to={listing.href}>{listing.title}</Link>
            </h3>
            <p>{listing.place}</p>
            <p className="similar-listings__price">{listing.price}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
