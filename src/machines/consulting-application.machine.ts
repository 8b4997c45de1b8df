/**
 * A consulting application's lifecycle (spec section 7 "Consulting": POST consulting_service; issue 10 point 7):
 * received (접수), in_progress (진행 중), delivered (전달 완료), cancelled (취소). Stored as the state key in
 * consulting_applications.state (text); consultants (level 4 and up) move an application from
 * /admin/admin-consulting, and the server applies every change through this machine (server/core/transitions.ts).
 *
 * Decisions where the spec is open:
 * - A new application is `received`. START (a consultant takes it on) moves it to `in_progress`; the server
 *   records that consultant as the one handling it. A priced application is started only once paid (guard `paid`,
 *   the fact read from its payment state).
 * - DELIVER moves `in_progress` to `delivered` only when a report exists (guard `hasReport`, a fact the server
 *   reads from the stored row and passes with the event): nothing is "delivered" without something to deliver.
 * - `delivered` is final: the report is what the student received, and it stays as delivered (the row's
 *   `report` is frozen). A correction is a note, or a new application.
 * - CANCEL is possible while the application is open (received or in progress) and needs a reason (guard
 *   `hasReason`): the reason is kept in the audit trail and shown to the consultants. Students do not cancel
 *   here (the policy gives `handle` to consultants only); they ask a consultant, who records why.
 * - REOPEN brings a cancelled application back to `received` (a cancellation by mistake, or the student asked
 *   again); it goes through the queue again from the start.
 * - Tags: `open` (received, in progress: the student has one running, so the same service cannot be applied for
 *   twice at once), `reportEditable` (in progress: the report may be generated and written), `reportVisible`
 *   (delivered: the student may read the report).
 */
import { setup } from 'xstate';
import { snapshotOf } from './lifecycle';
import { CONSULTING_APPLICATION_STATE, CONSULTING_APPLICATION_STATES, type ConsultingApplicationEvent, type ConsultingApplicationState } from './consulting-application.states';

/** The states, events and labels live apart from the machine (consulting-application.states.ts), for the pages that load no xstate. */
export * from './consulting-application.states';

/** What a state allows (see the file comment). */
export type ConsultingApplicationTag = 'open' | 'reportEditable' | 'reportVisible';

const S = CONSULTING_APPLICATION_STATE;

export const consultingApplicationMachine = setup({
  types: { events: {} as ConsultingApplicationEvent, tags: {} as ConsultingApplicationTag },
  guards: {
    /** The application is paid for (or free). */
    paid: ({ event }) => event.type === 'START' && event.paid === true,
    /** A report has been written for the application. */
    hasReport: ({ event }) => event.type === 'DELIVER' && event.hasReport === true,
    /** A reason is given (not blank). */
    hasReason: ({ event }) => ('reason' in event ? (event.reason ?? '') : '').trim().length > 0,
  },
}).createMachine({
  id: 'consultingApplication',
  initial: S.received.value,
  states: {
    [S.received.value]: { tags: ['open'], on: { START: { target: S.inProgress.value, guard: 'paid' }, CANCEL: { target: S.cancelled.value, guard: 'hasReason' } } },
    [S.inProgress.value]: {
      tags: ['open', 'reportEditable'],
      on: { DELIVER: { target: S.delivered.value, guard: 'hasReport' }, CANCEL: { target: S.cancelled.value, guard: 'hasReason' } },
    },
    [S.delivered.value]: { type: 'final', tags: ['reportVisible'] },
    [S.cancelled.value]: { on: { REOPEN: S.received.value } },
  },
});

/** Whether a stored state has a tag (e.g. whether an application `in_progress` is `reportEditable`); unknown states have none. */
export function consultingApplicationHasTag(state: string, tag: ConsultingApplicationTag): boolean {
  if (!(CONSULTING_APPLICATION_STATES as string[]).includes(state)) return false;
  return snapshotOf(consultingApplicationMachine, state).hasTag(tag);
}


/** The states that carry a tag, in lifecycle order (e.g. the `open` ones, for a query). */
export const consultingApplicationStatesWith = (tag: ConsultingApplicationTag): ConsultingApplicationState[] =>
  CONSULTING_APPLICATION_STATES.filter((s) => consultingApplicationHasTag(s, tag));
