/**
 * A consulting application's lifecycle (spec section 7 "Consulting": POST consulting_service; issue 10 point 7):
 * received (접수), in_progress (진행 중), delivered (전달 완료), cancelled (취소). Stored as the state key in
 * consulting_applications.state (text); consultants (level 4 and up) move an application from
 * /admin/admin-consulting, and the server applies every change through this machine (server/core/transitions.ts).
 *
 * Decisions where the spec is open:
 * - A new application is `received`. START (a consultant takes it on) moves it to `in_progress`; the server
 *   records that consultant as the one handling it.
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

export const CONSULTING_APPLICATION_STATE = {
  received: { value: 'received', label: '접수' },
  inProgress: { value: 'in_progress', label: '진행 중' },
  delivered: { value: 'delivered', label: '전달 완료' },
  cancelled: { value: 'cancelled', label: '취소' },
} as const;
/** A stored state of an application. */
export type ConsultingApplicationState = (typeof CONSULTING_APPLICATION_STATE)[keyof typeof CONSULTING_APPLICATION_STATE]['value'];
/** Every state, in the order of the lifecycle (filters, badges). */
export const CONSULTING_APPLICATION_STATES = Object.values(CONSULTING_APPLICATION_STATE).map((s) => s.value) as [ConsultingApplicationState, ...ConsultingApplicationState[]];

/** Every event of the consulting-application machine. */
export const CONSULTING_APPLICATION_EVENTS = ['START', 'DELIVER', 'CANCEL', 'REOPEN'] as const;
export type ConsultingApplicationEventType = (typeof CONSULTING_APPLICATION_EVENTS)[number];
/** An event with the facts its guards read: DELIVER whether a report exists, CANCEL a non-blank reason. */
export type ConsultingApplicationEvent = { type: 'START' } | { type: 'REOPEN' } | { type: 'DELIVER'; hasReport?: boolean } | { type: 'CANCEL'; reason?: string };

/** The Korean name of each event, as the consultants' buttons say it. */
export const CONSULTING_APPLICATION_EVENT_LABEL: Record<ConsultingApplicationEventType, string> = {
  START: '진행 시작',
  DELIVER: '보고서 전달',
  CANCEL: '신청 취소',
  REOPEN: '다시 접수',
};

/** What a state allows (see the file comment). */
export type ConsultingApplicationTag = 'open' | 'reportEditable' | 'reportVisible';

const S = CONSULTING_APPLICATION_STATE;

export const consultingApplicationMachine = setup({
  types: { events: {} as ConsultingApplicationEvent, tags: {} as ConsultingApplicationTag },
  guards: {
    /** A report has been written for the application. */
    hasReport: ({ event }) => event.type === 'DELIVER' && event.hasReport === true,
    /** A reason is given (not blank). */
    hasReason: ({ event }) => ('reason' in event ? (event.reason ?? '') : '').trim().length > 0,
  },
}).createMachine({
  id: 'consultingApplication',
  initial: S.received.value,
  states: {
    [S.received.value]: { tags: ['open'], on: { START: S.inProgress.value, CANCEL: { target: S.cancelled.value, guard: 'hasReason' } } },
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

/** The Korean label of a stored state (unknown states show as stored). */
export const consultingApplicationLabel = (state: string): string => Object.values(CONSULTING_APPLICATION_STATE).find((s) => s.value === state)?.label ?? state;

/** The states that carry a tag, in lifecycle order (e.g. the `open` ones, for a query). */
export const consultingApplicationStatesWith = (tag: ConsultingApplicationTag): ConsultingApplicationState[] =>
  CONSULTING_APPLICATION_STATES.filter((s) => consultingApplicationHasTag(s, tag));
