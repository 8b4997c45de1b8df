/**
 * The reviewer's screen machine of one paper on screen (@xstate/react): started from the paper's stored
 * state, synced after every refetch, and sending each request through PUT user_upload_file (success, and
 * outside the reason dialog failure, shown as notifications; the dialog shows its own error).
 */
import { useEffect, useRef } from 'react';
import { notifications } from '@mantine/notifications';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { TestPaper } from '../../../api/test-papers';
import { useChangeTestPaperState } from '../api/change-test-paper-state';
import { mayRequest, stateKeyOf, testPaperScreenMachine, type TestPaperEventType, type TestPaperRequest } from '../test-paper-screen.machine';

/** What each event says when it went through. */
const DONE_MESSAGE: Record<TestPaperEventType, string> = {
  APPROVE: '승인했습니다.',
  REJECT: '반려했습니다. 올린 사람에게 사유가 전달됩니다.',
  REOPEN: '검토 요청 상태로 되돌렸습니다.',
};

/** The screen machine of one paper and what the components ask of it. */
export function useTestPaperScreen(paper: Pick<TestPaper, 'id' | 'state'>) {
  const stateKey = stateKeyOf(paper.state);
  const change = useChangeTestPaperState(paper.id);
  const perform = useRef<(input: { request: TestPaperRequest; inDialog: boolean }) => Promise<unknown>>(async () => undefined);
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

  const actor = useActorRef(testPaperScreenMachine.provide({ actors: { perform: fromPromise(({ input }) => perform.current(input)) } }), { input: { stateKey } });
  useEffect(() => {
    actor.send({ type: 'SYNC', stateKey });
  }, [stateKey, actor]);
  const state = useSelector(actor, (s) => s);
  const { context } = state;
  const sending = state.matches('sending') || state.matches('sendingReason');

  return {
    /** Whether an event's button is enabled: the test-paper machine takes it in the stored state (after a reason, for 반려). */
    can: (event: TestPaperEventType) => mayRequest(context.stateKey, event) && !sending,
    /** A button was pressed. */
    request: (event: TestPaperEventType) => actor.send({ type: 'REQUEST', event }),
    /** The event the reason dialog is open for, or null. */
    asking: state.matches('askingReason') || state.matches('sendingReason') ? context.asking : null,
    reason: context.reason,
    error: context.error,
    type: (reason: string) => actor.send({ type: 'TYPE', reason }),
    submit: () => actor.send({ type: 'SUBMIT' }),
    cancel: () => actor.send({ type: 'CANCEL' }),
    /** Whether this event is being sent. */
    busy: (event: TestPaperEventType) => context.pending?.event === event,
    sending,
  };
}

export type TestPaperScreen = ReturnType<typeof useTestPaperScreen>;
