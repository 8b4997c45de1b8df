/**
 * The divided images of an AI exam subject (spec section 7 "AI exam flow": divided_image/*, question_all_image/png;
 * issue 9 points 2, 5 and 6): the splitting job and its progress, the rendered pages, the boxes the splitter
 * made (one per question part, shared passage and choice, in PDF points from the top-left of the page), the
 * box editor's changes, and the crops cut from the page renders.
 */
import { z } from 'zod';
import { SPLIT_JOB_STATE } from '../../machines/split-job.machine';
import { defineCall, IdSchema, intField, LIMITS, queryNumber, QueryIdSchema } from '../http';

/** What a box is of. */
export const BOX_KINDS = ['question', 'passage', 'choice'] as const;
export const BoxKindSchema = z.enum(BOX_KINDS);
/** Korean names of the box kinds, for the editor. */
export const BOX_KIND_LABELS: Record<(typeof BOX_KINDS)[number], string> = { question: '문항', passage: '공통 지문', choice: '선택지' };

/** The largest page side in points (A0 is 3370 pt): bounds every coordinate. */
export const MAX_PAGE_POINTS = 5000;
/** The most boxes one exam subject may hold (a 20-page paper has about 400). */
export const MAX_BOXES = 3000;

const Coordinate = z.number().min(0).max(MAX_PAGE_POINTS);
/** [x0, y0, x1, y1] in PDF points from the top-left corner; x0 < x1 and y0 < y1. */
export const BoxSchema = z
  .tuple([Coordinate, Coordinate, Coordinate, Coordinate])
  .refine(([x0, y0, x1, y1]) => x1 > x0 && y1 > y0, { message: '상자의 오른쪽 아래가 왼쪽 위보다 커야 합니다.' });

/** A stored box (divided image). */
export const DividedImageSchema = z.object({
  id: z.number().int(),
  kind: BoxKindSchema,
  /** As printed: "7"; a passage "16-17"; a choice "7.3". */
  number: z.string(),
  /** "common" or the elective's name as printed. */
  section: z.string(),
  /** 1, 2, ... when a question runs on across a column or page. */
  part: z.number().int(),
  page: z.number().int(),
  box: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  /** The question the box belongs to (question and choice boxes), once linked. */
  question_id: z.number().int().nullable(),
  /** Made by the splitter (true) or changed by a person (false). */
  auto: z.boolean(),
});
export type DividedImage = z.infer<typeof DividedImageSchema>;

/** A rendered page of the paper. */
export const SplitPageSchema = z.object({ page: z.number().int(), width: z.number(), height: z.number() });

