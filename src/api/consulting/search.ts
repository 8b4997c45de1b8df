/**
 * The admission-consulting area (spec sections 1, 2, 3, 4 "Consulting selection rules", 7 "Consulting", 9):
 * the fixed catalog of the search (17 regions plus 전국, 8 major main categories with their 36 middle
 * categories, the admission groups 가·나·다군) and GET /api/v2/tar_univ/consulting/search/list, the university
 * and major search that anonymous visitors use too.
 *
 * The catalog is code because the spec fixes it (sections 3 and 9) and the filters are validated against it;
 * the database holds the same rows, imported from server/db/data/consulting/, and the import refuses files that
 * disagree with this catalog. Universities and majors are data only (server/db/seed/consulting.ts).
 *
 * How the filters travel (the spec's "Search filter entry": type, name, region, major_sub_id): the query key
 * `filter` holds a JSON array of entries, `q` the name search text, `year` the majors' year. For example
 * `?filter=[{"type":1,"region":"서울"},{"type":2,"head_major":1,"major_sub_id":8},{"type":3,"name":"ga"}]&q=서울대`
 * (URL-encoded). The entry types:
 * - 1 region/university: `region` is a short region name or '전국'; with `name` (a university's name) the entry is
 *   that university of that region only.
 * - 2 major: `head_major` is a main category (1-8); with `major_sub_id` (a middle category of that main) the entry
 *   is that middle category only, without it the whole main category ('전체').
 * - 3 admission group: `name` is 'ga', 'na' or 'da'.
 * At most CONSULTING_LIMITS.filters entries and CONSULTING_LIMITS.filterText characters of JSON; names of at
 * most CONSULTING_LIMITS.name characters. What the entries mean (AND across the three groups and the name
 * search, OR within a group, nothing chosen gives nothing) is src/features/consulting/consulting.rules.ts.
 */
import { z } from 'zod';
import { defineCall, queryNumber } from '../http';
import { ADMISSION_GROUP_CODES, CONSULTING_LIMITS, FILTER_TYPE, MAJOR_MAINS, MAJOR_SUBS, NATIONWIDE, REGION_OPTIONS } from './search-codes';

/** The code tables are zod-free (search-codes.ts) for the public consulting pages; re-exported here. */
export * from './search-codes';

const MESSAGES = {
  filterType: '필터 종류(type)는 1(지역·대학), 2(계열), 3(군) 중 하나입니다.',
  region: `지역(region)은 ${REGION_OPTIONS.join(', ')} 중 하나입니다.`,
  name: `이름은 1~${CONSULTING_LIMITS.name}자입니다.`,
  nationwideName: '대학 이름(name)은 전국이 아닌 지역과 함께 보냅니다.',
  headMajor: `대계열(head_major)은 1~${MAJOR_MAINS.length}입니다.`,
  majorSub: '중계열(major_sub_id)은 그 대계열(head_major)에 속한 중계열 번호입니다.',
  gun: '군(name)은 ga(가군), na(나군), da(다군) 중 하나입니다.',
  filterJson: `filter는 필터 항목의 JSON 배열입니다 (최대 ${CONSULTING_LIMITS.filterText}자).`,
  filterCount: `필터는 최대 ${CONSULTING_LIMITS.filters}개입니다.`,
  query: `검색어는 최대 ${CONSULTING_LIMITS.name}자입니다.`,
  year: `연도는 ${CONSULTING_LIMITS.yearMin}~${CONSULTING_LIMITS.yearMax}입니다.`,
} as const;

/** An integer in the JSON of a filter entry, from `min` to `max`, with one message for every way it can be wrong. */
const intIn = (min: number, max: number, message: string) => z.number({ message }).int(message).min(min, message).max(max, message);
const NameText = z.string({ message: MESSAGES.name }).trim().min(1, MESSAGES.name).max(CONSULTING_LIMITS.name, MESSAGES.name);
const subOf = (id: number) => MAJOR_SUBS.find((s) => s.id === id);

/** Type 1: a region ('전국' for the whole country), or with `name` one university of that region. */
export const RegionFilterEntrySchema = z
  .object({
    type: z.literal(FILTER_TYPE.region),
    /** A short region name (서울, 경기, ...) or 전국. */
    region: z.enum(REGION_OPTIONS, { message: MESSAGES.region }),
    /** A university's name as the result list shows it (univ_name); absent for the whole region. */
    name: NameText.optional(),
  })
  .refine((e) => !(e.name !== undefined && e.region === NATIONWIDE), { path: ['name'], message: MESSAGES.nationwideName });

/** Type 2: a main category (`head_major`) as a whole ('전체'), or with `major_sub_id` one of its middle categories. */
export const MajorFilterEntrySchema = z
  .object({
    type: z.literal(FILTER_TYPE.major),
    /** The main category (1 공학 ... 8 기타). */
    head_major: intIn(1, MAJOR_MAINS.length, MESSAGES.headMajor),
    /** A middle category of that main (1-36); absent for the whole main category. */
    major_sub_id: intIn(1, MAJOR_SUBS.length, MESSAGES.majorSub).optional(),
  })
  .refine((e) => e.major_sub_id === undefined || subOf(e.major_sub_id)?.head_major === e.head_major, { path: ['major_sub_id'], message: MESSAGES.majorSub });

/** Type 3: an admission group. */
export const AdmissionGroupFilterEntrySchema = z.object({
  type: z.literal(FILTER_TYPE.admissionGroup),
  /** ga 가군, na 나군, da 다군. */
  name: z.enum(ADMISSION_GROUP_CODES, { message: MESSAGES.gun }),
});

