/**
 * The consultant's screen machine of one application on screen (@xstate/react): started from the application's
 * stored facts (state, whether it has a report), synced after every refetch, and sending each request through
 * PUT consulting_application/state (success, and outside a dialog failure, shown as notifications; a dialog
 * shows its own error).
 */
import { useEffect, useRef } from 'react';
import { notifications } from '@mantine/notifications';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ConsultingApplicationEventType } from '../../../../machines/consulting-application.machine';
import { useChangeApplicationState } from '../api/change-application-state';
import { applicationScreenMachine, mayRequest, stateKeyOf, waitsForReport, type ApplicationRequest } from '../application-screen.machine';

/** What each event says when it went through. */
const DONE_MESSAGE: Record<ConsultingApplicationEventType, string> = {
  START: '진행을 시작했습니다. 담당 컨설턴트로 기록됩니다.',
  DELIVER: '보고서를 전달했습니다. 학생이 신청 내역에서 볼 수 있습니다.',
  CANCEL: '신청을 취소했습니다.',
  REOPEN: '다시 접수 상태로 되돌렸습니다.',
};

/** The screen machine of one application and what the components ask of it. */
export function useApplicationScreen(application: { id: number; state: string; has_report: boolean }) {
  const facts = { stateKey: stateKeyOf(application.state), hasReport: application.has_report };
  const change = useChangeApplicationState(application.id);
  const perform = useRef<(input: { request: ApplicationRequest; inDialog: boolean }) => Promise<unknown>>(async () => undefined);
  perform.current = async ({ request, inDialog }) => {
    try {
      const reply = await change.mutateAsync({ event: request.event, reason: request.reason });
      notifications.show({ color: 'teal', message: DONE_MESSAGE[request.event] });
      return reply;
    } catch (error) {
      if (!inDialog) notifications.show({ color: 'red', title: '처리하지 못했습니다', message: (error as Error).message });
      throw error;
    }
  };

  const actor = useActorRef(applicationScreenMachine.provide({ actors: { perform: fromPromise(({ input }) => perform.current(input)) } }), { input: facts });
  useEffect(() => {
    actor.send({ type: 'SYNC', stateKey: facts.stateKey, hasReport: facts.hasReport });
  }, [facts.stateKey, facts.hasReport, actor]);
  const state = useSelector(actor, (s) => s);
  const { context } = state;
  const sending = state.matches('sending') || state.matches('sendingFromDialog');

  return {
    /** Whether an event's button is enabled: the machine takes it with the stored facts (after a reason, for 취소). */
    can: (event: ConsultingApplicationEventType) => mayRequest(context, event) && !sending,
    /** Whether 보고서 전달 waits only for a report. */
    waitsForReport: waitsForReport(context),
    request: (event: ConsultingApplicationEventType) => actor.send({ type: 'REQUEST', event }),
    /** The event the dialog is open for, or null. */
    asking: state.matches('asking') || state.matches('sendingFromDialog') ? context.asking : null,
    reason: context.reason,
    error: context.error,
    type: (reason: string) => actor.send({ type: 'TYPE', reason }),
    submit: () => actor.send({ type: 'SUBMIT' }),
    close: () => actor.send({ type: 'CLOSE' }),
    /** Whether this event is being sent. */
    busy: (event: ConsultingApplicationEventType) => context.pending?.event === event,
    sending,
  };
}

export type ApplicationScreen = ReturnType<typeof useApplicationScreen>;
