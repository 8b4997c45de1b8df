/**
 * The search filters of /consulting/main kept in the URL, readable and short, one key per group:
 * `region=서울,부산` (or `전국`), `univ=서울:서울대학교` (a university of a region), `major=1,2.12` (main 1 전체,
 * main 2 middle 12), `gun=ga,na`, `q=서울대`. A shared or reloaded link shows the same search; Back undoes a
 * change. Bad pieces are dropped, never fatal: each piece is checked with the rules of the contract's filter entry
 * schema (SearchFilterEntrySchema).
 *
 * Plain code, not zod (issue 13 point 4): the search page is public and loads no zod. The pieces a URL can give are
 * few in shape (a region, a region and a name, a main and middle category, a 군), and `entryOf` checks them as the
 * schema does; tests/unit/consulting-search-url.test.ts holds it equal to the schema over every region, every
 * category pair and the edge cases of names, and keeps the zod parser of the params as the reference.
 *
 * The router reads `?major=1` as a number and `?region=서울` as text; both are accepted.
 */
import type { ConsultingSearchQuery, SearchFilterEntry } from '../../api/consulting/search';
import { ADMISSION_GROUP_CODES, CONSULTING_LIMITS, encodeSearchFilter, FILTER_TYPE, MAJOR_MAINS, MAJOR_SUBS, NATIONWIDE, REGION_OPTIONS } from '../../api/consulting/search-codes';
import { dedupeEntries, isGunEntry, isMajorEntry, isRegionEntry, normaliseName } from './consulting.rules';

/** The URL's search params of the page. */
export interface ConsultingSearch {
  region?: string;
  univ?: string;
  major?: string;
  gun?: string;
  q?: string;
}

/** A value of the URL as text (a number the router read is written back), cut to the filter's limit; else dropped. */
const textOf = (v: unknown): string | undefined =>
  typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)) ? String(v).slice(0, CONSULTING_LIMITS.filterText) : undefined;

/** The router's `validateSearch`: the URL's values as text, keys it did not have left out. */
export function parseConsultingSearch(raw: Record<string, unknown>): ConsultingSearch {
  const parsed = { region: textOf(raw.region), univ: textOf(raw.univ), major: textOf(raw.major), gun: textOf(raw.gun), q: textOf(raw.q) };
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined && v !== '')) as ConsultingSearch;
}

const pieces = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
/** The candidates a URL piece can give, as entriesOf builds them. */
type Candidate =
  | { type: typeof FILTER_TYPE.region; region: string; name?: string }
  | { type: typeof FILTER_TYPE.major; head_major: number; major_sub_id?: number }
  | { type: typeof FILTER_TYPE.admissionGroup; name: string };

/**
 * The entry SearchFilterEntrySchema makes of a candidate, or null where it refuses it: a region of REGION_OPTIONS,
 * with a name of 1 to CONSULTING_LIMITS.name characters once trimmed and never with 전국; a main category of
 * MAJOR_MAINS, with a middle category of that main; a 군 code.
 */
export function entryOf(c: Candidate): SearchFilterEntry | null {
  if (c.type === FILTER_TYPE.region) {
    const region = REGION_OPTIONS.find((r) => r === c.region);
    if (!region) return null;
    if (c.name === undefined) return { type: c.type, region };
    const name = c.name.trim();
    if (name.length < 1 || name.length > CONSULTING_LIMITS.name || region === NATIONWIDE) return null;
    return { type: c.type, region, name };
  }
  if (c.type === FILTER_TYPE.major) {
    const whole = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;
    if (!whole(c.head_major, MAJOR_MAINS.length)) return null;
    if (c.major_sub_id === undefined) return { type: c.type, head_major: c.head_major };
    const sub = MAJOR_SUBS.find((s) => s.id === c.major_sub_id);
    if (!whole(c.major_sub_id, MAJOR_SUBS.length) || sub?.head_major !== c.head_major) return null;
    return { type: c.type, head_major: c.head_major, major_sub_id: c.major_sub_id };
  }
  const name = ADMISSION_GROUP_CODES.find((g) => g === c.name);
  return name ? { type: c.type, name } : null;
}
/**
 * The filter entries of a URL (malformed pieces dropped, each choice once, at most CONSULTING_LIMITS.filters), each
 * piece checked by `check` (the tests pass the contract's schema there).
 */
export function entriesOf(search: ConsultingSearch, check: (candidate: Candidate) => SearchFilterEntry | null = entryOf): SearchFilterEntry[] {
  const entry = (candidate: Candidate): SearchFilterEntry[] => {
    const checked = check(candidate);
    return checked ? [checked] : [];
  };
  const regions = pieces(search.region).flatMap((region) => entry({ type: FILTER_TYPE.region, region }));
  const univs = pieces(search.univ).flatMap((p) => {
    const at = p.indexOf(':');
    return at > 0 ? entry({ type: FILTER_TYPE.region, region: p.slice(0, at), name: p.slice(at + 1) }) : [];
  });
  const majors = pieces(search.major).flatMap((p) => {
    const m = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(p);
    return m ? entry({ type: FILTER_TYPE.major, head_major: Number(m[1]), ...(m[2] ? { major_sub_id: Number(m[2]) } : {}) }) : [];
  });
  const guns = pieces(search.gun).flatMap((name) => entry({ type: FILTER_TYPE.admissionGroup, name }));
  return dedupeEntries([...regions, ...univs, ...majors, ...guns]).slice(0, CONSULTING_LIMITS.filters);
}

/** The name search text of a URL (empty when none). */
export const queryTextOf = (search: ConsultingSearch): string => (search.q ?? '').slice(0, CONSULTING_LIMITS.name);

/** The URL of some entries and search text (empty groups left out). */
export function searchOf(entries: readonly SearchFilterEntry[], q: string): ConsultingSearch {
  const join = (list: string[]) => (list.length ? list.join(',') : undefined);
  const out: ConsultingSearch = {
    region: join(entries.filter(isRegionEntry).filter((e) => e.name === undefined).map((e) => e.region)),
    univ: join(entries.filter(isRegionEntry).flatMap((e) => (e.name === undefined ? [] : [`${e.region}:${e.name}`]))),
    major: join(entries.filter(isMajorEntry).map((e) => (e.major_sub_id === undefined ? `${e.head_major}` : `${e.head_major}.${e.major_sub_id}`))),
    gun: join(entries.filter(isGunEntry).map((e) => e.name)),
    q: normaliseName(q) === '' ? undefined : q.slice(0, CONSULTING_LIMITS.name),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as ConsultingSearch;
}

/** The consulting/search/list query of a URL. */
export function consultingSearchQuery(search: ConsultingSearch): ConsultingSearchQuery {
  const q = queryTextOf(search);
  return { filter: encodeSearchFilter(entriesOf(search)), q: normaliseName(q) === '' ? undefined : q };
}
