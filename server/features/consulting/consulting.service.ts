/**
 * Use cases of the consulting search (spec sections 2, 4, 7 "Consulting", 9; issue 10 point 3). The filter
 * entries mean what src/features/consulting/consulting.rules.ts says; the repository turns the rules' plan
 * into SQL over the majors of one year (the latest imported one unless asked).
 *
 * Admission groups (군) are known per university and year (university_admission_groups), and most
 * universities have none yet. With a 군 filter on, majors of a university whose group is unknown are left
 * out, never guessed, and the reply counts them (`unknown_gun_count`) so the screen says so instead of
 * hiding them silently.
 *
 * The catalog changes only when a new import lands (at an instance's start), so a search's answer is kept for
 * SEARCH_TTL_MS by its plan and year: the public search page asks the same few questions all day (issue 13).
 */
import type { z } from 'zod';
import { NATIONWIDE, REGIONS, type ConsultingSearchQuerySchema, type ConsultingSearchReply } from '../../../src/api/consulting/search';
import { dedupeEntries, planFilter, RESULT_LIMIT } from '../../../src/features/consulting/consulting.rules';
import type { Deps } from '../../core/deps';
import * as repo from './consulting.repository';
import { perDatabase } from '../../core/ttl-cache';

/** How long a search's answer over the imported catalog is reused. */
export const SEARCH_TTL_MS = 60_000;
const yearsOf = perDatabase<number | null>(SEARCH_TTL_MS, 1);
const searchesOf = perDatabase<Awaited<ReturnType<typeof repo.searchMajors>>>(SEARCH_TTL_MS, 500);

/** Forgets the kept answers of a database (a test measures the search itself, not the cache). */
export function forgetSearches(db: object): void {
  yearsOf(db).clear();
  searchesOf(db).clear();
}

/** The 18 region options (전국 first) with the counts of a search. */
function regionList(counts: ReadonlyArray<{ region: string; facet: number }>): ConsultingSearchReply['data']['region_list'] {
  const of = new Map(counts.map((c) => [c.region, c.facet]));
  const regions = REGIONS.map((r) => ({ region: r.region as string, region_full: r.region_full as string, count: of.get(r.region) ?? 0 }));
  return [{ region: NATIONWIDE, region_full: NATIONWIDE, count: regions.reduce((n, r) => n + r.count, 0) }, ...regions];
}

/** GET consulting/search/list: the first RESULT_LIMIT majors under the filters, the total, the region counts and the majors left out for an unknown 군. */
export async function searchConsulting(deps: Deps, query: z.output<typeof ConsultingSearchQuerySchema>): Promise<ConsultingSearchReply> {
  const plan = planFilter({ entries: dedupeEntries(query.filter ?? []), q: query.q });
  const year = query.year ?? (await yearsOf(deps.db).through('latest', () => repo.latestYear(deps.db)));
  const found = year === null ? { counts: [], total: 0, unknown: 0, rows: [] } : await searchesOf(deps.db).through(JSON.stringify([year, plan]), () => repo.searchMajors(deps.db, plan, year));
  return {
    data: {
      region_list: regionList(found.counts),
      keyword_list: found.rows,
      total: found.total,
      limit: RESULT_LIMIT,
      unknown_gun_count: found.unknown,
      year,
    },
  };
}
