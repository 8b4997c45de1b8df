/**
 * Error reports on questions and question comments (spec section 3 "Error report: error_id, exam_type,
 * issue_status", section 4 "Error report issue_status", section 7 bug_exam, bug/*, question_bug_1,
 * question_comment). A report is open (0) until a reviewer solves (1) or cancels (2) it through
 * src/machines/error-report.machine.ts; an open report hides its question from non-master users.
 *
 * Who sees a reported question (spec section 6, "the master sees all reported questions"):
 * - lists that show question text (bug_exam_question, bug_exam_question_done, bug/question_list) blank the
 *   text of a still-reported question for everyone but the master (`question_hidden: true`);
 * - bug/question_id shows the whole question to reviewers (level 3+): they handle the report and must see
 *   what they fix. Comments and further reports on a reported question are likewise open from level 3;
 *   below that the question answers 404, as question/{id} does.
 */
import { z } from 'zod';
import { defineCall, EmptyReplySchema, IdSchema, intField, LIMITS, queryNumber, QueryIdSchema } from './http';
import { IdParamsSchema, IdQuerySchema, listReply, OptionalInt, PageQuerySchema, SearchText } from './question-bank/common';
import { QuestionSchema } from './question-bank/questions';

/** The tags a question comment may carry (the tag select of the bug editor). */
export const COMMENT_TAGS = ['오탈자', '정답 오류', '해설 보완', '이미지 오류', '기타'] as const;
export type CommentTag = (typeof COMMENT_TAGS)[number];

/** `show_all=true` in a query string (anything else is false). */
const ShowAll = z
  .enum(['true', 'false'], { error: 'true 또는 false입니다.' })
  .optional()
  .transform((v) => v === 'true');
/** Stored issue_status codes (0 open, 1 solved, 2 cancelled). */
const IssueStatus = queryNumber(intField(0, 2).optional());
const ReportText = z.string().trim().min(1, '내용을 입력하세요.').max(LIMITS.longText);

/** One error report as lists show it. */
export const ErrorReportSchema = z.object({
  /** The report's id. */
  error_id: z.number().int(),
  question_id: z.number().int(),
  exam_subject_id: z.number().int(),
  /** The exam kind of the reported exam (EXAM_TYPE). */
  exam_type: z.number().int(),
  /** What is wrong, as the reporter wrote it. */
  content: z.string(),
  /** 0 open, 1 solved, 2 cancelled (ISSUE_STATUS). */
  issue_status: z.number().int(),
  /** How it was solved, or why it was cancelled. */
  resolution: z.string().nullable(),
  user_id: z.number().int().nullable(),
  /** The reporter's name. */
  user_name: z.string().nullable(),
  solved_by: z.number().int().nullable(),
  solved_by_name: z.string().nullable(),
  create_time: z.string(),
  update_time: z.string(),
  exam_subject_name: z.string(),
  question_index: z.number().int(),
  /** The first 200 characters of the question, '' when hidden. */
  question_content: z.string(),
  /** The question is still reported and the caller is not the master: its text is left out. */
  question_hidden: z.boolean(),
});
export type ErrorReport = z.infer<typeof ErrorReportSchema>;

/** An exam subject with reports (bug_exam). */
export const ErrorReportExamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  year: z.number().int(),
  school_type: z.number().int(),
  grade_id: z.number().int(),
  subject_type_id: z.number().int(),
  /** Exam kind. */
  type: z.number().int(),
  state: z.number().int(),
  is_reported: z.boolean(),
  user_id: z.number().int().nullable(),
  admin_id: z.number().int().nullable(),
  teacher_id: z.number().int().nullable(),
  /** Enterer, reviewer and classifier names. */
  user_name: z.string().nullable(),
  admin_name: z.string().nullable(),
  teacher_name: z.string().nullable(),
  /** Reports still open. */
  open_count: z.number().int(),
  /** All reports ever made on the exam. */
  total_count: z.number().int(),
  /** When the latest report was made. */
  last_report_time: z.string(),
});
export type ErrorReportExam = z.infer<typeof ErrorReportExamSchema>;

