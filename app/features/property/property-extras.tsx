import { useT } from "../../i18n/use-t.ts";
import { DetailRows } from "./detail-group-list.tsx";
import type { PropertyView } from "./property-view.ts";

/** Documents, points of interest and the mobility score (spec §3 "Media and location"). */
export function PropertyExtras({ view }: { view: PropertyView }) {
  const { t } = useT();
  return (
    <>
      {view.documents.length > 0 && (
        <section className="property-section" aria-labelledby="property-documents-title">
          <h2 id="property-documents-title">{t("PROPERTY_GROUP_DOCUMENTS")}</h2>
          <ul className="property-documents">
            {view.documents.map((document) => (
              <li key={document.title}>
                {document.title} <span className="muted">({document.size})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {view.pointsOfInterest.length > 0 && (
        <section className="property-section" aria-labelledby="property-poi-title">
          <h2 id="property-poi-title">{t("PROPERTY_GROUP_POINTS_OF_INTEREST")}</h2>
          <DetailRows
            rows={view.pointsOfInterest.map((poi) => ({
              label: poi.kind,
              value: `${poi.name} (${poi.distance})`,
            }))}
          />
        </section>
      )}
      {view.mobility.length > 0 && (
        <section className="property-section" aria-labelledby="property-mobility-title">
          <h2 id="property-mobility-title">{t("PROPERTY_GROUP_MOBILITY")}</h2>
          <DetailRows rows={view.mobility} />
        </section>
      )}
    </>
  );
}
