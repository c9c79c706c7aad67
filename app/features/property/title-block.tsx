import { useT } from "../../i18n/use-t.ts";
import { TypeIcon } from "../../ui/type-icon.tsx";
import { DetailRows } from "./detail-group-list.tsx";
import type { PropertyView } from "./property-view.ts";

/** Type description, place, price, ribbon, reference and the key facts (spec §3 detail fields). */
export function TitleBlock({ view }: { view: PropertyView }) {
  const { t } = useT();
  return (
    <header className="property-title">
      {view.ribbon && <p className="property-title__ribbon">{view.ribbon}</p>}
      <h1>
        <TypeIcon icon={view.typeIcon} />
        {view.title}
      </h1>
      <p className="property-title__place">{view.address ?? view.place}</p>
      <p className="property-title__price" data-testid="property-price">
        {view.price}
      </p>
      <p className="property-title__reference">{view.reference}</p>
      {view.keyFacts.length > 0 && (
        <section aria-label={t("PROPERTY_KEY_FACTS")} className="property-title__facts">
          <DetailRows rows={view.keyFacts} />
        </section>
      )}
    </header>
  );
}
