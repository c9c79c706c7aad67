import { useT } from "../../i18n/use-t.ts";
import type { DetailGroup } from "./detail-groups.ts";
import { DetailRows } from "./detail-group-list.tsx";
import type { EnergyView } from "./property-view.ts";

/**
 * The energy group: the EPC label image of the property's REGION (never of the interface language),
 * the figures, and the renovation notice for labels E and F (spec §9).
 */
export function EnergyBlock({ energy, group }: { energy: EnergyView; group: DetailGroup | undefined }) {
  const { t } = useT();
  if (!group && !energy.labelSvg) return null;
  return (
    <section
      className="property-section detail-group detail-group--energy"
      aria-labelledby="detail-group-energy"
    >
      <h2 id="detail-group-energy">{t("PROPERTY_GROUP_ENERGY")}</h2>
      {energy.labelSvg && (
        <div
          className={`epc-label epc-label--${energy.region}`}
          data-region={energy.region}
          data-testid="epc-label"
          dangerouslySetInnerHTML={{ __html: energy.labelSvg }}
        />
      )}
      {group && <DetailRows rows={group.rows} />}
      {energy.renovationNotice && <p className="epc-notice">{energy.renovationNotice}</p>}
    </section>
  );
}
