/** Error reports on questions (spec section 4, "Error report issue_status"). */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { examSubjects, questions } from './question-bank';

/** One report of an error in a question; issue_status follows src/machines/error-report.machine.ts (0 open, 1 solved, 2 cancelled). */
export const errorReports = pgTable(
  'question_bug_reports',
  {
    /** error_id on the wire. */
    id: serial('id').primaryKey(),
    question_id: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    exam_subject_id: integer('exam_subject_id')
      .notNull()
      .references(() => examSubjects.id, { onDelete: 'cascade' }),
    /** The exam kind of the reported exam (spec: exam_type). */
    exam_type: integer('exam_type').notNull(),
    /** What is wrong, as the reporter wrote it. */
    content: text('content').notNull(),
    /** 0 open, 1 solved, 2 cancelled/removed. */
    issue_status: integer('issue_status').notNull().default(0),
    /** How it was resolved (or why it was cancelled). */
    resolution: text('resolution'),
    user_id: integer('user_id').references(() => users.id),
    solved_by: integer('solved_by').references(() => users.id),
    create_time: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('question_bug_reports_status_idx').on(t.issue_status, t.exam_subject_id),
    index('question_bug_reports_question_idx').on(t.question_id),
    index('question_bug_reports_create_time_idx').on(t.create_time, t.id),
    index('question_bug_reports_subject_idx').on(t.exam_subject_id),
  ],
);
