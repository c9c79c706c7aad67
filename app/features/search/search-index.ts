// The data the home search box searches in the browser (spec §2 home search block, §7: properties, types
// and cities), ready to show: served as JSON by routes/search-index.ts when the box is first used.
import type { PropertyTypeIcon } from "../../domain/property-type.ts";

export type SearchType = {
  id: number;
  name: string;
  /** The type's icon (spec §3), from its WebID. */
  icon: PropertyTypeIcon;
  countSale: number;
  countRent: number;
};

export type SearchCity = {
  /** Title-cased for display and for the list's `city` parameter. */
  name: string;
  zip: string;
  /** Lower case without accents (spec §3 "accent-stripped search name"). */
  searchName: string;
  countSale: number;
  countRent: number;
};

export type SearchProperty = {
  id: number;
  /** The type description cut to 100 characters (spec §9). */
  description: string;
  /** Detail path in the index's language. */
  href: string;
  /** 60 × 60 thumbnail (spec §9), or null when the listing has no photo. */
  thumbnail: string | null;
};

export type SearchIndex = {
  language: string;
  types: SearchType[];
  cities: SearchCity[];
  properties: SearchProperty[];
};
