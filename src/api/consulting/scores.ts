/**
 * 환산점수 and its band (spec section 2 "a scaled-score modal"; issue 10 point 6). None of these calls is in the
 * spec (area 'consulting-extra'):
 * - GET consulting_score: the converted score of one of the caller's choices (`choice_id`) or of a major
 *   (`major_id`, univ_majors.id), from the caller's latest mock-exam sitting, with the steps of the
 *   computation, what is missing, and the band 안정 / 적정 / 소신 / 도전 from the major's cut-offs with the rule as
 *   a sentence. GET consulting_score/student is the same for a consultant (staff from level 4) reading a
 *   student by `user_id`. Where there is no formula, an unfinished one, missing scores or no cut-off, the reply
 *   says so (`score_status`, `band_status`) and carries no number.
 * - score_formula (GET, POST, PUT) and major_cutoff (GET, POST, PUT, DELETE): administrators keep each
 *   university's formula per year and track, and previous years' cut-offs per major (CONSULTING_POLICY
 *   'formula.edit'). The formula is data (`ScoreFormulaSchema`), validated field by field: a 400 names the
 *   failing path, e.g. `body.formula.english.by_grade.3`.
 *
 * How a formula is read (src/features/consulting/score.rules.ts computes it, and says the same in its steps):
 * 1. each area's score: 국어·수학 표준점수 or 백분위; 탐구 표준점수, 백분위 or 변환표준점수 (looked up by 백분위 in
 *    the formula's table), `count` subjects (of two, the better one when 1) summed or averaged; 영어 as an area
 *    takes its points by grade; bonuses aimed at 탐구 are applied to the 탐구 value;
 * 2. weights: `relative` multiplies each value by its weight (then `scale` multiplies by to/from, e.g. 600 to
 *    1000); `percent` divides each value by its full score (`max`; 백분위 100, 영어 the best grade's points) and
 *    shares the formula's `total` by the weights over their sum (36:36:29 counts as 36/101 ...);
 * 3. after that, 영어 (mode `add`), 한국사 and bonuses aimed at the total are added (deductions are negative);
 * 4. the result is rounded to two decimals.
 * Numbers of a formula and cut-offs are kept to one decimal (0.1): what the sources print.
 */
import { z } from 'zod';
import { defineCall, EmptyReplySchema, IdSchema, QueryIdSchema, queryNumber } from '../http';
import { ADMISSION_GROUP_CODES } from './search';

/** Bounds of the formulas and cut-offs: years, the size of texts and lists, the range of numbers. */
export const SCORE_LIMITS = {
  yearMin: 2000,
  yearMax: 2100,
  source: 1000,
  note: 2000,
  label: 60,
  bonuses: 10,
  weight: 1000,
  points: 1000,
  total: 10_000,
  cutoff: 10_000,
} as const;

/** The tracks (계열) a university publishes formulas for; 공통 applies to every major of the university. */
export const TRACKS = ['공통', '인문', '자연', '예체능'] as const;
export type Track = (typeof TRACKS)[number];

/** Which score an area uses, with its Korean name. */
export const SCORE_KINDS = { standard: '표준점수', percentile: '백분위', converted_standard: '변환표준점수' } as const;
export type ScoreKind = keyof typeof SCORE_KINDS;

/** The areas of a formula with their Korean names (영어 and 한국사 by grade). */
export const SCORE_AREAS = { korean: '국어', math: '수학', inquiry: '탐구', english: '영어', korean_history: '한국사' } as const;
export type ScoreArea = keyof typeof SCORE_AREAS;

/** The kinds of a cut-off: the converted score of the admitted student at that line. */
export const CUTOFF_KINDS = ['50%컷', '70%컷', '80%컷', '최종컷'] as const;
export type CutoffKind = (typeof CUTOFF_KINDS)[number];

/** The bands, best first, with their Korean label and colour. */
export const BANDS = {
  safe: { label: '안정', color: 'teal' },
  fit: { label: '적정', color: 'blue' },
  reach: { label: '소신', color: 'orange' },
  challenge: { label: '도전', color: 'red' },
} as const;
export type BandCode = keyof typeof BANDS;
const BAND_CODES = Object.keys(BANDS) as [BandCode, ...BandCode[]];

