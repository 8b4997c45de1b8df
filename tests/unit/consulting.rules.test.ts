/**
 * The consulting selection rules (src/features/consulting/consulting.rules.ts; spec section 4), table by
 * table: name normalisation, the 'all' / specific toggles of each group, what a filter matches (AND across
 * groups, OR within, nothing chosen gives nothing), the 50-entry limit with its total, the counts beside the
 * regions, the admission-group exclusions, the chosen-list toggle, the chip labels; the contract's reading
 * of the `filter` query value, and the page URL that keeps the filters.
 */
import { describe, expect, it } from 'vitest';
import { ConsultingSearchQuerySchema, encodeSearchFilter, REGION_OPTIONS, type AdmissionGroup, type SearchFilterEntry } from '../../src/api/consulting/search';
import {
  entryLabel,
  isEmptyFilter,
  matches,
  normaliseName,
  planFilter,
  RESULT_LIMIT,
  searchRows,
  searchTextOf,
  toggleChosen,
  toggleEntry,
  removeEntry,
  dedupeEntries,
  type SearchRow,
} from '../../src/features/consulting/consulting.rules';
import { consultingSearchQuery, entriesOf, parseConsultingSearch, queryTextOf, searchOf } from '../../src/features/consulting/consulting.search';

// ---- Entries, written short ----
const nation: SearchFilterEntry = { type: 1, region: '전국' };
const region = (r: string): SearchFilterEntry => ({ type: 1, region: r }) as SearchFilterEntry;
const univ = (r: string, name: string): SearchFilterEntry => ({ type: 1, region: r, name }) as SearchFilterEntry;
const main = (head: number): SearchFilterEntry => ({ type: 2, head_major: head });
const sub = (head: number, id: number): SearchFilterEntry => ({ type: 2, head_major: head, major_sub_id: id });
const gun = (g: AdmissionGroup): SearchFilterEntry => ({ type: 3, name: g });

describe('normaliseName: NFC, no whitespace, lower case', () => {
  const table: Array<[string, string, string]> = [
    ['spaces inside', '서울 대', '서울대'],
    ['leading and trailing spaces, tabs, new lines', ' 서울\t대학교\n', '서울대학교'],
    ['the ideographic space', '서울\u3000대', '서울대'],
    ['decomposed jamo become syllables', '\u1109\u1165\u110b\u116e\u11af', '서울'],
    ['Latin letters lower case', '한양대학교(ERICA)', '한양대학교(erica)'],
    ['nothing but spaces', '   ', ''],
  ];
  it.each(table)('%s', (_name, input, expected) => expect(normaliseName(input)).toBe(expected));

  it('searchTextOf joins the distinct normalised names with a line break, skipping blanks', () => {
    expect(searchTextOf(['기계공학부', '기계 공학부', null, '', '기계공학부(산업공학전공)'])).toBe('기계공학부\n기계공학부(산업공학전공)');
  });
});

describe('toggleEntry: an all option clears the specific ones, a specific one clears the all option', () => {
  const table: Array<[string, SearchFilterEntry[], SearchFilterEntry, SearchFilterEntry[]]> = [
    ['a region is added', [], region('서울'), [region('서울')]],
    ['a second region is added (OR)', [region('서울')], region('부산'), [region('서울'), region('부산')]],
    ['a chosen region is removed', [region('서울'), region('부산')], region('서울'), [region('부산')]],
    ['전국 clears every region and university', [region('서울'), univ('부산', '부산대학교'), main(1)], nation, [main(1), nation]],
    ['a region clears 전국', [nation, gun('ga')], region('서울'), [gun('ga'), region('서울')]],
    ['a university clears 전국', [nation], univ('서울', '서울대학교'), [univ('서울', '서울대학교')]],
    ['a region as a whole clears its universities only', [univ('서울', '서울대학교'), univ('부산', '부산대학교')], region('서울'), [univ('부산', '부산대학교'), region('서울')]],
    ['a university clears its region as a whole only', [region('서울'), region('부산')], univ('서울', '서울대학교'), [region('부산'), univ('서울', '서울대학교')]],
    ['a chosen 전국 is removed', [nation], nation, []],
    ['a main 전체 clears its middle categories only', [sub(1, 1), sub(1, 8), sub(2, 12)], main(1), [sub(2, 12), main(1)]],
    ['a middle category clears its main 전체 only', [main(1), main(2)], sub(1, 8), [main(2), sub(1, 8)]],
    ['a second middle category of the same main is added (OR)', [sub(1, 1)], sub(1, 8), [sub(1, 1), sub(1, 8)]],
    ['a chosen middle category is removed', [sub(1, 1), sub(1, 8)], sub(1, 1), [sub(1, 8)]],
    ['admission groups only toggle', [gun('ga')], gun('na'), [gun('ga'), gun('na')]],
    ['a chosen admission group is removed', [gun('ga'), gun('na')], gun('ga'), [gun('na')]],
    ['groups do not clear each other', [region('서울'), main(1)], gun('da'), [region('서울'), main(1), gun('da')]],
    ['a university is the same choice however it is spaced', [univ('서울', '서울대학교')], univ('서울', '서울 대학교'), []],
  ];
  it.each(table)('%s', (_name, before, entry, after) => {
    const frozen = Object.freeze([...before]);
    expect(toggleEntry(frozen, entry)).toEqual(after);
    expect(frozen).toEqual(before);
  });

  it('removeEntry drops one choice; dedupeEntries keeps each choice once', () => {
    expect(removeEntry([region('서울'), main(1)], region('서울'))).toEqual([main(1)]);
    expect(dedupeEntries([region('서울'), main(1), region('서울'), univ('서울', '서울대학교'), univ('서울', '서울 대학교')])).toEqual([region('서울'), main(1), univ('서울', '서울대학교')]);
  });
});

