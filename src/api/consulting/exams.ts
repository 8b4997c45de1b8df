/**
 * A student's mock-exam results in admission consulting (issue 10 point 5; spec sections 3 "Consulting exam
 * list entry: test_name, question_list; an exam entry uses choice_subject_id" and 7 "Consulting"): the spec's
 * three reads GET consulting_exam_list?user_id&year, GET consulting_exam?choice_subject_id and GET
 * consulting_exam_category?choice_subject_id, the writes a student needs (not in the spec, area
 * 'consulting-extra'): a sitting's scores, answers graded against an exam of the question bank, submitting a
 * sitting, deleting a sitting; the bank exams a student may grade against; and the consultants' analysis across
 * students. A question's answer key, 난이도 and unit/type (KEY_FIELDS) are shown only once its sitting is submitted
 * (SittingSubmittedSchema, src/machines/consulting-sitting.machine.ts), for that sitting only.
 *
 * Words used here:
 * - a **sitting** is one mock exam a student sat: `year` and `test_name` ("2025학년도 6월 모의평가");
 * - an **exam record** (the spec's "exam entry") is one subject area of a sitting (consulting_exams row):
 *   the area (`subject_area`), the elective chosen in it (`choice_subject_id`) and the scores;
 * - `choice_subject_id` is the elective's code of CHOICE_SUBJECTS below (화법과 작문 1 ... 한문Ⅰ 33). Codes are
 *   unique across areas, so a sitting and a choice name one record: GET consulting_exam?choice_subject_id=4
 *   &year=2025&test_name=... is the student's 미적분 record of that sitting (탐구1 and 탐구2 never hold the same
 *   subject). The spec's parameter keeps its name and means the same as the column it is stored in.
 *
 * Scores (수능 성적표): 원점수 raw_score, 표준점수 standard_score, 백분위 percentile, 등급 grade, each optional.
 * 영어, 한국사 and 제2외국어/한문 are graded absolutely: only 등급 (and the raw score), never 표준점수 or 백분위.
 * Ranges: raw 국어·수학·영어 0-100, 한국사·탐구·제2외국어 0-50; 표준점수 국어·수학 0-200, 탐구 0-100; 백분위
 * 0-100; 등급 1-9. A record graded from answers has its raw score computed on the server from the bank's
 * stored answers (src/features/consulting/exams.rules.ts: 배점 by 난이도, scaled to the area's full marks),
 * never taken from the browser.
 *
 * Who: the reads and writes are customer calls on the records of `user_id` (the caller's own; another
 * student's is 403 through CONSULTING_POLICY 'student.read' / 'student.write'); the analysis is for
 * consultants (staff from level 4).
 */
import { z } from 'zod';
import { CHOICE_COUNT } from '../codes';
import { defineCall, IdSchema, queryNumber, QueryIdSchema } from '../http';
import { areaInfo, bankSubjectTypeOf, CHOICE_SUBJECTS, choiceFitsArea, choicesOfArea, EXAM_LIMITS, SCORE_RANGES, SUBJECT_AREA_CODES, SUBJECT_AREAS, type SubjectArea } from './exam-subjects';

/** The subject tables are zod-free (exam-subjects.ts) for the public consulting pages; re-exported here. */
export * from './exam-subjects';

const MESSAGES = {
  year: `연도는 ${EXAM_LIMITS.yearMin}~${EXAM_LIMITS.yearMax}입니다.`,
  testName: `모의고사 이름은 1~${EXAM_LIMITS.testName}자입니다.`,
  area: `과목 영역은 ${SUBJECT_AREAS.map((a) => `${a.code}(${a.label})`).join(', ')} 중 하나입니다.`,
  choice: `선택과목(choice_subject_id)은 1~${CHOICE_SUBJECTS.length} 중 하나입니다.`,
  raw: `원점수는 ${SCORE_RANGES.raw.min}~${SCORE_RANGES.raw.max} 사이의 정수입니다.`,
  standard: `표준점수는 ${SCORE_RANGES.standard.min}~${SCORE_RANGES.standard.max} 사이의 정수입니다.`,
  percentile: `백분위는 ${SCORE_RANGES.percentile.min}~${SCORE_RANGES.percentile.max} 사이의 정수입니다.`,
  grade: `등급은 ${SCORE_RANGES.grade.min}~${SCORE_RANGES.grade.max} 사이의 정수입니다.`,
  subjects: `과목은 1~${SUBJECT_AREAS.length}개입니다.`,
  sameArea: '같은 과목 영역이 두 번 있습니다.',
  sameInquiry: '탐구1과 탐구2는 서로 다른 과목이어야 합니다.',
  answers: `답안은 최대 ${EXAM_LIMITS.questions}문항입니다.`,
  questionIndex: `문항 번호는 1~${EXAM_LIMITS.questionIndex}입니다.`,
  answer: `답은 선택지 번호(1~${CHOICE_COUNT}) 목록이거나 ${EXAM_LIMITS.answerText}자 이내의 글입니다.`,
  sameQuestion: '같은 문항의 답이 두 번 있습니다.',
  noBank: '제2외국어/한문은 문제은행 시험으로 채점하지 않습니다. 성적을 직접 입력하세요.',
} as const;

