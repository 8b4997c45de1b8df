/**
 * Model-based paths of the admin_check and rejection machines replayed against the real API: every
 * edge-covering path from @xstate/graph is sent as the calls that carry its events, checking the stored state
 * after each step; in every visited state each event the machine refuses is sent too and must answer 409
 * with the row unchanged. The set of edges replayed equals each machine's edge set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { examSubjects, questions } from '../../server/db/schema';
import { LIFECYCLES } from '../../src/machines';
import { rejectionValue } from '../../src/machines/rejection.machine';
import { buildTestApp, loginAs, type TestApp } from '../helpers/app';
import { examSubjectWithQuestions, userId } from '../helpers/factories';
import { edgeCoveringPaths, edgeKey, machineEdges, type PathStep } from '../helpers/machine-paths';

let t: TestApp;
let author = 0;
beforeAll(async () => {
  t = await buildTestApp();
  author = await userId(t.database.db, 'level1@demo.local');
});
afterAll(() => t.close());

type Who = 1 | 3 | 10;
async function send(who: Who, method: 'PUT', url: string, payload: object) {
  const res = await t.app.inject({ method, url, payload, headers: { authorization: `token=${await loginAs(t.app, who)}` } });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}
const subject = async (id: number) => (await t.database.db.select().from(examSubjects).where(eq(examSubjects.id, id)))[0];
const qs = (id: number) => t.database.db.select().from(questions).where(eq(questions.exam_subject_id, id)).orderBy(questions.question_index);

/** Sends one machine event as its calls; returns the last reply. */
async function sendAdminCheck(id: number, type: string) {
  switch (type) {
    case 'SUBMIT': {
      // the author: marks any returned question fixed, then finishes entry
      for (const q of await qs(id)) if (q.returned && !q.return_done) await send(1, 'PUT', '/api/v2/exam/question_return', { id: q.id, action: 'done' });
      return send(1, 'PUT', '/api/v2/exam/enter_exam_done', { id });
    }
    case 'APPROVE':
      return send(3, 'PUT', '/api/v2/exam/review_exam_done', { id });
    case 'REJECT': {
      const [first] = await qs(id);
      const marked = await send(3, 'PUT', '/api/v2/exam/question_return', { id: first.id, action: 'return', reason: '정답 확인' });
      const r = await send(3, 'PUT', '/api/v2/exam/review_exam', { id, event: 'REJECT', reason: '1번 정답 오류' });
      if (r.status !== 200 && marked.status === 200) await send(3, 'PUT', '/api/v2/exam/question_return', { id: first.id, action: 'cancel' });
      return r;
    }
    case 'FORCE_SKIP':
      return send(10, 'PUT', '/api/v2/exam/review_exam', { id, event: 'FORCE_SKIP', reason: '긴급 배포' });
    default:
      return send(type === 'ADMIN_CHECK' ? 10 : 3, 'PUT', '/api/v2/exam/review_exam', { id, event: type });
  }
}

describe('admin_check machine paths on the API', () => {
  const entry = LIFECYCLES.find((l) => l.name === 'admin-check')!;
  const paths = edgeCoveringPaths(entry);

  it('replays every edge of the machine', () => {
    const replayed = new Set(paths.flatMap((p) => p.map((s) => edgeKey(s.fromKey, s.event))));
    expect([...replayed].sort()).toEqual([...machineEdges(entry)].sort());
  });

  it.each(paths.map((p) => [p.map((s: PathStep) => `${s.from}-${s.event.type}->${s.to}`).join(' '), p] as const))('%s', async (_name, path) => {
    // the exam starts with its writer (state 0, admin_check 0) with complete questions
    const row = await examSubjectWithQuestions(t.database.db, { user_id: author, state: 0, admin_check: 0, count: 2 });
    for (const step of path) {
      expect(String((await subject(row.id)).admin_check)).toBe(step.from);
      for (const other of entry.events) {
        if (step.fromSnapshot.can(other as never)) continue;
        const before = await subject(row.id);
        const r = await sendAdminCheck(row.id, other.type);
        expect([403, 409], `${other.type} in ${step.from}: ${JSON.stringify(r.body)}`).toContain(r.status);
        const after = await subject(row.id);
        expect([after.state, after.admin_check, after.return_count]).toEqual([before.state, before.admin_check, before.return_count]);
      }
      const r = await sendAdminCheck(row.id, step.event.type);
      expect(r.status, `${step.event.type} in ${step.from}: ${JSON.stringify(r.body)}`).toBe(200);
      expect(String((await subject(row.id)).admin_check)).toBe(step.to);
    }
  });
});

describe('rejection machine paths on the API', () => {
  const entry = LIFECYCLES.find((l) => l.name === 'rejection')!;
  const paths = edgeCoveringPaths(entry);

  it('replays every edge of the machine', () => {
    const replayed = new Set(paths.flatMap((p) => p.map((s) => edgeKey(s.fromKey, s.event))));
    expect([...replayed].sort()).toEqual([...machineEdges(entry)].sort());
  });

  /** The stored rejection state: derived from the return marks, or resubmitted once the exam went back to review. */
  async function stored(id: number) {
    const s = await subject(id);
    if (s.state === 3) return 'resubmitted';
    const returned = (await qs(id)).filter((q) => q.returned);
    return rejectionValue(Object.fromEntries(returned.map((q) => [String(q.id), q.return_done])));
  }

  it.each(paths.map((p) => [p.map((s: PathStep) => `${s.from}-${JSON.stringify(s.event)}->${s.to}`).join(' '), p] as const))('%s', async (_name, path) => {
    // a rejected exam whose questions q1 and q2 were returned
    const row = await examSubjectWithQuestions(t.database.db, { user_id: author, state: 0, admin_check: 0, count: 2 });
    const [q1, q2] = await qs(row.id);
    await t.database.db.update(questions).set({ returned: true, return_reason: '수정 필요' }).where(and(eq(questions.exam_subject_id, row.id)));
    const real = { q1: q1.id, q2: q2.id } as Record<string, number>;
    const sendRejection = (event: { type: string; questionId?: unknown }) =>
      event.type === 'RESUBMIT' ? send(1, 'PUT', '/api/v2/exam/enter_exam_done', { id: row.id }) : send(1, 'PUT', '/api/v2/exam/question_return', { id: real[String(event.questionId)], action: 'done' });
    for (const step of path) {
      expect(await stored(row.id)).toBe(step.from);
      for (const other of entry.events) {
        if (step.fromSnapshot.can(other as never)) continue;
        const before = await stored(row.id);
        const r = await sendRejection(other);
        expect(r.status, `${JSON.stringify(other)} in ${step.from}`).toBe(409);
        expect(await stored(row.id)).toBe(before);
      }
      const r = await sendRejection(step.event);
      expect(r.status, `${JSON.stringify(step.event)} in ${step.from}: ${JSON.stringify(r.body)}`).toBe(200);
      expect(await stored(row.id)).toBe(step.to);
    }
  });
});