// ---- A small table of rows ----
let nextId = 1;
function row(region: string, univName: string, majorName: string, head: number, subId: number, type: AdmissionGroup | null, members: string[] = []): SearchRow {
  return {
    keyword_id: nextId++,
    region,
    univ_name: univName,
    major_name: majorName,
    head_major: head,
    major_id: subId,
    type,
    univ_search: searchTextOf([univName]),
    major_search: searchTextOf([majorName, ...members]),
  };
}
const ROWS = [
  row('서울', '서울대학교', '건축학과', 1, 1, 'na'), // 1
  row('서울', '서울대학교', '경영학과', 2, 12, 'na'), // 2
  row('서울', '고려대학교', '컴퓨터학과', 1, 8, 'ga'), // 3
  row('서울', '고려대학교', '경영학과', 2, 12, 'ga'), // 4
  row('부산', '부산대학교', '건축공학과', 1, 1, null), // 5
  row('부산', '부산대학교', '국어교육과', 3, 19, null), // 6
  row('경기', '가천대학교', '기계공학부', 1, 4, 'da', ['기계공학부(산업공학전공)']), // 7
  row('세종', '고려대학교(세종)', '경영학과', 2, 12, null), // 8
  row('경기', '한양대학교(ERICA)', '건축학부', 1, 1, 'ga'), // 9
];
const idsOf = (entries: SearchFilterEntry[], q?: string) => ROWS.filter((r) => matches(planFilter({ entries, q }), r)).map((r) => r.keyword_id);

