/**
 * Test papers uploaded by users (spec sections 1, 2, 4, 7 "Test papers", 9): a student or parent uploads the
 * pages of a school exam paper (내신 시험지) with its school, level, grade, subject, semester and year; staff
 * filter, view, download, change its subject, and approve or reject it (state 1 검토 요청, 2 반려, 3 승인,
 * applied through the test-paper machine); an approved paper becomes a school exam of the question bank.
 *
 * The six calls of the spec live under /api/v2/common/. Not in the spec, and needed by the two sides of
 * the flow: the customer's upload, their own list (with what changed since they last looked), and the
 * administrator's "make a school exam from this paper".
 */
import { z } from 'zod';
import { codeField, defineCall, EmptyReplySchema, IdSchema, LIMITS, queryNumber } from './http';
import { GRADES, SCHOOL_TYPE, SEMESTER, SUBJECT_TYPE } from './codes';
import { IdQuerySchema, listReply, PageQuerySchema, SortQuerySchema } from './question-bank/common';
import { TEST_PAPER_EVENTS, TEST_PAPER_STATE } from '../machines/test-paper.states';
import { TEST_PAPER_YEARS } from './test-paper-limits';

export { TEST_PAPER_STATE } from '../machines/test-paper.states';
/** What a paper's files may be and the years it may be from, in a zod-free module for the customer's /post (issue 13 point 4). */
export { TEST_PAPER_MEDIA, TEST_PAPER_YEARS } from './test-paper-limits';

const SCHOOL_CODES = Object.values(SCHOOL_TYPE).map((s) => s.code) as number[];
const SUBJECT_CODES = Object.values(SUBJECT_TYPE).map((s) => s.code) as number[];
const SEMESTER_CODES = Object.values(SEMESTER).map((s) => s.code) as number[];
const STATE_CODES = Object.values(TEST_PAPER_STATE).map((s) => s.code) as number[];
const GRADE_CODES = [...GRADES] as number[];


/** The kind of a paper (the wire's `type`): 'pdf' for a PDF, 'image' for photos of pages. */
export const testPaperType = (contentType: string): 'pdf' | 'image' => (contentType === 'application/pdf' ? 'pdf' : 'image');

/**
 * Points recorded for the uploader when their paper is first approved (`points_awarded`). The staff area pays
 * them through point_give once it has that call; approving again after a rejection records nothing more.
 */
export const TEST_PAPER_POINTS = 100;


const MESSAGES = {
  school: '학교급은 2(중학교) 또는 3(고등학교)입니다.',
  grade: '학년은 1~3입니다.',
  subject: '과목은 0(기타), 1(국어), 2(영어), 3(수학), 4(사회), 5(과학), 6(한국사·역사) 중 하나입니다.',
  semester: '학기는 1(1학기 중간), 2(1학기 기말), 3(2학기 중간), 4(2학기 기말) 중 하나입니다.',
  state: '상태는 1(검토 요청), 2(반려), 3(승인) 중 하나입니다.',
  year: `연도는 ${TEST_PAPER_YEARS.min}~${TEST_PAPER_YEARS.max}입니다.`,
} as const;

/**
 * A filter group from a query string: comma-separated codes (`year=2025,2024`), OR within the group;
 * absent or empty means the whole group is off (no filter). Each code must be one of `codes`.
 */
const codeList = (codes: number[] | null, message: string) =>
  z
    .string()
    .max(200)
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      const parts = v.split(',').map((p) => p.trim());
      const out: number[] = [];
      for (const p of parts) {
        const n = /^-?\d+$/.test(p) ? Number(p) : NaN;
        if (!Number.isInteger(n) || (codes ? !codes.includes(n) : n < TEST_PAPER_YEARS.min || n > TEST_PAPER_YEARS.max)) {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        out.push(n);
      }
      return [...new Set(out)];
    });

