/** GET, POST and DELETE question_comment: the comments of a question; writes invalidate the list. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../api/client';
import { questionCommentCreate, questionCommentDelete, questionCommentList, type CommentBody } from '../../../api/error-reports';
import { COMMENT_KEY } from './keys';

export const commentsQueryOptions = (questionId: number) =>
  queryOptions({ queryKey: [...COMMENT_KEY, questionId], queryFn: ({ signal }) => adminApi(questionCommentList, { query: { question_id: questionId } }, { signal }) });

export const useComments = (questionId: number) => useQuery(commentsQueryOptions(questionId));

const useInvalidate = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: COMMENT_KEY });
};

/** Adds a comment; the form shows errors itself. */
export function useAddComment() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: CommentBody) => adminApi(questionCommentCreate, { body }, { notify: false }), onSuccess: invalidate });
}

export function useDeleteComment() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => adminApi(questionCommentDelete, { params: { id } }), onSuccess: invalidate });
}
