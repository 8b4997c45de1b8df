/**
 * Pay and work days on the real app (issue 8 point 4): account, account/xlsx, account_user and user/work_day
 * in the core's order (401 -> 400 naming the field -> 403 -> 404 -> success with the stored rows), and the
 * journey that makes pay: an exam entered, approved and classified through the real calls earns its lines;
 * a rejection takes them away until the exam is approved again.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { examSubjects, questions, workDays } from '../../server/db/schema';
import { seoulMonth } from '../../src/features/staff/pay.rules';
import { buildTestApp, loginAs, type DemoWho, type TestApp } from '../helpers/app';
import { examSubjectWithQuestions, userId } from '../helpers/factories';

let t: TestApp;
let writer = 0;
let classifier = 0;
const month = seoulMonth(new Date());

beforeAll(async () => {
  t = await buildTestApp();
  writer = await userId(t.database.db, 'level1@demo.local');
  classifier = await userId(t.database.db, 'level2@demo.local');
});
afterAll(() => t.close());

async function call(who: DemoWho | null, method: 'GET' | 'PUT', url: string, payload?: object) {
  const headers = who === null ? {} : { authorization: `token=${await loginAs(t.app, who)}` };
  const res = await t.app.inject({ method, url, payload, headers });
  return { status: res.statusCode, body: String(res.headers['content-type'] ?? '').includes('json') ? (res.json() as Record<string, any>) : {}, raw: res.rawPayload, headers: res.headers };
}
const mine = async (who: DemoWho, m = month) => (await call(who, 'GET', `/api/v2/common/account_user?month=${m}`)).body;
const linesOf = async (who: DemoWho, examId: number) => ((await mine(who)).data_list as Array<{ exam_subject_id: number; kind: string; price: number }>).filter((l) => l.exam_subject_id === examId);
const step = async (who: DemoWho, url: string, payload: object) => {
  const r = await call(who, 'PUT', url, payload);
  expect(r.status, `${url} ${JSON.stringify(r.body)}`).toBe(200);
  return r.body;
};

describe('the work earns pay through the real calls', () => {
  it('entry paid at approval, classification at CLASS_DONE; a rejection unpays both until approved again', async () => {
    const exam = await examSubjectWithQuestions(t.database.db, { user_id: writer, name: '급여 테스트 수학' });
    await t.database.db.update(examSubjects).set({ enter_price: 45000, class_price: 15000 }).where(eq(examSubjects.id, exam.id));
    const before = (await mine(1)).summary;

    await step(1, '/api/v2/exam/enter_exam', { id: exam.id, event: 'ENTER' });
    await step(1, '/api/v2/exam/enter_exam_done', { id: exam.id });
    expect(await linesOf(1, exam.id)).toEqual([]); // waiting for review: nothing yet
    await step(3, '/api/v2/exam/review_exam_done', { id: exam.id });
    expect(await linesOf(1, exam.id)).toEqual([expect.objectContaining({ kind: 'enter', price: 45000 })]);
    const after = (await mine(1)).summary;
    expect(after.enter_count - before.enter_count).toBe(1);
    expect(after.enter_pay - before.enter_pay).toBe(45000);

    await step(2, '/api/v2/exam/class_exam', { id: exam.id });
    await step(2, '/api/v2/exam/class_exam_done', { id: exam.id });
    expect(await linesOf(2, exam.id)).toEqual([expect.objectContaining({ kind: 'class', price: 15000 })]);
    expect(await linesOf(1, exam.id)).toHaveLength(1); // the writer is not paid for the classification

    // An administrator rejects the reviewed exam: no line for anyone until it is approved again.
    const [q1] = await t.database.db.select().from(questions).where(eq(questions.exam_subject_id, exam.id)).limit(1);
    await step(4, '/api/v2/exam/question_return', { id: q1.id, action: 'return', reason: '정답 오류' });
    await step(4, '/api/v2/exam/review_exam', { id: exam.id, event: 'REJECT', reason: '정답 확인' });
    expect(await linesOf(1, exam.id)).toEqual([]);
    expect(await linesOf(2, exam.id)).toEqual([]);

    await step(1, '/api/v2/exam/question_return', { id: q1.id, action: 'done' });
    await step(1, '/api/v2/exam/enter_exam_done', { id: exam.id });
    await step(3, '/api/v2/exam/review_exam_done', { id: exam.id });
    expect(await linesOf(1, exam.id)).toEqual([expect.objectContaining({ kind: 'enter', price: 45000 })]);
    expect(await linesOf(2, exam.id)).toEqual([]); // classification must be done again after the rejection

    // Everyone's month shows the writer's line in the totals.
    const all = (await call(5, 'GET', `/api/v2/common/account?month=${month}`)).body;
    const row = all.data_list.find((r: { user_id: number }) => r.user_id === writer);
    expect(row.enter_pay).toBe((await mine(1)).summary.enter_pay);
    expect(all.totals.total).toBe(all.data_list.reduce((s: number, r: { total: number }) => s + r.total, 0));
  });
});

describe('GET account_user', () => {
  it('401 without a token', async () => expect((await call(null, 'GET', `/api/v2/common/account_user?month=${month}`)).status).toBe(401));
  it('400 naming query.month', async () => {
    for (const m of ['2026-13', '26-11', '']) {
      const r = await call(1, 'GET', `/api/v2/common/account_user?month=${m}`);
      expect(r.status).toBe(400);
      expect(r.body.field).toBe('query.month');
    }
  });
  it('403 for level 0 and for another person below level 5', async () => {
    expect((await call(0, 'GET', `/api/v2/common/account_user?month=${month}`)).status).toBe(403);
    expect((await call(3, 'GET', `/api/v2/common/account_user?month=${month}&user_id=${writer}`)).status).toBe(403);
  });
  it('404 naming query.user_id for a missing or customer account', async () => {
    const missing = await call(5, 'GET', `/api/v2/common/account_user?month=${month}&user_id=2000000000`);
    expect(missing.status).toBe(404);
    const student = await userId(t.database.db, 'student@demo.local');
    expect((await call(5, 'GET', `/api/v2/common/account_user?month=${month}&user_id=${student}`)).status).toBe(404);
  });
  it('an administrator reads anyone; 12 months up to the asked one', async () => {
    const r = await call(5, 'GET', `/api/v2/common/account_user?month=${month}&user_id=${classifier}`);
    expect(r.status).toBe(200);
    expect(r.body.summary.user_id).toBe(classifier);
    expect(r.body.months).toHaveLength(12);
    expect(r.body.months[11].month).toBe(month);
  });
});

describe('GET account and account/xlsx', () => {
  it('401, 400 naming query.month, 403 below level 5', async () => {
    expect((await call(null, 'GET', `/api/v2/common/account?month=${month}`)).status).toBe(401);
    const bad = await call(5, 'GET', '/api/v2/common/account?month=11');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('query.month');
    expect((await call(4, 'GET', `/api/v2/common/account?month=${month}`)).status).toBe(403);
    expect((await call(4, 'GET', `/api/v2/common/account/xlsx?month=${month}`)).status).toBe(403);
  });
  it('the workbook has the summary with totals and every line', async () => {
    const r = await call(5, 'GET', `/api/v2/common/account/xlsx?month=${month}`);
    expect(r.status).toBe(200);
    expect(r.headers['content-disposition']).toContain(encodeURIComponent(`급여_${month}.xlsx`));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(r.raw as unknown as ArrayBuffer);
    const json = (await call(5, 'GET', `/api/v2/common/account?month=${month}`)).body;
    const summary = book.getWorksheet('요약')!;
    expect(summary.rowCount).toBe(json.data_list.length + 2);
    expect(summary.getRow(summary.rowCount).getCell(8).value).toBe(json.totals.total);
    expect(book.getWorksheet('내역')!.getRow(1).getCell(2).value).toBe('시험 과목');
  });
});

describe('PUT user/work_day', () => {
  const url = '/api/v2/common/user/work_day';
  const stored = async (uid: number, date: string) => (await t.database.db.select().from(workDays).where(and(eq(workDays.user_id, uid), eq(workDays.date, date))))[0];

  it('401 without a token', async () => expect((await call(null, 'PUT', url, { date: '2026-06-02', hours: 8 })).status).toBe(401));
  it('400 naming the field, nothing stored', async () => {
    for (const [payload, field] of [
      [{ date: '2026-02-30', hours: 8 }, 'body.date'],
      [{ date: '2026-06-02', hours: 25 }, 'body.hours'],
      [{ date: '2026-06-02', hours: 7.25 }, 'body.hours'],
      [{ date: '2026-06-02', hours: '8' }, 'body.hours'],
    ] as const) {
      const r = await call(1, 'PUT', url, payload);
      expect(r.status).toBe(400);
      expect(r.body.field).toBe(field);
    }
    expect(await stored(writer, '2026-06-02')).toBeUndefined();
  });
  it('403 recording another person below level 5, nothing stored', async () => {
    expect((await call(3, 'PUT', url, { user_id: writer, date: '2026-06-03', hours: 8 })).status).toBe(403);
    expect(await stored(writer, '2026-06-03')).toBeUndefined();
  });
  it('404 for a missing person', async () => expect((await call(5, 'PUT', url, { user_id: 2000000000, date: '2026-06-03', hours: 8 })).status).toBe(404));
  it('records, changes and removes (0 hours) a day; the month shows it', async () => {
    const m = '2026-06';
    expect((await call(1, 'PUT', url, { date: '2026-06-04', hours: 7.5, memo: '재택' })).body).toMatchObject({ date: '2026-06-04', hours: 7.5 });
    expect(await stored(writer, '2026-06-04')).toMatchObject({ minutes: 450, memo: '재택' });
    await call(5, 'PUT', url, { user_id: writer, date: '2026-06-04', hours: 8 });
    expect(await stored(writer, '2026-06-04')).toMatchObject({ minutes: 480 });
    const r = (await call(1, 'GET', `/api/v2/common/account_user?month=${m}`)).body;
    expect(r.work_days).toContainEqual({ date: '2026-06-04', hours: 8, memo: '' });
    expect(r.summary.work_hours).toBeGreaterThanOrEqual(8);
    await call(1, 'PUT', url, { date: '2026-06-04', hours: 0 });
    expect(await stored(writer, '2026-06-04')).toBeUndefined();
  });
});
