/**
 * Dashboards and the public site's logging on the real app (issue 8 points 3 and 6): admin_dashboard,
 * user_dashboard, teacher_dashboard, user/page and referer_log in the core's order (401 -> 400 naming the
 * field -> 403 -> success). Every number is checked against rows the test makes: work done through the real
 * exam calls and audit rows written at chosen instants move the per-day and per-person counts by exactly that
 * (Korean days, each event once, old rows and other entities left out); states, the oldest waiting, the
 * person's own exams, month and warnings; page views counted once per distinct public page of a batch (other paths
 * and claimed counts dropped, a batch past PAGE_VIEW_BATCH refused), referers kept as the referring site's name
 * only, the beacon's content type accepted, and the dashboard's top pages only public pages.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { examSubjects, pageViewDaily, refererDaily, transitionLog, userWarnings, users } from '../../server/db/schema';
import { seedStaffActivity } from '../../server/db/seed/staff-activity';
import { monthPaySummary } from '../../server/features/staff/pay.service';
import { DASHBOARD_WEEKS, PAGE_VIEW_BATCH, PageViewBodySchema, RefererBodySchema } from '../../src/api/staff/dashboards';
import { OTHER_REFERRER, PUBLIC_PAGES, REFERRER_SOURCES } from '../../src/api/staff/site-traffic';
import { SUBJECT_TYPE } from '../../src/api/codes';
import { ADMIN_CHECK } from '../../src/machines/admin-check.machine';
import { EXAM_SUBJECT_STATE, EXCLUSION } from '../../src/machines/exam-subject.machine';
import { seoulMonth } from '../../src/features/staff/pay.rules';
import { buildTestApp, clearRateLimits, loginAs, type DemoWho, type TestApp } from '../helpers/app';
import { examSubjectWithQuestions, userId } from '../helpers/factories';
import { casesFor } from '../helpers/input-cases';

const S = EXAM_SUBJECT_STATE;
const URL = {
  admin: '/api/v2/common/admin_dashboard',
  user: '/api/v2/common/user_dashboard',
  teacher: '/api/v2/common/teacher_dashboard',
  page: '/api/v2/common/user/page',
  referer: '/api/v2/common/referer_log',
};

let t: TestApp;
const id = { writer: 0, teacher: 0, reviewer: 0, admin: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  id.writer = await userId(t.database.db, 'level1@demo.local');
  id.teacher = await userId(t.database.db, 'level2@demo.local');
  id.reviewer = await userId(t.database.db, 'level3@demo.local');
  id.admin = await userId(t.database.db, 'level4@demo.local');
});
afterAll(() => t.close());
// The logging calls are rate-limited per address (README "Rate limits"), and every request here comes from one.
beforeEach(() => clearRateLimits(t));

type Body = Record<string, any>;
async function call(who: DemoWho | null, method: 'GET' | 'POST' | 'PUT', url: string, opts: { payload?: unknown; headers?: Record<string, string> } = {}) {
  const auth = who === null ? {} : { authorization: `token=${await loginAs(t.app, who)}` };
  const res = await t.app.inject({ method, url, payload: opts.payload as never, headers: { ...auth, ...opts.headers } });
  return { status: res.statusCode, body: res.json() as Body };
}
const get = async (who: DemoWho, url: string) => {
  const r = await call(who, 'GET', url);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};
const step = async (who: DemoWho, url: string, payload: object) => {
  const r = await call(who, 'PUT', url, { payload });
  expect(r.status, `${url} ${JSON.stringify(r.body)}`).toBe(200);
};

const HOUR = 3600 * 1000;
/** Today's Korean date and the instant it started. */
function seoulToday() {
  const date = new Date(Date.now() + 9 * HOUR).toISOString().slice(0, 10);
  return { date, start: new Date(Date.parse(`${date}T00:00:00Z`) - 9 * HOUR) };
}
const dayBefore = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) - n * 24 * HOUR).toISOString().slice(0, 10);

/** One audit row of an exam event (as server/shared/exam-lifecycle.ts writes them). */
const audit = (examId: number, machine: string, event: string, userId: number | null, at: Date) => ({
  machine,
  entity: 'exam_subject',
  entity_id: String(examId),
  event,
  from_state: '0',
  to_state: '0',
  user_id: userId,
  created_at: at,
});

