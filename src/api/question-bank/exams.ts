/**
 * Exams and exam subjects (spec section 3 "Exam subject / exam list entry", section 4 transitions,
 * section 7 exam reads and writes): lists with the admin filters, records, and the lifecycle calls.
 */
import { z } from 'zod';
import { WRITER_EVENTS } from '../../machines/exam-subject.machine';
import { codeField, defineCall, EmptyReplySchema, IdSchema, intField, LIMITS, queryNumber, QueryIdSchema } from '../http';
import { DateText, IdQuerySchema, IdReplySchema, IdParamsSchema, ListFilterSchema, listReply, NameText, OptionalInt, PageQuerySchema, SearchText, SortQuerySchema } from './common';

/** A grade 1-3. */
export const Grade = z.number().int().min(1, '학년은 1~3입니다.').max(3, '학년은 1~3입니다.');
const SCHOOL_TYPE_MESSAGE = '학교급은 2(중학교) 또는 3(고등학교)입니다.';
/** A school level: 2 middle, 3 high. */
export const SchoolType = codeField([2, 3], SCHOOL_TYPE_MESSAGE);
/** A school year (2000-2100). */
export const Year = z.number().int().min(2000, '연도가 올바르지 않습니다.').max(2100, '연도가 올바르지 않습니다.');
const ExamKind = intField(1, 5);
const Price = intField(0, 10_000_000);

/** An exam event (e.g. 2025학년도 6월 모의평가). */
export const ExamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  school_type: z.number().int(),
  grade_id: z.number().int(),
  year: z.number().int(),
  release_time: z.string().nullable(),
  is_temp: z.boolean(),
  subject_count: z.number().int(),
  create_time: z.string(),
  update_time: z.string(),
});
export type Exam = z.infer<typeof ExamSchema>;

/** An exam list entry, with the spec's fields and the names of the assigned staff. */
export const ExamSubjectSchema = z.object({
  id: z.number().int(),
  exam_id: z.number().int().nullable(),
  /** The school exam record of a school exam (type 3). */
  school_subject_id: z.number().int().nullable(),
  /** The textbook of a textbook exam (type 4). */
  textbook_subject_id: z.number().int().nullable(),
  name: z.string(),
  test_name: z.string(),
  school_type: z.number().int(),
  grade_id: z.number().int(),
  subject_type_id: z.number().int(),
  subject_detail_type_id: z.number().int().nullable(),
  subject_code_name: z.string(),
  /** Exam kind. */
  type: z.number().int(),
  year: z.number().int(),
  semester: z.number().int().nullable(),
  /** Lifecycle state 0-4. */
  state: z.number().int(),
  admin_check: z.number().int(),
  user_id: z.number().int().nullable(),
  admin_id: z.number().int().nullable(),
  teacher_id: z.number().int().nullable(),
  /** Enterer, reviewer and classifier names. */
  user_name: z.string().nullable(),
  admin_name: z.string().nullable(),
  teacher_name: z.string().nullable(),
  admin_user: z.number().int().nullable(),
  enter_price: z.number().int(),
  class_price: z.number().int(),
  update_time: z.string(),
  create_time: z.string(),
  release_time: z.string().nullable(),
  ori_id: z.number().int().nullable(),
  detail: z.string().nullable(),
  excluded_state: z.number().int(),
  is_reported: z.boolean(),
  class_type: z.number().int(),
  exclude: z.string().nullable(),
  order: z.number().int(),
  return_count: z.number().int(),
  version: z.number().int(),
  question_count: z.number().int(),
  /** The curriculum (2015, 2022) of the subject detail, which decides the category trees; null without a detail. */
  curriculum: z.number().int().nullable(),
});
export type ExamSubject = z.infer<typeof ExamSubjectSchema>;

/** Filters, sort and page of exam-subject lists (the URL keeps these). */
export const ExamSubjectListQuerySchema = ListFilterSchema.extend(PageQuerySchema.shape).extend(SortQuerySchema.shape).extend({
  /** Reviewer state filter. */
  admin_check: OptionalInt,
  /** For lists of one staff member (enter_exam_user, class_exam_user). */
  user_id: OptionalInt,
  /** The exams of one textbook, or of one school exam record. */
  textbook_subject_id: OptionalInt,
  school_subject_id: OptionalInt,
});
export type ExamSubjectListQuery = z.output<typeof ExamSubjectListQuerySchema>;
export const ExamSubjectListReplySchema = listReply(ExamSubjectSchema);

/** The sortable columns of exam-subject lists. */
export const EXAM_SUBJECT_SORT_KEYS = ['id', 'name', 'year', 'grade_id', 'state', 'admin_check', 'update_time', 'create_time', 'user_name', 'return_count'] as const;

export const ExamListQuerySchema = PageQuerySchema.extend(SortQuerySchema.shape).extend({
  year: OptionalInt,
  type: OptionalInt,
  school_type: OptionalInt,
  grade_id: OptionalInt,
  name_search: SearchText,
});
export const ExamListReplySchema = listReply(ExamSchema);