/** An integer from `min` to `max`, with one message for every way it can be wrong. */
const intIn = (min: number, max: number, message: string) => z.number({ message }).int(message).min(min, message).max(max, message);

const YearSchema = intIn(EXAM_LIMITS.yearMin, EXAM_LIMITS.yearMax, MESSAGES.year);
/** A sitting's name as the student calls it ("2025학년도 6월 모의평가"), spaces at either end dropped. */
export const TestNameSchema = z.string({ message: MESSAGES.testName }).trim().min(1, MESSAGES.testName).max(EXAM_LIMITS.testName, MESSAGES.testName);
const AreaSchema = z.enum(SUBJECT_AREA_CODES, { message: MESSAGES.area });
const ChoiceIdSchema = intIn(1, CHOICE_SUBJECTS.length, MESSAGES.choice);

/** Where a subject's scores break its area's rules, as (field, message) pairs: the one check of the server and the forms. */
export function scoreIssues(s: { subject_area: SubjectArea; choice_subject_id: number; raw_score?: number | null; standard_score?: number | null; percentile?: number | null }): Array<{ field: 'choice_subject_id' | 'raw_score' | 'standard_score' | 'percentile'; message: string }> {
  const area = areaInfo(s.subject_area);
  const out: ReturnType<typeof scoreIssues> = [];
  if (!choiceFitsArea(s.subject_area, s.choice_subject_id)) out.push({ field: 'choice_subject_id', message: `${area.label}의 선택과목은 ${choicesOfArea(s.subject_area).map((c) => `${c.id}(${c.label})`).join(', ')} 중 하나입니다.` });
  if (s.raw_score !== undefined && s.raw_score !== null && s.raw_score > area.raw_max) out.push({ field: 'raw_score', message: `${area.label} 원점수는 0~${area.raw_max}점입니다.` });
  if (area.absolute) {
    const only = `${area.label}은(는) 절대평가라 등급(과 원점수)만 입력합니다.`;
    if (s.standard_score !== undefined && s.standard_score !== null) out.push({ field: 'standard_score', message: only });
    if (s.percentile !== undefined && s.percentile !== null) out.push({ field: 'percentile', message: only });
  } else if (s.standard_score !== undefined && s.standard_score !== null && area.standard_max !== null && s.standard_score > area.standard_max) {
    out.push({ field: 'standard_score', message: `${area.label} 표준점수는 0~${area.standard_max}입니다.` });
  }
  return out;
}

