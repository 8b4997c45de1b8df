/**
 * Users, permissions and alarms of the staff area (issue 8, point 2) on the real app and database. Each call in
 * the order 401 -> 400 (naming the field) -> 403 -> 404 -> 409 -> success, checking the stored rows, and that a
 * refused call changed nothing: the user list (filters, sort arrow, paging) and its xlsx export, a user's
 * detail, levels and subjects (audit trail, sessions ended), withdrawals through the account machine (the
 * withdrawn token answers 401), notes, warnings and points (sums kept, notifications written), and alarms (own
 * notifications only). The last master survives 50+ parallel level changes and withdrawals; a staff sign-up
 * starts working once the master raises its level; the demo seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../server/core/auth';
import { notifications, pointLogs, transitionLog, userHistory, userNotes, users, userWarnings } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/index';
import { seedStaffUsers } from '../../server/db/seed/staff-users';
import { LEVEL } from '../../src/api/levels';
import { NOTIFICATION_PAGE } from '../../src/api/staff/alarms';
import { WORK_MONTHS } from '../../src/features/staff/users/users.rules';
import { buildTestApp, demoEmail, loginAs, withToken, type DemoWho, type TestApp } from '../helpers/app';
import { examSubjectWithQuestions, userId } from '../helpers/factories';

const URL = {
  list: '/api/v2/common/user_management',
  xlsx: '/api/v2/common/user_management/xlsx',
  detail: '/api/v2/common/user_management_detail',
  manage: '/api/v2/common/user_manage',
  level: '/api/v2/common/user/level',
  classType: '/api/v2/common/user/class_type',
  out: (id: number | string) => `/api/v2/common/user/out/${id}`,
  note: '/api/v2/common/user/detail',
  warning: '/api/v2/common/user/warning',
  point: '/api/v2/common/point_give',
  alarm: '/api/v2/common/user/alarm',
};
const MISSING = 999_999;

let t: TestApp;
const uid: Partial<Record<DemoWho, number>> = {};
let passwordHash = '';

beforeAll(async () => {
  t = await buildTestApp();
  for (const who of [1, 2, 3, 4, 5, 10, 'student'] as const) uid[who] = await userId(t.database.db, demoEmail(who));
  passwordHash = await hashPassword(DEMO_PASSWORD);
});
afterAll(() => t.close());

// ---- Helpers ----

type Who = DemoWho | { token: string } | null;
type Opts = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: unknown };

async function tokenOf(app: FastifyInstance, who: Who): Promise<string | null> {
  if (who === null) return null;
  return typeof who === 'object' ? who.token : loginAs(app, who);
}
async function send(who: Who, opts: Opts, app: FastifyInstance = t.app) {
  return app.inject(withToken(await tokenOf(app, who), opts as never));
}

let serial = 0;
/** A new account written straight to the database (password DEMO_PASSWORD). */
async function newAccount(values: Partial<typeof users.$inferInsert> = {}, db = t.database.db) {
  serial++;
  const [row] = await db
    .insert(users)
    .values({ realm: 'staff', email: `user${serial}-${Date.now()}@test.local`, name: `테스트 직원 ${serial}`, level: LEVEL.aiReview, password_hash: passwordHash, ...values })
    .returning();
  return row;
}
/** Signs an account in through the real login call. */
async function signIn(email: string, realm: 'staff' | 'customer' = 'staff', app: FastifyInstance = t.app): Promise<{ token: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD, realm } });
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.json().token };
}

const userRow = async (id: number, db = t.database.db) => (await db.select().from(users).where(eq(users.id, id)))[0];
const historyOf = (id: number) => t.database.db.select().from(userHistory).where(eq(userHistory.user_id, id)).orderBy(asc(userHistory.id));
const notificationsOf = (id: number) => t.database.db.select().from(notifications).where(eq(notifications.user_id, id)).orderBy(asc(notifications.id));
const countOf = async (table: typeof userWarnings | typeof pointLogs | typeof userNotes | typeof notifications | typeof userHistory) =>
  (await t.database.db.select({ n: count() }).from(table))[0].n;

/** Everything a refused call could have changed about one account. */
async function snapshot(id: number) {
  const db = t.database.db;
  return {
    user: await userRow(id),
    history: await historyOf(id),
    warnings: await db.select().from(userWarnings).where(eq(userWarnings.user_id, id)),
    points: await db.select().from(pointLogs).where(eq(pointLogs.user_id, id)),
    notes: await db.select().from(userNotes).where(eq(userNotes.user_id, id)),
    notifications: await notificationsOf(id),
    audit: await db.select().from(transitionLog).where(and(eq(transitionLog.entity, 'user'), eq(transitionLog.entity_id, String(id)))),
  };
}

/** Expects 400 naming the field for each input. */
async function expectBadRequests(who: Who, cases: Array<[Opts, string]>) {
  for (const [opts, field] of cases) {
    const res = await send(who, opts);
    expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'BAD_REQUEST', field });
  }
}
async function expectStatus(who: Who, opts: Opts, status: number, code: string) {
  const res = await send(who, opts);
  expect(res.statusCode, `${opts.method} ${opts.url} ${JSON.stringify(opts.payload)}: ${res.body}`).toBe(status);
  expect(res.json()).toMatchObject({ result: 'fail', code });
  return res.json() as { message: string; field?: string };
}

// ---- The user list ----

