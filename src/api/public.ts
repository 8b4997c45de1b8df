/**
 * The public area's calls (no sign-in): the sample test of the /test page (issue 12, point 5). A visitor picks
 * a school level, grade and subject and gets a short test drawn from the bank's in-use sample questions
 * (question_sample in the state the sample machine tags `public`), without answers; they send their answers to
 * the whole test back (naming the test by its choice and seed) and the server grades them from the stored
 * answers, replying with each question's right answer and its unit. No answer is shown before the whole test is
 * sent, nor for a question the test did not serve. Not in the spec's call list: the spec's public /test page has
 * no call of its own.
 *
 * Every input is bounded: at most SAMPLE_TEST_LIMITS.count.max questions a test, answers of at most
 * SAMPLE_TEST_LIMITS.answerText characters, ids within the integer columns they are stored in.
 */
import { z } from 'zod';
import { codeField, defineCall, IdSchema, intField, INT4_MAX, queryNumber } from './http';
import { CHOICE_COUNT, GRADES, QUESTION_TYPE, SCHOOL_TYPE, SUBJECT_TYPE } from './codes';

const SCHOOL_CODES = Object.values(SCHOOL_TYPE).map((s) => s.code) as number[];
const SUBJECT_CODES = Object.values(SUBJECT_TYPE).map((s) => s.code) as number[];
const GRADE_CODES = [...GRADES] as number[];

/** The bounds of the sample test: questions per test (default and most), and the longest written answer. */
export const SAMPLE_TEST_LIMITS = { count: { default: 5, max: 10 }, answerText: 200 } as const;

/**
 * The question types a sample test serves: those a visitor can answer on the page (듣기평가 needs its
 * recording, which the bank does not hold, so it is left out).
 */
export const SAMPLE_TEST_QUESTION_TYPES = [QUESTION_TYPE.multipleChoice.code, QUESTION_TYPE.subjective.code, QUESTION_TYPE.multiSelect.code] as number[];

/** The messages of the sample test's refusals (the server's answers name the field; the page shows them). */
export const SAMPLE_TEST_MESSAGES = {
  school: '학교급은 2(중학교) 또는 3(고등학교)입니다.',
  grade: '학년은 1~3입니다.',
  subject: '과목은 0(기타), 1(국어), 2(영어), 3(수학), 4(사회), 5(과학), 6(한국사·역사) 중 하나입니다.',
  count: `문항 수는 1~${SAMPLE_TEST_LIMITS.count.max}입니다.`,
  seed: `seed는 0 이상 ${INT4_MAX} 이하의 정수입니다.`,
  choice: `선택지 번호는 1~${CHOICE_COUNT}입니다.`,
  answer: `답은 선택지 번호 목록이거나 ${SAMPLE_TEST_LIMITS.answerText}자 이내의 글입니다.`,
  answers: `답안은 1~${SAMPLE_TEST_LIMITS.count.max}개입니다.`,
  duplicate: '같은 문항의 답이 두 번 있습니다.',
  notInTest: '이 테스트의 문항이 아닙니다. 테스트가 바뀌었다면 새로 받아 주세요.',
  wholeTest: '테스트의 모든 문항에 답안을 보내세요(풀지 않은 문항은 빈 답으로).',
} as const;

/** A required code from a query string that must be one of `codes`. */
const codeQuery = (codes: number[], message: string) => queryNumber(codeField(codes, message));

/** GET sample-test: which test to assemble. */
export const SampleTestQuerySchema = z.object({
  /** School level: 2 middle, 3 high (spec section 9). */
  school_type: codeQuery(SCHOOL_CODES, SAMPLE_TEST_MESSAGES.school),
  /** Grade 1-3. */
  grade_id: codeQuery(GRADE_CODES, SAMPLE_TEST_MESSAGES.grade),
  /** Subject type (spec section 9 codes). */
  subject_type_id: codeQuery(SUBJECT_CODES, SAMPLE_TEST_MESSAGES.subject),
  /** How many questions (default 5, at most 10); fewer when fewer samples match. */
  count: queryNumber(intField(1, SAMPLE_TEST_LIMITS.count.max).default(SAMPLE_TEST_LIMITS.count.default)),
  /**
   * The shuffle seed: the same seed and choice give the same questions in the same order (a reload or a
   * shared link shows the same test). Left out, the server picks one and returns it.
   */
  seed: queryNumber(intField(0).optional()),
});
export type SampleTestQuery = z.input<typeof SampleTestQuerySchema>;

/** One choice of a question: its number (1-5) and text (LaTeX math in `$...$`). */
export const SampleTestChoiceSchema = z.object({
  choice_index: z.number().int(),
  content: z.string(),
});

/** One question of a sample test, without its answer. */
export const SampleTestQuestionSchema = z.object({
  /** The id to send back with the answer: the sample's, opaque to the page (never a bank question's id). */
  id: z.number().int(),
  /** 1 객관식, 2 주관식, 3 복수선택 (QUESTION_TYPE). */
  question_type: z.number().int(),
  /** The question text, LaTeX math in `$...$`. */
  content: z.string(),
  /** The passage the question shares with others (윗글), if any. */
  passage: z.string().nullable(),
  /** The choices in order; empty for 주관식. */
  choices: z.array(SampleTestChoiceSchema),
});
export type SampleTestQuestion = z.infer<typeof SampleTestQuestionSchema>;