export const ErrorReportExamQuerySchema = PageQuerySchema.extend({
  year: OptionalInt,
  subject_type_id: OptionalInt,
  name_search: SearchText,
  /** Non-master reviewers see only their own exams unless this is true (spec section 6, show-all toggle). */
  show_all: ShowAll,
});
export type ErrorReportExamQuery = z.input<typeof ErrorReportExamQuerySchema>;

export const ErrorReportListQuerySchema = PageQuerySchema.extend({
  issue_status: IssueStatus,
  exam_subject_id: queryNumber(IdSchema.optional()),
  show_all: ShowAll,
});
export type ErrorReportListQuery = z.input<typeof ErrorReportListQuerySchema>;

export const ErrorReportDetailSchema = z.object({
  data: ErrorReportSchema,
  /** The whole question with its choices and answer (reviewers see it even while reported). */
  question: QuestionSchema,
});
export type ErrorReportDetail = z.infer<typeof ErrorReportDetailSchema>;

export const ErrorReportBodySchema = z.object({ question_id: IdSchema, content: ReportText });

const ChoiceFix = z.object({ choice_index: z.number().int().min(1).max(5), content: z.string().max(LIMITS.longText) });

/** A fix of the reported question; only the fields sent are changed. */
export const QuestionFixSchema = z.object({
  /** The question version the editor loaded: a fix on a stale version is refused with 409. */
  version: intField(1).optional(),
  content: z.string().max(LIMITS.longText).optional(),
  answer: z.string().trim().max(LIMITS.shortText).nullable().optional(),
  /** Difficulty (detail_level) 1-5. */
  level: z.number().int().min(1).max(5).nullable().optional(),
  choices: z
    .array(ChoiceFix)
    .max(5)
    .refine((cs) => new Set(cs.map((c) => c.choice_index)).size === cs.length, '같은 번호의 선택지가 두 번 있습니다.')
    .optional(),
});

export const ErrorReportEditBodySchema = z
  .object({
    error_id: IdSchema,
    /** New report text. */
    content: ReportText.optional(),
    question: QuestionFixSchema.optional(),
  })
  .refine((b) => b.content !== undefined || b.question !== undefined, { path: ['content'], message: '고칠 내용(content 또는 question)을 보내세요.' });
export type ErrorReportEditBody = z.input<typeof ErrorReportEditBodySchema>;
export const ErrorReportEditReplySchema = z.object({
  error_id: z.number().int(),
  /** The question's version after the call (null when only the report text changed). */
  question_version: z.number().int().nullable(),
});

export const ErrorReportDoneBodySchema = z.object({
  error_id: IdSchema,
  /** 1 solve, 2 cancel. */
  issue_status: z.union([z.literal(1), z.literal(2)], { error: 'issue_status는 1(해결) 또는 2(취소)입니다.' }),
  resolution: z.string().trim().max(LIMITS.longText).optional(),
});
export type ErrorReportDoneBody = z.input<typeof ErrorReportDoneBodySchema>;
export const ErrorReportDoneReplySchema = z.object({
  error_id: z.number().int(),
  issue_status: z.number().int(),
  /** Whether the question (and its exam) still has open reports. */
  question_is_reported: z.boolean(),
  exam_is_reported: z.boolean(),
});

export const ErrorIdReplySchema = z.object({ error_id: z.number().int() });

