/**
 * The exam machine (spec section 4): one machine owns every state column of an exam subject, as parallel
 * regions that move together on one event:
 * - `examSubject`: the entry state (state 0-4, excluded), see exam-subject.machine.ts;
 * - `adminCheck`: the reviewer state (admin_check 0, 2-5), see admin-check.machine.ts;
 * - `rejection`: the questions marked for return and whether each is fixed, see rejection.machine.ts.
 * REJECT moves all three (3 -> 0, 2 -> 0, marked -> fixing); ENTER_DONE moves entry and review and, after a
 * rejection, resubmits (ready -> none). Every condition is a guard on facts given with the event (a reason,
 * completeness, whether the actor may use admin actions, whether someone else classifies) or kept in the
 * context (the returned questions); questions like "may this be edited" are state tags. The server applies
 * it through one function (server/shared/exam-lifecycle.ts); the screens restore it from the same row.
 */
import { and, assign, or, setup, stateIn, type SnapshotFrom } from 'xstate';
import { ADMIN_CHECK, ADMIN_CHECK_EVENTS, adminCheckLabel, isAdminCheckCode } from './admin-check.machine';
import { ENTRY_EVENTS, EXAM_SUBJECT_STATE, EXCLUDED, examSubjectLabel, examSubjectValue } from './exam-subject.machine';
import { key, type StateCode } from './lifecycle';
import { REJECTION_STATE, rejectionLabel, rejectionValue, RETURN_EVENTS, type ReturnedQuestions, type ReturnEventType } from './rejection.machine';

const S = EXAM_SUBJECT_STATE;
const A = ADMIN_CHECK;
const R = REJECTION_STATE;

/** Every event of the exam machine, by region. */
export const EXAM_EVENTS = [...ENTRY_EVENTS, ...ADMIN_CHECK_EVENTS, ...RETURN_EVENTS] as const;
export type ExamEventType = (typeof EXAM_EVENTS)[number];

/** The regions, in the order their audit rows are written; each is also the `machine` of its audit rows. */
export const EXAM_REGIONS = ['examSubject', 'adminCheck', 'rejection'] as const;
export type ExamRegion = (typeof EXAM_REGIONS)[number];
/** The region an event belongs to (its audit row is written even when no state changes). */
export const EVENT_REGION: Record<ExamEventType, ExamRegion> = Object.fromEntries([
  ...ENTRY_EVENTS.map((e) => [e, 'examSubject']),
  ...ADMIN_CHECK_EVENTS.map((e) => [e, 'adminCheck']),
  ...RETURN_EVENTS.map((e) => [e, 'rejection']),
]) as Record<ExamEventType, ExamRegion>;

/** Facts an event carries for the guards; the caller computes them (a missing fact counts as false). */
export interface ExamFacts {
  /** What the actor typed: REJECT, FORCE_SKIP, EXCLUDE and MARK_RETURN need one that is not blank; RETURN may carry one. */
  reason?: string;
  /** Every question of the exam is complete (spec section 5): ENTER_DONE, REVIEW_PASS, CLASS_DONE. */
  complete?: boolean;
  /** The actor may use admin-type actions (by the review policy): FORCE_SKIP, ADMIN_CHECK. */
  adminActions?: boolean;
  /** Another staff member already classifies the exam: TAKE_CLASS. */
  takenByOther?: boolean;
}

export type ExamEvent =
  | ({ type: Exclude<ExamEventType, ReturnEventType> } & ExamFacts)
  | { type: 'MARK_RETURN'; questionIds: string[]; reason?: string }
  | { type: 'CANCEL_RETURN'; questionIds: string[] }
  | { type: 'QUESTION_DONE'; questionId: string };

/** The machine's context: the returned questions (stored per question as returned, return_done). */
export interface ExamContext {
  returned: ReturnedQuestions;
}

/**
 * State tags, the answers to "what does this state allow" (rules and policies read these, never codes):
 * open: not done or excluded (admins still change questions); editable: the writer enters (0); removable:
 * entry not finished (may be deleted); started: entry has begun; withWriter: the writer holds it (0, 1);
 * reviewed: reviewers work on it (3, 4); classifiable: waits for classification (3); done (4); excluded;
 * rejected: returned questions wait for fixes; approved: the review passed (admin_check 4, 5: the entry is paid,
 * src/features/staff/pay.rules.ts); finalChecked: admin_check 5.
 */
