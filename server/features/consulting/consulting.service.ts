/**
 * Use cases of the consulting search (spec sections 2, 4, 7 "Consulting", 9; issue 10 point 3). The filter
 * entries mean what src/features/consulting/consulting.rules.ts says; the repository turns the rules' plan
 * into SQL over the majors of one year (the latest imported one unless asked).
 *
 * Admission groups (군) are known per university and year (university_admission_groups), and most
 * universities have none yet. With a 군 filter on, majors of a university whose group is unknown are left
 * out, never guessed, and the reply counts them (`unknown_gun_count`) so the screen says so instead of
 * hiding them silently.
 */
import type { z } from 'zod';
import { NATIONWIDE, REGIONS, type ConsultingSearchQuerySchema, type ConsultingSearchReply } from '../../../src/api/consulting/search';
import { dedupeEntries, planFilter, RESULT_LIMIT } from '../../../src/features/consulting/consulting.rules';
import type { Deps } from '../../core/deps';
import * as repo from './consulting.repository';

/** The 18 region options (전국 first) with the counts of a search. */
function regionList(counts: ReadonlyArray<{ region: string; facet: number }>): ConsultingSearchReply['data']['region_list'] {
  const of = new Map(counts.map((c) => [c.region, c.facet]));
  const regions = REGIONS.map((r) => ({ region: r.region as string, region_full: r.region_full as string, count: of.get(r.region) ?? 0 }));
  return [{ region: NATIONWIDE, region_full: NATIONWIDE, count: regions.reduce((n, r) => n + r.count, 0) }, ...regions];
}

/** GET consulting/search/list: the first RESULT_LIMIT majors under the filters, the total, the region counts and the majors left out for an unknown 군. */
export async function searchConsulting(deps: Deps, query: z.output<typeof ConsultingSearchQuerySchema>): Promise<ConsultingSearchReply> {
  const plan = planFilter({ entries: dedupeEntries(query.filter ?? []), q: query.q });
  const year = query.year ?? (await repo.latestYear(deps.db));
  const found = year === null ? { counts: [], total: 0, unknown: 0, rows: [] } : await repo.searchMajors(deps.db, plan, year);
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
