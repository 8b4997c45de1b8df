/** Query keys of the work calendar: every key starts with `calendarKeys.all`, so one write refreshes them all. */
export const calendarKeys = {
  all: ['staff-calendar'] as const,
  /** One month's events and holidays, for everyone or one person. */
  month: (query: { year: number; month: number; user_id?: number }) => [...calendarKeys.all, 'month', query] as const,
  /** The staff list of the person picker. */
  staff: () => [...calendarKeys.all, 'staff'] as const,
};
