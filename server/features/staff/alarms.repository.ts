/**
 * Queries of alarms (issue 8): a staff member's notification setting (users.alarm) and their own in-app
 * notifications. Every query is scoped to one owner: nobody reads or marks another person's notifications.
 */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { notifications, users } from '../../db/schema';

/** The account's notification setting. */
export function alarmOf(db: DbOrTx, userId: number): Promise<boolean> {
  return db
    .select({ alarm: users.alarm })
    .from(users)
    .where(eq(users.id, userId))
    .then((rows) => rows[0]?.alarm ?? false);
}

/** Turns the account's notifications on or off. */
export async function setAlarm(db: DbOrTx, userId: number, alarm: boolean): Promise<void> {
  await db.update(users).set({ alarm, updated_at: new Date() }).where(eq(users.id, userId));
}

/** How many of the owner's notifications are unread. */
export function unreadCount(db: DbOrTx, userId: number): Promise<number> {
  return db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)))
    .then((rows) => rows[0].n);
}

/** The owner's latest notifications, newest first. */
export function latestNotifications(db: DbOrTx, userId: number, limit: number) {
  return db.select().from(notifications).where(eq(notifications.user_id, userId)).orderBy(desc(notifications.create_time), desc(notifications.id)).limit(limit);
}

/** Marks the owner's unread notifications as read: those among `ids`, or all when `ids` is 'all'. Others' ids are ignored. */
export async function markRead(db: DbOrTx, userId: number, ids: number[] | 'all'): Promise<void> {
  if (ids !== 'all' && !ids.length) return;
  await db
    .update(notifications)
    .set({ read_at: sql`now()` })
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at), ids === 'all' ? undefined : inArray(notifications.id, ids)));
}
