/**
 * The staff list's URL (/admin/management/user-upload-exam): each filter group of the spec (section 9) as a
 * list of codes under the call's own query key, plus page, page size and the sort arrow. A group missing from
 * the URL has its defaults (years: 2025 on, 2024 off; the others: nothing on); a group turned all off is kept
 * as an empty list (`year=[]`), so "no year" is not mistaken for "the default year". A group equal to its
 * defaults is left out, so the plain address is the default list. Bad values are dropped, never fatal.
 *
 * The router reads `?year=[2025,2024]` as an array, `?year=2025` as a number and `?year=2025,2024` as text;
 * all three are accepted, so a hand-typed link works too.
 */
import { z } from 'zod';
import { PAGE_SIZE, SORT } from '../../api/codes';
import type { TestPaperListQuery } from '../../api/test-papers';
import { TEST_PAPER_FILTER_GROUPS, TEST_PAPER_FILTER_KEYS, TEST_PAPER_SORT_KEYS, type FilterGroup, type TestPaperFilterKey } from './test-papers.rules';

/** The codes of one group from whatever the router made of the URL: only the group's own codes, in its order. */
function parseGroup(raw: unknown, group: FilterGroup): number[] | undefined {
  const items: unknown[] | null = Array.isArray(raw) ? raw : typeof raw === 'number' ? [raw] : typeof raw === 'string' ? (raw.trim() === '' ? [] : raw.split(',')) : null;
  if (items === null) return undefined;
  const wanted = new Set(items.map((x) => (typeof x === 'number' ? x : typeof x === 'string' && /^\s*-?\d+\s*$/.test(x) ? Number(x) : Number.NaN)));
  return group.options.map((o) => o.code).filter((code) => wanted.has(code));
}

const groupSchema = (group: FilterGroup) =>
  z
    .unknown()
    .transform((raw) => parseGroup(raw, group))
    .optional();
const groups = Object.fromEntries(TEST_PAPER_FILTER_GROUPS.map((g) => [g.key, groupSchema(g)])) as Record<TestPaperFilterKey, ReturnType<typeof groupSchema>>;

/** The search params of the staff list. */
export const TestPaperSearchSchema = z.object({
  ...groups,
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  size: z.coerce.number().int().min(1).max(PAGE_SIZE.max).optional().catch(undefined),
  sort_key: z.enum(TEST_PAPER_SORT_KEYS).optional().catch(undefined),
  sort: z.coerce
    .number()
    .pipe(z.union([z.literal(SORT.asc), z.literal(SORT.desc)]))
    .optional()
    .catch(undefined),
});
export type TestPaperSearch = z.output<typeof TestPaperSearchSchema>;

/** The router's `validateSearch`: the URL's values, each bad one dropped. */
export function parseTestPaperSearch(raw: Record<string, unknown>): TestPaperSearch {
  const parsed = TestPaperSearchSchema.parse(raw);
  // Keys the URL did not have stay absent (the router would otherwise write `undefined` keys back).
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined)) as TestPaperSearch;
}

const groupOf = (key: TestPaperFilterKey) => TEST_PAPER_FILTER_GROUPS.find((g) => g.key === key)!;
const sameCodes = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((c) => b.includes(c));

/** The codes on in one group: the URL's, or the group's defaults when the URL says nothing. */
export function selectedCodes(search: TestPaperSearch, key: TestPaperFilterKey): number[] {
  return search[key] ?? [...groupOf(key).defaults];
}

/** Whether any group differs from its defaults (the panel offers to reset then). */
export const isFiltered = (search: TestPaperSearch): boolean => TEST_PAPER_FILTER_KEYS.some((k) => search[k] !== undefined);

/** The search after a group changed: back to page 1, and the group left out when it equals its defaults. */
export function withGroup(search: TestPaperSearch, key: TestPaperFilterKey, codes: readonly number[]): TestPaperSearch {
  const group = groupOf(key);
  const ordered = group.options.map((o) => o.code).filter((c) => codes.includes(c));
  const { page: _page, [key]: _old, ...rest } = search;
  return sameCodes(ordered, group.defaults) ? rest : { ...rest, [key]: ordered };
}

/** The search with every group back to its defaults (sort and page size kept, page 1). */
export function withDefaultFilters(search: TestPaperSearch): TestPaperSearch {
  const { page: _page, ...rest } = search;
  for (const key of TEST_PAPER_FILTER_KEYS) delete rest[key];
  return rest;
}

/** The user_upload_file_list query of a URL: each group as comma-separated codes, an empty group not sent (it does not filter). */
export function testPaperListQuery(search: TestPaperSearch): TestPaperListQuery {
  const query: TestPaperListQuery = { page: search.page ?? 1, size: search.size ?? PAGE_SIZE.default, sort_key: search.sort_key, sort: search.sort };
  for (const key of TEST_PAPER_FILTER_KEYS) {
    const codes = selectedCodes(search, key);
    if (codes.length) query[key] = codes.join(',');
  }
  return query;
}
