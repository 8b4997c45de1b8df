/**
 * The selection rules of the consulting search (spec section 4 "Consulting selection rules", sections 3 and
 * 9; issue 10 point 3), pure so that the screen, the server and the tests share them:
 * - the filter is a list of the spec's filter entries (type 1 region/university, 2 major, 3 admission group)
 *   plus a name search text; each type is a group, and the name search is a group of its own;
 * - groups combine with AND, entries within a group with OR; a group with nothing chosen does not filter, and
 *   with nothing chosen at all the list is empty;
 * - choosing an 'all' option (전국, a region as a whole, a main category's 전체) clears the specific options it
 *   covers (the regions, that region's universities, that main's middle categories), and choosing a specific
 *   option clears the 'all' option covering it;
 * - names are compared normalised (NFC, no whitespace at all, lower case), so "서울 대" finds 서울대학교;
 * - the result shows the first RESULT_LIMIT (50) entries with the total;
 * - a chosen list per admission group: choosing a major already chosen in that group removes it, otherwise adds it.
 *
 * The server turns `planFilter` into SQL (server/features/consulting/consulting.repository.ts) and the
 * server tests check that the SQL answers what `searchRows` answers over the same rows.
 */
import type { AdmissionGroupFilterEntry, MajorFilterEntry, RegionFilterEntry, SearchFilterEntry } from '../../api/consulting/search';
import { ADMISSION_GROUPS, CONSULTING_LIMITS, FILTER_TYPE, MAJOR_MAINS, MAJOR_SUBS, NATIONWIDE, REGIONS, type AdmissionGroup } from '../../api/consulting/search-codes';

/** The result view shows the first 50 entries (spec section 9). */
export const RESULT_LIMIT = CONSULTING_LIMITS.results;

/** What the search is asked: the chosen filter entries and the name search text as typed. */
export interface SearchFilter {
  readonly entries: readonly SearchFilterEntry[];
  readonly q?: string;
}

// ---- Names ----

/**
 * A name as the search compares it: Unicode NFC (a syllable typed as separate jamo equals the composed one),
 * every whitespace character removed (spaces, tabs, the ideographic space), lower case (for Latin names such
 * as ERICA). "서울 대" and "서울대" both become "서울대".
 */
export function normaliseName(text: string): string {
  return text.normalize('NFC').replace(/\s+/gu, '').toLowerCase();
}

/**
 * The text a name search looks into: each name normalised, joined by a line break. The query is normalised
 * too, so it never holds a line break and never matches across two names.
 */
export function searchTextOf(names: readonly (string | null | undefined)[]): string {
  return [...new Set(names.filter((n): n is string => !!n).map(normaliseName).filter(Boolean))].join('\n');
}

// ---- Filter entries ----

export const isRegionEntry = (e: SearchFilterEntry): e is RegionFilterEntry => e.type === FILTER_TYPE.region;
export const isMajorEntry = (e: SearchFilterEntry): e is MajorFilterEntry => e.type === FILTER_TYPE.major;
export const isGunEntry = (e: SearchFilterEntry): e is AdmissionGroupFilterEntry => e.type === FILTER_TYPE.admissionGroup;

/** 전국: the 'all' option of the region group. */
export const isNationwide = (e: SearchFilterEntry): boolean => isRegionEntry(e) && e.region === NATIONWIDE;
/** A region as a whole (no university named): 'all' of that region's universities. */
export const isWholeRegion = (e: SearchFilterEntry): boolean => isRegionEntry(e) && e.region !== NATIONWIDE && e.name === undefined;
/** A main category's 전체: 'all' of its middle categories. */
export const isWholeMain = (e: SearchFilterEntry): boolean => isMajorEntry(e) && e.major_sub_id === undefined;

/** One key per distinct entry (two entries with the same key are the same choice). */
export function entryKey(e: SearchFilterEntry): string {
  if (isRegionEntry(e)) return e.name === undefined ? `1:${e.region}` : `1:${e.region}:${normaliseName(e.name)}`;
  if (isMajorEntry(e)) return e.major_sub_id === undefined ? `2:${e.head_major}` : `2:${e.head_major}:${e.major_sub_id}`;
  return `3:${e.name}`;
}

/** Whether an entry is chosen. */
export const hasEntry = (entries: readonly SearchFilterEntry[], entry: SearchFilterEntry): boolean => entries.some((e) => entryKey(e) === entryKey(entry));

