/** The chapter explorer's lazy tree: what is shown and open, what the search keeps, what each key does. */
import { describe, expect, it } from 'vitest';
import type { TreeRow } from '../../src/features/question-bank/curriculum/category-tree';
import {
  buildExplorerTree,
  closedExpandableIds,
  explorerPath,
  flattenExplorerTree,
  idsToRevealMatches,
  isExpandable,
  mainUnitTag,
  orderMainUnits,
  searchSummary,
  treeKeyAction,
  type ChildrenLoad,
  type ExplorerInput,
} from '../../src/features/question-bank/curriculum/chapter-explorer';
import { chapterDepthLabel } from '../../src/features/question-bank/curriculum/curriculum.rules';

const row = (id: number, name: string, parent_id: number | null = null, order = id): TreeRow => ({ id, parent_id, name, depth: parent_id === null ? 1 : 2, order });
const ok = (...rows: TreeRow[]): ChildrenLoad<TreeRow> => ({ status: 'success', rows, hidden: 0 });

// 수열 (1) > 수열의 종류 (11) > 등차수열 (111), 등비수열 (112); 수열의 합 (12); 지수함수 (2); 삼각함수 (3)
const ROOTS = [row(1, '수열'), row(2, '지수함수와 로그함수'), row(3, '삼각함수')];
const CHILDREN_1 = [row(11, '수열의 종류', 1, 1), row(12, '수열의 합', 1, 2)];
const CHILDREN_11 = [row(111, '등차수열', 11, 1), row(112, '등비수열', 11, 2)];

const input = (over: Partial<ExplorerInput<TreeRow>> = {}): ExplorerInput<TreeRow> => ({
  roots: ROOTS,
  loads: new Map([
    [1, ok(...CHILDREN_1)],
    [11, ok(...CHILDREN_11)],
  ]),
  expanded: new Set(),
  search: '',
  ...over,
});
const shownIds = (i: ExplorerInput<TreeRow>) => flattenExplorerTree(buildExplorerTree(i)).map((n) => n.row.id);

describe('isExpandable', () => {
  const cases: Array<[string, ChildrenLoad<TreeRow> | undefined, boolean]> = [
    ['not loaded yet', undefined, true],
    ['loading', { status: 'pending' }, true],
    ['failed (may be retried)', { status: 'error', message: 'x' }, true],
    ['loaded with children', ok(row(5, 'a', 1)), true],
    ['loaded and empty', ok(), false],
    ['loaded, every child hidden by the filter', { status: 'success', rows: [], hidden: 2 }, false],
  ];
  it.each(cases)('%s', (_n, load, expected) => expect(isExpandable(load)).toBe(expected));
});

describe('buildExplorerTree without a search', () => {
  const cases: Array<[string, Partial<ExplorerInput<TreeRow>>, number[]]> = [
    ['only the main units when nothing is open', {}, [1, 2, 3]],
    ['the loaded children of an open unit, in order', { expanded: new Set([1]) }, [1, 11, 12, 2, 3]],
    ['grandchildren when both levels are open', { expanded: new Set([1, 11]) }, [1, 11, 111, 112, 12, 2, 3]],
    ['a closed parent hides open children', { expanded: new Set([11]) }, [1, 2, 3]],
    ['an open unit still loading shows no children', { expanded: new Set([2]), loads: new Map([[2, { status: 'pending' }]]) }, [1, 2, 3]],
    ['a cycle in the data is not followed', { expanded: new Set([1, 11]), loads: new Map([[1, ok(row(11, 'x', 1))], [11, ok(row(1, '수열', 11))]]) }, [1, 11, 2, 3]],
  ];
  it.each(cases)('%s', (_n, over, expected) => expect(shownIds(input(over))).toEqual(expected));

  it('gives level, position, set size and parent for aria', () => {
    const flat = flattenExplorerTree(buildExplorerTree(input({ expanded: new Set([1, 11]) })));
    const n112 = flat.find((n) => n.row.id === 112)!;
    expect([n112.level, n112.posinset, n112.setsize, n112.parentId]).toEqual([3, 2, 2, 11]);
    const n3 = flat.find((n) => n.row.id === 3)!;
    expect([n3.level, n3.posinset, n3.setsize, n3.parentId]).toEqual([1, 3, 3, null]);
  });

  it('an open unit whose children are empty is a leaf, not open', () => {
    const [first] = buildExplorerTree(input({ expanded: new Set([2]), loads: new Map([[2, ok()]]), roots: [ROOTS[1]] }));
    expect(first.expandable).toBe(false);
    expect(first.expanded).toBe(false);
  });
});

