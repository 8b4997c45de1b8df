/** Every lifecycle machine: generated paths cover every edge, and replaying them through the pure helpers agrees. */
import { describe, expect, it } from 'vitest';
import { LIFECYCLES } from '../../src/machines';
import { canSend, tryTransition } from '../../src/machines/lifecycle';
import { edgeCoveringPaths, edgeKey, machineEdges } from '../helpers/machine-paths';

describe.each(LIFECYCLES)('$name machine', (entry) => {
  const edges = machineEdges(entry);
  const paths = edgeCoveringPaths(entry);

  it('has edges to cover', () => {
    expect(edges.size).toBeGreaterThan(0);
  });

  it('paths take exactly the machine edge set', () => {
    const taken = new Set(paths.flatMap((p) => p.map((s) => edgeKey(s.fromKey, s.event))));
    expect([...taken].sort()).toEqual([...edges].sort());
  });

  it('each step is allowed by tryTransition and lands where the graph says', () => {
    for (const path of paths) {
      for (const step of path) {
        const result = tryTransition(entry.machine, step.from, step.event as never, step.fromSnapshot.context);
        expect(result, `${step.from} ${step.event.type}`).toMatchObject({ ok: true, to: step.to });
      }
    }
  });

  it('refuses every event the machine does not allow in a state', () => {
    for (const path of paths) {
      for (const step of path) {
        for (const event of entry.events) {
          const allowed = step.fromSnapshot.can(event as never);
          expect(canSend(entry.machine, step.from, event as never, step.fromSnapshot.context)).toBe(allowed);
          if (!allowed) expect(tryTransition(entry.machine, step.from, event as never, step.fromSnapshot.context).ok).toBe(false);
        }
      }
    }
  });
});
