/**
 * Edge-covering paths of a machine, generated with @xstate/graph: for every edge (state, event) the
 * machine allows, the shortest path to the edge's source state followed by that edge. Shortest paths
 * alone reach every state but can miss edges; this covers all of them.
 */
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, serializeSnapshot } from '@xstate/graph';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { LifecycleEntry } from '../../src/machines';

export interface PathStep {
  /** Serialized state before the step, its state value, the event, and the value after. */
  fromKey: string;
  from: string;
  event: { type: string } & Record<string, unknown>;
  to: string;
  toSnapshot: AnyMachineSnapshot;
  fromSnapshot: AnyMachineSnapshot;
}

export const edgeKey = (stateKey: string, event: { type: string }) => `${stateKey} --${JSON.stringify(event)}-->`;
const valueOf = (s: AnyMachineSnapshot) => (typeof s.value === 'string' ? s.value : JSON.stringify(s.value));

function options(entry: LifecycleEntry) {
  return { events: entry.events as never[], input: entry.input as never };
}

/** Every edge the machine allows (events it can take that are enabled in that state). */
export function machineEdges(entry: LifecycleEntry): Set<string> {
  const adjacency = getAdjacencyMap(entry.machine as AnyStateMachine, options(entry));
  const edges = new Set<string>();
  for (const { state, event } of adjacencyMapToArray(adjacency)) {
    const snapshot = state as AnyMachineSnapshot;
    if (snapshot.status === 'active' && snapshot.can(event as never)) edges.add(edgeKey(serializeSnapshot(snapshot), event as { type: string }));
  }
  return edges;
}

/** One path per edge: shortest path to its source state, then the edge. */
export function edgeCoveringPaths(entry: LifecycleEntry): PathStep[][] {
  const machine = entry.machine as AnyStateMachine;
  const shortest = new Map<string, PathStep[]>();
  for (const path of getShortestPaths(machine, options(entry))) {
    const steps: PathStep[] = [];
    let prev: AnyMachineSnapshot | null = null;
    for (const step of path.steps) {
      const snapshot = step.state as AnyMachineSnapshot;
      if (prev) steps.push({ fromKey: serializeSnapshot(prev), from: valueOf(prev), event: step.event as PathStep['event'], to: valueOf(snapshot), toSnapshot: snapshot, fromSnapshot: prev });
      prev = snapshot;
    }
    shortest.set(serializeSnapshot(path.state as AnyMachineSnapshot), steps);
  }
  const adjacency = getAdjacencyMap(machine, options(entry));
  const paths: PathStep[][] = [];
  for (const { state, event, nextState } of adjacencyMapToArray(adjacency)) {
    const from = state as AnyMachineSnapshot;
    if (from.status !== 'active' || !from.can(event as never)) continue;
    const prefix = shortest.get(serializeSnapshot(from));
    if (!prefix) throw new Error(`no path to ${serializeSnapshot(from)}`);
    const to = nextState as AnyMachineSnapshot;
    paths.push([...prefix, { fromKey: serializeSnapshot(from), from: valueOf(from), event: event as PathStep['event'], to: valueOf(to), toSnapshot: to, fromSnapshot: from }]);
  }
  return paths;
}
