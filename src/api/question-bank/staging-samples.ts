/**
 * Staging exams and sample questions of the question bank (spec sections 3 and 7): a staging exam is a
 * named set of bank questions in a sequence; a sample question is a model question with a state
 * (0 작성 중, 1 사용 중, 2 보관).
 */
import { z } from 'zod';
import { codeField, defineCall, IdSchema, LIMITS, queryNumber } from '../http';
import { IdParamsSchema, IdQuerySchema, IdReplySchema, listReply, NameText, OptionalInt, PageQuerySchema, SearchText, SortQuerySchema } from './common';
import { SAMPLE_STATE } from '../../machines/sample.machine';
import { GRADES, LEVELS_OF_DIFFICULTY, SCHOOL_TYPE, SUBJECT_TYPE } from '../codes';

/** States of a sample question: 0 draft, 1 in use, 2 retired (defined by its machine). */
export { SAMPLE_STATE } from '../../machines/sample.machine';

const SCHOOL_CODES = Object.values(SCHOOL_TYPE).map((s) => s.code) as number[];
const SUBJECT_CODES = Object.values(SUBJECT_TYPE).map((s) => s.code) as number[];
const LEVEL_CODES = LEVELS_OF_DIFFICULTY.map((l) => l.code) as number[];
const SAMPLE_STATE_CODES = Object.values(SAMPLE_STATE).map((s) => s.code) as number[];
const GRADE_CODES = [...GRADES] as number[];

const MESSAGES = {
  school: '학교급은 2(중학교) 또는 3(고등학교)입니다.',
  grade: '학년은 1~3입니다.',
  subject: '알 수 없는 과목입니다.',
  level: '난이도는 1~5입니다.',
  state: '샘플 상태는 0(작성 중), 1(사용 중), 2(보관)입니다.',
} as const;

const oneOf = (codes: number[]) => (v: number | undefined) => v === undefined || codes.includes(v);
/** An optional code from a query string that must be one of `codes`. */
const codeFilter = (codes: number[], message: string) => OptionalInt.refine(oneOf(codes), message);
/** A required code from a query string. */
const codeQuery = (codes: number[], message: string) => queryNumber(codeField(codes, message));
/** An optional record id from a query string. */
const OptionalIdQuery = queryNumber(IdSchema.optional());
/** An ISO date-time. */
const Timestamp = z.string();

// ---------------------------------------------------------------- staging exams

/** A staging exam (spec section 3: id, name, questions with a sequence). */
export const StagingExamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 2 middle, 3 high. */
  school_type: z.number().int(),
  grade_id: z.number().int(),
  subject_type_id: z.number().int(),
  /** Who created it. */
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  /** How many questions it holds. */
  question_count: z.number().int(),
  create_time: Timestamp,
  update_time: Timestamp,
});
export type StagingExam = z.infer<typeof StagingExamSchema>;

/** Columns the staging exam list can be sorted by. */
export const STAGING_SORT_KEYS = ['id', 'name', 'grade_id', 'question_count', 'create_time', 'update_time'] as const;

export const StagingExamListQuerySchema = PageQuerySchema.extend({
  school_type: codeFilter(SCHOOL_CODES, MESSAGES.school),
  grade_id: codeFilter(GRADE_CODES, MESSAGES.grade),
  subject_type_id: codeFilter(SUBJECT_CODES, MESSAGES.subject),
  /** Search in the staging exam name. */
  name_search: SearchText,
  /** The sorted column (default: newest first). */
  sort_key: z.preprocess((v) => (v === '' ? undefined : v), z.enum(STAGING_SORT_KEYS, { message: '정렬할 수 없는 항목입니다.' }).optional()),
  /** The sort arrow: 1 ascending, 2 descending. */
  sort: SortQuerySchema.shape.sort,
});
export type StagingExamListQuery = z.input<typeof StagingExamListQuerySchema>;

export const StagingExamBodySchema = z.object({
  name: NameText,
  school_type: codeField(SCHOOL_CODES, MESSAGES.school),
  grade_id: codeField(GRADE_CODES, MESSAGES.grade),
  subject_type_id: codeField(SUBJECT_CODES, MESSAGES.subject),
});
export type StagingExamBody = z.input<typeof StagingExamBodySchema>;

/** Changes the fields given; the others stay. */
export const StagingExamUpdateBodySchema = StagingExamBodySchema.partial().extend({ id: IdSchema });

