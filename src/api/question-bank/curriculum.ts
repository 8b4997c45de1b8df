/**
 * Curriculum calls of the question bank (spec section 7, Subjects and Common): the chapter trees of the
 * 2015 and 2022 curricula, question-type and other categories, textbook problem titles, literary works,
 * the subject-master and the middle and high school lists. Category lists are flat rows with parent_id,
 * depth and order so the client builds the tree (spec section 3, Category).
 */
import { z } from 'zod';
import { defineCall, intField, LIMITS, queryNumber, QueryIdSchema } from '../http';
import { IdReplySchema, listReply, NameText, PageQuerySchema } from './common';

/** An optional integer filter from min to max (blank means not given). */
const optionalIntIn = (min: number, max: number) => queryNumber(intField(min, max).optional());
const optionalId = queryNumber(intField(0).optional());
/** An optional search text. */
const Search = z.string().trim().max(LIMITS.shortText).optional();

/** The curricula categories follow: 2015 or 2022. */
export const CurriculumSchema = z.union([z.literal(2015), z.literal(2022)]);
/** The kinds of category rows. */
export const CategoryKindSchema = z.enum(['chapter', 'type', 'other', 'textbook_problem_title']);
export type CategoryKind = z.infer<typeof CategoryKindSchema>;

/** Spec section 5, "Category filtering depends on the exam's grade, subject and detail": every filter is optional. */
export const CategoryFilterQuerySchema = z.object({
  /** Subject type (spec section 9: 1 국어, 2 영어, 3 수학, 4 사회, 5 과학, 6 한국사, 0 기타). */
  subject_type_id: optionalIntIn(0, 99),
  /** Subject detail: categories of that detail and those for every detail (null) match. */
  subject_detail_type_id: optionalId,
  /** Grade 1-3: categories listing the grade and those for every grade (empty grade_list) match. */
  grade_id: optionalIntIn(1, 3),
  /** 2 middle, 3 high. */
  school_type: optionalIntIn(2, 3),
});
export type CategoryFilterQuery = z.infer<typeof CategoryFilterQuerySchema>;

/** The same filters with the curriculum to choose from (when left out, both curricula are listed). */
export const CurriculumCategoryQuerySchema = CategoryFilterQuerySchema.extend({
  curriculum: queryNumber(CurriculumSchema.optional()),
});
export type CurriculumCategoryQuery = z.infer<typeof CurriculumCategoryQuerySchema>;

/** sub-category: the parent whose children are listed. */
export const SubCategoryQuerySchema = z.object({ parent_id: QueryIdSchema });

/** One category row (spec section 3, Category). */
export const CategorySchema = z.object({
  id: z.number().int(),
  /** The parent category; null for a main unit (depth 1). */
  parent_id: z.number().int().nullable(),
  kind: CategoryKindSchema,
  curriculum: z.number().int(),
  subject_type_id: z.number().int(),
  /** null: the category applies to every detail of the subject. */
  subject_detail_type_id: z.number().int().nullable(),
  /** Grades the category applies to; empty: every grade. */
  grade_list: z.array(z.number().int()),
  school_type: z.number().int(),
  name: z.string(),
  /** 1 main unit, 2 middle unit, 3 small unit. */
  depth: z.number().int(),
  /** Position among its siblings. */
  order: z.number().int(),
});
export type Category = z.infer<typeof CategorySchema>;

/** A flat, unpaginated category list ordered by depth, order and id; the client builds the tree. */
export const CategoryListReplySchema = z.object({ data_list: z.array(CategorySchema), total: z.number().int() });

/** A literary work referenced by 국어 questions. */
export const LiteratureSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  author: z.string(),
  /** 현대시, 현대소설, 고전시가, 고전소설, 수필, 극 ... */
  genre: z.string(),
  create_time: z.string(),
});
export type Literature = z.infer<typeof LiteratureSchema>;

export const LiteratureQuerySchema = PageQuerySchema.extend({
  /** Part of the work's name or author. */
  search: Search,
});

export const LiteratureCreateBodySchema = z.object({
  name: NameText,
  /** The author; empty when unknown (작자 미상 is written out). */
  author: z.string().trim().max(100, '작가는 100자 이하로 입력하세요.').default(''),
  /** The genre (갈래): 현대시, 현대소설, 고전시가, 고전소설, 수필, 극 ... */
  genre: z.string().trim().max(50, '갈래는 50자 이하로 입력하세요.').default(''),
});

/** A subject detail (e.g. 수학 > 미적분) of the subject-master. */
export const SubjectDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** e.g. MATH_CALC, KOR_LIT, ENG1: the exam subject's subject_code_name; ENG... skips the type check. */
  code: z.string(),
  /** 2 middle, 3 high. */
  school_type: z.number().int(),
  /** 2015 or 2022. */
  curriculum: z.number().int(),
  order: z.number().int(),
});
export type SubjectDetail = z.infer<typeof SubjectDetailSchema>;