export type ExamTag = 'open' | 'editable' | 'removable' | 'started' | 'withWriter' | 'reviewed' | 'classifiable' | 'done' | 'excluded' | 'rejected' | 'approved' | 'finalChecked';

const fact = <K extends keyof ExamFacts>(event: ExamEvent, name: K): ExamFacts[K] | undefined => (name in event ? (event as ExamFacts)[name] : undefined);
const inEntry = (...states: StateCode[]) => or(states.map((s) => stateIn({ examSubject: key(s) })));
const inCheck = (...states: StateCode[]) => or(states.map((s) => stateIn({ adminCheck: key(s) })));

/** The exam machine: regions examSubject, adminCheck and rejection, guards on facts, tags for what a state allows. */
export const examMachine = setup({
  types: { context: {} as ExamContext, events: {} as ExamEvent, input: {} as { returned?: ReturnedQuestions } | undefined, tags: {} as ExamTag },
  guards: {
    // facts given with the event
    /** A reason is given (not blank). */
    hasReason: ({ event }) => (fact(event, 'reason') ?? '').trim().length > 0,
    /** The actor may use admin-type actions. */
    mayUseAdminActions: ({ event }) => fact(event, 'adminActions') === true,
    /** Every question is complete. */
    isComplete: ({ event }) => fact(event, 'complete') === true,
    /** Nobody else classifies the exam. */
    notTakenByOther: ({ event }) => fact(event, 'takenByOther') === false,
    /** MARK_RETURN names at least one question. */
    namesQuestions: ({ event }) => event.type === 'MARK_RETURN' && event.questionIds.length > 0,
    // facts kept in the context
    /** At least one question is marked for return. */
    hasMarkedQuestion: ({ context }) => Object.keys(context.returned).length > 0,
    /** Every returned question is fixed (true when none is returned). */
    everyReturnedFixed: ({ context }) => Object.values(context.returned).every(Boolean),
    /** CANCEL_RETURN names a question that is marked. */
    namesMarkedQuestion: ({ context, event }) => event.type === 'CANCEL_RETURN' && event.questionIds.some((id) => id in context.returned),
    /** QUESTION_DONE names a returned question not yet fixed. */
    isPendingQuestion: ({ context, event }) => event.type === 'QUESTION_DONE' && context.returned[event.questionId] === false,
    /** The last mark was taken back. */
    noneMarked: ({ context }) => Object.keys(context.returned).length === 0,
    // where the exam is, across regions
    beingEntered: and([inEntry(S.entering), inCheck(A.withWriter)]),
    sentForReview: and([inEntry(S.underReview), inCheck(A.withWriter)]),
    inReview: and([inEntry(S.nextStage, S.done), inCheck(A.pending, A.onHold, A.reviewed)]),
    beingFixed: inEntry(S.entering),
    // the conditions of each event, the same in every region it moves
    submittable: and(['beingEntered', 'everyReturnedFixed', 'isComplete']),
    passable: and(['sentForReview', 'everyReturnedFixed', 'isComplete']),
    rejectable: and(['inReview', 'hasReason', 'hasMarkedQuestion']),
    skippable: and(['inReview', 'hasReason', 'mayUseAdminActions']),
    checkable: and(['inReview', 'mayUseAdminActions']),
    markable: and(['inReview', 'hasReason', 'namesQuestions']),
    cancellable: and(['inReview', 'namesMarkedQuestion']),
    fixable: and(['beingFixed', 'isPendingQuestion']),
  },
  actions: {
    mark: assign({ returned: ({ context, event }) => (event.type === 'MARK_RETURN' ? { ...context.returned, ...Object.fromEntries(event.questionIds.map((id) => [id, false])) } : context.returned) }),
    unmark: assign({ returned: ({ context, event }) => (event.type === 'CANCEL_RETURN' ? Object.fromEntries(Object.entries(context.returned).filter(([id]) => !event.questionIds.includes(id))) : context.returned) }),
    markFixed: assign({ returned: ({ context, event }) => (event.type === 'QUESTION_DONE' ? { ...context.returned, [event.questionId]: true } : context.returned) }),
    clearMarks: assign({ returned: {} }),
  },
}).createMachine({
  id: 'exam',
  type: 'parallel',
  context: ({ input }) => ({ returned: input?.returned ?? {} }),
  states: {
    examSubject: {
      initial: key(S.waiting),
      states: {
        [key(S.waiting)]: { tags: ['open', 'removable'], on: { ENTER: key(S.entering) } },
        [key(S.entering)]: {
          tags: ['open', 'editable', 'removable', 'started', 'withWriter'],
          on: { SEND_REVIEW: key(S.underReview), ENTER_DONE: { target: key(S.nextStage), guard: 'submittable' } },
        },
        [key(S.underReview)]: {
          tags: ['open', 'removable', 'started', 'withWriter'],
          on: { RETURN: { target: key(S.entering), guard: 'sentForReview' }, REVIEW_PASS: { target: key(S.nextStage), guard: 'passable' } },
        },
        [key(S.nextStage)]: {
          tags: ['open', 'started', 'reviewed', 'classifiable'],
          on: {
            // A self-transition (not a targetless one): the machine reports it as taken (`can`), and the server audits it.
            TAKE_CLASS: { target: key(S.nextStage), guard: 'notTakenByOther' },
            CLASS_DONE: { target: key(S.done), guard: 'isComplete' },
            REJECT: { target: key(S.entering), guard: 'rejectable' },
          },
        },
        [key(S.done)]: {
          tags: ['done', 'started', 'reviewed'],
          on: { EXCLUDE: { target: EXCLUDED, guard: 'hasReason' }, REJECT: { target: key(S.entering), guard: 'rejectable' } },
        },
        [EXCLUDED]: { tags: ['excluded', 'started'], on: { INCLUDE: key(S.done) } },
      },
    },
    adminCheck: {
      initial: key(A.withWriter),
      states: {
        [key(A.withWriter)]: { on: { ENTER_DONE: { target: key(A.pending), guard: 'submittable' }, REVIEW_PASS: { target: key(A.pending), guard: 'passable' } } },
        [key(A.pending)]: {
          on: {
            HOLD: { target: key(A.onHold), guard: 'inReview' },
            APPROVE: { target: key(A.reviewed), guard: 'inReview' },
            REJECT: { target: key(A.withWriter), guard: 'rejectable' },
            FORCE_SKIP: { target: key(A.reviewed), guard: 'skippable' },
          },
        },
        [key(A.onHold)]: {
          on: {
            RESUME: { target: key(A.pending), guard: 'inReview' },
            APPROVE: { target: key(A.reviewed), guard: 'inReview' },
            REJECT: { target: key(A.withWriter), guard: 'rejectable' },
            FORCE_SKIP: { target: key(A.reviewed), guard: 'skippable' },
          },
        },
        [key(A.reviewed)]: { tags: ['approved'], on: { ADMIN_CHECK: { target: key(A.completed), guard: 'checkable' }, REJECT: { target: key(A.withWriter), guard: 'rejectable' } } },
        [key(A.completed)]: { tags: ['approved', 'finalChecked'], type: 'final' },
      },
    },
    rejection: {
      initial: R.none.value,
      states: {
        [R.none.value]: { on: { MARK_RETURN: { target: R.marked.value, guard: 'markable', actions: 'mark' } } },
        [R.marked.value]: {
          always: { target: R.none.value, guard: 'noneMarked' },
          on: {
            MARK_RETURN: { guard: 'markable', actions: 'mark' },
            CANCEL_RETURN: { guard: 'cancellable', actions: 'unmark' },
            REJECT: { target: R.fixing.value, guard: 'rejectable' },
          },
        },
        [R.fixing.value]: {
          tags: ['rejected'],
          always: { target: R.ready.value, guard: 'everyReturnedFixed' },
          on: { QUESTION_DONE: { guard: 'fixable', actions: 'markFixed' } },
        },
        [R.ready.value]: {
          tags: ['rejected'],
          on: {
            ENTER_DONE: { target: R.none.value, guard: 'submittable', actions: 'clearMarks' },
            REVIEW_PASS: { target: R.none.value, guard: 'passable', actions: 'clearMarks' },
          },
        },
      },
    },
  },
});

