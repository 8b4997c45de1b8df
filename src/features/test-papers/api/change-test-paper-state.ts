/**
 * PUT user_upload_file: APPROVE, REJECT (with its reason) or REOPEN, applied by the server through the
 * test-paper machine (409 when the stored state does not take the event). The screen shows errors itself;
 * the paper and every list page are refreshed either way, since another reviewer may have changed it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../api/client';
import { testPaperState, type TestPaperStateBody } from '../../../api/test-papers';
import { testPaperKeys } from './test-paper-keys';

/** Sends one event of the test-paper machine. */
export const changeTestPaperState = (body: TestPaperStateBody) => adminApi(testPaperState, { body }, { notify: false });

/** The state change of one paper as a mutation; the paper and the lists are refetched when it settles. */
export function useChangeTestPaperState(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<TestPaperStateBody, 'id'>) => changeTestPaperState({ ...input, id }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: testPaperKeys.detail(id) }), client.invalidateQueries({ queryKey: testPaperKeys.lists() })]),
  });
}
