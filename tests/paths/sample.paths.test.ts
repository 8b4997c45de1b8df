/**
 * Model-based paths of the sample machine replayed against the real API: each sample is created through
 * POST question_sample (a draft), then every edge-covering path is sent as PUT question_sample with the state
 * its event asks for, checking the stored state and its audit row after each step. The one event a state
 * refuses is asking for that same state, which the form sends with every save: it is no event, so the state
 * stays and no audit row is written. The replayed edges must be exactly the machine's edges.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { questionSamples, transitionLog } from '../../server/db/schema';
import { LIFECYCLES } from '../../src/machines';
import { SAMPLE_STATE } from '../../src/machines/sample.machine';
import { buildTestApp, loginAs, type TestApp } from '../helpers/app';
import { edgeCoveringPaths, edgeKey, machineEdges, type PathStep } from '../helpers/machine-paths';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The state each event asks PUT question_sample for. */
const STATE_OF_EVENT: Record<string, number> = { USE: SAMPLE_STATE.inUse.code, RETIRE: SAMPLE_STATE.retired.code, REDRAFT: SAMPLE_STATE.draft.code };

async function as3(method: 'POST' | 'PUT', payload: object) {
  const res = await t.app.inject({ method, url: '/api/v2/exam/question_sample', payload, headers: { authorization: `token=${await loginAs(t.app, 3)}` } });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}
const state = async (id: number) => String((await t.database.db.select().from(questionSamples).where(eq(questionSamples.id, id)))[0].state);
const audit = (id: number) => t.database.db.select().from(transitionLog).where(and(eq(transitionLog.entity, 'question_sample'), eq(transitionLog.entity_id, String(id))));

const entry = LIFECYCLES.find((l) => l.name === 'sample')!;
const paths = edgeCoveringPaths(entry);
const replayed = new Set<string>();

describe('sample machine paths on the API', () => {
  it('every event of the machine has a state to ask for', () => {
    expect(entry.events.every((e) => e.type in STATE_OF_EVENT)).toBe(true);
  });

  it.each(paths.map((p) => [p.map((s: PathStep) => `${s.from}-${s.event.type}->${s.to}`).join(' '), p] as const))('%s', async (_name, path) => {
    const made = await as3('POST', { title: '경로 샘플', subject_type_id: 3, content: '본문' });
    const id = made.body.id as number;
    for (const [i, step] of path.entries()) {
      expect(await state(id)).toBe(step.from);
      const same = await as3('PUT', { id, state: Number(step.from) });
      expect(same.status).toBe(200);
      expect(await state(id)).toBe(step.from);
      expect(await audit(id)).toHaveLength(i);
      const r = await as3('PUT', { id, state: STATE_OF_EVENT[step.event.type], title: `경로 ${i + 1}` });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(await state(id)).toBe(step.to);
      const rows = await audit(id);
      expect(rows).toHaveLength(i + 1);
      expect(rows[i]).toMatchObject({ machine: 'sample', event: step.event.type, from_state: step.from, to_state: step.to });
      replayed.add(edgeKey(step.fromKey, step.event));
    }
  });

  it('a sample created in another state starts as a draft and moves there by its event', async () => {
    const made = await as3('POST', { title: '바로 사용', subject_type_id: 3, content: '본문', state: SAMPLE_STATE.inUse.code });
    const id = made.body.id as number;
    expect(await state(id)).toBe(String(SAMPLE_STATE.inUse.code));
    expect((await audit(id)).map((a) => [a.event, a.from_state, a.to_state])).toEqual([['USE', '0', '1']]);
  });

  it('replayed exactly the edges of the machine', () => {
    expect([...replayed].sort()).toEqual([...machineEdges(entry)].sort());
  });
});
