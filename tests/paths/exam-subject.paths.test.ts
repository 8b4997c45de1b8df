/**
 * Model-based paths of the exam-subject machine replayed against the real API: every edge-covering path
 * from @xstate/graph whose events have calls is sent as those calls, checking the stored state after each
 * step; in every visited state, one event the machine refuses is sent too and must answer 409 with the row
 * unchanged. RETURN is the reviewer's: mid-entry (state 1) through review_exam RETURN, later through a
 * returned question and review_exam REJECT.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { examSubjects, questions } from '../../server/db/schema';
import { LIFECYCLES } from '../../src/machines';
import { EXCLUDED } from '../../src/machines/exam-subject.machine';
import { buildTestApp, loginAs, type TestApp } from '../helpers/app';
import { examSubjectWithQuestions, userId } from '../helpers/factories';
import { edgeCoveringPaths, edgeKey, machineEdges, type PathStep } from '../helpers/machine-paths';

let t: TestApp;
let enterer = 0;
let teacher = 0;
beforeAll(async () => {
  t = await buildTestApp();
  enterer = await userId(t.database.db, 'level1@demo.local');
  teacher = await userId(t.database.db, 'level2@demo.local');
});
afterAll(() => t.close());

/** The calls that send each event, as the staff member who would send it. */
type Step = { who: 1 | 2 | 3 | 4; method: 'PUT' | 'POST'; url: string; payload: object };
const CALLS: Record<string, (id: number) => Step[] | Promise<Step[]>> = {
  ENTER: (id) => [{ who: 1, method: 'PUT', url: '/api/v2/exam/enter_exam', payload: { id, event: 'ENTER' } }],
  SEND_REVIEW: (id) => [{ who: 1, method: 'PUT', url: '/api/v2/exam/enter_exam', payload: { id, event: 'SEND_REVIEW' } }],
  ENTER_DONE: (id) => [{ who: 1, method: 'PUT', url: '/api/v2/exam/enter_exam_done', payload: { id } }],
  CLASS_DONE: (id) => [{ who: 2, method: 'PUT', url: '/api/v2/exam/class_exam_done', payload: { id } }],
  EXCLUDE: (id) => [{ who: 4, method: 'POST', url: '/api/v2/exam/exam_exclude', payload: { id, excluded: true, exclude: '중복 출제' } }],
  INCLUDE: (id) => [{ who: 4, method: 'POST', url: '/api/v2/exam/exam_exclude', payload: { id, excluded: false } }],
  REVIEW_PASS: (id) => [{ who: 3, method: 'PUT', url: '/api/v2/exam/review_exam', payload: { id, event: 'REVIEW_PASS' } }],
  RETURN: async (id) => {
    const [row] = await t.database.db.select().from(examSubjects).where(eq(examSubjects.id, id));
    if (row.state === 1) return [{ who: 3, method: 'PUT', url: '/api/v2/exam/review_exam', payload: { id, event: 'RETURN', reason: '입력 보완' } }];
    const [q] = await t.database.db.select().from(questions).where(eq(questions.exam_subject_id, id)).limit(1);
    return [
      { who: 3, method: 'PUT', url: '/api/v2/exam/question_return', payload: { id: q.id, action: 'return', reason: '정답 확인' } },
      { who: 3, method: 'PUT', url: '/api/v2/exam/review_exam', payload: { id, event: 'REJECT', reason: '1번 정답 오류' } },
    ];
  },
};

const stored = async (id: number) => {
  const [row] = await t.database.db.select().from(examSubjects).where(eq(examSubjects.id, id));
  return row.excluded_state ? EXCLUDED : String(row.state);
};

async function send(id: number, type: string) {
  let last = { status: 0, body: {} as Record<string, unknown> };
  for (const c of await CALLS[type](id)) {
    const res = await t.app.inject({ method: c.method, url: c.url, payload: c.payload, headers: { authorization: `token=${await loginAs(t.app, c.who)}` } });
    last = { status: res.statusCode, body: res.json() };
  }
  return last;
}

const entry = LIFECYCLES.find((l) => l.name === 'exam-subject')!;
const paths = edgeCoveringPaths(entry);
const replayable = paths.filter((p) => p.every((s) => s.event.type in CALLS));
const waiting = paths.filter((p) => !p.every((s) => s.event.type in CALLS));

describe('exam-subject machine paths on the API', () => {
  it('covers every edge whose event has a call', () => {
    const covered = new Set(replayable.flatMap((p) => p.map((s) => `${s.from}:${s.event.type}`)));
    const mapped = new Set(paths.flatMap((p) => p.filter((s) => s.event.type in CALLS).map((s) => `${s.from}:${s.event.type}`)));
    expect([...covered].sort()).toEqual([...mapped].sort());
    expect(covered.size).toBeGreaterThanOrEqual(6);
  });

  it.each(replayable.map((p) => [p.map((s: PathStep) => `${s.from}-${s.event.type}->${s.to}`).join(' '), p] as const))('%s', async (_name, path) => {
    const row = await examSubjectWithQuestions(t.database.db, { user_id: enterer, teacher_id: teacher });
    for (const step of path) {
      expect(await stored(row.id)).toBe(step.from);
      const refused = Object.keys(CALLS).find((type) => !step.fromSnapshot.can({ type } as never));
      if (refused) {
        const r = await send(row.id, refused);
        expect(r.status, `${refused} in ${step.from}`).toBe(409);
        expect(await stored(row.id)).toBe(step.from);
      }
      const r = await send(row.id, step.event.type);
      expect(r.status, `${step.event.type} in ${step.from}: ${JSON.stringify(r.body)}`).toBe(200);
      expect(await stored(row.id)).toBe(step.to);
    }
  });

  it('replays every edge of the machine', () => {
    expect(waiting).toHaveLength(0);
    const replayed = new Set(paths.flatMap((p) => p.map((s) => edgeKey(s.fromKey, s.event))));
    expect([...replayed].sort()).toEqual([...machineEdges(entry)].sort());
  });
});
