/**
 * Files of the question bank (spec section 7, Files): the paper and answer sheet of an exam subject or a
 * school subject, a textbook exam's paper, the English listening file, page images, downloads, and the
 * check of which files an exam subject has.
 *
 * Uploads are multipart/form-data, which the route's JSON body schema cannot parse: those calls declare no
 * `body`, name their form fields in the summary, and the server validates the text fields with the
 * `...FieldsSchema` schemas below (400 naming `body.<field>`, like any body). Every file part is named `file`.
 */
import { z } from 'zod';
import { defineCall, IdSchema, QueryIdSchema } from '../http';
import { IdParamsSchema, IdReplySchema } from './common';

/** `exam_files.type`: the paper, the answer sheet, the English listening file, a page image, a textbook exam paper. */
export const EXAM_FILE_TYPES = ['exam', 'answer', 'english', 'png', 'textbook'] as const;
export type ExamFileType = (typeof EXAM_FILE_TYPES)[number];

/** The two documents an exam or school subject has (the `type` field of exam_subject_file and school_subject_file). */
export const DOCUMENT_TYPES = ['exam', 'answer'] as const;


/** An id sent as a form field (a string of digits). */
const FormIdSchema = z
  .string({ error: 'id를 보내세요.' })
  .trim()
  .regex(/^\d{1,10}$/, 'id는 양의 정수여야 합니다.')
  .transform(Number)
  .pipe(IdSchema);

/** One stored file (a row of exam_files). The storage key stays on the server. */
export const ExamFileSchema = z.object({
  /** The file's id: what download and page deletion take. */
  id: z.number().int(),
  /** The exam subject it belongs to (null for a school subject's file). */
  exam_subject_id: z.number().int().nullable(),
  /** The school subject it belongs to (null for an exam subject's file). */
  school_subject_id: z.number().int().nullable(),
  /** exam | answer | english | png | textbook. */
  type: z.enum(EXAM_FILE_TYPES),
  /** The name it was uploaded under (last path segment only), offered as the download name. */
  file_name: z.string(),
  /** The checked media type (e.g. application/pdf). */
  content_type: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** For page images: whether the page is to be divided into question images. */
  is_divide: z.boolean(),
  /** For page images: the page number (1, 2, ...); 0 for other files. */
  page: z.number().int(),
  /** Who uploaded it. */
  user_id: z.number().int().nullable(),
  /** When it was uploaded (ISO date-time). */
  create_time: z.string(),
});
export type ExamFile = z.infer<typeof ExamFileSchema>;

/** Form fields of PUT exam_subject_file and school_subject_file: the owner's id and which document. */
export const DocumentFieldsSchema = z.object({
  id: FormIdSchema,
  type: z.enum(DOCUMENT_TYPES, { error: "type은 'exam'(시험지) 또는 'answer'(답안지)여야 합니다." }),
});
/** Form fields of PUT textbook_exam_file and english_file: the exam subject's id. */
export const SubjectFieldsSchema = z.object({ id: FormIdSchema });
/**
 * Form fields of PUT exam_subject_file/png_file_list. `type` is the row type of page images and may be left
 * out; `is_divide` says whether the pages are to be divided into question images (default false).
 */
export const PngFieldsSchema = z.object({
  id: FormIdSchema,
  type: z.literal('png', { error: "type은 'png'여야 합니다." }).optional(),
  is_divide: z
    .enum(['true', 'false'], { error: "is_divide는 'true' 또는 'false'여야 합니다." })
    .default('false')
    .transform((v) => v === 'true'),
});

/** The reply of a single-file upload: the stored file. */
export const UploadReplySchema = ExamFileSchema;
/** The reply of a page upload: the added pages in page order. */
export const PngUploadReplySchema = z.object({ data_list: z.array(ExamFileSchema) });

/** DELETE exam_subject_file/png_file_list?id&file_id: one page of an exam subject. */
export const PngDeleteQuerySchema = z.object({
  /** The exam subject. */
  id: QueryIdSchema,
  /** The page image's file id. */
  file_id: QueryIdSchema,
});

/** POST exam_subject_file/download: the file's id (exam_files.id). */
export const DownloadBodySchema = z.object({ id: IdSchema });