/** One question of a staging exam, in sequence order. */
export const StagingQuestionSchema = z.object({
  /** The staging_question row id (used to remove it). */
  id: z.number().int(),
  staging_exam_id: z.number().int(),
  question_id: z.number().int(),
  /** 1-based position in the staging exam. */
  sequence: z.number().int(),
  question_index: z.number().int(),
  exam_subject_id: z.number().int(),
  exam_subject_name: z.string(),
  question_type: z.number().int(),
  /** Difficulty 1-5, null when not set. */
  level: z.number().int().nullable(),
  /** The first characters of the question text; empty when the question is reported and the caller is not the master. */
  content: z.string(),
  /** Reported by an error report (spec section 4: hidden from non-master users). */
  is_reported: z.boolean(),
});
export type StagingQuestion = z.infer<typeof StagingQuestionSchema>;
export const StagingQuestionListReplySchema = z.object({ staging_exam_id: z.number().int(), data_list: z.array(StagingQuestionSchema) });

/** Search of bank questions to add to a staging exam. */
export const QuestionSelectQuerySchema = PageQuerySchema.extend({
  school_type: codeQuery(SCHOOL_CODES, MESSAGES.school),
  grade_id: codeQuery(GRADE_CODES, MESSAGES.grade),
  subject_type_id: codeQuery(SUBJECT_CODES, MESSAGES.subject),
  exam_subject_id: OptionalIdQuery,
  level: codeFilter(LEVEL_CODES, MESSAGES.level),
  /** The type category. */
  category_id: OptionalIdQuery,
  /** Search in the question text. */
  search: SearchText,
  /** When given, each row says whether it is already in that staging exam. */
  staging_exam_id: OptionalIdQuery,
});
export type QuestionSelectQuery = z.input<typeof QuestionSelectQuerySchema>;

export const QuestionSelectRowSchema = z.object({
  /** The question id. */
  id: z.number().int(),
  question_index: z.number().int(),
  exam_subject_id: z.number().int(),
  exam_subject_name: z.string(),
  year: z.number().int(),
  question_type: z.number().int(),
  level: z.number().int().nullable(),
  category_id: z.number().int().nullable(),
  /** The first characters of the question text. */
  content: z.string(),
  is_reported: z.boolean(),
  /** Already in the staging exam named by `staging_exam_id`. */
  added: z.boolean(),
});
export type QuestionSelectRow = z.infer<typeof QuestionSelectRowSchema>;

export const StagingQuestionBodySchema = z.object({ staging_exam_id: IdSchema, question_id: IdSchema });
export const StagingQuestionReplySchema = z.object({ id: z.number().int(), sequence: z.number().int() });

/** A full new order: exactly the staging exam's question ids, first to last. */
export const StagingSequenceBodySchema = z.object({
  staging_exam_id: IdSchema,
  question_ids: z.array(IdSchema).max(1000, '문항은 1000개까지입니다.'),
});

/** GET staging_exam_list: paginated, filtered, sorted, each with its question count. */
export const stagingExamList = defineCall({
  method: 'GET',
  path: '/api/v2/exam/staging_exam_list',
  area: 'exam',
  summary: '스테이징 시험 목록',
  query: StagingExamListQuerySchema,
  reply: listReply(StagingExamSchema),
});
/** GET staging_exam?id: one staging exam. */
export const stagingExam = defineCall({ method: 'GET', path: '/api/v2/exam/staging_exam', area: 'exam', summary: '스테이징 시험 조회', query: IdQuerySchema, reply: StagingExamSchema });
/** GET staging_exam/question_list?id: its questions in sequence order. */
export const stagingQuestionList = defineCall({
  method: 'GET',
  path: '/api/v2/exam/staging_exam/question_list',
  area: 'exam',
  summary: '스테이징 시험 문항 목록',
  query: IdQuerySchema,
  reply: StagingQuestionListReplySchema,
});
/** GET staging_exam/question_select_list: bank questions to add (reported ones only for the master, excluded ones never). */
export const stagingQuestionSelectList = defineCall({
  method: 'GET',
  path: '/api/v2/exam/staging_exam/question_select_list',
  area: 'exam',
  summary: '스테이징 시험에 담을 문항 검색',
  query: QuestionSelectQuerySchema,
  reply: listReply(QuestionSelectRowSchema),
});
/** POST staging_exam: creates an empty staging exam. */
export const createStagingExam = defineCall({ method: 'POST', path: '/api/v2/exam/staging_exam', area: 'exam', summary: '스테이징 시험 생성', body: StagingExamBodySchema, reply: IdReplySchema });
/** PUT staging_exam: changes its name or target. */
export const updateStagingExam = defineCall({ method: 'PUT', path: '/api/v2/exam/staging_exam', area: 'exam', summary: '스테이징 시험 수정', body: StagingExamUpdateBodySchema, reply: IdReplySchema });
/** DELETE staging_exam/{id}: removes it with its question list (the bank questions stay). */
export const deleteStagingExam = defineCall({ method: 'DELETE', path: '/api/v2/exam/staging_exam/{id}', area: 'exam', summary: '스테이징 시험 삭제', params: IdParamsSchema, reply: IdReplySchema });
/** POST staging_question: appends a bank question at the end (409 when already in). */
export const addStagingQuestion = defineCall({
  method: 'POST',
  path: '/api/v2/exam/staging_question',
  area: 'exam',
  summary: '스테이징 시험에 문항 추가',
  body: StagingQuestionBodySchema,
  reply: StagingQuestionReplySchema,
});
/** DELETE staging_question/{id}: removes one and closes the gap in the sequence. */
export const removeStagingQuestion = defineCall({ method: 'DELETE', path: '/api/v2/exam/staging_question/{id}', area: 'exam', summary: '스테이징 시험 문항 삭제', params: IdParamsSchema, reply: IdReplySchema });
/** PUT staging_question/sequence: stores a full new order in one transaction. */
export const updateStagingSequence = defineCall({
  method: 'PUT',
  path: '/api/v2/exam/staging_question/sequence',
  area: 'exam',
  summary: '스테이징 시험 문항 순서 변경',
  body: StagingSequenceBodySchema,
  reply: IdReplySchema,
});