/** A subject type with its details. */
export const SubjectMasterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  order: z.number().int(),
  details: z.array(SubjectDetailSchema),
});
export type SubjectMaster = z.infer<typeof SubjectMasterSchema>;

/** Optional narrowing of the details listed (every subject type is always listed). */
export const SubjectMasterQuerySchema = z.object({
  school_type: optionalIntIn(2, 3),
  curriculum: queryNumber(CurriculumSchema.optional()),
});
export const SubjectMasterReplySchema = z.object({ data_list: z.array(SubjectMasterSchema) });

/** A school of the middle or high school list. */
export const SchoolSchema = z.object({
  id: z.number().int(),
  school_name: z.string(),
  /** Region short name (서울, 경기, ...). */
  region: z.string(),
  school_type: z.number().int(),
});
export type School = z.infer<typeof SchoolSchema>;

export const SchoolQuerySchema = PageQuerySchema.extend({
  /** Part of the school name. */
  search: Search,
  /** Region short name (서울, 경기, ...), exact. */
  region: Search,
});

/** GET subject/category/-1: the 2015-curriculum chapter tree. */
export const category2015 = defineCall({
  method: 'GET',
  path: '/api/v2/subject/category/-1',
  area: 'exam',
  summary: '2015 교육과정 단원 목록',
  query: CategoryFilterQuerySchema,
  reply: CategoryListReplySchema,
});
/** GET subject/category_2022: the 2022-curriculum chapter tree. */
export const category2022 = defineCall({
  method: 'GET',
  path: '/api/v2/subject/category_2022',
  area: 'exam',
  summary: '2022 교육과정 단원 목록',
  query: CategoryFilterQuerySchema,
  reply: CategoryListReplySchema,
});
/** GET subject/main-category: the main units (depth 1) of the chapter trees. */
export const mainCategory = defineCall({
  method: 'GET',
  path: '/api/v2/subject/main-category',
  area: 'exam',
  summary: '대단원 목록',
  query: CurriculumCategoryQuerySchema,
  reply: CategoryListReplySchema,
});
/** GET subject/sub-category: the children of a category. */
export const subCategory = defineCall({
  method: 'GET',
  path: '/api/v2/subject/sub-category',
  area: 'exam',
  summary: '하위 분류 목록',
  query: SubCategoryQuerySchema,
  reply: CategoryListReplySchema,
});
/** GET subject/category2: the question-type categories (문제유형). */
export const category2 = defineCall({
  method: 'GET',
  path: '/api/v2/subject/category2',
  area: 'exam',
  summary: '문제유형 목록',
  query: CurriculumCategoryQuerySchema,
  reply: CategoryListReplySchema,
});
/** GET subject/other_category: other categories (서술형, 수행평가, 고난도 ...). */
export const otherCategory = defineCall({
  method: 'GET',
  path: '/api/v2/subject/other_category',
  area: 'exam',
  summary: '기타 분류 목록',
  query: CurriculumCategoryQuerySchema,
  reply: CategoryListReplySchema,
});
/** GET subject/literature: literary works, searched by name or author. */
export const literatureList = defineCall({
  method: 'GET',
  path: '/api/v2/subject/literature',
  area: 'exam',
  summary: '문학 작품 목록',
  query: LiteratureQuerySchema,
  reply: listReply(LiteratureSchema),
});
/** GET subject/textbook_problem_title: textbook problem titles (개념 확인, 기본 문제 ...). */
export const textbookProblemTitle = defineCall({
  method: 'GET',
  path: '/api/v2/subject/textbook_problem_title',
  area: 'exam',
  summary: '교과서 문제 제목 목록',
  query: CurriculumCategoryQuerySchema,
  reply: CategoryListReplySchema,
});
/** GET common/subject-master: subject types with their details. */
export const subjectMaster = defineCall({
  method: 'GET',
  path: '/api/v2/common/subject-master',
  area: 'exam',
  summary: '과목 마스터',
  query: SubjectMasterQuerySchema,
  reply: SubjectMasterReplySchema,
});
/** GET common/middle_school_info: the middle school list. */
export const middleSchoolInfo = defineCall({
  method: 'GET',
  path: '/api/v2/common/middle_school_info',
  area: 'exam',
  summary: '중학교 목록',
  query: SchoolQuerySchema,
  reply: listReply(SchoolSchema),
});
/** GET common/high_school_info: the high school list. */
export const highSchoolInfo = defineCall({
  method: 'GET',
  path: '/api/v2/common/high_school_info',
  area: 'exam',
  summary: '고등학교 목록',
  query: SchoolQuerySchema,
  reply: listReply(SchoolSchema),
});
/** POST exam/literature: adds a literary work; 409 when the same name and author exist. */
export const literatureCreate = defineCall({
  method: 'POST',
  path: '/api/v2/exam/literature',
  area: 'exam',
  summary: '문학 작품 등록',
  body: LiteratureCreateBodySchema,
  reply: IdReplySchema,
});
