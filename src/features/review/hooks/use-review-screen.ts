/**
 * The review screen machine on screen (@xstate/react): started from the stored exam and its returned
 * questions as the exam machine sees them, synced after every refetch, and sending each request through the
 * review calls (success and, outside a dialog, failure shown as notifications; a dialog shows its own error).
 */
import { useEffect, useMemo, useRef } from 'react';
import { notifications } from '@mantine/notifications';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ExamSubject } from '../../../api/question-bank/exams';
import type { Question } from '../../../api/question-bank/questions';
import { examSnapshotOf } from '../../../machines/exam.machine';
import { useReviewTransition } from '../api/change-review-state';
import { useHeadReturn, useQuestionReturn } from '../api/return-question';
import { blockerOf, reviewScreenMachine, type ReasonAsk, type ReviewFacts, type ReviewRequest, type ReviewScreenEvent } from '../review-screen.machine';

/** What each request says when it went through. */
const DONE_MESSAGE: Partial<Record<ReviewRequest['type'], string>> = {
  HOLD: '보류했습니다.',
  RESUME: '검수를 재개했습니다.',
  APPROVE: '승인했습니다. 검수 완료 목록으로 옮겨졌습니다.',
  REJECT: '반려했습니다. 시험이 작성자에게 돌아갔습니다.',
  FORCE_SKIP: '강제 통과시켰습니다.',
  ADMIN_CHECK: '최종 확인했습니다.',
  REVIEW_PASS: '검토를 통과시켰습니다. 검수 대기로 넘어갔습니다.',
  RETURN: '작성자에게 되돌렸습니다.',
};

export interface ReviewScreenInput {
  exam: ExamSubject;
  questions: Question[];
  /** Facts the screen knows: whether the actor may use admin actions (the policy) and whether every question is complete. */
  facts: ReviewFacts;
}

/** The review screen's machine and what the components ask of it. */
export function useReviewScreen({ exam, questions, facts }: ReviewScreenInput) {
  const returned = Object.fromEntries(questions.filter((q) => q.returned).map((q) => [String(q.id), q.return_done]));
  const digest = JSON.stringify([exam.state, exam.excluded_state, exam.admin_check, returned, facts]);
  // The digest names everything the snapshot reads.
  const snapshot = useMemo(() => examSnapshotOf(exam, returned), [digest]);

  const transition = useReviewTransition(exam.id);
  const mark = useQuestionReturn(exam.id);
  const markHead = useHeadReturn(exam.id);
  const perform = useRef<(input: { request: ReviewRequest; inDialog: boolean }) => Promise<unknown>>(async () => undefined);
  perform.current = async ({ request, inDialog }) => {
    const call = () => {
      switch (request.type) {
        case 'MARK_RETURN':
          return request.headId !== undefined
            ? markHead.mutateAsync({ id: request.headId, action: 'return', reason: request.reason ?? '' })
            : mark.mutateAsync({ id: Number(request.questionIds[0]), action: 'return', reason: request.reason ?? '' });
        case 'CANCEL_RETURN':
          return request.headId !== undefined ? markHead.mutateAsync({ id: request.headId, action: 'cancel' }) : mark.mutateAsync({ id: Number(request.questionIds[0]), action: 'cancel' });
        case 'REJECT':
        case 'FORCE_SKIP':
          return transition.mutateAsync({ event: request.type, reason: request.reason ?? '' });
        case 'RETURN':
          return transition.mutateAsync({ event: 'RETURN', reason: request.reason || undefined });
        default:
          return transition.mutateAsync({ event: request.type });
      }
    };
    try {
      const reply = await call();
      const message = DONE_MESSAGE[request.type];
      if (message) notifications.show({ color: 'teal', message });
      return reply;
    } catch (error) {
      if (!inDialog) notifications.show({ color: 'red', title: '처리하지 못했습니다', message: (error as Error).message });
      throw error;
    }
  };

  const actor = useActorRef(reviewScreenMachine.provide({ actors: { perform: fromPromise(({ input }) => perform.current(input)) } }), { input: { exam: snapshot, facts } });
  useEffect(() => {
    actor.send({ type: 'SYNC', exam: snapshot, facts });
    // The digest names everything the snapshot and facts hold.
  }, [digest, actor]);
  const state = useSelector(actor, (s) => s);
  const { context } = state;
  const dialogOpen = state.matches('askingReason') || state.matches('sendingReason');

  return {
    send: (event: ReviewScreenEvent) => actor.send(event),
    /** Why a request cannot be made now apart from a reason still to type (null: its button is enabled). */
    blocker: (request: ReviewRequest) => blockerOf(context.exam, context.facts, request),
    /** Whether a request's button is enabled. */
    can: (request: ReviewRequest) => blockerOf(context.exam, context.facts, request) === null,
    /** The reason dialog's request while it is open (REJECT, FORCE_SKIP, RETURN, or a return mark's target). */
    asking: dialogOpen ? context.asking : null,
    /** Whether the reason form of a return-mark target (`question-<id>`, `head-<id>`) is open. */
    askingFor: (target: string) => dialogOpen && context.asking?.type === 'MARK_RETURN' && context.asking.target === target,
    /** Opens the reason dialog of a request. */
    ask: (ask: ReasonAsk) => actor.send({ type: 'ASK', ask }),
    reason: context.reason,
    error: context.error,
    /** Whether this request is being sent. */
    busy: (type: ReviewRequest['type'], target?: string) =>
      context.pending?.type === type && (target === undefined || (context.pending.type === 'MARK_RETURN' && context.pending.target === target) || context.pending.type !== 'MARK_RETURN'),
    sending: state.matches('sending') || state.matches('sendingReason'),
  };
}

/** The review screen as the components see it. */
export type ReviewScreen = ReturnType<typeof useReviewScreen>;
