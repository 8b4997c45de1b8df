/**
 * In-app notifications of a user's own events (issue 8: an exam returned to them, a warning received,
 * points given, a level change), written in the transaction of the event itself so that a notification
 * exists exactly when its event does. Read through GET user/alarm (staff area).
 */
import type { NotificationKind } from '../../src/api/staff/alarms';
import type { DbOrTx } from '../core/db';
import { notifications } from '../db/schema';

/** One notification to write. */
export interface NotificationInput {
  user_id: number;
  kind: NotificationKind;
  title: string;
  body?: string;
  /** A screen of the admin workspace it leads to. */
  link?: string | null;
}

/** Writes notifications in the caller's transaction. */
export async function notify(tx: DbOrTx, ...items: NotificationInput[]): Promise<void> {
  if (!items.length) return;
  await tx.insert(notifications).values(items.map((n) => ({ user_id: n.user_id, kind: n.kind, title: n.title, body: n.body ?? '', link: n.link ?? null })));
}