const dayOf = (body: Body, date: string) => (body.per_day as Body[]).find((d) => d.date === date)!;
const personOf = (body: Body, uid: number) => (body.per_person as Body[]).find((p) => p.user_id === uid) ?? { entered: 0, reviewed: 0, classified: 0 };
const countOf = (list: Body[], label: string) => list.find((s) => s.label === label)!.count as number;
const diff = (after: Body, before: Body, keys: string[]) => Object.fromEntries(keys.map((k) => [k, after[k] - before[k]]));
const WORK = ['entered', 'reviewed', 'classified', 'returned'];

// ---- GET admin_dashboard ----

describe('GET admin_dashboard', () => {
  it('401 without a token', async () => {
    expect((await call(null, 'GET', URL.admin)).status).toBe(401);
  });

  it('400 naming query.weeks for 0, past the largest, or not a number', async () => {
    for (const weeks of ['0', String(DASHBOARD_WEEKS.max + 1), 'abc', '1.5']) {
      const r = await call(4, 'GET', `${URL.admin}?weeks=${weeks}`);
      expect(r.status, weeks).toBe(400);
      expect(r.body).toMatchObject({ result: 'fail', field: 'query.weeks' });
    }
  });

  it('403 below administrators (levels 1 to 3)', async () => {
    for (const who of [1, 2, 3] as const) expect((await call(who, 'GET', URL.admin)).status, String(who)).toBe(403);
  });

  it('every day of the window is present, oldest first, ending today (Korean time), zeros included', async () => {
    for (const weeks of [1, 4, 12]) {
      const body = await get(4, `${URL.admin}?weeks=${weeks}`);
      const { date } = seoulToday();
      expect(body.weeks).toBe(weeks);
      expect(body.per_day).toHaveLength(weeks * 7);
      expect(body.page_views).toHaveLength(weeks * 7);
      expect(body.per_day.map((d: Body) => d.date)).toEqual(Array.from({ length: weeks * 7 }, (_, i) => dayBefore(date, weeks * 7 - 1 - i)));
      expect(body.page_views.at(-1).date).toBe(date);
    }
    expect((await get(4, URL.admin)).weeks).toBe(DASHBOARD_WEEKS.default);
  });

  it('work done through the real calls moves today and each person by exactly one, each event once', async () => {
    const before = await get(4, URL.admin);
    const exam = await examSubjectWithQuestions(t.database.db, { user_id: id.writer, name: '대시보드 실제 작업' });
    await step(1, '/api/v2/exam/enter_exam', { id: exam.id, event: 'ENTER' });
    await step(1, '/api/v2/exam/enter_exam_done', { id: exam.id });
    await step(3, '/api/v2/exam/review_exam_done', { id: exam.id });
    await step(2, '/api/v2/exam/class_exam', { id: exam.id });
    await step(2, '/api/v2/exam/class_exam_done', { id: exam.id });
    const after = await get(4, URL.admin);
    const { date } = seoulToday();
    expect(diff(dayOf(after, date), dayOf(before, date), WORK)).toEqual({ entered: 1, reviewed: 1, classified: 1, returned: 0 });
    expect(diff(personOf(after, id.writer), personOf(before, id.writer), ['entered', 'reviewed', 'classified'])).toEqual({ entered: 1, reviewed: 0, classified: 0 });
    expect(diff(personOf(after, id.reviewer), personOf(before, id.reviewer), ['entered', 'reviewed', 'classified'])).toEqual({ entered: 0, reviewed: 1, classified: 0 });
    expect(diff(personOf(after, id.teacher), personOf(before, id.teacher), ['entered', 'reviewed', 'classified'])).toEqual({ entered: 0, reviewed: 0, classified: 1 });
    expect(personOf(after, id.writer).name).toBe('데모 AI 검수');
    // The exam ends classified: one more in 분류 완료, the entry count of 완료 too.
    expect(countOf(after.classification, S.done.classLabel) - countOf(before.classification, S.done.classLabel)).toBe(1);
    expect(countOf(after.entry, S.done.label) - countOf(before.entry, S.done.label)).toBe(1);
    expect(countOf(after.review, ADMIN_CHECK.reviewed.label) - countOf(before.review, ADMIN_CHECK.reviewed.label)).toBe(1);
  });

  it('counts by Korean day: just after midnight is today, just before is yesterday; old rows and other entities are left out', async () => {
    const before = await get(4, `${URL.admin}?weeks=1`);
    const exam = await examSubjectWithQuestions(t.database.db, { user_id: id.writer, name: '대시보드 감사 행' });
    const { date, start } = seoulToday();
    const justAfter = new Date(start.getTime() + 30_000);
    const justBefore = new Date(start.getTime() - 30_000);
    await t.database.db.insert(transitionLog).values([
      audit(exam.id, 'examSubject', 'SEND_REVIEW', id.writer, justAfter),
      // A REJECT writes a row per region that moved; it is one review and one return.
      audit(exam.id, 'adminCheck', 'REJECT', id.reviewer, justAfter),
      audit(exam.id, 'examSubject', 'REJECT', id.reviewer, justAfter),
      audit(exam.id, 'rejection', 'REJECT', id.reviewer, justAfter),
      audit(exam.id, 'examSubject', 'CLASS_DONE', id.teacher, justBefore),
      // Outside the 7-day window, and not an exam: neither counts.
      audit(exam.id, 'examSubject', 'ENTER_DONE', id.writer, new Date(start.getTime() - 7 * 24 * HOUR - 60_000)),
      { ...audit(exam.id, 'testPaper', 'APPROVE', id.admin, justAfter), entity: 'test_paper' },
      // Not work: HOLD, ENTER, TAKE_CLASS.
      audit(exam.id, 'adminCheck', 'HOLD', id.reviewer, justAfter),
      audit(exam.id, 'examSubject', 'ENTER', id.writer, justAfter),
      audit(exam.id, 'examSubject', 'TAKE_CLASS', id.teacher, justAfter),
    ]);
    const after = await get(4, `${URL.admin}?weeks=1`);
    expect(diff(dayOf(after, date), dayOf(before, date), WORK)).toEqual({ entered: 1, reviewed: 1, classified: 0, returned: 1 });
    expect(diff(dayOf(after, dayBefore(date, 1)), dayOf(before, dayBefore(date, 1)), WORK)).toEqual({ entered: 0, reviewed: 0, classified: 1, returned: 0 });
    expect(diff(personOf(after, id.writer), personOf(before, id.writer), ['entered'])).toEqual({ entered: 1 });
    expect(diff(personOf(after, id.reviewer), personOf(before, id.reviewer), ['reviewed'])).toEqual({ reviewed: 1 });
    expect(diff(personOf(after, id.admin), personOf(before, id.admin), ['entered', 'reviewed', 'classified'])).toEqual({ entered: 0, reviewed: 0, classified: 0 });
  });

  it('the oldest waiting exams: review, classification and entry, by last change, excluded ones left out', async () => {
    const db = t.database.db;
    const old = (days: number) => new Date(Date.UTC(2001, 0, 1) + days * 24 * HOUR);
    const entry = await examSubjectWithQuestions(db, { state: S.waiting.code, user_id: id.writer, name: '가장 오래된 입력 대기' });
    const both = await examSubjectWithQuestions(db, { state: S.nextStage.code, admin_check: ADMIN_CHECK.onHold.code, name: '오래된 보류·분류 대기' });
    const held = await examSubjectWithQuestions(db, { state: S.nextStage.code, admin_check: ADMIN_CHECK.reviewed.code, teacher_id: id.teacher, name: '분류 중' });
    const excluded = await examSubjectWithQuestions(db, { state: S.waiting.code, name: '제외된 시험' });
    await db.update(examSubjects).set({ update_time: old(0) }).where(eq(examSubjects.id, entry.id));
    await db.update(examSubjects).set({ update_time: old(1) }).where(eq(examSubjects.id, both.id));
    await db.update(examSubjects).set({ update_time: old(0) }).where(eq(examSubjects.id, held.id));
    await db.update(examSubjects).set({ update_time: old(0), excluded_state: EXCLUSION.excluded }).where(eq(examSubjects.id, excluded.id));
    const body = await get(4, URL.admin);
    expect(body.oldest.slice(0, 3)).toEqual([
      { id: entry.id, name: '가장 오래된 입력 대기', state: S.waiting.code, admin_check: ADMIN_CHECK.withWriter.code, waiting_for: 'entry', user_name: '데모 AI 검수', since: old(0).toISOString() },
      expect.objectContaining({ id: both.id, waiting_for: expect.any(String), since: old(1).toISOString(), user_name: null }),
      expect.objectContaining({ id: both.id, waiting_for: expect.any(String) }),
    ]);
    expect(body.oldest.slice(1, 3).map((w: Body) => w.waiting_for).sort()).toEqual(['class', 'review']);
    expect(body.oldest.map((w: Body) => w.id)).not.toContain(excluded.id);
    expect(body.oldest.map((w: Body) => w.id)).not.toContain(held.id);
    expect(body.oldest.length).toBeLessThanOrEqual(10);
  });

  it('counts by state move with the exams: entry, review and classification', async () => {
    const before = await get(4, URL.admin);
    const db = t.database.db;
    await examSubjectWithQuestions(db, { state: S.nextStage.code, admin_check: ADMIN_CHECK.pending.code });
    await examSubjectWithQuestions(db, { state: S.nextStage.code, admin_check: ADMIN_CHECK.pending.code, teacher_id: id.teacher });
    await examSubjectWithQuestions(db, { state: S.entering.code, user_id: id.writer });
    const after = await get(4, URL.admin);
    expect(after.entry.map((s: Body) => s.label)).toEqual([S.waiting.label, S.entering.label, S.underReview.label, S.nextStage.label, S.done.label]);
    expect(countOf(after.entry, S.nextStage.label) - countOf(before.entry, S.nextStage.label)).toBe(2);
    expect(countOf(after.entry, S.entering.label) - countOf(before.entry, S.entering.label)).toBe(1);
    expect(countOf(after.review, ADMIN_CHECK.pending.label) - countOf(before.review, ADMIN_CHECK.pending.label)).toBe(2);
    expect(countOf(after.classification, S.nextStage.classLabel) - countOf(before.classification, S.nextStage.classLabel)).toBe(1);
    expect(countOf(after.classification, '분류 중') - countOf(before.classification, '분류 중')).toBe(1);
  });

  it('shows the seeded and logged pages and referers with page views per day', async () => {
    await seedStaffActivity(t.database.db);
    const before = await get(4, URL.admin);
    await call(null, 'POST', URL.page, { payload: { pages: [{ path: '/guide', count: 3 }] } });
    await call(null, 'POST', URL.referer, { payload: { referer: 'https://www.google.com/', landing: '/' } });
    const after = await get(4, URL.admin);
    const guide = (b: Body) => b.pages.find((p: Body) => p.name === '/guide').count;
    const google = (b: Body) => b.referers.find((p: Body) => p.name === '구글').count;
    expect(guide(after) - guide(before)).toBe(1);
    expect(google(after) - google(before)).toBe(1);
    expect(after.page_views.at(-1).count - before.page_views.at(-1).count).toBe(1);
    expect(after.pages[0]).toEqual({ name: '/', count: expect.any(Number) });
    const counts = after.pages.map((p: Body) => p.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('lists only public pages and known sites after a flood of made-up paths, counts and hosts', async () => {
    // Rows stored before the page list existed (made-up paths) are not listed either.
    await t.database.db.insert(pageViewDaily).values({ day: seoulToday().date, path: '/old-junk-path', count: 1_000_000 });
    const junk = (i: number, j: number) => `/${String(i).padStart(3, '0')}-${j}-${'z'.repeat(250)}`;
    for (let i = 0; i < 5; i++) {
      await clearRateLimits(t);
      const replies = await Promise.all(
        Array.from({ length: 40 }, (_, j) => call(null, 'POST', URL.page, { payload: { pages: Array.from({ length: PAGE_VIEW_BATCH }, (_, k) => ({ path: junk(i * 40 + j, k), count: 1000 })) } })),
      );
      expect(replies.every((r) => r.status === 200)).toBe(true);
      await Promise.all(Array.from({ length: 10 }, (_, j) => call(null, 'POST', URL.referer, { payload: { referer: `https://spam-${i}-${j}.example/`, landing: '/' } })));
    }
    const d = await get(4, URL.admin);
    expect(d.pages.length).toBeGreaterThan(0);
    for (const p of d.pages) expect(PUBLIC_PAGES, p.name).toContain(p.name);
    const names = [...REFERRER_SOURCES.map((r) => r.name), OTHER_REFERRER] as string[];
    for (const r of d.referers) expect(names, r.name).toContain(r.name);
    expect(d.page_views.every((v: Body) => v.count < 1_000_000)).toBe(true);
    const stored = await t.database.db.select({ path: pageViewDaily.path }).from(pageViewDaily);
    expect(stored.filter((r) => r.path.includes('zzzz'))).toEqual([]);
  });
});

// ---- GET user_dashboard ----

describe('GET user_dashboard', () => {
  it('401 without a token', async () => {
    expect((await call(null, 'GET', URL.user)).status).toBe(401);
  });

  it('400 naming query.weeks', async () => {
    const r = await call(1, 'GET', `${URL.user}?weeks=0`);
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('query.weeks');
  });

  it('403 for level 0 and for customers', async () => {
    expect((await call(0, 'GET', URL.user)).status).toBe(403);
    expect((await call('student', 'GET', URL.user)).status).toBe(403);
  });

  it("the person's own queue, in-progress and returned exams, work per day, month and warnings", async () => {
    const db = t.database.db;
    const before = await get(1, URL.user);
    const waiting = await examSubjectWithQuestions(db, { state: S.waiting.code, user_id: id.writer, name: '내 입력 대기' });
    const returned = await examSubjectWithQuestions(db, { state: S.entering.code, user_id: id.writer, name: '내 반려 시험' });
    await db.update(examSubjects).set({ return_count: 1 }).where(eq(examSubjects.id, returned.id));
    const others = await examSubjectWithQuestions(db, { state: S.waiting.code, user_id: id.reviewer, name: '남의 시험' });
    const { date } = seoulToday();
    const now = new Date();
    await db.insert(transitionLog).values([
      audit(returned.id, 'adminCheck', 'REJECT', id.reviewer, now), // returned to the writer
      audit(waiting.id, 'examSubject', 'ENTER_DONE', id.writer, now), // the writer's own work
      audit(others.id, 'examSubject', 'ENTER_DONE', id.reviewer, now), // someone else's
    ]);
    await db.insert(userWarnings).values({ user_id: id.writer, warning_point: 3, reason: '마감 지연', given_by: id.admin });
    await db.update(users).set({ warning_point: sql`${users.warning_point} + 3` }).where(eq(users.id, id.writer));

    const after = await get(1, URL.user);
    expect(countOf(after.queue, S.waiting.label) - countOf(before.queue, S.waiting.label)).toBe(1);
    expect(countOf(after.queue, S.entering.label) - countOf(before.queue, S.entering.label)).toBe(1);
    expect(after.in_progress.map((e: Body) => e.id)).toContain(waiting.id);
    expect(after.in_progress.map((e: Body) => e.id)).not.toContain(returned.id);
    expect(after.in_progress.map((e: Body) => e.id)).not.toContain(others.id);
    expect(after.returned).toContainEqual({ id: returned.id, name: '내 반려 시험', state: S.entering.code, admin_check: ADMIN_CHECK.withWriter.code, update_time: expect.any(String), return_count: 1 });
    expect(after.returned.map((e: Body) => e.id)).not.toContain(waiting.id);
    expect(diff(dayOf(after, date), dayOf(before, date), WORK)).toEqual({ entered: 1, reviewed: 0, classified: 0, returned: 1 });
    expect(after.per_day).toHaveLength(DASHBOARD_WEEKS.default * 7);
    expect(after.warnings[0]).toEqual({ id: expect.any(Number), warning_point: 3, reason: '마감 지연', create_time: expect.any(String) });
    expect(after.warning_point - before.warning_point).toBe(3);
    const month = seoulMonth(new Date());
    expect(after.month).toEqual({ month, ...(await monthPaySummary(db, id.writer, month)) });

    // The reviewer's dashboard shows the reviewer's work, not the writer's.
    const reviewer = await get(3, URL.user);
    expect(reviewer.returned.map((e: Body) => e.id)).not.toContain(returned.id);
    expect(reviewer.warnings.map((w: Body) => w.reason)).not.toContain('마감 지연');
  });

  it('an administrator warns the person through the real call and the warning shows on their dashboard', async () => {
    const before = await get(1, URL.user);
    const warned = await call(5, 'POST', '/api/v2/common/user/warning', { payload: { user_id: id.writer, warning_point: 2, reason: '검수 기준 미준수' } });
    expect(warned.status, JSON.stringify(warned.body)).toBe(200);
    const after = await get(1, URL.user);
    expect(after.warnings[0]).toEqual({ id: warned.body.id, warning_point: 2, reason: '검수 기준 미준수', create_time: expect.any(String) });
    expect(after.warning_point - before.warning_point).toBe(2);
  });
});

// ---- GET teacher_dashboard ----

describe('GET teacher_dashboard', () => {
  it('401 without a token', async () => {
    expect((await call(null, 'GET', URL.teacher)).status).toBe(401);
  });

  it('400 naming query.weeks', async () => {
    const r = await call(2, 'GET', `${URL.teacher}?weeks=-1`);
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('query.weeks');
  });

  it('403 for level 1', async () => {
    expect((await call(1, 'GET', URL.teacher)).status).toBe(403);
  });

  it('waiting (in the teacher’s subject when set), held exams, by subject, classified per day, this month', async () => {
    const db = t.database.db;
    await db.update(users).set({ class_type: null }).where(eq(users.id, id.teacher));
    const before = await get(2, `${URL.teacher}?weeks=2`);
    const bySubject = (b: Body, code: number) => b.by_subject.find((s: Body) => s.subject_type_id === code)?.count ?? 0;
    const math = await examSubjectWithQuestions(db, { state: S.nextStage.code, admin_check: ADMIN_CHECK.completed.code, name: '분류 대기 수학' });
    const english = await examSubjectWithQuestions(db, { state: S.nextStage.code, admin_check: ADMIN_CHECK.completed.code, name: '분류 대기 영어' });
    await db.update(examSubjects).set({ subject_type_id: SUBJECT_TYPE.english.code }).where(eq(examSubjects.id, english.id));
    const mine = await examSubjectWithQuestions(db, { state: S.nextStage.code, admin_check: ADMIN_CHECK.completed.code, teacher_id: id.teacher, name: '내가 분류 중' });
    await db.insert(transitionLog).values(audit(math.id, 'examSubject', 'CLASS_DONE', id.teacher, new Date()));

    const after = await get(2, `${URL.teacher}?weeks=2`);
    const { date } = seoulToday();
    expect(after.weeks).toBe(2);
    expect(after.per_day).toHaveLength(14);
    expect(after.waiting - before.waiting).toBe(2);
    expect(bySubject(after, SUBJECT_TYPE.math.code) - bySubject(before, SUBJECT_TYPE.math.code)).toBe(1);
    expect(bySubject(after, SUBJECT_TYPE.english.code) - bySubject(before, SUBJECT_TYPE.english.code)).toBe(1);
    expect(after.by_subject.find((s: Body) => s.subject_type_id === SUBJECT_TYPE.english.code).label).toBe(SUBJECT_TYPE.english.label);
    expect(after.holding.map((e: Body) => e.id)).toContain(mine.id);
    expect(after.holding.map((e: Body) => e.id)).not.toContain(math.id);
    expect(diff(dayOf(after, date), dayOf(before, date), WORK)).toEqual({ entered: 0, reviewed: 0, classified: 1, returned: 0 });
    const month = seoulMonth(new Date());
    const pay = await monthPaySummary(db, id.teacher, month);
    expect(after.month).toEqual({ month, class_count: pay.class_count, class_pay: pay.class_pay });

    // With a subject set, only that subject's waiting exams are counted.
    await db.update(users).set({ class_type: SUBJECT_TYPE.english.code }).where(eq(users.id, id.teacher));
    const english1 = await get(2, URL.teacher);
    expect(english1.waiting).toBe(bySubject(english1, SUBJECT_TYPE.english.code));
    await db.update(users).set({ class_type: null }).where(eq(users.id, id.teacher));
  });
});

// ---- POST user/page ----

const viewsOf = async (path: string) =>
  (await t.database.db.select({ count: pageViewDaily.count }).from(pageViewDaily).where(and(eq(pageViewDaily.path, path), eq(pageViewDaily.day, seoulToday().date))))[0]?.count ?? 0;

describe('POST user/page', () => {
  it('400 naming the field: no pages, a path without a slash, more than a batch (the message names the bound)', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'body.pages'],
      [{ pages: [] }, 'body.pages'],
      [{ pages: [{ path: 'guide' }] }, 'body.pages.0.path'],
      [{ pages: Array.from({ length: PAGE_VIEW_BATCH + 1 }, () => ({ path: '/guide' })) }, 'body.pages'],
    ];
    for (const [payload, field] of cases) {
      const before = await viewsOf('/guide');
      const r = await call(null, 'POST', URL.page, { payload });
      expect(r.status, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(r.body.field).toBe(field);
      expect(await viewsOf('/guide')).toBe(before);
    }
    const over = await call(null, 'POST', URL.page, { payload: { pages: Array.from({ length: PAGE_VIEW_BATCH + 1 }, () => ({ path: '/guide' })) } });
    expect(over.body.message).toContain(`최대 ${PAGE_VIEW_BATCH}개`);
  });

  it('counts one view per distinct public page of a batch, without a token; claimed counts and other paths are dropped', async () => {
    const pages = ['/guide', '/payment/done', '/payment'] as const;
    const before = await Promise.all(pages.map(viewsOf));
    const rows = (await t.database.db.select({ path: pageViewDaily.path }).from(pageViewDaily)).length;
    const r = await call(null, 'POST', URL.page, {
      payload: {
        pages: [
          { path: '/guide', count: 1000 },
          { path: '/guide?utm=x' },
          { path: '/Payment/done?orderId=A1', count: 1000 },
          { path: '/payment/' },
          { path: '/dash-a', count: 1000 },
          { path: '/학부모/소개' },
          { path: `/${'q'.repeat(259)}` },
        ],
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ result: 'success' });
    expect((await Promise.all(pages.map(viewsOf))).map((n, i) => n - before[i])).toEqual([1, 1, 1]);
    for (const junk of ['/dash-a', '/학부모/소개', '/guide?utm=x', `/${'q'.repeat(259)}`]) expect(await viewsOf(junk)).toBe(0);
    const added = (await t.database.db.select({ path: pageViewDaily.path }).from(pageViewDaily)).length - rows;
    expect(added).toBeLessThanOrEqual(3);
    // A batch of nothing but made-up paths stores nothing and is answered the same.
    const junkOnly = await call(null, 'POST', URL.page, { payload: { pages: [{ path: '/wp-login.php', count: 1000 }, { path: '/.env' }] } });
    expect(junkOnly.status).toBe(200);
    expect((await t.database.db.select({ path: pageViewDaily.path }).from(pageViewDaily)).length - rows).toBe(added);
  });

  it('accepts the beacon: a JSON blob sent as application/json (with or without a charset)', async () => {
    const before = await viewsOf('/post');
    for (const type of ['application/json', 'application/json;charset=UTF-8']) {
      const res = await t.app.inject({ method: 'POST', url: URL.page, headers: { 'content-type': type }, payload: Buffer.from(JSON.stringify({ pages: [{ path: '/post' }] })) });
      expect(res.statusCode, `${type} ${res.body}`).toBe(200);
    }
    expect(await viewsOf('/post')).toBe(before + 2);
  });
});

// ---- POST referer_log ----

const visitsFrom = async (host: string) =>
  (await t.database.db.select({ count: refererDaily.count }).from(refererDaily).where(and(eq(refererDaily.host, host), eq(refererDaily.day, seoulToday().date))))[0]?.count ?? 0;

describe('POST referer_log', () => {
  it('400 naming body.referer for an address that does not parse or has no host, body.landing for a bad path', async () => {
    const cases: Array<[unknown, string]> = [
      [{ referer: 'search.naver.com', landing: '/' }, 'body.referer'],
      [{ referer: 'not a url at all', landing: '/' }, 'body.referer'],
      [{ referer: 'mailto:someone@example.com', landing: '/' }, 'body.referer'],
      [{ referer: '', landing: '/' }, 'body.referer'],
      [{ referer: 'https://www.google.com/', landing: 'guide' }, 'body.landing'],
    ];
    const before = await visitsFrom('구글');
    for (const [payload, field] of cases) {
      const r = await call(null, 'POST', URL.referer, { payload });
      expect(r.status, JSON.stringify(payload)).toBe(400);
      expect(r.body.field).toBe(field);
    }
    expect(await visitsFrom('구글')).toBe(before);
  });

  it("keeps only the referring site's name (기타 for any other), counted per day; visits from this site or to no public page are not counted", async () => {
    const before = { naver: await visitsFrom('네이버'), other: await visitsFrom(OTHER_REFERRER) };
    const r = await call(null, 'POST', URL.referer, { payload: { referer: 'https://Search.Naver.com/search.naver?query=%EA%B0%9C%EC%9D%B8%EC%A0%95%EB%B3%B4&where=nexearch', landing: '/guide' } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    await call(null, 'POST', URL.referer, { payload: { referer: 'https://m.blog.naver.com:443/', landing: '/payment/done?orderId=1' } });
    await call(null, 'POST', URL.referer, { payload: { referer: 'https://free-money.example/', landing: '/' } });
    await call(null, 'POST', URL.referer, { payload: { referer: 'https://search.naver.com/', landing: '/made-up-landing' } });
    expect(await visitsFrom('네이버')).toBe(before.naver + 2);
    expect(await visitsFrom(OTHER_REFERRER)).toBe(before.other + 1);
    const names = [...REFERRER_SOURCES.map((x) => x.name), OTHER_REFERRER] as string[];
    const stored = await t.database.db.select({ host: refererDaily.host }).from(refererDaily).where(eq(refererDaily.day, seoulToday().date));
    for (const row of stored) expect(names).toContain(row.host);

    const own = await call(null, 'POST', URL.referer, { payload: { referer: 'https://edu.example.kr/consulting/main', landing: '/guide' }, headers: { host: 'edu.example.kr' } });
    expect(own.status).toBe(200);
    await call(null, 'POST', URL.referer, { payload: { referer: 'http://localhost:3103/', landing: '/' }, headers: { host: 'localhost:3103' } });
    expect(await visitsFrom(OTHER_REFERRER)).toBe(before.other + 1);
  });
});

// ---- The generated sweep on the logging calls ----

describe('bad input, field by field, on the logging calls (the sweep of malformed.test.ts with a valid base of site paths)', () => {
  const calls = [
    { url: URL.page, schema: PageViewBodySchema, base: { pages: [{ path: '/privacy' }] } },
    { url: URL.referer, schema: RefererBodySchema, base: { referer: 'https://sweep.example.com/a?b=c', landing: '/privacy' } },
  ];
  for (const { url, schema, base } of calls) {
    it(`POST ${url}: each field made wrong is 4xx naming it, and nothing is counted`, async () => {
      const cases = casesFor('body', schema, base);
      expect(cases.length).toBeGreaterThan(5);
      const before = [await viewsOf('/privacy'), await visitsFrom(OTHER_REFERRER)];
      const failures: string[] = [];
      for (const c of cases) {
        await clearRateLimits(t);
        const r = await call(null, 'POST', url, { payload: c.input });
        if (r.status < 400 || r.status >= 500 || r.body.field !== c.field) failures.push(`${c.field} [${c.kind}]: ${r.status} field=${r.body.field}`);
      }
      expect(failures).toEqual([]);
      expect([await viewsOf('/privacy'), await visitsFrom(OTHER_REFERRER)]).toEqual(before);
      expect((await call(null, 'POST', url, { payload: base })).status).toBe(200);
    });
  }
});