/** One stored page (or file) of a paper. */
export const TestPaperFileSchema = z.object({
  id: z.number().int(),
  /** Page order, from 1. */
  page: z.number().int(),
  file_name: z.string(),
  /** application/pdf, image/png or image/jpeg (photos are stored straightened to portrait). */
  content_type: z.string(),
  size: z.number().int(),
});
export type TestPaperFile = z.infer<typeof TestPaperFileSchema>;

/** An uploaded test paper (spec section 3: id, file_name, type, school_type, grade_id, subject_type_id, semester, state, year). */
export const TestPaperSchema = z.object({
  id: z.number().int(),
  /** The first file's name (the paper as the uploader named it). */
  file_name: z.string(),
  /** The kind of the paper's files: 'pdf' or 'image'. */
  type: z.string(),
  /** The school's name as the uploader typed or picked it, and its id in the school list when picked. */
  school_name: z.string(),
  school_id: z.number().int().nullable(),
  /** 2 middle, 3 high. */
  school_type: z.number().int(),
  grade_id: z.number().int(),
  subject_type_id: z.number().int(),
  semester: z.number().int(),
  year: z.number().int(),
  /** 1 검토 요청, 2 반려, 3 승인 (the test-paper machine). */
  state: z.number().int(),
  /** Why it was rejected (state 2), as the reviewer wrote it; null otherwise. */
  reason: z.string().nullable(),
  /** How many files (pages) it has. */
  file_count: z.number().int(),
  /** The uploader. */
  user_id: z.number().int(),
  user_name: z.string().nullable(),
  /** The school exam made from it (question bank), once an administrator made one. */
  school_subject_id: z.number().int().nullable(),
  /** Points recorded for the uploader when it was approved (given through point_give once the staff area has it). */
  points_awarded: z.number().int(),
  create_time: z.string(),
  update_time: z.string(),
});
export type TestPaper = z.infer<typeof TestPaperSchema>;

/** A paper with its files and the history of its state (who, when, from, to, reason). */
export const TestPaperDetailSchema = z.object({
  data: TestPaperSchema.extend({
    files: z.array(TestPaperFileSchema),
    history: z.array(
      z.object({ event: z.string(), from_state: z.string(), to_state: z.string(), reason: z.string().nullable(), user_name: z.string().nullable(), create_time: z.string() }),
    ),
  }),
});
export type TestPaperDetail = z.infer<typeof TestPaperDetailSchema>;

/** GET user_upload_file_list: the spec's filter groups (OR within a group, AND across), paging and the sort arrow. */
export const TestPaperListQuerySchema = PageQuerySchema.extend(SortQuerySchema.shape).extend({
  school_type: codeList(SCHOOL_CODES, MESSAGES.school),
  grade_id: codeList(GRADE_CODES, MESSAGES.grade),
  subject_type_id: codeList(SUBJECT_CODES, MESSAGES.subject),
  semester: codeList(SEMESTER_CODES, MESSAGES.semester),
  state: codeList(STATE_CODES, MESSAGES.state),
  year: codeList(null, MESSAGES.year),
});
export type TestPaperListQuery = z.input<typeof TestPaperListQuerySchema>;

/** Reasons are required to reject, and kept short. */
const ReasonText = z.string().trim().max(LIMITS.shortText * 5);

/** PUT user_upload_file: a state change through the test-paper machine; REJECT needs a reason. */
export const TestPaperStateBodySchema = z.object({
  id: IdSchema,
  event: z.enum(TEST_PAPER_EVENTS),
  reason: ReasonText.optional(),
});
export type TestPaperStateBody = z.input<typeof TestPaperStateBodySchema>;

/** PUT user_upload_file/subject_type: a reviewer corrects the paper's subject. */
export const TestPaperSubjectBodySchema = z.object({ id: IdSchema, subject_type_id: codeField(SUBJECT_CODES, MESSAGES.subject) });

/** GET file_size?id&file_name&type: the size of one file of a paper (the viewer shows it before loading). */
export const FileSizeQuerySchema = z.object({
  /** The paper. */
  id: queryNumber(IdSchema),
  file_name: z.string().max(LIMITS.shortText).optional(),
  /** 'pdf' or 'image'. */
  type: z.string().max(20).optional(),
  /** The file (page) of the paper; the first when absent. */
  file_id: queryNumber(IdSchema.optional()),
});