describe('buildExplorerTree with a search (loaded names only)', () => {
  const table: Array<[string, string, number[], number[]]> = [
    ['a main unit matches: shown, others dropped', '삼각', [], [3]],
    ['a child matches: its open ancestors are shown with it', '수열의 합', [1], [1, 12]],
    ['spaces are ignored', '수열의합', [1], [1, 12]],
    ['a deep match under open units', '등비수열', [1, 11], [1, 11, 112]],
    ['a match under a closed ancestor: only the ancestor shows', '등비수열', [], [1]],
    ['below a matching unit everything loaded is shown when open', '종류', [1, 11], [1, 11, 111, 112]],
    ['nothing loaded matches', '미분', [1, 11], []],
    ['case is ignored', 'X', [], []],
  ];
  it.each(table)('%s', (_n, search, expanded, expected) => expect(shownIds(input({ search, expanded: new Set(expanded) }))).toEqual(expected));

  it('marks the matching nodes', () => {
    const flat = flattenExplorerTree(buildExplorerTree(input({ search: '수열', expanded: new Set([1, 11]) })));
    expect(flat.filter((n) => n.matched).map((n) => n.row.id)).toEqual([1, 11, 111, 112, 12]);
  });

  it('names not loaded yet are not searched', () => {
    expect(shownIds(input({ search: '지수와 로그', loads: new Map() }))).toEqual([]);
    expect(shownIds(input({ search: '지수와 로그', loads: new Map([[2, ok(row(21, '지수와 로그', 2))]]), expanded: new Set([2]) }))).toEqual([2, 21]);
  });
});

describe('idsToRevealMatches and searchSummary', () => {
  it('opens the ancestors of every loaded match, not the matches themselves', () => {
    expect(idsToRevealMatches(input({ search: '등비수열' }))).toEqual([1, 11]);
    expect(idsToRevealMatches(input({ search: '수열의 합' }))).toEqual([1]);
    expect(idsToRevealMatches(input({ search: '삼각' }))).toEqual([]);
    expect(idsToRevealMatches(input({ search: '  ' }))).toEqual([]);
  });

  it('counts loaded units and matches', () => {
    expect(searchSummary(input({ search: '' }))).toEqual({ loaded: 7, matched: 0 });
    expect(searchSummary(input({ search: '수열' }))).toEqual({ loaded: 7, matched: 5 });
    expect(searchSummary(input({ search: '수열', loads: new Map() }))).toEqual({ loaded: 3, matched: 1 });
  });
});

describe('treeKeyAction (WAI-ARIA tree keys)', () => {
  const open = buildExplorerTree(input({ expanded: new Set([1, 11]) }));
  const withError = buildExplorerTree(input({ expanded: new Set([2]), loads: new Map([[2, { status: 'error', message: '실패' }]]) }));
  const withEmpty = buildExplorerTree(input({ loads: new Map([[3, ok()]]) }));
  const cases: Array<[string, ReturnType<typeof buildExplorerTree<TreeRow>>, number | null, string, ReturnType<typeof treeKeyAction> | null]> = [
    ['↓ moves to the next shown node (into children)', open, 1, 'ArrowDown', { type: 'focus', id: 11 }],
    ['↓ on a last grandchild goes to the next uncle', open, 112, 'ArrowDown', { type: 'focus', id: 12 }],
    ['↓ on the last node does nothing', open, 3, 'ArrowDown', null],
    ['↑ moves to the previous shown node', open, 12, 'ArrowUp', { type: 'focus', id: 112 }],
    ['↑ on the first node does nothing', open, 1, 'ArrowUp', null],
    ['Home goes to the first node', open, 112, 'Home', { type: 'focus', id: 1 }],
    ['End goes to the last node', open, 1, 'End', { type: 'focus', id: 3 }],
    ['→ on a closed, not loaded unit opens it', open, 2, 'ArrowRight', { type: 'expand', id: 2 }],
    ['→ on an open unit enters its first child', open, 1, 'ArrowRight', { type: 'focus', id: 11 }],
    ['→ on an open, failed unit retries', withError, 2, 'ArrowRight', { type: 'retry', id: 2 }],
    ['→ on a leaf does nothing', withEmpty, 3, 'ArrowRight', null],
    ['← on an open unit closes it', open, 11, 'ArrowLeft', { type: 'collapse', id: 11 }],
    ['← on a closed child goes to its parent', open, 112, 'ArrowLeft', { type: 'focus', id: 11 }],
    ['← on a closed main unit does nothing', open, 2, 'ArrowLeft', null],
    ['Enter toggles a unit', open, 1, 'Enter', { type: 'toggle', id: 1 }],
    ['Enter on a failed unit retries', withError, 2, 'Enter', { type: 'retry', id: 2 }],
    ['Space toggles a unit', open, 2, ' ', { type: 'toggle', id: 2 }],
    ['Space on a leaf does nothing', withEmpty, 3, ' ', null],
    ['* opens every closed sibling', open, 1, '*', { type: 'expandMany', ids: [2, 3] }],
    ['* skips leaves', withEmpty, 1, '*', { type: 'expandMany', ids: [1, 2] }],
    ['an unknown focus starts from the first node', open, 999, 'ArrowDown', { type: 'focus', id: 11 }],
    ['other keys are not handled', open, 1, 'a', null],
  ];
  it.each(cases)('%s', (_n, tree, current, key, expected) => expect(treeKeyAction(tree, current, key)).toEqual(expected));

  it('does nothing on an empty tree', () => expect(treeKeyAction([], null, 'ArrowDown')).toBeNull());
});

