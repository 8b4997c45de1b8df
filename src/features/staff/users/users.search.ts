/**
 * The user list's URL (/admin/user-detail): the spec's filters (realm, admin = level, user search, name search,
 * withdrawn accounts), the sort arrow, the page, and the user whose detail is open (`id`). Bad values are
 * dropped, never fatal, so a shared or hand-typed link always shows a list.
 */
import { z } from 'zod';
import { PAGE_SIZE, SORT } from '../../../api/codes';
import { LEVELS } from '../../../api/levels';
import { USER_SORT_KEYS, type UserListQuery } from '../../../api/staff/users';

const text = z.string().trim().max(200).optional().catch(undefined);
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max).optional().catch(undefined);

/** The search params of the user list. */
export const UserSearchSchema = z.object({
  realm: z.enum(['staff', 'customer']).optional().catch(undefined),
  /** A level of LEVELS; absent for every level. */
  admin: z.coerce
    .number()
    .refine((v) => (LEVELS as readonly number[]).includes(v))
    .optional()
    .catch(undefined),
  user_search: text,
  name_search: text,
  include_out: z.coerce.number().pipe(z.literal(1)).optional().catch(undefined),
  page: int(1, 100_000),
  size: int(1, PAGE_SIZE.max),
  sort_key: z.enum(USER_SORT_KEYS).optional().catch(undefined),
  sort: z.coerce
    .number()
    .pipe(z.union([z.literal(SORT.asc), z.literal(SORT.desc)]))
    .optional()
    .catch(undefined),
  /** The user whose detail is open. */
  id: int(1, 2_147_483_647),
});
export type UserSearch = z.output<typeof UserSearchSchema>;

/** The router's `validateSearch`: the URL's values, each bad one dropped and absent keys left out. */
export function parseUserSearch(raw: Record<string, unknown>): UserSearch {
  const parsed = UserSearchSchema.parse(raw);
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined && v !== '')) as UserSearch;
}

/** The user_management (and xlsx) query of a URL. */
export function userListQuery(search: UserSearch): UserListQuery {
  return {
    page: search.page ?? 1,
    size: search.size ?? PAGE_SIZE.default,
    sort_key: search.sort_key,
    sort: search.sort,
    realm: search.realm,
    admin: search.admin,
    user_search: search.user_search,
    name_search: search.name_search,
    include_out: search.include_out,
  };
}

/** The search after a filter changed: back to page 1, the open detail kept. */
export function withFilter(search: UserSearch, patch: Partial<Omit<UserSearch, 'page' | 'id'>>): UserSearch {
  const { page: _page, ...rest } = search;
  const next = { ...rest, ...patch };
  return Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined && v !== '')) as UserSearch;
}

/** Whether any filter is set (the panel offers to clear them). */
export const isFiltered = (s: UserSearch): boolean =>
  s.realm !== undefined || s.admin !== undefined || !!s.user_search || !!s.name_search || s.include_out !== undefined;
