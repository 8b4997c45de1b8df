/**
 * The chapter explorer's tree, built lazily: the main units come from main-category, and the children of a
 * unit from sub-category once it has been opened (level by level). Pure, so the component and the tests share
 * it: which nodes are shown and open, what the search keeps, and what a key press does (WAI-ARIA tree pattern).
 */
import { normalise, type TreeRow } from './category-tree';

/** Where the children of one unit stand: loading, failed, or loaded (after the grade and detail rule). */
export type ChildrenLoad<R> =
  | { status: 'pending' }
  | { status: 'error'; message: string }
  /** `hidden`: children the server returned that the grade or detail filter leaves out. */
  | { status: 'success'; rows: readonly R[]; hidden: number };

/** What the tree is built from. */
export interface ExplorerInput<R extends TreeRow> {
  /** The main units, in order. */
  roots: readonly R[];
  /** The children of every unit opened so far, by parent id. */
  loads: ReadonlyMap<number, ChildrenLoad<R>>;
  /** The ids the user has opened. */
  expanded: ReadonlySet<number>;
  /** The search text; blank shows everything. */
  search: string;
}

/** One shown node. */
export interface ExplorerNode<R extends TreeRow> {
  row: R;
  /** 1 for a main unit. */
  level: number;
  /** Position among the shown siblings, from 1, and how many there are (aria-posinset, aria-setsize). */
  posinset: number;
  setsize: number;
  parentId: number | null;
  /** Whether it may have children: not loaded yet, loading, failed, or loaded with children. */
  expandable: boolean;
  /** Shown open. */
  expanded: boolean;
  load: ChildrenLoad<R> | undefined;
  /** The name contains the search text. */
  matched: boolean;
  /** The shown children (only when open and loaded). */
  children: ExplorerNode<R>[];
}

/** Whether a unit may have children: true until its children are loaded and there are none. */
export const isExpandable = <R>(load: ChildrenLoad<R> | undefined) => load?.status !== 'success' || load.rows.length > 0;

const loadedChildren = <R extends TreeRow>(loads: ReadonlyMap<number, ChildrenLoad<R>>, id: number): readonly R[] => {
  const load = loads.get(id);
  return load?.status === 'success' ? load.rows : [];
};

/**
 * Whether each loaded unit's subtree holds a name containing the search text, by id. Only what has been
 * loaded is searched; a unit seen twice on one path (a cycle in bad data) is not followed again.
 */
function matchIndex<R extends TreeRow>(input: ExplorerInput<R>, query: string): Map<number, boolean> {
  const memo = new Map<number, boolean>();
  const visit = (row: R, path: Set<number>): boolean => {
    const known = memo.get(row.id);
    if (known !== undefined) return known;
    if (path.has(row.id)) return false;
    path.add(row.id);
    let found = normalise(row.name).includes(query);
    for (const child of loadedChildren(input.loads, row.id)) found = visit(child, path) || found;
    path.delete(row.id);
    memo.set(row.id, found);
    return found;
  };
  for (const root of input.roots) visit(root, new Set());
  return memo;
}

/**
 * The shown tree. Without a search: every main unit, and the loaded children of every open unit. With one:
 * the units whose name contains it, with the units above them; below a matching unit everything loaded is
 * shown as usual, so a found unit can still be opened.
 */
export function buildExplorerTree<R extends TreeRow>(input: ExplorerInput<R>): ExplorerNode<R>[] {
  const query = normalise(input.search);
  const matches = query ? matchIndex(input, query) : null;
  const build = (rows: readonly R[], level: number, parentId: number | null, underMatch: boolean, path: ReadonlySet<number>): ExplorerNode<R>[] => {
    const shown = rows.filter((r) => !path.has(r.id) && (!matches || underMatch || matches.get(r.id)));
    return shown.map((row, i) => {
      const load = input.loads.get(row.id);
      const expandable = isExpandable(load);
      const expanded = expandable && input.expanded.has(row.id);
      const matched = query !== '' && normalise(row.name).includes(query);
      const children =
        expanded && load?.status === 'success' ? build(load.rows, level + 1, row.id, underMatch || matched, new Set([...path, row.id])) : [];
      return { row, level, posinset: i + 1, setsize: shown.length, parentId, expandable, expanded, load, matched, children };
    });
  };
  return build(input.roots, 1, null, false, new Set());
}

/** The shown nodes top to bottom (the order the arrow keys follow). */
export function flattenExplorerTree<R extends TreeRow>(tree: readonly ExplorerNode<R>[]): ExplorerNode<R>[] {
  return tree.flatMap((n) => [n, ...flattenExplorerTree(n.children)]);
}

/** How many loaded units there are and how many contain the search text (for the search summary). */
export function searchSummary<R extends TreeRow>(input: ExplorerInput<R>): { loaded: number; matched: number } {
  const query = normalise(input.search);
  const seen = new Set<number>();
  let matched = 0;
  const visit = (rows: readonly R[]) => {
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      if (query && normalise(row.name).includes(query)) matched += 1;
      visit(loadedChildren(input.loads, row.id));
    }
  };
  visit(input.roots);
  return { loaded: seen.size, matched };
}

