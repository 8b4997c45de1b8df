/**
 * The server transition helper replays every machine's edge-covering paths on a stored row: after each
 * allowed event the stored state is the machine's, with an audit row; every other event in each state visited
 * answers 409 naming the state and the event, and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { transitionLog } from '../../server/db/schema';
import { applyTransition } from '../../server/core/transitions';
import { AppError } from '../../server/core/errors';
import { LIFECYCLES } from '../../src/machines';
import { edgeCoveringPaths } from '../helpers/machine-paths';
import { buildTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.database.db.execute(sql`create table lifecycle_probe (id serial primary key, state text not null, context jsonb)`);
});
afterAll(() => t.close());

/** The service pattern: lock the row, apply the event through the machine, write the new state. */
async function send(id: number, machineIndex: number, event: { type: string }) {
  const entry = LIFECYCLES[machineIndex];
  return t.database.db.transaction(async (tx) => {
    const rows = await tx.execute<{ state: string; context: unknown }>(sql`select state, context from lifecycle_probe where id = ${id} for update`);
    const row = (rows as unknown as { rows: Array<{ state: string; context: unknown }> }).rows[0];
    const to = await applyTransition({ tx, machine: entry.machine, entity: 'probe', entityId: id, current: row.state, event: event as never, context: row.context ?? undefined, userId: 1, reason: 'test' });
    await tx.execute(sql`update lifecycle_probe set state = ${to} where id = ${id}`);
    return to;
  });
}

async function stored(id: number) {
  const rows = await t.database.db.execute<{ state: string }>(sql`select state from lifecycle_probe where id = ${id}`);
  return (rows as unknown as { rows: Array<{ state: string }> }).rows[0].state;
}

describe.each(LIFECYCLES.map((entry, index) => ({ ...entry, index })))('$name on a stored row', ({ index, name }) => {
  it('every path step is stored and audited; every refused event is 409 and changes nothing', async () => {
    const entry = LIFECYCLES[index];
    /** Refusals are checked once per state, whichever path reaches it first. */
    const refusedIn = new Set<string>();
    for (const path of edgeCoveringPaths(entry)) {
      const initial = path[0].fromSnapshot;
      const inserted = await t.database.db.execute<{ id: number }>(
        sql`insert into lifecycle_probe (state, context) values (${path[0].from}, ${JSON.stringify(initial.context ?? null)}::jsonb) returning id`,
      );
      const id = (inserted as unknown as { rows: Array<{ id: number }> }).rows[0].id;
      for (const step of path) {
        await t.database.db.execute(sql`update lifecycle_probe set context = ${JSON.stringify(step.fromSnapshot.context ?? null)}::jsonb where id = ${id}`);
        for (const other of refusedIn.has(step.fromKey) ? [] : entry.events) {
          if (step.fromSnapshot.can(other as never)) continue;
          const refused = await send(id, index, other).catch((e: unknown) => e);
          expect(refused, `${name} ${step.from} ${other.type}`).toBeInstanceOf(AppError);
          expect((refused as AppError).status).toBe(409);
          expect((refused as AppError).message).toContain(step.from);
          expect((refused as AppError).message).toContain(other.type);
          expect(await stored(id)).toBe(step.from);
        }
        refusedIn.add(step.fromKey);
        expect(await send(id, index, step.event)).toBe(step.to);
        expect(await stored(id)).toBe(step.to);
      }
      const audit = await t.database.db.select().from(transitionLog).where(and(eq(transitionLog.entity, 'probe'), eq(transitionLog.entity_id, String(id)))).orderBy(transitionLog.id);
      expect(audit.map((a) => [a.from_state, a.event, a.to_state])).toEqual(path.map((s) => [s.from, s.event.type, s.to]));
    }
  });
});
