/**
 * Split-error reports and question visits of the AI digitisation flow (spec section 4 "Error report
 * issue_status", section 7 "AI exam flow": divided_image/error/report, divided_image/error/report_cancel,
 * question_error_report, question_visited, question_visited_check; issue 9 point 8).
 *
 * A split-error report says that a question of an AI exam was cut wrongly (its box, its choices or its
 * passage). It starts open (0) and is solved (1) or cancelled (2) through src/machines/error-report.machine.ts;
 * while a question has an open report its `divide_error_reported` flag is set.
 *
 * Decisions where the spec is open:
 * - GET question_error_report is also the list of the report screen (/exam/admin-question-bug-ai): with
 *   `exam_subject_id` it lists that exam's reports (or one question's, with `question_index`) and says who may
 *   handle them (`exam`); without it, every report the caller may see (reviewers and admins all, others those
 *   on exams assigned to them), filtered by state, exam name and date, paged and sorted.
 * - PUT question_visited takes the question id (`id`); GET question_visited_check/{id} takes the exam subject
 *   id and answers, per question of that exam, which visited types the signed-in user has recorded: the box
 *   editor marks every question seen or unseen at once.
 */
import { z } from 'zod';
import { EXAM_TYPE, PAGE_SIZE, SORT } from '../codes';
import { ISSUE_STATUS } from '../../machines/error-report.machine';
import { codeField, defineCall, IdSchema, intField, queryNumber, QueryIdSchema } from '../http';
import { DateText, listReply, SearchText } from '../question-bank/common';

/** How a question was seen (spec section 4: "A question visited check carries a visited_type"). */
export const VISITED_TYPE = {
  /** The question (its crop and fields) was opened. */
  question: { code: 1, label: '문항 확인' },
  /** Its answer was looked at. */
  answer: { code: 2, label: '정답 확인' },
} as const;
export type VisitedType = (typeof VISITED_TYPE)[keyof typeof VISITED_TYPE]['code'];

/** Longest reason of a split-error report. */
export const REPORT_REASON_MAX = 1000;

const codes = (table: Record<string, { code: number }>) => Object.values(table).map((e) => e.code);

/** An exam kind (EXAM_TYPE). */
const ExamTypeSchema = codeField(codes(EXAM_TYPE), `exam_type은 ${codes(EXAM_TYPE).join(', ')} 중 하나입니다.`);
/** A question number within its exam subject (question_index). */
const QuestionIndexSchema = intField(1, 10_000);
/** Why the split is wrong: required, bounded. */
const ReasonSchema = z.string().trim().min(1, '어떻게 잘못 나뉘었는지 입력하세요.').max(REPORT_REASON_MAX, `사유는 ${REPORT_REASON_MAX}자 이하입니다.`);

/** One split-error report as the screens show it. */
export const SplitReportSchema = z.object({
  /** The report's id (report_cancel sends it back). */
  error_id: z.number().int(),
  exam_subject_id: z.number().int(),
  exam_subject_name: z.string(),
  /** The exam kind of the reported exam (EXAM_TYPE): report_cancel must send the same. */
  exam_type: z.number().int(),
  question_id: z.number().int().nullable(),
  question_index: z.number().int(),
  /** The question's number and section as printed on the paper (from its question box), when it has one. */
  number: z.string().nullable(),
  section: z.string().nullable(),
  reason: z.string(),
  /** 0 open, 1 solved, 2 cancelled (ISSUE_STATUS). */
  issue_status: z.number().int(),
  user_id: z.number().int().nullable(),
  /** The reporter's name. */
  user_name: z.string().nullable(),
  solver_id: z.number().int().nullable(),
  solver_name: z.string().nullable(),
  solve_time: z.string().nullable(),
  create_time: z.string(),
  /** The reported exam's assigned staff and state, for the record rules the screens apply (examSubjectAccess). */
  exam_access: z.object({
    user_id: z.number().int().nullable(),
    admin_id: z.number().int().nullable(),
    teacher_id: z.number().int().nullable(),
    state: z.number().int(),
    excluded_state: z.number().int(),
  }),
});
export type SplitReport = z.infer<typeof SplitReportSchema>;

/** POST divided_image/error/report: the question by question_index and/or question_id (both must agree). */
export const SplitReportBodySchema = z
  .object({
    exam_subject_id: IdSchema,
    question_index: QuestionIndexSchema.optional(),
    question_id: IdSchema.optional(),
    reason: ReasonSchema,
  })
  .refine((b) => b.question_index !== undefined || b.question_id !== undefined, { path: ['question_index'], message: 'question_index 또는 question_id로 문항을 지정하세요.' });
export type SplitReportBody = z.input<typeof SplitReportBodySchema>;
export const SplitReportReplySchema = z.object({ error_id: z.number().int(), question_id: z.number().int(), question_index: z.number().int() });

export const reportSplitError = defineCall({
  method: 'POST',
  path: '/api/v2/exam/divided_image/error/report',
  area: 'digitise',
  summary: '분할 오류 신고: 문항(question_index 또는 question_id)과 사유. 같은 사람이 같은 문항에 열린 신고가 있으면 409',
  body: SplitReportBodySchema,
  reply: SplitReportReplySchema,
});

/** The issue_status report_cancel may ask for: 1 solved or 2 cancelled. */
export const CLOSING_STATUSES = [ISSUE_STATUS.solved.code, ISSUE_STATUS.cancelled.code] as const;
export const SplitReportCloseBodySchema = z.object({
  error_id: IdSchema,
  /** Must be the report's exam kind (400 naming body.exam_type otherwise). */
  exam_type: ExamTypeSchema,
  /** 1 solves, 2 cancels. */
  issue_status: z.union([z.literal(ISSUE_STATUS.solved.code), z.literal(ISSUE_STATUS.cancelled.code)], { error: 'issue_status는 1(해결) 또는 2(취소)입니다.' }),
});
export type SplitReportCloseBody = z.input<typeof SplitReportCloseBodySchema>;
export const SplitReportCloseReplySchema = z.object({
  error_id: z.number().int(),
  issue_status: z.number().int(),
  /** Whether the question still has an open split-error report. */
  divide_error_reported: z.boolean(),
});

