/**
 * A student's side of admission consulting (issue 10 points 4-7): their chosen majors by 군, their mock-exam
 * results (entered as scores, or as answers graded against an exam of the question bank), the universities'
 * score formulas and previous years' cut-offs that administrators keep, and consulting applications with the
 * consultants' notes. Choices and applications keep the names they were made with, so a newer data import that
 * removes a major never erases what a student chose or what a consultant delivered.
 */
import { bigserial, boolean, index, integer, jsonb, pgTable, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { univMajors, universities } from './consulting';
import { examSubjects, questions } from './question-bank';

const created = () => timestamp('create_time', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('update_time', { withTimezone: true }).notNull().defaultNow();

/** A major a student chose in an admission group (가/나/다군). Toggling the same major in the same group removes it. */
export const consultingChoices = pgTable(
  'consulting_choices',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ga, na or da. */
    gun: text('gun', { enum: ['ga', 'na', 'da'] }).notNull(),
    /** The major; null when a newer import removed it (the names below stay). */
    major_id: integer('major_id').references(() => univMajors.id, { onDelete: 'set null' }),
    univ_name: text('univ_name').notNull(),
    major_name: text('major_name').notNull(),
    region: text('region').notNull(),
    /** The data year of the major. */
    year: integer('year').notNull(),
    create_time: created(),
  },
  (t) => [uniqueIndex('consulting_choices_key').on(t.user_id, t.gun, t.major_id), index('consulting_choices_user_idx').on(t.user_id, t.create_time)],
);

/**
 * One subject of a mock exam a student sat (spec "Consulting exam list entry: test_name, question_list; an exam
 * entry uses choice_subject_id"): the subject area, the elective chosen in it, and the scores (표준점수, 백분위,
 * 등급, raw score). With `exam_subject_id` the student entered answers question by question and the raw score is
 * graded from the question bank's answers (consulting_exam_answers).
 */
export const consultingExams = pgTable(
  'consulting_exams',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    /** The exam's name ("2025학년도 6월 모의평가"). */
    test_name: text('test_name').notNull(),
    /** korean, math, english, history, inquiry1, inquiry2, second_lang. */
    subject_area: text('subject_area').notNull(),
    /** The elective (선택과목 / 탐구 과목) within the area, a code of the consulting contract. */
    choice_subject_id: integer('choice_subject_id').notNull(),
    /** The question bank's exam subject the answers were graded against, if any. */
    exam_subject_id: integer('exam_subject_id').references(() => examSubjects.id, { onDelete: 'set null' }),
    raw_score: real('raw_score'),
    standard_score: real('standard_score'),
    percentile: real('percentile'),
    grade: integer('grade'),
    create_time: created(),
    update_time: updated(),
  },
  (t) => [uniqueIndex('consulting_exams_key').on(t.user_id, t.year, t.test_name, t.subject_area), index('consulting_exams_user_idx').on(t.user_id, t.year)],
);

/**
 * A sitting (one mock exam a student sat: year and test_name) and its lifecycle (src/machines/consulting-sitting.machine.ts):
 * `open` while answers may be graded again, `submitted` once and for good, after which the graded answers are
 * read-only and the replies show the bank's answer key for this sitting. A sitting without a row is open. The row
 * is locked by every write that grades or submits, so an answer cannot change after submission.
 */
export const consultingSittings = pgTable(
  'consulting_sittings',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    test_name: text('test_name').notNull(),
    /** The sitting machine's state: open, submitted. */
    state: text('state').notNull(),
    /** When it was submitted; null while open. */
    submitted_at: timestamp('submitted_at', { withTimezone: true }),
    create_time: created(),
    update_time: updated(),
  },
  (t) => [uniqueIndex('consulting_sittings_key').on(t.user_id, t.year, t.test_name)],
);

/** A student's answer to one question of a graded exam. */
export const consultingExamAnswers = pgTable(
  'consulting_exam_answers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    consulting_exam_id: integer('consulting_exam_id')
      .notNull()
      .references(() => consultingExams.id, { onDelete: 'cascade' }),
    question_id: integer('question_id').references(() => questions.id, { onDelete: 'set null' }),
    question_index: integer('question_index').notNull(),
    answer: text('answer').notNull(),
    correct: boolean('correct').notNull(),
    /** Points of the question (배점) earned: its full points when correct, else 0. */
    points: real('points').notNull(),
  },
  (t) => [uniqueIndex('consulting_exam_answers_key').on(t.consulting_exam_id, t.question_index)],
);

