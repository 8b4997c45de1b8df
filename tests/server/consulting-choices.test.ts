/**
 * A student's chosen list by 군 (issue 10 point 4; spec sections 4 and 7) on the real app and database. Each
 * call in the order 401 (no token; a staff token on a customer route is refused too) -> 400 naming the field
 * -> 403 (another student's list) -> 404 -> 409 -> success, checking the stored rows, and that a refused call
 * changed nothing: GET user/consulting (the list, first 50, counts per 군, the joined university details),
 * PUT user/consulting (the toggle: a second toggle removes; at most 20 per 군, also under 50 parallel toggles),
 * DELETE user/consulting/{id}; a choice keeps its names when a newer import removes its major.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { CHOICE_LIMITS, type ChoiceListReply, type ChoiceToggleReply } from '../../src/api/consulting/choices';
import { consultingChoices, univMajors, universities, universityAdmissionGroups } from '../../server/db/schema';
import { buildTestApp, loginAs, withToken, type DemoWho, type TestApp } from '../helpers/app';
import { userId } from '../helpers/factories';

const URL = '/api/v2/tar_univ/user/consulting';

let t: TestApp;
let student = 0;
let parent = 0;
/** Majors of the imported list, by id (enough for 50 parallel toggles and more). */
let majors: Array<typeof univMajors.$inferSelect> = [];
/** A major whose university has a known admission group in the major's year, with that university. */
let grouped: { major: typeof univMajors.$inferSelect; university: typeof universities.$inferSelect; gun: string; note: string | null };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  student = await userId(db, 'student@demo.local');
  parent = await userId(db, 'parent@demo.local');
  majors = await db.select().from(univMajors).orderBy(asc(univMajors.id)).limit(120);
  expect(majors.length).toBe(120);
  const [row] = await db
    .select({ major: univMajors, university: universities, gun: universityAdmissionGroups.gun, note: universityAdmissionGroups.note })
    .from(univMajors)
    .innerJoin(universities, eq(universities.id, univMajors.university_id))
    .innerJoin(universityAdmissionGroups, and(eq(universityAdmissionGroups.university_id, univMajors.university_id), eq(universityAdmissionGroups.year, univMajors.year)))
    .orderBy(asc(univMajors.id))
    .limit(1);
  grouped = row;
}, 120_000);
afterAll(() => t.close());

/** Every test starts from empty lists. */
beforeEach(async () => {
  await t.database.db.delete(consultingChoices).where(inArray(consultingChoices.user_id, [student, parent]));
});

async function send(who: DemoWho | null, opts: { method: 'GET' | 'PUT' | 'DELETE'; url: string; payload?: unknown }) {
  return t.app.inject(withToken(who === null ? null : await loginAs(t.app, who), opts as never));
}
const list = (who: DemoWho, query = '') => send(who, { method: 'GET', url: `${URL}${query}` });
const toggle = (who: DemoWho | null, payload: unknown) => send(who, { method: 'PUT', url: URL, payload });
const remove = (who: DemoWho | null, id: number | string) => send(who, { method: 'DELETE', url: `${URL}/${id}` });

