/**
 * PUT user_upload_file/seen: the customer acknowledges the state changes of the papers they were shown (by id,
 * so a change that arrives meanwhile is not swallowed); the list is read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendCustomer } from '../../../../api/fetch-call';
import { testPaperRoutes } from '../../../../api/public-calls';
import { MY_TEST_PAPERS_KEY } from './get-my-test-papers';

export function useMarkTestPapersSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => sendCustomer(testPaperRoutes.myTestPapersSeen, { body: { ids } }),
    onSuccess: () => client.invalidateQueries({ queryKey: MY_TEST_PAPERS_KEY }),
  });
}
