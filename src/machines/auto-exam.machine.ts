/**
 * The AI exam machine (spec section 4 "AI review state", section 7 "AI exam flow"; issue 9 point 7): one
 * machine owns every state column of an AI exam subject (an exam_subjects row of type AI), as parallel regions
 * that move together on one event:
 * - `entry`: the entry state (state 2 waiting, 0 entering, 3 done by the writer, 4 done: in the bank), with the
 *   codes and labels of exam-subject.machine.ts;
 * - `aiReview`: ai_state (0 not requested, 1 review requested, 2 rejected, 3 approved), with the codes and labels
 *   of ai-review.machine.ts (REQUEST, APPROVE, REJECT with a reason, FORCE with a reason);
 * - `adminCheck`: admin_check of the AI flow (0 not checked, 1 checked by an administrator: allowed);
 * - `rejection`: the questions returned with the last rejection and whether each is fixed (rejection.machine.ts).
 *
 * Decisions where the spec is open:
 * - ENTER (PUT auto_enter_exam) starts entering (2 -> 0); ENTER_DONE (PUT auto_enter_exam_done) finishes it
 *   (0 -> 3) with every question complete (spec section 5) and every returned question fixed.
 * - REQUEST (AI 검토 요청) needs the same facts; it also finishes the entry (0 -> 3) when the writer asks for the
 *   review straight from entering, and clears the marks of a previous rejection.
 * - REJECT (PUT auto_review_exam/return) names the returned questions and a reason: the exam goes back to its
 *   writer (3 -> 0); the writer marks each fixed question done (QUESTION_DONE), then requests again.
 * - FORCE (강제 통과) is an admin-type skip to approved from requested or rejected, with a reason; the entry is
 *   then done (-> 3) and the marks are cleared.
 * - CHECK (관리자 확인) is admin-type, on an approved exam: admin_check 1. Spec: "reviewed exams with state 3 and
 *   admin_check 1 are treated as allowed; all others go to the user's own list" (isAllowed in ai-review.machine.ts).
 * - DONE (PUT auto_exam_subject_done) puts an allowed exam into the bank (3 -> 4).
 * - An exam may be deleted while its review is not requested or it is rejected (tag `removable`).
 */
import { and, assign, or, setup, stateIn, type SnapshotFrom } from 'xstate';
import { AI_REVIEW_STATE } from './ai-review.machine';
import { EXAM_SUBJECT_STATE } from './exam-subject.machine';
import { key, type StateCode } from './lifecycle';
import { REJECTION_STATE, rejectionLabel, type ReturnedQuestions } from './rejection.machine';

const S = EXAM_SUBJECT_STATE;
const AI = AI_REVIEW_STATE;
const RJ = REJECTION_STATE;

/** admin_check of an AI exam: checked by an administrator (1) or not yet (0). */
export const AUTO_ADMIN_CHECK = {
  unchecked: { code: 0, label: '관리자 확인 전' },
  checked: { code: 1, label: '관리자 확인' },
} as const;
const C = AUTO_ADMIN_CHECK;

/** The entry states an AI exam goes through (no mid-entry review, no classification step). */
export const AUTO_ENTRY_STATE = { waiting: S.waiting, entering: S.entering, writerDone: S.nextStage, done: S.done } as const;

/** Every event of the AI exam machine. */
export const AUTO_EXAM_EVENTS = ['ENTER', 'ENTER_DONE', 'REQUEST', 'APPROVE', 'REJECT', 'FORCE', 'CHECK', 'QUESTION_DONE', 'DONE'] as const;
export type AutoExamEventType = (typeof AUTO_EXAM_EVENTS)[number];
/** The writer's events sent through PUT auto_enter_exam. */
export const AUTO_WRITER_EVENTS = ['ENTER', 'REQUEST'] as const satisfies readonly AutoExamEventType[];

/** The regions, in the order their audit rows are written; each is the `machine` of its audit rows. */
export const AUTO_EXAM_REGIONS = ['entry', 'aiReview', 'adminCheck', 'rejection'] as const;
export type AutoExamRegion = (typeof AUTO_EXAM_REGIONS)[number];
/** The region an event belongs to (its audit row is written even when that region does not move). */
export const AUTO_EVENT_REGION: Record<AutoExamEventType, AutoExamRegion> = {
  ENTER: 'entry',
  ENTER_DONE: 'entry',
  DONE: 'entry',
  REQUEST: 'aiReview',
  APPROVE: 'aiReview',
  REJECT: 'aiReview',
  FORCE: 'aiReview',
  CHECK: 'adminCheck',
  QUESTION_DONE: 'rejection',
};

/** Facts an event carries for the guards; the server computes them (a missing fact counts as false). */
export interface AutoExamFacts {
  /** What the actor typed: REJECT and FORCE need one that is not blank. */
  reason?: string;
  /** Every question is complete (spec section 5): ENTER_DONE, REQUEST. */
  complete?: boolean;
  /** The actor may use admin-type actions (by the digitise policy): FORCE, CHECK. */
  adminActions?: boolean;
}

