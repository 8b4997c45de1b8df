/**
 * The work calendar (spec section 3 "Calendar event": detail, date, type, require_hour; section 7
 * admin_calendar GET/PUT/POST; section 9 "Holiday service result code '00' means success"; issue 8): the
 * team's and each staff member's schedule by month, with Korea's public holidays computed offline
 * (src/features/staff/holidays.rules.ts) and merged with the KASI special-day service when it is configured.
 * Staff read; administrators create, change and remove events.
 */
import { z } from 'zod';
import { codeField, defineCall, EmptyReplySchema, IdSchema, intField, LIMITS, queryNumber } from '../http';
import { IdParamsSchema, QueryIdSchema } from '../question-bank/common';
import { DayText, YearQuery } from './pay';

/** Event types with their Korean labels and colours. */
export const CALENDAR_TYPE = {
  work: { code: 1, label: '근무', color: 'blue' },
  meeting: { code: 2, label: '회의', color: 'grape' },
  leave: { code: 3, label: '휴가', color: 'teal' },
  deadline: { code: 4, label: '마감', color: 'orange' },
  other: { code: 5, label: '기타', color: 'gray' },
} as const;
const TYPE_CODES = Object.values(CALENDAR_TYPE).map((t) => t.code) as number[];
const TYPE_MESSAGE = `일정 종류는 ${Object.values(CALENDAR_TYPE).map((t) => `${t.code}(${t.label})`).join(', ')} 중 하나입니다.`;
/** Hours an event asks for (require_hour): 0-24. */
export const REQUIRE_HOUR = { min: 0, max: 24 } as const;

/** One calendar event. */
export const CalendarEventSchema = z.object({
  id: z.number().int(),
  detail: z.string(),
  /** The day, YYYY-MM-DD. */
  date: z.string(),
  type: z.number().int(),
  /** Hours of work the day asks for. */
  require_hour: z.number().int(),
  /** Whose event; null for the whole team. */
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  created_by_name: z.string().nullable(),
});
export type CalendarEvent = z.infer<typeof CalendarEventSchema>;

/** A public holiday (공휴일) or substitute holiday (대체공휴일). */
export const HolidaySchema = z.object({
  date: z.string(),
  name: z.string(),
  /** A substitute holiday by the Korean rules. */
  substitute: z.boolean(),
  /** offline: computed here; kasi: only the KASI service knows it (a temporary holiday declared late). */
  source: z.enum(['offline', 'kasi']),
});
export type Holiday = z.infer<typeof HolidaySchema>;

/** GET admin_calendar?year=&month=[&user_id=]: a month's events (the team's and everyone's, or one person's) and holidays. */
export const CalendarQuerySchema = z.object({
  year: YearQuery,
  month: queryNumber(intField(1, 12)),
  /** Only this person's events and the team's. */
  user_id: QueryIdSchema.optional(),
});
export const CalendarReplySchema = z.object({
  data_list: z.array(CalendarEventSchema),
  holidays: z.array(HolidaySchema),
  /** Whether the KASI service answered for this month (else the holidays are the offline computation alone). */
  holiday_service: z.enum(['kasi', 'offline']),
});
export const adminCalendarGet = defineCall({ method: 'GET', path: '/api/v2/common/admin_calendar', area: 'staff', summary: '근무 캘린더 (월)', query: CalendarQuerySchema, reply: CalendarReplySchema });

const typeBody = codeField(TYPE_CODES, TYPE_MESSAGE);
/** The fields of an event. */
export const CalendarEventBodySchema = z.object({
  detail: z.string().trim().min(1, '일정 내용을 입력하세요.').max(LIMITS.shortText * 5),
  date: DayText,
  type: typeBody,
  require_hour: intField(REQUIRE_HOUR.min, REQUIRE_HOUR.max),
  /** A staff member's event; null or absent for the team. */
  user_id: IdSchema.nullable().optional(),
});
/** POST admin_calendar: adds an event (administrators). */
export const adminCalendarPost = defineCall({ method: 'POST', path: '/api/v2/common/admin_calendar', area: 'staff', summary: '일정 추가', body: CalendarEventBodySchema, reply: z.object({ id: z.number().int() }) });
/** PUT admin_calendar: changes an event (administrators). */
export const CalendarEventUpdateBodySchema = CalendarEventBodySchema.extend({ id: IdSchema });
export const adminCalendarPut = defineCall({ method: 'PUT', path: '/api/v2/common/admin_calendar', area: 'staff', summary: '일정 수정', body: CalendarEventUpdateBodySchema, reply: z.object({ id: z.number().int() }) });
/** DELETE admin_calendar/{id}: removes an event (not in the spec: the calendar's delete button). */
export const adminCalendarDelete = defineCall({ method: 'DELETE', path: '/api/v2/common/admin_calendar/{id}', area: 'staff-extra', summary: '일정 삭제', params: IdParamsSchema, reply: EmptyReplySchema });