/** The splitting job of the exam subject, for the progress bar. */
export const SplitJobSchema = z.object({
  id: z.number().int(),
  /** SPLIT_JOB_STATE code: 0 waiting, 1 splitting, 2 done, 3 failed. */
  state: z.number().int(),
  state_label: z.string(),
  pages_total: z.number().int(),
  pages_done: z.number().int(),
  /** Why it failed (Korean), when it did. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  file_name: z.string(),
  create_time: z.string(),
  finished_time: z.string().nullable(),
});
export type SplitJob = z.infer<typeof SplitJobSchema>;
/** The job state codes, for the screens. */
export const SPLIT_JOB_CODES = SPLIT_JOB_STATE;

/** A question of the exam subject as the editor lists it: its number as printed and whether it has boxes. */
export const SplitQuestionSchema = z.object({
  question_id: z.number().int(),
  question_index: z.number().int(),
  number: z.string(),
  section: z.string(),
  /** Whether the signed-in user has seen it (question_visited). */
  visited: z.boolean(),
  /** Open split-error reports on it. */
  open_reports: z.number().int(),
});

/** GET divided_image/state?exam_subject_id */
export const DividedStateQuerySchema = z.object({ exam_subject_id: QueryIdSchema });
export const DividedStateReplySchema = z.object({
  job: SplitJobSchema.nullable(),
  pages: z.array(SplitPageSchema),
  boxes: z.array(DividedImageSchema),
  questions: z.array(SplitQuestionSchema),
});
export type DividedStateReply = z.infer<typeof DividedStateReplySchema>;

export const divideState = defineCall({
  method: 'GET',
  path: '/api/v2/exam/divided_image/state',
  area: 'digitise',
  summary: '분할 상태: 분할 작업(진행률), 페이지, 모든 상자, 문항 목록',
  query: DividedStateQuerySchema,
  reply: DividedStateReplySchema,
});

/** One box as the editor sends it: `id` of a kept box, none for a new one. */
export const ModifiedBoxSchema = z.object({
  id: IdSchema.optional(),
  kind: BoxKindSchema,
  number: z.string().trim().min(1).max(20),
  section: z.string().trim().min(1).max(LIMITS.shortText),
  part: intField(1, 20),
  page: intField(1, 1000),
  box: BoxSchema,
});
/** POST divided_image/modify: the whole new set of boxes of the exam subject (boxes left out are deleted). */
export const DivideModifyBodySchema = z.object({ exam_subject_id: IdSchema, boxes: z.array(ModifiedBoxSchema).max(MAX_BOXES) });
export const divideModify = defineCall({
  method: 'POST',
  path: '/api/v2/exam/divided_image/modify',
  area: 'digitise',
  summary: '분할 상자 저장: 상자 전체 목록(빠진 상자는 삭제), 바뀐 상자의 이미지를 다시 자름',
  body: DivideModifyBodySchema,
  reply: DividedStateReplySchema,
});

/** What a paper may be: one PDF, or PNG/JPG page images (checked by their bytes and by decoding). */
export const DIVIDE_MEDIA = ['application/pdf', 'image/png', 'image/jpeg'] as const;

/** The multipart fields of divided_image/reset with a paper. */
export const DivideResetFormSchema = z.object({ exam_subject_id: QueryIdSchema });
/** divided_image/reset without a paper, as JSON: split the stored paper again (also how a failed job is retried). */
export const DivideResetBodySchema = z.object({ exam_subject_id: IdSchema });

/**
 * POST divided_image/reset. With a paper (multipart/form-data: exam_subject_id, file = one PDF or PNG/JPG page
 * images in page order) the paper is replaced and a new splitting job starts; without one (JSON
 * `{ exam_subject_id }`) the stored paper is split again: a failed job is retried (RETRY), a done one restarted
 * (RESTART). Either way every box, the hand-made ones included, is replaced by the splitter's when it finishes.
 * 409 while the subject's job is still waiting or splitting.
 */
export const divideReset = defineCall({
  method: 'POST',
  path: '/api/v2/exam/divided_image/reset',
  area: 'digitise',
  summary: '시험지 올리기·다시 분할 (multipart/form-data: exam_subject_id, file=PDF 1개 또는 PNG·JPG 페이지 이미지 여러 개; 파일 없이 다시 분할·재시도는 JSON {exam_subject_id}); 분할 작업을 시작',
  reply: z.object({ job: SplitJobSchema }),
});

/** A crop of a box, as a PNG data URL. */
export const CropSchema = z.object({
  id: z.number().int(),
  kind: BoxKindSchema,
  number: z.string(),
  part: z.number().int(),
  page: z.number().int(),
  box: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  /** data:image/png;base64,... */
  image: z.string(),
});
export type Crop = z.infer<typeof CropSchema>;

/** Which question: its exam subject, its number as printed and its section ("common" when omitted). */
export const QuestionImageBodySchema = z.object({
  exam_subject_id: IdSchema,
  question_number: z.string().trim().min(1).max(20),
  section: z.string().trim().min(1).max(LIMITS.shortText).optional(),
});
export const CropsReplySchema = z.object({ images: z.array(CropSchema) });

export const getQuestionImage = defineCall({
  method: 'POST',
  path: '/api/v2/exam/divided_image/get_q_image',
  area: 'digitise',
  summary: '문항 이미지 (문항이 여러 단·페이지에 걸치면 부분마다 한 장)',
  body: QuestionImageBodySchema,
  reply: CropsReplySchema,
});
export const getChoiceImages = defineCall({
  method: 'POST',
  path: '/api/v2/exam/divided_image/get_c_images',
  area: 'digitise',
  summary: '문항의 선택지 ①-⑤ 이미지',
  body: QuestionImageBodySchema,
  reply: CropsReplySchema,
});
export const getPassageImage = defineCall({
  method: 'POST',
  path: '/api/v2/exam/divided_image/get_s_image',
  area: 'digitise',
  summary: '문항이 딸린 공통 지문([16～17] 등) 이미지',
  body: QuestionImageBodySchema,
  reply: CropsReplySchema,
});

/** GET question_all_image/png?exam_subject_id&question_number[&section][&page]: the page render (PNG). */
export const PageImageQuerySchema = z.object({
  exam_subject_id: QueryIdSchema,
  /** The page where this question starts; or `page` directly. */
  question_number: z.string().trim().min(1).max(20).optional(),
  section: z.string().trim().min(1).max(LIMITS.shortText).optional(),
  page: queryNumber(intField(1, 1000)).optional(),
});
export const questionAllImagePng = defineCall({
  method: 'GET',
  path: '/api/v2/exam/question_all_image/png',
  area: 'digitise',
  summary: '문항이 있는 페이지 전체 이미지(PNG) (question_number 대신 page로 페이지 지정 가능)',
  query: PageImageQuerySchema,
  reply: z.unknown(),
  replyKind: 'binary',
});