const MESSAGES = {
  year: `연도는 ${SCORE_LIMITS.yearMin}~${SCORE_LIMITS.yearMax}입니다.`,
  track: `계열(track)은 ${TRACKS.join(', ')} 중 하나입니다.`,
  version: '공식 형식(version)은 1입니다.',
  weightMode: '가중치 방식(weight_mode)은 relative(곱하는 수) 또는 percent(반영 비율) 입니다.',
  score: '반영 점수(score)는 standard(표준점수), percentile(백분위) 중 하나이거나, 출처에 없으면 null입니다.',
  inquiryScore: '탐구 반영 점수(score)는 standard(표준점수), percentile(백분위), converted_standard(변환표준점수) 중 하나이거나 null입니다.',
  weight: `가중치는 0.1~${SCORE_LIMITS.weight}, 소수 첫째 자리까지입니다.`,
  max: `만점 기준(max)은 1~${SCORE_LIMITS.weight}, 소수 첫째 자리까지이거나 null입니다.`,
  count: '탐구 반영 과목 수(count)는 1 또는 2이거나, 출처에 없으면 null입니다.',
  combine: '탐구 합산 방식(combine)은 sum(합) 또는 average(평균)이거나 null입니다.',
  percentile: '변환표의 백분위는 0~100 사이의 정수입니다.',
  tableScore: `변환표준점수는 0~${SCORE_LIMITS.weight}, 소수 첫째 자리까지입니다.`,
  table: '변환표는 백분위마다 한 줄, 최대 101줄입니다.',
  tableTwice: '변환표에 같은 백분위가 두 번 있습니다.',
  englishMode: '영어 반영 방식(mode)은 add(총점에 더함·감점) 또는 area(등급 점수를 영역으로 반영)입니다.',
  gradePoints: `등급별 점수는 -${SCORE_LIMITS.points}~${SCORE_LIMITS.points}, 소수 첫째 자리까지이거나, 출처에 없으면 null입니다.`,
  label: `가산점 이름은 1~${SCORE_LIMITS.label}자입니다.`,
  inquiryKind: '가산 조건의 탐구 종류(inquiry_kind)는 science(과학탐구) 또는 social(사회탐구)입니다.',
  level2: 'Ⅱ 과목 수(level2_count)는 0~2이거나, 상관없으면 null입니다.',
  effect: '가산 방식(effect)은 points(점수 더하기) 또는 percent(%만큼 늘리기)입니다.',
  target: '가산 대상(target)은 inquiry(탐구 점수) 또는 total(총점)입니다.',
  bonusValue: `가산 값은 -${SCORE_LIMITS.points}~${SCORE_LIMITS.points}, 소수 첫째 자리까지입니다.`,
  bonuses: `가산점 규칙은 최대 ${SCORE_LIMITS.bonuses}개입니다.`,
  total: `총점(만점)은 1~${SCORE_LIMITS.total}, 소수 첫째 자리까지이거나 null입니다.`,
  scale: `환산 배율의 from, to는 0.1~${SCORE_LIMITS.total}, 소수 첫째 자리까지입니다.`,
  source: `출처는 1~${SCORE_LIMITS.source}자입니다 (기사·모집요강 주소 등).`,
  note: `메모는 최대 ${SCORE_LIMITS.note}자입니다.`,
  kind: `입결 종류(kind)는 ${CUTOFF_KINDS.join(', ')} 중 하나입니다.`,
  cutoff: `입결 점수는 0~${SCORE_LIMITS.cutoff}, 소수 첫째 자리까지입니다.`,
  target_required: 'choice_id(지원 목록 항목) 또는 major_id(학과) 중 하나를 보내세요.',
} as const;

/**
 * A number of a formula or a cut-off: from `min` to `max`, in steps of 0.1 (sources print one decimal; 1.25 is
 * refused rather than rounded, so what is stored is what was typed).
 */
const decimal = (min: number, max: number, message: string) => z.number({ message }).min(min, message).max(max, message).multipleOf(0.1, message);
const intIn = (min: number, max: number, message: string) => z.number({ message }).int(message).min(min, message).max(max, message);

