/**
 * Model-based paths of the test-paper machine replayed against the real API: every edge-covering path from
 * @xstate/graph starts with a paper uploaded by the demo student (state 1), then sends each event through
 * PUT user_upload_file as the level-4 administrator, checking after each step the stored state, the reason
 * (kept only while rejected), the unseen mark and the audit row. In every visited state, each event the
 * machine refuses is sent too and must answer 409 with the row and its audit unchanged; where REJECT is allowed,
 * sending it without a reason must answer 400 naming body.reason, unchanged too. The replayed edges must be
 * exactly the machine's edges.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AnyMachineSnapshot } from 'xstate';
import { testPapers, transitionLog } from '../../server/db/schema';
import { LIFECYCLES } from '../../src/machines';
import { TEST_PAPER_STATE } from '../../src/machines/test-paper.machine';
import { buildTestApp, loginAs, type TestApp } from '../helpers/app';
import { edgeCoveringPaths, edgeKey, machineEdges, type PathStep } from '../helpers/machine-paths';
import { field, file, imageBytes, multipart } from '../helpers/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const entry = LIFECYCLES.find((l) => l.name === 'test-paper')!;
const paths = edgeCoveringPaths(entry);
/** The graph's events, with the reason REJECT carries. */
const EVENTS = entry.events;
const replayed = new Set<string>();
const refusals: string[] = [];

async function call(who: 4 | 'student', method: 'PUT' | 'POST', url: string, payload: object | Buffer, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method, url, payload: payload as object, headers: { ...headers, authorization: `token=${await loginAs(t.app, who)}` } });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}
/** Sends a machine event as the call's body: `event` is its type, `reason` its reason. */
const send = (id: number, { type, ...facts }: { type: string } & Record<string, unknown>) => call(4, 'PUT', '/api/v2/common/user_upload_file', { id, event: type, ...facts });

/** The stored paper and its audit rows. */
async function stored(id: number) {
  const [row] = await t.database.db.select().from(testPapers).where(eq(testPapers.id, id));
  const audit = await t.database.db.select().from(transitionLog).where(and(eq(transitionLog.entity, 'test_paper'), eq(transitionLog.entity_id, String(id))));
  return { row, audit };
}

/** Sends every event the machine refuses in a state: each 409 with nothing changed; REJECT without a reason 400 where REJECT is allowed. */
async function refuseAllBut(id: number, snapshot: AnyMachineSnapshot, state: string) {
  for (const event of EVENTS.filter((e) => !snapshot.can(e as never))) {
    const before = await stored(id);
    const r = await send(id, event);
    expect(r.status, `${event.type} in ${state}`).toBe(409);
    expect(r.body.message).toContain(event.type);
    expect(await stored(id)).toEqual(before);
    refusals.push(`${state}:${event.type}`);
  }
  if (snapshot.can({ type: 'REJECT', reason: '사유' } as never)) {
    const before = await stored(id);
    const r = await send(id, { type: 'REJECT' });
    expect(r.status, `REJECT without a reason in ${state}`).toBe(400);
    expect(r.body).toMatchObject({ code: 'BAD_REQUEST', field: 'body.reason' });
    expect(await stored(id)).toEqual(before);
    refusals.push(`${state}:REJECT without reason`);
  }
}

describe('test-paper machine paths on the API', () => {
  it('every event has a payload the call takes, REJECT with its reason', () => {
    expect(EVENTS.map((e) => e.type).sort()).toEqual(['APPROVE', 'REJECT', 'REOPEN']);
    expect(EVENTS.find((e) => e.type === 'REJECT')?.reason).toEqual(expect.any(String));
  });

  it.each(paths.map((p, i) => [p.map((s: PathStep) => `${s.from}-${s.event.type}->${s.to}`).join(' '), p, i] as const))('%s', async (_name, path, i) => {
    const body = multipart([
      field('school_name', `경로 ${i + 1} 고등학교`),
      field('school_type', 3),
      field('grade_id', 1),
      field('subject_type_id', 3),
      field('semester', 1),
      field('year', 2025),
      file('1쪽.png', 'image/png', await imageBytes('png', 20 + i, 20)),
    ]);
    const made = await call('student', 'POST', '/api/v2/common/user_upload_file', body.payload, body.headers);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.id as number;
    expect(String((await stored(id)).row.state)).toBe(String(TEST_PAPER_STATE.requested.code));
    for (const [n, step] of path.entries()) {
      expect(String((await stored(id)).row.state)).toBe(step.from);
      await refuseAllBut(id, step.fromSnapshot, step.from);
      const r = await send(id, step.event);
      expect(r.status, `${step.event.type} in ${step.from}: ${JSON.stringify(r.body)}`).toBe(200);
      expect(r.body).toMatchObject({ id, state: Number(step.to) });
      const after = await stored(id);
      expect(String(after.row.state)).toBe(step.to);
      expect(after.row.reason).toBe(step.event.type === 'REJECT' ? step.event.reason : null);
      expect(after.row.state_seen).toBe(false);
      expect(after.audit).toHaveLength(n + 1);
      expect(after.audit[n]).toMatchObject({ machine: 'testPaper', event: step.event.type, from_state: step.from, to_state: step.to });
      replayed.add(edgeKey(step.fromKey, step.event));
    }
    const last = path[path.length - 1];
    await refuseAllBut(id, last.toSnapshot, last.to);
  });

  it('replayed exactly the edges of the machine, and tried every refusal', () => {
    expect([...replayed].sort()).toEqual([...machineEdges(entry)].sort());
    expect(replayed.size).toBe(6);
    expect([...new Set(refusals)].sort()).toEqual(['1:REJECT without reason', '1:REOPEN', '2:REJECT', '3:APPROVE', '3:REJECT without reason']);
  });
});
