/**
 * Test papers uploaded by users (spec sections 3, 4 "Test-paper states", 7 "Test papers"; issue 12): a
 * student's or parent's school exam paper with its school, level, grade, subject, semester and year, its
 * state in the test-paper machine, and its stored files (one PDF, or the photos of its pages in order).
 */
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { TEST_PAPER_STATE } from '../../../src/machines/test-paper.machine';
import { users } from './auth';
import { schools, schoolSubjects } from './question-bank';

const created = () => timestamp('create_time', { withTimezone: true }).notNull().defaultNow();

/** One uploaded paper; `state` follows src/machines/test-paper.machine.ts (1 검토 요청, 2 반려, 3 승인). */
export const testPapers = pgTable(
  'test_papers',
  {
    id: serial('id').primaryKey(),
    /** The uploader (a customer account). */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The school picked from the school list, when it was picked; school_name is kept either way. */
    school_id: integer('school_id').references(() => schools.id, { onDelete: 'set null' }),
    school_name: text('school_name').notNull(),
    /** 2 middle, 3 high. */
    school_type: integer('school_type').notNull(),
    grade_id: integer('grade_id').notNull(),
    subject_type_id: integer('subject_type_id').notNull(),
    /** 1 first mid, 2 first final, 3 second mid, 4 second final. */
    semester: integer('semester').notNull(),
    year: integer('year').notNull(),
    state: integer('state').notNull().default(TEST_PAPER_STATE.requested.code),
    /** Why it was rejected (state 2); null in the other states. */
    reason: text('reason'),
    /** Points recorded for the uploader on the first approval (paid through point_give by the staff area). */
    points_awarded: integer('points_awarded').notNull().default(0),
    /** The school exam of the question bank made from it, once an administrator made one. */
    school_subject_id: integer('school_subject_id').references(() => schoolSubjects.id, { onDelete: 'set null' }),
    /** False from a state change until the uploader has seen it (their list marks it, and counts it). */
    state_seen: boolean('state_seen').notNull().default(true),
    create_time: created(),
    update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('test_papers_list_idx').on(t.year, t.state, t.school_type, t.grade_id, t.subject_type_id, t.semester),
    index('test_papers_state_idx').on(t.state, t.create_time),
    index('test_papers_create_idx').on(t.create_time),
    index('test_papers_user_idx').on(t.user_id, t.id),
  ],
);

/** One stored file of a paper: a page photo (straightened) or the whole paper as a PDF. */
export const testPaperFiles = pgTable(
  'test_paper_files',
  {
    id: serial('id').primaryKey(),
    test_paper_id: integer('test_paper_id')
      .notNull()
      .references(() => testPapers.id, { onDelete: 'cascade' }),
    /** Page order, from 1. */
    page: integer('page').notNull(),
    file_key: text('file_key').notNull(),
    file_name: text('file_name').notNull(),
    content_type: text('content_type').notNull(),
    /** Bytes as stored (a straightened photo may differ from what was sent). */
    size: integer('size').notNull(),
    /** SHA-256 (hex) of the bytes as they were sent: the same file is never stored twice. */
    sha256: text('sha256').notNull(),
    create_time: created(),
  },
  (t) => [uniqueIndex('test_paper_files_sha256_key').on(t.sha256), uniqueIndex('test_paper_files_page_key').on(t.test_paper_id, t.page)],
);