/** Points by grade 1-9 (keys "1" ... "9"); null where the source gives none (that grade then cannot be computed). */
export const GRADES = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const gradePoint = decimal(-SCORE_LIMITS.points, SCORE_LIMITS.points, MESSAGES.gradePoints).nullable();
export const ByGradeSchema = z.object(Object.fromEntries(GRADES.map((g) => [g, gradePoint])) as Record<(typeof GRADES)[number], typeof gradePoint>);
export type ByGrade = z.infer<typeof ByGradeSchema>;

/** 국어 or 수학 in a formula. */
export const AreaWeightSchema = z.object({
  /** The score used: standard 표준점수, percentile 백분위; null when the source does not say (the formula cannot be computed until it is set). */
  score: z.enum(['standard', 'percentile'], { message: MESSAGES.score }).nullable(),
  /** relative: the multiplier (1.2); percent: the share (33.3, or points such as 200: divided by the weights' sum). */
  weight: decimal(0.1, SCORE_LIMITS.weight, MESSAGES.weight),
  /** percent only: the full score of the area (the year's highest 표준점수); 백분위 uses 100 when null. */
  max: decimal(1, SCORE_LIMITS.weight, MESSAGES.max).nullable(),
});

/** One row of a 변환표준점수 table: the 백분위 and the converted standard score it gives. */
export const ConversionRowSchema = z.object({
  percentile: intIn(0, 100, MESSAGES.percentile),
  score: decimal(0, SCORE_LIMITS.weight, MESSAGES.tableScore),
});

/** 탐구 in a formula: its score, weight, how many subjects and how they are combined. */
export const InquiryWeightSchema = z.object({
  /** standard 표준점수, percentile 백분위, converted_standard 변환표준점수 (from `conversion`); null when not known. */
  score: z.enum(['standard', 'percentile', 'converted_standard'], { message: MESSAGES.inquiryScore }).nullable(),
  weight: decimal(0.1, SCORE_LIMITS.weight, MESSAGES.weight),
  /** percent only: the full score of one subject; 백분위 uses 100, 변환표준점수 the table's highest when null. */
  max: decimal(1, SCORE_LIMITS.weight, MESSAGES.max).nullable(),
  /** Subjects counted (1: the better of two); null when the source does not say. */
  count: intIn(1, 2, MESSAGES.count).nullable(),
  /** sum or average of the subjects counted; null when not known. */
  combine: z.enum(['sum', 'average'], { message: MESSAGES.combine }).nullable(),
  /** The university's 백분위 -> 변환표준점수 table (converted_standard only); null until entered. */
  conversion: z
    .array(ConversionRowSchema, { message: MESSAGES.table })
    .max(101, MESSAGES.table)
    .superRefine((rows, ctx) => {
      const seen = new Set<number>();
      rows.forEach((r, i) => {
        if (seen.has(r.percentile)) ctx.addIssue({ code: 'custom', path: [i, 'percentile'], message: MESSAGES.tableTwice });
        seen.add(r.percentile);
      });
    })
    .nullable(),
});

/** 영어: added to the total by grade (감점 as negative numbers), or an area whose score is its points by grade. */
export const EnglishRuleSchema = z.object({
  mode: z.enum(['add', 'area'], { message: MESSAGES.englishMode }),
  /** area only: the weight, read as the other areas' weights are; null for add. */
  weight: decimal(0.1, SCORE_LIMITS.weight, MESSAGES.weight).nullable(),
  by_grade: ByGradeSchema,
});

/** 한국사: points added to the total by grade (감점 negative, 가산 positive). */
export const HistoryRuleSchema = z.object({ by_grade: ByGradeSchema });

/**
 * A bonus as a declarative rule: when every counted 탐구 subject is of `inquiry_kind` (and, if given, exactly
 * `level2_count` of them are Ⅱ subjects), add `value` points or `value` percent to the 탐구 value or the total.
 */
