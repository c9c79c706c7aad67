// Tree items (spec §3: ID, ParentID, Name, WebID) as a sorted tree (spec §5 "tree sort").

export type TreeItem = { id: number; parentId: number | null; name: string; webId: number | null };

export type TreeNode = {
  id: number;
  parentId: number | null;
  label: string;
  webId: number | null;
  children: TreeNode[];
};

export type TreeSortKey = "label" | "webId";

const collator = new Intl.Collator("nl", { sensitivity: "base", numeric: true });

function byLabel(a: { label: string }, b: { label: string }): number {
  return collator.compare(a.label, b.label);
}

// Nodes without a WebID come after the others; equal WebIDs are ordered by label.
function byWebId(
  a: { label: string; webId?: number | null },
  b: { label: string; webId?: number | null },
): number {
  const [x, y] = [a.webId ?? Number.POSITIVE_INFINITY, b.webId ?? Number.POSITIVE_INFINITY];
  return x === y ? byLabel(a, b) : x < y ? -1 : 1;
}

type SortableNode = { label: string; webId?: number | null; children?: readonly SortableNode[] };

/** The top level sorted by label or by WebID; children, at every depth, by label (spec §5). */
export function sortTree<N extends SortableNode>(nodes: readonly N[], by: TreeSortKey): N[] {
  const sortChildren = (node: N): N =>
    node.children ? { ...node, children: sortTree(node.children, "label") } : node;
  return [...nodes].sort(by === "webId" ? byWebId : byLabel).map(sortChildren);
}

/**
 * Nests flat tree items under their parents. An item whose parent is missing, or that sits in a loop of
 * parents, becomes a top-level node, so no item is ever lost.
 */
export function buildTree(items: readonly TreeItem[]): TreeNode[] {
  const nodes = new Map<number, TreeNode>();
  for (const item of items) {
    nodes.set(item.id, {
      id: item.id,
      parentId: item.parentId,
      label: item.name,
      webId: item.webId,
      children: [],
    });
  }
  const roots: TreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent && parent !== node && !isAncestor(node, parent, nodes)) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

// Whether `node` is already above `candidate`, so hanging it under `candidate` would close a loop.
function isAncestor(node: TreeNode, candidate: TreeNode, nodes: ReadonlyMap<number, TreeNode>): boolean {
  const seen = new Set<number>();
  let current: TreeNode | undefined = candidate;
  while (current && current.parentId !== null && !seen.has(current.id)) {
    seen.add(current.id);
    if (current.parentId === node.id) return true;
    current = nodes.get(current.parentId);
  }
  return false;
}