describe('GET user_management', () => {
  it('401 without a token', async () => {
    const res = await send(null, { method: 'GET', url: URL.list });
    expect(res.statusCode).toBe(401);
  });

  it('400 naming the field', async () => {
    await expectBadRequests(5, [
      [{ method: 'GET', url: `${URL.list}?admin=11` }, 'query.admin'],
      [{ method: 'GET', url: `${URL.list}?admin=-2` }, 'query.admin'],
      [{ method: 'GET', url: `${URL.list}?size=1000` }, 'query.size'],
      [{ method: 'GET', url: `${URL.list}?realm=root` }, 'query.realm'],
      [{ method: 'GET', url: `${URL.list}?include_out=2` }, 'query.include_out'],
      [{ method: 'GET', url: `${URL.list}?sort=3` }, 'query.sort'],
      [{ method: 'GET', url: `${URL.list}?user_search=${'a'.repeat(201)}` }, 'query.user_search'],
    ]);
  });

  it('403 below level 5', async () => {
    for (const who of [1, 4] as const) await expectStatus(who, { method: 'GET', url: URL.list }, 403, 'FORBIDDEN');
    await expectStatus('student', { method: 'GET', url: URL.list }, 403, 'FORBIDDEN');
  });

  it('filters by realm, level (admin), e-mail (user search, % and _ taken literally), name, and withdrawn accounts on request', async () => {
    const odd = await newAccount({ email: `odd%_${serial}@test.local`, name: '검색용 별난 이름', level: LEVEL.reviewer });
    const gone = await newAccount({ name: '검색용 탈퇴 직원', out_at: new Date() });
    const ids = async (qs: string) => {
      const res = await send(5, { method: 'GET', url: `${URL.list}?size=100&${qs}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data_list as Array<{ id: number; realm: string; level: number; email: string }>).map((r) => r.id);
    };
    const staff = await send(5, { method: 'GET', url: `${URL.list}?realm=staff&size=100` });
    expect(staff.json().data_list.every((r: { realm: string }) => r.realm === 'staff')).toBe(true);
    const customers = await send(5, { method: 'GET', url: `${URL.list}?realm=customer&size=100` });
    expect(customers.json().data_list.map((r: { email: string }) => r.email).sort()).toEqual(['parent@demo.local', 'student@demo.local']);

    const level3 = await send(5, { method: 'GET', url: `${URL.list}?admin=3&size=100` });
    expect(level3.json().data_list.map((r: { level: number }) => r.level)).toEqual(expect.arrayContaining([3]));
    expect(level3.json().data_list.every((r: { level: number }) => r.level === 3)).toBe(true);
    expect(await ids('admin=3')).toContain(odd.id);
    expect((await ids('admin=-1')).length).toBe((await ids('')).length);

    expect(await ids('user_search=level1%40demo')).toEqual([uid[1]]);
    expect(await ids('user_search=%25')).toEqual([odd.id]);
    expect(await ids('user_search=%25_')).toEqual([odd.id]);
    expect(await ids(`user_search=${encodeURIComponent('L_VEL1')}`)).toEqual([]);
    expect(await ids(`name_search=${encodeURIComponent('별난')}`)).toEqual([odd.id]);

    expect(await ids(`name_search=${encodeURIComponent('검색용 탈퇴')}`)).toEqual([]);
    expect(await ids(`name_search=${encodeURIComponent('검색용 탈퇴')}&include_out=1`)).toEqual([gone.id]);
    const withdrawn = await send(5, { method: 'GET', url: `${URL.list}?include_out=1&name_search=${encodeURIComponent('검색용 탈퇴')}` });
    expect(withdrawn.json().data_list[0]).toMatchObject({ id: gone.id, out_at: expect.any(String), realm: 'staff', level: LEVEL.aiReview });
    expect(withdrawn.json().data_list[0]).not.toHaveProperty('password_hash');
  });

  it('sorts with the 1/2 arrow (ties by id in the same direction) and pages on the server', async () => {
    // Made in parallel, so their ids are not in the array's order: the expected order is by id.
    const same = (await Promise.all([1, 2, 3].map(() => newAccount({ name: '정렬점수', point: 777 })))).sort((x, y) => x.id - y.id);
    const ids = async (search: string, qs: string) =>
      (await send(5, { method: 'GET', url: `${URL.list}?name_search=${encodeURIComponent(search)}&size=100&${qs}` })).json().data_list.map((r: { id: number }) => r.id);
    expect(await ids('정렬점수', 'sort_key=point&sort=1')).toEqual(same.map((r) => r.id));
    expect(await ids('정렬점수', 'sort_key=point&sort=2')).toEqual(same.map((r) => r.id).reverse());

    const [b, c, a] = [await newAccount({ name: '정렬이름 나' }), await newAccount({ name: '정렬이름 다' }), await newAccount({ name: '정렬이름 가' })];
    expect(await ids('정렬이름', 'sort_key=name&sort=1')).toEqual([a.id, b.id, c.id]);
    expect(await ids('정렬이름', 'sort_key=name&sort=2')).toEqual([c.id, b.id, a.id]);
    expect(await ids('정렬이름', 'sort_key=nope&sort=1')).toEqual([a.id, c.id, b.id]);

    const page1 = await send(5, { method: 'GET', url: `${URL.list}?sort_key=id&sort=1&size=3&page=1` });
    const page2 = await send(5, { method: 'GET', url: `${URL.list}?sort_key=id&sort=1&size=3&page=2` });
    expect(page1.json()).toMatchObject({ page: 1, size: 3, total: expect.any(Number) });
    const p1 = page1.json().data_list.map((r: { id: number }) => r.id);
    const p2 = page2.json().data_list.map((r: { id: number }) => r.id);
    expect(p1).toHaveLength(3);
    expect(p2[0]).toBeGreaterThan(p1[2]);
    const [{ n }] = await t.database.db.select({ n: count() }).from(users).where(sql`${users.out_at} is null`);
    expect(page1.json().total).toBe(n);
  });
});

describe('GET user_management/xlsx', () => {
  it('401 without a token, 400 naming the field, 403 below level 5', async () => {
    expect((await send(null, { method: 'GET', url: URL.xlsx })).statusCode).toBe(401);
    await expectBadRequests(5, [[{ method: 'GET', url: `${URL.xlsx}?admin=11` }, 'query.admin']]);
    const res = await expectStatus(4, { method: 'GET', url: URL.xlsx }, 403, 'FORBIDDEN');
    expect(res.message).toBeTruthy();
  });

  it('exports every row of the same filters and sort as the list, as a sheet', async () => {
    const qs = 'realm=staff&sort_key=id&sort=1';
    const res = await send(5, { method: 'GET', url: `${URL.xlsx}?${qs}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain('attachment');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('사용자')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['번호', '구분', '이메일', '이름', '레벨', '담당 과목', '경고 점수', '포인트', '알림', '가입일', '탈퇴일']);
    const exported = sheet.getSheetValues().slice(2).map((r) => (r as unknown[])[1]);
    const listed = await send(5, { method: 'GET', url: `${URL.list}?${qs}&size=100` });
    expect(exported).toEqual(listed.json().data_list.map((r: { id: number }) => r.id));
    expect(exported).not.toContain(uid.student);
  });
});

// ---- A user's detail ----

describe('GET user_management_detail', () => {
  it('401 without a token, 400 naming query.id', async () => {
    expect((await send(null, { method: 'GET', url: `${URL.detail}?id=${uid[1]}` })).statusCode).toBe(401);
    await expectBadRequests(5, [
      [{ method: 'GET', url: `${URL.detail}?id=abc` }, 'query.id'],
      [{ method: 'GET', url: URL.detail }, 'query.id'],
      [{ method: 'GET', url: `${URL.detail}?id=0` }, 'query.id'],
    ]);
  });

  it('403 for another account below level 5 (level 1 on level 2, level 4 on level 1); level 0 may not call it at all', async () => {
    await expectStatus(1, { method: 'GET', url: `${URL.detail}?id=${uid[2]}` }, 403, 'FORBIDDEN');
    await expectStatus(4, { method: 'GET', url: `${URL.detail}?id=${uid[1]}` }, 403, 'FORBIDDEN');
    await expectStatus(0, { method: 'GET', url: `${URL.detail}?id=${uid[1]}` }, 403, 'FORBIDDEN');
  });

  it('404 for a missing user', async () => {
    await expectStatus(5, { method: 'GET', url: `${URL.detail}?id=${MISSING}` }, 404, 'NOT_FOUND');
  });

  it('everyone from level 1 reads their own record', async () => {
    const res = await send(1, { method: 'GET', url: `${URL.detail}?id=${uid[1]}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: uid[1], email: demoEmail(1), level: 1 });
  });

  it('gives the row, audit trail, warnings, points, notes newest first, work per month (Asia/Seoul) and exams with the user’s part', async () => {
    const db = t.database.db;
    const person = await newAccount({ name: '상세용 직원', level: LEVEL.reviewer });
    expect((await send(5, { method: 'POST', url: URL.warning, payload: { user_id: person.id, warning_point: 2, reason: '첫 경고' } })).statusCode).toBe(200);
    expect((await send(5, { method: 'POST', url: URL.warning, payload: { user_id: person.id, warning_point: 3, reason: '둘째 경고' } })).statusCode).toBe(200);
    expect((await send(5, { method: 'PUT', url: URL.point, payload: { user_id: person.id, point: 50, reason: '보상' } })).statusCode).toBe(200);
    expect((await send(5, { method: 'PUT', url: URL.note, payload: { id: person.id, note: '첫 메모' } })).statusCode).toBe(200);
    expect((await send(5, { method: 'PUT', url: URL.note, payload: { id: person.id, note: '둘째 메모' } })).statusCode).toBe(200);
    expect((await send(10, { method: 'PUT', url: URL.classType, payload: { id: person.id, class_type: 3 } })).statusCode).toBe(200);

    // Work: ENTER_DONE writes two audit rows (two regions) for one exam: it counts once.
    const thisMonth = sql`(date_trunc('month', now() at time zone 'Asia/Seoul') at time zone 'Asia/Seoul')`;
    const log = (event: string, entityId: number, at: ReturnType<typeof sql>, entity = 'exam_subject') =>
      db.insert(transitionLog).values({ machine: 'examSubject', entity, entity_id: String(entityId), event, from_state: '0', to_state: '1', user_id: person.id, created_at: at });
    await log('ENTER_DONE', 9001, thisMonth);
    await log('ENTER_DONE', 9001, thisMonth);
    await log('SEND_REVIEW', 9002, sql`now()`);
    await log('CLASS_DONE', 9003, sql`now()`);
    await log('APPROVE', 9004, sql`now()`);
    await log('RETURN', 9005, sql`now()`);
    await log('ENTER', 9006, sql`now()`);
    await log('APPROVE', 9007, sql`now()`, 'test_paper');
    await log('CLASS_DONE', 9008, sql`${thisMonth} - interval '1 second'`);
    await log('CLASS_DONE', 9009, sql`now() - interval '13 months'`);

    const entered = await examSubjectWithQuestions(db, { user_id: person.id, name: '상세용 입력 시험', count: 1 });
    const classified = await examSubjectWithQuestions(db, { teacher_id: person.id, name: '상세용 분류 시험', count: 1 });
    await examSubjectWithQuestions(db, { name: '남의 시험', count: 1 });

    const res = await send(5, { method: 'GET', url: `${URL.detail}?id=${person.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({ id: person.id, name: '상세용 직원', level: LEVEL.reviewer, class_type: 3, warning_point: 5, point: 50, out_at: null });
    expect(body.warnings.map((w: { reason: string }) => w.reason)).toEqual(['둘째 경고', '첫 경고']);
    expect(body.warnings[0]).toMatchObject({ warning_point: 3, given_by_name: '데모 관리자(내부)' });
    expect(body.points).toEqual([expect.objectContaining({ point: 50, reason: '보상', given_by_name: '데모 관리자(내부)' })]);
    expect(body.notes.map((n: { note: string }) => n.note)).toEqual(['둘째 메모', '첫 메모']);
    expect(body.history).toEqual([expect.objectContaining({ field: 'class_type', from_value: null, to_value: '3', changed_by: uid[10], changed_by_name: '데모 마스터' })]);

    expect(body.work).toHaveLength(WORK_MONTHS);
    const months: string[] = body.work.map((w: { month: string }) => w.month);
    expect(months).toEqual([...months].sort());
    const seoulMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);
    expect(months.at(-1)).toBe(seoulMonth);
    expect(body.work.at(-1)).toEqual({ month: seoulMonth, entered: 2, classified: 1, reviewed: 2 });
    expect(body.work.at(-2)).toMatchObject({ classified: 1, entered: 0, reviewed: 0 });
    const total = body.work.reduce((n: number, w: { classified: number }) => n + w.classified, 0);
    expect(total).toBe(2);

    expect(body.exams.map((e: { id: number; role: string }) => [e.id, e.role]).sort()).toEqual(
      [
        [entered.id, 'enter'],
        [classified.id, 'class'],
      ].sort(),
    );
  });
});

// ---- Levels and subjects ----

describe('PUT user/level', () => {
  it('401 without a token', async () => {
    const person = await newAccount();
    expect((await send(null, { method: 'PUT', url: URL.level, payload: { id: person.id, level: 2 } })).statusCode).toBe(401);
    expect((await userRow(person.id)).level).toBe(LEVEL.aiReview);
  });

  it('400 naming the field; nothing changed', async () => {
    const person = await newAccount();
    const before = await snapshot(person.id);
    await expectBadRequests(10, [
      [{ method: 'PUT', url: URL.level, payload: { id: person.id, level: 7 } }, 'body.level'],
      [{ method: 'PUT', url: URL.level, payload: { id: person.id, level: '2' } }, 'body.level'],
      [{ method: 'PUT', url: URL.level, payload: { id: person.id, level: 11 } }, 'body.level'],
      [{ method: 'PUT', url: URL.level, payload: { id: person.id } }, 'body.level'],
      [{ method: 'PUT', url: URL.level, payload: { id: 0, level: 2 } }, 'body.id'],
    ]);
    expect(await snapshot(person.id)).toEqual(before);
  });

  it('403 below the master; nothing changed', async () => {
    const person = await newAccount();
    const before = await snapshot(person.id);
    for (const who of [4, 5] as const) await expectStatus(who, { method: 'PUT', url: URL.level, payload: { id: person.id, level: 2 } }, 403, 'FORBIDDEN');
    expect(await snapshot(person.id)).toEqual(before);
  });

  it('404 for a missing user', async () => {
    const error = await expectStatus(10, { method: 'PUT', url: URL.level, payload: { id: MISSING, level: 2 } }, 404, 'NOT_FOUND');
    expect(error.field).toBe('body.id');
  });

  it('409 for a customer, a withdrawn account, and the last master; nothing changed', async () => {
    const gone = await newAccount({ out_at: new Date() });
    for (const id of [uid.student!, gone.id]) {
      const before = await snapshot(id);
      await expectStatus(10, { method: 'PUT', url: URL.level, payload: { id, level: 2 } }, 409, 'CONFLICT');
      expect(await snapshot(id)).toEqual(before);
    }
    const before = await snapshot(uid[10]!);
    const error = await expectStatus(10, { method: 'PUT', url: URL.level, payload: { id: uid[10], level: 5 } }, 409, 'CONFLICT');
    expect(error).toMatchObject({ field: 'body.level', message: expect.stringContaining('마지막 마스터') });
    expect(await snapshot(uid[10]!)).toEqual(before);
  });

  it('sets the level, ends the account’s sessions, writes the audit trail and notifies; the same level again changes nothing', async () => {
    const person = await newAccount();
    const old = await signIn(person.email);
    expect((await send(old, { method: 'GET', url: URL.alarm })).statusCode).toBe(200);
    const before = await userRow(person.id);

    const res = await send(10, { method: 'PUT', url: URL.level, payload: { id: person.id, level: 3 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: 'success' });
    const after = await userRow(person.id);
    expect(after).toMatchObject({ level: 3, token_version: before.token_version + 1 });
    expect(await historyOf(person.id)).toEqual([expect.objectContaining({ field: 'level', from_value: '1', to_value: '3', changed_by: uid[10] })]);
    expect(await notificationsOf(person.id)).toEqual([expect.objectContaining({ kind: 'level', read_at: null })]);
    expect((await send(old, { method: 'GET', url: URL.alarm })).statusCode).toBe(401);

    const again = await send(10, { method: 'PUT', url: URL.level, payload: { id: person.id, level: 3 } });
    expect(again.statusCode).toBe(200);
    expect((await userRow(person.id)).token_version).toBe(after.token_version);
    expect(await historyOf(person.id)).toHaveLength(1);
  });

  it('a staff sign-up starts at level 0 and works once the master raises its level', async () => {
    const email = `signup-${Date.now()}@test.local`;
    const made = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'newpass123', displayName: '새 직원' } });
    expect(made.statusCode, made.body).toBe(200);
    const login = async () => (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'newpass123' } })).json().token as string;
    const first = await login();
    const work = (token: string) => t.app.inject(withToken(token, { method: 'GET', url: '/api/v2/exam/enter_exam' }));
    expect((await work(first)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row.level).toBe(LEVEL.none);
    const listed = await send(10, { method: 'GET', url: `${URL.manage}?admin=0&user_search=${encodeURIComponent(email)}` });
    expect(listed.json().data_list.map((r: { id: number }) => r.id)).toEqual([row.id]);
    expect((await send(10, { method: 'PUT', url: URL.level, payload: { id: row.id, level: 1 } })).statusCode).toBe(200);
    expect((await work(await login())).statusCode).toBe(200);
  });
});

