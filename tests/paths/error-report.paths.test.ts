/**
 * Model-based paths of the error-report machine replayed against the real API: every edge-covering path
 * from @xstate/graph starts with a report made through PUT question_bug_1 on a question of the demo seed (state 0),
 * then sends each event through PUT bug/question_done, checking the stored issue_status after each step.
 * In every visited state, each event the machine refuses is sent too and must answer 409 with the row
 * unchanged. The replayed edges must be exactly the machine's edges.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { examSubjects, errorReports, questions } from '../../server/db/schema';
import { LIFECYCLES } from '../../src/machines';
import { ISSUE_STATUS } from '../../src/machines/error-report.machine';
import type { AnyMachineSnapshot } from 'xstate';
import { buildTestApp, loginAs, type TestApp } from '../helpers/app';
import { edgeCoveringPaths, edgeKey, machineEdges, type PathStep } from '../helpers/machine-paths';

let t: TestApp;
let questionIds: number[] = [];
/** A done exam of the demo seed, entered by level 1 (who reports) and reviewed by level 3 (who solves). */
const SEEDED_EXAM = '2025학년도 6월 모의평가 수학';
beforeAll(async () => {
  t = await buildTestApp();
  const [seeded] = await t.database.db.select().from(examSubjects).where(eq(examSubjects.name, SEEDED_EXAM));
  questionIds = (await t.database.db.select({ id: questions.id }).from(questions).where(eq(questions.exam_subject_id, seeded.id)).orderBy(questions.question_index)).map((r) => r.id);
});
afterAll(() => t.close());

/** The issue_status each event asks bug/question_done for. */
const STATUS_OF_EVENT: Record<string, number> = { SOLVE: ISSUE_STATUS.solved.code, CANCEL: ISSUE_STATUS.cancelled.code };

const entry = LIFECYCLES.find((l) => l.name === 'error-report')!;
const paths = edgeCoveringPaths(entry);
const EVENTS = entry.events.map((e) => e.type);
/** The edges replayed, to compare with the machine's. */
const replayed = new Set<string>();
/** Every refused (state, event) sent, to check the refusals were really tried. */
const refusals: string[] = [];

async function as(level: 1 | 3, method: 'PUT', url: string, payload: object) {
  const res = await t.app.inject({ method, url, payload, headers: { authorization: `token=${await loginAs(t.app, level)}` } });
  return { status: res.statusCode, body: res.json() };
}

const stored = async (id: number) => {
  const [row] = await t.database.db.select().from(errorReports).where(eq(errorReports.id, id));
  return row;
};

/** Sends every event the machine refuses in a state: each must be 409, leaving the row as it was. */
async function refuseAllBut(errorId: number, snapshot: AnyMachineSnapshot, state: string) {
  for (const type of EVENTS.filter((e) => !snapshot.can({ type: e } as never))) {
    const before = await stored(errorId);
    const r = await as(3, 'PUT', '/api/v2/exam/bug/question_done', { error_id: errorId, issue_status: STATUS_OF_EVENT[type], resolution: '거부되어야 함' });
    expect(r.status, `${type} in ${state}`).toBe(409);
    expect(r.body.message).toContain(type);
    expect(await stored(errorId)).toEqual(before);
    refusals.push(`${state}:${type}`);
  }
}

describe('error-report machine paths on the API', () => {
  it('every event of the machine has a call', () => {
    expect(EVENTS.every((e) => e in STATUS_OF_EVENT)).toBe(true);
  });

  it('has a seeded question for every path', () => {
    expect(questionIds.length).toBeGreaterThanOrEqual(paths.length);
  });

  it.each(paths.map((p, i) => [p.map((s: PathStep) => `${s.from}-${s.event.type}->${s.to}`).join(' '), p, i] as const))('%s', async (_name, path, i) => {
    const questionId = questionIds[i];
    const made = await as(1, 'PUT', '/api/v2/exam/question_bug_1', { question_id: questionId, content: `경로 ${i + 1}: 정답 오류` });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const errorId = made.body.error_id as number;
    for (const step of path) {
      expect(String((await stored(errorId)).issue_status)).toBe(step.from);
      await refuseAllBut(errorId, step.fromSnapshot, step.from);
      const r = await as(3, 'PUT', '/api/v2/exam/bug/question_done', { error_id: errorId, issue_status: STATUS_OF_EVENT[step.event.type], resolution: `${step.event.type} 처리` });
      expect(r.status, `${step.event.type} in ${step.from}: ${JSON.stringify(r.body)}`).toBe(200);
      expect(String((await stored(errorId)).issue_status)).toBe(step.to);
      replayed.add(edgeKey(step.fromKey, step.event));
    }
    const last = path[path.length - 1];
    await refuseAllBut(errorId, last.toSnapshot, last.to);
    const [question] = await t.database.db.select().from(questions).where(eq(questions.id, questionId));
    expect(question.is_reported).toBe(last.toSnapshot.status === 'active');
  });

  it('replayed exactly the edges of the machine', () => {
    expect([...replayed].sort()).toEqual([...machineEdges(entry)].sort());
    expect(replayed.size).toBe(2);
    expect([...new Set(refusals)].sort()).toEqual(['1:CANCEL', '1:SOLVE', '2:CANCEL', '2:SOLVE']);
  });
});