export const BonusRuleSchema = z.object({
  label: z.string({ message: MESSAGES.label }).trim().min(1, MESSAGES.label).max(SCORE_LIMITS.label, MESSAGES.label),
  inquiry_kind: z.enum(['science', 'social'], { message: MESSAGES.inquiryKind }),
  level2_count: intIn(0, 2, MESSAGES.level2).nullable(),
  effect: z.enum(['points', 'percent'], { message: MESSAGES.effect }),
  target: z.enum(['inquiry', 'total'], { message: MESSAGES.target }),
  value: decimal(-SCORE_LIMITS.points, SCORE_LIMITS.points, MESSAGES.bonusValue),
});
export type BonusRule = z.infer<typeof BonusRuleSchema>;

/**
 * A university's formula as data (score_formulas.formula). Structure only: a formula may leave facts null that
 * its source does not give (a score kind, a full score, the total); the engine then says what is missing
 * instead of computing (src/features/consulting/score.rules.ts `formulaGaps`).
 */
export const ScoreFormulaSchema = z.object({
  version: z.literal(1, { message: MESSAGES.version }),
  /** relative: value × weight; percent: value ÷ max × weight ÷ (sum of weights) × total. */
  weight_mode: z.enum(['relative', 'percent'], { message: MESSAGES.weightMode }),
  /** Areas not reflected are null. */
  korean: AreaWeightSchema.nullable(),
  math: AreaWeightSchema.nullable(),
  inquiry: InquiryWeightSchema.nullable(),
  english: EnglishRuleSchema.nullable(),
  korean_history: HistoryRuleSchema.nullable(),
  bonuses: z.array(BonusRuleSchema, { message: MESSAGES.bonuses }).max(SCORE_LIMITS.bonuses, MESSAGES.bonuses),
  /** percent: the total the weights share (1000점 만점); null when the source does not give it. */
  total: decimal(1, SCORE_LIMITS.total, MESSAGES.total).nullable(),
  /** relative: multiply the weighted sum by to ÷ from (600점 -> 1000점); null for none. */
  scale: z.object({ from: decimal(0.1, SCORE_LIMITS.total, MESSAGES.scale), to: decimal(0.1, SCORE_LIMITS.total, MESSAGES.scale) }).nullable(),
});
export type ScoreFormula = z.infer<typeof ScoreFormulaSchema>;

const YearSchema = intIn(SCORE_LIMITS.yearMin, SCORE_LIMITS.yearMax, MESSAGES.year);
const TrackSchema = z.enum(TRACKS, { message: MESSAGES.track });
const SourceText = z.string({ message: MESSAGES.source }).trim().min(1, MESSAGES.source).max(SCORE_LIMITS.source, MESSAGES.source);
const NoteText = z.string({ message: MESSAGES.note }).trim().max(SCORE_LIMITS.note, MESSAGES.note).nullable();

// ---- The converted score ----

/** One step of a computation: a Korean sentence with its numbers, and the value it gives (null for a remark). */
export const ScoreStepSchema = z.object({ text: z.string(), value: z.number().nullable() });
export type ScoreStep = z.infer<typeof ScoreStepSchema>;

/** Something the computation lacks: the student's score (`student`) or a fact the formula does not hold (`formula`). */
export const MissingInputSchema = z.object({
  area: z.enum(Object.keys(SCORE_AREAS) as [ScoreArea, ...ScoreArea[]]).nullable(),
  source: z.enum(['student', 'formula']),
  message: z.string(),
});
export type MissingInput = z.infer<typeof MissingInputSchema>;

/** A formula as the modal names it: where it comes from and what is uncertain. */
export const FormulaMetaSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  track: TrackSchema,
  source: z.string(),
  note: z.string().nullable(),
  weight_mode: z.enum(['relative', 'percent']),
  /** True once an administrator changed it (else it is the imported sample). */
  edited: z.boolean(),
});
export type FormulaMeta = z.infer<typeof FormulaMetaSchema>;

/** A stored cut-off as the modal lists it. */
export const CutoffViewSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  kind: z.string(),
  score: z.number(),
  source: z.string(),
});
export type CutoffView = z.infer<typeof CutoffViewSchema>;

/**
 * What the score is: ok (converted holds it); no_formula (the university has none for the track); incomplete
 * (the formula lacks a fact, see `missing` with source formula); missing_scores (the student lacks a score).
 */
