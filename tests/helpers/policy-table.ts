/**
 * The table-driven test of an area's policy: for each action, rows of (case, actor, record, expected outcome),
 * each run through `authorize`; and a check that every action the policy declares has its rows, so a new
 * action cannot go untested.
 */
import { describe, expect, it } from 'vitest';
import type { Actor, Decision } from '../../src/api/policy';

/** An actor of a given id and level. */
export const who = (uid: number, level: number): Actor => ({ uid, level });

/** What a decision comes to: allowed, or the kind of refusal. */
export type Outcome = 'ok' | 'forbidden' | 'state' | 'hidden';
export const outcome = (d: Decision): Outcome => (d.ok ? 'ok' : d.denial);

/** One row: the case's name, the actor, the record, the expected outcome. */
export type PolicyRow<R> = [string, Actor, R, Outcome];

interface AnyPolicy {
  resources: Record<string, { actions: Record<string, unknown> }>;
  authorize(actor: Actor, action: never, record: never): Decision;
}

/** Runs each row of `table` through `policy.authorize`, and checks the table covers every declared action. */
export function runPolicyTable<A extends string>(policy: AnyPolicy, table: Array<[A, PolicyRow<unknown>[]]>): void {
  const authorize = policy.authorize as (actor: Actor, action: string, record: unknown) => Decision;
  for (const [action, rows] of table) {
    describe(action, () => {
      it.each(rows)('%s', (_name, actor, record, expected) => {
        expect(outcome(authorize(actor, action, record))).toBe(expected);
      });
    });
  }

  it('every declared action has a row in this table', () => {
    const declared = Object.entries(policy.resources).flatMap(([name, res]) => Object.keys(res.actions).map((a) => `${name}.${a}`));
    expect(declared.sort()).toEqual(table.map(([action]) => action).sort());
  });
}
