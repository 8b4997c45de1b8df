/**
 * A user's points (issue 8: point_give; issue 12: the points of an approved test paper): one write that moves
 * the balance kept on users.point and logs the line in point_logs, in the caller's transaction. The balance
 * never goes below 0: the update only matches when it stays at 0 or above, so parallel takebacks cannot
 * overdraw it.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../core/db';
import { pointLogs, users } from '../db/schema';

/** One movement of points. */
export interface PointMovement {
  user_id: number;
  /** Positive to give, negative to take back. */
  point: number;
  reason: string;
  /** Who gave them (the reviewer who approved, the administrator). */
  given_by: number;
}

/** Moves the points and logs the line; null (nothing written) when the balance would go below 0. */
export async function movePoints(tx: DbOrTx, m: PointMovement): Promise<{ id: number; point: number } | null> {
  const [row] = await tx
    .update(users)
    .set({ point: sql`${users.point} + ${m.point}` })
    .where(and(eq(users.id, m.user_id), sql`${users.point} + ${m.point} >= 0`))
    .returning({ point: users.point });
  if (!row) return null;
  const [log] = await tx.insert(pointLogs).values(m).returning({ id: pointLogs.id });
  return { id: log.id, point: row.point };
}
