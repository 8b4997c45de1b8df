/** What the score components are given: a choice or a major, and for consultants the student. */
import type { ScoreRequest } from '../api/get-score';

/** A choice of the student's list (consulting_choices.id) or a major (univ_majors.id, the search's keyword_id). */
export type ScoreTarget = { choiceId: number } | { majorId: number };

/** The request of a target, for the signed-in student (no userId) or a consultant reading `userId`. */
export const requestOf = (target: ScoreTarget, userId?: number): ScoreRequest => ({
  ...('choiceId' in target ? { choice_id: target.choiceId } : { major_id: target.majorId }),
  ...(userId !== undefined ? { user_id: userId } : {}),
});
