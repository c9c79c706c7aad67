// The search panel's rows as the combobox shows them (spec §2 home search block): with empty text every
// type with its For sale and For rent links; with text up to three groups (Type, City, Property).
import type { PropertyTypeIcon } from "../../domain/property-type.ts";
import type { SearchCity, SearchProperty, SearchType } from "./search-index.ts";

export type SearchMatches = { types: SearchType[]; cities: SearchCity[]; properties: SearchProperty[] };

/** One choice of the listbox: a link, or a disabled entry when its count is 0 (spec §2). */
export type SearchOption = {
  id: string;
  label: string;
  count: number;
  href: string | null;
};

export type SearchRow =
  | { kind: "type"; key: string; name: string; icon: PropertyTypeIcon; options: SearchOption[] }
  | { kind: "city"; key: string; name: string; zip: string; options: SearchOption[] }
  | { kind: "property"; key: string; property: SearchProperty; option: SearchOption };

export type SearchGroup = { kind: "type" | "city" | "property"; rows: SearchRow[] };

export type SearchLabels = {
  typeForSale: (type: string) => string;
  typeForRent: (type: string) => string;
  cityForSale: (city: string) => string;
  cityForRent: (city: string) => string;
};

type Lists = { forSale: string; forRent: string };

function link(id: string, label: string, count: number, list: string, query: string): SearchOption {
  return { id, label, count, href: count > 0 ? `${list}?${query}` : null };
}

function typeRow(type: SearchType, lists: Lists, labels: SearchLabels): SearchRow {
  const query = `type=${type.id}`;
  return {
    kind: "type",
    key: `type-${type.id}`,
    name: type.name,
    icon: type.icon,
    options: [
      link(`type-${type.id}-sale`, labels.typeForSale(type.name), type.countSale, lists.forSale, query),
      link(`type-${type.id}-rent`, labels.typeForRent(type.name), type.countRent, lists.forRent, query),
    ],
  };
}

function cityRow(city: SearchCity, lists: Lists, labels: SearchLabels): SearchRow {
  const query = `city=${encodeURIComponent(city.name)}`;
  const key = `city-${city.zip}-${city.searchName.replace(/[^a-z0-9]+/g, "-")}`;
  return {
    kind: "city",
    key,
    name: city.name,
    zip: city.zip,
    options: [
      link(`${key}-sale`, labels.cityForSale(city.name), city.countSale, lists.forSale, query),
      link(`${key}-rent`, labels.cityForRent(city.name), city.countRent, lists.forRent, query),
    ],
  };
}

/** The groups to show: types only for empty text, else the non-empty groups in the order of spec §2. */
export function searchGroups(
  text: string,
  matches: SearchMatches,
  allTypes: SearchType[],
  lists: Lists,
  labels: SearchLabels,
): SearchGroup[] {
  if (text.trim() === "") {
    return [{ kind: "type", rows: allTypes.map((type) => typeRow(type, lists, labels)) }];
  }
  const groups: SearchGroup[] = [
    { kind: "type", rows: matches.types.map((type) => typeRow(type, lists, labels)) },
    { kind: "city", rows: matches.cities.map((city) => cityRow(city, lists, labels)) },
    {
      kind: "property",
      rows: matches.properties.map((property) => ({
        kind: "property",
        key: `property-${property.id}`,
        property,
        option: { id: `property-${property.id}`, label: property.description, count: 1, href: property.href },
      })),
    },
  ];
  return groups.filter((group) => group.rows.length > 0);
}

/** Every option that can be chosen, in reading order: the arrow keys move through these. */
export function enabledOptions(groups: SearchGroup[]): SearchOption[] {
  return groups
    .flatMap((group) => group.rows.flatMap((row) => (row.kind === "property" ? [row.option] : row.options)))
    .filter((option) => option.href !== null);
}