export type AutoExamEvent =
  | ({ type: Exclude<AutoExamEventType, 'REJECT' | 'QUESTION_DONE'> } & AutoExamFacts)
  | { type: 'REJECT'; questionIds: string[]; reason?: string }
  | { type: 'QUESTION_DONE'; questionId: string };

export interface AutoExamContext {
  returned: ReturnedQuestions;
}

/**
 * State tags: open (not done), editable (the writer enters: 0), removable (may be deleted: review not requested,
 * or rejected), inReview (requested), rejected (returned questions wait), approved, allowed (admin_check 1), done.
 */
export type AutoExamTag = 'open' | 'editable' | 'removable' | 'inReview' | 'rejected' | 'approved' | 'allowed' | 'done';

const fact = <K extends keyof AutoExamFacts>(event: AutoExamEvent, name: K): AutoExamFacts[K] | undefined => (name in event ? (event as AutoExamFacts)[name] : undefined);
const inEntry = (...states: StateCode[]) => or(states.map((s) => stateIn({ entry: key(s) })));
const inAi = (...states: StateCode[]) => or(states.map((s) => stateIn({ aiReview: key(s) })));

/** The AI exam machine: regions entry, aiReview, adminCheck and rejection; guards on facts; tags for what a state allows. */
export const autoExamMachine = setup({
  types: { context: {} as AutoExamContext, events: {} as AutoExamEvent, input: {} as { returned?: ReturnedQuestions } | undefined, tags: {} as AutoExamTag },
  guards: {
    /** A reason is given (not blank). */
    hasReason: ({ event }) => (fact(event, 'reason') ?? '').trim().length > 0,
    /** The actor may use admin-type actions. */
    mayUseAdminActions: ({ event }) => fact(event, 'adminActions') === true,
    /** Every question is complete. */
    isComplete: ({ event }) => fact(event, 'complete') === true,
    /** REJECT names at least one question. */
    namesQuestions: ({ event }) => event.type === 'REJECT' && event.questionIds.length > 0,
    /** Every returned question is fixed (true when none is returned). */
    everyReturnedFixed: ({ context }) => Object.values(context.returned).every(Boolean),
    /** QUESTION_DONE names a returned question not yet fixed. */
    isPendingQuestion: ({ context, event }) => event.type === 'QUESTION_DONE' && context.returned[event.questionId] === false,
    // where the exam is, across regions
    entering: inEntry(S.entering),
    requested: inAi(AI.requested),
    // the conditions of each event, the same in every region it moves
    submittable: and(['entering', 'everyReturnedFixed', 'isComplete']),
    requestable: and([inEntry(S.entering, S.nextStage), inAi(AI.notRequested, AI.rejected), 'everyReturnedFixed', 'isComplete']),
    rejectable: and(['requested', 'hasReason', 'namesQuestions']),
    skippable: and([inAi(AI.requested, AI.rejected), 'hasReason', 'mayUseAdminActions']),
    checkable: and([inAi(AI.approved), 'mayUseAdminActions']),
    fixable: and(['entering', 'isPendingQuestion']),
    finishable: and([inEntry(S.nextStage), inAi(AI.approved), stateIn({ adminCheck: key(C.checked) })]),
  },
  actions: {
    mark: assign({ returned: ({ event }) => (event.type === 'REJECT' ? Object.fromEntries(event.questionIds.map((id) => [id, false])) : {}) }),
    markFixed: assign({ returned: ({ context, event }) => (event.type === 'QUESTION_DONE' ? { ...context.returned, [event.questionId]: true } : context.returned) }),
    clearMarks: assign({ returned: {} }),
  },
}).createMachine({
  id: 'autoExam',
  type: 'parallel',
  context: ({ input }) => ({ returned: input?.returned ?? {} }),
  states: {
    entry: {
      initial: key(S.waiting),
      states: {
        [key(S.waiting)]: { tags: ['open'], on: { ENTER: key(S.entering) } },
        [key(S.entering)]: {
          tags: ['open', 'editable'],
          on: {
            ENTER_DONE: { target: key(S.nextStage), guard: 'submittable' },
            REQUEST: { target: key(S.nextStage), guard: 'requestable' },
            FORCE: { target: key(S.nextStage), guard: 'skippable' },
          },
        },
        [key(S.nextStage)]: {
          tags: ['open'],
          on: { REJECT: { target: key(S.entering), guard: 'rejectable' }, DONE: { target: key(S.done), guard: 'finishable' } },
        },
        [key(S.done)]: { tags: ['done'] },
      },
    },
    aiReview: {
      initial: key(AI.notRequested),
      states: {
        [key(AI.notRequested)]: { tags: ['removable'], on: { REQUEST: { target: key(AI.requested), guard: 'requestable' } } },
        [key(AI.requested)]: {
          tags: ['inReview'],
          on: {
            APPROVE: key(AI.approved),
            REJECT: { target: key(AI.rejected), guard: 'rejectable' },
            FORCE: { target: key(AI.approved), guard: 'skippable' },
          },
        },
        [key(AI.rejected)]: {
          tags: ['removable', 'rejected'],
          on: { REQUEST: { target: key(AI.requested), guard: 'requestable' }, FORCE: { target: key(AI.approved), guard: 'skippable' } },
        },
        [key(AI.approved)]: { tags: ['approved'] },
      },
    },
    adminCheck: {
      initial: key(C.unchecked),
      states: {
        [key(C.unchecked)]: { on: { CHECK: { target: key(C.checked), guard: 'checkable' } } },
        [key(C.checked)]: { tags: ['allowed'] },
      },
    },
    rejection: {
      initial: RJ.none.value,
      states: {
        [RJ.none.value]: { on: { REJECT: { target: RJ.fixing.value, guard: 'rejectable', actions: 'mark' } } },
        [RJ.fixing.value]: {
          always: { target: RJ.ready.value, guard: 'everyReturnedFixed' },
          on: {
            QUESTION_DONE: { guard: 'fixable', actions: 'markFixed' },
            FORCE: { target: RJ.none.value, guard: 'skippable', actions: 'clearMarks' },
          },
        },
        [RJ.ready.value]: {
          on: {
            REQUEST: { target: RJ.none.value, guard: 'requestable', actions: 'clearMarks' },
            FORCE: { target: RJ.none.value, guard: 'skippable', actions: 'clearMarks' },
          },
        },
      },
    },
  },
});

