/**
 * /consulting/main reads its URL without zod (issue 13 point 4): `entryOf` checks a filter piece as the contract's
 * SearchFilterEntrySchema does, and `parseConsultingSearch` reads the params as the route's zod schema did. Both
 * are held here to their zod originals over every region, every pair of categories and the edge cases of names,
 * and `entriesOf` to what it gives when each piece is checked with the schema.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ADMISSION_GROUP_CODES, CONSULTING_LIMITS, FILTER_TYPE, MAJOR_MAINS, MAJOR_SUBS, REGION_OPTIONS, SearchFilterEntrySchema, type SearchFilterEntry } from '../../src/api/consulting/search';
import { entriesOf, entryOf, parseConsultingSearch, type ConsultingSearch } from '../../src/features/consulting/consulting.search';

const schemaEntry = (candidate: unknown): SearchFilterEntry | null => {
  const parsed = SearchFilterEntrySchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
};

const REGIONS = [...REGION_OPTIONS, '', '서울특별시', 'seoul', ' 서울', '서울 '];
const NAMES = [undefined, '서울대학교', ' 서울대학교 ', '', '   ', 'a'.repeat(CONSULTING_LIMITS.name), ` ${'a'.repeat(CONSULTING_LIMITS.name)} `, 'a'.repeat(CONSULTING_LIMITS.name + 1), '한국외국어대학교(글로벌)'];
const NUMBERS = [...Array.from({ length: Math.max(MAJOR_MAINS.length, MAJOR_SUBS.length) + 3 }, (_, i) => i), 99];

const CANDIDATES = [
  ...REGIONS.flatMap((region) => NAMES.map((name) => ({ type: FILTER_TYPE.region, region, ...(name === undefined ? {} : { name }) }))),
  ...NUMBERS.flatMap((head_major) => [undefined, ...NUMBERS].map((major_sub_id) => ({ type: FILTER_TYPE.major, head_major, ...(major_sub_id === undefined ? {} : { major_sub_id }) }))),
  ...[...ADMISSION_GROUP_CODES, '', 'ga ', 'GA', '가'].map((name) => ({ type: FILTER_TYPE.admissionGroup, name })),
] as Parameters<typeof entryOf>[0][];

describe('entryOf: SearchFilterEntrySchema without zod', () => {
  it.each(CANDIDATES)('%j as the schema reads it', (candidate) => {
    expect(entryOf(candidate)).toEqual(schemaEntry(candidate));
  });

  it('accepts some and refuses some (the cases cover both)', () => {
    const accepted = CANDIDATES.filter((c) => schemaEntry(c) !== null).length;
    expect(accepted).toBeGreaterThan(50);
    expect(CANDIDATES.length - accepted).toBeGreaterThan(50);
  });
});

describe('entriesOf', () => {
  it.each<ConsultingSearch>([
    {},
    { region: '서울,부산,전국,없는곳' },
    { univ: '서울:서울대학교,전국:어디,부산: 부산대학교 ,:이름만,서울:' },
    { major: '1,1.1,2.12,9,1.36,01,1.,x' },
    { gun: 'ga,na,xx,da,ga' },
    { region: REGION_OPTIONS.join(','), major: Array.from({ length: 50 }, (_, i) => `${(i % 8) + 1}`).join(','), gun: 'ga,na,da' },
  ])('%j as before', (search) => {
    expect(entriesOf(search)).toEqual(entriesOf(search, schemaEntry));
  });
});

const text = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).slice(0, CONSULTING_LIMITS.filterText))
  .optional()
  .catch(undefined);
const SearchBefore = z.object({ region: text, univ: text, major: text, gun: text, q: text });

describe('parseConsultingSearch', () => {
  it.each([{}, { region: '서울', major: 1 }, { major: 1.5, gun: ['ga'], q: '' }, { q: 'x'.repeat(CONSULTING_LIMITS.filterText + 5) }, { univ: null, region: true, extra: 'kept out' }, { major: Number.NaN }])('%j as before', (raw) => {
    const before = Object.fromEntries(Object.entries(SearchBefore.parse(raw)).filter(([, v]) => v !== undefined && v !== ''));
    expect(parseConsultingSearch(raw)).toEqual(before);
  });
});
