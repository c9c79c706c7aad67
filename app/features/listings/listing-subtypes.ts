// The sub-type filter of the list pages (spec §3 tree items, §5 tree sort): the tree items under the
// chosen main type. A main type's node is the top-level item with the type's WebID; its children are the
// sub-types (Huis: Bel-étage, Bungalow, Huis), sorted by label as the tree sort sorts children.
import { buildTree, sortTree, type TreeItem } from "../../domain/tree.ts";

export type SubtypeOption = { id: number; name: string };

/**
 * The sub-types a list may filter on under the type with WebID `typeWebId`; none when the type has no
 * node or fewer than two children (one sub-type would narrow nothing).
 */
export function subtypeOptions(items: readonly TreeItem[], typeWebId: number): SubtypeOption[] {
  const main = sortTree(buildTree(items), "label").find((node) => node.webId === typeWebId);
  if (!main || main.children.length < 2) return [];
  return main.children.map((child) => ({ id: child.id, name: child.label }));
}