/** Whether choosing `chosen` clears `other` (spec section 4): an 'all' option clears what it covers, a specific one the 'all' covering it. */
function clears(chosen: SearchFilterEntry, other: SearchFilterEntry): boolean {
  if (isRegionEntry(chosen) && isRegionEntry(other)) {
    if (chosen.region === NATIONWIDE) return other.region !== NATIONWIDE;
    if (other.region === NATIONWIDE) return true;
    if (other.region !== chosen.region) return false;
    // Within one region: the whole region and its universities exclude each other.
    return (chosen.name === undefined) !== (other.name === undefined);
  }
  if (isMajorEntry(chosen) && isMajorEntry(other)) {
    return other.head_major === chosen.head_major && (chosen.major_sub_id === undefined) !== (other.major_sub_id === undefined);
  }
  return false;
}

/**
 * Chooses or un-chooses one option: an entry already chosen is removed; otherwise it is added and the options
 * it excludes are removed (전국 clears every region and university, a region clears 전국 and that region's
 * universities, a university clears 전국 and its region as a whole; a main's 전체 clears its middle categories,
 * a middle category clears its main's 전체). Admission groups only toggle. Returns a new list.
 */
export function toggleEntry(entries: readonly SearchFilterEntry[], entry: SearchFilterEntry): SearchFilterEntry[] {
  if (hasEntry(entries, entry)) return removeEntry(entries, entry);
  return [...entries.filter((e) => !clears(entry, e)), entry];
}

/** The list without one entry (an applied-filter chip's ✕). */
export function removeEntry(entries: readonly SearchFilterEntry[], entry: SearchFilterEntry): SearchFilterEntry[] {
  const key = entryKey(entry);
  return entries.filter((e) => entryKey(e) !== key);
}

