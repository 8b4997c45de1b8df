/**
 * School exams (내신 school_subjects) and the textbook hierarchy (spec sections 3 and 7): publisher >
 * textbook subject > content (대단원) > content_main (중단원) > content_sub (소단원), and the textbook exam
 * fields of an exam subject. Publisher and textbook queries follow spec section 5: grade_id and detail
 * count only for middle school (`textbookQuery` below, used by the server and by every form that picks a textbook).
 */
import { z } from 'zod';
import { codeField, defineCall, intField, LIMITS, queryNumber } from '../http';
import { DateText, IdParamsSchema, IdQuerySchema, IdReplySchema, IdSchema, QueryIdSchema, ListFilterSchema, listReply, NameText, OptionalInt, PageQuerySchema, SortQuerySchema } from './common';
import { GRADES, SCHOOL_TYPE, SEMESTER, SUBJECT_TYPE } from '../codes';

const codes = (table: Record<string, { code: number }>) => Object.values(table).map((e) => e.code);

/** 2 middle, 3 high (spec section 9). */
export const SchoolTypeSchema = codeField(codes(SCHOOL_TYPE), '학교급은 2(중학교) 또는 3(고등학교)입니다.');
/** Grades 1-3. */
export const GradeSchema = codeField(GRADES, '학년은 1~3입니다.');
/** 1 first mid, 2 first final, 3 second mid, 4 second final. */
export const SemesterSchema = codeField(codes(SEMESTER), '학기는 1~4(1학기 중간·기말, 2학기 중간·기말)입니다.');
/** Subject types 0-6 (SUBJECT_TYPE). */
export const SubjectTypeSchema = codeField(codes(SUBJECT_TYPE), '과목을 선택하세요.');
/** A school year as written on the exam. */
export const YearSchema = z.number().int().min(2000, '연도는 2000~2100입니다.').max(2100, '연도는 2000~2100입니다.');
/** A unit or exam name. */
const UnitName = NameText;
/** An optional search or filter text. */
const FilterText = z.string().trim().max(LIMITS.shortText).optional();
/** An optional reference: an id, or null to clear it. */
const OptionalRef = IdSchema.nullable().optional();
/** A short free-text detail (e.g. the middle-school volume '1-1'), or null. */
export const DetailText = z.string().trim().max(LIMITS.shortText).nullable().optional();
/** Position in a list (1-based): where to put an item among its siblings. */
export const IndexSchema = z.number().int().min(1, '순서는 1 이상입니다.').max(10_000);

/** Columns the school exam list sorts by (the sort arrow: spec section 9). */
export const SCHOOL_SUBJECT_SORT_KEYS = ['id', 'year', 'grade_id', 'semester', 'school_name', 'subject_type_id', 'publisher_name', 'update_time'] as const;
export type SchoolSubjectSortKey = (typeof SCHOOL_SUBJECT_SORT_KEYS)[number];

/** Filters, page and sort of a school exam list (school_type comes from the call: high or middle). */
export const SchoolSubjectListQuerySchema = PageQuerySchema.extend(ListFilterSchema.pick({ year: true, grade_id: true, semester: true, subject_type_id: true, name_search: true }).shape).extend({
  ...SortQuerySchema.shape,
  /** Part of the school's name. */
  name_search: FilterText,
  /** One of SCHOOL_SUBJECT_SORT_KEYS. */
  sort_key: z.enum(SCHOOL_SUBJECT_SORT_KEYS).optional(),
});
export type SchoolSubjectListQuery = z.input<typeof SchoolSubjectListQuerySchema>;

/** A school exam record with the names the list shows (spec section 3, School subject). */
export const SchoolSubjectSchema = z.object({
  id: z.number().int(),
  school_id: z.number().int().nullable(),
  /** The school's name (schools.school_name). */
  school_name: z.string().nullable(),
  region: z.string().nullable(),
  /** 2 middle, 3 high. */
  school_type: z.number().int(),
  grade_id: z.number().int(),
  subject_type_id: z.number().int(),
  /** The subject's name (subject_types.name). */
  subject_name: z.string().nullable(),
  subject_detail_type_id: z.number().int().nullable(),
  subject_detail_name: z.string().nullable(),
  detail: z.string().nullable(),
  publisher_id: z.number().int().nullable(),
  publisher_name: z.string().nullable(),
  textbook_subject_id: z.number().int().nullable(),
  textbook_name: z.string().nullable(),
  /** 1-4 (SEMESTER). */
  semester: z.number().int(),
  year: z.number().int(),
  /** Still being set up: listed by exam_all_temp/school_subject. */
  is_temp: z.boolean(),
  create_time: z.string(),
  update_time: z.string(),
});
export type SchoolSubject = z.infer<typeof SchoolSubjectSchema>;