export const SCORE_STATUS = ['ok', 'no_formula', 'incomplete', 'missing_scores'] as const;
/** What the band is: ok; no_cutoff (no 70%컷 entered for the major); no_score (there is no converted score to compare). */
export const BAND_STATUS = ['ok', 'no_cutoff', 'no_score'] as const;

/** GET consulting_score: a choice of the list, or a major. */
export const ScoreQuerySchema = z
  .object({
    /** A choice of the student's list (consulting_choices.id). */
    choice_id: QueryIdSchema.optional(),
    /** Or a major (univ_majors.id, the search's keyword_id). */
    major_id: QueryIdSchema.optional(),
    /** The caller's own id (the default); another student's is refused. */
    user_id: QueryIdSchema.optional(),
    /** The track whose formula to use; by default the major's 계열 (see `track_rule` of the reply). */
    track: TrackSchema.optional(),
  })
  .refine((q) => q.choice_id !== undefined || q.major_id !== undefined, { path: ['choice_id'], message: MESSAGES.target_required });
export type ScoreQuery = z.input<typeof ScoreQuerySchema>;

/** GET consulting_score/student: the same for a consultant, for the student `user_id`. */
export const StudentScoreQuerySchema = z
  .object({
    choice_id: QueryIdSchema.optional(),
    major_id: QueryIdSchema.optional(),
    /** The student (users.id of a customer). */
    user_id: QueryIdSchema,
    track: TrackSchema.optional(),
  })
  .refine((q) => q.choice_id !== undefined || q.major_id !== undefined, { path: ['choice_id'], message: MESSAGES.target_required });
export type StudentScoreQuery = z.input<typeof StudentScoreQuerySchema>;

/** The converted score of one choice or major, its steps, what is missing, and its band with the rule. */
export const ScoreReplySchema = z.object({
  data: z.object({
    user_id: z.number().int(),
    /** The major scored, as the choice or the majors list names it. */
    target: z.object({
      choice_id: z.number().int().nullable(),
      major_id: z.number().int().nullable(),
      univ_id: z.number().int().nullable(),
      univ_name: z.string(),
      major_name: z.string(),
      /** The major's data year (the admission year the formula is looked up for). */
      year: z.number().int(),
      /** The 군 of the choice; null for a major. */
      gun: z.enum(ADMISSION_GROUP_CODES).nullable(),
    }),
    /** The student's sitting the scores come from (the latest); null when none is entered. */
    sitting: z.object({ year: z.number().int(), test_name: z.string() }).nullable(),
    /** The track used, and the tracks the university has formulas for (to switch). */
    track: TrackSchema.nullable(),
    tracks: z.array(TrackSchema),
    /** How the track was chosen, in Korean. */
    track_rule: z.string(),
    score_status: z.enum(SCORE_STATUS),
    /** The status in one Korean sentence (what the modal shows instead of a number). */
    message: z.string(),
    formula: FormulaMetaSchema.nullable(),
    /** The converted score (two decimals); null unless score_status is ok. */
    converted: z.number().nullable(),
    steps: z.array(ScoreStepSchema),
    missing: z.array(MissingInputSchema),
    /** What the reader should know (an older year's formula, a bonus that could not be judged ...). */
    warnings: z.array(z.string()),
    band_status: z.enum(BAND_STATUS),
    band: z.enum(BAND_CODES).nullable(),
    /** The band rule as a sentence, with this major's numbers when it has a 70%컷. */
    rule: z.string(),
    /** The 70%컷 the band is measured from; null without one. */
    reference: CutoffViewSchema.nullable(),
    /** Every cut-off entered for the major, newest first. */
    cutoffs: z.array(CutoffViewSchema),
  }),
});
export type ScoreReply = z.infer<typeof ScoreReplySchema>;
export type ScoreData = ScoreReply['data'];

// ---- Formulas (administrators) ----

/** A stored formula with its university and whether it can be computed. */
export const FormulaRowSchema = z.object({
  id: z.number().int(),
  university_id: z.number().int(),
  univ_name: z.string(),
  campus: z.string(),
  year: z.number().int(),
  track: TrackSchema,
  formula: ScoreFormulaSchema,
  source: z.string(),
  note: z.string().nullable(),
  /** Who last changed it; null for the imported sample. */
  edited_by: z.number().int().nullable(),
  edited_by_name: z.string().nullable(),
  update_time: z.string(),
  /** What the formula lacks to be computed (empty when complete), in Korean. */
  gaps: z.array(z.string()),
});
export type FormulaRow = z.infer<typeof FormulaRowSchema>;