describe('PUT user/class_type', () => {
  it('401, 400 naming the field, 403 below the master, 404; nothing changed', async () => {
    const person = await newAccount();
    const before = await snapshot(person.id);
    expect((await send(null, { method: 'PUT', url: URL.classType, payload: { id: person.id, class_type: 3 } })).statusCode).toBe(401);
    await expectBadRequests(10, [
      [{ method: 'PUT', url: URL.classType, payload: { id: person.id, class_type: 9 } }, 'body.class_type'],
      [{ method: 'PUT', url: URL.classType, payload: { id: person.id, class_type: '3' } }, 'body.class_type'],
      [{ method: 'PUT', url: URL.classType, payload: { id: person.id } }, 'body.class_type'],
    ]);
    await expectStatus(5, { method: 'PUT', url: URL.classType, payload: { id: person.id, class_type: 3 } }, 403, 'FORBIDDEN');
    await expectStatus(10, { method: 'PUT', url: URL.classType, payload: { id: MISSING, class_type: 3 } }, 404, 'NOT_FOUND');
    expect(await snapshot(person.id)).toEqual(before);
  });

  it('409 for a customer; nothing changed', async () => {
    const before = await snapshot(uid.student!);
    await expectStatus(10, { method: 'PUT', url: URL.classType, payload: { id: uid.student, class_type: 3 } }, 409, 'CONFLICT');
    expect(await snapshot(uid.student!)).toEqual(before);
  });

  it('sets the subject and clears it, each change in the audit trail; sessions go on', async () => {
    const person = await newAccount();
    const before = await userRow(person.id);
    expect((await send(10, { method: 'PUT', url: URL.classType, payload: { id: person.id, class_type: 3 } })).statusCode).toBe(200);
    expect((await userRow(person.id)).class_type).toBe(3);
    expect((await send(10, { method: 'PUT', url: URL.classType, payload: { id: person.id, class_type: null } })).statusCode).toBe(200);
    const after = await userRow(person.id);
    expect(after).toMatchObject({ class_type: null, token_version: before.token_version });
    expect((await historyOf(person.id)).map((h) => [h.field, h.from_value, h.to_value, h.changed_by])).toEqual([
      ['class_type', null, '3', uid[10]],
      ['class_type', '3', null, uid[10]],
    ]);
  });
});

