/**
 * Model-based paths of the exam machine (entry state, admin_check and returned questions as parallel regions)
 * replayed against the real API: every edge-covering path from @xstate/graph is sent as the calls that carry
 * its events, as the staff member who would send each, checking after each step the stored state of every
 * region (state, excluded_state, admin_check, and the return marks of question q1). In every state visited,
 * each event the machine refuses there is sent too and must answer 409 with the row and its marks unchanged.
 * The edges replayed must be exactly the machine's edges.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { AnyMachineSnapshot } from 'xstate';
import { examSubjects, questions } from '../../server/db/schema';
import { LIFECYCLES } from '../../src/machines';
import { examValue } from '../../src/machines/exam.machine';
import { valueKey } from '../../src/machines/lifecycle';
import { buildTestApp, loginAs, type TestApp } from '../helpers/app';
import { examSubjectWithQuestions, userId } from '../helpers/factories';
import { edgeCoveringPaths, edgeKey, machineEdges, type PathStep } from '../helpers/machine-paths';

let t: TestApp;
let enterer = 0;
let classifier = 0;
beforeAll(async () => {
  t = await buildTestApp();
  enterer = await userId(t.database.db, 'level1@demo.local');
  classifier = await userId(t.database.db, 'level2@demo.local');
});
afterAll(() => t.close());

type Who = 1 | 2 | 3 | 4 | 10;
type Call = { who: Who; method: 'PUT' | 'POST'; url: string; payload: object };

/** The call that sends each event of the machine (the graph's question q1 is the exam's first question). */
const CALLS: Record<string, (id: number, q1: number) => Call> = {
  ENTER: (id) => ({ who: 1, method: 'PUT', url: '/api/v2/exam/enter_exam', payload: { id, event: 'ENTER' } }),
  SEND_REVIEW: (id) => ({ who: 1, method: 'PUT', url: '/api/v2/exam/enter_exam', payload: { id, event: 'SEND_REVIEW' } }),
  ENTER_DONE: (id) => ({ who: 1, method: 'PUT', url: '/api/v2/exam/enter_exam_done', payload: { id } }),
  REVIEW_PASS: (id) => ({ who: 3, method: 'PUT', url: '/api/v2/exam/review_exam', payload: { id, event: 'REVIEW_PASS' } }),
  RETURN: (id) => ({ who: 3, method: 'PUT', url: '/api/v2/exam/review_exam', payload: { id, event: 'RETURN', reason: '입력 보완' } }),
  TAKE_CLASS: (id) => ({ who: 2, method: 'PUT', url: '/api/v2/exam/class_exam', payload: { id } }),
  CLASS_DONE: (id) => ({ who: 2, method: 'PUT', url: '/api/v2/exam/class_exam_done', payload: { id } }),
  EXCLUDE: (id) => ({ who: 4, method: 'POST', url: '/api/v2/exam/exam_exclude', payload: { id, excluded: true, exclude: '중복 출제' } }),
  INCLUDE: (id) => ({ who: 4, method: 'POST', url: '/api/v2/exam/exam_exclude', payload: { id, excluded: false } }),
  HOLD: (id) => ({ who: 3, method: 'PUT', url: '/api/v2/exam/review_exam', payload: { id, event: 'HOLD' } }),
  RESUME: (id) => ({ who: 3, method: 'PUT', url: '/api/v2/exam/review_exam', payload: { id, event: 'RESUME' } }),
  APPROVE: (id) => ({ who: 3, method: 'PUT', url: '/api/v2/exam/review_exam_done', payload: { id } }),
  REJECT: (id) => ({ who: 3, method: 'PUT', url: '/api/v2/exam/review_exam', payload: { id, event: 'REJECT', reason: '1번 정답 오류' } }),
  FORCE_SKIP: (id) => ({ who: 10, method: 'PUT', url: '/api/v2/exam/review_exam', payload: { id, event: 'FORCE_SKIP', reason: '긴급 배포' } }),
  ADMIN_CHECK: (id) => ({ who: 10, method: 'PUT', url: '/api/v2/exam/review_exam', payload: { id, event: 'ADMIN_CHECK' } }),
  MARK_RETURN: (_id, q1) => ({ who: 3, method: 'PUT', url: '/api/v2/exam/question_return', payload: { id: q1, action: 'return', reason: '정답 확인' } }),
  CANCEL_RETURN: (_id, q1) => ({ who: 3, method: 'PUT', url: '/api/v2/exam/question_return', payload: { id: q1, action: 'cancel' } }),
  QUESTION_DONE: (_id, q1) => ({ who: 1, method: 'PUT', url: '/api/v2/exam/question_return', payload: { id: q1, action: 'done' } }),
};

