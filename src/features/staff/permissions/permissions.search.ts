/**
 * The permission page's URL (/admin/management/admin-permission-settings): the level filter, the e-mail and
 * name searches, the sort arrow and the page. Bad values are dropped, never fatal.
 */
import { z } from 'zod';
import type { PermissionListQuerySchema } from '../../../api/staff/users';
import { UserSearchSchema } from '../users/users.search';

/** The search params of the permission page (the user list's, staff only and without a detail). */
export const PermissionSearchSchema = UserSearchSchema.pick({ admin: true, user_search: true, name_search: true, page: true, size: true, sort_key: true, sort: true });
export type PermissionSearch = z.output<typeof PermissionSearchSchema>;

/** The router's `validateSearch`. */
export function parsePermissionSearch(raw: Record<string, unknown>): PermissionSearch {
  const parsed = PermissionSearchSchema.parse(raw);
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined && v !== '')) as PermissionSearch;
}

/** The user_manage query of a URL (by name unless the arrow says otherwise). */
export const permissionListQuery = (s: PermissionSearch): z.input<typeof PermissionListQuerySchema> => ({
  page: s.page ?? 1,
  size: s.size,
  sort_key: s.sort_key ?? 'name',
  sort: s.sort ?? 1,
  admin: s.admin,
  user_search: s.user_search,
  name_search: s.name_search,
});