/** POST user_upload_file/download: one file of a paper (the first when file_id is absent). */
export const TestPaperDownloadBodySchema = z.object({ id: IdSchema, file_id: IdSchema.optional() });

/** The fields of a customer's upload (multipart form fields beside the files). */
export const TestPaperUploadFieldsSchema = z.object({
  /** The school picked from the school list (middle_school_info / high_school_info), when it is there. */
  school_id: IdSchema.optional(),
  school_name: z.string().trim().min(1, '학교 이름을 입력하세요.').max(LIMITS.shortText),
  school_type: codeField(SCHOOL_CODES, MESSAGES.school),
  grade_id: codeField(GRADE_CODES, MESSAGES.grade),
  subject_type_id: codeField(SUBJECT_CODES, MESSAGES.subject),
  semester: codeField(SEMESTER_CODES, MESSAGES.semester),
  year: z.number({ message: MESSAGES.year }).int(MESSAGES.year).min(TEST_PAPER_YEARS.min, MESSAGES.year).max(TEST_PAPER_YEARS.max, MESSAGES.year),
});
export type TestPaperUploadFields = z.infer<typeof TestPaperUploadFieldsSchema>;

const uploadField = TestPaperUploadFieldsSchema.shape;
/**
 * The same fields as they travel in multipart/form-data, where every value is text: numbers are read as in a
 * query string (`queryNumber`), so "3" is 3 and "abc" is refused naming the field. The server validates with this.
 */
export const TestPaperUploadFormSchema = z.object({
  school_id: queryNumber(uploadField.school_id),
  school_name: uploadField.school_name,
  school_type: queryNumber(uploadField.school_type),
  grade_id: queryNumber(uploadField.grade_id),
  subject_type_id: queryNumber(uploadField.subject_type_id),
  semester: queryNumber(uploadField.semester),
  year: queryNumber(uploadField.year),
});

/** A customer's own paper: its state, the reason if rejected, and whether its state changed since they last looked. */
export const MyTestPaperSchema = TestPaperSchema.pick({
  id: true,
  file_name: true,
  type: true,
  school_name: true,
  school_type: true,
  grade_id: true,
  subject_type_id: true,
  semester: true,
  year: true,
  state: true,
  reason: true,
  file_count: true,
  create_time: true,
  update_time: true,
}).extend({ unseen_change: z.boolean() });
export type MyTestPaper = z.infer<typeof MyTestPaperSchema>;

/** PUT user_upload_file/seen: which of the customer's papers they have seen. */
export const TestPaperSeenBodySchema = z.object({
  /** The papers whose changes were seen; all of the customer's own when absent. Ids of papers that are not theirs change nothing. */
  ids: z.array(IdSchema).max(100).optional(),
});

/** POST user_upload_file/school_exam: the approved paper, and the school when the paper has none from the list. */
export const TestPaperSchoolExamBodySchema = z.object({
  id: IdSchema,
  /** The school of the school exam, from the school list: needed when the uploader typed a school that is not in the list; otherwise the paper's. */
  school_id: IdSchema.optional(),
});

// ---------------------------------------------------------------- the spec's six calls (staff)