async function send(id: number, q1: number, type: string) {
  const c = CALLS[type](id, q1);
  const res = await t.app.inject({ method: c.method, url: c.url, payload: c.payload, headers: { authorization: `token=${await loginAs(t.app, c.who)}` } });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

/** The stored row and marks as the machine sees them: its state key and its returned questions (q1 by its graph name). */
async function stored(id: number, q1: number) {
  const [row] = await t.database.db.select().from(examSubjects).where(eq(examSubjects.id, id));
  const marks = await t.database.db.select().from(questions).where(eq(questions.exam_subject_id, id)).orderBy(asc(questions.question_index));
  const returned = Object.fromEntries(marks.filter((q) => q.returned).map((q) => [q.id === q1 ? 'q1' : String(q.id), q.return_done]));
  return { key: valueKey(examValue(row, returned)), returned, row: { ...row, update_time: null }, marks: marks.map((q) => [q.returned, q.return_reason, q.return_done]) };
}
const modelOf = (s: AnyMachineSnapshot) => ({ key: valueKey(s.value), returned: (s.context as { returned: Record<string, boolean> }).returned });

const entry = LIFECYCLES.find((l) => l.name === 'exam')!;
const paths = edgeCoveringPaths(entry);
const replayed = new Set<string>();
/** States whose refusals were already sent (each state once, whichever path reaches it first). */
const refusedIn = new Set<string>();

/** Sends every event the machine refuses in a state: each must be 409, leaving the row and its marks as they were. */
async function refuseAllBut(id: number, q1: number, snapshot: AnyMachineSnapshot, stateKey: string) {
  if (refusedIn.has(stateKey)) return;
  refusedIn.add(stateKey);
  for (const event of entry.events.filter((e) => !snapshot.can(e as never))) {
    const before = await stored(id, q1);
    const r = await send(id, q1, event.type);
    expect(r.status, `${event.type} in ${stateKey}: ${JSON.stringify(r.body)}`).toBe(409);
    expect(await stored(id, q1), `${event.type} in ${stateKey} changed the row`).toEqual(before);
  }
}

describe('exam machine paths on the API', () => {
  it('every event of the machine has a call', () => {
    expect(entry.events.map((e) => e.type).filter((type) => !(type in CALLS))).toEqual([]);
  });

  it.each(paths.map((p) => [p.map((s: PathStep) => `${s.from}-${s.event.type}->${s.to}`).join(' '), p] as const))('%s', async (_name, path) => {
    // a new exam waiting to be entered, assigned to level 1, classified by level 2, with complete questions
    const exam = await examSubjectWithQuestions(t.database.db, { user_id: enterer, teacher_id: classifier, count: 2 });
    const [q1] = await t.database.db.select().from(questions).where(eq(questions.exam_subject_id, exam.id)).orderBy(asc(questions.question_index));
    for (const step of path) {
      const now = await stored(exam.id, q1.id);
      expect({ key: now.key, returned: now.returned }).toEqual(modelOf(step.fromSnapshot));
      await refuseAllBut(exam.id, q1.id, step.fromSnapshot, step.fromKey);
      const r = await send(exam.id, q1.id, step.event.type);
      expect(r.status, `${step.event.type} in ${step.from}: ${JSON.stringify(r.body)}`).toBe(200);
      const after = await stored(exam.id, q1.id);
      expect({ key: after.key, returned: after.returned }).toEqual(modelOf(step.toSnapshot));
      replayed.add(edgeKey(step.fromKey, step.event));
    }
  });

  it('replayed exactly the edges of the machine, every event among them, and refused events in every state', () => {
    expect([...replayed].sort()).toEqual([...machineEdges(entry)].sort());
    expect([...new Set(paths.flatMap((p) => p.map((s) => s.event.type)))].sort()).toEqual(entry.events.map((e) => e.type).sort());
    expect(refusedIn.size).toBeGreaterThanOrEqual(20);
  });
});
