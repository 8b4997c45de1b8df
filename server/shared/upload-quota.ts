/**
 * The daily upload quota of an account (UPLOAD_DAILY_MB): the bytes of the files it uploaded since the upload
 * day began (midnight in Korea, src/api/uploads.ts) and that are still stored, counted over every file table
 * (uploads.repository.ts: the question bank's exam files and users' test papers together). An upload that would
 * pass the quota is refused with 429 and a Retry-After until the next upload day.
 */
import { megabytes, secondsToNextUploadDay, UPLOAD_MESSAGES, uploadDayStart } from '../../src/api/uploads';
import type { AuthUser } from '../core/access';
import type { DbOrTx, Tx } from '../core/db';
import type { Env } from '../core/env';
import { tooManyRequests } from '../core/errors';
import * as repo from './uploads.repository';

type QuotaEnv = Pick<Env, 'UPLOAD_DAILY_MB'>;

/** 429 when the bytes the account stored today plus `adding` would pass the daily quota. */
export async function checkDailyQuota(db: DbOrTx, env: QuotaEnv, user: AuthUser, adding: number, now = new Date()): Promise<void> {
  const used = await repo.bytesStoredSince(db, user.uid, uploadDayStart(now));
  if (used + adding > megabytes(env.UPLOAD_DAILY_MB)) {
    throw tooManyRequests(UPLOAD_MESSAGES.dailyQuota(env.UPLOAD_DAILY_MB, used), secondsToNextUploadDay(now));
  }
}

/**
 * Before any byte is written: 429 when the account has no room left at all today. Not binding (parallel
 * uploads pass it together); holdDailyQuota in the transaction is.
 */
export function precheckDailyQuota(db: DbOrTx, env: QuotaEnv, user: AuthUser | null): Promise<void> {
  return user ? checkDailyQuota(db, env, user, 1) : Promise.resolve();
}

/**
 * Inside the transaction that writes the rows of `adding` new bytes: takes the account's quota lock, then
 * checks. The lock is held until commit, so the next upload of the account counts these rows and the total
 * stored today never passes the quota, however many uploads run at once.
 */
export async function holdDailyQuota(tx: Tx, env: QuotaEnv, user: AuthUser | null, adding: number): Promise<void> {
  if (!user) return;
  await repo.lockUploadQuota(tx, user.uid);
  await checkDailyQuota(tx, env, user, adding);
}