/** Which files an exam subject has, so the editor knows what to show. */
export const CheckQuestionImageReplySchema = z.object({
  /** The exam subject. */
  id: z.number().int(),
  name: z.string(),
  /** Exam kind (4 is a textbook exam: it has a textbook paper). */
  type: z.number().int(),
  subject_type_id: z.number().int(),
  /** The school subject of a school exam, whose paper and answer sheet are listed below. */
  school_subject_id: z.number().int().nullable(),
  exam_file: ExamFileSchema.nullable(),
  answer_file: ExamFileSchema.nullable(),
  english_file: ExamFileSchema.nullable(),
  textbook_file: ExamFileSchema.nullable(),
  /** The school subject's paper and answer sheet (null without a school subject or file). */
  school_exam_file: ExamFileSchema.nullable(),
  school_answer_file: ExamFileSchema.nullable(),
  /** Page images in page order. */
  png_list: z.array(ExamFileSchema),
  /** Whether any page is to be divided into question images. */
  is_divide: z.boolean(),
  /** The largest accepted upload in MB (UPLOAD_MAX_MB), for the client-side check. */
  upload_max_mb: z.number(),
  /** The most files one upload request may carry (UPLOAD_MAX_FILES), for the client-side check of page images. */
  upload_max_files: z.number().int(),
});
export type CheckQuestionImageReply = z.infer<typeof CheckQuestionImageReplySchema>;

/** PUT /api/v2/exam/exam_subject_file: an exam subject's paper or answer sheet; replaces the previous one. */
export const examSubjectFile = defineCall({
  method: 'PUT',
  path: '/api/v2/exam/exam_subject_file',
  area: 'exam',
  summary: "시험 과목 시험지·답안지 업로드 (multipart/form-data: id=시험 과목 id, type='exam'|'answer', file=PDF·PNG·JPG 1개; 같은 종류의 이전 파일을 대체)",
  reply: UploadReplySchema,
});

/** PUT /api/v2/exam/textbook_exam_file: a textbook exam's paper; replaces the previous one. */
export const textbookExamFile = defineCall({
  method: 'PUT',
  path: '/api/v2/exam/textbook_exam_file',
  area: 'exam',
  summary: '교과서 시험지 업로드 (multipart/form-data: id=교과서 시험의 시험 과목 id, file=PDF·PNG·JPG 1개; 이전 파일을 대체)',
  reply: UploadReplySchema,
});

/** PUT /api/v2/exam/school_subject_file: a school subject's paper or answer sheet; replaces the previous one. */
export const schoolSubjectFile = defineCall({
  method: 'PUT',
  path: '/api/v2/exam/school_subject_file',
  area: 'exam',
  summary: "내신 과목 시험지·답안지 업로드 (multipart/form-data: id=내신 과목 id, type='exam'|'answer', file=PDF·PNG·JPG 1개; 같은 종류의 이전 파일을 대체)",
  reply: UploadReplySchema,
});

/** PUT /api/v2/exam/english_file: the English listening file of an exam subject; replaces the previous one. */
export const englishFile = defineCall({
  method: 'PUT',
  path: '/api/v2/exam/english_file',
  area: 'exam',
  summary: '영어 듣기 파일 업로드 (multipart/form-data: id=시험 과목 id, file=MP3·M4A·WAV 1개; 이전 파일을 대체)',
  reply: UploadReplySchema,
});

/** PUT /api/v2/exam/exam_subject_file/png_file_list: page images appended after the existing pages. */
export const pngFileListUpload = defineCall({
  method: 'PUT',
  path: '/api/v2/exam/exam_subject_file/png_file_list',
  area: 'exam',
  summary: "페이지 이미지 추가 (multipart/form-data: id=시험 과목 id, type='png'(생략 가능), is_divide='true'|'false', file=PNG 1~UPLOAD_MAX_FILES개(기본 10); 보낸 순서대로 마지막 페이지 뒤에 붙음)",
  reply: PngUploadReplySchema,
});

/** DELETE /api/v2/exam/exam_subject_file/png_file_list?id&file_id: one page image, stored file included. */
export const pngFileListDelete = defineCall({
  method: 'DELETE',
  path: '/api/v2/exam/exam_subject_file/png_file_list',
  area: 'exam',
  summary: '페이지 이미지 한 장 삭제 (id=시험 과목 id, file_id=파일 id; 다른 페이지 번호는 그대로)',
  query: PngDeleteQuerySchema,
  reply: IdReplySchema,
});

/** POST /api/v2/exam/exam_subject_file/download: the file itself, as an attachment. */
export const examFileDownload = defineCall({
  method: 'POST',
  path: '/api/v2/exam/exam_subject_file/download',
  area: 'exam',
  summary: '시험 파일 내려받기 (id=파일 id; 파일 본문으로 응답)',
  body: DownloadBodySchema,
  reply: z.unknown(),
  replyKind: 'binary',
});

/** GET /api/v2/exam/check_question_image/{id}: which files an exam subject has. */
export const checkQuestionImage = defineCall({
  method: 'GET',
  path: '/api/v2/exam/check_question_image/{id}',
  area: 'exam',
  summary: '시험 과목의 파일 현황 (시험지, 답안지, 듣기 파일, 교과서 시험지, 내신 파일, 페이지 이미지)',
  params: IdParamsSchema,
  reply: CheckQuestionImageReplySchema,
});