/** The scores of one subject area of a sitting as the student enters them (each score may be left out). */
export const SubjectScoreSchema = z
  .object({
    /** korean, math, english, history, inquiry1, inquiry2, second_lang. */
    subject_area: AreaSchema,
    /** The elective in that area (CHOICE_SUBJECTS). */
    choice_subject_id: ChoiceIdSchema,
    /** 원점수: 국어·수학·영어 0-100, 한국사·탐구·제2외국어 0-50. Of a graded record, leave it out (it is computed). */
    raw_score: intIn(SCORE_RANGES.raw.min, SCORE_RANGES.raw.max, MESSAGES.raw).nullable().optional(),
    /** 표준점수: 국어·수학 0-200, 탐구 0-100; none for 영어, 한국사, 제2외국어/한문. */
    standard_score: intIn(SCORE_RANGES.standard.min, SCORE_RANGES.standard.max, MESSAGES.standard).nullable().optional(),
    /** 백분위 0-100; none for 영어, 한국사, 제2외국어/한문. */
    percentile: intIn(SCORE_RANGES.percentile.min, SCORE_RANGES.percentile.max, MESSAGES.percentile).nullable().optional(),
    /** 등급 1-9. */
    grade: intIn(SCORE_RANGES.grade.min, SCORE_RANGES.grade.max, MESSAGES.grade).nullable().optional(),
  })
  .superRefine((s, ctx) => {
    for (const issue of scoreIssues(s)) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
export type SubjectScore = z.input<typeof SubjectScoreSchema>;

/** Two electives of one sitting must differ (탐구1 and 탐구2), so a sitting and a choice name one record. */
function refineSubjects(subjects: ReadonlyArray<{ subject_area: string; choice_subject_id: number }>, ctx: z.RefinementCtx) {
  const areas = new Set<string>();
  const choices = new Set<number>();
  subjects.forEach((s, i) => {
    if (areas.has(s.subject_area)) ctx.addIssue({ code: 'custom', path: [i, 'subject_area'], message: MESSAGES.sameArea });
    else if (choices.has(s.choice_subject_id)) ctx.addIssue({ code: 'custom', path: [i, 'choice_subject_id'], message: MESSAGES.sameInquiry });
    areas.add(s.subject_area);
    choices.add(s.choice_subject_id);
  });
}

/** PUT consulting_exam/scores: one sitting's scores for one or more areas, each added or replaced (areas not sent stay as they are). */
export const ExamScoresBodySchema = z.object({
  /** Whose sitting: the signed-in student's own id. */
  user_id: IdSchema,
  year: YearSchema,
  test_name: TestNameSchema,
  subjects: z.array(SubjectScoreSchema, { message: MESSAGES.subjects }).min(1, MESSAGES.subjects).max(SUBJECT_AREAS.length, MESSAGES.subjects).superRefine(refineSubjects),
});
export type ExamScoresBody = z.input<typeof ExamScoresBodySchema>;

/** An answer as given: the chosen choice numbers (객관식·듣기평가: one; 복수선택: several) or the written answer of a 주관식; [] or '' for none. */
export const GivenAnswerSchema = z.union([z.array(intIn(1, CHOICE_COUNT, MESSAGES.answer)).max(CHOICE_COUNT, MESSAGES.answer), z.string().max(EXAM_LIMITS.answerText, MESSAGES.answer)], { error: MESSAGES.answer });
export type GivenAnswerValue = z.infer<typeof GivenAnswerSchema>;

/** POST consulting_exam/answers: a sitting's answers in one area, graded against a bank exam (questions not sent count as unanswered). */
export const ExamAnswersBodySchema = z
  .object({
    user_id: IdSchema,
    year: YearSchema,
    test_name: TestNameSchema,
    subject_area: AreaSchema,
    choice_subject_id: ChoiceIdSchema,
    /** The bank exam (exam subject) graded against: one of GET consulting_exam/bank. */
    exam_subject_id: IdSchema,
    answers: z
      .array(
        z.object({
          /** The question's number on the paper (question_index). */
          question_index: intIn(1, EXAM_LIMITS.questionIndex, MESSAGES.questionIndex),
          answer: GivenAnswerSchema,
        }),
        { message: MESSAGES.answers },
      )
      .max(EXAM_LIMITS.questions, MESSAGES.answers)
      .superRefine((answers, ctx) => {
        const seen = new Set<number>();
        answers.forEach((a, i) => {
          if (seen.has(a.question_index)) ctx.addIssue({ code: 'custom', path: [i, 'question_index'], message: MESSAGES.sameQuestion });
          seen.add(a.question_index);
        });
      }),
  })
  .superRefine((b, ctx) => {
    const issue = scoreIssues(b).find((i) => i.field === 'choice_subject_id');
    if (issue) ctx.addIssue({ code: 'custom', path: ['choice_subject_id'], message: issue.message });
    else if (bankSubjectTypeOf(b.choice_subject_id) === null) ctx.addIssue({ code: 'custom', path: ['subject_area'], message: MESSAGES.noBank });
  });
export type ExamAnswersBody = z.input<typeof ExamAnswersBodySchema>;

/** POST consulting_exam/submit: submits a sitting, once; its graded answers become read-only and its key is shown. */
export const ExamSubmitBodySchema = z.object({
  /** Whose sitting: the signed-in student's own id. */
  user_id: IdSchema,
  year: YearSchema,
  test_name: TestNameSchema,
});
export type ExamSubmitBody = z.input<typeof ExamSubmitBodySchema>;

/** GET consulting_exam_list (spec): a student's sittings, of one year or of all. */
export const ExamListQuerySchema = z.object({
  /** Whose sittings (the caller's own; another student's is 403). */
  user_id: QueryIdSchema,
  /** One year's sittings; every year when left out. */
  year: queryNumber(YearSchema.optional()),
});

/** GET consulting_exam (spec): one record, named by the sitting and the elective. */
export const ExamQuerySchema = z.object({
  /** The elective (CHOICE_SUBJECTS): with the sitting, it names one record. */
  choice_subject_id: queryNumber(ChoiceIdSchema),
  year: queryNumber(YearSchema),
  test_name: TestNameSchema,
  /** Whose record; the caller's own when left out. */
  user_id: queryNumber(IdSchema.optional()),
});

/** GET consulting_exam_category (spec): the graded records of an elective, of one sitting, one year, or all. */
export const ExamCategoryQuerySchema = z.object({
  choice_subject_id: queryNumber(ChoiceIdSchema),
  /** Only this year's sittings. */
  year: queryNumber(YearSchema.optional()),
  /** Only this sitting (with `year`, exactly one; 404 when the student has no such record). */
  test_name: TestNameSchema.optional(),
  user_id: queryNumber(IdSchema.optional()),
});

/** DELETE consulting_exam: a whole sitting, or one area of it. */
export const ExamDeleteQuerySchema = z.object({
  user_id: QueryIdSchema,
  year: queryNumber(YearSchema),
  test_name: TestNameSchema,
  /** Only this area (its graded answers go with it); the whole sitting when left out. */
  subject_area: AreaSchema.optional(),
});

/** GET consulting_exam/bank: the bank exams a student may grade against, for an area or elective and a year. */
export const BankListQuerySchema = z
  .object({
    subject_area: AreaSchema.optional(),
    choice_subject_id: queryNumber(ChoiceIdSchema.optional()),
    year: queryNumber(YearSchema.optional()),
  })
  .superRefine((q, ctx) => {
    if (q.subject_area && q.choice_subject_id !== undefined && !choiceFitsArea(q.subject_area, q.choice_subject_id))
      ctx.addIssue({ code: 'custom', path: ['choice_subject_id'], message: scoreIssues({ subject_area: q.subject_area, choice_subject_id: q.choice_subject_id })[0].message });
  });

/** GET consulting_exam/bank/sheet: the answer sheet of one bank exam. */
export const BankSheetQuerySchema = z.object({ exam_subject_id: QueryIdSchema });

/** GET consulting_exam/analyze_info: the filters of the consultants' analysis (each narrows; none gives everything). */
export const ExamAnalysisQuerySchema = z
  .object({
    year: queryNumber(YearSchema.optional()),
    test_name: TestNameSchema.optional(),
    subject_area: AreaSchema.optional(),
    choice_subject_id: queryNumber(ChoiceIdSchema.optional()),
  })
  .superRefine((q, ctx) => {
    if (q.subject_area && q.choice_subject_id !== undefined && !choiceFitsArea(q.subject_area, q.choice_subject_id))
      ctx.addIssue({ code: 'custom', path: ['choice_subject_id'], message: scoreIssues({ subject_area: q.subject_area, choice_subject_id: q.choice_subject_id })[0].message });
  });
export type ExamAnalysisQuery = z.input<typeof ExamAnalysisQuerySchema>;

// ---- Replies ----

/** How a graded record went: questions right of all, 배점 earned of all. */
export const GradedSummarySchema = z.object({
  correct: z.number().int(),
  total: z.number().int(),
  points: z.number(),
  max_points: z.number(),
});
export type GradedSummary = z.infer<typeof GradedSummarySchema>;

/** One exam record (the spec's exam entry): one area of a sitting with its elective and scores. */
export const ExamRecordSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  year: z.number().int(),
  test_name: z.string(),
  subject_area: AreaSchema,
  choice_subject_id: z.number().int(),
  /** The bank exam the answers were graded against; null for scores entered by hand. */
  exam_subject_id: z.number().int().nullable(),
  /** That bank exam's name (null when none, or when it was removed from the bank since). */
  exam_subject_name: z.string().nullable(),
  /** 원점수 (computed, possibly with one decimal, when graded from answers). */
  raw_score: z.number().nullable(),
  standard_score: z.number().nullable(),
  percentile: z.number().nullable(),
  grade: z.number().int().nullable(),
  /** The grading's summary; null for scores entered by hand. */
  graded: GradedSummarySchema.nullable(),
  /** When the record's sitting was submitted (ISO date-time); null while it is open. See SittingSubmittedSchema. */
  submitted_at: z.string().nullable(),
  update_time: z.string(),
});
export type ExamRecord = z.infer<typeof ExamRecordSchema>;

