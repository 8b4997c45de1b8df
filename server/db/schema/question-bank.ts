/**
 * The question bank (spec section 3): exams and exam subjects of every kind, questions with their choices,
 * heads, comments and samples, staging exams, school subjects, the textbook hierarchy, curriculum
 * categories, subjects and schools, and the files behind them. Column names are the spec's field names.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';

const created = () => timestamp('create_time', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('update_time', { withTimezone: true }).notNull().defaultNow();

/** Subject types (국어 1, 영어 2, 수학 3, 사회 4, 과학 5, 한국사 6, 기타 0): the subject-master. */
export const subjectTypes = pgTable('subject_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  order: integer('order').notNull().default(0),
});

/** Subject details under a type (e.g. 수학 > 미적분), with the code whose prefix drives rules (ENG...). */
export const subjectDetailTypes = pgTable(
  'subject_detail_types',
  {
    id: integer('id').primaryKey(),
    subject_type_id: integer('subject_type_id')
      .notNull()
      .references(() => subjectTypes.id),
    name: text('name').notNull(),
    /** e.g. MATH_CALC, KOR_LIT, ENG_1: `subject_code_name` of exam subjects. */
    code: text('code').notNull().unique(),
    /** 2 middle, 3 high. */
    school_type: integer('school_type').notNull(),
    /** 2015 or 2022 curriculum. */
    curriculum: integer('curriculum').notNull(),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('subject_detail_types_type_idx').on(t.subject_type_id)],
);

/**
 * Curriculum trees: chapters (category/-1, category_2022, main-category, sub-category), question types
 * (category2), other categories, and textbook problem titles. `depth` 1 is the main unit.
 */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parent_id: integer('parent_id'),
    /** chapter | type | other | textbook_problem_title */
    kind: text('kind').notNull(),
    curriculum: integer('curriculum').notNull(),
    subject_type_id: integer('subject_type_id').notNull(),
    subject_detail_type_id: integer('subject_detail_type_id'),
    /** Grades the category applies to (e.g. [1] or [2,3]). */
    grade_list: jsonb('grade_list').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    school_type: integer('school_type').notNull(),
    name: text('name').notNull(),
    depth: integer('depth').notNull().default(1),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('categories_lookup_idx').on(t.kind, t.curriculum, t.subject_type_id, t.subject_detail_type_id), index('categories_parent_idx').on(t.parent_id)],
);

/** Literary works referenced by 국어 questions. */
export const literature = pgTable('literature', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  author: text('author').notNull().default(''),
  /** 현대시, 현대소설, 고전시가, 고전산문, 수필, 극 ... */
  genre: text('genre').notNull().default(''),
  create_time: created(),
});

/** School lists (middle_school_info, high_school_info). */
export const schools = pgTable(
  'schools',
  {
    id: serial('id').primaryKey(),
    school_type: integer('school_type').notNull(),
    school_name: text('school_name').notNull(),
    region: text('region').notNull().default(''),
  },
  (t) => [uniqueIndex('schools_type_name_key').on(t.school_type, t.school_name)],
);

/** Textbook publishers. */
export const publishers = pgTable('publishers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  index: integer('index').notNull().default(0),
});