/** Create a school exam record. */
export const SchoolSubjectCreateBodySchema = z.object({
  school_id: IdSchema,
  school_type: SchoolTypeSchema,
  grade_id: GradeSchema,
  subject_type_id: SubjectTypeSchema,
  subject_detail_type_id: OptionalRef,
  detail: DetailText,
  /** Left out when a textbook is given: the textbook's publisher is used. */
  publisher_id: OptionalRef,
  textbook_subject_id: OptionalRef,
  semester: SemesterSchema,
  year: YearSchema,
  is_temp: z.boolean().optional(),
});
export type SchoolSubjectCreateBody = z.input<typeof SchoolSubjectCreateBodySchema>;

/** Update a school exam record: the fields given change; the school level never does (the call names it). */
export const SchoolSubjectUpdateBodySchema = SchoolSubjectCreateBodySchema.omit({ school_type: true }).partial().extend({ id: IdSchema });
export type SchoolSubjectUpdateBody = z.input<typeof SchoolSubjectUpdateBodySchema>;

/** Temporary school exam records, optionally of one school level. */
export const TempSchoolSubjectQuerySchema = PageQuerySchema.extend({ school_type: OptionalInt });

/** A publisher. */
export const PublisherSchema = z.object({ id: z.number().int(), name: z.string(), index: z.number().int() });
export const PublisherListReplySchema = z.object({ data_list: z.array(PublisherSchema) });
/** Publishers with a textbook of a school level (all when left out). */
export const PublisherQuerySchema = z.object({ school_type: queryNumber(SchoolTypeSchema.optional()) });

/** Filters of the publisher and textbook pickers; grade_id and detail count only when school_type is 2. */
export const TextbookFilterSchema = z.object({
  school_type: queryNumber(SchoolTypeSchema),
  subject_type_id: OptionalInt,
  subject_detail_type_id: OptionalInt,
  grade_id: OptionalInt,
  detail: FilterText,
});
export const TextbookPublisherQuerySchema = TextbookFilterSchema;
export const TextbookSubjectQuerySchema = TextbookFilterSchema.extend({ publisher_id: QueryIdSchema });
export type TextbookFilter = z.output<typeof TextbookFilterSchema>;

/** A textbook of a publisher. */
export const TextbookSubjectSchema = z.object({
  id: z.number().int(),
  publisher_id: z.number().int(),
  name: z.string(),
  school_type: z.number().int(),
  subject_type_id: z.number().int(),
  subject_detail_type_id: z.number().int().nullable(),
  /** Middle school only. */
  grade_id: z.number().int().nullable(),
  /** Middle school only (e.g. the volume '1-1'). */
  detail: z.string().nullable(),
  /** 2015 or 2022. */
  curriculum: z.number().int(),
  index: z.number().int(),
});
export type TextbookSubject = z.infer<typeof TextbookSubjectSchema>;
export const TextbookSubjectListReplySchema = z.object({ data_list: z.array(TextbookSubjectSchema) });

/** One unit of the hierarchy: a name and its 1-based position among its siblings. */
const UnitSchema = z.object({ id: z.number().int(), name: z.string(), index: z.number().int() });
/** 대단원 of a textbook. */
export const TextbookContentSchema = UnitSchema.extend({ textbook_subject_id: z.number().int() });
/** 중단원 of a 대단원. */
export const TextbookContentMainSchema = UnitSchema.extend({ content_id: z.number().int() });
/** 소단원 of a 중단원. */
export const TextbookContentSubSchema = UnitSchema.extend({ content_main_id: z.number().int() });
/** Any unit, as the editor's columns see it. */
export type TextbookUnit = z.infer<typeof UnitSchema>;

