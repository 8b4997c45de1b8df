/**
 * Queries of the consulting search (univ_majors with each university's admission group of the year). The
 * conditions are built from the rules' FilterPlan (src/features/consulting/consulting.rules.ts), group by
 * group, so the SQL means what `matches` means: AND across groups, OR within one, unknown admission groups
 * never matching a 군 filter, the name search as a substring of the normalised names (`strpos`, no pattern
 * characters to escape).
 */
import { and, eq, inArray, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import type { AdmissionGroup } from '../../../src/api/consulting/search';
import { RESULT_LIMIT, type FilterPlan } from '../../../src/features/consulting/consulting.rules';
import type { DbOrTx } from '../../core/db';
import { univMajors as mj, universityAdmissionGroups as groups } from '../../db/schema';

/** The latest year with majors, or null before any import. */
export function latestYear(db: DbOrTx): Promise<number | null> {
  return db
    .select({ year: max(mj.year) })
    .from(mj)
    .then((rows) => rows[0]?.year ?? null);
}

const TRUE = sql`true`;

/** The region group: 전국 (no condition), regions as a whole, universities by region and normalised name. */
function regionCondition(plan: FilterPlan): SQL | undefined {
  const g = plan.region;
  if (!g || g.all) return undefined;
  return or(
    g.regions.length ? inArray(mj.region, [...g.regions]) : undefined,
    ...g.universities.map((u) => and(eq(mj.region, u.region), eq(mj.univ_key, u.name))),
  );
}

/** The major group: main categories as a whole, middle categories. */
function majorCondition(plan: FilterPlan): SQL | undefined {
  const g = plan.major;
  if (!g) return undefined;
  return or(g.mains.length ? inArray(mj.head_major, [...g.mains]) : undefined, g.subs.length ? inArray(mj.major_sub_id, [...g.subs]) : undefined);
}

/** The admission-group group: the university's known group is one of those chosen. */
function gunCondition(plan: FilterPlan): SQL | undefined {
  return plan.guns ? inArray(groups.gun, [...plan.guns]) : undefined;
}

/** The name search: part of the university's or the major's normalised names. */
function textCondition(plan: FilterPlan): SQL | undefined {
  return plan.text === null ? undefined : or(sql`strpos(${mj.univ_search}, ${plan.text}) > 0`, sql`strpos(${mj.major_search}, ${plan.text}) > 0`);
}

const withGroups = and(eq(groups.university_id, mj.university_id), eq(groups.year, mj.year));

/** One entry of the result with what its wire shape needs. */
export interface SearchRowOut {
  keyword_id: number;
  major_id: number;
  head_major: number;
  region: string;
  univ_id: number;
  univ_name: string;
  major_name: string;
  type: AdmissionGroup | null;
  member_majors: string[];
}

/**
 * The search of one year: per region, the majors matching every group but the region group (the counts
 * beside the region options); the total under every group; with a 군 filter, the majors matching every other
 * group whose university's group is unknown; and the first RESULT_LIMIT entries by university and major name
 * (code-point order). An empty plan has no total and no entries, only the counts.
 */
export async function searchMajors(db: DbOrTx, plan: FilterPlan, year: number) {
  const region = regionCondition(plan) ?? TRUE;
  const gun = gunCondition(plan) ?? TRUE;
  const base = and(eq(mj.year, year), majorCondition(plan), textCondition(plan));
  // The admission groups are joined only when a 군 filter needs them (the join costs as much as the count).
  const counts = plan.guns
    ? await db
        .select({
          region: mj.region,
          facet: sql<number>`count(*) filter (where ${gun})`.mapWith(Number),
          total: sql<number>`count(*) filter (where ${region} and ${gun})`.mapWith(Number),
          unknown: sql<number>`count(*) filter (where ${region} and ${isNull(groups.gun)})`.mapWith(Number),
        })
        .from(mj)
        .leftJoin(groups, withGroups)
        .where(base)
        .groupBy(mj.region)
    : await db
        .select({ region: mj.region, facet: sql<number>`count(*)`.mapWith(Number), total: sql<number>`count(*) filter (where ${region})`.mapWith(Number), unknown: sql<number>`0`.mapWith(Number) })
        .from(mj)
        .where(base)
        .groupBy(mj.region);
  if (plan.empty) return { counts, total: 0, unknown: 0, rows: [] as SearchRowOut[] };
  const rows = await db
    .select({
      keyword_id: mj.id,
      major_id: mj.major_sub_id,
      head_major: mj.head_major,
      region: mj.region,
      univ_id: mj.university_id,
      univ_name: mj.univ_name,
      major_name: mj.major_name,
      type: sql<AdmissionGroup | null>`${groups.gun}`,
      member_majors: mj.member_majors,
    })
    .from(mj)
    .leftJoin(groups, withGroups)
    .where(and(base, region, gun))
    .orderBy(sql`${mj.univ_name} collate "C"`, sql`${mj.major_name} collate "C"`, mj.id)
    .limit(RESULT_LIMIT);
  return {
    counts,
    total: counts.reduce((n, c) => n + c.total, 0),
    unknown: plan.guns ? counts.reduce((n, c) => n + c.unknown, 0) : 0,
    rows: rows as SearchRowOut[],
  };
}
