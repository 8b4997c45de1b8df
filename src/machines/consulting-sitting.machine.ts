/**
 * A student's mock-exam sitting (README "Consulting", mock exams): open -> SUBMIT -> submitted, once. While open the
 * student grades and re-grades areas against the bank and sees the score and, for each question answered, whether
 * it was right; the bank's answer key, 난이도 and classification (`right_answer`, `level`, `unit`, `type`) stay
 * hidden, so answering one question never reveals the others'. Submitting makes the graded answers read-only and
 * shows the key of that sitting's questions (tag `keysShown`). SUBMIT has the guard `graded`: a sitting with
 * nothing graded has nothing to submit.
 *
 * Decisions where the spec is silent: submission is per sitting (every area of one year and test_name), not per
 * area, because a paper mock exam hands out its 정답표 after the whole exam; hand-entered 표준점수, 백분위 and 등급
 * may still be entered after submission (the 성적표 arrives weeks later); deleting the whole sitting is allowed
 * (the student's own data), and a sitting of the same name made again starts open.
 */
import { setup } from 'xstate';
import { snapshotOf } from './lifecycle';
import { CONSULTING_SITTING_STATE, type ConsultingSittingEvent, type ConsultingSittingState } from './consulting-sitting.states';

export { CONSULTING_SITTING_EVENTS, CONSULTING_SITTING_STATE, type ConsultingSittingEvent, type ConsultingSittingState } from './consulting-sitting.states';

/** `answersOpen`: areas may be graded (again); `keysShown`: the replies carry the bank's answer key for this sitting. */
export type ConsultingSittingTag = 'answersOpen' | 'keysShown';

const S = CONSULTING_SITTING_STATE;

export const consultingSittingMachine = setup({
  types: { events: {} as ConsultingSittingEvent, tags: {} as ConsultingSittingTag },
  guards: {
    /** At least one area of the sitting was graded from answers. */
    graded: ({ event }) => event.graded === true,
  },
}).createMachine({
  id: 'consultingSitting',
  initial: S.open.value,
  states: {
    [S.open.value]: { tags: ['answersOpen'], on: { SUBMIT: { target: S.submitted.value, guard: 'graded' } } },
    [S.submitted.value]: { tags: ['keysShown'], type: 'final' },
  },
});

/** The state a sitting starts in (also the state of a sitting with no stored row yet). */
export const CONSULTING_SITTING_INITIAL = String(consultingSittingMachine.config.initial) as ConsultingSittingState;

/** Whether a stored sitting state has a tag. */
export const consultingSittingHasTag = (state: string, tag: ConsultingSittingTag): boolean => snapshotOf(consultingSittingMachine, state).hasTag(tag);

/** Every stored state with a tag (for queries: e.g. the sittings whose keys are shown). */
export const consultingSittingStatesTagged = (tag: ConsultingSittingTag): ConsultingSittingState[] =>
  Object.values(S)
    .map((s) => s.value)
    .filter((value) => consultingSittingHasTag(value, tag));
