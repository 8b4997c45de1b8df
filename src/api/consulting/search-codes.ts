/**
 * The code tables of the consulting search (spec section 9): regions, major categories, admission groups, the
 * filter types and limits, without zod: search.ts (the contract) re-exports them, and the public consulting pages
 * read them from here (issue 13 point 4).
 */
import type { SearchFilterEntry } from './search';
/** The 17 regions (spec section 3) in the spec's order: the short name is the wire value, with the full name and 시도 code (KCUE 2024). */
export const REGIONS = [
  { code: 11, region: '서울', region_full: '서울특별시' },
  { code: 41, region: '경기', region_full: '경기도' },
  { code: 28, region: '인천', region_full: '인천광역시' },
  { code: 26, region: '부산', region_full: '부산광역시' },
  { code: 27, region: '대구', region_full: '대구광역시' },
  { code: 29, region: '광주', region_full: '광주광역시' },
  { code: 30, region: '대전', region_full: '대전광역시' },
  { code: 31, region: '울산', region_full: '울산광역시' },
  { code: 36, region: '세종', region_full: '세종특별자치시' },
  { code: 51, region: '강원', region_full: '강원특별자치도' },
  { code: 48, region: '경남', region_full: '경상남도' },
  { code: 47, region: '경북', region_full: '경상북도' },
  { code: 44, region: '충남', region_full: '충청남도' },
  { code: 43, region: '충북', region_full: '충청북도' },
  { code: 46, region: '전남', region_full: '전라남도' },
  { code: 52, region: '전북', region_full: '전북특별자치도' },
  { code: 50, region: '제주', region_full: '제주특별자치도' },
] as const;
export type RegionName = (typeof REGIONS)[number]['region'];

/** The whole-country option of the region filter ('all' of the region group). */
export const NATIONWIDE = '전국';
/** The 18 region options of the filter (spec section 9): 전국 first, then the 17 regions. */
export const REGION_OPTIONS = [NATIONWIDE, ...REGIONS.map((r) => r.region)] as [typeof NATIONWIDE, ...RegionName[]];
export type RegionValue = (typeof REGION_OPTIONS)[number];

/** The 8 major main categories (spec section 3, ids 1-8), in id order. */
export const MAJOR_MAINS = [
  { id: 1, name: '공학', name_en: 'engineering' },
  { id: 2, name: '사회', name_en: 'social' },
  { id: 3, name: '교육', name_en: 'education' },
  { id: 4, name: '의약', name_en: 'medicine' },
  { id: 5, name: '예체능', name_en: 'arts and sports' },
  { id: 6, name: '인문', name_en: 'humanities' },
  { id: 7, name: '자연', name_en: 'natural science' },
  { id: 8, name: '기타', name_en: 'other' },
] as const;

/** The 36 middle categories (spec section 3: id, head_major, name). Names repeat across mains ('기타'), so a middle category is its id. */
export const MAJOR_SUBS = [
  { id: 1, head_major: 1, name: '건축' },
  { id: 2, head_major: 1, name: '토목·도시' },
  { id: 3, head_major: 1, name: '교통·운송' },
  { id: 4, head_major: 1, name: '기계·금속' },
  { id: 5, head_major: 1, name: '전기·전자' },
  { id: 6, head_major: 1, name: '정밀·에너지' },
  { id: 7, head_major: 1, name: '소재·재료' },
  { id: 8, head_major: 1, name: '컴퓨터·통신' },
  { id: 9, head_major: 1, name: '산업' },
  { id: 10, head_major: 1, name: '화공' },
  { id: 11, head_major: 1, name: '기타' },
  { id: 12, head_major: 2, name: '경영·경제' },
  { id: 13, head_major: 2, name: '법률' },
  { id: 14, head_major: 2, name: '사회과학' },
  { id: 15, head_major: 3, name: '교육일반' },
  { id: 16, head_major: 3, name: '유아교육' },
  { id: 17, head_major: 3, name: '특수교육' },
  { id: 18, head_major: 3, name: '초등교육' },
  { id: 19, head_major: 3, name: '중등교육' },
  { id: 20, head_major: 4, name: '의료' },
  { id: 21, head_major: 4, name: '간호' },
  { id: 22, head_major: 4, name: '약학' },
  { id: 23, head_major: 4, name: '치료·보건' },
  { id: 24, head_major: 5, name: '디자인' },
  { id: 25, head_major: 5, name: '응용예술' },
  { id: 26, head_major: 5, name: '무용·체육' },
  { id: 27, head_major: 5, name: '미술·조형' },
  { id: 28, head_major: 5, name: '연극·영화' },
  { id: 29, head_major: 5, name: '음악' },
  { id: 30, head_major: 6, name: '언어·문학' },
  { id: 31, head_major: 6, name: '인문과학' },
  { id: 32, head_major: 7, name: '농림·수산' },
  { id: 33, head_major: 7, name: '생물·화학·환경' },
  { id: 34, head_major: 7, name: '생활과학' },
  { id: 35, head_major: 7, name: '수학·물리·천문·지리' },
  { id: 36, head_major: 8, name: '기타' },
] as const;

/** The admission groups of 정시 (spec section 9: ga, na, da) with their Korean labels. */
export const ADMISSION_GROUPS = [
  { code: 'ga', label: '가군' },
  { code: 'na', label: '나군' },
  { code: 'da', label: '다군' },
] as const;
export const ADMISSION_GROUP_CODES = ADMISSION_GROUPS.map((g) => g.code) as ['ga', 'na', 'da'];
export type AdmissionGroup = (typeof ADMISSION_GROUP_CODES)[number];

/** The filter entry types of the spec (section 3): 1 region/university, 2 major, 3 admission group. */
export const FILTER_TYPE = { region: 1, major: 2, admissionGroup: 3 } as const;

/**
 * Bounds of the search: the result shows the first `results` entries (spec section 9: 50); at most `filters`
 * entries of at most `filterText` characters of JSON; names and the search text of at most `name` characters.
 */
export const CONSULTING_LIMITS = { results: 50, filters: 60, filterText: 4000, name: 50, yearMin: 2000, yearMax: 2100 } as const;

/** The `filter` query value of a list of entries (the screen sends this; `[]` is left out). */
export const encodeSearchFilter = (entries: readonly SearchFilterEntry[]): string | undefined => (entries.length ? JSON.stringify(entries) : undefined);

/**
 * Limits of the chosen list: at most `perGun` majors in each 군 (a 21st is refused with 409), the list shows
 * the first `list` choices (spec section 7: first 50 shown), and the compare view sets `compare` side by side.
 */
export const CHOICE_LIMITS = { perGun: 20, list: 50, compare: 20 } as const;
