/**
 * The visitors' sample test (public /test, issue 12 point 5) on the real app and database: 400 naming the
 * field -> 404 -> success for both calls; only in-use samples of usable, gradable bank questions are served,
 * no answer leaks before grading (nor by grading a part of a test, or a question the test does not hold),
 * grading follows the stored answer rules of each question type, and nothing is written. Fixtures live in 중1 과학, which the demo bank leaves empty.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { categories, examSubjects, questionHeads, questionMultiples, questions, questionSamples } from '../../server/db/schema';
import { QUESTION_TYPE } from '../../src/api/codes';
import { RATE_LIMITS } from '../../src/api/rate-limits';
import { SAMPLE_STATE } from '../../src/machines/sample.machine';
import { buildTestApp, clearRateLimits, type TestApp } from '../helpers/app';

let t: TestApp;
const db = () => t.database.db;
const MID = 2;
const SCI = 5;
const T = QUESTION_TYPE;

/** Sample ids by role. */
const s = {} as Record<'mc' | 'mcAgain' | 'mcCopy' | 'multi' | 'subj' | 'reported' | 'excluded' | 'noAnswer' | 'fewChoices' | 'listening' | 'draft' | 'retired' | 'excludedSubject' | 'otherGrade' | 'unlinked', number>;
const cat = { chapterTop: 0, chapter: 0, type: 0 };

async function subject(values: Partial<typeof examSubjects.$inferInsert> = {}) {
  const [row] = await db()
    .insert(examSubjects)
    .values({ name: '중1 과학 체험 시험', school_type: MID, grade_id: 1, subject_type_id: SCI, type: 3, year: 2025, state: 4, ...values })
    .returning({ id: examSubjects.id });
  return row.id;
}

let nextIndex = 1;
async function question(exam_subject_id: number, values: Partial<typeof questions.$inferInsert>, choices = 5) {
  const [row] = await db()
    .insert(questions)
    .values({ exam_subject_id, question_index: nextIndex++, content: '다음 중 물질의 상태 변화에 대한 설명으로 옳은 것은?', level: 3, ...values })
    .returning({ id: questions.id });
  if (choices) await db().insert(questionMultiples).values(Array.from({ length: 5 }, (_, i) => ({ question_id: row.id, choice_index: i + 1, content: i < choices ? `선택지 $${i + 1}$` : '' })));
  return row.id;
}

async function sample(question_id: number | null, state: number = SAMPLE_STATE.inUse.code, subject_type_id = SCI) {
  const [row] = await db().insert(questionSamples).values({ title: '체험 샘플', subject_type_id, content: '샘플 본문', state, question_id }).returning({ id: questionSamples.id });
  return row.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  const [top] = await db().insert(categories).values({ kind: 'chapter', curriculum: 2022, subject_type_id: SCI, school_type: MID, name: '시험용 과학 1', depth: 1 }).returning();
  const [chapter] = await db().insert(categories).values({ kind: 'chapter', curriculum: 2022, subject_type_id: SCI, school_type: MID, name: '물질의 상태 변화', depth: 2, parent_id: top.id }).returning();
  const [type] = await db().insert(categories).values({ kind: 'type', curriculum: 2022, subject_type_id: SCI, school_type: MID, name: '개념 이해', depth: 1 }).returning();
  Object.assign(cat, { chapterTop: top.id, chapter: chapter.id, type: type.id });

  const exam = await subject();
  const [head] = await db().insert(questionHeads).values({ exam_subject_id: exam, content: '물은 $0^\\circ\\mathrm{C}$에서 얼음이 된다.', start_index: 1, end_index: 1 }).returning();
  const mc = await question(exam, { question_type: T.multipleChoice.code, answer: '2', chapter_id: chapter.id, category_id: type.id, head_question_id: head.id });
  s.mc = await sample(mc);
  s.mcAgain = await sample(mc);
  // the same item entered in another exam: same passage, text and choices
  const copyExam = await subject({ name: '중1 과학 체험 시험 (사본)' });
  const [copyHead] = await db().insert(questionHeads).values({ exam_subject_id: copyExam, content: '물은 $0^\\circ\\mathrm{C}$에서 얼음이 된다.', start_index: 1, end_index: 1 }).returning();
  s.mcCopy = await sample(await question(copyExam, { question_type: T.multipleChoice.code, answer: '2', head_question_id: copyHead.id }));
  s.multi = await sample(await question(exam, { question_type: T.multiSelect.code, answer_multiple: [1, 3], category_id: type.id, content: '옳은 것을 모두 고르시오.' }));
  s.subj = await sample(await question(exam, { question_type: T.subjective.code, answer: '$\\frac{1}{2}$', answer_number: '0.5', content: '$x$의 값을 구하시오.' }, 0));
  s.reported = await sample(await question(exam, { answer: '1', is_reported: true }));
  s.excluded = await sample(await question(exam, { answer: '1', excluded: true }));
  s.noAnswer = await sample(await question(exam, { answer: null }));
  s.fewChoices = await sample(await question(exam, { answer: '1' }, 3));
  s.listening = await sample(await question(exam, { question_type: T.listening.code, answer: '1' }));
  s.draft = await sample(await question(exam, { answer: '1' }), SAMPLE_STATE.draft.code);
  s.retired = await sample(await question(exam, { answer: '1' }), SAMPLE_STATE.retired.code);
  s.excludedSubject = await sample(await question(await subject({ name: '제외된 과학 시험', excluded_state: 1 }), { answer: '1' }));
  s.otherGrade = await sample(await question(await subject({ name: '중2 과학', grade_id: 2 }), { answer: '1' }));
  s.unlinked = await sample(null);
});
afterAll(() => t.close());

