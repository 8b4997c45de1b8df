/**
 * The public site's counters (issue 8 point 6): page views per Korean day and public page (page_view_daily) and
 * visits per day and referring site by name (referer_daily, column `host`). Only the pages and names of
 * src/api/staff/site-traffic.ts are written, and the dashboard reads only public pages (rows stored before the
 * list existed may hold other paths). Writes are one upsert each, never a read first, so logging stays cheap;
 * counters stop at the column's largest value rather than fail.
 */
import { and, asc, desc, gte, inArray, sql } from 'drizzle-orm';
import { INT4_MAX } from '../../../src/api/http';
import { PUBLIC_PAGES, type PublicPage } from '../../../src/api/staff/site-traffic';
import type { DbOrTx } from '../../core/db';
import { pageViewDaily, refererDaily } from '../../db/schema';
import { firstDay, rowsOf, seoulToday as today, windowDays } from './dashboards.repository';

/** How many pages and referers the dashboard lists. */
export const TOP_SIZE = 10;

/** Adds one of today's views of each page (each page once in `pages`) in one statement. */
export async function addPageViews(db: DbOrTx, pages: PublicPage[]): Promise<void> {
  await db
    .insert(pageViewDaily)
    .values(pages.map((path) => ({ day: today, path, count: 1 })))
    .onConflictDoUpdate({ target: [pageViewDaily.day, pageViewDaily.path], set: { count: sql`least(${pageViewDaily.count}::bigint + 1, ${INT4_MAX})` } });
}

/** Only the public pages count (see the file comment). */
const isPublicPage = inArray(pageViewDaily.path, [...PUBLIC_PAGES]);

/** Adds one of today's visits from a referring site (its name). */
export async function addReferer(db: DbOrTx, host: string): Promise<void> {
  await db
    .insert(refererDaily)
    .values({ day: today, host, count: 1 })
    .onConflictDoUpdate({ target: [refererDaily.day, refererDaily.host], set: { count: sql`least(${refererDaily.count}::bigint + 1, ${INT4_MAX})` } });
}

/** The most viewed paths over the last `days` days. */
export function topPages(db: DbOrTx, days: number) {
  const total = sql<number>`sum(${pageViewDaily.count})`.mapWith(Number);
  return db
    .select({ name: pageViewDaily.path, count: total })
    .from(pageViewDaily)
    .where(and(gte(pageViewDaily.day, firstDay(days)), isPublicPage))
    .groupBy(pageViewDaily.path)
    .orderBy(desc(total), asc(pageViewDaily.path))
    .limit(TOP_SIZE);
}

/** The referring sites with the most visits over the last `days` days. */
export function topReferers(db: DbOrTx, days: number) {
  const total = sql<number>`sum(${refererDaily.count})`.mapWith(Number);
  return db
    .select({ name: refererDaily.host, count: total })
    .from(refererDaily)
    .where(gte(refererDaily.day, firstDay(days)))
    .groupBy(refererDaily.host)
    .orderBy(desc(total), asc(refererDaily.host))
    .limit(TOP_SIZE);
}

/** Page views per Korean day over the last `days` days, every day present. */
export async function pageViewsPerDay(db: DbOrTx, days: number): Promise<Array<{ date: string; count: number }>> {
  const result = await db.execute(sql`
    with days as (${windowDays(days)})
    select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(sum(${pageViewDaily.count}), 0)::bigint as count
    from days left join ${pageViewDaily} on ${pageViewDaily.day} = days.day and ${isPublicPage}
    group by days.day order by days.day`);
  return rowsOf<{ date: string; count: number | string }>(result).map((r) => ({ date: r.date, count: Number(r.count) }));
}