/**
 * When a sitting was submitted (ISO date-time), or null while it is open (src/machines/consulting-sitting.machine.ts).
 * While open, the student may grade its areas again and sees the score and, for each question answered, whether it
 * was right; the bank's key (KEY_FIELDS) stays null. Once submitted (once, for good), graded answers are read-only
 * and the key of that sitting's questions is shown.
 */
export const SittingSubmittedSchema = z.string().nullable();

/** A sitting of the list: its name, whether it was submitted, and its records in area order. */
export const ExamSittingSchema = z.object({
  year: z.number().int(),
  test_name: z.string(),
  submitted_at: SittingSubmittedSchema,
  subject_list: z.array(ExamRecordSchema),
});
export type ExamSitting = z.infer<typeof ExamSittingSchema>;

/** GET consulting_exam_list: the sittings (newest year first; within a year, the latest entered first) and every year the student has. */
export const ExamListReplySchema = z.object({
  data: z.array(ExamSittingSchema),
  /** Every year with a sitting, newest first (for the year choice). */
  years: z.array(z.number().int()),
});
export type ExamListReply = z.infer<typeof ExamListReplySchema>;

/** A category of the question bank: its id and the names from the top of its tree down to it. */
export const CategoryRefSchema = z.object({ id: z.number().int(), names: z.array(z.string()) });
export type CategoryRef = z.infer<typeof CategoryRefSchema>;