const P = '/api/public/sample-test';
const SCOPE = `school_type=${MID}&grade_id=1&subject_type_id=${SCI}`;
/** This file calls the sample test more often than one address may in a minute (README "Rate limits"; tests/server/rate-limits.test.ts). */
const unlimited = () => clearRateLimits(t, RATE_LIMITS.sampleTest.name);
const get = async (qs: string) => (await unlimited(), t.app.inject({ method: 'GET', url: `${P}?${qs}` }));
const grade = async (payload: unknown) => (await unlimited(), t.app.inject({ method: 'POST', url: `${P}/grade`, payload: payload as object }));
const sampleCount = async () => (await db().select({ n: count() }).from(questionSamples))[0].n;

describe('GET /api/public/sample-test', () => {
  it('400 naming the field', async () => {
    const cases: Array<[string, string]> = [
      [`grade_id=1&subject_type_id=${SCI}`, 'query.school_type'],
      [`school_type=4&grade_id=1&subject_type_id=${SCI}`, 'query.school_type'],
      [`school_type=${MID}&grade_id=0&subject_type_id=${SCI}`, 'query.grade_id'],
      [`school_type=${MID}&grade_id=1&subject_type_id=abc`, 'query.subject_type_id'],
      [`school_type=${MID}&grade_id=1&subject_type_id=9`, 'query.subject_type_id'],
      [`${SCOPE}&count=11`, 'query.count'],
      [`${SCOPE}&count=0`, 'query.count'],
      [`${SCOPE}&seed=-1`, 'query.seed'],
      [`${SCOPE}&seed=2147483648`, 'query.seed'],
      [`${SCOPE}&count=2&count=3`, 'query.count'],
    ];
    for (const [qs, field] of cases) {
      const res = await get(qs);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json(), qs).toMatchObject({ result: 'fail', code: 'BAD_REQUEST', field });
    }
  });

  it('serves only in-use samples of usable, gradable questions of the choice, each question once (however often linked or entered), with no answer', async () => {
    const res = await get(`${SCOPE}&count=10&seed=7`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ result: 'success', seed: 7 });
    expect(body.questions.map((q: { id: number }) => q.id).sort((a: number, b: number) => a - b)).toEqual([s.mc, s.multi, s.subj].sort((a, b) => a - b));
    for (const q of body.questions) expect(Object.keys(q).sort()).toEqual(['choices', 'content', 'id', 'passage', 'question_type']);
    expect(res.body).not.toMatch(/answer|chapter|category|question_id|frac\{1\}\{2\}|0\.5/);
    const mc = body.questions.find((q: { id: number }) => q.id === s.mc);
    expect(mc).toMatchObject({ question_type: T.multipleChoice.code, passage: '물은 $0^\\circ\\mathrm{C}$에서 얼음이 된다.' });
    expect(mc.choices).toEqual(Array.from({ length: 5 }, (_, i) => ({ choice_index: i + 1, content: `선택지 $${i + 1}$` })));
    const subj = body.questions.find((q: { id: number }) => q.id === s.subj);
    expect(subj).toMatchObject({ question_type: T.subjective.code, passage: null, choices: [] });
  });

  it('shuffles by the seed: the same seed gives the same test, others differ; without one the server picks and returns it', async () => {
    const order = async (seed: number) => (await get(`${SCOPE}&seed=${seed}`)).json().questions.map((q: { id: number }) => q.id);
    expect(await order(11)).toEqual(await order(11));
    const orders = new Set(await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(async (seed) => JSON.stringify(await order(seed)))));
    expect(orders.size).toBeGreaterThan(1);
    const free = (await get(SCOPE)).json();
    expect(free.seed).toEqual(expect.any(Number));
    expect((await get(`${SCOPE}&seed=${free.seed}`)).json().questions).toEqual(free.questions);
  });

  it('takes `count` questions (default 5) and answers an empty test where nothing matches', async () => {
    expect((await get(`${SCOPE}&count=2&seed=3`)).json().questions).toHaveLength(2);
    expect((await get(`school_type=${MID}&grade_id=3&subject_type_id=${SCI}`)).json()).toMatchObject({ result: 'success', questions: [] });
  });

  it('the demo seed serves full tests of 고3 수학 and 고3 국어, with math and passages', async () => {
    const math = (await get('school_type=3&grade_id=3&subject_type_id=3&count=10&seed=1')).json();
    expect(math.questions.length).toBeGreaterThanOrEqual(5);
    expect(math.questions.every((q: { content: string; choices: unknown[] }) => q.content.length > 0 && q.choices.length === 5)).toBe(true);
    expect(math.questions.some((q: { content: string }) => q.content.includes('$'))).toBe(true);
    expect(new Set(math.questions.map((q: { content: string }) => q.content)).size).toBe(math.questions.length);
    const korean = (await get('school_type=3&grade_id=3&subject_type_id=1&count=10&seed=1')).json();
    expect(korean.questions.length).toBeGreaterThanOrEqual(5);
    expect(korean.questions.every((q: { passage: string | null }) => q.passage && q.passage.length > 100)).toBe(true);
  });
});

