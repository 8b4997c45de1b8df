/**
 * A student's mock exams (issue 10 point 5) on the real app and database. Each call in the order 401 -> 400
 * (naming the field) -> 403 (another student's user_id) -> 404 -> 409 -> success, checking the stored rows and
 * that a refused call changed nothing: saving a sitting's scores (ranges by area, absolute grading, electives of
 * the area, 탐구1 ≠ 탐구2, a graded area's elective and raw score kept), grading answers against a done mock exam
 * of the question bank (graded from the bank's stored answers, never from the browser; the raw score computed),
 * the spec's three reads, deleting, the bank look-ups, the consultants' analysis, and the demo seed.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHOICE_SUBJECTS, KEY_FIELDS, type BankExam, type ExamAnalysisReply, type ExamCategoryReply, type ExamDetailReply, type ExamListReply } from '../../src/api/consulting/exams';
import { EXAM_TYPE, QUESTION_TYPE, SUBJECT_TYPE } from '../../src/api/codes';
import { gradeAnswer, hasStoredAnswer, rightAnswer } from '../../src/api/grading';
import { pointsOf } from '../../src/features/consulting/exams.rules';
import { entryCodesTagged } from '../../src/machines/exam.machine';
import { EXAM_SUBJECT_STATE } from '../../src/machines/exam-subject.machine';
import { categories, consultingExamAnswers, consultingExams, consultingSittings, examSubjects, questions, transitionLog } from '../../server/db/schema';
import { seedConsultingExams } from '../../server/db/seed/consulting-exams';
import { buildTestApp, freshDatabase, loginAs, withToken, type DemoWho, type TestApp } from '../helpers/app';
import { userId } from '../helpers/factories';

const URL = {
  list: '/api/v2/tar_univ/consulting_exam_list',
  one: '/api/v2/tar_univ/consulting_exam',
  category: '/api/v2/tar_univ/consulting_exam_category',
  scores: '/api/v2/tar_univ/consulting_exam/scores',
  answers: '/api/v2/tar_univ/consulting_exam/answers',
  submit: '/api/v2/tar_univ/consulting_exam/submit',
  bank: '/api/v2/tar_univ/consulting_exam/bank',
  sheet: '/api/v2/tar_univ/consulting_exam/bank/sheet',
  analysis: '/api/v2/tar_univ/consulting_exam/analyze_info',
};
const id = (label: string) => CHOICE_SUBJECTS.find((c) => c.label === label)!.id;
const C = { lm: id('언어와 매체'), hw: id('화법과 작문'), calc: id('미적분'), geo: id('기하'), eng: id('영어'), hist: id('한국사'), ethics: id('생활과 윤리'), earth: id('지구과학Ⅰ'), jp: id('일본어Ⅰ') };

let t: TestApp;
let student = 0;
let parent = 0;
/** The seeded done national mock exam of 수학 (2025), and a 국어 exam that is not done. */
let bank = 0;
let notDone = 0;
/** A done national mock exam of 사회탐구 made here (two questions), for the 탐구 cases. */
let social = 0;

beforeAll(async () => {
  t = await buildTestApp();
  student = await userId(t.database.db, 'student@demo.local');
  parent = await userId(t.database.db, 'parent@demo.local');
  const db = t.database.db;
  // The cases below start from no sittings, whether or not the demo seed (seedConsultingExams) is in the template.
  await db.delete(consultingExams).where(inArray(consultingExams.user_id, [student, parent]));
  await db.delete(consultingSittings).where(inArray(consultingSittings.user_id, [student, parent]));
  const [math] = await db
    .select({ id: examSubjects.id })
    .from(examSubjects)
    .where(and(eq(examSubjects.type, EXAM_TYPE.mock.code), eq(examSubjects.subject_type_id, SUBJECT_TYPE.math.code), inArray(examSubjects.state, entryCodesTagged('done')), eq(examSubjects.year, 2025)))
    .orderBy(asc(examSubjects.id));
  bank = math.id;
  const [korean] = await db
    .select({ id: examSubjects.id })
    .from(examSubjects)
    .where(and(eq(examSubjects.type, EXAM_TYPE.mock.code), eq(examSubjects.subject_type_id, SUBJECT_TYPE.korean.code)));
  notDone = korean.id;
  const [made] = await db
    .insert(examSubjects)
    .values({ name: '2025학년도 6월 모의평가 생활과 윤리', test_name: '2025학년도 6월 모의평가 생활과 윤리', school_type: 3, grade_id: 3, subject_type_id: SUBJECT_TYPE.social.code, type: EXAM_TYPE.mock.code, year: 2025, state: EXAM_SUBJECT_STATE.done.code, question_count: 2 })
    .returning({ id: examSubjects.id });
  social = made.id;
  await db.insert(questions).values([1, 2].map((n) => ({ exam_subject_id: social, question_index: n, content: `문항 ${n}`, answer: String(n + 1), level: 3 })));
  // Units (chapters) on the bank's questions, so the grouping by unit has something to group: two chapters, alternating.
  const chapters = await db.select({ id: categories.id }).from(categories).where(and(eq(categories.kind, 'chapter'), eq(categories.subject_type_id, SUBJECT_TYPE.math.code))).orderBy(asc(categories.id)).limit(2);
  const qs = await db.select({ id: questions.id }).from(questions).where(eq(questions.exam_subject_id, bank)).orderBy(asc(questions.question_index));
  for (const [i, q] of qs.entries()) await db.update(questions).set({ chapter_id: chapters[i % 2].id }).where(eq(questions.id, q.id));
});
afterAll(() => t.close());