/** The list with the same choices once each, in the order first chosen. */
export function dedupeEntries(entries: readonly SearchFilterEntry[]): SearchFilterEntry[] {
  const seen = new Set<string>();
  return entries.filter((e) => {
    const key = entryKey(e);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Whether nothing is chosen: no entry and no search text (the list is then empty, spec section 4). */
export function isEmptyFilter(filter: SearchFilter): boolean {
  return filter.entries.length === 0 && normaliseName(filter.q ?? '') === '';
}

// ---- What a filter means ----

/**
 * A filter reduced to what each group asks; `null` for a group that does not filter. The server builds its
 * SQL from this and `matches` reads it, so both mean the same thing.
 */
export interface FilterPlan {
  /** Nothing chosen: the list is empty. */
  readonly empty: boolean;
  readonly region: {
    /** 전국 is chosen: every region matches. */
    readonly all: boolean;
    /** Regions chosen as a whole. */
    readonly regions: readonly string[];
    /** Universities chosen, by region and normalised name. */
    readonly universities: ReadonlyArray<{ readonly region: string; readonly name: string }>;
  } | null;
  readonly major: {
    /** Main categories chosen as a whole (전체). */
    readonly mains: readonly number[];
    /** Middle categories chosen. */
    readonly subs: readonly number[];
  } | null;
  readonly guns: readonly AdmissionGroup[] | null;
  /** The normalised name search text; null when there is none. */
  readonly text: string | null;
}

/** The plan of a filter. */
export function planFilter(filter: SearchFilter): FilterPlan {
  const regions = filter.entries.filter(isRegionEntry);
  const majors = filter.entries.filter(isMajorEntry);
  const guns = filter.entries.filter(isGunEntry);
  const text = normaliseName(filter.q ?? '');
  return {
    empty: isEmptyFilter(filter),
    region: regions.length
      ? {
          all: regions.some((e) => e.region === NATIONWIDE),
          regions: [...new Set(regions.filter((e) => e.region !== NATIONWIDE && e.name === undefined).map((e) => e.region))],
          universities: regions.filter((e) => e.region !== NATIONWIDE && e.name !== undefined).map((e) => ({ region: e.region, name: normaliseName(e.name!) })),
        }
      : null,
    major: majors.length
      ? {
          mains: [...new Set(majors.filter((e) => e.major_sub_id === undefined).map((e) => e.head_major))],
          subs: [...new Set(majors.filter((e) => e.major_sub_id !== undefined).map((e) => e.major_sub_id!))],
        }
      : null,
    guns: guns.length ? [...new Set(guns.map((e) => e.name))] : null,
    text: text === '' ? null : text,
  };
}

/** What the rules need of one university-major row. */
export interface SearchRow {
  readonly keyword_id: number;
  readonly region: string;
  readonly univ_name: string;
  readonly major_name: string;
  readonly head_major: number;
  readonly major_id: number;
  /** The university's admission group that year; null when unknown. */
  readonly type: AdmissionGroup | null;
  /** searchTextOf the university's names. */
  readonly univ_search: string;
  /** searchTextOf the major's name and its member majors. */
  readonly major_search: string;
}

/** The region group: 전국, or the row's region as a whole, or its university by name. */
export function matchesRegion(plan: FilterPlan, row: SearchRow): boolean {
  const g = plan.region;
  if (!g) return true;
  return g.all || g.regions.includes(row.region) || g.universities.some((u) => u.region === row.region && u.name === normaliseName(row.univ_name));
}

/** The major group: the row's main category as a whole, or its middle category. */
export function matchesMajor(plan: FilterPlan, row: SearchRow): boolean {
  const g = plan.major;
  if (!g) return true;
  return g.mains.includes(row.head_major) || g.subs.includes(row.major_id);
}

/** The admission-group group: the university's known group is one of those chosen (unknown never matches). */
export function matchesGun(plan: FilterPlan, row: SearchRow): boolean {
  return !plan.guns || (row.type !== null && plan.guns.includes(row.type));
}

/** The name search: the text is part of the university's or the major's names. */
export function matchesText(plan: FilterPlan, row: SearchRow): boolean {
  return plan.text === null || row.univ_search.includes(plan.text) || row.major_search.includes(plan.text);
}

/** Whether a row is in the result: never for an empty filter, otherwise every group (AND). */
export function matches(plan: FilterPlan, row: SearchRow): boolean {
  return !plan.empty && matchesRegion(plan, row) && matchesMajor(plan, row) && matchesGun(plan, row) && matchesText(plan, row);
}

/** The order of the result: university name, then major name, then id (code-point order, as SQL `collate "C"`). */
export function compareRows(a: SearchRow, b: SearchRow): number {
  const by = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return by(a.univ_name, b.univ_name) || by(a.major_name, b.major_name) || a.keyword_id - b.keyword_id;
}

/** What a search answers (the wire reply without the row details). */
export interface SearchOutcome<R extends SearchRow> {
  /** The first RESULT_LIMIT matching rows, in order. */
  readonly items: R[];
  readonly total: number;
  /** With an admission-group filter: rows matching every other group whose university's group is unknown. */
  readonly unknown_gun_count: number;
  /** Per region: rows matching every group but the region group (the count choosing that region would add). */
  readonly region_counts: Record<string, number>;
}

/** The search over rows in memory: the reference the server's SQL is tested against. */
export function searchRows<R extends SearchRow>(rows: readonly R[], filter: SearchFilter): SearchOutcome<R> {
  const plan = planFilter(filter);
  const region_counts: Record<string, number> = Object.fromEntries(REGIONS.map((r) => [r.region, 0]));
  let unknown = 0;
  const found: R[] = [];
  for (const row of rows) {
    const others = matchesMajor(plan, row) && matchesText(plan, row);
    if (!others) continue;
    if (matchesGun(plan, row)) region_counts[row.region] = (region_counts[row.region] ?? 0) + 1;
    if (plan.empty || !matchesRegion(plan, row)) continue;
    if (matchesGun(plan, row)) found.push(row);
    else if (plan.guns && row.type === null) unknown += 1;
  }
  found.sort(compareRows);
  return { items: found.slice(0, RESULT_LIMIT), total: found.length, unknown_gun_count: unknown, region_counts };
}

// ---- Labels ----

/** The Korean label of an admission group (가군, 나군, 다군). */
export const gunLabel = (code: AdmissionGroup): string => ADMISSION_GROUPS.find((g) => g.code === code)?.label ?? code;
/** The Korean name of a main category. */
export const mainName = (id: number): string => MAJOR_MAINS.find((m) => m.id === id)?.name ?? String(id);
/** The Korean name of a middle category. */
export const subName = (id: number): string => MAJOR_SUBS.find((s) => s.id === id)?.name ?? String(id);
/** The middle categories of one main category, in id order. */
export const subsOf = (headMajor: number) => MAJOR_SUBS.filter((s) => s.head_major === headMajor);

/** The Korean label of an applied filter chip: "서울", "서울 · 서울대학교", "공학 전체", "공학 · 건축", "가군". */
export function entryLabel(e: SearchFilterEntry): string {
  if (isRegionEntry(e)) return e.name === undefined ? e.region : `${e.region} · ${e.name}`;
  if (isMajorEntry(e)) return e.major_sub_id === undefined ? `${mainName(e.head_major)} 전체` : `${mainName(e.head_major)} · ${subName(e.major_sub_id)}`;
  return gunLabel(e.name);
}

// ---- The chosen list (spec section 4, chosen-university toggle) ----

/** One chosen major: the admission group it is chosen in and the university-major entry (keyword_id). */
export interface ChosenMajor {
  readonly type: AdmissionGroup;
  readonly keyword_id: number;
}

/** Selecting a major already chosen in that admission group removes it; otherwise it is added (at the end). */
export function toggleChosen<C extends ChosenMajor>(chosen: readonly C[], pick: C): C[] {
  const same = (c: ChosenMajor) => c.type === pick.type && c.keyword_id === pick.keyword_id;
  return chosen.some(same) ? chosen.filter((c) => !same(c)) : [...chosen, pick];
}