export const ExamBodySchema = z.object({
  name: NameText,
  type: ExamKind,
  school_type: SchoolType,
  grade_id: Grade,
  year: Year,
  release_time: DateText.nullable().optional(),
  is_temp: z.boolean().optional(),
});
export const ExamUpdateBodySchema = ExamBodySchema.partial().extend({ id: IdSchema });

export const ExamCheckQuerySchema = z.object({
  grade_id: queryNumber(Grade),
  release_time: DateText,
  type: queryNumber(ExamKind.optional()),
  school_type: queryNumber(SchoolType.optional()),
});
export const ExamCheckReplySchema = z.object({ exists: z.boolean(), exam: ExamSchema.nullable() });

export const ExamSubjectBodySchema = z.object({
  exam_id: IdSchema.nullable().optional(),
  name: NameText,
  test_name: z.string().trim().max(LIMITS.shortText).optional(),
  school_type: SchoolType,
  grade_id: Grade,
  subject_type_id: z.number().int().min(0).max(99),
  subject_detail_type_id: IdSchema.nullable().optional(),
  type: ExamKind,
  year: Year,
  semester: z.number().int().min(1).max(4).nullable().optional(),
  user_id: IdSchema.nullable().optional(),
  enter_price: Price.optional(),
  class_price: Price.optional(),
  class_type: z.number().int().min(1).max(3).optional(),
  release_time: DateText.nullable().optional(),
  detail: z.string().max(LIMITS.shortText).nullable().optional(),
  /** How many empty questions to create (1-100). */
  question_count: z.number().int().min(1, '문항 수는 1 이상입니다.').max(100, '문항 수는 100 이하입니다.'),
});
export const ExamSubjectUpdateBodySchema = ExamSubjectBodySchema.omit({ question_count: true })
  .partial()
  .extend({
    id: IdSchema,
    /** The version the editor loaded; a stale one is refused with 409. */
    version: intField(1),
    admin_id: IdSchema.nullable().optional(),
    teacher_id: IdSchema.nullable().optional(),
    order: z.number().int().min(0).max(100_000).optional(),
  });
export const ExamSubjectDetailReplySchema = z.object({
  data: ExamSubjectSchema,
  /** Incomplete questions with their missing labels (spec section 5). */
  incomplete: z.array(z.object({ id: z.number().int(), question_index: z.number().int(), missing: z.array(z.string()) })),
});

/** Progress of exam subjects: counts by state and by reviewer state. */
export const ProgressReplySchema = z.object({
  by_state: z.array(z.object({ state: z.number().int(), count: z.number().int() })),
  by_admin_check: z.array(z.object({ admin_check: z.number().int(), count: z.number().int() })),
  total: z.number().int(),
});

/** Events the enterer sends through PUT enter_exam (the exam machine's writer events, src/machines/exam-subject.machine.ts). */
export const EnterEventSchema = z.enum(WRITER_EVENTS);
export const EnterExamBodySchema = z.object({ id: IdSchema, event: EnterEventSchema });
export const IdBodySchema = z.object({ id: IdSchema });
export const TransitionReplySchema = z.object({ id: z.number().int(), state: z.number().int(), admin_check: z.number().int() });

export const ExcludeBodySchema = z.object({
  id: IdSchema,
  /** true to exclude, false to put back. */
  excluded: z.boolean(),
  /** Why (required when excluding). */
  exclude: z.string().trim().max(LIMITS.shortText).optional(),
});
export const ExcludeQuestionBodySchema = z.object({ id: IdSchema, excluded: z.boolean() });
export const ModifyBodySchema = z.object({ ori_id: IdSchema, name: NameText.optional(), user_id: IdSchema.nullable().optional() });

export const AdminAnalysisReplySchema = z.object({
  data_list: z.array(
    z.object({ teacher_id: z.number().int(), teacher_name: z.string(), exams: z.number().int(), done: z.number().int(), questions: z.number().int(), classified: z.number().int() }),
  ),
});

const listCall = (path: string, summary: string) =>
  defineCall({ method: 'GET', path, area: 'exam', summary, query: ExamSubjectListQuerySchema, reply: ExamSubjectListReplySchema });

export const examAll = defineCall({ method: 'GET', path: '/api/v2/exam/exam_all', area: 'exam', summary: '시험 목록', query: ExamListQuerySchema, reply: ExamListReplySchema });
export const examAllTemp = defineCall({ method: 'GET', path: '/api/v2/exam/exam_all_temp', area: 'exam', summary: '임시 시험 목록', query: ExamListQuerySchema, reply: ExamListReplySchema });
export const examCreate = defineCall({ method: 'POST', path: '/api/v2/exam/exam', area: 'exam', summary: '시험 생성', body: ExamBodySchema, reply: IdReplySchema });
export const examUpdate = defineCall({ method: 'PUT', path: '/api/v2/exam/exam', area: 'exam', summary: '시험 수정', body: ExamUpdateBodySchema, reply: IdReplySchema });
export const examDelete = defineCall({ method: 'DELETE', path: '/api/v2/exam/exam/{id}', area: 'exam', summary: '시험 삭제', params: IdParamsSchema, reply: EmptyReplySchema });
export const examCheck = defineCall({ method: 'GET', path: '/api/v2/exam/exam/check', area: 'exam', summary: '같은 학년·시행일 시험 확인', query: ExamCheckQuerySchema, reply: ExamCheckReplySchema });
export const allSubjectExam = defineCall({
  method: 'GET',
  path: '/api/v2/exam/all_subject_exam',
  area: 'exam',
  summary: '시험의 전체 과목',
  query: z.object({ id: QueryIdSchema, type: OptionalInt }),
  reply: z.object({ data_list: z.array(ExamSubjectSchema) }),
});