describe('helpers', () => {
  it('closedExpandableIds lists the shown units that may still be opened', () => {
    expect(closedExpandableIds(buildExplorerTree(input({ expanded: new Set([1]) })))).toEqual([11, 12, 2, 3]);
    expect(closedExpandableIds(buildExplorerTree(input({ expanded: new Set([1]), loads: new Map([[1, ok(...CHILDREN_1)], [12, ok()]]) })))).toEqual([11, 2, 3]);
  });

  it('explorerPath names the way down to a shown node', () => {
    const tree = buildExplorerTree(input({ expanded: new Set([1, 11]) }));
    expect(explorerPath(tree, 112)).toEqual(['수열', '수열의 종류', '등비수열']);
    expect(explorerPath(tree, 999)).toEqual([]);
    expect(explorerPath(tree, null)).toEqual([]);
  });

  it.each([
    [1, '대단원'],
    [2, '중단원'],
    [3, '소단원'],
    [4, '4단계'],
  ])('chapterDepthLabel(%i) is %s', (depth, label) => expect(chapterDepthLabel(depth)).toBe(label));
});

describe('main units: order and tag when the detail or grade is left open', () => {
  const unit = (id: number, detail: number | null, grades: number[], order: number) => ({ ...row(id, `u${id}`), subject_detail_type_id: detail, grade_list: grades, order });
  // The server orders by order then id, so 수학Ⅰ (1302) and 수학Ⅱ (1303) units alternate.
  const fromServer = [unit(1, 1301, [1], 1), unit(24, 1302, [2], 1), unit(54, 1303, [2], 1), unit(5, 1301, [1], 2), unit(30, 1302, [2], 2), unit(9, null, [], 1), unit(77, 9999, [], 1)];

  it('groups by the detail order of the subject-master, every-detail units first, unknown details last', () => {
    expect(orderMainUnits(fromServer, [1303, 1302, 1301]).map((u) => u.id)).toEqual([9, 54, 24, 30, 1, 5, 77]);
  });

  it('within a detail, by first grade (every grade first), then order', () => {
    const mid = [unit(1, 3301, [2], 1), unit(2, 3301, [1], 2), unit(3, 3301, [1], 1), unit(4, 3301, [], 5), unit(5, 3301, [3, 2], 1)];
    expect(orderMainUnits(mid, [3301]).map((u) => u.id)).toEqual([4, 3, 2, 1, 5]);
  });

  it('does not change the given list', () => {
    const copy = [...fromServer];
    orderMainUnits(fromServer, [1303]);
    expect(fromServer).toEqual(copy);
  });

  const names = new Map([[1302, '수학Ⅰ']]);
  const cases: Array<[string, ReturnType<typeof unit>, { detail: boolean; grade: boolean }, string]> = [
    ['detail and grade open', unit(1, 1302, [3, 2], 1), { detail: true, grade: true }, '수학Ⅰ · 2·3학년'],
    ['only the detail open', unit(1, 1302, [2], 1), { detail: true, grade: false }, '수학Ⅰ'],
    ['only the grade open', unit(1, 1302, [2], 1), { detail: false, grade: true }, '2학년'],
    ['both chosen', unit(1, 1302, [2], 1), { detail: false, grade: false }, ''],
    ['a unit of every detail', unit(1, null, [], 1), { detail: true, grade: true }, '공통'],
    ['an unknown detail', unit(1, 4242, [1], 1), { detail: true, grade: false }, '세부 과목 #4242'],
  ];
  it.each(cases)('mainUnitTag: %s', (_n, r, open, expected) => expect(mainUnitTag(r, names, open)).toBe(expected));
});
