import { useT } from "../../i18n/use-t.ts";
import type { DetailGroup } from "./detail-groups.ts";
import type { DetailRow } from "./detail-values.ts";

export function DetailRows({ rows }: { rows: DetailRow[] }) {
  const { t } = useT();
  return (
    <dl className="detail-rows">
      {rows.map((row) => (
        <div key={row.label} className="detail-rows__row">
          <dt>{row.label}</dt>
          <dd>
            {row.value}
            {row.mark === "flood" && (
              <svg className="flood-symbol" viewBox="0 0 24 24" width="20" height="20" role="img">
                <title>{t("PROPERTY_FLOOD_SYMBOL")}</title>
                <path
                  d="M2 15c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2M2 20c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2M12 3 6 9h3v3h6V9h3z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                />
              </svg>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The spec §3 label groups that have data; the energy group is drawn by EnergyBlock. */
export function DetailGroupList({ groups }: { groups: DetailGroup[] }) {
  return (
    <>
      {groups.map((group) => (
        <section
          key={group.id}
          className={`property-section detail-group detail-group--${group.id}`}
          aria-labelledby={`detail-group-${group.id}`}
        >
          <h2 id={`detail-group-${group.id}`}>{group.title}</h2>
          <DetailRows rows={group.rows} />
        </section>
      ))}
    </>
  );
}