/** GET score_formula: every formula, or one university's, year's or track's. */
export const FormulaListQuerySchema = z.object({
  university_id: QueryIdSchema.optional(),
  year: queryNumber(YearSchema.optional()),
  track: TrackSchema.optional(),
});
export const FormulaListReplySchema = z.object({ data: z.array(FormulaRowSchema) });

/** POST score_formula: a university's formula for a year and track (one per university, year and track: 409 for a second). */
export const FormulaBodySchema = z.object({
  university_id: IdSchema,
  year: YearSchema,
  track: TrackSchema,
  formula: ScoreFormulaSchema,
  /** Where the facts come from (모집요강, article addresses). */
  source: SourceText,
  /** What is uncertain or left out, kept visible beside the score. */
  note: NoteText.optional(),
});
export type FormulaBody = z.input<typeof FormulaBodySchema>;
/** PUT score_formula: changes a formula (its id); the import never overwrites it afterwards. */
export const FormulaUpdateBodySchema = FormulaBodySchema.extend({ id: IdSchema });
export type FormulaUpdateBody = z.input<typeof FormulaUpdateBodySchema>;
export const FormulaReplySchema = z.object({ data: FormulaRowSchema });

/** A university for the editor's picker, with how many formulas and cut-offs it has. */
export const ScoreUniversitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  campus: z.string(),
  region: z.string(),
  formulas: z.number().int(),
  cutoffs: z.number().int(),
});
export const ScoreUniversityListReplySchema = z.object({ data: z.array(ScoreUniversitySchema) });
export type ScoreUniversity = z.infer<typeof ScoreUniversitySchema>;

/** GET score_formula/majors: a university's majors of a year (the cut-off form's major picker). */
export const ScoreMajorListQuerySchema = z.object({
  university_id: QueryIdSchema,
  /** The majors' year; the latest imported when absent. */
  year: queryNumber(YearSchema.optional()),
});
export const ScoreMajorSchema = z.object({ id: z.number().int(), major_name: z.string(), year: z.number().int(), src_broad5: z.string().nullable() });
export const ScoreMajorListReplySchema = z.object({ data: z.array(ScoreMajorSchema) });
export type ScoreMajor = z.infer<typeof ScoreMajorSchema>;

// ---- Cut-offs (administrators) ----

/** A stored cut-off. */
export const CutoffRowSchema = z.object({
  id: z.number().int(),
  /** The major (univ_majors.id); null when a newer import removed it (the name stays). */
  major_id: z.number().int().nullable(),
  university_id: z.number().int(),
  univ_name: z.string(),
  major_name: z.string(),
  year: z.number().int(),
  kind: z.string(),
  score: z.number(),
  source: z.string(),
  edited_by: z.number().int().nullable(),
  edited_by_name: z.string().nullable(),
  update_time: z.string(),
});
export type CutoffRow = z.infer<typeof CutoffRowSchema>;

/** GET major_cutoff: a university's or a major's cut-offs, of a year or all. */
export const CutoffListQuerySchema = z.object({
  university_id: QueryIdSchema.optional(),
  major_id: QueryIdSchema.optional(),
  year: queryNumber(YearSchema.optional()),
});
export const CutoffListReplySchema = z.object({ data: z.array(CutoffRowSchema) });

/** POST major_cutoff: a previous year's cut-off of a major, in that year's converted score (one per major, year and kind). */
export const CutoffBodySchema = z.object({
  major_id: IdSchema,
  /** The admission year the cut-off is from. */
  year: YearSchema,
  kind: z.enum(CUTOFF_KINDS, { message: MESSAGES.kind }),
  score: decimal(0, SCORE_LIMITS.cutoff, MESSAGES.cutoff),
  source: SourceText,
});
export type CutoffBody = z.input<typeof CutoffBodySchema>;
/** PUT major_cutoff: changes a cut-off's year, kind, score or source (its major stays). */
export const CutoffUpdateBodySchema = CutoffBodySchema.omit({ major_id: true }).extend({ id: IdSchema });
export type CutoffUpdateBody = z.input<typeof CutoffUpdateBodySchema>;
export const CutoffReplySchema = z.object({ data: CutoffRowSchema });
export const CutoffIdParamsSchema = z.object({ id: QueryIdSchema });

