/**
 * POST / PUT admin_calendar: adds an event, or changes one when the body has its id (administrators). The form
 * shows errors itself (a field the server names goes on that field); every month is refreshed either way.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { adminCalendarPost, adminCalendarPut, type CalendarEventBodySchema } from '../../../../api/staff/calendar';
import type { z } from 'zod';
import { calendarKeys } from './calendar-keys';

export type CalendarEventBody = z.input<typeof CalendarEventBodySchema>;

/** Adds (no id) or changes (an id) one event. */
export const saveCalendarEvent = (body: CalendarEventBody, id?: number) =>
  id === undefined ? adminApi(adminCalendarPost, { body }, { notify: false }) : adminApi(adminCalendarPut, { body: { ...body, id } }, { notify: false });

/** The save as a mutation; the calendar's months are refetched when it settles. */
export function useSaveCalendarEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, id }: { body: CalendarEventBody; id?: number }) => saveCalendarEvent(body, id),
    onSettled: () => client.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
