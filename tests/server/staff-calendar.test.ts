/**
 * The work calendar (issue 8, point 5) on the real app and database: admin_calendar GET/POST/PUT/DELETE, each in
 * the order 401 -> 400 (naming the field) -> 403 -> 404 -> success, checking the stored rows and that a refused
 * call changed nothing; then the holidays: the offline table without a key, merged with a local stand-in of the
 * KASI special-day service (a temporary holiday it knows appears; its answers are cached), and the offline
 * table again when the key is wrong, the port is closed or the service hangs past the timeout.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { calendarEvents, users } from '../../server/db/schema';
import { seedStaffCalendar } from '../../server/db/seed/staff-calendar';
import { KASI_TIMEOUT_MS } from '../../server/features/staff/holiday-service';
import { startKasiStandin, type KasiStandin } from '../../server/features/staff/kasi-standin';
import { CALENDAR_TYPE } from '../../src/api/staff/calendar';
import { monthHolidaysOffline } from '../../src/features/staff/holidays.rules';
import { buildTestApp, demoEmail, loginAs, withToken, type DemoWho, type TestApp } from '../helpers/app';
import { userId } from '../helpers/factories';

const URL = '/api/v2/common/admin_calendar';
const { work, meeting, leave } = CALENDAR_TYPE;

let t: TestApp;
let level1 = 0;
let level4 = 0;
let student = 0;
let withdrawn = 0;

beforeAll(async () => {
  t = await buildTestApp();
  level1 = await userId(t.database.db, demoEmail(1));
  level4 = await userId(t.database.db, demoEmail(4));
  student = await userId(t.database.db, 'student@demo.local');
  const [gone] = await t.database.db
    .insert(users)
    .values({ realm: 'staff', email: 'calendar-gone@demo.local', name: '탈퇴한 직원', level: 2, password_hash: 'x', out_at: new Date() })
    .returning({ id: users.id });
  withdrawn = gone.id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function send(who: DemoWho | null, method: Method, url: string, payload?: unknown, app: TestApp = t) {
  return app.app.inject(withToken(who === null ? null : await loginAs(app.app, who), { method, url, ...(payload === undefined ? {} : { payload: payload as object }) }));
}
const month = (year: number, m: number, extra = '', who: DemoWho = 1, app: TestApp = t) => send(who, 'GET', `${URL}?year=${year}&month=${m}${extra}`, undefined, app);

const eventRow = async (id: number) => (await t.database.db.select().from(calendarEvents).where(eq(calendarEvents.id, id)))[0];
const allRows = () => t.database.db.select().from(calendarEvents).orderBy(asc(calendarEvents.id));
const eventCount = async () => (await t.database.db.select({ n: count() }).from(calendarEvents))[0].n;

/** An event written straight to the database (2031, a year no demo data reaches). */
async function insertEvent(values: Partial<typeof calendarEvents.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(calendarEvents)
    .values({ detail: '직접 넣은 일정', date: '2031-03-10', type: work.code, require_hour: 4, ...values })
    .returning();
  return row;
}

const body = (values: Record<string, unknown> = {}) => ({ detail: '주간 팀 회의', date: '2031-04-14', type: meeting.code, require_hour: 1, ...values });

/** A refused call with its status, code and (for 400) the field named, after which the stored events are as before. */
async function refused(who: DemoWho | null, method: Method, url: string, payload: unknown, status: number, field?: string) {
  const before = await allRows();
  const res = await send(who, method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ result: 'fail', ...(field ? { field } : {}) });
  expect(await allRows()).toEqual(before);
  return res;
}

