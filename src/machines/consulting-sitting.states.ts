/**
 * A mock-exam sitting's states and events (README "Consulting", mock exams), apart from the machine
 * (consulting-sitting.machine.ts) so that the contract and the public consulting pages read them without xstate.
 */
export const CONSULTING_SITTING_STATE = {
  open: { value: 'open', label: '채점 중' },
  submitted: { value: 'submitted', label: '제출함' },
} as const;
/** A stored state of a sitting. */
export type ConsultingSittingState = (typeof CONSULTING_SITTING_STATE)[keyof typeof CONSULTING_SITTING_STATE]['value'];

/** Every event of the sitting machine. */
export const CONSULTING_SITTING_EVENTS = ['SUBMIT'] as const;
/** SUBMIT carries the fact its guard reads: whether any area of the sitting has graded answers. */
export type ConsultingSittingEvent = { type: 'SUBMIT'; graded?: boolean };
