/**
 * Queries of the daily upload quota, over every table that keeps uploaded files: exam_files (the question
 * bank's papers, answer sheets, listening files and pages, by their uploader) and test_paper_files (users'
 * test papers, by the paper's uploader). One account has one quota, whatever it uploads.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../core/db';
import { examFiles, testPaperFiles, testPapers } from '../db/schema';

/**
 * Holds one account's upload quota until the transaction ends (a transaction-level advisory lock, on PGlite
 * and PostgreSQL alike, across instances): parallel uploads of one account are counted one after another.
 */
export async function lockUploadQuota(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload-quota:${userId}`}))`);
}

/** Bytes of the files an account uploaded since a moment and that are still stored, in both file tables. */
export async function bytesStoredSince(db: DbOrTx, userId: number, since: Date): Promise<number> {
  const [bank, papers] = await Promise.all([
    db
      .select({ bytes: sql<number>`coalesce(sum(${examFiles.size}), 0)`.mapWith(Number) })
      .from(examFiles)
      .where(and(eq(examFiles.user_id, userId), gte(examFiles.create_time, since))),
    db
      .select({ bytes: sql<number>`coalesce(sum(${testPaperFiles.size}), 0)`.mapWith(Number) })
      .from(testPaperFiles)
      .innerJoin(testPapers, eq(testPapers.id, testPaperFiles.test_paper_id))
      .where(and(eq(testPapers.user_id, userId), gte(testPaperFiles.create_time, since))),
  ]);
  return (bank[0]?.bytes ?? 0) + (papers[0]?.bytes ?? 0);
}