/** Toggles and expects success. */
async function toggled(who: DemoWho, major_id: number, gun: string): Promise<ChoiceToggleReply> {
  const res = await toggle(who, { major_id, gun });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
/** The stored rows of a student's list, in id order. */
const rowsOf = (uid: number) => t.database.db.select().from(consultingChoices).where(eq(consultingChoices.user_id, uid)).orderBy(asc(consultingChoices.id));
/** Choices written straight to the database (to fill a 군 quickly). */
async function insertChoices(uid: number, gun: 'ga' | 'na' | 'da', picks: typeof majors) {
  await t.database.db
    .insert(consultingChoices)
    .values(picks.map((m) => ({ user_id: uid, gun, major_id: m.id, univ_name: m.univ_name, major_name: m.major_name, region: m.region, year: m.year })));
}

describe('GET user/consulting (the chosen list)', () => {
  it('401 without a token; 403 with a staff token (a customer route)', async () => {
    const none = await send(null, { method: 'GET', url: URL });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ result: 'fail', code: 'NOT_TOKEN' });
    for (const level of [4, 10] as const) {
      const staff = await list(level);
      expect(staff.statusCode, `level ${level}`).toBe(403);
      expect(staff.json()).toMatchObject({ result: 'fail', code: 'FORBIDDEN' });
    }
  });

  it('400 naming query.user_id', async () => {
    for (const bad of ['abc', '0', '-1', '1.5', '2147483648']) {
      const res = await list('student', `?user_id=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'BAD_REQUEST', field: 'query.user_id' });
    }
  });

  it('403 for another student’s list, with the policy’s reason; nothing of it is shown', async () => {
    await insertChoices(student, 'ga', majors.slice(0, 1));
    const res = await list('parent', `?user_id=${student}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ result: 'fail', code: 'FORBIDDEN', message: '자신의 컨설팅 기록만 볼 수 있습니다.' });
    expect(res.body).not.toContain(majors[0].major_name);
  });

  it('an empty list; the caller’s own with or without user_id', async () => {
    const empty = await list('student');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ result: 'success', data: [], total: 0, counts: { ga: 0, na: 0, da: 0 }, chosen: [] });
    await insertChoices(student, 'na', majors.slice(0, 2));
    const own = await list('student', `?user_id=${student}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual((await list('student')).json());
    expect(own.json().total).toBe(2);
  });

  it('groups by 군 (가, 나, 다), each in the order chosen, with the counts; joins the university’s address, homepage and known 군', async () => {
    await insertChoices(student, 'da', majors.slice(0, 2));
    await insertChoices(student, 'ga', [grouped.major]);
    await insertChoices(student, 'na', majors.slice(2, 3));
    await insertChoices(student, 'ga', majors.slice(3, 4));
    const body: ChoiceListReply = (await list('student')).json();
    expect(body.data.map((c) => [c.gun, c.major_id])).toEqual([
      ['ga', grouped.major.id],
      ['ga', majors[3].id],
      ['na', majors[2].id],
      ['da', majors[0].id],
      ['da', majors[1].id],
    ]);
    expect(body.counts).toEqual({ ga: 2, na: 1, da: 2 });
    expect(body.total).toBe(5);
    expect(body.chosen).toHaveLength(5);
    expect(body.data[0]).toMatchObject({
      univ_name: grouped.major.univ_name,
      major_name: grouped.major.major_name,
      region: grouped.major.region,
      year: grouped.major.year,
      univ_id: grouped.university.id,
      head_major: grouped.major.head_major,
      major_sub_id: grouped.major.major_sub_id,
      member_majors: grouped.major.member_majors,
      address: grouped.university.address,
      homepage: grouped.university.homepage,
      type: grouped.gun,
      type_note: grouped.note,
    });
    expect(new Date(body.data[0].create_time).getTime()).not.toBeNaN();
  });

  it('shows the first 50 of 60 (20 in each 군) with the total; the chosen keys cover all 60', async () => {
    await insertChoices(student, 'da', majors.slice(40, 60));
    await insertChoices(student, 'na', majors.slice(20, 40));
    await insertChoices(student, 'ga', majors.slice(0, 20));
    const body: ChoiceListReply = (await list('student')).json();
    expect(body.data).toHaveLength(CHOICE_LIMITS.list);
    expect(body.total).toBe(60);
    expect(body.counts).toEqual({ ga: 20, na: 20, da: 20 });
    expect(body.data.map((c) => c.major_id)).toEqual(majors.slice(0, 50).map((m) => m.id));
    expect(body.chosen).toHaveLength(60);
  });
});

describe('PUT user/consulting (toggle a major in a 군)', () => {
  const valid = () => ({ major_id: majors[0].id, gun: 'ga' });

  it('401 without a token; 403 with a staff token; nothing stored', async () => {
    const none = await toggle(null, valid());
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'NOT_TOKEN' });
    const staff = await toggle(10, valid());
    expect(staff.statusCode).toBe(403);
    expect(await rowsOf(student)).toEqual([]);
  });

  it('400 naming the field; nothing stored', async () => {
    const cases: Array<[unknown, string]> = [
      [{ gun: 'ga' }, 'body.major_id'],
      [{ ...valid(), major_id: 0 }, 'body.major_id'],
      [{ ...valid(), major_id: String(majors[0].id) }, 'body.major_id'],
      [{ ...valid(), major_id: 1.5 }, 'body.major_id'],
      [{ ...valid(), major_id: 2147483648 }, 'body.major_id'],
      [{ major_id: majors[0].id }, 'body.gun'],
      [{ ...valid(), gun: 'ka' }, 'body.gun'],
      [{ ...valid(), gun: '가' }, 'body.gun'],
      [{ ...valid(), gun: ['ga'] }, 'body.gun'],
    ];
    for (const [payload, field] of cases) {
      const res = await toggle('student', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toMatchObject({ result: 'fail', code: 'BAD_REQUEST', field });
    }
    expect(await rowsOf(student)).toEqual([]);
  });

  it('404 naming body.major_id for a major the list does not have; nothing stored', async () => {
    const [{ top }] = await t.database.db.select({ top: sql<number>`max(${univMajors.id})` }).from(univMajors);
    const res = await toggle('student', { major_id: Number(top) + 1000, gun: 'ga' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'NOT_FOUND', field: 'body.major_id', message: '학과을(를) 찾을 수 없습니다.' });
    expect(await rowsOf(student)).toEqual([]);
  });

  it('409 naming body.gun for the 21st choice in a 군, in Korean; the list is unchanged; other 군s and removing still work', async () => {
    await insertChoices(student, 'ga', majors.slice(0, CHOICE_LIMITS.perGun));
    const before = await rowsOf(student);
    const res = await toggle('student', { major_id: majors[CHOICE_LIMITS.perGun].id, gun: 'ga' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ result: 'fail', code: 'CONFLICT', field: 'body.gun', message: '가군에는 최대 20개까지 담을 수 있습니다. 다른 학과를 빼고 담으세요.' });
    expect(await rowsOf(student)).toEqual(before);
    expect((await toggled('student', majors[CHOICE_LIMITS.perGun].id, 'na')).added).toBe(true);
    const removed = await toggled('student', majors[0].id, 'ga');
    expect(removed).toMatchObject({ added: false, counts: { ga: 19, na: 1, da: 0 } });
  });

  it('adds with the names of the major, answers the new list; a second toggle removes it; the same major may sit in two 군s', async () => {
    const m = majors[5];
    const first = await toggled('student', m.id, 'na');
    expect(first).toMatchObject({ result: 'success', added: true, total: 1, counts: { ga: 0, na: 1, da: 0 }, chosen: [{ gun: 'na', major_id: m.id }] });
    expect(first.data).toMatchObject([{ gun: 'na', major_id: m.id, univ_name: m.univ_name, major_name: m.major_name }]);
    const stored = await rowsOf(student);
    expect(stored).toMatchObject([{ user_id: student, gun: 'na', major_id: m.id, univ_name: m.univ_name, major_name: m.major_name, region: m.region, year: m.year }]);
    expect(first.data[0].id).toBe(stored[0].id);

    const other = await toggled('student', m.id, 'da');
    expect(other).toMatchObject({ added: true, total: 2, counts: { ga: 0, na: 1, da: 1 } });

    const again = await toggled('student', m.id, 'na');
    expect(again).toMatchObject({ added: false, total: 1, counts: { ga: 0, na: 0, da: 1 }, chosen: [{ gun: 'da', major_id: m.id }] });
    expect(await rowsOf(student)).toMatchObject([{ gun: 'da', major_id: m.id }]);
    expect(await rowsOf(parent)).toEqual([]);
  });

  it('50 parallel toggles of different majors in one 군 never store more than 20', async () => {
    const picks = majors.slice(0, 50);
    const answers = await Promise.all(picks.map((m) => toggle('parent', { major_id: m.id, gun: 'na' })));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CHOICE_LIMITS.perGun);
    expect(statuses.filter((s) => s === 409)).toHaveLength(50 - CHOICE_LIMITS.perGun);
    const stored = await rowsOf(parent);
    expect(stored).toHaveLength(CHOICE_LIMITS.perGun);
    expect(new Set(stored.map((r) => r.major_id)).size).toBe(CHOICE_LIMITS.perGun);
    const added = answers.flatMap((r, i) => (r.statusCode === 200 ? [picks[i].id] : []));
    expect(stored.map((r) => r.major_id).sort()).toEqual(added.sort());
    expect((await list('parent')).json().counts).toEqual({ ga: 0, na: 20, da: 0 });
  });

  it('50 parallel toggles of one major end as they began when their number is even', async () => {
    const m = majors[7];
    const answers = await Promise.all(Array.from({ length: 50 }, () => toggle('parent', { major_id: m.id, gun: 'ga' })));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(answers.filter((r) => r.json().added)).toHaveLength(25);
    expect(await rowsOf(parent)).toEqual([]);
  });
});

describe('DELETE user/consulting/{id} (remove one choice)', () => {
  it('401 without a token; 403 with a staff token; 400 naming params.id; 404 for a missing choice; nothing changed', async () => {
    await insertChoices(student, 'ga', majors.slice(0, 1));
    const before = await rowsOf(student);
    const id = before[0].id;
    expect((await remove(null, id)).statusCode).toBe(401);
    expect((await remove(4, id)).statusCode).toBe(403);
    for (const bad of ['abc', '0', '1.5']) {
      const res = await remove('student', bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'params.id' });
    }
    const missing = await remove('student', id + 100_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rowsOf(student)).toEqual(before);
  });

  it('403 for another student’s choice; it stays', async () => {
    await insertChoices(student, 'ga', majors.slice(0, 1));
    const before = await rowsOf(student);
    const res = await remove('parent', before[0].id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ result: 'fail', code: 'FORBIDDEN', message: '자신의 지원 목록과 성적만 바꿀 수 있습니다.' });
    expect(await rowsOf(student)).toEqual(before);
  });

  it('removes the choice and answers the new list', async () => {
    await insertChoices(student, 'ga', majors.slice(0, 2));
    const [first, second] = await rowsOf(student);
    const res = await remove('student', first.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: 'success', total: 1, counts: { ga: 1, na: 0, da: 0 }, chosen: [{ gun: 'ga', major_id: second.major_id }] });
    expect(await rowsOf(student)).toEqual([second]);
  });
});

describe('a choice whose major a newer import removed', () => {
  it('keeps its names, region and year; the details from the majors list are null; it can no longer be toggled, only removed by id', async () => {
    const db = t.database.db;
    const [m] = await db.select().from(univMajors).where(isNotNull(univMajors.id)).orderBy(asc(univMajors.id)).offset(200).limit(1);
    await toggled('student', m.id, 'da');
    await db.delete(univMajors).where(eq(univMajors.id, m.id));

    const body: ChoiceListReply = (await list('student')).json();
    expect(body.total).toBe(1);
    expect(body.counts).toEqual({ ga: 0, na: 0, da: 1 });
    expect(body.chosen).toEqual([]);
    expect(body.data).toMatchObject([
      { gun: 'da', major_id: null, univ_name: m.univ_name, major_name: m.major_name, region: m.region, year: m.year, univ_id: null, head_major: null, major_sub_id: null, member_majors: [], address: null, homepage: null, type: null },
    ]);
    expect(await rowsOf(student)).toMatchObject([{ major_id: null, univ_name: m.univ_name, major_name: m.major_name }]);

    const again = await toggle('student', { major_id: m.id, gun: 'da' });
    expect(again.statusCode).toBe(404);
    expect(await rowsOf(student)).toHaveLength(1);

    const gone = await remove('student', body.data[0].id);
    expect(gone.statusCode).toBe(200);
    expect(await rowsOf(student)).toEqual([]);
  });
});