/** One search filter entry (spec section 3: type, name, region, major_sub_id; plus head_major for a main category). */
export const SearchFilterEntrySchema = z.discriminatedUnion('type', [RegionFilterEntrySchema, MajorFilterEntrySchema, AdmissionGroupFilterEntrySchema], { error: MESSAGES.filterType });
export type SearchFilterEntry = z.infer<typeof SearchFilterEntrySchema>;
export type RegionFilterEntry = z.infer<typeof RegionFilterEntrySchema>;
export type MajorFilterEntry = z.infer<typeof MajorFilterEntrySchema>;
export type AdmissionGroupFilterEntry = z.infer<typeof AdmissionGroupFilterEntrySchema>;

/**
 * The `filter` query value: JSON text of an array of entries. Read with JSON.parse (text that is not JSON is
 * a 400 naming query.filter), then checked entry by entry (a 400 names e.g. query.filter.2.region). Numbers
 * inside are JSON numbers, never coerced from text.
 */
const FilterListText = z
  .string({ message: MESSAGES.filterJson })
  .max(CONSULTING_LIMITS.filterText, MESSAGES.filterJson)
  .transform((text, ctx) => {
    if (text.trim() === '') return [];
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: MESSAGES.filterJson });
      return z.NEVER;
    }
  })
  .pipe(z.array(SearchFilterEntrySchema, { message: MESSAGES.filterJson }).max(CONSULTING_LIMITS.filters, MESSAGES.filterCount));


/** GET consulting/search/list: the filter entries, the name search text and the majors' year. */
export const ConsultingSearchQuerySchema = z.object({
  /** JSON array of filter entries (see the top of this file); absent or `[]` for none. */
  filter: FilterListText.optional(),
  /** University or major name search; spacing and case do not matter ("서울 대" finds 서울대학교). */
  q: z.string({ message: MESSAGES.query }).max(CONSULTING_LIMITS.name, MESSAGES.query).optional(),
  /** The year of the majors list; the latest imported year when absent. */
  year: queryNumber(intIn(CONSULTING_LIMITS.yearMin, CONSULTING_LIMITS.yearMax, MESSAGES.year).optional()),
});
export type ConsultingSearchQuery = z.input<typeof ConsultingSearchQuerySchema>;

/** One option of the region filter with how many majors it would add under the other filters. */
export const RegionOptionSchema = z.object({
  /** The short name (the filter's value), or 전국. */
  region: z.string(),
  /** The full name (서울특별시 ...), or 전국. */
  region_full: z.string(),
  /** Majors of this region matching every other filter (the region filter left aside); for 전국 the sum. */
  count: z.number().int(),
});
export type RegionOption = z.infer<typeof RegionOptionSchema>;

/** One university list entry (spec section 3: region, univ_name, major_name, keyword_id, type, major_id). */
export const UniversityListEntrySchema = z.object({
  /** The university-major entry itself (the majors row): what a chosen list keeps. */
  keyword_id: z.number().int(),
  /** The major's middle category (MAJOR_SUBS id), the value of a type-2 filter's major_sub_id. */
  major_id: z.number().int(),
  /** The major's main category (1-8). */
  head_major: z.number().int(),
  /** The short region name of the university. */
  region: z.string(),
  univ_id: z.number().int(),
  /** The university's name as the majors list of that year gives it (campus in parentheses, e.g. 고려대학교(세종)). */
  univ_name: z.string(),
  major_name: z.string(),
  /** The admission group of the university in that year (ga, na, da); null when it is not known. */
  type: z.enum(ADMISSION_GROUP_CODES).nullable(),
  /** The majors a 학부 gathers (대학알리미 member_majors), empty for a single major. */
  member_majors: z.array(z.string()),
});
export type UniversityListEntry = z.infer<typeof UniversityListEntrySchema>;

/** The reply of consulting/search/list (spec section 7: data.region_list and data.keyword_list). */
export const ConsultingSearchReplySchema = z.object({
  data: z.object({
    /** The 18 region options (전국 first) with their counts. */
    region_list: z.array(RegionOptionSchema),
    /** The first CONSULTING_LIMITS.results matching majors, by university then major name; empty when nothing is chosen. */
    keyword_list: z.array(UniversityListEntrySchema),
    /** How many majors match in all (keyword_list holds the first `limit`). */
    total: z.number().int(),
    /** The most entries keyword_list holds (50). */
    limit: z.number().int(),
    /**
     * With an admission-group filter on: the majors that match every other filter but were left out because
     * their university's group is not known for the year (so the screen can say so); 0 otherwise.
     */
    unknown_gun_count: z.number().int(),
    /** The majors' year searched; null when no majors are imported. */
    year: z.number().int().nullable(),
  }),
});
export type ConsultingSearchReply = z.infer<typeof ConsultingSearchReplySchema>;

/** GET consulting/search/list: universities and majors under the filters (anyone may search, signed in or not). */
export const consultingSearch = defineCall({
  method: 'GET',
  path: '/api/v2/tar_univ/consulting/search/list',
  area: 'consulting',
  summary: '대학·학과 검색 (filter: 필터 항목의 JSON 배열, q: 대학·학과 이름, year: 연도; 처음 50개와 전체 개수)',
  query: ConsultingSearchQuerySchema,
  reply: ConsultingSearchReplySchema,
});
