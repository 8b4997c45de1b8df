/**
 * The consultant's screen machine of one application on screen (@xstate/react): started from the application's
 * stored facts (state, report, payment, and whether the signed-in consultant may refund), synced after every
 * refetch, and sending each request through PUT consulting_application/state, or for a paid application's
 * cancellation through the store's refund call (success, and outside a dialog failure, shown as notifications; a
 * dialog shows its own error).
 */
import { useEffect, useRef } from 'react';
import { notifications } from '@mantine/notifications';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ConsultingApplicationEventType } from '../../../../machines/consulting-application.machine';
import type { ConsultingApplication } from '../../../../api/consulting/applications';
import { useChangeApplicationState } from '../api/change-application-state';
import { useRefundApplication } from '../api/refund-application';
import { applicationFactsOf, applicationScreenMachine, cancelBlocked, mayRequest, waitsForPayment, waitsForReport, type ApplicationRequest } from '../application-screen.machine';

/** What each event says when it went through. */
const DONE_MESSAGE: Record<ConsultingApplicationEventType, string> = {
  START: '진행을 시작했습니다. 담당 컨설턴트로 기록됩니다.',
  DELIVER: '보고서를 전달했습니다. 학생이 신청 내역에서 볼 수 있습니다.',
  CANCEL: '신청을 취소했습니다.',
  REOPEN: '다시 접수 상태로 되돌렸습니다.',
};

/** What a cancellation by refund says when it went through. */
const REFUNDED_MESSAGE = '결제를 전액 환불하고 신청을 취소했습니다.';

type ScreenApplication = Pick<ConsultingApplication, 'id' | 'state' | 'has_report' | 'payment_state' | 'paid_order'>;

/** The screen machine of one application and what the components ask of it; `level` is the signed-in consultant's. */
export function useApplicationScreen(application: ScreenApplication, level: number) {
  const facts = applicationFactsOf(application, level);
  const change = useChangeApplicationState(application.id);
  const refund = useRefundApplication(application.id);
  const perform = useRef<(input: { request: ApplicationRequest; inDialog: boolean }) => Promise<unknown>>(async () => undefined);
  perform.current = async ({ request, inDialog }) => {
    try {
      const reply = request.refund
        ? await refund.mutateAsync({ order: request.refund.order, reason: request.reason ?? '', key: request.refund.key })
        : await change.mutateAsync({ event: request.event, reason: request.reason });
      notifications.show({ color: 'teal', message: request.refund ? REFUNDED_MESSAGE : DONE_MESSAGE[request.event] });
      return reply;
    } catch (error) {
      if (!inDialog) notifications.show({ color: 'red', title: '처리하지 못했습니다', message: (error as Error).message });
      throw error;
    }
  };

  const actor = useActorRef(applicationScreenMachine.provide({ actors: { perform: fromPromise(({ input }) => perform.current(input)) } }), { input: facts });
  const { stateKey, hasReport, paid, mayRefund } = facts;
  const { required: refundRequired, order: refundOrder } = facts.refund;
  useEffect(() => {
    actor.send({ type: 'SYNC', stateKey, hasReport, paid, refund: { required: refundRequired, order: refundOrder }, mayRefund });
  }, [stateKey, hasReport, paid, refundRequired, refundOrder, mayRefund, actor]);
  const state = useSelector(actor, (s) => s);
  const { context } = state;
  const sending = state.matches('sending') || state.matches('sendingFromDialog');

  return {
    /** Whether an event's button is enabled: the machine takes it with the stored facts (after a reason, for 취소). */
    can: (event: ConsultingApplicationEventType) => mayRequest(context, event) && !sending,
    /** Whether 보고서 전달 waits only for a report. */
    waitsForReport: waitsForReport(context),
    /** Whether 진행 시작 waits only for the payment. */
    waitsForPayment: waitsForPayment(context),
    /** Whether 신청 취소 refunds the payment (a paid application), and why it is off for this consultant (or null). */
    cancelsByRefund: context.refund.required,
    cancelBlocked: cancelBlocked(context),
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
