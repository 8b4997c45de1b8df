/**
 * Demo data of the work calendar: in the current month (Asia/Seoul) and the next, the team's weekly meetings and
 * month-end deadline, and some personal work days, a meeting and a leave of the demo staff (level1@demo.local ...
 * level5@demo.local), all on working days (no weekend, no public holiday of the offline table). Idempotent: it
 * writes nothing when calendar_events already has rows.
 */
import { count, inArray } from 'drizzle-orm';
import { CALENDAR_TYPE } from '../../../src/api/staff/calendar';
import { holidaysOf } from '../../../src/features/staff/holidays.rules';
import type { Db } from '../../core/db';
import { calendarEvents, users } from '../schema';

const { work, meeting, leave, deadline, other } = CALENDAR_TYPE;

/** One demo event: its working day of the month (1st, 2nd... or negative from the end), whose, what. */
interface DemoEvent {
  workday: number;
  email: string | null;
  detail: string;
  type: number;
  require_hour: number;
}

/** The same plan for both months. */
const PLAN: DemoEvent[] = [
  { workday: 1, email: null, detail: '월초 전체 회의 (이번 달 입력·검수 목표)', type: meeting.code, require_hour: 1 },
  { workday: 6, email: null, detail: '주간 팀 회의', type: meeting.code, require_hour: 1 },
  { workday: 11, email: null, detail: '주간 팀 회의', type: meeting.code, require_hour: 1 },
  { workday: 16, email: null, detail: '주간 팀 회의', type: meeting.code, require_hour: 1 },
  { workday: -2, email: null, detail: '월말 입력·분류 마감', type: deadline.code, require_hour: 0 },
  { workday: 2, email: 'level1@demo.local', detail: 'AI 검수 근무 (고1 수학)', type: work.code, require_hour: 6 },
  { workday: 3, email: 'level1@demo.local', detail: 'AI 검수 근무 (고1 수학)', type: work.code, require_hour: 6 },
  { workday: 7, email: 'level2@demo.local', detail: '유형 입력 근무', type: work.code, require_hour: 8 },
  { workday: 8, email: 'level2@demo.local', detail: '유형 입력 근무', type: work.code, require_hour: 8 },
  { workday: 9, email: 'level3@demo.local', detail: '검수·분류 근무 (오후)', type: work.code, require_hour: 4 },
  { workday: 12, email: 'level4@demo.local', detail: '외부 검수자 면담', type: other.code, require_hour: 2 },
  { workday: 14, email: 'level5@demo.local', detail: '연차 휴가', type: leave.code, require_hour: 8 },
  { workday: 15, email: 'level3@demo.local', detail: '반차 (오전)', type: leave.code, require_hour: 4 },
];

const pad = (n: number) => String(n).padStart(2, '0');

/** The working days (YYYY-MM-DD) of a month: no Saturday, Sunday or public holiday. */
function workingDays(year: number, month: number): string[] {
  const holidays = new Set(holidaysOf(year).map((h) => h.date));
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const days: string[] = [];
  for (let day = 1; day <= last; day++) {
    const date = `${year}-${pad(month)}-${pad(day)}`;
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !holidays.has(date)) days.push(date);
  }
  return days;
}

/** The current month in Asia/Seoul and the next, as [year, month]. */
function demoMonths(now = new Date()): Array<[number, number]> {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit' }).format(now).split('-').map(Number);
  return [
    [year, month],
    month === 12 ? [year + 1, 1] : [year, month + 1],
  ];
}

/** Writes the demo events unless the calendar already has events. */
export async function seedStaffCalendar(db: Db): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(calendarEvents);
  if (n > 0) return;
  const emails = [...new Set(PLAN.flatMap((e) => (e.email ? [e.email] : [])))];
  const staff = await db.select({ id: users.id, email: users.email, realm: users.realm }).from(users).where(inArray(users.email, emails));
  const idOf = new Map(staff.filter((u) => u.realm === 'staff').map((u) => [u.email, u.id]));
  const author = idOf.get('level4@demo.local') ?? null;
  const rows = demoMonths().flatMap(([year, month]) => {
    const days = workingDays(year, month);
    return PLAN.filter((e) => e.email === null || idOf.has(e.email)).map((e) => ({
      detail: e.detail,
      date: days[e.workday > 0 ? Math.min(e.workday, days.length) - 1 : Math.max(days.length + e.workday, 0)],
      type: e.type,
      require_hour: e.require_hour,
      user_id: e.email ? idOf.get(e.email)! : null,
      created_by: author,
    }));
  });
  await db.insert(calendarEvents).values(rows);
}
