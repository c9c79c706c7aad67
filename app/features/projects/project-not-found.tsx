import { Link } from "react-router";
import { useT } from "../../i18n/use-t.ts";

/** "No construction was found" (spec §8), answered with status 404, with the way back to the list. */
export function ProjectNotFound({ listHref }: { listHref: string }) {
  const { t } = useT();
  return (
    <article className="container property-page property-page--gone">
      <div className="property-notice" role="status">
        <h1>{t("PROJECT_NOT_FOUND")}</h1>
        <p>{t("PROJECT_NOT_FOUND_TEXT")}</p>
        <p>
          <Link to={listHref}>{t("PROJECTS_TITLE")}</Link>
        </p>
      </div>
    </article>
  );
}
