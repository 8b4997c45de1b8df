/** Queries of the work calendar (calendar_events) and the staff accounts its events belong to. */
import { and, asc, between, eq, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../core/db';
import { calendarEvents, users } from '../../db/schema';

export type CalendarEventRow = typeof calendarEvents.$inferSelect;

const owner = alias(users, 'owner');
const creator = alias(users, 'creator');

/** The wire columns of an event: its own, whose it is and who wrote it. */
const eventColumns = {
  id: calendarEvents.id,
  detail: calendarEvents.detail,
  date: calendarEvents.date,
  type: calendarEvents.type,
  require_hour: calendarEvents.require_hour,
  user_id: calendarEvents.user_id,
  user_name: owner.name,
  created_by_name: creator.name,
};

/**
 * The events from `from` to `to` (YYYY-MM-DD, inclusive) by day, with the names of their person and author;
 * with `userId`, only that person's events and the team's (user_id null).
 */
export function eventsBetween(db: DbOrTx, from: string, to: string, userId?: number) {
  return db
    .select(eventColumns)
    .from(calendarEvents)
    .leftJoin(owner, eq(owner.id, calendarEvents.user_id))
    .leftJoin(creator, eq(creator.id, calendarEvents.created_by))
    .where(and(between(calendarEvents.date, from, to), userId === undefined ? undefined : or(eq(calendarEvents.user_id, userId), isNull(calendarEvents.user_id))))
    .orderBy(asc(calendarEvents.date), asc(calendarEvents.id));
}

/** Whether `id` is a staff account that has not withdrawn (an event can be given to it). */
export function isActiveStaff(db: DbOrTx, id: number): Promise<boolean> {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.realm, 'staff'), isNull(users.out_at)))
    .then((rows) => rows.length > 0);
}

/** Writes a new event; returns its id. */
export function insertEvent(tx: DbOrTx, values: typeof calendarEvents.$inferInsert): Promise<number> {
  return tx
    .insert(calendarEvents)
    .values(values)
    .returning({ id: calendarEvents.id })
    .then((rows) => rows[0].id);
}

/** Changes an event and its update time; false when there is no such event. */
export function updateEvent(tx: DbOrTx, id: number, values: Pick<typeof calendarEvents.$inferInsert, 'detail' | 'date' | 'type' | 'require_hour' | 'user_id'>): Promise<boolean> {
  return tx
    .update(calendarEvents)
    .set({ ...values, update_time: new Date() })
    .where(eq(calendarEvents.id, id))
    .returning({ id: calendarEvents.id })
    .then((rows) => rows.length > 0);
}

/** Removes an event; false when there is no such event. */
export function deleteEvent(tx: DbOrTx, id: number): Promise<boolean> {
  return tx
    .delete(calendarEvents)
    .where(eq(calendarEvents.id, id))
    .returning({ id: calendarEvents.id })
    .then((rows) => rows.length > 0);
}