export type AutoExamSnapshot = SnapshotFrom<typeof autoExamMachine>;
/** The state value of the machine: one state per region. */
export type AutoExamValue = Record<AutoExamRegion, string>;

/** What the machine reads of a stored AI exam subject row. */
export interface AutoExamStateRow {
  state: number;
  ai_state: number;
  admin_check: number;
}

/** The rejection region's state of stored marks: none without marks, fixing until every one is fixed, then ready. */
function rejectionOf(returned: ReturnedQuestions): string {
  const flags = Object.values(returned);
  if (!flags.length) return RJ.none.value;
  return flags.every(Boolean) ? RJ.ready.value : RJ.fixing.value;
}

/** The machine state of a stored row and its returned questions. */
export function autoExamValue(row: AutoExamStateRow, returned: ReturnedQuestions = {}): AutoExamValue {
  return { entry: String(row.state), aiReview: String(row.ai_state), adminCheck: String(row.admin_check), rejection: rejectionOf(returned) };
}

/** The snapshot of a stored row (with its returned questions), to ask what it allows. */
export function autoExamSnapshotOf(row: AutoExamStateRow, returned: ReturnedQuestions = {}): AutoExamSnapshot {
  return autoExamMachine.resolveState({ value: autoExamValue(row, returned), context: { returned } });
}

/** Whether a stored row's state carries a tag. */
export function autoExamHasTag(row: AutoExamStateRow, tag: AutoExamTag): boolean {
  return autoExamSnapshotOf(row).hasTag(tag);
}

/** The stored columns of a machine value. */
export function autoExamColumns(value: AutoExamValue): AutoExamStateRow {
  return { state: Number(value.entry), ai_state: Number(value.aiReview), admin_check: Number(value.adminCheck) };
}

const labelIn = (table: Record<string, StateCode>, value: string) => Object.values(table).find((s) => key(s) === value)?.label ?? value;

/** The Korean label of a region state. */
export function autoExamRegionLabel(region: string, value: string): string {
  if (region === 'entry') return labelIn(AUTO_ENTRY_STATE, value);
  if (region === 'aiReview') return labelIn(AI_REVIEW_STATE, value);
  if (region === 'adminCheck') return labelIn(AUTO_ADMIN_CHECK, value);
  if (region === 'rejection') return rejectionLabel(value);
  return value;
}

/** The Korean label of a stored ai_state (lists and badges). */
export const aiStateLabel = (code: number) => labelIn(AI_REVIEW_STATE, String(code));

/** Korean labels of every region state, keyed `region.state`, for diagrams. */
export const AUTO_EXAM_LABELS: Record<string, string> = Object.fromEntries(
  AUTO_EXAM_REGIONS.flatMap((region) => Object.keys(autoExamMachine.root.states[region].states).map((value) => [`${region}.${value}`, autoExamRegionLabel(region, value)])),
);

/** The label of a whole stored state, e.g. "입력 완료 · 검토 요청 · 관리자 확인 전", for 409 messages. */
export function describeAutoExam(value: AutoExamValue): string {
  return AUTO_EXAM_REGIONS.map((r) => `${r} ${value[r]} (${autoExamRegionLabel(r, value[r])})`).join(' · ');
}
