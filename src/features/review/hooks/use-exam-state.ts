/**
 * The exam machine on screen for an exam its writer sent for review mid-entry (state 1): restored at the
 * stored state, it says whether REVIEW_PASS and RETURN are enabled. Remount with the stored state as key.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { examSubjectMachine, examSubjectValue, type ExamSubjectEvent } from '../../../machines/exam-subject.machine';

export function useExamState(row: { state: number; excluded_state: number }) {
  const actor = useActorRef(examSubjectMachine, { snapshot: examSubjectMachine.resolveState({ value: examSubjectValue(row), context: undefined }) });
  const snapshot = useSelector(actor, (s) => s);
  return { can: (type: ExamSubjectEvent['type']) => snapshot.can({ type } as ExamSubjectEvent) };
}