describe('POST /api/public/sample-test/grade', () => {
  /** The 중1 과학 test of every servable fixture (s.mc, s.multi, s.subj), in the seed's order. */
  const TEST = { school_type: MID, grade_id: 1, subject_type_id: SCI, count: 10, seed: 7 };
  const whole = (over: Record<number, number[] | string> = {}) => [s.mc, s.multi, s.subj].map((id) => ({ id, answer: over[id] ?? [] }));

  it('400 naming the field, nothing written', async () => {
    const before = await sampleCount();
    const cases: Array<[unknown, string]> = [
      [{}, 'body.test'],
      [{ answers: whole() }, 'body.test'],
      [{ test: { ...TEST, seed: -1 }, answers: whole() }, 'body.test.seed'],
      [{ test: { ...TEST, count: 11 }, answers: whole() }, 'body.test.count'],
      [{ test: { ...TEST, school_type: 4 }, answers: whole() }, 'body.test.school_type'],
      [{ test: TEST }, 'body.answers'],
      [{ test: TEST, answers: [] }, 'body.answers'],
      [{ test: TEST, answers: Array.from({ length: 11 }, (_, i) => ({ id: i + 1, answer: [1] })) }, 'body.answers'],
      [{ test: TEST, answers: [{ id: s.mc, answer: [1] }, { id: s.mc, answer: [2] }] }, 'body.answers.1.id'],
      [{ test: TEST, answers: [{ id: 0, answer: [1] }] }, 'body.answers.0.id'],
      [{ test: TEST, answers: [{ id: '1', answer: [1] }] }, 'body.answers.0.id'],
      [{ test: TEST, answers: [{ id: s.mc, answer: [6] }] }, 'body.answers.0.answer.0'],
      [{ test: TEST, answers: [{ id: s.mc, answer: [1, 2, 3, 4, 5, 1] }] }, 'body.answers.0.answer'],
      [{ test: TEST, answers: [{ id: s.subj, answer: 'x'.repeat(201) }] }, 'body.answers.0.answer'],
      [{ test: TEST, answers: [{ id: s.subj, answer: { text: '1' } }] }, 'body.answers.0.answer'],
      [{ test: TEST, answers: [{ id: s.subj }] }, 'body.answers.0.answer'],
    ];
    for (const [payload, field] of cases) {
      const res = await grade(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().field, JSON.stringify(payload).slice(0, 80)).toBe(field);
    }
    expect(await sampleCount()).toBe(before);
  });

  it('refuses a part of the test (400 naming body.answers): one question graded alone reveals no answer', async () => {
    for (const answers of [[{ id: s.mc, answer: [] }], whole().slice(0, 2)]) {
      const res = await grade({ test: TEST, answers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'BAD_REQUEST', field: 'body.answers' });
      expect(res.body).not.toMatch(/results|choices/);
    }
  });

  it('400 naming the answer for a question the test does not hold (unknown, never served, another test’s), revealing no answer', async () => {
    for (const id of [999_999, s.reported, s.excluded, s.noAnswer, s.fewChoices, s.listening, s.draft, s.retired, s.excludedSubject, s.unlinked, s.otherGrade, s.mcAgain]) {
      const res = await grade({ test: TEST, answers: [{ id: s.mc, answer: [2] }, { id, answer: [1] }, { id: s.subj, answer: '' }] });
      expect(res.statusCode, String(id)).toBe(400);
      expect(res.json(), String(id)).toMatchObject({ result: 'fail', code: 'BAD_REQUEST', field: 'body.answers.1.id' });
      expect(res.body).not.toMatch(/results|choices/);
    }
  });

  it('grades the whole test: 객관식, 복수선택 and 주관식 by the stored answers, with each right answer (answered or not), its unit and the score', async () => {
    const res = await grade({ test: TEST, answers: [{ id: s.subj, answer: ' \\frac{1}{2} ' }, { id: s.mc, answer: [2] }, { id: s.multi, answer: [3, 1] }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      result: 'success',
      results: [
        { id: s.subj, correct: true, answered: true, answer: { choices: [], text: '$\\frac{1}{2}$' }, unit: null },
        { id: s.mc, correct: true, answered: true, answer: { choices: [2], text: null }, unit: { kind: 'chapter', names: ['시험용 과학 1', '물질의 상태 변화'] } },
        { id: s.multi, correct: true, answered: true, answer: { choices: [1, 3], text: null }, unit: { kind: 'type', names: ['개념 이해'] } },
      ],
      score: { correct: 3, total: 3, percent: 100 },
    });
    const other = { school_type: MID, grade_id: 2, subject_type_id: SCI, count: 5, seed: 1 };
    expect((await get(`school_type=${MID}&grade_id=2&subject_type_id=${SCI}&count=5&seed=1`)).json().questions.map((q: { id: number }) => q.id)).toEqual([s.otherGrade]);
    const blank = await grade({ test: other, answers: [{ id: s.otherGrade, answer: [] }] });
    expect(blank.json()).toEqual({ result: 'success', results: [{ id: s.otherGrade, correct: false, answered: false, answer: { choices: [1], text: null }, unit: null }], score: { correct: 0, total: 1, percent: 0 } });
  });

  it('marks wrong answers wrong: another choice, a partial or padded set, another number, the wrong shape', async () => {
    const cases: Array<[number, number[] | string, boolean]> = [
      [s.mc, [3], false],
      [s.mc, [2, 3], false],
      [s.mc, '2', false],
      [s.multi, [1], false],
      [s.multi, [1, 3, 4], false],
      [s.multi, [1, 3, 3], true],
      [s.subj, '.5', true],
      [s.subj, '0.50', true],
      [s.subj, '2', false],
      [s.subj, [1], false],
      [s.subj, '   ', false],
    ];
    for (const [id, answer, correct] of cases) {
      const body = (await grade({ test: TEST, answers: whole({ [id]: answer }) })).json();
      expect(body.results.find((r: { id: number }) => r.id === id).correct, `${id} ${JSON.stringify(answer)}`).toBe(correct);
      expect(body.score).toEqual({ correct: correct ? 1 : 0, total: 3, percent: correct ? 33 : 0 });
    }
  });
});
