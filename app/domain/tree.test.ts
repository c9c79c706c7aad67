import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildTree, sortTree, type TreeItem, type TreeNode } from "./tree.ts";

const items: TreeItem[] = [
  { id: 1, parentId: null, name: "Woning", webId: 2 },
  { id: 2, parentId: null, name: "Appartement", webId: 3 },
  { id: 3, parentId: 1, name: "Villa", webId: 9 },
  { id: 4, parentId: 1, name: "Bungalow", webId: 1 },
  { id: 5, parentId: 1, name: "bel-étage", webId: 5 },
  { id: 6, parentId: null, name: "Grond", webId: null },
  { id: 7, parentId: 2, name: "Studio 10", webId: 4 },
  { id: 8, parentId: 2, name: "Studio 9", webId: 3 },
  { id: 9, parentId: 42, name: "Wees", webId: 1 },
];

function labels(nodes: readonly TreeNode[]): string[] {
  return nodes.map((node) => node.label);
}

describe("sortTree (spec §5)", () => {
  it("sorts the top level by label, children by label", () => {
    const tree = sortTree(buildTree(items), "label");
    expect(labels(tree)).toEqual(["Appartement", "Grond", "Wees", "Woning"]);
    expect(labels(tree[3]?.children ?? [])).toEqual(["bel-étage", "Bungalow", "Villa"]);
    expect(labels(tree[0]?.children ?? [])).toEqual(["Studio 9", "Studio 10"]);
  });

  it("sorts the top level by WebID (none last, ties by label), children still by label", () => {
    const tree = sortTree(buildTree(items), "webId");
    expect(labels(tree)).toEqual(["Wees", "Woning", "Appartement", "Grond"]);
    expect(labels(tree[1]?.children ?? [])).toEqual(["bel-étage", "Bungalow", "Villa"]);
  });

  it("does not change the nodes it is given", () => {
    const tree = buildTree(items);
    const before = JSON.stringify(tree);
    sortTree(tree, "webId");
    expect(JSON.stringify(tree)).toBe(before);
  });

  it("keeps every item exactly once, parents and loops included", () => {
    const arbitraryItems = fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 30 }).chain((ids) =>
      fc.tuple(
        ...ids.map((id) =>
          fc.record({
            id: fc.constant(id),
            parentId: fc.option(fc.integer({ min: 1, max: 30 })),
            name: fc.string(),
            webId: fc.option(fc.integer({ min: 1, max: 9 })),
          }),
        ),
      ),
    );
    fc.assert(
      fc.property(arbitraryItems, fc.constantFrom("label" as const, "webId" as const), (list, by) => {
        const ids: number[] = [];
        const walk = (nodes: readonly TreeNode[]) =>
          nodes.forEach((node) => {
            ids.push(node.id);
            walk(node.children);
          });
        walk(sortTree(buildTree(list), by));
        expect(ids.sort((a, b) => a - b)).toEqual(list.map((item) => item.id).sort((a, b) => a - b));
      }),
    );
  });
});

describe("buildTree", () => {
  it("nests items under their parent and keeps orphans at the top", () => {
    const tree = buildTree(items);
    expect(labels(tree)).toEqual(["Woning", "Appartement", "Grond", "Wees"]);
    expect(tree[0]?.children).toHaveLength(3);
  });

  it("does not hang an item in a loop of parents", () => {
    const tree = buildTree([
      { id: 1, parentId: 2, name: "a", webId: null },
      { id: 2, parentId: 1, name: "b", webId: null },
      { id: 3, parentId: 3, name: "c", webId: null },
    ]);
    expect(labels(tree)).toEqual(["a", "b", "c"]);
  });
});
