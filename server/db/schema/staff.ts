/**
 * The staff area (issue 8): a user's warnings, points, notes and audit trail of level/subject/withdrawal
 * changes; in-app notifications; recorded work days; calendar events; page-view and referer counters.
 */
import { sql } from 'drizzle-orm';
import { bigserial, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';

const created = () => timestamp('create_time', { withTimezone: true }).notNull().defaultNow();

/** A warning given to a user, with its points and reason (users.warning_point keeps the sum). */
export const userWarnings = pgTable(
  'user_warnings',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    warning_point: integer('warning_point').notNull(),
    reason: text('reason').notNull(),
    given_by: integer('given_by').references(() => users.id, { onDelete: 'set null' }),
    create_time: created(),
  },
  (t) => [index('user_warnings_user_idx').on(t.user_id, t.create_time)],
);

/** Points given to (or taken back from) a user (users.point keeps the balance). */
export const pointLogs = pgTable(
  'point_logs',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    point: integer('point').notNull(),
    reason: text('reason').notNull(),
    given_by: integer('given_by').references(() => users.id, { onDelete: 'set null' }),
    create_time: created(),
  },
  (t) => [index('point_logs_user_idx').on(t.user_id, t.create_time)],
);

/** An administrator's note on a user. */
export const userNotes = pgTable(
  'user_notes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    written_by: integer('written_by').references(() => users.id, { onDelete: 'set null' }),
    create_time: created(),
  },
  (t) => [index('user_notes_user_idx').on(t.user_id, t.create_time)],
);

/** The audit trail of a user's level, subject (class type) and withdrawal. */
export const userHistory = pgTable(
  'user_history',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    field: text('field', { enum: ['level', 'class_type', 'out'] }).notNull(),
    from_value: text('from_value'),
    to_value: text('to_value'),
    changed_by: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    create_time: created(),
  },
  (t) => [index('user_history_user_idx').on(t.user_id, t.create_time)],
);

/** An in-app notification of a user's own event. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['exam_returned', 'warning', 'point', 'level'] }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    read_at: timestamp('read_at', { withTimezone: true }),
    create_time: created(),
  },
  (t) => [index('notifications_user_idx').on(t.user_id, t.create_time), index('notifications_unread_idx').on(t.user_id).where(sql`${t.read_at} is null`)],
);

/** Hours a staff member worked on a day (user/work_day); one row per person and day. */
export const workDays = pgTable(
  'work_days',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** Minutes worked (hours x 60, in half hours). */
    minutes: integer('minutes').notNull(),
    memo: text('memo').notNull().default(''),
    recorded_by: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('work_days_user_date_key').on(t.user_id, t.date)],
);

/** A work calendar event (spec section 3: detail, date, type, require_hour), for one person or the team. */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: serial('id').primaryKey(),
    detail: text('detail').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    type: integer('type').notNull(),
    require_hour: integer('require_hour').notNull().default(0),
    /** Whose event; null for the whole team. */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    create_time: created(),
    update_time: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('calendar_events_date_idx').on(t.date)],
);

/** Page views of the public site per day and path (counters, not one row per view). */
export const pageViewDaily = pgTable(
  'page_view_daily',
  { day: date('day', { mode: 'string' }).notNull(), path: text('path').notNull(), count: integer('count').notNull().default(0) },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/** Visits per day and referring host. */
export const refererDaily = pgTable(
  'referer_daily',
  { day: date('day', { mode: 'string' }).notNull(), host: text('host').notNull(), count: integer('count').notNull().default(0) },
  (t) => [primaryKey({ columns: [t.day, t.host] })],
);
