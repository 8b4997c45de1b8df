/** Derived counts on lists match the rows they count (exam subjects of an exam, questions of an exam subject). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { examSubjects, questions } from '../../server/db/schema';
import { buildTestApp, loginAs, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: { authorization: `token=${await loginAs(t.app, 10)}` } })).json();

describe('counts', () => {
  it('exam_all subject_count equals the exam subjects of each exam', async () => {
    const { data_list } = await get('/api/v2/exam/exam_all?size=100');
    expect(data_list.length).toBeGreaterThan(0);
    for (const exam of data_list) {
      const rows = await t.database.db.select().from(examSubjects).where(eq(examSubjects.exam_id, exam.id));
      expect(exam.subject_count, exam.name).toBe(rows.length);
    }
    expect(data_list.some((e: { subject_count: number }) => e.subject_count > 1)).toBe(true);
  });
  it('question_count equals the questions of each exam subject, after adding and deleting', async () => {
    const check = async () => {
      const { data_list } = await get('/api/v2/exam/exam_subject_list?size=100');
      for (const s of data_list) {
        const [{ n }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(questions).where(eq(questions.exam_subject_id, s.id));
        expect(s.question_count, s.name).toBe(n);
      }
    };
    await check();
    const [subject] = await t.database.db.select().from(examSubjects).where(eq(examSubjects.state, 0)).limit(1);
    const token = await loginAs(t.app, 10);
    await t.app.inject({ method: 'POST', url: '/api/v2/exam/question/add', payload: { exam_subject_id: subject.id }, headers: { authorization: `token=${token}` } });
    await check();
  });
  it('staging_exam_list question_count equals the staging questions', async () => {
    const list = await get('/api/v2/exam/staging_exam_list?size=100');
    for (const s of list.data_list) {
      const r = (await t.database.db.execute(sql`select count(*)::int as n from staging_questions where staging_exam_id = ${s.id}`)) as unknown as { rows: Array<{ n: number }> };
      expect(s.question_count).toBe(r.rows[0].n);
    }
  });
});