export const closeSplitReport = defineCall({
  method: 'PUT',
  path: '/api/v2/exam/divided_image/error/report_cancel',
  area: 'digitise',
  summary: '분할 오류 신고 해결(issue_status 1)·취소(2): 신고 상태 기계로 처리, 이미 닫힌 신고는 409',
  body: SplitReportCloseBodySchema,
  reply: SplitReportCloseReplySchema,
});

/** Columns the report list sorts by. */
export const SPLIT_REPORT_SORT_KEYS = ['create_time', 'exam_subject_name', 'question_index', 'issue_status'] as const;

/** GET question_error_report: one exam's (or question's) reports, or the report screen's filtered list. */
export const SplitReportQuerySchema = z
  .object({
    exam_subject_id: queryNumber(IdSchema.optional()),
    /** With exam_subject_id: one question's reports. */
    question_index: queryNumber(QuestionIndexSchema.optional()),
    /** 0 open, 1 solved, 2 cancelled. */
    issue_status: queryNumber(codeField(codes(ISSUE_STATUS), 'issue_status는 0(접수), 1(해결), 2(취소) 중 하나입니다.').optional()),
    /** Part of the exam subject's name. */
    name_search: SearchText,
    /** Reports made on or after this day, and on or before `date_to` (YYYY-MM-DD, Korean time). */
    date_from: DateText.optional(),
    date_to: DateText.optional(),
    page: queryNumber(intField(1, 100_000).default(1)),
    size: queryNumber(intField(1, PAGE_SIZE.max).default(PAGE_SIZE.default)),
    sort_key: z.enum(SPLIT_REPORT_SORT_KEYS).optional(),
    sort: queryNumber(z.union([z.literal(SORT.asc), z.literal(SORT.desc)]).optional()),
  })
  .refine((q) => q.question_index === undefined || q.exam_subject_id !== undefined, { path: ['question_index'], message: 'question_index는 exam_subject_id와 함께 보내세요.' })
  .refine((q) => !q.date_from || !q.date_to || q.date_from.slice(0, 10) <= q.date_to.slice(0, 10), { path: ['date_to'], message: '끝 날짜가 시작 날짜보다 빠릅니다.' });
export type SplitReportQuery = z.input<typeof SplitReportQuerySchema>;

/** The exam subject of the listed reports, with what record-level rules need (who is assigned, its state). */
export const SplitReportExamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  user_id: z.number().int().nullable(),
  admin_id: z.number().int().nullable(),
  teacher_id: z.number().int().nullable(),
  state: z.number().int(),
  excluded_state: z.number().int(),
});
export type SplitReportExam = z.infer<typeof SplitReportExamSchema>;

export const SplitReportListReplySchema = listReply(SplitReportSchema).extend({
  /** The exam subject when exam_subject_id was given, else null. */
  exam: SplitReportExamSchema.nullable(),
});
export type SplitReportListReply = z.infer<typeof SplitReportListReplySchema>;

export const splitReportList = defineCall({
  method: 'GET',
  path: '/api/v2/exam/question_error_report',
  area: 'digitise',
  summary: '분할 오류 신고 목록: 시험(exam_subject_id)·문항(question_index)별, 또는 상태·시험명·날짜로 거른 전체 목록(페이지, 정렬)',
  query: SplitReportQuerySchema,
  reply: SplitReportListReplySchema,
});

/** PUT question_visited?id&visited_type: `id` is the question. */
export const QuestionVisitQuerySchema = z.object({
  id: QueryIdSchema,
  /** 1 the question was seen, 2 its answer was seen (VISITED_TYPE). */
  visited_type: queryNumber(codeField(codes(VISITED_TYPE), 'visited_type은 1(문항) 또는 2(정답)입니다.')),
});
export const QuestionVisitReplySchema = z.object({ question_id: z.number().int(), visited_type: z.number().int(), visit_time: z.string() });

export const markQuestionVisited = defineCall({
  method: 'PUT',
  path: '/api/v2/exam/question_visited',
  area: 'digitise',
  summary: '문항 확인 기록 (id=문항, visited_type 1 문항·2 정답): 로그인한 사용자가 본 것으로 기록',
  query: QuestionVisitQuerySchema,
  reply: QuestionVisitReplySchema,
});

/** One question of the exam subject with what the signed-in user has seen of it. */
export const QuestionVisitStateSchema = z.object({
  question_id: z.number().int(),
  question_index: z.number().int(),
  /** The visited types recorded by the signed-in user (empty: unseen). */
  visited_types: z.array(z.number().int()),
  /** When the user last saw it. */
  last_visit_time: z.string().nullable(),
});
export type QuestionVisitState = z.infer<typeof QuestionVisitStateSchema>;
export const QuestionVisitCheckReplySchema = z.object({ exam_subject_id: z.number().int(), data_list: z.array(QuestionVisitStateSchema) });
export type QuestionVisitCheckReply = z.infer<typeof QuestionVisitCheckReplySchema>;

export const questionVisitedCheck = defineCall({
  method: 'GET',
  path: '/api/v2/exam/question_visited_check/{id}',
  area: 'digitise',
  summary: '시험 과목(id)의 문항별 확인 여부: 로그인한 사용자가 본 visited_type 목록',
  params: z.object({ id: QueryIdSchema }),
  reply: QuestionVisitCheckReplySchema,
});
