/**
 * The AI-assisted digitisation area (spec section 1 "AI-assisted digitisation workflow", section 4 "AI
 * review state", section 7 "AI exam flow"). An AI exam subject is an `exam_subjects` row of type
 * EXAM_TYPE.ai whose questions live in `questions` like any other; this file adds what splitting needs:
 * the splitting jobs (a queue any instance can claim), the rendered pages, the divided images (boxes and
 * their crops), split-error reports, who has seen which question, and the school subjects of the AI flow.
 */
import { boolean, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { examSubjects, publishers, questionHeads, questions, schools, textbookSubjects } from './question-bank';

const created = () => timestamp('create_time', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('update_time', { withTimezone: true }).notNull().defaultNow();

/** The splitter's result as stored (the CLI's JSON form): kept so that divided_image/reset can restore it. */
export type StoredSplitResult = {
  pages: { page: number; width: number; height: number }[];
  items: { kind: 'question' | 'passage' | 'choice'; number: string; section: string; part: number; page: number; box: [number, number, number, number] }[];
};

/**
 * One splitting job: an uploaded paper to be split into divided images, outside any request, by worker
 * threads of whichever instance claims it (FOR UPDATE SKIP LOCKED on `state` and `locked_until`).
 */
export const splitJobs = pgTable(
  'split_jobs',
  {
    id: serial('id').primaryKey(),
    exam_subject_id: integer('exam_subject_id')
      .notNull()
      .references(() => examSubjects.id, { onDelete: 'cascade' }),
    /** The stored paper (PDF, or the first of several page images). */
    file_key: text('file_key').notNull(),
    /** Further page images after the first, in page order (uploads of several PNG/JPG pages). */
    extra_file_keys: jsonb('extra_file_keys').$type<string[]>().notNull().default([]),
    file_name: text('file_name').notNull(),
    content_type: text('content_type').notNull(),
    /** Lifecycle state (src/machines/split-job.machine.ts). */
    state: integer('state').notNull().default(0),
    pages_total: integer('pages_total').notNull().default(0),
    pages_done: integer('pages_done').notNull().default(0),
    /** Why the last attempt failed, in Korean, for the screen. */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** The instance working on it and until when its claim holds (renewed while it works). */
    locked_by: text('locked_by'),
    locked_until: timestamp('locked_until', { withTimezone: true }),
    /** The splitter's own result, as first produced. */
    result: jsonb('result').$type<StoredSplitResult>(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    create_time: created(),
    update_time: updated(),
    finished_time: timestamp('finished_time', { withTimezone: true }),
  },
  (t) => [index('split_jobs_claim_idx').on(t.state, t.locked_until), index('split_jobs_subject_idx').on(t.exam_subject_id)],
);

/** A rendered page of an AI exam subject's paper, the image the boxes are drawn on and cut from. */
export const splitPages = pgTable(
  'split_pages',
  {
    id: serial('id').primaryKey(),
    exam_subject_id: integer('exam_subject_id')
      .notNull()
      .references(() => examSubjects.id, { onDelete: 'cascade' }),
    /** 1-based page number. */
    page: integer('page').notNull(),
    /** Page size in PDF points. */
    width: real('width').notNull(),
    height: real('height').notNull(),
    /** The rendered PNG in storage, and its scale (pixels per point). */
    image_key: text('image_key').notNull(),
    scale: real('scale').notNull(),
  },
  (t) => [uniqueIndex('split_pages_key').on(t.exam_subject_id, t.page)],
);

/**
 * A divided image: one box of a question (one per part), a shared passage or a choice, in PDF points from
 * the top-left of its page, and its crop. Made by the splitter (`auto`) or by hand in the box editor.
 */
export const dividedImages = pgTable(
  'divided_images',
  {
    id: serial('id').primaryKey(),
    exam_subject_id: integer('exam_subject_id')
      .notNull()
      .references(() => examSubjects.id, { onDelete: 'cascade' }),
    /** 'question' | 'passage' | 'choice'. */
    kind: text('kind').notNull(),
    /** As printed: "7"; a passage "16-17"; a choice "7.3". */
    number: text('number').notNull(),
    /** "common" or the elective's name as printed. */
    section: text('section').notNull().default('common'),
    part: integer('part').notNull().default(1),
    page: integer('page').notNull(),
    x0: real('x0').notNull(),
    y0: real('y0').notNull(),
    x1: real('x1').notNull(),
    y1: real('y1').notNull(),
    /** The crop in storage (null until cut). */
    image_key: text('image_key'),
    /** The question a question or choice box belongs to, and the head (passage) of a passage box. */
    question_id: integer('question_id').references(() => questions.id, { onDelete: 'set null' }),
    head_id: integer('head_id').references(() => questionHeads.id, { onDelete: 'set null' }),
    /** Made by the splitter (true) or drawn or changed by a person (false). */
    auto: boolean('auto').notNull().default(true),
    create_time: created(),
    update_time: updated(),
  },
  (t) => [index('divided_images_subject_idx').on(t.exam_subject_id, t.page), index('divided_images_question_idx').on(t.question_id)],
);

/** A report that a question of an AI exam was split wrongly (divided_image/error/report). */
export const divideErrorReports = pgTable(
  'divide_error_reports',
  {
    id: serial('id').primaryKey(),
    exam_subject_id: integer('exam_subject_id')
      .notNull()
      .references(() => examSubjects.id, { onDelete: 'cascade' }),
    question_id: integer('question_id').references(() => questions.id, { onDelete: 'cascade' }),
    question_index: integer('question_index').notNull(),
    /** Exam kind of the reported exam (EXAM_TYPE), as report_cancel sends it back. */
    exam_type: integer('exam_type').notNull(),
    reason: text('reason').notNull(),
    /** 0 open, 1 solved, 2 cancelled (src/machines/error-report.machine.ts). */
    issue_status: integer('issue_status').notNull().default(0),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    solver_id: integer('solver_id').references(() => users.id, { onDelete: 'set null' }),
    solve_time: timestamp('solve_time', { withTimezone: true }),
    create_time: created(),
  },
  (t) => [index('divide_error_reports_status_idx').on(t.issue_status, t.create_time), index('divide_error_reports_subject_idx').on(t.exam_subject_id, t.question_index)],
);

/** Who has seen which question, and how (visited_type), for the seen/unseen marks of the editor. */
export const questionVisits = pgTable(
  'question_visits',
  {
    question_id: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visited_type: integer('visited_type').notNull(),
    visit_time: timestamp('visit_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.question_id, t.user_id, t.visited_type] })],
);

/** School subjects of the AI flow (auto_school_subject*): spec section 3 "School subject". */
export const autoSchoolSubjects = pgTable(
  'auto_school_subjects',
  {
    id: serial('id').primaryKey(),
    school_id: integer('school_id').references(() => schools.id, { onDelete: 'set null' }),
    /** 2 middle, 3 high. */
    school_type: integer('school_type').notNull(),
    grade_id: integer('grade_id').notNull(),
    subject_type_id: integer('subject_type_id').notNull(),
    subject_detail_type_id: integer('subject_detail_type_id'),
    detail: text('detail'),
    publisher_id: integer('publisher_id').references(() => publishers.id, { onDelete: 'set null' }),
    textbook_subject_id: integer('textbook_subject_id').references(() => textbookSubjects.id, { onDelete: 'set null' }),
    semester: integer('semester').notNull(),
    year: integer('year').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    create_time: created(),
    update_time: updated(),
  },
  (t) => [index('auto_school_subjects_lookup_idx').on(t.school_type, t.year, t.grade_id)],
);
