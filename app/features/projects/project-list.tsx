import { Link } from "react-router";
import { useT } from "../../i18n/use-t.ts";
import { ResponsivePicture } from "../property/responsive-picture.tsx";
import type { ProjectCardView } from "./project-view.ts";

/** The new-build projects, or the spec's empty state (§8 "No projects are currently available."). */
export function ProjectList({ projects }: { projects: ProjectCardView[] }) {
  const { t } = useT();
  return (
    <div className="container property-page project-list">
      <h1>{t("PROJECTS_TITLE")}</h1>
      <p>{t("PROJECTS_INTRO")}</p>
      {projects.length === 0 ? (
        <p className="property-notice" role="status">
          {t("PROJECTS_NONE")}
        </p>
      ) : (
        <ul className="similar-listings__grid">
          {projects.map((project, index) => (
            <li key={project.id} className="similar-listings__card project-card">
              {project.photo && (
                <ResponsivePicture
                  photo={project.photo}
                  sizes="(min-width: 960px) 33vw, (min-width: 767px) 50vw, 100vw"
                  priority={index === 0}
                />
              )}
              {project.soldOut && <p className="property-title__ribbon">{t("PROJECT_SOLD_OUT")}</p>}
              <h2>
                <Link to={project.href}>{project.name}</Link>
              </h2>
              <p>{project.place}</p>
              <dl className="detail-rows">
                {project.delivery && (
                  <div className="detail-rows__row">
                    <dt>{t("PROJECT_DELIVERY")}</dt>
                    <dd>{project.delivery}</dd>
                  </div>
                )}
                {project.priceRange && (
                  <div className="detail-rows__row">
                    <dt>{t("PROJECT_PRICE_RANGE")}</dt>
                    <dd>{project.priceRange}</dd>
                  </div>
                )}
                {project.bedroomRange && (
                  <div className="detail-rows__row">
                    <dt>{t("PROJECT_BEDROOM_RANGE")}</dt>
                    <dd>{project.bedroomRange}</dd>
                  </div>
                )}
              </dl>
              <p>{project.availability}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