describe('GET user_manage', () => {
  it('401, 400 naming the field, 403 below the master', async () => {
    expect((await send(null, { method: 'GET', url: URL.manage })).statusCode).toBe(401);
    await expectBadRequests(10, [[{ method: 'GET', url: `${URL.manage}?admin=abc` }, 'query.admin']]);
    await expectStatus(5, { method: 'GET', url: URL.manage }, 403, 'FORBIDDEN');
  });

  it('lists active staff only, each with the latest level or subject change and who made it', async () => {
    const person = await newAccount({ name: '권한 목록용' });
    await newAccount({ name: '권한 목록용 탈퇴', out_at: new Date() });
    expect((await send(10, { method: 'PUT', url: URL.level, payload: { id: person.id, level: 2 } })).statusCode).toBe(200);
    const res = await send(10, { method: 'GET', url: `${URL.manage}?name_search=${encodeURIComponent('권한 목록용')}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data_list).toEqual([expect.objectContaining({ id: person.id, level: 2, changed_at: expect.any(String), changed_by_name: '데모 마스터' })]);
    const all = await send(10, { method: 'GET', url: `${URL.manage}?size=100` });
    expect(all.json().data_list.every((r: { realm: string; out_at: string | null }) => r.realm === 'staff' && r.out_at === null)).toBe(true);
    expect(all.json().data_list.find((r: { id: number }) => r.id === uid[4])).toMatchObject({ changed_at: null, changed_by_name: null });
  });
});

// ---- Withdrawal ----

describe('PUT user/out/{id}', () => {
  it('401, 400 naming params.id; nothing changed', async () => {
    const person = await newAccount();
    const before = await snapshot(person.id);
    expect((await send(null, { method: 'PUT', url: URL.out(person.id) })).statusCode).toBe(401);
    await expectBadRequests(5, [
      [{ method: 'PUT', url: URL.out('abc') }, 'params.id'],
      [{ method: 'PUT', url: URL.out(0) }, 'params.id'],
    ]);
    expect(await snapshot(person.id)).toEqual(before);
  });

  it('403: level 4; level 5 on another level 5 or the master; anyone on themself; nothing changed', async () => {
    const peer = await newAccount({ level: LEVEL.adminInternal });
    const person = await newAccount();
    await expectStatus(4, { method: 'PUT', url: URL.out(person.id) }, 403, 'FORBIDDEN');
    for (const [who, id] of [
      [5, peer.id],
      [5, uid[10]!],
      [5, uid[5]!],
      [10, uid[10]!],
    ] as const) {
      const before = await snapshot(id);
      await expectStatus(who, { method: 'PUT', url: URL.out(id) }, 403, 'FORBIDDEN');
      expect(await snapshot(id)).toEqual(before);
    }
  });

  it('404 for a missing user, 409 for one withdrawn already; nothing changed', async () => {
    await expectStatus(5, { method: 'PUT', url: URL.out(MISSING) }, 404, 'NOT_FOUND');
    const gone = await newAccount({ out_at: new Date('2025-01-01T00:00:00Z') });
    const before = await snapshot(gone.id);
    await expectStatus(5, { method: 'PUT', url: URL.out(gone.id) }, 409, 'CONFLICT');
    expect(await snapshot(gone.id)).toEqual(before);
  });

  it('withdraws through the account machine: out_at set, sessions ended (the token answers 401 at once), audit rows written', async () => {
    const person = await newAccount({ level: LEVEL.teacher });
    const token = await signIn(person.email);
    expect((await send(token, { method: 'GET', url: URL.alarm })).statusCode).toBe(200);
    const before = await userRow(person.id);

    const res = await send(5, { method: 'PUT', url: URL.out(person.id) });
    expect(res.statusCode, res.body).toBe(200);
    const after = await userRow(person.id);
    expect(after.out_at).toBeInstanceOf(Date);
    expect(after.token_version).toBe(before.token_version + 1);
    expect(await historyOf(person.id)).toEqual([expect.objectContaining({ field: 'out', from_value: 'active', to_value: 'withdrawn', changed_by: uid[5] })]);
    const audit = await t.database.db.select().from(transitionLog).where(and(eq(transitionLog.entity, 'user'), eq(transitionLog.entity_id, String(person.id))));
    expect(audit).toEqual([expect.objectContaining({ machine: 'account', event: 'WITHDRAW', from_state: 'active', to_state: 'withdrawn', user_id: uid[5] })]);

    const next = await send(token, { method: 'GET', url: URL.alarm });
    expect(next.statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: person.email, password: DEMO_PASSWORD } });
    expect(again.statusCode).toBe(401);
  });

  it('the master withdraws another master while there are two; a customer is withdrawn by level 5', async () => {
    const other = await newAccount({ level: LEVEL.master });
    expect((await send(10, { method: 'PUT', url: URL.out(other.id) })).statusCode).toBe(200);
    const customer = await newAccount({ realm: 'customer', customer_type: 'student', level: 0 });
    expect((await send(5, { method: 'PUT', url: URL.out(customer.id) })).statusCode).toBe(200);
    expect((await userRow(customer.id)).out_at).not.toBeNull();
  });
});

// ---- Notes, warnings, points ----

describe('PUT user/detail (note)', () => {
  it('401, 400 naming the field, 403 (level 4; level 5 on level 5 or the master), 404, 409 on a withdrawn account; nothing stored', async () => {
    const person = await newAccount();
    const gone = await newAccount({ out_at: new Date() });
    const notes = await countOf(userNotes);
    expect((await send(null, { method: 'PUT', url: URL.note, payload: { id: person.id, note: '메모' } })).statusCode).toBe(401);
    await expectBadRequests(5, [
      [{ method: 'PUT', url: URL.note, payload: { id: person.id, note: '   ' } }, 'body.note'],
      [{ method: 'PUT', url: URL.note, payload: { id: person.id } }, 'body.note'],
      [{ method: 'PUT', url: URL.note, payload: { id: person.id, note: 'x'.repeat(20_001) } }, 'body.note'],
      [{ method: 'PUT', url: URL.note, payload: { id: 'x', note: '메모' } }, 'body.id'],
    ]);
    await expectStatus(4, { method: 'PUT', url: URL.note, payload: { id: person.id, note: '메모' } }, 403, 'FORBIDDEN');
    await expectStatus(5, { method: 'PUT', url: URL.note, payload: { id: uid[10], note: '메모' } }, 403, 'FORBIDDEN');
    await expectStatus(5, { method: 'PUT', url: URL.note, payload: { id: uid[5], note: '메모' } }, 403, 'FORBIDDEN');
    await expectStatus(5, { method: 'PUT', url: URL.note, payload: { id: MISSING, note: '메모' } }, 404, 'NOT_FOUND');
    await expectStatus(5, { method: 'PUT', url: URL.note, payload: { id: gone.id, note: '메모' } }, 409, 'CONFLICT');
    expect(await countOf(userNotes)).toBe(notes);
  });

  it('writes the note, trimmed, with its writer', async () => {
    const person = await newAccount();
    const res = await send(5, { method: 'PUT', url: URL.note, payload: { id: person.id, note: '  성실함  ' } });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(userNotes).where(eq(userNotes.user_id, person.id));
    expect(row).toMatchObject({ id: res.json().id, note: '성실함', written_by: uid[5] });
  });
});

describe('POST user/warning', () => {
  it('401, 400 naming the field, 403 (level 4; level 5 warning a level 5 or the master), 404 naming body.user_id, 409 on a withdrawn account; nothing changed', async () => {
    const person = await newAccount();
    const gone = await newAccount({ out_at: new Date() });
    const peer = await newAccount({ level: LEVEL.adminInternal });
    const before = await Promise.all([person.id, gone.id, peer.id, uid[10]!].map(snapshot));
    const ok = { user_id: person.id, warning_point: 2, reason: '지각' };
    expect((await send(null, { method: 'POST', url: URL.warning, payload: ok })).statusCode).toBe(401);
    await expectBadRequests(5, [
      [{ method: 'POST', url: URL.warning, payload: { ...ok, warning_point: 11 } }, 'body.warning_point'],
      [{ method: 'POST', url: URL.warning, payload: { ...ok, warning_point: 0 } }, 'body.warning_point'],
      [{ method: 'POST', url: URL.warning, payload: { ...ok, warning_point: 1.5 } }, 'body.warning_point'],
      [{ method: 'POST', url: URL.warning, payload: { ...ok, reason: '' } }, 'body.reason'],
      [{ method: 'POST', url: URL.warning, payload: { warning_point: 2, reason: '지각' } }, 'body.user_id'],
    ]);
    await expectStatus(4, { method: 'POST', url: URL.warning, payload: ok }, 403, 'FORBIDDEN');
    await expectStatus(5, { method: 'POST', url: URL.warning, payload: { ...ok, user_id: peer.id } }, 403, 'FORBIDDEN');
    await expectStatus(5, { method: 'POST', url: URL.warning, payload: { ...ok, user_id: uid[10] } }, 403, 'FORBIDDEN');
    expect((await expectStatus(5, { method: 'POST', url: URL.warning, payload: { ...ok, user_id: MISSING } }, 404, 'NOT_FOUND')).field).toBe('body.user_id');
    await expectStatus(5, { method: 'POST', url: URL.warning, payload: { ...ok, user_id: gone.id } }, 409, 'CONFLICT');
    expect(await Promise.all([person.id, gone.id, peer.id, uid[10]!].map(snapshot))).toEqual(before);
  });

  it('writes the warning, adds its points to the sum, and notifies the user; the master warns a level 5', async () => {
    const person = await newAccount();
    const first = await send(5, { method: 'POST', url: URL.warning, payload: { user_id: person.id, warning_point: 2, reason: '지각' } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id: expect.any(Number), warning_point: 2 });
    const second = await send(10, { method: 'POST', url: URL.warning, payload: { user_id: person.id, warning_point: 4, reason: '무단 결근' } });
    expect(second.json().warning_point).toBe(6);
    expect((await userRow(person.id)).warning_point).toBe(6);
    const rows = await t.database.db.select().from(userWarnings).where(eq(userWarnings.user_id, person.id)).orderBy(asc(userWarnings.id));
    expect(rows.map((r) => [r.warning_point, r.reason, r.given_by])).toEqual([
      [2, '지각', uid[5]],
      [4, '무단 결근', uid[10]],
    ]);
    const sent = await notificationsOf(person.id);
    expect(sent.map((n) => [n.kind, n.body])).toEqual([
      ['warning', '지각'],
      ['warning', '무단 결근'],
    ]);
    expect((await send(10, { method: 'POST', url: URL.warning, payload: { user_id: uid[5], warning_point: 1, reason: '보고 누락' } })).statusCode).toBe(200);
  });
});

describe('PUT point_give', () => {
  it('401, 400 naming the field, 403, 404, and 409 naming body.point when the balance would go below 0; nothing changed', async () => {
    const person = await newAccount({ point: 30 });
    const before = await snapshot(person.id);
    const ok = { user_id: person.id, point: 10, reason: '보상' };
    expect((await send(null, { method: 'PUT', url: URL.point, payload: ok })).statusCode).toBe(401);
    await expectBadRequests(5, [
      [{ method: 'PUT', url: URL.point, payload: { ...ok, point: 0 } }, 'body.point'],
      [{ method: 'PUT', url: URL.point, payload: { ...ok, point: 1.5 } }, 'body.point'],
      [{ method: 'PUT', url: URL.point, payload: { ...ok, point: 2_000_000 } }, 'body.point'],
      [{ method: 'PUT', url: URL.point, payload: { ...ok, reason: ' ' } }, 'body.reason'],
      [{ method: 'PUT', url: URL.point, payload: { ...ok, user_id: -1 } }, 'body.user_id'],
    ]);
    await expectStatus(4, { method: 'PUT', url: URL.point, payload: ok }, 403, 'FORBIDDEN');
    await expectStatus(5, { method: 'PUT', url: URL.point, payload: { ...ok, user_id: uid[5] } }, 403, 'FORBIDDEN');
    await expectStatus(5, { method: 'PUT', url: URL.point, payload: { ...ok, user_id: MISSING } }, 404, 'NOT_FOUND');
    const error = await expectStatus(5, { method: 'PUT', url: URL.point, payload: { ...ok, point: -31 } }, 409, 'CONFLICT');
    expect(error.field).toBe('body.point');
    expect(await snapshot(person.id)).toEqual(before);
  });

  it('gives and takes back points: the balance and the log agree, down to 0 exactly; the user is notified', async () => {
    const person = await newAccount();
    const given = await send(5, { method: 'PUT', url: URL.point, payload: { user_id: person.id, point: 100, reason: '입력 보상' } });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ id: expect.any(Number), point: 100 });
    const taken = await send(5, { method: 'PUT', url: URL.point, payload: { user_id: person.id, point: -100, reason: '중복 지급 회수' } });
    expect(taken.json().point).toBe(0);
    expect((await userRow(person.id)).point).toBe(0);
    const logs = await t.database.db.select().from(pointLogs).where(eq(pointLogs.user_id, person.id)).orderBy(asc(pointLogs.id));
    expect(logs.map((l) => [l.point, l.reason, l.given_by])).toEqual([
      [100, '입력 보상', uid[5]],
      [-100, '중복 지급 회수', uid[5]],
    ]);
    expect((await notificationsOf(person.id)).map((n) => n.kind)).toEqual(['point', 'point']);
  });

  it('parallel takings never take the balance below 0', async () => {
    const person = await newAccount({ point: 50 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(5, { method: 'PUT', url: URL.point, payload: { user_id: person.id, point: -10, reason: '회수' } })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(15);
    expect((await userRow(person.id)).point).toBe(0);
    const [{ n }] = await t.database.db.select({ n: count() }).from(pointLogs).where(eq(pointLogs.user_id, person.id));
    expect(n).toBe(5);
  });
});

// ---- Alarms ----

describe('GET user/alarm', () => {
  it('401 without a token, 403 for a customer', async () => {
    expect((await send(null, { method: 'GET', url: URL.alarm })).statusCode).toBe(401);
    await expectStatus('student', { method: 'GET', url: URL.alarm }, 403, 'FORBIDDEN');
  });

  it('answers the setting, the real unread count and the owner’s latest notifications only (level 0 included)', async () => {
    const person = await newAccount({ level: LEVEL.none });
    const other = await newAccount();
    expect((await send(5, { method: 'POST', url: URL.warning, payload: { user_id: person.id, warning_point: 1, reason: '내 경고' } })).statusCode).toBe(200);
    expect((await send(5, { method: 'POST', url: URL.warning, payload: { user_id: other.id, warning_point: 1, reason: '남의 경고' } })).statusCode).toBe(200);
    const res = await send(await signIn(person.email), { method: 'GET', url: URL.alarm });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ alarm: true, unread: 1, data_list: [expect.objectContaining({ kind: 'warning', body: '내 경고', read: false, link: null })] });
    expect(res.body).not.toContain('남의 경고');
  });

  it('lists at most NOTIFICATION_PAGE, newest first', async () => {
    const person = await newAccount();
    await t.database.db.insert(notifications).values(Array.from({ length: NOTIFICATION_PAGE + 5 }, (_, i) => ({ user_id: person.id, kind: 'point' as const, title: `알림 ${i}` })));
    const res = await send(await signIn(person.email), { method: 'GET', url: URL.alarm });
    expect(res.json().data_list).toHaveLength(NOTIFICATION_PAGE);
    expect(res.json().data_list[0].title).toBe(`알림 ${NOTIFICATION_PAGE + 4}`);
    expect(res.json().unread).toBe(NOTIFICATION_PAGE + 5);
  });
});

describe('PUT user/alarm', () => {
  it('401, 400 naming the field, 403 for a customer; nothing changed', async () => {
    const person = await newAccount();
    const token = await signIn(person.email);
    const before = await snapshot(person.id);
    expect((await send(null, { method: 'PUT', url: URL.alarm, payload: { alarm: false } })).statusCode).toBe(401);
    await expectBadRequests(token, [
      [{ method: 'PUT', url: URL.alarm, payload: {} }, 'body.alarm'],
      [{ method: 'PUT', url: URL.alarm, payload: { alarm: 'no' } }, 'body.alarm'],
      [{ method: 'PUT', url: URL.alarm, payload: { read_ids: [0] } }, 'body.read_ids.0'],
      [{ method: 'PUT', url: URL.alarm, payload: { read_all: false } }, 'body.read_all'],
    ]);
    await expectStatus('student', { method: 'PUT', url: URL.alarm, payload: { alarm: false } }, 403, 'FORBIDDEN');
    expect(await snapshot(person.id)).toEqual(before);
  });

  it('marks only the caller’s own notifications read (others’ ids are ignored), all of them, and turns the setting off and on', async () => {
    const person = await newAccount();
    const other = await newAccount();
    const token = await signIn(person.email);
    const [mine1] = await t.database.db
      .insert(notifications)
      .values([1, 2].map((i) => ({ user_id: person.id, kind: 'warning' as const, title: `내 알림 ${i}` })))
      .returning();
    const [theirs] = await t.database.db.insert(notifications).values({ user_id: other.id, kind: 'warning', title: '남의 알림' }).returning();

    const some = await send(token, { method: 'PUT', url: URL.alarm, payload: { read_ids: [mine1.id, theirs.id] } });
    expect(some.statusCode, some.body).toBe(200);
    expect(some.json()).toEqual({ result: 'success', alarm: true, unread: 1 });
    const stored = await t.database.db.select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(stored[0].read_at).toBeNull();
    expect((await notificationsOf(person.id)).map((n) => n.read_at !== null)).toEqual([true, false]);

    const off = await send(token, { method: 'PUT', url: URL.alarm, payload: { alarm: false } });
    expect(off.json()).toEqual({ result: 'success', alarm: false, unread: 1 });
    expect((await userRow(person.id)).alarm).toBe(false);
    const got = await send(token, { method: 'GET', url: URL.alarm });
    expect(got.json()).toMatchObject({ alarm: false, unread: 1 });

    const all = await send(token, { method: 'PUT', url: URL.alarm, payload: { read_all: true, alarm: true } });
    expect(all.json()).toEqual({ result: 'success', alarm: true, unread: 0 });
    expect((await notificationsOf(person.id)).every((n) => n.read_at !== null)).toBe(true);
    expect((await t.database.db.select().from(notifications).where(eq(notifications.id, theirs.id)))[0].read_at).toBeNull();
  });
});

// ---- The last master, under parallel requests ----

describe('the last master', () => {
  let p: TestApp;
  beforeAll(async () => {
    p = await buildTestApp();
  });
  afterAll(() => p.close());

  const activeMasters = () =>
    p.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.realm, 'staff'), eq(users.level, LEVEL.master), sql`${users.out_at} is null`));

  it('two masters lowering each other in 60 parallel requests leave exactly one master', async () => {
    const a = await userId(p.database.db, demoEmail(10));
    const b = await newAccount({ level: LEVEL.master, name: '둘째 마스터' }, p.database.db);
    const tokenA = await signIn(demoEmail(10), 'staff', p.app);
    const tokenB = await signIn(b.email, 'staff', p.app);
    const calls = Array.from({ length: 60 }, (_, i) =>
      i % 2 ? send(tokenA, { method: 'PUT', url: URL.level, payload: { id: b.id, level: LEVEL.adminInternal } }, p.app) : send(tokenB, { method: 'PUT', url: URL.level, payload: { id: a, level: LEVEL.adminInternal } }, p.app),
    );
    const answers = await Promise.all(calls);
    expect(answers.every((r) => [200, 401, 409].includes(r.statusCode)), answers.map((r) => r.statusCode).join(',')).toBe(true);
    expect(await activeMasters()).toHaveLength(1);
    const lowered = await p.database.db.select().from(userHistory).where(and(eq(userHistory.field, 'level'), eq(userHistory.to_value, String(LEVEL.adminInternal))));
    expect(lowered).toHaveLength(1);
  });

  it('three masters withdrawing one another in 60 parallel requests leave exactly one', async () => {
    const [x, y] = [await newAccount({ level: LEVEL.master }, p.database.db), await newAccount({ level: LEVEL.master }, p.database.db)];
    const [master] = await activeMasters();
    const ids = [master.id, x.id, y.id].filter((id, i, all) => all.indexOf(id) === i);
    expect((await activeMasters()).length).toBe(3);
    const emails = await Promise.all(ids.map(async (id) => (await userRow(id, p.database.db)).email));
    const tokens = await Promise.all(emails.map((e) => signIn(e, 'staff', p.app)));
    const calls = Array.from({ length: 60 }, (_, i) => {
      const by = i % 3;
      const target = ids[(by + 1 + (Math.floor(i / 3) % 2)) % 3];
      return send(tokens[by], { method: 'PUT', url: URL.out(target) }, p.app);
    });
    const answers = await Promise.all(calls);
    expect(answers.every((r) => [200, 401, 409].includes(r.statusCode)), answers.map((r) => r.statusCode).join(',')).toBe(true);
    expect(await activeMasters()).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    const withdrawals = await p.database.db.select().from(transitionLog).where(and(eq(transitionLog.entity, 'user'), eq(transitionLog.event, 'WITHDRAW')));
    expect(withdrawals).toHaveLength(2);
  });
});

// ---- The demo seed ----

describe('seedStaffUsers', () => {
  it('writes warnings, points, notes, audit rows and level 1’s notifications with sums that agree, once', async () => {
    const db = t.database.db;
    // The template is seeded already: take its warnings and notifications away so that the seed runs again.
    await db.delete(userWarnings);
    await db.delete(notifications);
    const level1 = uid[1]!;
    const before = await userRow(level1);
    await seedStaffUsers(db);
    const counts = { warnings: await countOf(userWarnings), points: await countOf(pointLogs), notes: await countOf(userNotes), notifications: await countOf(notifications) };
    expect(counts.warnings).toBeGreaterThanOrEqual(2);
    const after = await userRow(level1);
    expect(after.warning_point - before.warning_point).toBe(2);
    expect(after.point - before.point).toBe(500);
    const mine = await db.select().from(notifications).where(eq(notifications.user_id, level1)).orderBy(desc(notifications.id));
    expect(mine.map((n) => n.kind).sort()).toEqual(['level', 'point', 'warning']);
    await seedStaffUsers(db);
    expect({ warnings: await countOf(userWarnings), points: await countOf(pointLogs), notes: await countOf(userNotes), notifications: await countOf(notifications) }).toEqual(counts);
    expect(await userRow(level1)).toEqual(after);
  });
});
