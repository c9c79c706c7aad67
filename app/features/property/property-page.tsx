import { Link } from "react-router";
import { hasMarkup, KeptHtml, type KeptMarkup } from "../../ui/kept-markup.tsx";
import { useT } from "../../i18n/use-t.ts";
import { LocationMap } from "./location-map.tsx";
import { MediaEmbeds } from "./media-embeds.tsx";
import { PhotoGallery } from "./photo-gallery.tsx";
import { PrintButton } from "./print-button.tsx";
import type { Availability } from "./property-page.server.ts";
import type { Breadcrumb, ListingCardView, PropertyPageView } from "./property-view.ts";
import { SimilarListings } from "./similar-listings.tsx";
import { goalOf } from "../../domain/listing-goal.ts";

type Props = {
  view: PropertyPageView<KeptMarkup>;
  availability: Availability;
  similar: ListingCardView[];
  /** The trail after Home (the shell draws it); its first entry is the list the property belongs to. */
  breadcrumbs: Breadcrumb[];
  /** Where the lead forms (ask for information, visit, documents, send to a friend, offer) go. */
  actions?: React.ReactNode;
};

export function PropertyPage({ view, availability, similar, breadcrumbs, actions }: Props) {
  const { t } = useT();
  if (availability !== "available") {
    return (
      <article className="container property-page property-page--gone">
        <div className="property-notice" role="status">
          <h1>{availability === "sold" ? t("PROPERTY_SOLD") : t("PROPERTY_RENTED")}</h1>
          <p>{availability === "sold" ? t("PROPERTY_SOLD_TEXT") : t("PROPERTY_RENTED_TEXT")}</p>
          <p className="property-notice__what">
            {view.title} — {view.place} — {view.reference}
          </p>
        </div>
        <SimilarListings listings={similar} />
        <p>
          <Link to={breadcrumbs[0]?.href ?? "/"}>
            {goalOf(view.goal) === "sale" ? t("PROPERTY_VIEW_ALL_SALE") : t("PROPERTY_VIEW_ALL_RENT")}
          </Link>
        </p>
      </article>
    );
  }
  return (
    <article className="container property-page">
      <PhotoGallery photos={view.photos} title={view.title} />
      <div className="property-page__layout">
        <div className="property-page__main">
          <KeptHtml className="property-page__sections" markup={view.sections.main} />
          <MediaEmbeds embeds={view.embeds} title={view.title} />
          {view.location && <LocationMap location={view.location} title={view.title} />}
        </div>
        <aside className="property-page__aside">
          {hasMarkup(view.sections.aside) && <KeptHtml markup={view.sections.aside} />}
          {view.project && (
            <p className="property-page__project">
              <Link to={view.project.href}>{view.project.name}</Link>
            </p>
          )}
          {actions && <div className="property-actions">{actions}</div>}
          <PrintButton />
        </aside>
      </div>
    </article>
  );
}