export const SampleTestReplySchema = z.object({
  /** The seed the test was shuffled with (send it again for the same test). */
  seed: z.number().int(),
  /** The questions in test order; empty when no in-use sample matches. */
  questions: z.array(SampleTestQuestionSchema),
});
export type SampleTestReply = z.infer<typeof SampleTestReplySchema>;

/**
 * A visitor's answer: the chosen choice numbers (one for 객관식, any for 복수선택), or the written answer of a
 * 주관식. An empty list or empty text is "not answered", graded as wrong.
 */
export const SampleTestAnswerValueSchema = z.union(
  [z.array(intField(1, CHOICE_COUNT)).max(CHOICE_COUNT), z.string().max(SAMPLE_TEST_LIMITS.answerText)],
  { error: SAMPLE_TEST_MESSAGES.answer },
);
export type SampleTestAnswerValue = z.infer<typeof SampleTestAnswerValueSchema>;

/** Which test the answers are for: the choice, count and seed of GET sample-test (the seed it replied with). */
export const SampleTestIdentitySchema = z.object({
  school_type: codeField(SCHOOL_CODES, SAMPLE_TEST_MESSAGES.school),
  grade_id: codeField(GRADE_CODES, SAMPLE_TEST_MESSAGES.grade),
  subject_type_id: codeField(SUBJECT_CODES, SAMPLE_TEST_MESSAGES.subject),
  count: intField(1, SAMPLE_TEST_LIMITS.count.max, SAMPLE_TEST_MESSAGES.count),
  seed: intField(0, INT4_MAX, SAMPLE_TEST_MESSAGES.seed),
});
export type SampleTestIdentity = z.infer<typeof SampleTestIdentitySchema>;

/**
 * POST sample-test/grade: the test and an answer to each of its questions, each question once (an unanswered one as
 * [] or ''). The server assembles the test again from its choice and seed: an answer to a question it does not hold
 * is refused (400 naming that answer's id), and so is a test sent in part (400 naming body.answers).
 */
export const SampleTestGradeBodySchema = z.object({
  test: SampleTestIdentitySchema,
  answers: z
    .array(
      z.object({
        /** The question's `id` from the test. */
        id: IdSchema,
        answer: SampleTestAnswerValueSchema,
      }),
    )
    .min(1, SAMPLE_TEST_MESSAGES.answers)
    .max(SAMPLE_TEST_LIMITS.count.max, SAMPLE_TEST_MESSAGES.answers)
    .superRefine((answers, ctx) => {
      const seen = new Set<number>();
      answers.forEach((a, i) => {
        if (seen.has(a.id)) ctx.addIssue({ code: 'custom', message: SAMPLE_TEST_MESSAGES.duplicate, path: [i, 'id'] });
        seen.add(a.id);
      });
    }),
});
export type SampleTestGradeBody = z.input<typeof SampleTestGradeBodySchema>;

/** The right answer of a question: choice numbers (객관식, 복수선택) or the text of a 주관식. */
export const SampleTestRightAnswerSchema = z.object({
  choices: z.array(z.number().int()),
  /** The written answer of a 주관식 (LaTeX math in `$...$`); null for choice questions. */
  text: z.string().nullable(),
});
export type SampleTestRightAnswer = z.infer<typeof SampleTestRightAnswerSchema>;

/** Where a question sits in the curriculum: its chapter (단원) path, or its question type (유형) path when it has no chapter. */
export const SampleTestUnitSchema = z.object({
  kind: z.enum(['chapter', 'type']),
  /** Category names from the top of the tree down to the question's own. */
  names: z.array(z.string()),
});
export type SampleTestUnit = z.infer<typeof SampleTestUnitSchema>;

/** The grading of one answer. */
export const SampleTestResultSchema = z.object({
  id: z.number().int(),
  correct: z.boolean(),
  /** Whether the visitor gave an answer at all. */
  answered: z.boolean(),
  answer: SampleTestRightAnswerSchema,
  /** Null when the question is not classified yet. */
  unit: SampleTestUnitSchema.nullable(),
});
export type SampleTestResult = z.infer<typeof SampleTestResultSchema>;

export const SampleTestGradeReplySchema = z.object({
  /** One result per answer, in the order the answers were sent. */
  results: z.array(SampleTestResultSchema),
  score: z.object({
    correct: z.number().int(),
    total: z.number().int(),
    /** correct / total as 0-100, rounded. */
    percent: z.number().int(),
  }),
});
export type SampleTestGradeReply = z.infer<typeof SampleTestGradeReplySchema>;

/** A sample test for a school level, grade and subject, without answers. */
export const sampleTest = defineCall({
  method: 'GET',
  path: '/api/public/sample-test',
  area: 'public',
  summary: '체험 테스트 문항 (정답 제외)',
  query: SampleTestQuerySchema,
  reply: SampleTestReplySchema,
});

/** Grades a visitor's answers on the server from the stored answers. */
export const gradeSampleTest = defineCall({
  method: 'POST',
  path: '/api/public/sample-test/grade',
  area: 'public',
  summary: '체험 테스트 채점',
  body: SampleTestGradeBodySchema,
  reply: SampleTestGradeReplySchema,
});