export type ExamSnapshot = SnapshotFrom<typeof examMachine>;
/** The state value of the exam machine: one state per region. */
export type ExamValue = Record<ExamRegion, string>;

/** What the machine reads of a stored exam subject row (admin_check defaults to with-writer where a rule needs only the entry state). */
export interface ExamStateRow {
  state: number;
  excluded_state?: number | null;
  admin_check?: number;
}

const entryNode = (value: string) => (examMachine.root.states.examSubject.states as Record<string, { tags: Set<string> | string[] }>)[value];
const entryHasTag = (value: string, tag: ExamTag) => [...(entryNode(value)?.tags ?? [])].includes(tag);

/**
 * The machine state of a stored row and its returned questions. An admin_check the machine does not know
 * (1 belongs to the AI review flow) is read as completed, so it allows nothing.
 */
export function examValue(row: ExamStateRow, returned: ReturnedQuestions = {}): ExamValue {
  const examSubject = examSubjectValue(row);
  const check = row.admin_check ?? A.withWriter.code;
  return {
    examSubject,
    adminCheck: isAdminCheckCode(check) ? String(check) : key(A.completed),
    rejection: rejectionValue(entryHasTag(examSubject, 'withWriter'), returned),
  };
}

/** The machine snapshot of a stored row and its returned questions (question id -> fixed). */
export function examSnapshotOf(row: ExamStateRow, returned: ReturnedQuestions = {}): ExamSnapshot {
  return examMachine.resolveState({ value: examValue(row, returned), context: { returned } });
}