/** GET user_upload_file_list: papers filtered by the spec's groups, paged and sorted. */
export const testPaperList = defineCall({
  method: 'GET',
  path: '/api/v2/common/user_upload_file_list',
  area: 'test-papers',
  summary: '사용자 업로드 시험지 목록 (필터 그룹: 쉼표로 여러 값)',
  query: TestPaperListQuerySchema,
  reply: listReply(TestPaperSchema),
});
/** GET user_upload_file?id: one paper with its files and state history. */
export const testPaperGet = defineCall({ method: 'GET', path: '/api/v2/common/user_upload_file', area: 'test-papers', summary: '사용자 업로드 시험지 보기', query: IdQuerySchema, reply: TestPaperDetailSchema });
/** PUT user_upload_file: APPROVE, REJECT (with a reason) or REOPEN through the test-paper machine (409 when it refuses). */
export const testPaperState = defineCall({
  method: 'PUT',
  path: '/api/v2/common/user_upload_file',
  area: 'test-papers',
  summary: '시험지 상태 변경 (승인·반려·검토 요청으로 되돌리기)',
  body: TestPaperStateBodySchema,
  reply: z.object({ id: z.number().int(), state: z.number().int() }),
});
/** GET file_size: the size in bytes of one file of a paper. */
export const testPaperFileSize = defineCall({ method: 'GET', path: '/api/v2/common/file_size', area: 'test-papers', summary: '시험지 파일 크기', query: FileSizeQuerySchema, reply: z.object({ size: z.number().int(), file_name: z.string(), content_type: z.string() }) });
/** POST user_upload_file/download: one file of a paper, as an attachment. */
export const testPaperDownload = defineCall({
  method: 'POST',
  path: '/api/v2/common/user_upload_file/download',
  area: 'test-papers',
  summary: '시험지 파일 내려받기 (id=시험지 id, file_id=파일 id; 파일 본문으로 응답)',
  body: TestPaperDownloadBodySchema,
  reply: z.unknown(),
  replyKind: 'binary',
});
/** PUT user_upload_file/subject_type: corrects the paper's subject. */
export const testPaperSubject = defineCall({ method: 'PUT', path: '/api/v2/common/user_upload_file/subject_type', area: 'test-papers', summary: '시험지 과목 변경', body: TestPaperSubjectBodySchema, reply: z.object({ id: z.number().int(), subject_type_id: z.number().int() }) });

// ---------------------------------------------------------------- not in the spec: the customer's side and the bank

/** POST user_upload_file: a customer uploads one paper (multipart). */
export const testPaperUpload = defineCall({
  method: 'POST',
  path: '/api/v2/common/user_upload_file',
  area: 'test-papers',
  summary:
    '시험지 올리기 (multipart/form-data: school_name, school_type, grade_id, subject_type_id, semester, year, file=PDF 1개 또는 사진(JPG·PNG) 여러 장; 같은 파일을 다시 올리면 409)',
  reply: z.object({ id: z.number().int(), file_count: z.number().int() }),
});
/** GET user_upload_file/mine: the signed-in customer's papers, newest first. */
export const myTestPapers = defineCall({
  method: 'GET',
  path: '/api/v2/common/user_upload_file/mine',
  area: 'test-papers',
  summary: '내가 올린 시험지',
  reply: z.object({
    data_list: z.array(MyTestPaperSchema),
    /** How many of them changed state since the customer last looked. */
    unseen_count: z.number().int(),
    /** The upload limits the server applies (UPLOAD_MAX_MB per file, UPLOAD_MAX_FILES per upload), for the upload form's own checks. */
    upload_max_mb: z.number(),
    upload_max_files: z.number().int(),
  }),
});
/** PUT user_upload_file/seen: the customer has seen the state changes of their papers. */
export const myTestPapersSeen = defineCall({
  method: 'PUT',
  path: '/api/v2/common/user_upload_file/seen',
  area: 'test-papers',
  summary: '시험지 상태 변경 확인 (ids가 없으면 내 시험지 전부)',
  body: TestPaperSeenBodySchema,
  reply: EmptyReplySchema,
});
/** POST user_upload_file/school_exam: an administrator makes a school exam (내신 시험) of an approved paper, its files attached. */
export const testPaperSchoolExam = defineCall({
  method: 'POST',
  path: '/api/v2/common/user_upload_file/school_exam',
  area: 'test-papers',
  summary: '승인된 시험지로 내신 시험 만들기 (school_id: 시험지에 목록의 학교가 없을 때 고른 학교)',
  body: TestPaperSchoolExamBodySchema,
  reply: z.object({ id: z.number().int(), school_subject_id: z.number().int() }),
});
