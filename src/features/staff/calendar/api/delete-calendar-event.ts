/** DELETE admin_calendar/{id}: removes an event (administrators); every month is refreshed either way. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { adminCalendarDelete } from '../../../../api/staff/calendar';
import { calendarKeys } from './calendar-keys';

/** Removes one event (a failure is shown by the app's notification). */
export const deleteCalendarEvent = (id: number) => adminApi(adminCalendarDelete, { params: { id } });

/** The removal as a mutation. */
export function useDeleteCalendarEvent() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteCalendarEvent, onSettled: () => client.invalidateQueries({ queryKey: calendarKeys.all }) });
}
