/**
 * What a new user hit in the question-bank screens, checked on the server and the seeded data: an exam's
 * year must be the year of its date; seeded type categories belong to their exam's scope; seeded questions
 * of class_type 2 and 3 show the answer labels; seeded Korean sets have the passage they speak of.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { categories, examSubjects, exams, questionHeads, questions, subjectDetailTypes } from '../../server/db/schema';
import { categoryMatches } from '../../src/features/question-bank/curriculum/category-filter.rules';
import { CLASS_TYPE } from '../../src/api/codes';
import { buildTestApp, loginAs, type DemoWho, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function call(who: DemoWho | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const token = who === null ? null : await loginAs(t.app, who);
  const res = await t.app.inject({ method, url, payload: payload as object, headers: token ? { authorization: `token=${token}` } : {} });
  return { status: res.statusCode, body: res.json() };
}

const exam = (over: Record<string, unknown> = {}) => ({ name: '연도 확인 모의평가', type: 1, school_type: 3, grade_id: 2, year: 2025, release_time: '2025-09-03', ...over });
const examsNamed = (name: string) => t.database.db.select().from(exams).where(eq(exams.name, name));

describe('POST /api/v2/exam/exam: the year is the year of the date', () => {
  it('401 without a token', async () => {
    expect((await call(null, 'POST', '/api/v2/exam/exam', exam())).status).toBe(401);
  });
  it('400 naming body.year when the year disagrees with the date; nothing is stored', async () => {
    const r = await call(4, 'POST', '/api/v2/exam/exam', exam({ name: '연도 불일치 시험', year: 2026 }));
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('body.year');
    expect(r.body.message).toContain('2025-09-03');
    expect(await examsNamed('연도 불일치 시험')).toHaveLength(0);
  });
  it('creates the exam when they agree, or when no date is given', async () => {
    expect((await call(4, 'POST', '/api/v2/exam/exam', exam({ name: '연도 일치 시험' }))).status).toBe(200);
    expect(await examsNamed('연도 일치 시험')).toHaveLength(1);
    expect((await call(4, 'POST', '/api/v2/exam/exam', exam({ name: '시행일 없는 시험', release_time: null, year: 2030 }))).status).toBe(200);
  });
});

describe('PUT /api/v2/exam/exam: the stored year or date fills what the body leaves out', () => {
  it('400 naming body.year when only the date moves to another year; the row is unchanged', async () => {
    const { id } = (await call(4, 'POST', '/api/v2/exam/exam', exam({ name: '수정할 시험' }))).body;
    const r = await call(4, 'PUT', '/api/v2/exam/exam', { id, release_time: '2024-11-14' });
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('body.year');
    const [row] = await t.database.db.select().from(exams).where(eq(exams.id, id));
    expect(row.release_time?.slice(0, 10)).toBe('2025-09-03');
    expect((await call(4, 'PUT', '/api/v2/exam/exam', { id, year: 2024, release_time: '2024-11-14' })).status).toBe(200);
    const [moved] = await t.database.db.select().from(exams).where(eq(exams.id, id));
    expect({ year: moved.year, date: moved.release_time?.slice(0, 10) }).toEqual({ year: 2024, date: '2024-11-14' });
  });
});

describe('seeded data', () => {
  it('every seeded question with a type category has one its exam offers (curriculum, school level, grade, subject, detail)', async () => {
    const rows = await t.database.db
      .select({ q: questions, s: examSubjects, curriculum: subjectDetailTypes.curriculum })
      .from(questions)
      .innerJoin(examSubjects, eq(examSubjects.id, questions.exam_subject_id))
      .leftJoin(subjectDetailTypes, eq(subjectDetailTypes.id, examSubjects.subject_detail_type_id));
    const withCategory = rows.filter((r) => r.q.category_id !== null);
    expect(withCategory.length).toBeGreaterThan(10);
    const cats = new Map((await t.database.db.select().from(categories).where(inArray(categories.id, withCategory.map((r) => r.q.category_id!)))).map((c) => [c.id, c]));
    const wrong = withCategory.filter(({ q, s, curriculum }) => {
      const c = cats.get(q.category_id!);
      return !c || c.kind !== 'type' || c.curriculum !== (curriculum ?? 2015) || !categoryMatches(c, s);
    });
    expect(wrong.map(({ q, s }) => `${s.name} ${q.question_index}번 #${q.category_id}`)).toEqual([]);
  });

  it('has questions of class_type 2 and 3 whose missing answers read 객관식, 주관식, 복수선택, 듣기평가', async () => {
    const subjects = await t.database.db.select().from(examSubjects).where(inArray(examSubjects.class_type, [CLASS_TYPE.answer.code, CLASS_TYPE.answerAndType.code]));
    expect(new Set(subjects.map((s) => s.class_type))).toEqual(new Set([CLASS_TYPE.answer.code, CLASS_TYPE.answerAndType.code]));
    const labels = new Set<string>();
    for (const s of subjects) {
      const r = await call(10, 'GET', `/api/v2/exam/question_subject?id=${s.id}`);
      for (const q of r.body.data_list) {
        expect(q.class_type).toBe(s.class_type);
        for (const m of q.missing) labels.add(m);
      }
    }
    for (const label of ['객관식', '주관식', '복수선택', '듣기평가']) expect([...labels]).toContain(label);
  });

  it('every Korean question that speaks of 윗글 is in a set whose passage covers it', async () => {
    const rows = await t.database.db.select().from(questions).innerJoin(examSubjects, eq(examSubjects.id, questions.exam_subject_id)).where(eq(examSubjects.subject_type_id, 1));
    const speaking = rows.filter((r) => r.questions.content.includes('윗글'));
    expect(speaking.length).toBeGreaterThan(0);
    const heads = new Map((await t.database.db.select().from(questionHeads)).map((h) => [h.id, h]));
    for (const { questions: q } of speaking) {
      const head = q.head_question_id === null ? undefined : heads.get(q.head_question_id);
      expect(head, `${q.exam_subject_id}/${q.question_index}`).toBeDefined();
      expect(head!.exam_subject_id).toBe(q.exam_subject_id);
      expect(q.question_index).toBeGreaterThanOrEqual(head!.start_index);
      expect(q.question_index).toBeLessThanOrEqual(head!.end_index);
      expect(head!.content.length).toBeGreaterThan(100);
    }
  });
});
