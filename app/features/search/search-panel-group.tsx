import type { ReactNode } from "react";
import { useT } from "../../i18n/use-t.ts";
import { TypeIcon } from "../../ui/type-icon.tsx";
import type { SearchGroup, SearchOption } from "./search-options.ts";

/** One group of the search panel (Type, City or Property) and its options. */
type GroupProps = {
  group: SearchGroup;
  headings: boolean;
  activeId: string | null;
  optionId: (option: SearchOption) => string;
  count: (value: number) => string;
  onChoose: (option: SearchOption) => void;
  onHover: (option: SearchOption) => void;
};

const GROUP_TITLES = {
  type: "SEARCH_GROUP_TYPE",
  city: "SEARCH_GROUP_CITY",
  property: "SEARCH_GROUP_PROPERTY",
} as const;

export function SearchPanelGroup({
  group,
  headings,
  activeId,
  optionId,
  count,
  onChoose,
  onHover,
}: GroupProps) {
  const { t } = useT();
  const title = t(GROUP_TITLES[group.kind]);
  const choice = (option: SearchOption, children: ReactNode, className: string, named: boolean) => (
    <div
      key={option.id}
      id={optionId(option)}
      role="option"
      // A type's or town's links read "Huis te koop (12)" though they show "Te koop (12)".
      aria-label={named ? `${option.label}${count(option.count)}` : undefined}
      aria-selected={option.id === activeId}
      aria-disabled={option.href === null ? true : undefined}
      className={className}
      data-active={option.id === activeId ? "" : undefined}
      onClick={() => onChoose(option)}
      onMouseEnter={() => option.href !== null && onHover(option)}
    >
      {children}
    </div>
  );
  return (
    <div role="group" aria-label={title} className={`search-box-group search-box-group-${group.kind}`}>
      {/* Spec §2: the group headings show only when cities match. */}
      {headings ? (
        <div className="search-box-heading" aria-hidden="true">
          {title}
        </div>
      ) : null}
      {group.rows.map((row) =>
        row.kind === "property" ? (
          choice(
            row.option,
            <>
              {row.property.thumbnail ? (
                <img src={row.property.thumbnail} width={60} height={60} alt="" loading="lazy" />
              ) : (
                <span className="search-box-no-thumbnail" />
              )}
              <span className="search-box-property-text">
                <span>{row.property.description}</span>
                <span className="search-box-reference">{t("SEARCH_REFERENCE", { id: row.property.id })}</span>
              </span>
            </>,
            "search-box-option search-box-property",
            false,
          )
        ) : (
          <div key={row.key} className="search-box-row" role="presentation">
            <span className="search-box-row-name" aria-hidden="true">
              {row.kind === "city" ? (
                `${row.name} [${row.zip}]`
              ) : (
                <>
                  <TypeIcon icon={row.icon} />
                  {row.name}
                </>
              )}
            </span>
            {row.options.map((option) =>
              choice(
                option,
                <>
                  {option.id.endsWith("-sale") ? t("LISTINGS_FOR_SALE") : t("LISTINGS_FOR_RENT")}
                  {count(option.count)}
                </>,
                "search-box-option search-box-link",
                true,
              ),
            )}
          </div>
        ),
      )}
    </div>
  );
}
