/**
 * Demo data: the public site's page views and referring sites over the last 28 Korean days, so that the
 * administrators' dashboard has pages, referers and a page-view chart to show. The counts follow a weekly rhythm
 * (quieter weekends) and are the same on every run (no randomness). Idempotent: nothing is written once
 * page_view_daily has any row (real logging included).
 */
import { count, sql } from 'drizzle-orm';
import { OTHER_REFERRER, type PublicPage, type ReferrerName } from '../../../src/api/staff/site-traffic';
import { DASHBOARD_TIME_ZONE } from '../../../src/features/staff/dashboards/dashboards.rules';
import type { Db } from '../../core/db';
import { pageViewDaily, refererDaily } from '../schema';

/** How many days back the demo counters go. */
const DAYS = 28;
/** Public pages and their usual views on a weekday. */
const PAGES: Array<[PublicPage, number]> = [
  ['/', 140],
  ['/consulting/main', 46],
  ['/guide', 31],
  ['/parents/intro', 24],
  ['/test', 38],
  ['/payment', 12],
];
/** Referring sites (src/api/staff/site-traffic.ts names) and their usual visits on a weekday. */
const REFERERS: Array<[ReferrerName, number]> = [
  ['네이버', 45],
  ['구글', 21],
  ['인스타그램', 7],
  ['카카오', 5],
  [OTHER_REFERRER, 3],
];

/** Today's day of the week in Korea (0 Sunday); Korea keeps no daylight saving time. */
const SEOUL_WEEKDAY = new Date(Date.now() + 9 * 3600 * 1000).getUTCDay();

/** A day's count: the usual number, quieter at weekends, with a steady wobble (deterministic). */
function countFor(base: number, daysAgo: number, salt: number): number {
  const weekday = (((SEOUL_WEEKDAY - daysAgo) % 7) + 7) % 7;
  const weekend = weekday === 0 || weekday === 6 ? 0.55 : 1;
  const wobble = 1 + 0.25 * Math.sin((daysAgo + 1) * 1.7 + salt);
  return Math.max(1, Math.round(base * weekend * wobble));
}

/** The Korean date `daysAgo` days before today, in SQL. */
const dayBefore = (daysAgo: number) => sql`((now() at time zone ${sql.raw(`'${DASHBOARD_TIME_ZONE}'`)})::date - ${daysAgo}::int)`;

/** Writes the demo counters unless page views are already recorded. */
export async function seedStaffActivity(db: Db): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(pageViewDaily);
  if (n > 0) return;
  const days = Array.from({ length: DAYS }, (_, i) => i);
  await db.transaction(async (tx) => {
    await tx
      .insert(pageViewDaily)
      .values(days.flatMap((d) => PAGES.map(([path, base], i) => ({ day: dayBefore(d), path, count: countFor(base, d, i) }))))
      .onConflictDoNothing();
    await tx
      .insert(refererDaily)
      .values(days.flatMap((d) => REFERERS.map(([host, base], i) => ({ day: dayBefore(d), host, count: countFor(base, d, i + 10) }))))
      .onConflictDoNothing();
  });
}
