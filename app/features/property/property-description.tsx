import { useT } from "../../i18n/use-t.ts";
import type { PropertyView } from "./property-view.ts";

/** The description, sanitized on the server; a visible note when it is in another language. */
export function PropertyDescription({
  description,
}: {
  description: NonNullable<PropertyView["description"]>;
}) {
  const { t } = useT();
  return (
    <section className="property-section property-description" aria-labelledby="property-description-title">
      <h2 id="property-description-title">{t("PROPERTY_DESCRIPTION")}</h2>
      {description.fallbackNote && <p className="property-description__note">{description.fallbackNote}</p>}
      <div lang={description.language} dangerouslySetInnerHTML={{ __html: description.html }} />
    </section>
  );
}