export const examSubjectList = listCall('/api/v2/exam/exam_subject_list', '시험 과목 목록 (필터·정렬·페이지)');
/** The filtered list as an xlsx file (not in the spec: the list screens' export button). */
export const examSubjectListXlsx = defineCall({
  method: 'GET',
  path: '/api/v2/exam/exam_subject_list/xlsx',
  area: 'exam-extra',
  summary: '시험 과목 목록 엑셀 내보내기',
  query: ExamSubjectListQuerySchema,
  reply: z.object({}),
  replyKind: 'binary',
});
export const examSubjectGet = defineCall({ method: 'GET', path: '/api/v2/exam/exam_subject', area: 'exam', summary: '시험 과목', query: IdQuerySchema, reply: ExamSubjectDetailReplySchema });
export const examSubjectCreate = defineCall({ method: 'POST', path: '/api/v2/exam/exam_subject', area: 'exam', summary: '시험 과목 생성', body: ExamSubjectBodySchema, reply: IdReplySchema });
export const examSubjectUpdate = defineCall({ method: 'PUT', path: '/api/v2/exam/exam_subject', area: 'exam', summary: '시험 과목 수정', body: ExamSubjectUpdateBodySchema, reply: z.object({ id: z.number().int(), version: z.number().int() }) });
export const examSubjectDelete = defineCall({ method: 'DELETE', path: '/api/v2/exam/exam_subject/{id}', area: 'exam', summary: '시험 과목 삭제', params: IdParamsSchema, reply: EmptyReplySchema });
export const examSubjectOriList = listCall('/api/v2/exam/exam_subject/ori_list', '변형할 원본 시험 과목 목록');
export const examSubjectPro = defineCall({
  method: 'GET',
  path: '/api/v2/exam/exam_subject/pro',
  area: 'exam',
  summary: '시험 과목 진행 현황',
  query: z.object({ year: OptionalInt, type: OptionalInt, subject_type_id: OptionalInt }),
  reply: ProgressReplySchema,
});
export const modifyExamSubject = defineCall({ method: 'POST', path: '/api/v2/exam/modify/exam_subject', area: 'exam', summary: '변형 시험 만들기', body: ModifyBodySchema, reply: IdReplySchema });
export const examExclude = defineCall({ method: 'POST', path: '/api/v2/exam/exam_exclude', area: 'exam', summary: '시험 제외·복원', body: ExcludeBodySchema, reply: TransitionReplySchema });
export const examExcludeQuestion = defineCall({ method: 'POST', path: '/api/v2/exam/exam_exclude/question', area: 'exam', summary: '문항 제외·복원', body: ExcludeQuestionBodySchema, reply: IdReplySchema });

export const enterExam = listCall('/api/v2/exam/enter_exam', '내 입력 시험 목록');
export const enterExamUser = listCall('/api/v2/exam/enter_exam_user', '직원별 입력 시험 목록');
export const enterExamChange = defineCall({ method: 'PUT', path: '/api/v2/exam/enter_exam', area: 'exam', summary: '입력 상태 변경 (ENTER, SEND_REVIEW)', body: EnterExamBodySchema, reply: TransitionReplySchema });
export const enterExamDone = defineCall({ method: 'PUT', path: '/api/v2/exam/enter_exam_done', area: 'exam', summary: '입력 완료 (미완성 문항이 있으면 409)', body: IdBodySchema, reply: TransitionReplySchema });
export const classExam = listCall('/api/v2/exam/class_exam', '내 분류 시험 목록');
export const classExamUser = listCall('/api/v2/exam/class_exam_user', '직원별 분류 시험 목록');
export const classExamAdminAnalysis = defineCall({
  method: 'GET',
  path: '/api/v2/exam/class_exam/admin_analysis',
  area: 'exam',
  summary: '분류 작업 현황 (직원별)',
  query: z.object({ year: OptionalInt, subject_type_id: OptionalInt }),
  reply: AdminAnalysisReplySchema,
});
export const classExamTake = defineCall({ method: 'PUT', path: '/api/v2/exam/class_exam', area: 'exam', summary: '분류 작업 맡기', body: IdBodySchema, reply: TransitionReplySchema });
export const classExamDone = defineCall({ method: 'PUT', path: '/api/v2/exam/class_exam_done', area: 'exam', summary: '분류 완료', body: IdBodySchema, reply: TransitionReplySchema });