/** Choice numbers or a written answer (the given answer, or the bank's right one). */
export const AnswerShapeSchema = z.object({ choices: z.array(z.number().int()), text: z.string().nullable() });
export type AnswerShape = z.infer<typeof AnswerShapeSchema>;

/** One question's result in a graded record (the spec's question_list). */
export const QuestionResultSchema = z.object({
  question_index: z.number().int(),
  /** The bank question; null when it was removed from the bank since. */
  question_id: z.number().int().nullable(),
  question_type: z.number().int(),
  /** What the student answered. */
  answer: AnswerShapeSchema,
  answered: z.boolean(),
  /** The bank's answer; null until the sitting is submitted, or when the question was removed since. */
  right_answer: AnswerShapeSchema.nullable(),
  /** Whether the answer was right (always false for a question left unanswered). */
  correct: z.boolean(),
  /** 배점 earned (0 when wrong) and the question's 배점 (printed on the paper, as on the answer sheet). */
  points: z.number(),
  max_points: z.number(),
  /** 난이도 1-5; null until the sitting is submitted, or when not set. */
  level: z.number().int().nullable(),
  /** The question's unit (chapter) and type categories; null until the sitting is submitted, or when not classified. */
  unit: CategoryRefSchema.nullable(),
  type: CategoryRefSchema.nullable(),
});

/**
 * The fields of a question's result that carry the bank's answer key and classification: null in every reply until
 * the question's sitting is submitted (SittingSubmittedSchema), and shown for that sitting only.
 */
export const KEY_FIELDS = ['right_answer', 'level', 'unit', 'type'] as const satisfies ReadonlyArray<keyof z.infer<typeof QuestionResultSchema>>;
export type QuestionResult = z.infer<typeof QuestionResultSchema>;

/** GET consulting_exam, and the reply of POST consulting_exam/answers: the record with every question's result (empty for hand-entered scores). */
export const ExamDetailReplySchema = z.object({
  data: ExamRecordSchema.extend({ question_list: z.array(QuestionResultSchema) }),
});
export type ExamDetailReply = z.infer<typeof ExamDetailReplySchema>;

