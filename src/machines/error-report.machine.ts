/**
 * Error report on a question (spec section 4, "Error report issue_status"): 0 open (reported),
 * 1 solved, 2 cancelled/removed.
 *
 * Decisions where the spec is open: a report starts open (0); solving (PUT bug/question_done) and
 * cancelling (PUT divided_image/error/report_cancel with issue_status 2) are final, so a closed report
 * is never reopened: a new problem is a new report.
 */
import { setup } from 'xstate';
import { key } from './lifecycle';

export const ISSUE_STATUS = {
  open: { code: 0, label: '접수' },
  solved: { code: 1, label: '해결' },
  cancelled: { code: 2, label: '취소·삭제' },
} as const;

/** Every event of the error-report machine. */
export const ERROR_REPORT_EVENTS = ['SOLVE', 'CANCEL'] as const;
export type ErrorReportEvent = { type: (typeof ERROR_REPORT_EVENTS)[number] };

const I = ISSUE_STATUS;

export const errorReportMachine = setup({ types: { events: {} as ErrorReportEvent } }).createMachine({
  id: 'errorReport',
  initial: key(I.open),
  states: {
    [key(I.open)]: { on: { SOLVE: key(I.solved), CANCEL: key(I.cancelled) } },
    [key(I.solved)]: { type: 'final' },
    [key(I.cancelled)]: { type: 'final' },
  },
});
