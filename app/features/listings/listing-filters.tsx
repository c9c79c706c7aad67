import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import type { MessageKey } from "../../i18n/dictionary.ts";
import { useT } from "../../i18n/use-t.ts";
import { Button } from "../../ui/button.tsx";
import { type KeptMarkup, KeptHtml } from "../../ui/kept-markup.tsx";
import type { ListingSort, ListingView } from "./listing-query.ts";
import type { SubtypeOption } from "./listing-subtypes.ts";

/** The applied filters as the form shows them (strings as typed; empty when not set). */
export type FilterValues = {
  city: string;
  type: string;
  subtype: string;
  priceMin: string;
  priceMax: string;
  bedrooms: string;
  garden: boolean;
  terrace: boolean;
  garage: boolean;
  epc: string[];
  sort: ListingSort;
  view: ListingView;
};

export type FilterOptions = {
  types: { id: number; name: string; count: number }[];
  /** The chosen type's sub-types (tree items, names as stored); empty when no type is chosen. */
  subtypes: SubtypeOption[];
  /**
   * The town field's suggestions, place names with listings of this goal, as the options of its datalist:
   * markup the server drew, sent once (city-suggestions.server.tsx).
   */
  citySuggestions: KeptMarkup;
  epcLetters: string[];
  bedrooms: number[];
};

const SORT_LABELS: Record<ListingSort, MessageKey> = {
  date_desc: "LISTINGS_SORT_DATE_DESC",
  date_asc: "LISTINGS_SORT_DATE_ASC",
  price_asc: "LISTINGS_SORT_PRICE_ASC",
  price_desc: "LISTINGS_SORT_PRICE_DESC",
  type_asc: "LISTINGS_SORT_TYPE_ASC",
  type_desc: "LISTINGS_SORT_TYPE_DESC",
  city_asc: "LISTINGS_SORT_CITY_ASC",
  city_desc: "LISTINGS_SORT_CITY_DESC",
};
const SORTS = Object.keys(SORT_LABELS).filter((sort): sort is ListingSort => sort in SORT_LABELS);

// Values equal to the page's defaults stay out of the URL, as the server writes its own links.
const DEFAULTS: Record<string, string> = { sort: "date_desc", view: "grid" };

type Props = { action: string; values: FilterValues; options: FilterOptions };

/**
 * One GET form holds every filter and the sort: without JavaScript the browser submits it as it is; with
 * JavaScript empty fields are left out of the URL and the router navigates without a page load.
 */
export function ListingFilters({ action, values, options }: Props) {
  const { t } = useT();
  const navigate = useNavigate();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim() !== "" && DEFAULTS[name] !== value) {
        params.append(name, value.trim());
      }
    }
    const search = params.toString();
    void navigate(search ? `${action}?${search}` : action);
  }

  return (
    <form className="listing-filters" method="get" action={action} onSubmit={submit} role="search">
      <h2 className="visually-hidden">{t("LISTINGS_FILTERS")}</h2>
      <div className="listing-filters-main">
        <label className="listing-field">
          <span>{t("LISTINGS_FILTER_CITY")}</span>
          <input
            name="city"
            type="text"
            defaultValue={values.city}
            list="listing-cities"
            autoComplete="off"
            maxLength={80}
          />
        </label>
        <KeptHtml as="datalist" id="listing-cities" markup={options.citySuggestions} />
        <label className="listing-field">
          <span>{t("LISTINGS_FILTER_TYPE")}</span>
          <select name="type" defaultValue={values.type}>
            <option value="">{t("LISTINGS_ALL_TYPES")}</option>
            {options.types.map((type) => (
              <option key={type.id} value={type.id}>
                {`${type.name} (${type.count})`}
              </option>
            ))}
          </select>
        </label>
        {/* Under a chosen type only: without JavaScript, a type is applied first, then its sub-types show. */}
        {options.subtypes.length > 0 ? (
          <label className="listing-field">
            <span>{t("LISTINGS_FILTER_SUBTYPE")}</span>
            <select name="subtype" defaultValue={values.subtype}>
              <option value="">{t("LISTINGS_ALL_SUBTYPES")}</option>
              {options.subtypes.map((subtype) => (
                <option key={subtype.id} value={subtype.id}>
                  {subtype.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="listing-field">
          <span>{t("LISTINGS_PRICE_MIN")}</span>
          <input
            name="price_min"
            type="number"
            min={0}
            step={1000}
            inputMode="numeric"
            defaultValue={values.priceMin}
          />
        </label>
        <label className="listing-field">
          <span>{t("LISTINGS_PRICE_MAX")}</span>
          <input
            name="price_max"
            type="number"
            min={0}
            step={1000}
            inputMode="numeric"
            defaultValue={values.priceMax}
          />
        </label>
        <label className="listing-field">
          <span>{t("LISTINGS_BEDROOMS_MIN")}</span>
          <select name="bedrooms" defaultValue={values.bedrooms}>
            <option value="">{t("LISTINGS_ANY")}</option>
            {options.bedrooms.map((count) => (
              <option key={count} value={count}>{`${count}+`}</option>
            ))}
          </select>
        </label>
      </div>
      {/* Features and EPC fold away until asked for, or while one of them is chosen. */}
      <details
        className="listing-filters-more"
        open={values.garden || values.terrace || values.garage || values.epc.length > 0}
      >
        <summary>{t("LISTINGS_MORE_FILTERS")}</summary>
        <fieldset>
          <legend>{t("LISTINGS_FEATURES")}</legend>
          <label>
            <input type="checkbox" name="garden" value="1" defaultChecked={values.garden} />{" "}
            {t("LISTINGS_GARDEN")}
          </label>
          <label>
            <input type="checkbox" name="terrace" value="1" defaultChecked={values.terrace} />{" "}
            {t("LISTINGS_TERRACE")}
          </label>
          <label>
            <input type="checkbox" name="garage" value="1" defaultChecked={values.garage} />{" "}
            {t("LISTINGS_GARAGE")}
          </label>
        </fieldset>
        <fieldset>
          <legend>{t("LISTINGS_EPC")}</legend>
          {options.epcLetters.map((letter) => (
            <label key={letter} className="listing-epc-option">
              <input type="checkbox" name="epc" value={letter} defaultChecked={values.epc.includes(letter)} />
              <span aria-hidden="true">{letter}</span>
              <span className="visually-hidden">{t("LISTINGS_EPC_LETTER", { label: letter })}</span>
            </label>
          ))}
        </fieldset>
      </details>
      <div className="listing-filters-actions">
        <label className="listing-field listing-sort">
          <span>{t("LISTINGS_SORT")}</span>
          <select name="sort" defaultValue={values.sort}>
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(SORT_LABELS[sort])}
              </option>
            ))}
          </select>
        </label>
        {values.view !== "grid" ? <input type="hidden" name="view" value={values.view} /> : null}
        <Button type="submit">{t("LISTINGS_APPLY_FILTERS")}</Button>
      </div>
    </form>
  );
}
