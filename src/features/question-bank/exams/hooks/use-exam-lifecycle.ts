/**
 * The exam-subject and reviewer machines on screen (@xstate/react): restored at the stored states, they
 * say which lifecycle buttons are enabled. The server applies the same machines to the same events.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { adminCheckMachine, type AdminCheckEvent } from '../../../../machines/admin-check.machine';
import { examSubjectMachine, examSubjectValue, type ExamSubjectEvent } from '../../../../machines/exam-subject.machine';

export function useExamLifecycle(row: { state: number; excluded_state: number; admin_check: number }) {
  const exam = useActorRef(examSubjectMachine, { snapshot: examSubjectMachine.resolveState({ value: examSubjectValue(row), context: undefined }) });
  const check = useActorRef(adminCheckMachine, { snapshot: adminCheckMachine.resolveState({ value: String(row.admin_check), context: undefined }) });
  const examSnapshot = useSelector(exam, (s) => s);
  const checkSnapshot = useSelector(check, (s) => s);
  return {
    can: (event: ExamSubjectEvent) => examSnapshot.can(event),
    canCheck: (event: AdminCheckEvent) => checkSnapshot.can(event),
  };
}
