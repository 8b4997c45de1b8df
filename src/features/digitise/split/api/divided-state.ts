/**
 * GET divided_image/state: the splitting job (progress), pages and boxes of one AI exam subject. While the job
 * still owes a result (the split-job machine's `active` tag) the query polls every second, so the progress
 * bar moves and the boxes appear without a reload; then it stops.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { divideState, type DividedStateReply } from '../../../../api/digitise/images';
import { splitJobHasTag } from '../../../../machines/split-job.machine';

/** The query keys of the digitise area's divided images. */
export const dividedKeys = {
  all: ['digitise', 'divided'] as const,
  state: (examSubjectId: number) => [...dividedKeys.all, 'state', examSubjectId] as const,
};

/** Whether the stored job is still working (waiting or splitting). */
export const jobActive = (reply: DividedStateReply | undefined) => !!reply?.job && splitJobHasTag(reply.job.state, 'active');

/** The divided state of one exam subject, polling while its job is active. */
export const dividedStateQueryOptions = (examSubjectId: number) =>
  queryOptions({
    queryKey: dividedKeys.state(examSubjectId),
    queryFn: ({ signal }) => adminApi(divideState, { query: { exam_subject_id: examSubjectId } }, { signal }),
    refetchInterval: (query) => (jobActive(query.state.data) ? 1000 : false),
  });

/** The divided state as a hook. */
export const useDividedState = (examSubjectId: number) => useQuery(dividedStateQueryOptions(examSubjectId));