describe('what a filter matches: AND across groups, OR within a group', () => {
  const table: Array<[string, SearchFilterEntry[], string | undefined, number[]]> = [
    ['nothing chosen: nothing', [], undefined, []],
    ['only spaces typed: nothing', [], '   ', []],
    ['전국: everything', [nation], undefined, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
    ['one region', [region('부산')], undefined, [5, 6]],
    ['two regions (OR)', [region('부산'), region('세종')], undefined, [5, 6, 8]],
    ['전국 with a region is still everything', [nation, region('부산')], undefined, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
    ['one university by name', [univ('서울', '고려대학교')], undefined, [3, 4]],
    ['a university in another region matches nothing', [univ('부산', '고려대학교')], undefined, []],
    ['a university and a region (OR)', [univ('서울', '고려대학교'), region('세종')], undefined, [3, 4, 8]],
    ['a main category 전체', [main(2)], undefined, [2, 4, 8]],
    ['a middle category', [sub(1, 1)], undefined, [1, 5, 9]],
    ['a main 전체 or a middle category of another main (OR)', [main(3), sub(1, 8)], undefined, [3, 6]],
    ['region AND major', [region('서울'), main(1)], undefined, [1, 3]],
    ['an admission group', [gun('ga')], undefined, [3, 4, 9]],
    ['two admission groups (OR); unknown groups never match', [gun('ga'), gun('da')], undefined, [3, 4, 7, 9]],
    ['region AND major AND admission group', [region('서울'), main(2), gun('na')], undefined, [2]],
    ['name search alone', [], '경영', [2, 4, 8]],
    ['"서울 대" finds 서울대학교 (spacing ignored)', [], '서울 대', [1, 2]],
    ['a university name part ("고려대")', [], '고려대', [3, 4, 8]],
    ['Latin letters in any case', [], 'erica', [9]],
    ['a member major of a 학부', [], '산업공학', [7]],
    ['name AND region', [region('서울')], '경영', [2, 4]],
    ['name AND major AND admission group', [main(1), gun('ga')], '건축', [9]],
    ['a name across two names matches nothing', [], '서울대학교건축', []],
  ];
  it.each(table)('%s', (_name, entries, q, expected) => expect(idsOf(entries, q)).toEqual(expected));

  it('isEmptyFilter: no entry and no text after normalising', () => {
    expect(isEmptyFilter({ entries: [] })).toBe(true);
    expect(isEmptyFilter({ entries: [], q: ' \t' })).toBe(true);
    expect(isEmptyFilter({ entries: [], q: '서' })).toBe(false);
    expect(isEmptyFilter({ entries: [gun('ga')] })).toBe(false);
  });
});

describe('searchRows: the first 50, the total, the counts beside the regions, the unknown admission groups', () => {
  const many = Array.from({ length: 120 }, (_, i) => row('대전', `대학${String(i).padStart(3, '0')}`, '수학과', 7, 35, i % 2 ? 'ga' : null));

  it(`returns at most ${RESULT_LIMIT} entries, in university then major order, and the total`, () => {
    const out = searchRows([...many].reverse(), { entries: [region('대전')] });
    expect(RESULT_LIMIT).toBe(50);
    expect(out.total).toBe(120);
    expect(out.items).toHaveLength(50);
    expect(out.items.map((r) => r.univ_name)).toEqual(many.slice(0, 50).map((r) => r.univ_name));
  });

  it('with an admission group on, counts the majors left out because their university has no known group', () => {
    const out = searchRows(many, { entries: [region('대전'), gun('ga')] });
    expect(out.total).toBe(60);
    expect(out.unknown_gun_count).toBe(60);
    expect(searchRows(many, { entries: [region('대전')] }).unknown_gun_count).toBe(0);
  });

  it('counts per region every group but the region group, also when the list is empty', () => {
    const empty = searchRows(ROWS, { entries: [] });
    expect(empty.items).toEqual([]);
    expect(empty.total).toBe(0);
    expect(empty.region_counts).toMatchObject({ 서울: 4, 부산: 2, 경기: 2, 세종: 1, 제주: 0 });
    const business = searchRows(ROWS, { entries: [region('부산'), main(2)] });
    expect(business.total).toBe(0);
    expect(business.region_counts).toMatchObject({ 서울: 2, 부산: 0, 세종: 1 });
    const ga = searchRows(ROWS, { entries: [gun('ga')] });
    expect(ga.region_counts).toMatchObject({ 서울: 2, 경기: 1, 부산: 0 });
    expect(Object.keys(empty.region_counts)).toEqual(REGION_OPTIONS.slice(1));
  });
});

describe('toggleChosen: choosing a major already chosen in that admission group removes it, otherwise adds it', () => {
  const table: Array<[string, Array<{ type: AdmissionGroup; keyword_id: number }>, { type: AdmissionGroup; keyword_id: number }, Array<{ type: AdmissionGroup; keyword_id: number }>]> = [
    ['added to an empty list', [], { type: 'ga', keyword_id: 1 }, [{ type: 'ga', keyword_id: 1 }]],
    ['added after the others', [{ type: 'ga', keyword_id: 1 }], { type: 'ga', keyword_id: 2 }, [{ type: 'ga', keyword_id: 1 }, { type: 'ga', keyword_id: 2 }]],
    ['removed when already chosen in that group', [{ type: 'ga', keyword_id: 1 }, { type: 'na', keyword_id: 2 }], { type: 'ga', keyword_id: 1 }, [{ type: 'na', keyword_id: 2 }]],
    ['the same major in another group is added', [{ type: 'ga', keyword_id: 1 }], { type: 'na', keyword_id: 1 }, [{ type: 'ga', keyword_id: 1 }, { type: 'na', keyword_id: 1 }]],
  ];
  it.each(table)('%s', (_name, before, pick, after) => expect(toggleChosen(before, pick)).toEqual(after));
});

describe('entryLabel: the Korean chip of each entry', () => {
  const table: Array<[SearchFilterEntry, string]> = [
    [nation, '전국'],
    [region('서울'), '서울'],
    [univ('서울', '서울대학교'), '서울 · 서울대학교'],
    [main(1), '공학 전체'],
    [sub(1, 8), '공학 · 컴퓨터·통신'],
    [sub(8, 36), '기타 · 기타'],
    [gun('na'), '나군'],
  ];
  it.each(table)('%j', (entry, label) => expect(entryLabel(entry)).toBe(label));
});

describe('the filter query value (src/api/consulting.ts)', () => {
  const parse = (filter: string) => ConsultingSearchQuerySchema.safeParse({ filter });
  const fieldOf = (filter: string) => {
    const r = parse(filter);
    return r.success ? null : r.error.issues[0].path.join('.');
  };

  it('reads a JSON array of entries, and encodes one the same way', () => {
    const entries = [nation, univ('서울', '서울대학교'), main(1), sub(1, 8), gun('da')];
    const r = parse(encodeSearchFilter(entries)!);
    expect(r.success && r.data.filter).toEqual(entries);
    expect(encodeSearchFilter([])).toBeUndefined();
    expect(parse('').success && parse('').data?.filter).toEqual([]);
  });

  const refused: Array<[string, string, string]> = [
    ['not JSON', '[{type:1}', 'filter'],
    ['not an array', '{"type":1,"region":"서울"}', 'filter'],
    ['an unknown type', '[{"type":4}]', 'filter.0.type'],
    ['a type as text', '[{"type":"1","region":"서울"}]', 'filter.0.type'],
    ['an unknown region', '[{"type":1,"region":"서울"},{"type":1,"region":"평양"}]', 'filter.1.region'],
    ['a university with 전국', '[{"type":1,"region":"전국","name":"서울대학교"}]', 'filter.0.name'],
    ['an empty university name', '[{"type":1,"region":"서울","name":"  "}]', 'filter.0.name'],
    ['a main category out of range', '[{"type":2,"head_major":9}]', 'filter.0.head_major'],
    ['a main category as text', '[{"type":2,"head_major":"1"}]', 'filter.0.head_major'],
    ['a middle category of another main', '[{"type":2,"head_major":1,"major_sub_id":12}]', 'filter.0.major_sub_id'],
    ['an unknown admission group', '[{"type":3,"name":"가"}]', 'filter.0.name'],
    ['too many entries', JSON.stringify(Array.from({ length: 61 }, () => gun('ga'))), 'filter'],
    ['too long', `[${' '.repeat(4000)}]`, 'filter'],
  ];
  it.each(refused)('refuses %s, naming the field', (_name, filter, field) => expect(fieldOf(filter)).toBe(field));

  it('refuses search text longer than 50 characters and a year out of range; reads a year in digits', () => {
    expect(ConsultingSearchQuerySchema.safeParse({ q: '가'.repeat(51) }).success).toBe(false);
    expect(ConsultingSearchQuerySchema.safeParse({ year: '1999' }).success).toBe(false);
    expect(ConsultingSearchQuerySchema.safeParse({ year: ['2025', '2025'] }).success).toBe(false);
    expect(ConsultingSearchQuerySchema.parse({ year: '2025' }).year).toBe(2025);
  });
});

describe('the page URL (src/features/consulting/consulting.search.ts)', () => {
  it('writes each group under its own key and reads the same entries back', () => {
    const entries = [region('서울'), univ('부산', '부산대학교'), main(1), sub(2, 12), gun('ga'), gun('da')];
    const search = searchOf(entries, '서울 대');
    expect(search).toEqual({ region: '서울', univ: '부산:부산대학교', major: '1,2.12', gun: 'ga,da', q: '서울 대' });
    expect(entriesOf(parseConsultingSearch(search as Record<string, unknown>))).toEqual([region('서울'), univ('부산', '부산대학교'), main(1), sub(2, 12), gun('ga'), gun('da')]);
    expect(searchOf([], '  ')).toEqual({});
  });

  const table: Array<[string, Record<string, unknown>, SearchFilterEntry[]]> = [
    ['a main category the router read as a number', { major: 3 }, [main(3)]],
    ['unknown regions, groups and categories are dropped', { region: '서울,평양', gun: 'ga,가', major: '9,1.12,1.8,x' }, [region('서울'), sub(1, 8), gun('ga')]],
    ['a university without its region is dropped', { univ: '서울대학교,서울:서울대학교' }, [univ('서울', '서울대학교')]],
    ['a repeated choice is kept once', { region: '서울,서울' }, [region('서울')]],
    ['values that are not text are dropped', { region: ['서울'], gun: { a: 1 } }, []],
  ];
  it.each(table)('%s', (_name, raw, entries) => expect(entriesOf(parseConsultingSearch(raw))).toEqual(entries));

  it('the call query: the entries as the filter JSON, the text unless blank', () => {
    expect(consultingSearchQuery({ region: '서울', q: ' ' })).toEqual({ filter: JSON.stringify([region('서울')]), q: undefined });
    expect(consultingSearchQuery({})).toEqual({ filter: undefined, q: undefined });
    expect(queryTextOf({ q: '가'.repeat(80) })).toHaveLength(50);
  });
});