/** One category's results: questions, right answers, 배점 earned and lost, and its share of all points lost. */
export const CategoryResultSchema = z.object({
  /** null: the questions not classified in this kind. */
  category_id: z.number().int().nullable(),
  names: z.array(z.string()),
  questions: z.number().int(),
  correct: z.number().int(),
  points: z.number(),
  max_points: z.number(),
  lost_points: z.number(),
  /** lost_points over all points lost in this grouping (0-1; 0 when nothing was lost). */
  lost_share: z.number(),
  /** Right answers over questions (0-1). */
  rate: z.number(),
});
export type CategoryResult = z.infer<typeof CategoryResultSchema>;

/** GET consulting_exam_category: the graded records' questions grouped by unit and by type, most points lost first. */
export const ExamCategoryReplySchema = z.object({
  data: z.object({
    choice_subject_id: z.number().int(),
    /** How many graded records (sittings) are counted. */
    sittings: z.number().int(),
    questions: z.number().int(),
    points: z.number(),
    max_points: z.number(),
    units: z.array(CategoryResultSchema),
    types: z.array(CategoryResultSchema),
  }),
});
export type ExamCategoryReply = z.infer<typeof ExamCategoryReplySchema>;

/** A bank exam a student may grade against: a done national mock exam of the question bank. */
export const BankExamSchema = z.object({
  exam_subject_id: z.number().int(),
  name: z.string(),
  test_name: z.string(),
  year: z.number().int(),
  grade_id: z.number().int(),
  subject_type_id: z.number().int(),
  /** Questions with an answer to grade against. */
  question_count: z.number().int(),
});
export type BankExam = z.infer<typeof BankExamSchema>;

export const BankListReplySchema = z.object({ data: z.array(BankExamSchema) });

/** One question of an answer sheet: its number, its type (the input it takes) and its 배점. */
export const SheetQuestionSchema = z.object({ question_index: z.number().int(), question_type: z.number().int(), max_points: z.number() });
export type SheetQuestion = z.infer<typeof SheetQuestionSchema>;

export const BankSheetReplySchema = z.object({
  data: BankExamSchema.extend({ questions: z.array(SheetQuestionSchema), max_points: z.number() }),
});
export type BankSheetReply = z.infer<typeof BankSheetReplySchema>;

/** A category across students: how many students and answers, and the share of its points they lost. */
export const AnalysisCategorySchema = z.object({
  category_id: z.number().int().nullable(),
  names: z.array(z.string()),
  students: z.number().int(),
  answers: z.number().int(),
  correct: z.number().int(),
  max_points: z.number(),
  lost_points: z.number(),
  /** lost_points over max_points (0-1). */
  lost_rate: z.number(),
});
export type AnalysisCategory = z.infer<typeof AnalysisCategorySchema>;

/** The score distribution of one area of one sitting across students. */
export const ScoreDistributionSchema = z.object({
  year: z.number().int(),
  test_name: z.string(),
  subject_area: AreaSchema,
  /** Students with a record of this area. */
  students: z.number().int(),
  raw_max: z.number(),
  /** Of the records with a raw score; null when none has one. */
  raw: z.object({ mean: z.number(), median: z.number(), min: z.number(), max: z.number(), count: z.number().int() }).nullable(),
  standard_mean: z.number().nullable(),
  percentile_mean: z.number().nullable(),
  /** Raw scores in ten equal bins from 0 to raw_max (the last includes raw_max). */
  bins: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
  /** Records by 등급 1-9. */
  grades: z.array(z.object({ grade: z.number().int(), count: z.number().int() })),
});
export type ScoreDistribution = z.infer<typeof ScoreDistributionSchema>;

/** GET consulting_exam/analyze_info: the analysis across students under the filters. */
export const ExamAnalysisReplySchema = z.object({
  data: z.object({
    /** Students and records under the filters; graded records among them. */
    students: z.number().int(),
    records: z.number().int(),
    graded_records: z.number().int(),
    /** Every sitting stored (for the filters), newest first, with its students. */
    sittings: z.array(z.object({ year: z.number().int(), test_name: z.string(), students: z.number().int() })),
    /** Units and types by the share of points lost, highest first. */
    units: z.array(AnalysisCategorySchema),
    types: z.array(AnalysisCategorySchema),
    distributions: z.array(ScoreDistributionSchema),
  }),
});
export type ExamAnalysisReply = z.infer<typeof ExamAnalysisReplySchema>;