async function send(who: DemoWho | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject(withToken(who === null ? null : await loginAs(t.app, who), { method, url, ...(payload === undefined ? {} : { payload: payload as object }) }));
}
const qs = (params: Record<string, string | number | undefined>) =>
  `?${new URLSearchParams(Object.entries(params).filter((e): e is [string, string | number] => e[1] !== undefined).map(([k, v]) => [k, String(v)])).toString()}`;

/** Every row of the mock-exam tables: the same before and after a refused call means nothing changed. */
async function stored() {
  const db = t.database.db;
  return {
    exams: await db.select().from(consultingExams).orderBy(asc(consultingExams.id)),
    answers: await db.select().from(consultingExamAnswers).orderBy(asc(consultingExamAnswers.id)),
    sittings: await db.select().from(consultingSittings).orderBy(asc(consultingSittings.id)),
  };
}
/** Expects a refusal with its status, code and field, and no stored change. */
async function refused(res: Promise<Awaited<ReturnType<typeof send>>>, status: number, field?: string) {
  const before = await stored();
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  const body = r.json();
  expect(body.result).toBe('fail');
  if (field) expect(body.field).toBe(field);
  expect(await stored()).toEqual(before);
  return body as { code: string; message: string; field?: string };
}
const recordsOf = (uid: number, test_name: string) =>
  t.database.db.select().from(consultingExams).where(and(eq(consultingExams.user_id, uid), eq(consultingExams.test_name, test_name))).orderBy(asc(consultingExams.subject_area));

const SITTING = { year: 2025, test_name: '6월 모의평가' };
const fullScores = [
  { subject_area: 'korean', choice_subject_id: C.lm, raw_score: 84, standard_score: 128, percentile: 89, grade: 2 },
  { subject_area: 'math', choice_subject_id: C.calc, raw_score: 80, standard_score: 131, percentile: 92, grade: 2 },
  { subject_area: 'english', choice_subject_id: C.eng, raw_score: 88, grade: 2 },
  { subject_area: 'history', choice_subject_id: C.hist, raw_score: 37, grade: 2 },
  { subject_area: 'inquiry1', choice_subject_id: C.ethics, raw_score: 44, standard_score: 65, percentile: 88, grade: 2 },
  { subject_area: 'inquiry2', choice_subject_id: C.earth, raw_score: 40, standard_score: 62, percentile: 80, grade: 3 },
  { subject_area: 'second_lang', choice_subject_id: C.jp, raw_score: 38, grade: 3 },
];

/** The bank exam's questions that can be graded, with their stored answers. */
async function bankQuestions() {
  const rows = await t.database.db
    .select()
    .from(questions)
    .where(and(eq(questions.exam_subject_id, bank), eq(questions.excluded, false), eq(questions.is_reported, false)))
    .orderBy(asc(questions.question_index));
  return rows.filter(hasStoredAnswer);
}