/** A new unit: its name and, optionally, the position to insert it at (last when left out). */
const UnitCreateSchema = z.object({ name: UnitName, index: IndexSchema.optional() });
export const TextbookContentCreateBodySchema = UnitCreateSchema.extend({ textbook_subject_id: IdSchema });
export const TextbookContentMainCreateBodySchema = UnitCreateSchema.extend({ content_id: IdSchema });
export const TextbookContentSubCreateBodySchema = UnitCreateSchema.extend({ content_main_id: IdSchema });
/** Rename a unit and/or move it to another position. */
export const TextbookUnitUpdateBodySchema = z
  .object({ id: IdSchema, name: UnitName.optional(), index: IndexSchema.optional() })
  .refine((b) => b.name !== undefined || b.index !== undefined, { message: '이름 또는 순서를 입력하세요.', path: ['name'] });

/** The textbook exam fields of an exam subject of type 4 (EXAM_TYPE.textbook). */
export const TextbookExamBodySchema = z.object({
  id: IdSchema,
  textbook_subject_id: IdSchema.optional(),
  name: UnitName.optional(),
  grade_id: GradeSchema.optional(),
  detail: DetailText,
  /** ISO date or date-time; null clears it. */
  release_time: DateText.nullable().optional(),
  enter_price: intField(0, 100_000_000).optional(),
  class_price: intField(0, 100_000_000).optional(),
});
export type TextbookExamBody = z.input<typeof TextbookExamBodySchema>;

const exam = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string) => ({ method, path: `/api/v2/exam/${path}`, area: 'exam' });

/** GET school_subject_list: high-school (3) exam records, paginated and filtered. */
export const schoolSubjectList = defineCall({ ...exam('GET', 'school_subject_list'), summary: '고등학교 내신 시험 목록', query: SchoolSubjectListQuerySchema, reply: listReply(SchoolSubjectSchema) });
/** GET middle_school_subject_list: middle-school (2) exam records. */
export const middleSchoolSubjectList = defineCall({ ...exam('GET', 'middle_school_subject_list'), summary: '중학교 내신 시험 목록', query: SchoolSubjectListQuerySchema, reply: listReply(SchoolSubjectSchema) });
/** GET school_subject?id: one high-school record (404 for a middle-school one). */
export const schoolSubject = defineCall({ ...exam('GET', 'school_subject'), summary: '고등학교 내신 시험 조회', query: IdQuerySchema, reply: SchoolSubjectSchema });
/** GET middle_school_subject?id: one middle-school record. */
export const middleSchoolSubject = defineCall({ ...exam('GET', 'middle_school_subject'), summary: '중학교 내신 시험 조회', query: IdQuerySchema, reply: SchoolSubjectSchema });
/** POST school_subject: creates a record of either level (409 on the same school, grade, subject, semester and year). */
export const createSchoolSubject = defineCall({ ...exam('POST', 'school_subject'), summary: '내신 시험 생성', body: SchoolSubjectCreateBodySchema, reply: IdReplySchema });
/** PUT school_subject: updates a high-school record. */
export const updateSchoolSubject = defineCall({ ...exam('PUT', 'school_subject'), summary: '고등학교 내신 시험 수정', body: SchoolSubjectUpdateBodySchema, reply: IdReplySchema });
/** PUT middle_school_subject: updates a middle-school record. */
export const updateMiddleSchoolSubject = defineCall({ ...exam('PUT', 'middle_school_subject'), summary: '중학교 내신 시험 수정', body: SchoolSubjectUpdateBodySchema, reply: IdReplySchema });
/** DELETE school_subject/{id}: 409 while an exam subject of it has questions. */
export const deleteSchoolSubject = defineCall({ ...exam('DELETE', 'school_subject/{id}'), summary: '내신 시험 삭제', params: IdParamsSchema, reply: IdReplySchema });
/** GET exam_all_temp/school_subject: records still marked temporary. */
export const tempSchoolSubjects = defineCall({ ...exam('GET', 'exam_all_temp/school_subject'), summary: '임시 내신 시험 목록', query: TempSchoolSubjectQuerySchema, reply: listReply(SchoolSubjectSchema) });

/** GET publisher: publishers in their order. */
export const publisherList = defineCall({ ...exam('GET', 'publisher'), summary: '출판사 목록', query: PublisherQuerySchema, reply: PublisherListReplySchema });
/** GET school_subject/publisher: publishers with a matching textbook. */
export const textbookPublishers = defineCall({ ...exam('GET', 'school_subject/publisher'), summary: '교과서가 있는 출판사 목록', query: TextbookPublisherQuerySchema, reply: PublisherListReplySchema });
/** GET school_subject/textbook_subject: a publisher's matching textbooks. */
export const textbookSubjects = defineCall({ ...exam('GET', 'school_subject/textbook_subject'), summary: '출판사별 교과서 목록', query: TextbookSubjectQuerySchema, reply: TextbookSubjectListReplySchema });

