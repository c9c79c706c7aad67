import { Link } from "react-router";
import { useT } from "../../i18n/use-t.ts";
import { PhotoGallery } from "../property/photo-gallery.tsx";
import type { ProjectView } from "./project-view.ts";

/** One project: address, description, photos, delivery, ranges and the units table (spec §3). */
export function ProjectDetail({ view }: { view: ProjectView }) {
  const { t } = useT();
  const facts: [string, string | null][] = [
    [t("PROJECT_ADDRESS"), view.address],
    [t("PROJECT_DELIVERY"), view.delivery],
    [t("PROJECT_PRICE_RANGE"), view.priceRange],
    [t("PROJECT_BEDROOM_RANGE"), view.bedroomRange],
  ];
  return (
    <article className="container property-page project-page">
      <PhotoGallery photos={view.photos} title={view.name} />
      <div className="property-page__layout">
        <div className="property-page__main">
          <header className="property-title">
            {view.soldOut && <p className="property-title__ribbon">{t("PROJECT_SOLD_OUT")}</p>}
            <h1>{view.name}</h1>
            <p className="property-title__place">{view.place}</p>
            <p className="property-title__price">{view.priceRange}</p>
            <p>{view.availability}</p>
          </header>
          {view.description && (
            <section className="property-section" aria-labelledby="project-description-title">
              <h2 id="project-description-title">{t("PROPERTY_DESCRIPTION")}</h2>
              <div dangerouslySetInnerHTML={{ __html: view.description }} />
            </section>
          )}
          {view.units.length > 0 && (
            <section className="property-section" aria-labelledby="project-units-title">
              <h2 id="project-units-title">{t("PROJECT_UNITS")}</h2>
              <div className="project-units">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">{t("PROJECT_UNIT")}</th>
                      <th scope="col">{t("PROJECT_FLOOR")}</th>
                      <th scope="col">{t("PROJECT_BEDROOMS")}</th>
                      <th scope="col">{t("PROJECT_SURFACE")}</th>
                      <th scope="col">{t("PROJECT_PRICE")}</th>
                      <th scope="col">{t("PROJECT_STATUS")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {view.units.map((unit) => (
                      <tr key={unit.id} className={`project-units__row--${unit.status}`}>
                        <th scope="row">
                          {unit.href ? (
                            <Link to={unit.href} aria-label={t("PROJECT_VIEW_UNIT", { unit: unit.unit })}>
                              {unit.unit}
                            </Link>
                          ) : (
                            unit.unit
                          )}
                        </th>
                        <td>{unit.floor}</td>
                        <td>{unit.bedrooms}</td>
                        <td>{unit.surface}</td>
                        <td>{unit.price}</td>
                        <td>{unit.statusText}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          )}
        </div>
        <aside className="property-page__aside">
          <dl className="detail-rows">
            {facts.flatMap(([label, value]) =>
              value === null
                ? []
                : [
                    <div key={label} className="detail-rows__row">
                      <dt>{label}</dt>
                      <dd>{value}</dd>
                    </div>,
                  ],
            )}
          </dl>
          {view.externalUrl && (
            <p>
              <a href={view.externalUrl} target="_blank" rel="noopener noreferrer">
                {t("PROJECT_MORE_INFO")} <span className="visually-hidden">{t("PROPERTY_NEW_TAB")}</span>
              </a>
            </p>
          )}
        </aside>
      </div>
    </article>
  );
}