describe('PUT consulting_exam/scores', () => {
  const body = (over: Record<string, unknown> = {}) => ({ user_id: student, ...SITTING, subjects: fullScores, ...over });

  it('401 without a token; 403 for a staff token (customers only)', async () => {
    await refused(send(null, 'PUT', URL.scores, body()), 401);
    await refused(send(4, 'PUT', URL.scores, body()), 403);
  });

  it('400 naming the field: electives of the area, ranges by area, absolute grading, repeated areas, 탐구1 = 탐구2, the sitting', async () => {
    const one = (s: Record<string, unknown>) => body({ subjects: [s] });
    const table: Array<[unknown, string]> = [
      [one({ subject_area: 'korean', choice_subject_id: C.calc }), 'body.subjects.0.choice_subject_id'],
      [one({ subject_area: 'inquiry1', choice_subject_id: C.jp }), 'body.subjects.0.choice_subject_id'],
      [one({ subject_area: 'english', choice_subject_id: C.eng, standard_score: 130 }), 'body.subjects.0.standard_score'],
      [one({ subject_area: 'history', choice_subject_id: C.hist, percentile: 90 }), 'body.subjects.0.percentile'],
      [one({ subject_area: 'history', choice_subject_id: C.hist, raw_score: 51 }), 'body.subjects.0.raw_score'],
      [one({ subject_area: 'inquiry1', choice_subject_id: C.ethics, standard_score: 101 }), 'body.subjects.0.standard_score'],
      [one({ subject_area: 'korean', choice_subject_id: C.lm, standard_score: 201 }), 'body.subjects.0.standard_score'],
      [one({ subject_area: 'korean', choice_subject_id: C.lm, percentile: 101 }), 'body.subjects.0.percentile'],
      [one({ subject_area: 'korean', choice_subject_id: C.lm, grade: 0 }), 'body.subjects.0.grade'],
      [one({ subject_area: 'korean', choice_subject_id: C.lm, grade: 10 }), 'body.subjects.0.grade'],
      [one({ subject_area: 'korean', choice_subject_id: C.lm, raw_score: 84.5 }), 'body.subjects.0.raw_score'],
      [body({ subjects: [fullScores[0], fullScores[0]] }), 'body.subjects.1.subject_area'],
      [body({ subjects: [fullScores[4], { ...fullScores[5], choice_subject_id: C.ethics }] }), 'body.subjects.1.choice_subject_id'],
      [body({ subjects: [] }), 'body.subjects'],
      [body({ year: 1999 }), 'body.year'],
      [body({ test_name: '   ' }), 'body.test_name'],
      [body({ test_name: 'ㄱ'.repeat(51) }), 'body.test_name'],
      [{ ...SITTING, subjects: fullScores }, 'body.user_id'],
    ];
    for (const [payload, field] of table) {
      const res = await refused(send('student', 'PUT', URL.scores, payload), 400, field);
      expect(res.code).toBe('BAD_REQUEST');
      expect(res.message).toMatch(/[가-힣]/);
    }
  });

  it('403 for another student’s user_id (the parent saving the student’s sitting)', async () => {
    const res = await refused(send('parent', 'PUT', URL.scores, body()), 403);
    expect(res.code).toBe('FORBIDDEN');
    expect(await recordsOf(student, SITTING.test_name)).toEqual([]);
  });

  it('stores every area of a sitting; saving again replaces the areas sent and keeps the others', async () => {
    const res = await send('student', 'PUT', URL.scores, body());
    expect(res.statusCode, res.body).toBe(200);
    const sitting = res.json().data;
    expect(sitting).toMatchObject({ year: 2025, test_name: '6월 모의평가' });
    expect(sitting.subject_list.map((s: { subject_area: string }) => s.subject_area)).toEqual(['korean', 'math', 'english', 'history', 'inquiry1', 'inquiry2', 'second_lang']);
    const rows = await recordsOf(student, SITTING.test_name);
    expect(rows).toHaveLength(7);
    expect(rows.find((r) => r.subject_area === 'english')).toMatchObject({ choice_subject_id: C.eng, raw_score: 88, standard_score: null, percentile: null, grade: 2, exam_subject_id: null });
    expect(rows.find((r) => r.subject_area === 'korean')).toMatchObject({ choice_subject_id: C.lm, raw_score: 84, standard_score: 128, percentile: 89, grade: 2 });

    const again = await send('student', 'PUT', URL.scores, body({ test_name: ' 6월 모의평가 ', subjects: [{ subject_area: 'korean', choice_subject_id: C.hw, raw_score: 90, grade: 1 }] }));
    expect(again.statusCode, again.body).toBe(200);
    const after = await recordsOf(student, SITTING.test_name);
    expect(after).toHaveLength(7);
    expect(after.find((r) => r.subject_area === 'korean')).toMatchObject({ id: rows.find((r) => r.subject_area === 'korean')!.id, choice_subject_id: C.hw, raw_score: 90, standard_score: null, percentile: null, grade: 1 });
    expect(after.find((r) => r.subject_area === 'math')).toEqual(rows.find((r) => r.subject_area === 'math'));
  });

  it('409 naming the field when 탐구2 would take 탐구1’s subject; nothing changes', async () => {
    const res = await refused(send('student', 'PUT', URL.scores, body({ subjects: [{ subject_area: 'inquiry2', choice_subject_id: C.ethics, grade: 1 }] })), 409, 'body.subjects.0.choice_subject_id');
    expect(res.code).toBe('CONFLICT');
  });
});

