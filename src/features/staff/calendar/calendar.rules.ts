/**
 * Pure rules of the work calendar screen (issue 8, point 5): the month in the URL (`?year=&month=&view=`), moving
 * between months, the event types as options, and the Korean labels of days, hours and events.
 */
import { CALENDAR_TYPE, type CalendarEvent, type Holiday } from '../../../api/staff/calendar';
import { YEAR_RANGE } from '../../../api/staff/pay';

/** "전체": everyone's events; "나의 일정": the signed-in person's with the team's. */
export const CALENDAR_VIEWS = { all: '전체', mine: '나의 일정' } as const;
export type CalendarView = keyof typeof CALENDAR_VIEWS;

/** The screen's search params: the month shown and the view (each absent when it is the default). */
export interface CalendarSearch {
  year?: number;
  month?: number;
  view?: CalendarView;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in Korea, YYYY-MM-DD (the team works on Korean days, wherever the browser is). */
export const seoulToday = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

const intIn = (raw: unknown, min: number, max: number) => {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};

/** The router's `validateSearch`: the URL's values, each bad one dropped (never fatal). */
export function parseCalendarSearch(raw: Record<string, unknown>): CalendarSearch {
  const year = intIn(raw.year, YEAR_RANGE.min, YEAR_RANGE.max);
  const month = intIn(raw.month, 1, 12);
  const view = raw.view === 'mine' ? 'mine' : undefined;
  return { ...(year && month ? { year, month } : {}), ...(view ? { view } : {}) };
}

/** The month a search shows: its own, else the current month in Korea. */
export function shownMonth(search: CalendarSearch, today = seoulToday()): { year: number; month: number } {
  return search.year && search.month ? { year: search.year, month: search.month } : { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
}

/** The month `delta` months away, kept inside the calendar's year range. */
export function shiftMonth(year: number, month: number, delta: number): { year: number; month: number } {
  const index = Math.min(Math.max(year * 12 + month - 1 + delta, YEAR_RANGE.min * 12), YEAR_RANGE.max * 12 + 11);
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The first day of a month, YYYY-MM-DD (the calendar's displayed date). */
export const monthStart = (year: number, month: number) => `${year}-${pad(month)}-01`;

/** Whether a day (YYYY-MM-DD) is in the month. */
export const inMonth = (date: string, year: number, month: number) => date.startsWith(`${year}-${pad(month)}-`);

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];
/** 0 Sunday ... 6 Saturday of a day. */
export const weekdayIndex = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
/** "11월 3일 (화)". */
export const dayLabel = (date: string) => `${Number(date.slice(5, 7))}월 ${Number(date.slice(8, 10))}일 (${WEEKDAYS[weekdayIndex(date)]})`;
/** "2026년 11월". */
export const monthLabel = (year: number, month: number) => `${year}년 ${month}월`;

/** The event types as select options, in code order. */
export const CALENDAR_TYPE_OPTIONS = Object.values(CALENDAR_TYPE).map((t) => ({ value: String(t.code), label: t.label }));
/** The type of a code (unknown codes read as 기타). */
export const calendarTypeOf = (code: number) => Object.values(CALENDAR_TYPE).find((t) => t.code === code) ?? CALENDAR_TYPE.other;

/** "8시간", or '' for none. */
export const hoursLabel = (hours: number) => (hours > 0 ? `${hours}시간` : '');
/** Whose event, in words. */
export const ownerLabel = (event: Pick<CalendarEvent, 'user_id' | 'user_name'>) => (event.user_id === null ? '팀 전체' : (event.user_name ?? '알 수 없는 직원'));

/** Items of a day, by date. */
export function byDate<T extends { date: string }>(items: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(item.date, [...(map.get(item.date) ?? []), item]);
  return map;
}

/** The spoken name of a day cell: the day, its holidays and how many events it has. */
export function dayAriaLabel(date: string, holidays: Holiday[], events: CalendarEvent[]): string {
  const parts = [dayLabel(date)];
  if (holidays.length) parts.push(`공휴일 ${holidays.map((h) => h.name).join(', ')}`);
  parts.push(events.length ? `일정 ${events.length}건` : '일정 없음');
  return parts.join(', ');
}
