import { Link } from "react-router";
import { useT } from "../../i18n/use-t.ts";
import { goalOf } from "../../domain/listing-goal.ts";

/** "Property Not Found" (spec §8), answered with status 404, with a way on to the current offer. */
export function PropertyNotFound({ listHref, goal }: { listHref: string; goal: number }) {
  const { t } = useT();
  return (
    <article className="container property-page property-page--gone">
      <div className="property-notice" role="status">
        <h1>{t("PROPERTY_NOT_FOUND")}</h1>
        <p>{t("PROPERTY_NOT_FOUND_TEXT")}</p>
        <p>
          <Link to={listHref}>
            {goalOf(goal) === "sale" ? t("PROPERTY_VIEW_ALL_SALE") : t("PROPERTY_VIEW_ALL_RENT")}
          </Link>
        </p>
      </div>
    </article>
  );
}