// ---- Calls ----

/** GET consulting_score: the caller's converted score and band for a choice or a major. */
export const consultingScore = defineCall({
  method: 'GET',
  path: '/api/v2/tar_univ/consulting_score',
  area: 'consulting-extra',
  summary: '환산점수와 안정·적정·소신·도전 (지원 목록 항목 choice_id 또는 학과 major_id; 최근 모의고사 성적)',
  query: ScoreQuerySchema,
  reply: ScoreReplySchema,
});
/** GET consulting_score/student: a student's converted score and band, for consultants. */
export const consultingStudentScore = defineCall({
  method: 'GET',
  path: '/api/v2/tar_univ/consulting_score/student',
  area: 'consulting-extra',
  summary: '학생의 환산점수와 구간 (컨설턴트; user_id와 choice_id 또는 major_id)',
  query: StudentScoreQuerySchema,
  reply: ScoreReplySchema,
});
/** GET score_formula: the stored formulas. */
export const scoreFormulaList = defineCall({ method: 'GET', path: '/api/v2/tar_univ/score_formula', area: 'consulting-extra', summary: '대학별 환산 공식 목록', query: FormulaListQuerySchema, reply: FormulaListReplySchema });
/** POST score_formula: adds a formula. */
export const scoreFormulaCreate = defineCall({ method: 'POST', path: '/api/v2/tar_univ/score_formula', area: 'consulting-extra', summary: '환산 공식 추가 (대학·연도·계열마다 하나)', body: FormulaBodySchema, reply: FormulaReplySchema });
/** PUT score_formula: changes a formula. */
export const scoreFormulaUpdate = defineCall({ method: 'PUT', path: '/api/v2/tar_univ/score_formula', area: 'consulting-extra', summary: '환산 공식 수정', body: FormulaUpdateBodySchema, reply: FormulaReplySchema });
/** GET score_formula/universities: universities with their formula and cut-off counts. */
export const scoreUniversityList = defineCall({ method: 'GET', path: '/api/v2/tar_univ/score_formula/universities', area: 'consulting-extra', summary: '환산 공식·입결 편집용 대학 목록', reply: ScoreUniversityListReplySchema });
/** GET score_formula/majors: a university's majors of a year. */
export const scoreMajorList = defineCall({ method: 'GET', path: '/api/v2/tar_univ/score_formula/majors', area: 'consulting-extra', summary: '입결 입력용 대학의 학과 목록', query: ScoreMajorListQuerySchema, reply: ScoreMajorListReplySchema });
/** GET major_cutoff: the stored cut-offs. */
export const majorCutoffList = defineCall({ method: 'GET', path: '/api/v2/tar_univ/major_cutoff', area: 'consulting-extra', summary: '학과별 지난해 입결 목록', query: CutoffListQuerySchema, reply: CutoffListReplySchema });
/** POST major_cutoff: adds a cut-off. */
export const majorCutoffCreate = defineCall({ method: 'POST', path: '/api/v2/tar_univ/major_cutoff', area: 'consulting-extra', summary: '입결 추가 (학과·연도·종류마다 하나)', body: CutoffBodySchema, reply: CutoffReplySchema });
/** PUT major_cutoff: changes a cut-off. */
export const majorCutoffUpdate = defineCall({ method: 'PUT', path: '/api/v2/tar_univ/major_cutoff', area: 'consulting-extra', summary: '입결 수정', body: CutoffUpdateBodySchema, reply: CutoffReplySchema });
/** DELETE major_cutoff/{id}: removes a cut-off. */
export const majorCutoffDelete = defineCall({ method: 'DELETE', path: '/api/v2/tar_univ/major_cutoff/{id}', area: 'consulting-extra', summary: '입결 삭제', params: CutoffIdParamsSchema, reply: EmptyReplySchema });