/** Whether a stored row's state has a tag (e.g. `examHasTag(row, 'editable')`): rules and policies ask this. */
export function examHasTag(row: ExamStateRow, tag: ExamTag): boolean {
  return examSnapshotOf(row).hasTag(tag);
}

/** The stored state codes whose entry state has a tag, for list queries (e.g. 'reviewed' -> [3, 4]). */
export function entryCodesTagged(tag: ExamTag): number[] {
  return Object.values(S)
    .filter((s) => entryHasTag(key(s), tag))
    .map((s) => s.code);
}

/** The Korean label of a region state. */
export function examRegionLabel(region: string, value: string): string {
  if (region === 'examSubject') return examSubjectLabel(value);
  if (region === 'adminCheck') return adminCheckLabel(value);
  if (region === 'rejection') return rejectionLabel(value);
  return value;
}

/** Korean labels of every region state, keyed `region.state`, for diagrams. */
export const EXAM_LABELS: Record<string, string> = Object.fromEntries(
  EXAM_REGIONS.flatMap((region) => Object.keys(examMachine.root.states[region].states).map((value) => [`${region}.${value}`, examRegionLabel(region, value)])),
);

/** A badge of an exam's state on screen: its label and a tone the screen maps to a color. */
export interface ExamBadge {
  label: string;
  tone: 'entry' | 'review' | 'class' | 'done' | 'returned' | 'excluded';
}

/**
 * The badges of a stored exam, from its machine state: with the writer, the entry state (and "반려됨" once
 * rejected); with the reviewers, the entry step and the reviewer state. Once the final check is done the entry
 * step reads as what comes next, "분류 대기", so an exam past the final check reads "분류 대기 · 최종 완료"
 * rather than "입력 완료"; a classified exam reads "분류 완료".
 */
export function examBadges(row: ExamStateRow & { return_count?: number }): ExamBadge[] {
  const snapshot = examSnapshotOf(row);
  const value = snapshot.value as ExamValue;
  if (snapshot.hasTag('excluded')) return [{ label: examSubjectLabel(value.examSubject), tone: 'excluded' }];
  if (!snapshot.hasTag('reviewed') || value.adminCheck === key(A.withWriter)) {
    const badges: ExamBadge[] = [{ label: examSubjectLabel(value.examSubject), tone: 'entry' }];
    if (snapshot.hasTag('editable') && (row.return_count ?? 0) > 0) badges.push({ label: '반려됨', tone: 'returned' });
    return badges;
  }
  const finalChecked = snapshot.hasTag('finalChecked');
  const step: ExamBadge = snapshot.hasTag('done')
    ? { label: S.done.classLabel, tone: 'done' }
    : finalChecked
      ? { label: S.nextStage.classLabel, tone: 'class' }
      : { label: examSubjectLabel(value.examSubject), tone: 'entry' };
  return [step, { label: adminCheckLabel(value.adminCheck), tone: finalChecked ? 'done' : 'review' }];
}
