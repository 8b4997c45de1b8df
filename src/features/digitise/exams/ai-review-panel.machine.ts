/**
 * The AI review panel of one AI exam as a machine (@xstate/react drives it): idle, asking (the return dialog
 * with its questions and reason, the forced skip's reason, or the optional note of 승인 / 관리자 확인), sending, and showing the missing items when the
 * server refuses "입력 완료" or "AI 검토 요청" for incomplete questions. It holds the stored state of the exam
 * (state, ai_state, admin_check and the returned questions) and asks the AI exam machine
 * (src/machines/auto-exam.machine.ts) whether each button may be pressed: a button is enabled exactly when the
 * machine takes its event there (or would, once the dialog gives what it asks for) and the digitise policy
 * allows the actor the action. No placeholder reason is sent to a guard.
 */
import { assign, fromPromise, setup } from 'xstate';
import { AutoForceBodySchema } from '../../../api/digitise/ai-review';
import { autoExamSnapshotOf, type AutoExamEvent, type AutoExamStateRow } from '../../../machines/auto-exam.machine';
import { onlyMissing } from '../../../machines/lifecycle';
import type { ReturnedQuestions } from '../../../machines/rejection.machine';
import type { AutoExamRequest } from './api/auto-exam-mutations';

/** The panel's buttons: one per event of the AI exam machine. */
export type PanelAction = AutoExamRequest['event'];

/** What the actor may do by the digitise policy (computed by the screen from the session and the record). */
export type PanelPermits = Record<'enter' | 'review' | 'check' | 'manage', boolean>;

/** The stored exam as the panel keeps it. */
export interface PanelRecord {
  row: AutoExamStateRow;
  returned: ReturnedQuestions;
  permits: PanelPermits;
}

/** Korean labels of the buttons. */
export const PANEL_ACTION_LABEL: Record<PanelAction, string> = {
  ENTER: '입력 시작',
  ENTER_DONE: '입력 완료',
  REQUEST: 'AI 검토 요청',
  APPROVE: '승인',
  REJECT: '반려',
  QUESTION_DONE: '문항 수정 완료',
  FORCE: '강제 통과',
  CHECK: '관리자 확인',
  DONE: '시험 완료',
};

/** The policy action each button needs. */
export const PANEL_NEEDS: Record<PanelAction, keyof PanelPermits> = {
  ENTER: 'enter',
  ENTER_DONE: 'enter',
  REQUEST: 'enter',
  QUESTION_DONE: 'enter',
  APPROVE: 'review',
  REJECT: 'review',
  FORCE: 'check',
  CHECK: 'check',
  DONE: 'manage',
};

/** Facts the server adds itself (completeness) or the dialog asks for (reason, questions) and so may be missing here. */
const LATER: Partial<Record<PanelAction, string[]>> = { ENTER_DONE: ['isComplete'], REQUEST: ['isComplete'], REJECT: ['hasReason', 'namesQuestions'], FORCE: ['hasReason'] };

/** The machine event of a button, with what the panel knows (the admin fact from the policy). */
function eventOf(action: PanelAction, r: PanelRecord, extra: { questionId?: number; questionIds?: number[]; reason?: string } = {}): AutoExamEvent {
  if (action === 'REJECT') return { type: 'REJECT', questionIds: (extra.questionIds ?? []).map(String), reason: extra.reason };
  if (action === 'QUESTION_DONE') return { type: 'QUESTION_DONE', questionId: String(extra.questionId ?? '') };
  return { type: action, reason: extra.reason, adminActions: r.permits.check };
}

/** Whether a button is enabled: the policy allows it and the machine takes it (or will, with what the dialog or the server adds). */
export function mayRequest(r: PanelRecord, action: PanelAction, questionId?: number): boolean {
  if (!r.permits[PANEL_NEEDS[action]]) return false;
  const snapshot = autoExamSnapshotOf(r.row, r.returned);
  return onlyMissing(snapshot, eventOf(action, r, { questionId }), LATER[action] ?? []);
}

/** Whether a button opens a dialog first. */
export const asksFirst = (action: PanelAction): action is 'REJECT' | 'FORCE' => action === 'REJECT' || action === 'FORCE';

/** The actions that may also be sent with an optional note (`mark` of PUT auto_review_exam) from a dialog. */
export type NoteAction = 'APPROVE' | 'CHECK';
/** Whether an action takes an optional note. */
export const takesNote = (action: PanelAction): action is NoteAction => action === 'APPROVE' || action === 'CHECK';

/** The dialogs of the panel: a required reason (반려, 강제 통과) or an optional note (승인, 관리자 확인). */
export type PanelDialog = 'REJECT' | 'FORCE' | NoteAction;

/** The message of a blank reason, and of a return without questions. */
export const REASON_REQUIRED = '사유를 입력하세요.';
export const QUESTIONS_REQUIRED = '반려할 문항을 고르세요.';

/** Why the dialog cannot be sent yet (no question, blank or too long a reason), or null. */
export function dialogProblem(asking: PanelDialog, reason: string, questionIds: number[]): string | null {
  if (asking === 'REJECT' && !questionIds.length) return QUESTIONS_REQUIRED;
  if (!reason.trim()) return takesNote(asking) ? null : REASON_REQUIRED;
  const checked = AutoForceBodySchema.shape.reason.safeParse(reason);
  return checked.success ? null : (checked.error.issues[0]?.message ?? REASON_REQUIRED);
}

/** An incomplete question as the warning modal lists it. */
export interface MissingItem {
  question_index: number;
  missing: string[];
}