describe('GET admin_calendar', () => {
  it('401 without a token', async () => {
    const res = await send(null, 'GET', `${URL}?year=2031&month=3`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ result: 'fail' });
  });

  it('400 naming the field: month, year, user_id', async () => {
    for (const [query, field] of [
      ['year=2031&month=13', 'query.month'],
      ['year=2031', 'query.month'],
      ['year=1999&month=3', 'query.year'],
      ['year=abc&month=3', 'query.year'],
      ['year=2031&month=3&user_id=abc', 'query.user_id'],
      ['year=2031&month=3&user_id=0', 'query.user_id'],
    ]) {
      const res = await send(1, 'GET', `${URL}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'BAD_REQUEST', field });
    }
  });

  it('403 below level 1', async () => {
    const res = await month(2031, 3, '', 0);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'FORBIDDEN' });
  });

  it('a month’s events by day with names, the month’s edges included and nothing of the months around it; one person’s with the team’s', async () => {
    const team = await insertEvent({ detail: '월말 마감', date: '2031-03-31', type: CALENDAR_TYPE.deadline.code, require_hour: 0, created_by: level4 });
    const mine = await insertEvent({ detail: '검수 근무', date: '2031-03-01', user_id: level1, created_by: level4 });
    const others = await insertEvent({ detail: '휴가', date: '2031-03-15', type: leave.code, require_hour: 8, user_id: level4 });
    await insertEvent({ detail: '지난달', date: '2031-02-28' });
    await insertEvent({ detail: '다음달', date: '2031-04-01' });

    const res = await month(2031, 3);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data_list).toEqual([
      { id: mine.id, detail: '검수 근무', date: '2031-03-01', type: work.code, require_hour: 4, user_id: level1, user_name: '데모 AI 검수', created_by_name: '데모 관리자(외부)' },
      { id: others.id, detail: '휴가', date: '2031-03-15', type: leave.code, require_hour: 8, user_id: level4, user_name: '데모 관리자(외부)', created_by_name: null },
      { id: team.id, detail: '월말 마감', date: '2031-03-31', type: CALENDAR_TYPE.deadline.code, require_hour: 0, user_id: null, user_name: null, created_by_name: '데모 관리자(외부)' },
    ]);

    const own = await month(2031, 3, `&user_id=${level1}`);
    expect(own.json().data_list.map((e: { id: number }) => e.id)).toEqual([mine.id, team.id]);
  });

  it('without HOLIDAY_API_KEY the holidays are the offline table’s (substitutes marked)', async () => {
    const res = await month(2026, 10);
    expect(res.json()).toMatchObject({ holiday_service: 'offline', holidays: monthHolidaysOffline(2026, 10) });
    expect(res.json().holidays).toContainEqual({ date: '2026-10-05', name: '대체공휴일(개천절)', substitute: true, source: 'offline' });
  });
});

describe('POST admin_calendar', () => {
  it('401 without a token; nothing stored', async () => {
    await refused(null, 'POST', URL, body(), 401);
  });

  it('400 naming the field; nothing stored', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [body({ detail: '   ' }), 'body.detail'],
      [body({ detail: undefined }), 'body.detail'],
      [body({ date: '2031-02-30' }), 'body.date'],
      [body({ date: '2031/04/14' }), 'body.date'],
      [body({ type: 9 }), 'body.type'],
      [body({ type: '2' }), 'body.type'],
      [body({ require_hour: 25 }), 'body.require_hour'],
      [body({ require_hour: 1.5 }), 'body.require_hour'],
      [body({ user_id: 'x' }), 'body.user_id'],
      [body({ user_id: 999999 }), 'body.user_id'],
      [body({ user_id: student }), 'body.user_id'],
      [body({ user_id: withdrawn }), 'body.user_id'],
    ];
    for (const [payload, field] of cases) await refused(4, 'POST', URL, payload, 400, field);
  });

  it('403 below level 4 (a valid body); nothing stored', async () => {
    for (const who of [1, 3] as const) {
      const res = await refused(who, 'POST', URL, body(), 403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });

  it('an administrator adds a team event and a person’s event; both stored with their author', async () => {
    const before = await eventCount();
    const teamRes = await send(4, 'POST', URL, body({ detail: '  분기 회의  ' }));
    expect(teamRes.statusCode, teamRes.body).toBe(200);
    const personRes = await send(5, 'POST', URL, body({ detail: '입력 근무', type: work.code, require_hour: 8, user_id: level1, date: '2031-04-15' }));
    expect(personRes.statusCode, personRes.body).toBe(200);
    expect(await eventCount()).toBe(before + 2);

    expect(await eventRow(teamRes.json().id)).toMatchObject({ detail: '분기 회의', date: '2031-04-14', type: meeting.code, require_hour: 1, user_id: null, created_by: level4 });
    expect(await eventRow(personRes.json().id)).toMatchObject({ detail: '입력 근무', date: '2031-04-15', type: work.code, require_hour: 8, user_id: level1, created_by: await userId(t.database.db, demoEmail(5)) });
    const listed = (await month(2031, 4)).json().data_list.map((e: { id: number }) => e.id);
    expect(listed).toEqual(expect.arrayContaining([teamRes.json().id, personRes.json().id]));
  });
});

describe('PUT admin_calendar', () => {
  it('401, 400 naming the field, 403 below level 4, 404 for a missing event; the event unchanged', async () => {
    const row = await insertEvent({ detail: '바뀌지 않는 일정', user_id: level1 });
    const valid = body({ id: row.id });
    await refused(null, 'PUT', URL, valid, 401);
    await refused(4, 'PUT', URL, body(), 400, 'body.id');
    await refused(4, 'PUT', URL, { ...valid, id: 'x' }, 400, 'body.id');
    await refused(4, 'PUT', URL, { ...valid, require_hour: -1 }, 400, 'body.require_hour');
    await refused(4, 'PUT', URL, { ...valid, user_id: student }, 400, 'body.user_id');
    await refused(1, 'PUT', URL, valid, 403);
    await refused(4, 'PUT', URL, { ...valid, id: 999999 }, 404);
    expect(await eventRow(row.id)).toEqual(row);
  });

  it('an administrator changes every field, makes it the team’s, and the update time moves', async () => {
    const row = await insertEvent({ detail: '옛 내용', user_id: level1 });
    const res = await send(4, 'PUT', URL, { id: row.id, detail: '새 내용', date: '2031-03-20', type: leave.code, require_hour: 8, user_id: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: 'success', id: row.id });
    const after = await eventRow(row.id);
    expect(after).toMatchObject({ detail: '새 내용', date: '2031-03-20', type: leave.code, require_hour: 8, user_id: null, create_time: row.create_time });
    expect(after.update_time.getTime()).toBeGreaterThan(row.update_time.getTime());

    const back = await send(4, 'PUT', URL, { id: row.id, detail: '새 내용', date: '2031-03-20', type: leave.code, require_hour: 8, user_id: level1 });
    expect(back.statusCode).toBe(200);
    expect((await eventRow(row.id)).user_id).toBe(level1);
  });
});

describe('DELETE admin_calendar/{id}', () => {
  it('401, 400 naming params.id, 403 below level 4, 404 for a missing event; the event kept', async () => {
    const row = await insertEvent({ detail: '지워지지 않는 일정' });
    await refused(null, 'DELETE', `${URL}/${row.id}`, undefined, 401);
    await refused(4, 'DELETE', `${URL}/abc`, undefined, 400, 'params.id');
    await refused(4, 'DELETE', `${URL}/0`, undefined, 400, 'params.id');
    await refused(1, 'DELETE', `${URL}/${row.id}`, undefined, 403);
    await refused(4, 'DELETE', `${URL}/999999`, undefined, 404);
    expect(await eventRow(row.id)).toEqual(row);
  });

  it('an administrator removes an event; a second removal is 404', async () => {
    const row = await insertEvent({ detail: '지울 일정' });
    const res = await send(4, 'DELETE', `${URL}/${row.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: 'success' });
    expect(await eventRow(row.id)).toBeUndefined();
    expect((await send(4, 'DELETE', `${URL}/${row.id}`)).statusCode).toBe(404);
  });
});

