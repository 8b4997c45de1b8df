/**
 * Model-based paths of the AI exam machine (entry state, ai_state, admin_check and returned questions as parallel
 * regions) replayed against the real API: every edge-covering path from @xstate/graph is sent as the calls that
 * carry its events, as the staff member who would send each (the level-1 enterer, the level-3 reviewer, the
 * level-4 administrator), checking after each step the stored state of every region (state, ai_state,
 * admin_check, and the return marks of question q1) and the audit rows. In every state visited, each event the
 * machine refuses there is sent too and must answer 409 with the row, its marks and its audit unchanged. The
 * edges replayed must be exactly the machine's edges.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { AnyMachineSnapshot } from 'xstate';
import { EXAM_TYPE } from '../../src/api/codes';
import { examSubjects, questions, transitionLog } from '../../server/db/schema';
import { LIFECYCLES } from '../../src/machines';
import { AUTO_EVENT_REGION, autoExamValue, type AutoExamEventType } from '../../src/machines/auto-exam.machine';
import { valueKey } from '../../src/machines/lifecycle';
import { buildTestApp, loginAs, type TestApp } from '../helpers/app';
import { examSubjectWithQuestions, userId } from '../helpers/factories';
import { edgeCoveringPaths, edgeKey, machineEdges, type PathStep } from '../helpers/machine-paths';

let t: TestApp;
let enterer = 0;
beforeAll(async () => {
  t = await buildTestApp();
  enterer = await userId(t.database.db, 'level1@demo.local');
});
afterAll(() => t.close());

type Who = 1 | 3 | 4;
type Call = { who: Who; method: 'PUT'; url: string; payload?: object };
const AI = EXAM_TYPE.ai.code;

/** The call that sends each event of the machine (the graph's question q1 is the exam's first question). */
const CALLS: Record<AutoExamEventType, (id: number, q1: number) => Call> = {
  ENTER: (id) => ({ who: 1, method: 'PUT', url: '/api/v2/exam/auto_enter_exam', payload: { id, event: 'ENTER' } }),
  ENTER_DONE: (id) => ({ who: 1, method: 'PUT', url: '/api/v2/exam/auto_enter_exam_done', payload: { id } }),
  REQUEST: (id) => ({ who: 1, method: 'PUT', url: '/api/v2/exam/auto_enter_exam', payload: { id, event: 'REQUEST' } }),
  APPROVE: (id) => ({ who: 3, method: 'PUT', url: '/api/v2/exam/auto_review_exam_done', payload: { id } }),
  REJECT: (id, q1) => ({ who: 3, method: 'PUT', url: `/api/v2/exam/auto_review_exam/return?id=${id}&type=${AI}`, payload: { question_ids: [q1], reason: '그림이 잘림' } }),
  FORCE: (id) => ({ who: 4, method: 'PUT', url: `/api/v2/exam/auto_review_exam_force?id=${id}&type=${AI}`, payload: { reason: '긴급 배포' } }),
  CHECK: (id) => ({ who: 4, method: 'PUT', url: `/api/v2/exam/auto_review_exam/check?id=${id}&type=${AI}` }),
  QUESTION_DONE: (id, q1) => ({ who: 1, method: 'PUT', url: `/api/v2/exam/auto_review_exam/rejection/question_done?id=${id}&type=${AI}&question_id=${q1}` }),
  DONE: (id) => ({ who: 4, method: 'PUT', url: `/api/v2/exam/auto_exam_subject_done?id=${id}` }),
};

