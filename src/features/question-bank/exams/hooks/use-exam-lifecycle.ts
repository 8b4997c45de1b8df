/**
 * The exam machine on screen (@xstate/react): restored at the stored row's states, it says which lifecycle
 * buttons are enabled (`can`) and what the state allows (`hasTag`: 'editable', 'classifiable', 'done'...).
 * The server applies the same machine to the same events (server/shared/exam-lifecycle.ts). A row still
 * loading (null) allows nothing.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { examMachine, examSnapshotOf, type ExamEvent, type ExamStateRow, type ExamTag } from '../../../../machines/exam.machine';

export function useExamLifecycle(row: ExamStateRow | null) {
  const actor = useActorRef(examMachine, { input: {}, snapshot: row ? examSnapshotOf(row) : undefined });
  const snapshot = useSelector(actor, (s) => s);
  return {
    /** Whether the machine takes the event in the stored state (with the facts given). */
    can: (event: ExamEvent) => row !== null && snapshot.can(event),
    /** Whether the stored state has a tag. */
    hasTag: (tag: ExamTag) => row !== null && snapshot.hasTag(tag),
  };
}