/**
 * A university's 정시 score formula for a year and track (인문/자연/공통), as data the formula engine reads
 * (src/features/consulting/score.rules.ts): which score it uses, the weights, the English and 한국사 grade
 * conversions and bonuses. Administrators add and edit these; the sample file seeds a few.
 */
export const scoreFormulas = pgTable(
  'score_formulas',
  {
    id: serial('id').primaryKey(),
    university_id: integer('university_id')
      .notNull()
      .references(() => universities.id),
    year: integer('year').notNull(),
    /** 공통, 인문, 자연 ... */
    track: text('track').notNull(),
    formula: jsonb('formula').notNull(),
    source: text('source').notNull(),
    note: text('note'),
    edited_by: integer('edited_by').references(() => users.id, { onDelete: 'set null' }),
    update_time: updated(),
  },
  (t) => [uniqueIndex('score_formulas_key').on(t.university_id, t.year, t.track)],
);

/** A previous year's cut-off of a major (its converted score at, e.g., the 70% line), entered by administrators. */
export const majorCutoffs = pgTable(
  'major_cutoffs',
  {
    id: serial('id').primaryKey(),
    major_id: integer('major_id').references(() => univMajors.id, { onDelete: 'set null' }),
    university_id: integer('university_id')
      .notNull()
      .references(() => universities.id),
    major_name: text('major_name').notNull(),
    /** The admission year the cut-off is from. */
    year: integer('year').notNull(),
    /** What the number is (e.g. '70%컷', '50%컷') in the formula's converted score. */
    kind: text('kind').notNull(),
    score: real('score').notNull(),
    source: text('source').notNull(),
    edited_by: integer('edited_by').references(() => users.id, { onDelete: 'set null' }),
    update_time: updated(),
  },
  (t) => [uniqueIndex('major_cutoffs_key').on(t.university_id, t.major_name, t.year, t.kind)],
);

/** A consulting service offered (spec "GET consulting_service": the AI consulting product list). */
export const consultingServices = pgTable('consulting_services', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** Price in won; 0 for a free service. */
  price: integer('price').notNull().default(0),
  active: boolean('active').notNull().default(true),
  sort_order: integer('sort_order').notNull().default(0),
});

/**
 * An application for a consulting service (spec "POST consulting_service"), with a snapshot of the student's
 * choices and scores when they applied. `state` follows the consulting-application machine (received,
 * in_progress, delivered, cancelled).
 */
export const consultingApplications = pgTable(
  'consulting_applications',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    service_id: integer('service_id')
      .notNull()
      .references(() => consultingServices.id),
    student_name: text('student_name').notNull(),
    school_name: text('school_name').notNull(),
    grade: integer('grade').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    /** The choices and scores as they were when the student applied. */
    choices: jsonb('choices').notNull(),
    scores: jsonb('scores').notNull(),
    privacy_agreed: boolean('privacy_agreed').notNull(),
    marketing_agreed: boolean('marketing_agreed').notNull(),
    state: text('state').notNull(),
    /** The price when applied (won). */
    price: integer('price').notNull().default(0),
    /**
     * Payment of a priced application, written only by its order's transitions (server/features/store/order-effects.ts):
     * 'none' (free), 'pending' (결제 대기), 'paid' (결제 완료), 'refunded' (환불됨).
     */
    payment_state: text('payment_state').notNull().default('none'),
    /** The consultant handling it. */
    consultant_id: integer('consultant_id').references(() => users.id, { onDelete: 'set null' }),
    /** The delivered report (choices, converted scores, bands, unit analysis) as it was delivered. */
    report: jsonb('report'),
    create_time: created(),
    update_time: updated(),
  },
  (t) => [index('consulting_applications_state_idx').on(t.state, t.create_time), index('consulting_applications_user_idx').on(t.user_id, t.create_time)],
);

/** A consultant's note on an application. */
export const consultingApplicationNotes = pgTable(
  'consulting_application_notes',
  {
    id: serial('id').primaryKey(),
    application_id: integer('application_id')
      .notNull()
      .references(() => consultingApplications.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    written_by: integer('written_by').references(() => users.id, { onDelete: 'set null' }),
    create_time: created(),
  },
  (t) => [index('consulting_application_notes_app_idx').on(t.application_id, t.create_time)],
);
