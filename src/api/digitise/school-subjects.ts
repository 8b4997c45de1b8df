/**
 * School subjects of the AI flow (spec section 3 "School subject", section 7 "AI exam flow": auto_school_subject
 * POST, PUT, GET, DELETE /{id}, auto_school_subject_list?type; issue 9 point 9). An AI school exam
 * (exam_subjects.auto_school_subject_id) names the school, grade, subject, semester, year, publisher and
 * textbook of the paper it was split from. The publisher and textbook pickers use the question bank's
 * school_subject/publisher and school_subject/textbook_subject calls, which count grade_id and detail only
 * for middle school (spec section 5).
 *
 * Everyone from level 1 reads them (the AI exam forms pick one); administrators (4+) write them. A school
 * subject an AI exam subject uses cannot be deleted (409).
 */
import { z } from 'zod';
import { PAGE_SIZE, SORT } from '../codes';
import { defineCall, EmptyReplySchema, IdSchema, intField, LIMITS, queryNumber, QueryIdSchema } from '../http';
import { LEVEL } from '../levels';
import { listReply, OptionalInt } from '../question-bank/common';
import { DetailText, GradeSchema, SchoolTypeSchema, SemesterSchema, SubjectTypeSchema, YearSchema } from '../question-bank/schools-textbooks';

/** Who may call them (route-level; the server's routes and the screens read this one declaration). */
export const AUTO_SCHOOL_SUBJECT_ACCESS = { read: { minLevel: LEVEL.aiReview }, write: { minLevel: LEVEL.adminExternal } } as const;

/** An optional reference: an id, or null to clear it. */
const OptionalRef = IdSchema.nullable().optional();

/** One AI-flow school subject with the names the list shows. */
export const AutoSchoolSubjectSchema = z.object({
  id: z.number().int(),
  school_id: z.number().int().nullable(),
  /** The school's name, when a school is set. */
  school_name: z.string().nullable(),
  /** 2 middle, 3 high. */
  school_type: z.number().int(),
  grade_id: z.number().int(),
  subject_type_id: z.number().int(),
  subject_detail_type_id: z.number().int().nullable(),
  subject_detail_name: z.string().nullable(),
  /** A middle-school volume such as '1-1', or other free text. */
  detail: z.string().nullable(),
  publisher_id: z.number().int().nullable(),
  publisher_name: z.string().nullable(),
  textbook_subject_id: z.number().int().nullable(),
  textbook_name: z.string().nullable(),
  /** 1-4 (SEMESTER). */
  semester: z.number().int(),
  year: z.number().int(),
  /** AI exam subjects that use it (a used one cannot be deleted). */
  exam_count: z.number().int(),
  create_time: z.string(),
  update_time: z.string(),
});
export type AutoSchoolSubject = z.infer<typeof AutoSchoolSubjectSchema>;

/** POST auto_school_subject. Referenced rows must exist and fit the school level and subject (400 naming the field). */
export const AutoSchoolSubjectCreateBodySchema = z.object({
  school_type: SchoolTypeSchema,
  grade_id: GradeSchema,
  subject_type_id: SubjectTypeSchema,
  subject_detail_type_id: OptionalRef,
  detail: DetailText,
  publisher_id: OptionalRef,
  /** The textbook; its publisher must be `publisher_id` when both are given (left out: the textbook's). */
  textbook_subject_id: OptionalRef,
  semester: SemesterSchema,
  year: YearSchema,
  /** Optional: a school subject may stand for every school of its level. */
  school_id: OptionalRef,
});
export type AutoSchoolSubjectCreateBody = z.input<typeof AutoSchoolSubjectCreateBodySchema>;

/** PUT auto_school_subject: the fields given change. */
export const AutoSchoolSubjectUpdateBodySchema = AutoSchoolSubjectCreateBodySchema.partial().extend({ id: IdSchema });
export type AutoSchoolSubjectUpdateBody = z.input<typeof AutoSchoolSubjectUpdateBodySchema>;

/** Columns the list sorts by. */
export const AUTO_SCHOOL_SUBJECT_SORT_KEYS = ['id', 'year', 'grade_id', 'semester', 'subject_type_id', 'school_name', 'update_time'] as const;

/** GET auto_school_subject_list?type: the school subjects of one school level, filtered, paged and sorted. */
export const AutoSchoolSubjectListQuerySchema = z.object({
  /** The school level (2 middle, 3 high). */
  type: queryNumber(SchoolTypeSchema),
  grade_id: OptionalInt,
  subject_type_id: OptionalInt,
  semester: OptionalInt,
  year: OptionalInt,
  /** Part of the school's name or of the detail. */
  name_search: z.string().trim().max(LIMITS.shortText).optional(),
  page: queryNumber(intField(1, 100_000).default(1)),
  size: queryNumber(intField(1, PAGE_SIZE.max).default(PAGE_SIZE.default)),
  sort_key: z.enum(AUTO_SCHOOL_SUBJECT_SORT_KEYS).optional(),
  sort: queryNumber(z.union([z.literal(SORT.asc), z.literal(SORT.desc)]).optional()),
});
export type AutoSchoolSubjectListQuery = z.input<typeof AutoSchoolSubjectListQuerySchema>;

export const createAutoSchoolSubject = defineCall({
  method: 'POST',
  path: '/api/v2/exam/auto_school_subject',
  area: 'digitise',
  summary: 'AI 학교 과목 만들기 (관리자)',
  body: AutoSchoolSubjectCreateBodySchema,
  reply: z.object({ id: z.number().int() }),
});
export const updateAutoSchoolSubject = defineCall({
  method: 'PUT',
  path: '/api/v2/exam/auto_school_subject',
  area: 'digitise',
  summary: 'AI 학교 과목 수정 (관리자)',
  body: AutoSchoolSubjectUpdateBodySchema,
  reply: z.object({ id: z.number().int() }),
});
export const getAutoSchoolSubject = defineCall({
  method: 'GET',
  path: '/api/v2/exam/auto_school_subject',
  area: 'digitise',
  summary: 'AI 학교 과목 하나',
  query: z.object({ id: QueryIdSchema }),
  reply: z.object({ data: AutoSchoolSubjectSchema }),
});
export const deleteAutoSchoolSubject = defineCall({
  method: 'DELETE',
  path: '/api/v2/exam/auto_school_subject/{id}',
  area: 'digitise',
  summary: 'AI 학교 과목 삭제 (관리자; AI 시험 과목이 쓰고 있으면 409)',
  params: z.object({ id: QueryIdSchema }),
  reply: EmptyReplySchema,
});
export const autoSchoolSubjectList = defineCall({
  method: 'GET',
  path: '/api/v2/exam/auto_school_subject_list',
  area: 'digitise',
  summary: 'AI 학교 과목 목록 (type=학교급 2 중학교·3 고등학교; 학년·과목·학기·연도·이름 검색, 페이지, 정렬)',
  query: AutoSchoolSubjectListQuerySchema,
  reply: listReply(AutoSchoolSubjectSchema),
});
