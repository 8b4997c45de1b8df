/**
 * GET consulting_score (the signed-in student's own) and GET consulting_score/student (a consultant reading a
 * student by user_id): the converted score of a choice or a major with its steps and band.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi, customerApi } from '../../../../api/client';
import { consultingScore, consultingStudentScore, type ScoreData, type ScoreQuery } from '../../../../api/consulting/scores';
import { scoreKeys } from './score-keys';

/** What to score: a choice of the list or a major; with `user_id`, a consultant reads that student's. */
export type ScoreRequest = ScoreQuery;

/** Fetches one score through the realm the request implies (a user_id: the consultant's call). */
export async function getScore(query: ScoreRequest, signal?: AbortSignal): Promise<ScoreData> {
  const reply = query.user_id !== undefined ? await adminApi(consultingStudentScore, { query: { ...query, user_id: query.user_id } }, { signal }) : await customerApi(consultingScore, { query }, { signal });
  return reply.data;
}

/** Whether an answer is of the choice or major a request asks for. */
const sameTarget = (target: ScoreData['target'], query: ScoreRequest) => (query.choice_id !== undefined ? target.choice_id === query.choice_id : target.choice_id === null && target.major_id === query.major_id);

/**
 * The score's query options (fresh for a minute: formulas and cut-offs rarely change while the modal is open);
 * switching the track keeps the previous answer of the same target on screen while the next loads (never
 * another choice's or student's).
 */
export const scoreQueryOptions = (query: ScoreRequest, enabled = true) =>
  queryOptions({
    enabled,
    queryKey: scoreKeys.score(query.user_id !== undefined ? 'staff' : 'customer', query),
    queryFn: ({ signal }) => getScore(query, signal),
    staleTime: 60_000,
    placeholderData: (previous) => (previous && previous.user_id === (query.user_id ?? previous.user_id) && sameTarget(previous.target, query) ? previous : undefined),
  });

/** One converted score, asked only while `enabled` (the modal is open). */
export const useScore = (query: ScoreRequest, enabled = true) => useQuery(scoreQueryOptions(query, enabled));