/** A textbook of a publisher for a subject (and, in middle school, a grade and detail). */
export const textbookSubjects = pgTable(
  'textbook_subjects',
  {
    id: serial('id').primaryKey(),
    publisher_id: integer('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    school_type: integer('school_type').notNull(),
    subject_type_id: integer('subject_type_id').notNull(),
    subject_detail_type_id: integer('subject_detail_type_id'),
    grade_id: integer('grade_id'),
    detail: text('detail'),
    curriculum: integer('curriculum').notNull().default(2022),
    index: integer('index').notNull().default(0),
  },
  (t) => [index('textbook_subjects_publisher_idx').on(t.publisher_id)],
);

/** 대단원 (content, main). */
export const textbookContents = pgTable('textbook_contents', {
  id: serial('id').primaryKey(),
  textbook_subject_id: integer('textbook_subject_id')
    .notNull()
    .references(() => textbookSubjects.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  index: integer('index').notNull().default(0),
});

/** 중단원 (content_main, middle). */
export const textbookContentMains = pgTable('textbook_content_mains', {
  id: serial('id').primaryKey(),
  content_id: integer('content_id')
    .notNull()
    .references(() => textbookContents.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  index: integer('index').notNull().default(0),
});

/** 소단원 (content_sub). */
export const textbookContentSubs = pgTable('textbook_content_subs', {
  id: serial('id').primaryKey(),
  content_main_id: integer('content_main_id')
    .notNull()
    .references(() => textbookContentMains.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  index: integer('index').notNull().default(0),
});

/** An exam event (e.g. 2025학년도 6월 모의평가 고3) that exam subjects belong to. */
export const exams = pgTable(
  'exams',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Exam kind: see EXAM_TYPE in src/features/question-bank/question-bank.rules.ts. */
    type: integer('type').notNull(),
    school_type: integer('school_type').notNull(),
    grade_id: integer('grade_id').notNull(),
    year: integer('year').notNull(),
    /** The date the exam was sat or published. */
    release_time: timestamp('release_time', { mode: 'string' }),
    /** A temporary exam is still being set up and is not listed with the others (exam_all_temp). */
    is_temp: boolean('is_temp').notNull().default(false),
    create_time: created(),
    update_time: updated(),
  },
  (t) => [index('exams_year_type_idx').on(t.year, t.type)],
);

/** School exam records (내신): one per school, grade, subject, semester and year; school_type 2 middle, 3 high. */
export const schoolSubjects = pgTable(
  'school_subjects',
  {
    id: serial('id').primaryKey(),
    school_id: integer('school_id').references(() => schools.id),
    school_type: integer('school_type').notNull(),
    grade_id: integer('grade_id').notNull(),
    subject_type_id: integer('subject_type_id').notNull(),
    subject_detail_type_id: integer('subject_detail_type_id'),
    detail: text('detail'),
    publisher_id: integer('publisher_id').references(() => publishers.id),
    textbook_subject_id: integer('textbook_subject_id').references(() => textbookSubjects.id),
    /** 1 first mid, 2 first final, 3 second mid, 4 second final. */
    semester: integer('semester').notNull(),
    year: integer('year').notNull(),
    is_temp: boolean('is_temp').notNull().default(false),
    create_time: created(),
    update_time: updated(),
  },
  (t) => [index('school_subjects_lookup_idx').on(t.school_type, t.year, t.grade_id)],
);

/** The unit of work of the question bank (spec "Exam subject / exam list entry"). */
export const examSubjects = pgTable(
  'exam_subjects',
  {
    id: serial('id').primaryKey(),
    exam_id: integer('exam_id').references(() => exams.id, { onDelete: 'cascade' }),
    school_subject_id: integer('school_subject_id').references(() => schoolSubjects.id, { onDelete: 'cascade' }),
    textbook_subject_id: integer('textbook_subject_id').references(() => textbookSubjects.id),
    name: text('name').notNull(),
    test_name: text('test_name').notNull().default(''),
    school_type: integer('school_type').notNull(),
    grade_id: integer('grade_id').notNull(),
    subject_type_id: integer('subject_type_id').notNull(),
    subject_detail_type_id: integer('subject_detail_type_id'),
    subject_code_name: text('subject_code_name').notNull().default(''),
    /** Exam kind, as the exam's. */
    type: integer('type').notNull(),
    year: integer('year').notNull(),
    semester: integer('semester'),
    /** Lifecycle state 0-4 (src/machines/exam-subject.machine.ts). */
    state: integer('state').notNull().default(2),
    /** Reviewer state (src/machines/admin-check.machine.ts). */
    admin_check: integer('admin_check').notNull().default(0),
    /** The enterer (writer) the exam is assigned to. */
    user_id: integer('user_id').references(() => users.id),
    /** The reviewer. */
    admin_id: integer('admin_id').references(() => users.id),
    /** The classifier (types/chapters). */
    teacher_id: integer('teacher_id').references(() => users.id),
    /** Who created the record. */
    admin_user: integer('admin_user').references(() => users.id),
    enter_price: integer('enter_price').notNull().default(0),
    class_price: integer('class_price').notNull().default(0),
    release_time: timestamp('release_time', { mode: 'string' }),
    /** The original exam subject a modified exam was made from. */
    ori_id: integer('ori_id'),
    detail: text('detail'),
    /** 1 when excluded from the bank (done exams only). */
    excluded_state: integer('excluded_state').notNull().default(0),
    is_reported: boolean('is_reported').notNull().default(false),
    /** The classification kind of the exam's questions (1 type category, 2 answer only, 3 answer and type). */
    class_type: integer('class_type').notNull().default(1),
    /** Reason or note on exclusion. */
    exclude: text('exclude'),
    order: integer('order').notNull().default(0),
    /** How many times reviewers returned the exam. */
    return_count: integer('return_count').notNull().default(0),
    /** AI review state of an AI exam (src/machines/ai-review.machine.ts): 0 before the first request. */
    ai_state: integer('ai_state').notNull().default(0),
    /** The reason of the last AI-review rejection or forced skip. */
    ai_reason: text('ai_reason'),
    /** The AI-flow school subject of an AI school exam (auto_school_subjects; checked by the service). */
    auto_school_subject_id: integer('auto_school_subject_id'),
    /** Number of questions, kept by the writes that add or remove questions (lists read it without counting). */
    question_count: integer('question_count').notNull().default(0),
    /**
     * Error reports of the exam subject: open ones, all, and the time of the latest, kept by a trigger on
     * question_bug_reports (migration 0011) so the reported-exams list (bug_exam) reads them without grouping.
     */
    report_open_count: integer('report_open_count').notNull().default(0),
    report_count: integer('report_count').notNull().default(0),
    last_report_time: timestamp('last_report_time', { withTimezone: true }),
    /** Optimistic lock for concurrent edits of the record. */
    version: integer('version').notNull().default(1),
    create_time: created(),
    update_time: updated(),
  },
  (t) => [
    index('exam_subjects_list_idx').on(t.year, t.subject_type_id, t.grade_id, t.state),
    index('exam_subjects_user_idx').on(t.user_id, t.state),
    index('exam_subjects_exam_idx').on(t.exam_id),
    index('exam_subjects_admin_check_idx').on(t.admin_check, t.state),
    index('exam_subjects_subject_grade_idx').on(t.subject_type_id, t.grade_id),
    // The lists' sort orders, alone and after the work lists' scopes (issue 13: the plans in docs/perf/).
    index('exam_subjects_update_time_idx').on(t.update_time, t.id),
    index('exam_subjects_create_time_idx').on(t.create_time, t.id),
    index('exam_subjects_name_idx').on(t.name, t.id),
    index('exam_subjects_year_name_idx').on(t.year, t.name, t.id),
    // Year and subject are the admin list's first two filters: its default order and the order by name after them
    // read 20 index entries instead of filtering a year's every subject (docs/perf/).
    index('exam_subjects_year_subject_update_idx').on(t.year, t.subject_type_id, t.update_time, t.id),
    index('exam_subjects_year_subject_name_idx').on(t.year, t.subject_type_id, t.name, t.id),
    index('exam_subjects_user_update_idx').on(t.user_id, t.update_time, t.id),
    index('exam_subjects_teacher_update_idx').on(t.teacher_id, t.update_time, t.id),
    index('exam_subjects_admin_check_update_idx').on(t.admin_check, t.update_time, t.id),
    index('exam_subjects_type_update_idx').on(t.type, t.update_time, t.id),
    // The staging question search walks one subject, grade and school level newest year first (docs/perf/).
    index('exam_subjects_walk_idx').on(t.subject_type_id, t.grade_id, t.school_type, t.year, t.id),
    index('exam_subjects_reported_idx')
      .on(t.last_report_time, t.id)
      .where(sql`${t.report_open_count} > 0`),
  ],
);

/** A passage shared by several questions. */
export const questionHeads = pgTable(
  'question_heads',
  {
    id: serial('id').primaryKey(),
    exam_subject_id: integer('exam_subject_id')
      .notNull()
      .references(() => examSubjects.id, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    /** First and last question_index the passage covers. */
    start_index: integer('start_index').notNull(),
    end_index: integer('end_index').notNull(),
    image_key: text('image_key'),
    returned: boolean('returned').notNull().default(false),
    return_reason: text('return_reason'),
  },
  (t) => [index('question_heads_subject_idx').on(t.exam_subject_id)],
);

/** One question of an exam subject (spec section 3, Question). */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    exam_subject_id: integer('exam_subject_id')
      .notNull()
      .references(() => examSubjects.id, { onDelete: 'cascade' }),
    question_index: integer('question_index').notNull(),
    /** 1 multiple choice, 2 subjective, 3 multi-select, 4 listening. */
    question_type: integer('question_type').notNull().default(1),
    /** The answer: a choice number (1-5) or text. */
    answer: text('answer'),
    /** Multi-select answers (choice numbers). */
    answer_multiple: jsonb('answer_multiple').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    /** Numeric answer of a subjective question. */
    answer_number: text('answer_number'),
    /** The type category (category2 tree). */
    category_id: integer('category_id').references(() => categories.id),
    /** The chapter category (category/-1, category_2022 trees). */
    chapter_id: integer('chapter_id').references(() => categories.id),
    /** 1: a type category is required; 2 or 3: an answer by question type is required. */
    class_type: integer('class_type').notNull().default(1),
    head_question_id: integer('head_question_id').references(() => questionHeads.id, { onDelete: 'set null' }),
    /** Difficulty (detail_level) 1-5; null when not yet set. */
    level: integer('level'),
    /** Whether the answer (a) and the question (q) have been looked at in review. */
    visit_a: boolean('visit_a').notNull().default(false),
    visit_q: boolean('visit_q').notNull().default(false),
    divide_error_reported: boolean('divide_error_reported').notNull().default(false),
    check_state: integer('check_state').notNull().default(0),
    comment: text('comment'),
    comment_tag: text('comment_tag'),
    /** The question text with LaTeX math ($...$). */
    content: text('content').notNull().default(''),
    image_key: text('image_key'),
    /** Excluded from the bank on its own (exam_exclude/question). */
    excluded: boolean('excluded').notNull().default(false),
    /** Reported by an error report and not yet solved: hidden from non-master users. */
    is_reported: boolean('is_reported').notNull().default(false),
    /** Returned by a reviewer (rejection): the author marks it done when fixed. */
    returned: boolean('returned').notNull().default(false),
    return_reason: text('return_reason'),
    return_done: boolean('return_done').notNull().default(false),
    version: integer('version').notNull().default(1),
    create_time: created(),
    update_time: updated(),
  },
  (t) => [uniqueIndex('questions_subject_index_key').on(t.exam_subject_id, t.question_index), index('questions_category_idx').on(t.category_id)],
);

/** The choices of a multiple-choice question (spec: five), each with a display width in percent. */
export const questionMultiples = pgTable(
  'question_multiples',
  {
    id: serial('id').primaryKey(),
    question_id: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** 1-5. */
    choice_index: integer('choice_index').notNull(),
    content: text('content').notNull().default(''),
    width: integer('width').notNull().default(100),
  },
  (t) => [uniqueIndex('question_multiples_key').on(t.question_id, t.choice_index)],
);

/** Comments on a question, with a tag. */
export const questionComments = pgTable(
  'question_comments',
  {
    id: serial('id').primaryKey(),
    question_id: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id),
    content: text('content').notNull(),
    tag: text('tag'),
    create_time: created(),
  },
  (t) => [index('question_comments_question_idx').on(t.question_id)],
);

/** Sample questions (model answers and exemplars) with a state: 0 draft, 1 in use, 2 retired. */
export const questionSamples = pgTable('question_samples', {
  id: serial('id').primaryKey(),
  question_id: integer('question_id').references(() => questions.id, { onDelete: 'set null' }),
  subject_type_id: integer('subject_type_id').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull().default(''),
  state: integer('state').notNull().default(0),
  user_id: integer('user_id').references(() => users.id),
  create_time: created(),
  update_time: updated(),
});

/** A staging exam: questions picked from the bank into a sequence. */
export const stagingExams = pgTable('staging_exams', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  school_type: integer('school_type').notNull(),
  grade_id: integer('grade_id').notNull(),
  subject_type_id: integer('subject_type_id').notNull(),
  user_id: integer('user_id').references(() => users.id),
  create_time: created(),
  update_time: updated(),
});