/** A comment on a question, with its tag. */
export const QuestionCommentSchema = z.object({
  id: z.number().int(),
  question_id: z.number().int(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  content: z.string(),
  tag: z.string().nullable(),
  create_time: z.string(),
});
export type QuestionComment = z.infer<typeof QuestionCommentSchema>;

export const CommentBodySchema = z.object({
  question_id: IdSchema,
  content: z.string().trim().min(1, '댓글을 입력하세요.').max(LIMITS.longText),
  tag: z.enum(COMMENT_TAGS, { error: `태그는 ${COMMENT_TAGS.join(', ')} 중 하나입니다.` }).optional(),
});
export type CommentBody = z.input<typeof CommentBodySchema>;

/** PUT question_bug_1: reports an error on a question (open report; the question and its exam are flagged). */
export const reportQuestionError = defineCall({ method: 'PUT', path: '/api/v2/exam/question_bug_1', area: 'error-reports', summary: '문항 오류 신고', body: ErrorReportBodySchema, reply: ErrorIdReplySchema });
/** GET bug_exam: exam subjects with open reports, each with open_count and total_count. */
export const errorReportExamList = defineCall({ method: 'GET', path: '/api/v2/exam/bug_exam', area: 'error-reports', summary: '오류 신고가 접수된 시험', query: ErrorReportExamQuerySchema, reply: listReply(ErrorReportExamSchema) });
/** GET bug_exam_question?id: the open reports of one exam subject, in question order. */
export const errorReportExamOpen = defineCall({ method: 'GET', path: '/api/v2/exam/bug_exam_question', area: 'error-reports', summary: '시험의 접수된 오류 신고', query: IdQuerySchema, reply: z.object({ data_list: z.array(ErrorReportSchema) }) });
/** GET bug_exam_question_done?id: the solved and cancelled reports of one exam subject. */
export const errorReportExamClosed = defineCall({ method: 'GET', path: '/api/v2/exam/bug_exam_question_done', area: 'error-reports', summary: '시험의 처리된 오류 신고', query: IdQuerySchema, reply: z.object({ data_list: z.array(ErrorReportSchema) }) });
/** GET bug/question_list: every report, newest first (filters issue_status, exam_subject_id). */
export const errorReportList = defineCall({ method: 'GET', path: '/api/v2/exam/bug/question_list', area: 'error-reports', summary: '오류 신고 목록', query: ErrorReportListQuerySchema, reply: listReply(ErrorReportSchema) });
/** GET bug/question_id?id: one report with the whole question. */
export const errorReportGet = defineCall({ method: 'GET', path: '/api/v2/exam/bug/question_id', area: 'error-reports', summary: '오류 신고와 문항', query: IdQuerySchema, reply: ErrorReportDetailSchema });
/** PUT bug/question: edits the report text and/or fixes the question, while the report is open (409 otherwise). */
export const errorReportEdit = defineCall({ method: 'PUT', path: '/api/v2/exam/bug/question', area: 'error-reports', summary: '오류 신고·문항 수정', body: ErrorReportEditBodySchema, reply: ErrorReportEditReplySchema });
/** PUT bug/question_done: SOLVE (1) or CANCEL (2) through the error-report machine (409 when closed). */
export const errorReportDone = defineCall({ method: 'PUT', path: '/api/v2/exam/bug/question_done', area: 'error-reports', summary: '오류 신고 해결·취소', body: ErrorReportDoneBodySchema, reply: ErrorReportDoneReplySchema });
/** GET question_comment?question_id: the comments of a question, oldest first (not in the spec; the bug editor lists them). */
export const questionCommentList = defineCall({
  method: 'GET',
  path: '/api/v2/exam/question_comment',
  area: 'error-reports',
  summary: '문항 댓글 목록',
  query: z.object({ question_id: QueryIdSchema }),
  reply: z.object({ data_list: z.array(QuestionCommentSchema) }),
});
/** POST question_comment: comments on a question with an optional tag. */
export const questionCommentCreate = defineCall({ method: 'POST', path: '/api/v2/exam/question_comment', area: 'error-reports', summary: '문항 댓글 작성', body: CommentBodySchema, reply: z.object({ id: z.number().int() }) });
/** DELETE question_comment/{id}: by its author or an admin (level 4+). */
export const questionCommentDelete = defineCall({ method: 'DELETE', path: '/api/v2/exam/question_comment/{id}', area: 'error-reports', summary: '문항 댓글 삭제', params: IdParamsSchema, reply: EmptyReplySchema });
