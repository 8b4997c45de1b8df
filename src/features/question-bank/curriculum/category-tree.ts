/**
 * Builds the category tree from the flat rows the category calls reply with (parent_id, depth, order), and
 * searches it by name. Pure, so the picker and the tests share it.
 */

/** What the tree needs of a category row. */
export interface TreeRow {
  id: number;
  parent_id: number | null;
  name: string;
  depth: number;
  order: number;
}

/** One node of the tree with its children in order. */
export interface CategoryNode<R extends TreeRow = TreeRow> {
  row: R;
  children: CategoryNode<R>[];
}

const byOrder = (a: TreeRow, b: TreeRow) => a.order - b.order || a.id - b.id;

/**
 * Nests rows under their parents, siblings by `order` then id. A row whose parent is not in the list (filtered
 * out by grade or detail) becomes a root, so nothing that matched is hidden.
 */
export function buildCategoryTree<R extends TreeRow>(rows: readonly R[]): CategoryNode<R>[] {
  const nodes = new Map<number, CategoryNode<R>>();
  for (const row of [...rows].sort(byOrder)) nodes.set(row.id, { row, children: [] });
  const roots: CategoryNode<R>[] = [];
  for (const node of nodes.values()) {
    const parent = node.row.parent_id === null ? undefined : nodes.get(node.row.parent_id);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** A name or search text as compared when searching: spaces removed, lower case. */
export const normalise = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/**
 * Keeps the nodes whose name contains the query (spaces ignored), with their ancestors; a matching node keeps
 * its whole subtree. An empty query keeps everything.
 */
export function searchCategoryTree<R extends TreeRow>(tree: readonly CategoryNode<R>[], query: string): CategoryNode<R>[] {
  const q = normalise(query);
  if (!q) return [...tree];
  const walk = (nodes: readonly CategoryNode<R>[]): CategoryNode<R>[] =>
    nodes.flatMap((node) => {
      if (normalise(node.row.name).includes(q)) return [node];
      const children = walk(node.children);
      return children.length > 0 ? [{ row: node.row, children }] : [];
    });
  return walk(tree);
}

/** The names from the main unit down to the category (e.g. ['수열', '수열의 합']); empty when not in the list. */
export function categoryPath(rows: readonly TreeRow[], id: number | null): string[] {
  if (id === null) return [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const path: string[] = [];
  const seen = new Set<number>();
  let current = byId.get(id);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    path.unshift(current.name);
    current = current.parent_id === null ? undefined : byId.get(current.parent_id);
  }
  return path;
}

/** The ids of every node that has children (to expand the tree while searching). */
export function branchIds<R extends TreeRow>(tree: readonly CategoryNode<R>[]): number[] {
  return tree.flatMap((n) => (n.children.length > 0 ? [n.row.id, ...branchIds(n.children)] : []));
}
