/** GET admin_calendar: a month's events (everyone's, or one person's with the team's) and its holidays. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { adminCalendarGet } from '../../../../api/staff/calendar';
import { calendarKeys } from './calendar-keys';

export interface CalendarMonthQuery {
  year: number;
  month: number;
  user_id?: number;
}

/** Fetches one month. */
export const getCalendarMonth = (query: CalendarMonthQuery, signal?: AbortSignal) => adminApi(adminCalendarGet, { query }, { signal });

/** The month's query options (the previous month stays on screen while the next loads). */
export const calendarMonthQueryOptions = (query: CalendarMonthQuery) =>
  queryOptions({ queryKey: calendarKeys.month(query), queryFn: ({ signal }) => getCalendarMonth(query, signal), placeholderData: keepPreviousData });

/** One month of the calendar. */
export const useCalendarMonth = (query: CalendarMonthQuery) => useQuery(calendarMonthQueryOptions(query));