export const stagingQuestions = pgTable(
  'staging_questions',
  {
    id: serial('id').primaryKey(),
    staging_exam_id: integer('staging_exam_id')
      .notNull()
      .references(() => stagingExams.id, { onDelete: 'cascade' }),
    question_id: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
  },
  (t) => [uniqueIndex('staging_questions_key').on(t.staging_exam_id, t.question_id), index('staging_questions_seq_idx').on(t.staging_exam_id, t.sequence)],
);

/** Files of an exam subject or textbook exam: the paper, the answer sheet, English listening, page PNGs. */
export const examFiles = pgTable(
  'exam_files',
  {
    id: serial('id').primaryKey(),
    exam_subject_id: integer('exam_subject_id').references(() => examSubjects.id, { onDelete: 'cascade' }),
    school_subject_id: integer('school_subject_id').references(() => schoolSubjects.id, { onDelete: 'cascade' }),
    /** exam | answer | english | png | textbook */
    type: text('type').notNull(),
    file_key: text('file_key').notNull(),
    file_name: text('file_name').notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** For PNGs: whether the page is to be divided into question images. */
    is_divide: boolean('is_divide').notNull().default(false),
    /** For PNGs: page order. */
    page: integer('page').notNull().default(0),
    user_id: integer('user_id').references(() => users.id),
    create_time: created(),
  },
  (t) => [index('exam_files_subject_idx').on(t.exam_subject_id, t.type), index('exam_files_school_idx').on(t.school_subject_id)],
);
