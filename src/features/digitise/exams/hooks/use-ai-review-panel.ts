/**
 * The AI review panel's machine on screen (@xstate/react): started from the exam's stored state, synced after
 * every refetch, sending each request through its call (success as a notification; a refusal for incomplete
 * questions as the missing-items modal, with the items read from check_exam_done; any other failure in the
 * dialog or as a notification).
 */
import { useEffect, useMemo, useRef } from 'react';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { ApiError } from '../../../../api/client';
import type { AutoExamSubject, AutoExamDetailReplySchema } from '../../../../api/digitise/auto-exams';
import { examSubjectAccess } from '../../../../api/exam-subject-access';
import type { Actor } from '../../../../api/policy';
import type { z } from 'zod';
import { DIGITISE_POLICY } from '../../digitise.policy';
import { aiReviewPanelMachine, IncompleteError, mayRequest, PANEL_ACTION_LABEL, type NoteAction, type PanelAction, type PanelRecord } from '../ai-review-panel.machine';
import type { AutoExamRequest } from '../api/auto-exam-mutations';
import { useAutoExamTransition } from '../api/auto-exam-mutations';
import { checkExamDoneOptions } from '../api/auto-exam-queries';

type Detail = z.output<typeof AutoExamDetailReplySchema>;

/** The panel's record of a stored exam: its state columns, its returned questions and what the actor may do. */
export function panelRecordOf(actor: Actor, data: AutoExamSubject, returned: Detail['returned']): PanelRecord {
  const record = examSubjectAccess(data);
  return {
    row: { state: data.state, ai_state: data.ai_state, admin_check: data.admin_check },
    returned: Object.fromEntries(returned.map((r) => [String(r.id), r.return_done])),
    permits: {
      enter: DIGITISE_POLICY.allows(actor, 'autoExam.enter', record),
      review: DIGITISE_POLICY.allows(actor, 'autoExam.review', record),
      check: DIGITISE_POLICY.allows(actor, 'autoExam.check', record),
      manage: DIGITISE_POLICY.allows(actor, 'autoExam.manage', record),
    },
  };
}

/** What each request says when it went through. */
const DONE_MESSAGE: Record<PanelAction, string> = {
  ENTER: '입력을 시작했습니다.',
  ENTER_DONE: '입력을 완료했습니다.',
  REQUEST: 'AI 검토를 요청했습니다.',
  APPROVE: '승인했습니다.',
  REJECT: '반려했습니다. 입력 담당자에게 알림이 갑니다.',
  QUESTION_DONE: '문항 수정 완료로 표시했습니다.',
  FORCE: '검토를 강제 통과시켰습니다.',
  CHECK: '관리자 확인을 마쳤습니다. 허용된 시험입니다.',
  DONE: '시험을 완료했습니다.',
};

/** The panel machine of one exam and what the component asks of it. */
export function useAiReviewPanel(id: number, actor: Actor, detail: Detail) {
  const record = useMemo(() => panelRecordOf(actor, detail.data, detail.returned), [actor, detail]);
  const transition = useAutoExamTransition(id);
  const client = useQueryClient();
  const perform = useRef<(input: { request: AutoExamRequest }) => Promise<unknown>>(async () => undefined);
  perform.current = async ({ request }) => {
    try {
      const reply = await transition.mutateAsync(request);
      notifications.show({ color: 'teal', message: DONE_MESSAGE[request.event] });
      return reply;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'BAD_REQUEST' && (request.event === 'ENTER_DONE' || request.event === 'REQUEST')) {
        const check = await client.fetchQuery({ ...checkExamDoneOptions(id), staleTime: 0 });
        if (check.incomplete.length) throw new IncompleteError(error.message, check.incomplete);
      }
      if (!('reason' in request) && !('mark' in request)) notifications.show({ color: 'red', title: '처리하지 못했습니다', message: (error as Error).message });
      throw error;
    }
  };
  const ref = useActorRef(aiReviewPanelMachine.provide({ actors: { perform: fromPromise(({ input }) => perform.current(input)) } }), { input: { record } });
  useEffect(() => {
    ref.send({ type: 'SYNC', record });
  }, [record, ref]);
  const state = useSelector(ref, (s) => s);
  const { context } = state;
  const sending = state.matches('sending');
  return {
    record,
    /** Whether a button is enabled (the machine and the policy; nothing while a request is out). */
    can: (action: PanelAction, questionId?: number) => !sending && mayRequest(context.record, action, questionId),
    press: (action: PanelAction, questionId?: number) => ref.send({ type: 'PRESS', action, questionId }),
    /** Opens the optional-note dialog of 승인 or 관리자 확인. */
    note: (action: NoteAction) => ref.send({ type: 'NOTE', action }),
    busy: (action: PanelAction, questionId?: number) => sending && context.pending?.event === action && (questionId === undefined || (context.pending as { questionId?: number }).questionId === questionId),
    asking: state.matches('asking') || (sending && context.asking !== null) ? context.asking : null,
    reason: context.reason,
    questionIds: context.questionIds,
    error: context.error,
    missing: state.matches('missing') ? context.missing : null,
    type: (reason: string) => ref.send({ type: 'TYPE', reason }),
    toggle: (questionId: number) => ref.send({ type: 'TOGGLE', questionId }),
    submit: () => ref.send({ type: 'SUBMIT' }),
    cancel: () => ref.send({ type: 'CANCEL' }),
    closeMissing: () => ref.send({ type: 'CLOSE' }),
    sending,
    label: (action: PanelAction) => PANEL_ACTION_LABEL[action],
  };
}

export type AiReviewPanelApi = ReturnType<typeof useAiReviewPanel>;
