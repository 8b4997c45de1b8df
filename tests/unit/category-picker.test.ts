/** The category rule of spec section 5 and the picker's tree helpers, table-driven. */
import { describe, expect, it } from 'vitest';
import { categoryMatches, filterCategories, type CategoryFilter, type CategoryScope } from '../../src/features/question-bank/curriculum/category-filter.rules';
import { branchIds, buildCategoryTree, categoryPath, searchCategoryTree, type TreeRow } from '../../src/features/question-bank/curriculum/category-tree';

const cat = (over: Partial<CategoryScope> = {}): CategoryScope => ({ subject_type_id: 3, subject_detail_type_id: 1302, grade_list: [2], school_type: 3, ...over });

describe('categoryMatches (grade, subject, detail)', () => {
  const cases: Array<[string, CategoryScope, CategoryFilter, boolean]> = [
    ['no filter admits everything', cat(), {}, true],
    ['null filter values do not narrow', cat(), { subject_type_id: null, subject_detail_type_id: null, grade_id: null, school_type: null }, true],
    ['same subject, detail and grade', cat(), { subject_type_id: 3, subject_detail_type_id: 1302, grade_id: 2 }, true],
    ['another subject', cat(), { subject_type_id: 1 }, false],
    ['subject 0 (기타) is a real value, not "not given"', cat(), { subject_type_id: 0 }, false],
    ['another detail', cat(), { subject_detail_type_id: 1303 }, false],
    ['a category without detail applies to every detail', cat({ subject_detail_type_id: null }), { subject_detail_type_id: 1303 }, true],
    ['a category without detail still needs the subject', cat({ subject_detail_type_id: null }), { subject_type_id: 1, subject_detail_type_id: 1101 }, false],
    ['the grade is in grade_list', cat({ grade_list: [2, 3] }), { grade_id: 3 }, true],
    ['the grade is not in grade_list', cat({ grade_list: [2, 3] }), { grade_id: 1 }, false],
    ['an empty grade_list applies to every grade', cat({ grade_list: [] }), { grade_id: 1 }, true],
    ['another school level', cat(), { school_type: 2 }, false],
    ['same school level', cat(), { school_type: 3 }, true],
    ['every condition must hold', cat({ subject_detail_type_id: null, grade_list: [] }), { subject_type_id: 3, subject_detail_type_id: 9, grade_id: 1, school_type: 2 }, false],
  ];
  it.each(cases)('%s', (_name, category, filter, expected) => {
    expect(categoryMatches(category, filter)).toBe(expected);
  });

  it('filterCategories keeps order', () => {
    const rows = [cat({ grade_list: [1] }), cat({ grade_list: [] }), cat({ grade_list: [2] }), cat({ grade_list: [3] })];
    expect(filterCategories(rows, { grade_id: 2 })).toEqual([rows[1], rows[2]]);
  });
});

const row = (id: number, parent_id: number | null, name: string, order: number, depth = parent_id === null ? 1 : 2): TreeRow => ({ id, parent_id, name, order, depth });
const ROWS: TreeRow[] = [
  row(1, null, '수열', 3),
  row(2, null, '지수함수와 로그함수', 1),
  row(3, 1, '수열의 합', 2),
  row(4, 1, '등차수열과 등비수열', 1),
  row(5, 2, '지수와 로그', 1),
  row(6, 5, '상용로그', 1, 3),
  row(7, 99, '부모가 걸러진 단원', 1),
];

describe('buildCategoryTree', () => {
  it('nests by parent and orders siblings; an orphan becomes a root', () => {
    const tree = buildCategoryTree(ROWS);
    expect(tree.map((n) => n.row.name)).toEqual(['지수함수와 로그함수', '부모가 걸러진 단원', '수열']);
    expect(tree[2].children.map((n) => n.row.name)).toEqual(['등차수열과 등비수열', '수열의 합']);
    expect(tree[0].children[0].children.map((n) => n.row.name)).toEqual(['상용로그']);
  });
  it('an empty list is an empty tree', () => {
    expect(buildCategoryTree([])).toEqual([]);
  });
});

describe('searchCategoryTree', () => {
  const tree = buildCategoryTree(ROWS);
  const flat = (nodes: ReturnType<typeof buildCategoryTree>): string[] => nodes.flatMap((n) => [n.row.name, ...flat(n.children)]);
  const cases: Array<[string, string[]]> = [
    ['', flat(tree)],
    ['상용', ['지수함수와 로그함수', '지수와 로그', '상용로그']],
    ['수열의 합', ['수열', '수열의 합']],
    ['수열의합', ['수열', '수열의 합']],
    ['수열', ['수열', '등차수열과 등비수열', '수열의 합']],
    ['없는 단원', []],
  ];
  it.each(cases)('"%s"', (query, expected) => {
    expect(flat(searchCategoryTree(tree, query))).toEqual(expected);
  });
});

describe('categoryPath and branchIds', () => {
  it.each([
    [6, ['지수함수와 로그함수', '지수와 로그', '상용로그']],
    [3, ['수열', '수열의 합']],
    [7, ['부모가 걸러진 단원']],
    [42, []],
    [null, []],
  ] as Array<[number | null, string[]]>)('path of %s', (id, expected) => {
    expect(categoryPath(ROWS, id)).toEqual(expected);
  });
  it('a cycle in bad data does not loop', () => {
    expect(categoryPath([row(1, 2, 'a', 1), row(2, 1, 'b', 1)], 1)).toEqual(['b', 'a']);
  });
  it('branch ids are the nodes with children', () => {
    expect(branchIds(buildCategoryTree(ROWS)).sort()).toEqual([1, 2, 5]);
  });
});