async function send(id: number, q1: number, type: string) {
  const c = CALLS[type as AutoExamEventType](id, q1);
  const res = await t.app.inject({ method: c.method, url: c.url, ...(c.payload ? { payload: c.payload } : {}), headers: { authorization: `token=${await loginAs(t.app, c.who)}` } });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

/** The stored row, marks and audit as the machine sees them: its state key and its returned questions (q1 by its graph name). */
async function stored(id: number, q1: number) {
  const db = t.database.db;
  const [row] = await db.select().from(examSubjects).where(eq(examSubjects.id, id));
  const marks = await db.select().from(questions).where(eq(questions.exam_subject_id, id)).orderBy(asc(questions.question_index));
  const returned = Object.fromEntries(marks.filter((q) => q.returned).map((q) => [q.id === q1 ? 'q1' : String(q.id), q.return_done]));
  const audit = await db.select().from(transitionLog).where(and(eq(transitionLog.entity, 'exam_subject'), eq(transitionLog.entity_id, String(id))));
  return { key: valueKey(autoExamValue(row, returned)), returned, row: { ...row, update_time: null }, marks: marks.map((q) => [q.returned, q.return_reason, q.return_done]), audit: audit.length };
}
const modelOf = (s: AnyMachineSnapshot) => ({ key: valueKey(s.value), returned: (s.context as { returned: Record<string, boolean> }).returned });

const entry = LIFECYCLES.find((l) => l.name === 'auto-exam')!;
const paths = edgeCoveringPaths(entry);
const replayed = new Set<string>();
const refusedIn = new Set<string>();

/** Sends every event the machine refuses in a state: each must be 409 naming the event, leaving everything as it was. */
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

describe('AI exam machine paths on the API', () => {
  it('every event of the machine has a call', () => {
    expect(entry.events.map((e) => e.type).filter((type) => !(type in CALLS))).toEqual([]);
  });

  it.each(paths.map((p) => [p.map((s: PathStep) => `${s.event.type}`).join(' → '), p] as const))('%s', async (_name, path) => {
    // a new AI exam waiting to be entered, assigned to level 1, with complete questions
    const made = await examSubjectWithQuestions(t.database.db, { user_id: enterer, count: 2, name: 'AI 경로 시험' });
    const [exam] = await t.database.db.update(examSubjects).set({ type: AI }).where(eq(examSubjects.id, made.id)).returning();
    const [q1] = await t.database.db.select().from(questions).where(eq(questions.exam_subject_id, exam.id)).orderBy(asc(questions.question_index));
    for (const step of path) {
      const now = await stored(exam.id, q1.id);
      expect({ key: now.key, returned: now.returned }).toEqual(modelOf(step.fromSnapshot));
      await refuseAllBut(exam.id, q1.id, step.fromSnapshot, step.fromKey);
      const before = (await stored(exam.id, q1.id)).audit;
      const r = await send(exam.id, q1.id, step.event.type);
      expect(r.status, `${step.event.type} in ${step.from}: ${JSON.stringify(r.body)}`).toBe(200);
      const after = await stored(exam.id, q1.id);
      expect({ key: after.key, returned: after.returned }).toEqual(modelOf(step.toSnapshot));
      expect(r.body).toMatchObject({ id: exam.id, state: after.row.state, ai_state: after.row.ai_state, admin_check: after.row.admin_check });
      // one audit row per region that moved, and always one for the event's own region
      const from = JSON.parse(step.from) as Record<string, string>;
      const to = JSON.parse(step.to) as Record<string, string>;
      const moved = Object.keys(from).filter((k) => from[k] !== to[k] || AUTO_EVENT_REGION[step.event.type as AutoExamEventType] === k);
      expect(after.audit - before, `audit rows of ${step.event.type}`).toBe(moved.length);
      replayed.add(edgeKey(step.fromKey, step.event));
    }
    const last = path[path.length - 1];
    await refuseAllBut(exam.id, q1.id, last.toSnapshot, valueKey(last.toSnapshot.value) + JSON.stringify(last.toSnapshot.context));
  });

  it('replayed exactly the edges of the machine, every event among them, and refused events in every state', () => {
    expect([...replayed].sort()).toEqual([...machineEdges(entry)].sort());
    expect([...new Set(paths.flatMap((p) => p.map((s) => s.event.type)))].sort()).toEqual(entry.events.map((e) => e.type).sort());
    expect(refusedIn.size).toBeGreaterThanOrEqual(10);
  });
});