const ok = z.object({ deleted: z.number().int() });

// ---- Calls ----

/** GET consulting_exam_list (spec section 7): a student's sittings by year. */
export const consultingExamList = defineCall({ method: 'GET', path: '/api/v2/tar_univ/consulting_exam_list', area: 'consulting', summary: '내 모의고사 목록 (연도별 시험과 과목별 성적)', query: ExamListQuerySchema, reply: ExamListReplySchema });
/** GET consulting_exam (spec section 7): one record with every question's result. */
export const consultingExam = defineCall({ method: 'GET', path: '/api/v2/tar_univ/consulting_exam', area: 'consulting', summary: '모의고사 과목 성적과 문항별 결과 (choice_subject_id, year, test_name)', query: ExamQuerySchema, reply: ExamDetailReplySchema });
/** GET consulting_exam_category (spec section 7): results grouped by unit and type. */
export const consultingExamCategory = defineCall({ method: 'GET', path: '/api/v2/tar_univ/consulting_exam_category', area: 'consulting', summary: '모의고사 단원·유형별 분석 (choice_subject_id; year, test_name로 좁히기)', query: ExamCategoryQuerySchema, reply: ExamCategoryReplySchema });
/** PUT consulting_exam/scores: save a sitting's scores. */
export const consultingExamScores = defineCall({ method: 'PUT', path: '/api/v2/tar_univ/consulting_exam/scores', area: 'consulting-extra', summary: '모의고사 성적 저장 (과목별, 같은 과목은 바꿈)', body: ExamScoresBodySchema, reply: z.object({ data: ExamSittingSchema }) });
/** POST consulting_exam/answers: grade answers against a bank exam. */
export const consultingExamAnswers = defineCall({ method: 'POST', path: '/api/v2/tar_univ/consulting_exam/answers', area: 'consulting-extra', summary: '모의고사 답안 채점 (문제은행 정답으로 서버에서 채점)', body: ExamAnswersBodySchema, reply: ExamDetailReplySchema });
/** POST consulting_exam/submit: submit a sitting (graded answers read-only; the answer key shown). */
export const consultingExamSubmit = defineCall({ method: 'POST', path: '/api/v2/tar_univ/consulting_exam/submit', area: 'consulting-extra', summary: '모의고사 제출 (한 번; 이후 답안은 바꿀 수 없고 정답·난이도·단원·유형이 보임)', body: ExamSubmitBodySchema, reply: z.object({ data: ExamSittingSchema }) });
/** DELETE consulting_exam: delete a sitting or one area of it. */
export const consultingExamDelete = defineCall({ method: 'DELETE', path: '/api/v2/tar_univ/consulting_exam', area: 'consulting-extra', summary: '모의고사 삭제 (시험 전체 또는 한 과목)', query: ExamDeleteQuerySchema, reply: ok });
/** GET consulting_exam/bank: bank exams to grade against. */
export const consultingExamBank = defineCall({ method: 'GET', path: '/api/v2/tar_univ/consulting_exam/bank', area: 'consulting-extra', summary: '채점할 수 있는 문제은행 모의고사', query: BankListQuerySchema, reply: BankListReplySchema });
/** GET consulting_exam/bank/sheet: a bank exam's answer sheet. */
export const consultingExamBankSheet = defineCall({ method: 'GET', path: '/api/v2/tar_univ/consulting_exam/bank/sheet', area: 'consulting-extra', summary: '문제은행 모의고사 답안지 (문항 번호, 문항 유형, 배점)', query: BankSheetQuerySchema, reply: BankSheetReplySchema });
/** GET consulting_exam/analyze_info: consultants' analysis across students. */
export const consultingExamAnalysis = defineCall({ method: 'GET', path: '/api/v2/tar_univ/consulting_exam/analyze_info', area: 'consulting-extra', summary: '학생 전체 모의고사 분석 (단원·유형별 감점, 점수 분포)', query: ExamAnalysisQuerySchema, reply: ExamAnalysisReplySchema });
