// The search box's matching, loaded with the index on first use (a dynamic import), so none of it is in
// the page's first load: the domain's rules (spec §5) turned into the panel's groups and options.
import { searchPanel as matchSearch } from "../../domain/search-matching.ts";
import type { SearchIndex } from "./search-index.ts";
import {
  enabledOptions,
  type SearchGroup,
  type SearchLabels,
  type SearchOption,
  searchGroups,
} from "./search-options.ts";

export type SearchPanelView = { groups: SearchGroup[]; options: SearchOption[]; showHeadings: boolean };

export function searchPanel(
  index: SearchIndex,
  text: string,
  lists: { forSale: string; forRent: string },
  labels: SearchLabels,
): SearchPanelView {
  const result = matchSearch(index, text);
  const matches = result.kind === "types" ? { types: [], cities: [], properties: [] } : result;
  const groups = searchGroups(text, matches, index.types, lists, labels);
  return {
    groups,
    options: enabledOptions(groups),
    showHeadings: result.kind === "matches" && result.showHeadings,
  };
}