/** GET textbook_content?textbook_subject_id: 대단원 by index. */
export const textbookContents = defineCall({
  ...exam('GET', 'textbook_content'),
  summary: '대단원 목록',
  query: z.object({ textbook_subject_id: QueryIdSchema }),
  reply: z.object({ data_list: z.array(TextbookContentSchema) }),
});
/** GET textbook_content_main?content_id: 중단원 by index. */
export const textbookContentMains = defineCall({
  ...exam('GET', 'textbook_content_main'),
  summary: '중단원 목록',
  query: z.object({ content_id: QueryIdSchema }),
  reply: z.object({ data_list: z.array(TextbookContentMainSchema) }),
});
/** GET textbook_content_sub?content_main_id: 소단원 by index. */
export const textbookContentSubs = defineCall({
  ...exam('GET', 'textbook_content_sub'),
  summary: '소단원 목록',
  query: z.object({ content_main_id: QueryIdSchema }),
  reply: z.object({ data_list: z.array(TextbookContentSubSchema) }),
});
/** POST textbook_content: adds a 대단원 (at `index`, or last). */
export const createTextbookContent = defineCall({ ...exam('POST', 'textbook_content'), summary: '대단원 추가', body: TextbookContentCreateBodySchema, reply: IdReplySchema });
/** POST textbook_content_main: adds a 중단원. */
export const createTextbookContentMain = defineCall({ ...exam('POST', 'textbook_content_main'), summary: '중단원 추가', body: TextbookContentMainCreateBodySchema, reply: IdReplySchema });
/** POST textbook_content_sub: adds a 소단원. */
export const createTextbookContentSub = defineCall({ ...exam('POST', 'textbook_content_sub'), summary: '소단원 추가', body: TextbookContentSubCreateBodySchema, reply: IdReplySchema });
/** PUT textbook_content: renames a 대단원 or moves it to `index` (siblings renumbered 1..n). */
export const updateTextbookContent = defineCall({ ...exam('PUT', 'textbook_content'), summary: '대단원 수정', body: TextbookUnitUpdateBodySchema, reply: IdReplySchema });
/** PUT textbook_content_main: renames or moves a 중단원. */
export const updateTextbookContentMain = defineCall({ ...exam('PUT', 'textbook_content_main'), summary: '중단원 수정', body: TextbookUnitUpdateBodySchema, reply: IdReplySchema });
/** PUT textbook_content_sub: renames or moves a 소단원. */
export const updateTextbookContentSub = defineCall({ ...exam('PUT', 'textbook_content_sub'), summary: '소단원 수정', body: TextbookUnitUpdateBodySchema, reply: IdReplySchema });
/** DELETE textbook_content/{id}: deletes a 대단원 with its 중단원 and 소단원. */
export const deleteTextbookContent = defineCall({ ...exam('DELETE', 'textbook_content/{id}'), summary: '대단원 삭제', params: IdParamsSchema, reply: IdReplySchema });
/** DELETE textbook_content_main/{id}: deletes a 중단원 with its 소단원. */
export const deleteTextbookContentMain = defineCall({ ...exam('DELETE', 'textbook_content_main/{id}'), summary: '중단원 삭제', params: IdParamsSchema, reply: IdReplySchema });
/** DELETE textbook_content_sub/{id}: deletes a 소단원. */
export const deleteTextbookContentSub = defineCall({ ...exam('DELETE', 'textbook_content_sub/{id}'), summary: '소단원 삭제', params: IdParamsSchema, reply: IdReplySchema });

/** PUT textbook_exam: the textbook fields of a textbook exam subject (404 for any other kind). */
export const updateTextbookExam = defineCall({ ...exam('PUT', 'textbook_exam'), summary: '교과서 시험 수정', body: TextbookExamBodySchema, reply: IdReplySchema });

/** Spec section 5: publisher and textbook-subject queries add grade_id and detail only for middle school. */
export function textbookQuery<T extends { school_type: number; grade_id?: number | null; detail?: string | null }>(q: T) {
  const { grade_id, detail, ...rest } = q;
  return q.school_type === SCHOOL_TYPE.middle.code ? { ...rest, grade_id: grade_id ?? undefined, detail: detail ?? undefined } : rest;
}
