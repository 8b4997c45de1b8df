/**
 * GET user/alarm: the signed-in staff member's setting, unread count and latest notifications, polled every
 * minute and when the window regains focus. A failed poll raises no notification (the bell shows it).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { userAlarmGet } from '../../../../api/staff/alarms';
import { alarmKeys } from './alarm-keys';

/** How often the bell asks for new notifications. */
export const ALARM_POLL_MS = 60_000;

/** Fetches the alarms. */
export const getAlarms = (signal?: AbortSignal) => adminApi(userAlarmGet, {}, { signal, notify: false });

/** The alarms' query options: polled, and fetched again on window focus. */
export const alarmsQueryOptions = () =>
  queryOptions({ queryKey: alarmKeys.all, queryFn: ({ signal }) => getAlarms(signal), refetchInterval: ALARM_POLL_MS, refetchOnWindowFocus: true, staleTime: 10_000 });

/** The signed-in staff member's alarms. */
export const useAlarms = () => useQuery(alarmsQueryOptions());