/** The ids to open so every loaded unit containing the search text is in view (its ancestors). */
export function idsToRevealMatches<R extends TreeRow>(input: ExplorerInput<R>): number[] {
  const query = normalise(input.search);
  if (!query) return [];
  const matches = matchIndex(input, query);
  const out: number[] = [];
  const visit = (rows: readonly R[], path: ReadonlySet<number>) => {
    for (const row of rows) {
      if (path.has(row.id) || !matches.get(row.id)) continue;
      const children = loadedChildren(input.loads, row.id);
      if (children.some((c) => matches.get(c.id))) {
        out.push(row.id);
        visit(children, new Set([...path, row.id]));
      }
    }
  };
  visit(input.roots, new Set());
  return out;
}

/** The names from the main unit down to a shown node; empty when it is not shown. */
export function explorerPath<R extends TreeRow>(tree: readonly ExplorerNode<R>[], id: number | null): string[] {
  for (const node of tree) {
    if (node.row.id === id) return [node.row.name];
    const below = explorerPath(node.children, id);
    if (below.length > 0) return [node.row.name, ...below];
  }
  return [];
}

/** What a key press on the focused node does. */
export type TreeKeyAction =
  | { type: 'focus'; id: number }
  | { type: 'expand'; id: number }
  | { type: 'collapse'; id: number }
  | { type: 'toggle'; id: number }
  | { type: 'retry'; id: number }
  | { type: 'expandMany'; ids: number[] };

/**
 * The WAI-ARIA tree keys: ↑ ↓ move, Home End jump, → opens or enters, ← closes or goes to the parent,
 * Enter and Space open or close (Enter retries a failed load), * opens every sibling. null: the key is not ours.
 */
export function treeKeyAction<R extends TreeRow>(tree: readonly ExplorerNode<R>[], currentId: number | null, key: string): TreeKeyAction | null {
  const flat = flattenExplorerTree(tree);
  if (flat.length === 0) return null;
  const index = Math.max(0, flat.findIndex((n) => n.row.id === currentId));
  const node = flat[index];
  const id = node.row.id;
  switch (key) {
    case 'ArrowDown':
      return index + 1 < flat.length ? { type: 'focus', id: flat[index + 1].row.id } : null;
    case 'ArrowUp':
      return index > 0 ? { type: 'focus', id: flat[index - 1].row.id } : null;
    case 'Home':
      return { type: 'focus', id: flat[0].row.id };
    case 'End':
      return { type: 'focus', id: flat[flat.length - 1].row.id };
    case 'ArrowRight':
      if (node.expandable && !node.expanded) return { type: 'expand', id };
      if (node.expanded && node.load?.status === 'error') return { type: 'retry', id };
      return node.children.length > 0 ? { type: 'focus', id: node.children[0].row.id } : null;
    case 'ArrowLeft':
      if (node.expanded) return { type: 'collapse', id };
      return node.parentId !== null ? { type: 'focus', id: node.parentId } : null;
    case 'Enter':
      if (node.load?.status === 'error') return { type: 'retry', id };
      return node.expandable ? { type: 'toggle', id } : null;
    case ' ':
      return node.expandable ? { type: 'toggle', id } : null;
    case '*': {
      const siblings = flat.filter((n) => n.parentId === node.parentId && n.level === node.level && n.expandable && !n.expanded);
      return siblings.length > 0 ? { type: 'expandMany', ids: siblings.map((n) => n.row.id) } : null;
    }
    default:
      return null;
  }
}

/** The shown nodes that may be opened but are closed: "한 단계 더 펼치기" opens them. */
export function closedExpandableIds<R extends TreeRow>(tree: readonly ExplorerNode<R>[]): number[] {
  return flattenExplorerTree(tree)
    .filter((n) => n.expandable && !n.expanded)
    .map((n) => n.row.id);
}

/** What ordering and tagging the main units needs of a row. */
interface RootRow extends TreeRow {
  subject_detail_type_id: number | null;
  grade_list: readonly number[];
}

/**
 * The main units in reading order when the scope leaves the detail or the grade open (the server orders by
 * `order` only, so 수학Ⅰ's and 수학Ⅱ's first units would alternate): by the detail's place in the
 * subject-master (units for every detail first), then by first grade (every grade first), then order and id.
 */
export function orderMainUnits<R extends RootRow>(roots: readonly R[], detailIds: readonly number[]): R[] {
  const place = (r: R) => {
    if (r.subject_detail_type_id === null) return -1;
    const i = detailIds.indexOf(r.subject_detail_type_id);
    return i === -1 ? detailIds.length : i;
  };
  const firstGrade = (r: R) => (r.grade_list.length === 0 ? 0 : Math.min(...r.grade_list));
  return [...roots].sort((a, b) => place(a) - place(b) || firstGrade(a) - firstGrade(b) || a.order - b.order || a.id - b.id);
}

/**
 * The tag shown next to a main unit, naming what the filters leave open: the detail when none is chosen
 * ('공통' for units of every detail) and the grades when no grade is chosen. Empty when both are chosen.
 */
export function mainUnitTag(row: RootRow, detailNames: ReadonlyMap<number, string>, open: { detail: boolean; grade: boolean }): string {
  const parts: string[] = [];
  if (open.detail) parts.push(row.subject_detail_type_id === null ? '공통' : (detailNames.get(row.subject_detail_type_id) ?? `세부 과목 #${row.subject_detail_type_id}`));
  if (open.grade && row.grade_list.length > 0) parts.push(`${[...row.grade_list].sort((a, b) => a - b).join('·')}학년`);
  return parts.join(' · ');
}
