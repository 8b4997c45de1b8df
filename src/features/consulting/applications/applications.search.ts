/**
 * The consultants' list in the URL (/admin/admin-consulting, tab 컨설팅 신청): the state filter (comma-separated
 * states of the machine), the service, the name search, the application dates, page, page size, the sort arrow,
 * and the application open in the detail view (`id`). Bad values are dropped, never fatal, so a shared or
 * reloaded link shows the same list and Back undoes a change.
 */
import { z } from 'zod';
import { PAGE_SIZE, SORT } from '../../../api/codes';
import type { ApplicationListQuery } from '../../../api/consulting/applications';
import { CONSULTING_APPLICATION_STATES, type ConsultingApplicationState } from '../../../machines/consulting-application.machine';
import { APPLICATION_SORT_KEYS } from './applications.rules';

const day = z.iso.date().optional().catch(undefined);
const positive = (max: number) => z.coerce.number().int().min(1).max(max).optional().catch(undefined);

/** The search params of the consultants' list and detail. */
export const ApplicationSearchSchema = z.object({
  /** States, comma-separated (`received,in_progress`); absent: every state. */
  state: z
    .unknown()
    .transform((raw) => {
      const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
      const states = CONSULTING_APPLICATION_STATES.filter((s) => items.map((i) => String(i).trim()).includes(s));
      return states.length ? states.join(',') : undefined;
    })
    .optional(),
  service_id: positive(2_147_483_647),
  q: z.string().max(200).optional().catch(undefined),
  from: day,
  to: day,
  page: positive(100_000),
  size: positive(PAGE_SIZE.max),
  sort_key: z.enum(APPLICATION_SORT_KEYS).optional().catch(undefined),
  sort: z.coerce
    .number()
    .pipe(z.union([z.literal(SORT.asc), z.literal(SORT.desc)]))
    .optional()
    .catch(undefined),
  /** The application open in the detail view. */
  id: positive(2_147_483_647),
});
export type ApplicationSearch = z.output<typeof ApplicationSearchSchema>;

/** The URL's values, each bad one dropped and absent keys left out. */
export function parseApplicationSearch(raw: Record<string, unknown>): ApplicationSearch {
  const parsed = ApplicationSearchSchema.parse(raw);
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined && v !== '')) as ApplicationSearch;
}

/** The states on in the filter. */
export const selectedStates = (search: ApplicationSearch): ConsultingApplicationState[] =>
  (search.state?.split(',') ?? []).filter((s): s is ConsultingApplicationState => (CONSULTING_APPLICATION_STATES as readonly string[]).includes(s));

/** Whether any filter is on (the panel offers to reset then). */
export const isFiltered = (s: ApplicationSearch): boolean => [s.state, s.service_id, s.q, s.from, s.to].some((v) => v !== undefined && v !== '');

/** The search after some filters changed: back to page 1, empty values left out. */
export function withFilters(search: ApplicationSearch, change: Partial<Pick<ApplicationSearch, 'state' | 'service_id' | 'q' | 'from' | 'to'>>): ApplicationSearch {
  const { page: _page, ...rest } = { ...search, ...change };
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== '')) as ApplicationSearch;
}

/** The search with every filter off (sort and page size kept). */
export function withoutFilters(search: ApplicationSearch): ApplicationSearch {
  const { state: _s, service_id: _v, q: _q, from: _f, to: _t, page: _p, ...rest } = search;
  return rest;
}

/** The list call's query of a URL. */
export function applicationListQuery(search: ApplicationSearch): ApplicationListQuery {
  return {
    page: search.page ?? 1,
    size: search.size ?? PAGE_SIZE.default,
    sort_key: search.sort_key,
    sort: search.sort,
    state: search.state,
    service_id: search.service_id,
    q: search.q,
    from: search.from,
    to: search.to,
  };
}
