/**
 * Use cases of the work calendar (spec sections 3 "Calendar event" and 7 admin_calendar; issue 8, point 5): a
 * month's events (everyone's, or one person's with the team's) and holidays for every staff member from level 1;
 * adding, changing and removing events for administrators (the staff policy's calendarEvent.edit). An event is
 * the team's (user_id null) or an active staff member's.
 */
import type { z } from 'zod';
import type { CalendarEventBodySchema, CalendarEventUpdateBodySchema, CalendarQuerySchema } from '../../../src/api/staff/calendar';
import { STAFF_POLICY } from '../../../src/features/staff/staff.policy';
import type { AuthUser } from '../../core/access';
import type { DbOrTx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { badRequest, notFound } from '../../core/errors';
import { actorOf, assertAllowed } from '../../core/policy';
import { monthHolidays } from './holiday-service';
import * as repo from './calendar.repository';

const EVENT = '일정';

/** The first and last day of a month, YYYY-MM-DD. */
function monthRange(year: number, month: number): { from: string; to: string } {
  const mm = String(month).padStart(2, '0');
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

/** GET admin_calendar: the month's events (one person's and the team's when `user_id` is given) and its holidays. */
export async function getCalendarMonth(deps: Deps, user: AuthUser, query: z.output<typeof CalendarQuerySchema>) {
  assertAllowed(STAFF_POLICY.authorize(actorOf(user), 'calendarEvent.read', {}));
  const { from, to } = monthRange(query.year, query.month);
  const [events, holidays] = await Promise.all([repo.eventsBetween(deps.db, from, to, query.user_id), monthHolidays(deps.env, query.year, query.month)]);
  return { data_list: events, holidays: holidays.holidays, holiday_service: holidays.service };
}

/** The stored fields of a body: a person must be an active staff account (400 naming body.user_id), absent is the team. */
async function eventValues(db: DbOrTx, body: z.output<typeof CalendarEventBodySchema>) {
  const userId = body.user_id ?? null;
  if (userId !== null && !(await repo.isActiveStaff(db, userId))) throw badRequest('body.user_id', 'body.user_id: 탈퇴하지 않은 직원 계정이 아닙니다. 직원을 다시 선택하거나 팀 일정으로 두세요.');
  return { detail: body.detail, date: body.date, type: body.type, require_hour: body.require_hour, user_id: userId };
}

/** POST admin_calendar: adds an event. */
export async function addCalendarEvent(deps: Deps, user: AuthUser, body: z.output<typeof CalendarEventBodySchema>) {
  assertAllowed(STAFF_POLICY.authorize(actorOf(user), 'calendarEvent.edit', {}));
  const values = await eventValues(deps.db, body);
  return { id: await repo.insertEvent(deps.db, { ...values, created_by: user.uid }) };
}

/** PUT admin_calendar: changes an event (404 when there is none). */
export async function changeCalendarEvent(deps: Deps, user: AuthUser, body: z.output<typeof CalendarEventUpdateBodySchema>) {
  assertAllowed(STAFF_POLICY.authorize(actorOf(user), 'calendarEvent.edit', {}));
  const values = await eventValues(deps.db, body);
  if (!(await repo.updateEvent(deps.db, body.id, values))) throw notFound(EVENT);
  return { id: body.id };
}

/** DELETE admin_calendar/{id}: removes an event (404 when there is none). */
export async function removeCalendarEvent(deps: Deps, user: AuthUser, id: number) {
  assertAllowed(STAFF_POLICY.authorize(actorOf(user), 'calendarEvent.edit', {}));
  if (!(await repo.deleteEvent(deps.db, id))) throw notFound(EVENT);
  return {};
}
