/** GET admin_list: the active staff accounts an event can belong to (the person picker of administrators). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { adminList } from '../../../../api/staff/users';
import { calendarKeys } from './calendar-keys';

/** Fetches every active staff account, by name. */
export const getCalendarStaff = (signal?: AbortSignal) => adminApi(adminList, { query: {} }, { signal }).then((reply) => reply.data_list);

/** The staff list's query options (kept a minute: accounts rarely change while the screen is open). */
export const calendarStaffQueryOptions = () => queryOptions({ queryKey: calendarKeys.staff(), queryFn: ({ signal }) => getCalendarStaff(signal), staleTime: 60_000 });

/** The staff list, asked only when `enabled` (the picker is open). */
export const useCalendarStaff = (enabled: boolean) => useQuery({ ...calendarStaffQueryOptions(), enabled });