describe('holidays with the KASI service', () => {
  let standin: KasiStandin;
  let withKasi: TestApp;
  beforeAll(async () => {
    standin = await startKasiStandin({
      key: 'k',
      extra: [
        { date: '2026-06-03', name: '전국동시지방선거' },
        { date: '2026-12-31', name: '임시공휴일' },
        { date: '2026-12-30', name: '기념일', isHoliday: 'N' },
      ],
    });
    withKasi = await buildTestApp({ HOLIDAY_API_KEY: 'k', HOLIDAY_API_URL: standin.url });
  });
  afterAll(async () => {
    await withKasi.close();
    await standin.close();
  });

  it('a holiday only KASI knows is merged in; the table’s days keep their names; the answer is cached', async () => {
    const res = await month(2026, 6, '', 1, withKasi);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      holiday_service: 'kasi',
      holidays: [
        { date: '2026-06-03', name: '전국동시지방선거', substitute: false, source: 'kasi' },
        { date: '2026-06-06', name: '현충일', substitute: false, source: 'offline' },
      ],
    });
    const asked = standin.requests();
    expect((await month(2026, 6, '', 4, withKasi)).json().holiday_service).toBe('kasi');
    expect(standin.requests()).toBe(asked);
  });

  it('KASI’s three shapes of items: none (""), one object, an array', async () => {
    expect((await month(2026, 4, '', 1, withKasi)).json()).toMatchObject({ holiday_service: 'kasi', holidays: [] });
    expect((await month(2026, 7, '', 1, withKasi)).json()).toMatchObject({ holiday_service: 'kasi', holidays: [{ date: '2026-07-17', name: '제헌절', source: 'offline' }] });
    expect((await month(2026, 12, '', 1, withKasi)).json()).toMatchObject({
      holiday_service: 'kasi',
      holidays: [
        { date: '2026-12-25', name: '기독탄신일', source: 'offline' },
        { date: '2026-12-31', name: '임시공휴일', source: 'kasi' },
      ],
    });
  });

  it('a wrong key (result code 30) falls back to the offline table, and the failure is remembered', async () => {
    const wrong = await buildTestApp({ HOLIDAY_API_KEY: 'wrong', HOLIDAY_API_URL: standin.url });
    try {
      const before = standin.requests();
      const res = await month(2026, 6, '', 1, wrong);
      expect(res.json()).toMatchObject({ holiday_service: 'offline', holidays: monthHolidaysOffline(2026, 6) });
      expect(standin.requests()).toBe(before + 1);
      await month(2026, 6, '', 1, wrong);
      expect(standin.requests()).toBe(before + 1);
    } finally {
      await wrong.close();
    }
  });

  it('a closed port falls back to the offline table', async () => {
    const gone = await startKasiStandin({ key: 'k' });
    await gone.close();
    const app = await buildTestApp({ HOLIDAY_API_KEY: 'k', HOLIDAY_API_URL: gone.url });
    try {
      const res = await month(2026, 6, '', 1, app);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ holiday_service: 'offline', holidays: monthHolidaysOffline(2026, 6) });
    } finally {
      await app.close();
    }
  });

  it('a service that does not answer is given up after the timeout', async () => {
    const hanging: Server = createServer(() => undefined);
    await new Promise<void>((done) => hanging.listen(0, '127.0.0.1', done));
    const app = await buildTestApp({ HOLIDAY_API_KEY: 'k', HOLIDAY_API_URL: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/x` });
    try {
      const started = Date.now();
      const res = await month(2026, 6, '', 1, app);
      expect(res.json()).toMatchObject({ holiday_service: 'offline', holidays: monthHolidaysOffline(2026, 6) });
      expect(Date.now() - started).toBeLessThan(KASI_TIMEOUT_MS + 1500);
    } finally {
      await app.close();
      hanging.closeAllConnections();
      await new Promise<void>((done) => hanging.close(() => done()));
    }
  });
});

describe('the demo seed', () => {
  it('writes working-day events of this month and the next once, and nothing when there are events', async () => {
    const app = await buildTestApp();
    try {
      const db = app.database.db;
      await db.delete(calendarEvents);
      await seedStaffCalendar(db);
      const rows = await db.select().from(calendarEvents);
      expect(rows.length).toBeGreaterThan(10);
      expect(rows.every((r) => ![0, 6].includes(new Date(`${r.date}T00:00:00Z`).getUTCDay()))).toBe(true);
      expect(new Set(rows.map((r) => r.date.slice(0, 7))).size).toBe(2);
      expect(rows.some((r) => r.user_id === null) && rows.some((r) => r.user_id !== null)).toBe(true);
      await seedStaffCalendar(db);
      expect((await db.select({ n: count() }).from(calendarEvents))[0].n).toBe(rows.length);
    } finally {
      await app.close();
    }
  });
});