// ---------------------------------------------------------------- sample questions

/** A sample question. */
export const QuestionSampleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subject_type_id: z.number().int(),
  content: z.string(),
  /** 0 작성 중, 1 사용 중, 2 보관 (SAMPLE_STATE). */
  state: z.number().int(),
  /** The bank question it is drawn from, if any. */
  question_id: z.number().int().nullable(),
  question_index: z.number().int().nullable(),
  exam_subject_name: z.string().nullable(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  create_time: Timestamp,
  update_time: Timestamp,
});
export type QuestionSample = z.infer<typeof QuestionSampleSchema>;
/** A list row: the sample without its full text, with the first characters instead. */
export const QuestionSampleRowSchema = QuestionSampleSchema.omit({ content: true }).extend({ excerpt: z.string() });
export type QuestionSampleRow = z.infer<typeof QuestionSampleRowSchema>;

export const QuestionSampleListQuerySchema = PageQuerySchema.extend({
  state: codeFilter(SAMPLE_STATE_CODES, MESSAGES.state),
  subject_type_id: codeFilter(SUBJECT_CODES, MESSAGES.subject),
  /** Search in the title. */
  search: SearchText,
});
export type QuestionSampleListQuery = z.input<typeof QuestionSampleListQuerySchema>;

const SampleTitle = z.string().trim().min(1, '제목을 입력하세요.').max(LIMITS.shortText, `제목은 ${LIMITS.shortText}자 이하로 입력하세요.`);
const SampleContent = z.string().trim().min(1, '내용을 입력하세요.').max(LIMITS.longText, `내용은 ${LIMITS.longText}자 이하로 입력하세요.`);

export const QuestionSampleBodySchema = z.object({
  title: SampleTitle,
  subject_type_id: codeField(SUBJECT_CODES, MESSAGES.subject),
  content: SampleContent,
  /** The bank question it is drawn from; null for none. */
  question_id: IdSchema.nullable().optional(),
  /** Defaults to 0 (작성 중). */
  state: codeField(SAMPLE_STATE_CODES, MESSAGES.state).optional(),
});
export type QuestionSampleBody = z.input<typeof QuestionSampleBodySchema>;
/** Changes the fields given; `question_id: null` unlinks the bank question. */
export const QuestionSampleUpdateBodySchema = QuestionSampleBodySchema.partial().extend({ id: IdSchema });

/** GET question_sample: paginated, optionally by state and subject. */
export const questionSampleList = defineCall({
  method: 'GET',
  path: '/api/v2/exam/question_sample',
  area: 'exam',
  summary: '샘플 문항 목록',
  query: QuestionSampleListQuerySchema,
  reply: listReply(QuestionSampleRowSchema),
});
/** GET question_sample/{id}: one sample with its full text. */
export const questionSample = defineCall({ method: 'GET', path: '/api/v2/exam/question_sample/{id}', area: 'exam', summary: '샘플 문항 조회', params: IdParamsSchema, reply: QuestionSampleSchema });
/** POST question_sample. */
export const createQuestionSample = defineCall({ method: 'POST', path: '/api/v2/exam/question_sample', area: 'exam', summary: '샘플 문항 등록', body: QuestionSampleBodySchema, reply: IdReplySchema });
/** PUT question_sample. */
export const updateQuestionSample = defineCall({ method: 'PUT', path: '/api/v2/exam/question_sample', area: 'exam', summary: '샘플 문항 수정', body: QuestionSampleUpdateBodySchema, reply: IdReplySchema });
/** DELETE question_sample/{id}. */
export const deleteQuestionSample = defineCall({ method: 'DELETE', path: '/api/v2/exam/question_sample/{id}', area: 'exam', summary: '샘플 문항 삭제', params: IdParamsSchema, reply: IdReplySchema });
