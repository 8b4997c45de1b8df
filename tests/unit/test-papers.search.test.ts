/**
 * The staff test-paper list's URL (src/features/test-papers/test-papers.search.ts): the defaults (years 2025
 * on, 2024 off), reading what the router makes of a link, writing a changed group, and the list query sent.
 */
import { describe, expect, it } from 'vitest';
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { TestPaperListQuerySchema } from '../../src/api/test-papers';
import { TEST_PAPER_STATE } from '../../src/machines/test-paper.machine';
import { SUBJECT_TYPE } from '../../src/api/codes';
import {
  isFiltered,
  parseTestPaperSearch,
  selectedCodes,
  testPaperListQuery,
  withDefaultFilters,
  withGroup,
  type TestPaperSearch,
} from '../../src/features/test-papers/test-papers.search';
import { TEST_PAPER_FILTER_GROUPS, YEAR_OPTIONS } from '../../src/features/test-papers/test-papers.rules';

/** What a route sees for an address: the router's own parsing, then validateSearch. */
const fromUrl = (query: string) => parseTestPaperSearch(defaultParseSearch(query));
/** The address the router writes for a search. */
const toUrl = (search: TestPaperSearch) => defaultStringifySearch(search);

const { requested, approved, rejected } = TEST_PAPER_STATE;

describe('filter groups (spec section 9)', () => {
  it('lists the spec options in its order, 2025 on and 2024 off by default', () => {
    const byKey = Object.fromEntries(TEST_PAPER_FILTER_GROUPS.map((g) => [g.key, g]));
    expect(byKey.school_type.options.map((o) => [o.code, o.label])).toEqual([
      [2, '중학교'],
      [3, '고등학교'],
    ]);
    expect(byKey.grade_id.options.map((o) => o.code)).toEqual([1, 2, 3]);
    expect(byKey.subject_type_id.options.map((o) => o.code)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(byKey.subject_type_id.options.map((o) => o.label)).toEqual(['국어', '영어', '수학', '사회', '과학', SUBJECT_TYPE.history.label, '기타']);
    expect(byKey.semester.options.map((o) => o.label)).toEqual(['1학기 중간', '1학기 기말', '2학기 중간', '2학기 기말']);
    expect(byKey.state.options.map((o) => [o.code, o.label])).toEqual([
      [requested.code, '검토 요청'],
      [approved.code, '승인'],
      [rejected.code, '반려'],
    ]);
    expect(YEAR_OPTIONS.map((o) => o.code)).toEqual([2025, 2024]);
    expect(byKey.year.defaults).toEqual([2025]);
    for (const g of TEST_PAPER_FILTER_GROUPS.filter((g) => g.key !== 'year')) expect(g.defaults, g.key).toEqual([]);
  });
});

describe('reading the URL', () => {
  const cases: Array<[string, string, Partial<Record<string, number[]>>]> = [
    ['nothing: the defaults', '', { year: [2025], state: [], school_type: [] }],
    ['an array', '?year=%5B2025%2C2024%5D', { year: [2025, 2024] }],
    ['a single number', '?year=2024', { year: [2024] }],
    ['comma text, out of order and repeated', '?subject_type_id=0,3,1,3', { subject_type_id: [1, 3, 0] }],
    ['a group turned all off', '?year=%5B%5D', { year: [] }],
    ['an empty value', '?year=', { year: [] }],
    ['codes outside the group are dropped', '?grade_id=%5B1%2C4%2C%22x%22%5D&school_type=1', { grade_id: [1], school_type: [] }],
    ['states by code', `?state=%5B${rejected.code}%5D`, { state: [rejected.code] }],
    ['an object is ignored', '?year=%7B%22a%22%3A1%7D', { year: [2025] }],
  ];
  it.each(cases)('%s', (_name, query, expected) => {
    const search = fromUrl(query);
    for (const [key, codes] of Object.entries(expected)) expect(selectedCodes(search, key as never), key).toEqual(codes);
  });

  it('drops a bad page, size and sort, keeps good ones', () => {
    expect(fromUrl('?page=0&size=500&sort_key=password&sort=3')).toEqual({});
    expect(fromUrl('?page=3&size=50&sort_key=create_time&sort=2')).toEqual({ page: 3, size: 50, sort_key: 'create_time', sort: 2 });
  });
});

describe('changing a group', () => {
  it('turning 2024 on writes both years and goes back to page 1', () => {
    const next = withGroup({ page: 4 }, 'year', [2024, 2025]);
    expect(next).toEqual({ year: [2025, 2024] });
    expect(fromUrl(toUrl(next))).toEqual(next);
  });

  it('turning every year off is kept in the URL, not read back as the default', () => {
    const next = withGroup({}, 'year', []);
    expect(next).toEqual({ year: [] });
    expect(toUrl(next)).not.toBe('');
    expect(selectedCodes(fromUrl(toUrl(next)), 'year')).toEqual([]);
  });

  it('a group equal to its defaults leaves the URL, so the plain address is the default list', () => {
    expect(withGroup({ year: [2024], sort: 1, sort_key: 'id' }, 'year', [2025])).toEqual({ sort: 1, sort_key: 'id' });
    expect(withGroup({ state: [requested.code] }, 'state', [])).toEqual({});
    expect(toUrl(withGroup({}, 'state', []))).toBe('');
  });

  it('round-trips every group through the router', () => {
    const search: TestPaperSearch = { school_type: [3], grade_id: [1, 2], subject_type_id: [3, 0], semester: [4], state: [requested.code, rejected.code], year: [2024], page: 2, sort_key: 'year', sort: 2 };
    expect(fromUrl(toUrl(search))).toEqual(search);
  });

  it('reset goes back to the defaults, keeping the sort', () => {
    const search: TestPaperSearch = { school_type: [3], year: [], page: 5, sort_key: 'id', sort: 1 };
    expect(isFiltered(search)).toBe(true);
    expect(withDefaultFilters(search)).toEqual({ sort_key: 'id', sort: 1 });
    expect(isFiltered(withDefaultFilters(search))).toBe(false);
  });
});

describe('the list query', () => {
  it('by default asks for 2025 only, page 1, and no other group', () => {
    expect(testPaperListQuery({})).toEqual({ page: 1, size: 20, sort_key: undefined, sort: undefined, year: '2025' });
  });

  it('sends each group as comma-separated codes (OR within, AND across) and leaves empty groups out', () => {
    const query = testPaperListQuery({ year: [], subject_type_id: [1, 0], state: [approved.code], page: 2, sort_key: 'create_time', sort: 1 });
    expect(query).toEqual({ page: 2, size: 20, sort_key: 'create_time', sort: 1, subject_type_id: '1,0', state: String(approved.code) });
    expect(query).not.toHaveProperty('year');
  });

  it('is accepted by the contract as it is', () => {
    const parsed = TestPaperListQuerySchema.parse(testPaperListQuery({ year: [2025, 2024], grade_id: [1, 2, 3] }));
    expect(parsed.year).toEqual([2025, 2024]);
    expect(parsed.grade_id).toEqual([1, 2, 3]);
    expect(parsed.state).toBeUndefined();
  });
});