/** The error the screen's sender throws when the server refused for incomplete questions (the modal lists them). */
export class IncompleteError extends Error {
  constructor(
    message: string,
    readonly items: MissingItem[],
  ) {
    super(message);
  }
}

export interface PanelContext {
  record: PanelRecord;
  asking: PanelDialog | null;
  reason: string;
  questionIds: number[];
  error: string | null;
  missing: MissingItem[] | null;
  pending: AutoExamRequest | null;
}

export type PanelEvent =
  | { type: 'SYNC'; record: PanelRecord }
  | { type: 'PRESS'; action: PanelAction; questionId?: number }
  /** Opens the optional-note dialog of 승인 or 관리자 확인. */
  | { type: 'NOTE'; action: NoteAction }
  | { type: 'TYPE'; reason: string }
  | { type: 'TOGGLE'; questionId: number }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }
  | { type: 'CLOSE' };

/** The message when the stored state no longer allows the event (someone else changed it meanwhile). */
export const NOT_NOW = '지금 상태에서는 할 수 없습니다. 화면을 새로 고쳐 확인하세요.';

/** The request a dialog sends. */
function pendingOf(context: PanelContext): AutoExamRequest {
  const reason = context.reason.trim();
  if (context.asking === 'REJECT') return { event: 'REJECT', questionIds: context.questionIds, reason };
  if (context.asking === 'FORCE') return { event: 'FORCE', reason };
  return { event: context.asking!, mark: reason };
}

const requestOf = (action: PanelAction, questionId?: number): AutoExamRequest =>
  action === 'QUESTION_DONE' ? { event: action, questionId: questionId! } : ({ event: action } as AutoExamRequest);

/** The panel's machine (see the file comment). */
export const aiReviewPanelMachine = setup({
  types: { context: {} as PanelContext, events: {} as PanelEvent, input: {} as { record: PanelRecord } },
  actors: {
    /** Sends the request; the screen provides it (mutation, notifications, the missing items on a refusal). */
    perform: fromPromise<unknown, { request: AutoExamRequest }>(async () => undefined),
  },
  guards: {
    mayAsk: ({ context, event }) => event.type === 'PRESS' && asksFirst(event.action) && mayRequest(context.record, event.action),
    mayNote: ({ context, event }) => event.type === 'NOTE' && mayRequest(context.record, event.action),
    maySend: ({ context, event }) => event.type === 'PRESS' && !asksFirst(event.action) && mayRequest(context.record, event.action, event.questionId),
    dialogReady: ({ context }) => {
      if (!context.asking || dialogProblem(context.asking, context.reason, context.questionIds)) return false;
      const snapshot = autoExamSnapshotOf(context.record.row, context.record.returned);
      return snapshot.can(eventOf(context.asking, context.record, { questionIds: context.questionIds, reason: context.reason.trim() }));
    },
    incomplete: ({ event }) => (event as { error?: unknown }).error instanceof IncompleteError,
    inDialog: ({ context }) => context.asking !== null,
  },
  actions: {
    sync: assign(({ event }) => (event.type === 'SYNC' ? { record: event.record } : {})),
    clear: assign({ asking: null, reason: '', questionIds: [], error: null, pending: null }),
  },
}).createMachine({
  id: 'aiReviewPanel',
  context: ({ input }) => ({ record: input.record, asking: null, reason: '', questionIds: [], error: null, missing: null, pending: null }),
  initial: 'idle',
  on: { SYNC: { actions: 'sync' } },
  states: {
    idle: {
      on: {
        PRESS: [
          { guard: 'maySend', target: 'sending', actions: assign(({ event }) => ({ pending: requestOf(event.action, event.questionId), error: null })) },
          { guard: 'mayAsk', target: 'asking', actions: assign(({ event }) => ({ asking: event.action as 'REJECT' | 'FORCE', reason: '', questionIds: [], error: null })) },
        ],
        NOTE: { guard: 'mayNote', target: 'asking', actions: assign(({ event }) => ({ asking: event.action, reason: '', questionIds: [], error: null })) },
      },
    },
    asking: {
      on: {
        TYPE: { actions: assign(({ event }) => ({ reason: event.reason, error: null })) },
        TOGGLE: { actions: assign(({ context, event }) => ({ questionIds: context.questionIds.includes(event.questionId) ? context.questionIds.filter((q) => q !== event.questionId) : [...context.questionIds, event.questionId], error: null })) },
        SUBMIT: [
          {
            guard: 'dialogReady',
            target: 'sending',
            actions: assign(({ context }) => ({ pending: pendingOf(context) })),
          },
          { actions: assign(({ context }) => ({ error: dialogProblem(context.asking!, context.reason, context.questionIds) ?? NOT_NOW })) },
        ],
        CANCEL: { target: 'idle', actions: 'clear' },
      },
    },
    sending: {
      invoke: {
        src: 'perform',
        input: ({ context }) => ({ request: context.pending! }),
        onDone: { target: 'idle', actions: 'clear' },
        onError: [
          { guard: 'incomplete', target: 'missing', actions: [assign(({ event }) => ({ missing: (event.error as IncompleteError).items })), 'clear'] },
          { guard: 'inDialog', target: 'asking', actions: assign(({ event }) => ({ error: (event.error as Error).message, pending: null })) },
          { target: 'idle', actions: ['clear', assign(({ event }) => ({ error: (event.error as Error).message }))] },
        ],
      },
    },
    missing: { on: { CLOSE: { target: 'idle', actions: assign({ missing: null }) } } },
  },
});