describe('GET consulting_exam/bank and bank/sheet', () => {
  it('401 without a token; 400 naming the field', async () => {
    await refused(send(null, 'GET', URL.bank), 401);
    await refused(send(null, 'GET', `${URL.sheet}?exam_subject_id=${bank}`), 401);
    await refused(send('student', 'GET', `${URL.bank}${qs({ subject_area: 'korean', choice_subject_id: C.calc })}`), 400, 'query.choice_subject_id');
    await refused(send('student', 'GET', `${URL.sheet}?exam_subject_id=abc`), 400, 'query.exam_subject_id');
  });

  it('404 for an exam that is not a done national mock exam, or does not exist', async () => {
    await refused(send('student', 'GET', `${URL.sheet}?exam_subject_id=${notDone}`), 404, 'query.exam_subject_id');
    await refused(send('student', 'GET', `${URL.sheet}?exam_subject_id=999999`), 404, 'query.exam_subject_id');
  });

  it('lists done, not excluded national mock exams of the elective’s subject, with the questions that can be graded', async () => {
    const res = await send('student', 'GET', `${URL.bank}${qs({ choice_subject_id: C.calc, year: 2025 })}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as BankExam[];
    expect(list.map((e) => e.exam_subject_id)).toContain(bank);
    expect(list.map((e) => e.exam_subject_id)).not.toContain(notDone);
    for (const e of list) expect(e.subject_type_id).toBe(SUBJECT_TYPE.math.code);
    const rows = await t.database.db.select().from(examSubjects).where(inArray(examSubjects.id, list.map((e) => e.exam_subject_id)));
    for (const r of rows) expect(r).toMatchObject({ type: EXAM_TYPE.mock.code, excluded_state: 0, state: entryCodesTagged('done')[0] });
    expect(list.find((e) => e.exam_subject_id === bank)!.question_count).toBe((await bankQuestions()).length);
    const korean = await send('student', 'GET', `${URL.bank}${qs({ subject_area: 'korean' })}`);
    expect((korean.json().data as BankExam[]).every((e) => e.subject_type_id === SUBJECT_TYPE.korean.code)).toBe(true);
  });

  it('the sheet gives numbers, types and 배점 by 난이도, never the answers', async () => {
    const res = await send('student', 'GET', `${URL.sheet}?exam_subject_id=${bank}`);
    expect(res.statusCode, res.body).toBe(200);
    const sheet = res.json().data;
    const qsRows = await bankQuestions();
    expect(sheet.questions).toEqual(qsRows.map((q) => ({ question_index: q.question_index, question_type: q.question_type, max_points: pointsOf(q.level) })));
    expect(sheet.max_points).toBe(qsRows.reduce((n, q) => n + pointsOf(q.level), 0));
    expect(res.body).not.toMatch(/"answer/);
  });
});

describe('POST consulting_exam/answers', () => {
  const answerBody = (answers: Array<{ question_index: number; answer: number[] | string }>, over: Record<string, unknown> = {}) => ({
    user_id: student,
    ...SITTING,
    subject_area: 'math',
    choice_subject_id: C.calc,
    exam_subject_id: bank,
    answers,
    ...over,
  });

  it('401 without a token', async () => {
    await refused(send(null, 'POST', URL.answers, answerBody([])), 401);
  });

  it('400 naming the field: elective of the area, an area never graded, a bank exam of another subject, numbers not on the sheet, answers of the wrong shape, repeats', async () => {
    const qsRows = await bankQuestions();
    const choiceQ = qsRows.find((q) => q.question_type === QUESTION_TYPE.multipleChoice.code)!;
    const table: Array<[unknown, string]> = [
      [answerBody([], { choice_subject_id: C.lm }), 'body.choice_subject_id'],
      [answerBody([], { subject_area: 'second_lang', choice_subject_id: C.jp }), 'body.subject_area'],
      [answerBody([], { subject_area: 'korean', choice_subject_id: C.lm }), 'body.exam_subject_id'],
      [answerBody([{ question_index: 99, answer: [1] }]), 'body.answers.0.question_index'],
      [answerBody([{ question_index: choiceQ.question_index, answer: '3' }]), 'body.answers.0.answer'],
      [answerBody([{ question_index: choiceQ.question_index, answer: [1, 2] }]), 'body.answers.0.answer'],
      [answerBody([{ question_index: choiceQ.question_index, answer: [6] }]), 'body.answers.0.answer.0'],
      [answerBody([{ question_index: 1, answer: [1] }, { question_index: 1, answer: [2] }]), 'body.answers.1.question_index'],
      [answerBody([], { exam_subject_id: 0 }), 'body.exam_subject_id'],
    ];
    for (const [payload, field] of table) await refused(send('student', 'POST', URL.answers, payload), 400, field);
  });

  it('403 for another student’s user_id', async () => {
    await refused(send('parent', 'POST', URL.answers, answerBody([])), 403);
  });

  it('404 naming body.exam_subject_id for a bank exam that does not exist or is not done', async () => {
    await refused(send('student', 'POST', URL.answers, answerBody([], { exam_subject_id: 999999 })), 404, 'body.exam_subject_id');
    await refused(send('student', 'POST', URL.answers, answerBody([], { subject_area: 'korean', choice_subject_id: C.lm, exam_subject_id: notDone })), 404, 'body.exam_subject_id');
  });

  it('409 naming body.choice_subject_id when 탐구2 would take 탐구1’s subject', async () => {
    await refused(send('student', 'POST', URL.answers, answerBody([], { subject_area: 'inquiry2', choice_subject_id: C.ethics, exam_subject_id: social })), 409, 'body.choice_subject_id');
    const ok = await send('student', 'POST', URL.answers, answerBody([{ question_index: 1, answer: [2] }], { subject_area: 'inquiry1', choice_subject_id: C.ethics, exam_subject_id: social }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as ExamDetailReply).data).toMatchObject({ subject_area: 'inquiry1', raw_score: 25, standard_score: 65, graded: { correct: 1, total: 2, points: 3, max_points: 6 } });
  });

  it('grades from the bank’s stored answers (whatever the browser claims), computes the raw score, keeps 표준점수·백분위·등급', async () => {
    const qsRows = await bankQuestions();
    // Right for all but the first; the second is left unanswered. The claims beside the answers are ignored.
    const given = qsRows.slice(2).map((q) => ({ question_index: q.question_index, answer: q.question_type === QUESTION_TYPE.subjective.code ? (rightAnswer(q).text ?? '') : rightAnswer(q).choices, correct: true }));
    const wrong = qsRows[0];
    const wrongAnswer = wrong.question_type === QUESTION_TYPE.subjective.code ? '틀린 답' : [(rightAnswer(wrong).choices[0] % 5) + 1];
    const res = await send('student', 'POST', URL.answers, { ...answerBody([{ question_index: wrong.question_index, answer: wrongAnswer }, ...given]), raw_score: 100, correct: true });
    expect(res.statusCode, res.body).toBe(200);
    const data = (res.json() as ExamDetailReply).data;

    const expected = qsRows.map((q, i) => ({ index: q.question_index, correct: i >= 2, max: pointsOf(q.level) }));
    const earned = expected.filter((e) => e.correct).reduce((n, e) => n + e.max, 0);
    const possible = expected.reduce((n, e) => n + e.max, 0);
    const raw = Math.round((earned / possible) * 100 * 10) / 10;
    expect(data).toMatchObject({ subject_area: 'math', choice_subject_id: C.calc, exam_subject_id: bank, raw_score: raw, standard_score: 131, percentile: 92, grade: 2, graded: { correct: qsRows.length - 2, total: qsRows.length, points: earned, max_points: possible } });
    expect(data.question_list.map((q) => [q.question_index, q.correct, q.points, q.max_points])).toEqual(expected.map((e) => [e.index, e.correct, e.correct ? e.max : 0, e.max]));
    expect(data.question_list[1]).toMatchObject({ answered: false, answer: { choices: [], text: null } });
    // The sitting is open: whether each answer was right, never the bank's key, 난이도 or classification.
    expect(data.submitted_at).toBeNull();
    for (const q of data.question_list) for (const key of KEY_FIELDS) expect(q[key], `${q.question_index} ${key}`).toBeNull();

    const [record] = await t.database.db.select().from(consultingExams).where(and(eq(consultingExams.user_id, student), eq(consultingExams.test_name, SITTING.test_name), eq(consultingExams.subject_area, 'math')));
    expect(record).toMatchObject({ raw_score: raw, exam_subject_id: bank, standard_score: 131 });
    const rows = await t.database.db.select().from(consultingExamAnswers).where(eq(consultingExamAnswers.consulting_exam_id, record.id)).orderBy(asc(consultingExamAnswers.question_index));
    expect(rows.map((r) => r.question_id)).toEqual(qsRows.map((q) => q.id));
    for (const [i, r] of rows.entries()) expect(r.correct).toBe(gradeAnswer(qsRows[i], i === 0 ? wrongAnswer : i === 1 ? '' : given[i - 2].answer));
  });

  it('a graded area keeps its elective and computed raw score against the scores call (409), and takes its other scores', async () => {
    const before = (await recordsOf(student, SITTING.test_name)).find((r) => r.subject_area === 'math')!;
    await refused(send('student', 'PUT', URL.scores, { user_id: student, ...SITTING, subjects: [{ subject_area: 'math', choice_subject_id: C.geo, grade: 1 }] }), 409, 'body.subjects.0.choice_subject_id');
    await refused(send('student', 'PUT', URL.scores, { user_id: student, ...SITTING, subjects: [{ subject_area: 'math', choice_subject_id: C.calc, raw_score: 100 }] }), 409, 'body.subjects.0.raw_score');
    const ok = await send('student', 'PUT', URL.scores, { user_id: student, ...SITTING, subjects: [{ subject_area: 'math', choice_subject_id: C.calc, standard_score: 135, percentile: 96, grade: 1 }] });
    expect(ok.statusCode, ok.body).toBe(200);
    const after = (await recordsOf(student, SITTING.test_name)).find((r) => r.subject_area === 'math')!;
    expect(after).toMatchObject({ raw_score: before.raw_score, exam_subject_id: bank, standard_score: 135, percentile: 96, grade: 1 });
  });
});

describe('POST consulting_exam/submit', () => {
  const submitBody = (over: Record<string, unknown> = {}) => ({ user_id: student, ...SITTING, ...over });
  const detailUrl = (over: Record<string, string | number> = {}) => `${URL.one}${qs({ choice_subject_id: C.calc, ...SITTING, ...over })}`;

  it('401 without a token; 400 naming the field; 403 for another student’s user_id or a staff token', async () => {
    await refused(send(null, 'POST', URL.submit, submitBody()), 401);
    await refused(send('student', 'POST', URL.submit, submitBody({ test_name: '' })), 400, 'body.test_name');
    await refused(send('student', 'POST', URL.submit, submitBody({ year: 1999 })), 400, 'body.year');
    await refused(send('student', 'POST', URL.submit, { ...SITTING }), 400, 'body.user_id');
    await refused(send('parent', 'POST', URL.submit, submitBody()), 403);
    await refused(send(4, 'POST', URL.submit, submitBody()), 403);
  });

  it('404 for a sitting the student does not have; 409 for one with nothing graded (hand-entered scores only)', async () => {
    await refused(send('student', 'POST', URL.submit, submitBody({ test_name: '없는 시험' })), 404);
    const hand = { year: 2023, test_name: '3월 학력평가' };
    expect((await send('student', 'PUT', URL.scores, { user_id: student, ...hand, subjects: [fullScores[0]] })).statusCode).toBe(200);
    const res = await refused(send('student', 'POST', URL.submit, submitBody(hand)), 409);
    expect(res.message).toContain('채점한 답안이 없어');
    expect((await send('student', 'DELETE', `${URL.one}${qs({ user_id: student, ...hand })}`)).statusCode).toBe(200);
  });

  it('an open sitting graded against the same bank exam shows no key, and an area of it may be graded again or deleted', async () => {
    const other = { year: 2025, test_name: '6월 모의평가 다시 풀기' };
    const [first] = await bankQuestions();
    const body = { user_id: student, ...other, subject_area: 'math', choice_subject_id: C.calc, exam_subject_id: bank };
    expect((await send('student', 'POST', URL.answers, { ...body, answers: [{ question_index: first.question_index, answer: rightAnswer(first).choices.length ? rightAnswer(first).choices : (rightAnswer(first).text ?? '') }] })).statusCode).toBe(200);
    const again = await send('student', 'POST', URL.answers, { ...body, answers: [] });
    expect(again.statusCode, again.body).toBe(200);
    const detail = (again.json() as ExamDetailReply).data;
    expect(detail.graded).toMatchObject({ correct: 0 });
    for (const q of detail.question_list) for (const key of KEY_FIELDS) expect(q[key]).toBeNull();
    const removed = await send('student', 'DELETE', `${URL.one}${qs({ user_id: student, ...other, subject_area: 'math' })}`);
    expect(removed.json()).toEqual({ result: 'success', deleted: 1 });
    expect(await t.database.db.select().from(consultingSittings).where(and(eq(consultingSittings.user_id, student), eq(consultingSittings.test_name, other.test_name)))).toEqual([]);
  });

  it('submits once: the key, 난이도 and classification show for that sitting; grading it again and a second submit are 409, nothing changed', async () => {
    const res = await send('student', 'POST', URL.submit, submitBody());
    expect(res.statusCode, res.body).toBe(200);
    const sitting = res.json().data;
    expect(sitting).toMatchObject({ ...SITTING, submitted_at: expect.any(String) });
    expect(sitting.subject_list.every((r: { submitted_at: string | null }) => r.submitted_at === sitting.submitted_at)).toBe(true);
    const [row] = await t.database.db.select().from(consultingSittings).where(and(eq(consultingSittings.user_id, student), eq(consultingSittings.test_name, SITTING.test_name)));
    expect(row).toMatchObject({ state: 'submitted', submitted_at: expect.any(Date) });
    const audit = await t.database.db.select().from(transitionLog).where(and(eq(transitionLog.entity, 'consulting_sitting'), eq(transitionLog.entity_id, String(row.id))));
    expect(audit).toMatchObject([{ event: 'SUBMIT', from_state: 'open', to_state: 'submitted' }]);

    const qsRows = await bankQuestions();
    const detail = ((await send('student', 'GET', detailUrl())).json() as ExamDetailReply).data;
    expect(detail.submitted_at).toBe(sitting.submitted_at);
    expect(detail.question_list.map((q) => q.right_answer)).toEqual(qsRows.map((q) => rightAnswer(q)));
    expect(detail.question_list.map((q) => q.level)).toEqual(qsRows.map((q) => q.level));
    expect(detail.question_list[0].unit?.names.length).toBeGreaterThan(0);

    const regrade = await refused(send('student', 'POST', URL.answers, { user_id: student, ...SITTING, subject_area: 'math', choice_subject_id: C.calc, exam_subject_id: bank, answers: [] }), 409);
    expect(regrade.message).toContain('제출한 시험');
    await refused(send('student', 'POST', URL.submit, submitBody()), 409);
  });
});

describe('GET consulting_exam_list', () => {
  it('401 without a token; 400 naming the field', async () => {
    await refused(send(null, 'GET', `${URL.list}?user_id=${student}`), 401);
    await refused(send('student', 'GET', URL.list), 400, 'query.user_id');
    await refused(send('student', 'GET', `${URL.list}${qs({ user_id: student, year: 1999 })}`), 400, 'query.year');
  });

  it('403 for another student’s user_id', async () => {
    await refused(send('parent', 'GET', `${URL.list}?user_id=${student}`), 403);
  });

  it('lists the sittings by year with their areas in 성적표 order and the grading summary', async () => {
    await send('student', 'PUT', URL.scores, { user_id: student, year: 2024, test_name: '10월 전국연합학력평가', subjects: [fullScores[0]] });
    const res = await send('student', 'GET', `${URL.list}?user_id=${student}`);
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json() as ExamListReply;
    expect(reply.years).toEqual([2025, 2024]);
    expect(reply.data.map((s) => [s.year, s.test_name])).toEqual([
      [2025, '6월 모의평가'],
      [2024, '10월 전국연합학력평가'],
    ]);
    const math = reply.data[0].subject_list.find((s) => s.subject_area === 'math')!;
    expect(math.graded).toMatchObject({ total: (await bankQuestions()).length });
    expect(reply.data[0].subject_list.find((s) => s.subject_area === 'english')!.graded).toBeNull();
    const one = await send('student', 'GET', `${URL.list}${qs({ user_id: student, year: 2024 })}`);
    expect((one.json() as ExamListReply).data.map((s) => s.year)).toEqual([2024]);
    const parentOwn = await send('parent', 'GET', `${URL.list}?user_id=${parent}`);
    expect(parentOwn.json()).toEqual({ result: 'success', data: [], years: [] });
  });
});

describe('GET consulting_exam', () => {
  const url = (over: Record<string, string | number | undefined> = {}) => `${URL.one}${qs({ choice_subject_id: C.calc, ...SITTING, ...over })}`;

  it('401 without a token; 400 naming the field', async () => {
    await refused(send(null, 'GET', url()), 401);
    await refused(send('student', 'GET', url({ choice_subject_id: undefined })), 400, 'query.choice_subject_id');
    await refused(send('student', 'GET', url({ choice_subject_id: 34 })), 400, 'query.choice_subject_id');
    await refused(send('student', 'GET', url({ test_name: undefined })), 400, 'query.test_name');
  });

  it('403 for another student’s user_id', async () => {
    await refused(send('parent', 'GET', url({ user_id: student })), 403);
  });

  it('404 when the sitting has no record of that elective', async () => {
    await refused(send('student', 'GET', url({ choice_subject_id: C.geo })), 404);
    await refused(send('student', 'GET', url({ test_name: '없는 시험' })), 404);
  });

  it('gives the record with every question’s result; a hand-entered one has none', async () => {
    const res = await send('student', 'GET', url());
    expect(res.statusCode, res.body).toBe(200);
    const data = (res.json() as ExamDetailReply).data;
    expect(data.question_list).toHaveLength((await bankQuestions()).length);
    expect(data.exam_subject_name).toContain('수학');
    const english = await send('student', 'GET', url({ choice_subject_id: C.eng, user_id: student }));
    expect((english.json() as ExamDetailReply).data).toMatchObject({ subject_area: 'english', graded: null, question_list: [] });
  });
});

describe('GET consulting_exam_category', () => {
  const url = (over: Record<string, string | number | undefined> = {}) => `${URL.category}${qs({ choice_subject_id: C.calc, ...over })}`;

  it('401 without a token; 400 naming the field', async () => {
    await refused(send(null, 'GET', url()), 401);
    await refused(send('student', 'GET', url({ choice_subject_id: 'x' })), 400, 'query.choice_subject_id');
    await refused(send('student', 'GET', url({ year: 3000 })), 400, 'query.year');
  });

  it('403 for another student’s user_id', async () => {
    await refused(send('parent', 'GET', url({ user_id: student })), 403);
  });

  it('404 for a named sitting without that elective', async () => {
    await refused(send('student', 'GET', url({ ...SITTING, test_name: '없는 시험' })), 404);
  });

  it('groups the graded answers by unit and by type: points lost, their shares, most lost first', async () => {
    const res = await send('student', 'GET', url(SITTING));
    expect(res.statusCode, res.body).toBe(200);
    const data = (res.json() as ExamCategoryReply).data;
    const qsRows = await bankQuestions();
    expect(data).toMatchObject({ choice_subject_id: C.calc, sittings: 1, questions: qsRows.length });
    for (const groups of [data.units, data.types]) {
      expect(groups.reduce((n, g) => n + g.questions, 0)).toBe(qsRows.length);
      expect(groups.reduce((n, g) => n + g.lost_points, 0)).toBe(data.max_points - data.points);
      expect(groups.reduce((n, g) => n + g.lost_share, 0)).toBeCloseTo(1, 3);
      expect(groups.map((g) => g.lost_points)).toEqual([...groups.map((g) => g.lost_points)].sort((a, b) => b - a));
      for (const g of groups) expect(g.max_points - g.points).toBe(g.lost_points);
    }
    expect(data.units.length).toBe(2);
    expect(data.units.every((u) => u.category_id !== null && u.names.length > 0)).toBe(true);
    // Units: the wrong first question is in the first chapter, the unanswered second in the second.
    const lost0 = pointsOf(qsRows[0].level);
    const lost1 = pointsOf(qsRows[1].level);
    expect(data.units.map((u) => u.lost_points).sort()).toEqual([lost0, lost1].sort());

    const none = await send('student', 'GET', url({ choice_subject_id: C.geo }));
    expect((none.json() as ExamCategoryReply).data).toMatchObject({ sittings: 0, questions: 0, units: [], types: [] });
  });
});

describe('GET consulting_exam/analyze_info', () => {
  it('401 without a token; 403 below level 4 and for customers; 400 naming the field', async () => {
    await refused(send(null, 'GET', URL.analysis), 401);
    await refused(send(3, 'GET', URL.analysis), 403);
    await refused(send('student', 'GET', URL.analysis), 403);
    await refused(send(4, 'GET', `${URL.analysis}?subject_area=zzz`), 400, 'query.subject_area');
    await refused(send(4, 'GET', `${URL.analysis}${qs({ subject_area: 'korean', choice_subject_id: C.calc })}`), 400, 'query.choice_subject_id');
  });

  it('across students: the share of each category’s points lost and the score distributions', async () => {
    // A second student (the parent account) sits the same exam and answers every graded question wrong.
    const qsRows = await bankQuestions();
    const wrong = qsRows.map((q) => ({ question_index: q.question_index, answer: q.question_type === QUESTION_TYPE.subjective.code ? '모름' : [(rightAnswer(q).choices[0] % 5) + 1] }));
    const graded = await send('parent', 'POST', URL.answers, { user_id: parent, ...SITTING, subject_area: 'math', choice_subject_id: C.calc, exam_subject_id: bank, answers: wrong });
    expect(graded.statusCode, graded.body).toBe(200);
    expect((graded.json() as ExamDetailReply).data.raw_score).toBe(0);

    const res = await send(4, 'GET', `${URL.analysis}${qs({ ...SITTING, subject_area: 'math' })}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = (res.json() as ExamAnalysisReply).data;
    expect(data).toMatchObject({ students: 2, records: 2, graded_records: 2 });
    expect(data.sittings).toEqual(expect.arrayContaining([{ year: 2025, test_name: '6월 모의평가', students: 2 }]));
    const possible = qsRows.reduce((n, q) => n + pointsOf(q.level), 0);
    const studentLost = pointsOf(qsRows[0].level) + pointsOf(qsRows[1].level);
    for (const groups of [data.units, data.types]) {
      expect(groups.reduce((n, g) => n + g.max_points, 0)).toBe(2 * possible);
      expect(groups.reduce((n, g) => n + g.lost_points, 0)).toBe(possible + studentLost);
      expect(groups.map((g) => g.lost_rate)).toEqual([...groups.map((g) => g.lost_rate)].sort((a, b) => b - a));
      for (const g of groups) {
        expect(g.students).toBe(2);
        expect(g.lost_rate).toBeCloseTo(g.lost_points / g.max_points, 3);
      }
    }
    const [math] = data.distributions;
    expect(data.distributions).toHaveLength(1);
    const studentRaw = (await recordsOf(student, SITTING.test_name)).find((r) => r.subject_area === 'math')!.raw_score!;
    expect(math).toMatchObject({ year: 2025, test_name: '6월 모의평가', subject_area: 'math', students: 2, raw_max: 100, raw: { min: 0, max: studentRaw, count: 2, mean: Math.round((studentRaw / 2) * 10) / 10 } });
    expect(math.bins.reduce((n, b) => n + b.count, 0)).toBe(2);
    expect(math.bins[0].count).toBe(1);
    expect(math.grades.find((g) => g.grade === 1)!.count).toBe(1);

    const all = await send(5, 'GET', URL.analysis);
    expect((all.json() as ExamAnalysisReply).data.records).toBeGreaterThan(2);
  });
});

describe('DELETE consulting_exam', () => {
  const url = (over: Record<string, string | number | undefined> = {}) => `${URL.one}${qs({ user_id: student, ...SITTING, ...over })}`;

  it('401 without a token; 400 naming the field', async () => {
    await refused(send(null, 'DELETE', url()), 401);
    await refused(send('student', 'DELETE', url({ test_name: undefined })), 400, 'query.test_name');
    await refused(send('student', 'DELETE', url({ subject_area: 'music' })), 400, 'query.subject_area');
  });

  it('403 for another student’s user_id', async () => {
    await refused(send('parent', 'DELETE', url()), 403);
  });

  it('404 when there is nothing to delete', async () => {
    await refused(send('student', 'DELETE', url({ test_name: '없는 시험' })), 404);
  });

  it('of a submitted sitting, a graded area is never deleted alone (409 naming query.subject_area); a hand-entered one is; then the whole sitting with its answers and its state; other sittings stay', async () => {
    const math = (await recordsOf(student, SITTING.test_name)).find((r) => r.subject_area === 'math')!;
    await refused(send('student', 'DELETE', url({ subject_area: 'math' })), 409, 'query.subject_area');
    const one = await send('student', 'DELETE', url({ subject_area: 'english' }));
    expect(one.json()).toEqual({ result: 'success', deleted: 1 });
    expect(await recordsOf(student, SITTING.test_name)).toHaveLength(6);
    const all = await send('student', 'DELETE', url());
    expect(all.json()).toEqual({ result: 'success', deleted: 6 });
    expect(await recordsOf(student, SITTING.test_name)).toEqual([]);
    expect(await t.database.db.select().from(consultingExamAnswers).where(eq(consultingExamAnswers.consulting_exam_id, math.id))).toEqual([]);
    expect(await t.database.db.select().from(consultingSittings).where(and(eq(consultingSittings.user_id, student), eq(consultingSittings.test_name, SITTING.test_name)))).toEqual([]);
    expect(await recordsOf(student, '10월 전국연합학력평가')).toHaveLength(1);
    expect(await t.database.db.select().from(consultingExams).where(ne(consultingExams.user_id, student))).not.toEqual([]);
  });
});

describe('seedConsultingExams', () => {
  it('seeds two sittings of 2025 with every area, grades the 6월 수학 against the bank once, and changes nothing the second time', async () => {
    const { database, drop } = await freshDatabase();
    try {
      const db = database.db;
      await seedConsultingExams(db);
      const first = { exams: await db.select().from(consultingExams).orderBy(asc(consultingExams.id)), answers: await db.select().from(consultingExamAnswers).orderBy(asc(consultingExamAnswers.id)) };
      await seedConsultingExams(db);
      expect({ exams: await db.select().from(consultingExams).orderBy(asc(consultingExams.id)), answers: await db.select().from(consultingExamAnswers).orderBy(asc(consultingExamAnswers.id)) }).toEqual(first);
      const demo = await userId(db, 'student@demo.local');
      expect(first.exams.every((e) => e.user_id === demo && e.year === 2025)).toBe(true);
      expect(first.exams.filter((e) => e.test_name === '6월 모의평가')).toHaveLength(7);
      expect(first.exams.filter((e) => e.test_name === '9월 모의평가')).toHaveLength(7);
      const graded = first.exams.find((e) => e.exam_subject_id !== null)!;
      expect(graded).toMatchObject({ test_name: '6월 모의평가', subject_area: 'math' });
      const answers = first.answers.filter((a) => a.consulting_exam_id === graded.id);
      expect(answers.length).toBeGreaterThan(0);
      expect(answers.filter((a) => !a.correct)).toHaveLength(2);
      const earned = answers.reduce((n, a) => n + a.points, 0);
      const qsRows = await db.select().from(questions).where(inArray(questions.id, answers.map((a) => a.question_id!)));
      const possible = qsRows.reduce((n, q) => n + pointsOf(q.level), 0);
      expect(graded.raw_score).toBe(Math.round((earned / possible) * 1000) / 10);
    } finally {
      await drop();
    }
  });
});
