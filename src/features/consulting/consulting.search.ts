/**
 * The search filters of /consulting/main kept in the URL, readable and short, one key per group:
 * `region=서울,부산` (or `전국`), `univ=서울:서울대학교` (a university of a region), `major=1,2.12` (main 1 전체,
 * main 2 middle 12), `gun=ga,na`, `q=서울대`. A shared or reloaded link shows the same search; Back undoes a
 * change. Bad pieces are dropped, never fatal: each piece is checked with the contract's filter entry schema.
 *
 * The router reads `?major=1` as a number and `?region=서울` as text; both are accepted.
 */
import { z } from 'zod';
import { CONSULTING_LIMITS, encodeSearchFilter, FILTER_TYPE, SearchFilterEntrySchema, type ConsultingSearchQuery, type SearchFilterEntry } from '../../api/consulting/search';
import { dedupeEntries, isGunEntry, isMajorEntry, isRegionEntry, normaliseName } from './consulting.rules';

/** The URL's search params of the page. */
export interface ConsultingSearch {
  region?: string;
  univ?: string;
  major?: string;
  gun?: string;
  q?: string;
}

const text = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).slice(0, CONSULTING_LIMITS.filterText))
  .optional()
  .catch(undefined);

const SearchSchema = z.object({ region: text, univ: text, major: text, gun: text, q: text });

/** The router's `validateSearch`: the URL's values as text, keys it did not have left out. */
export function parseConsultingSearch(raw: Record<string, unknown>): ConsultingSearch {
  const parsed = SearchSchema.parse(raw);
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined && v !== '')) as ConsultingSearch;
}

const pieces = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
const entry = (candidate: unknown): SearchFilterEntry[] => {
  const parsed = SearchFilterEntrySchema.safeParse(candidate);
  return parsed.success ? [parsed.data] : [];
};

/** The filter entries of a URL (malformed pieces dropped, each choice once, at most CONSULTING_LIMITS.filters). */
export function entriesOf(search: ConsultingSearch): SearchFilterEntry[] {
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
