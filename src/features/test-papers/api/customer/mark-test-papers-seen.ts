/**
 * PUT user_upload_file/seen: the customer acknowledges the state changes of the papers they were shown (by id,
 * so a change that arrives meanwhile is not swallowed); the list is read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerApi } from '../../../../api/client';
import { myTestPapersSeen } from '../../../../api/test-papers';
import { MY_TEST_PAPERS_KEY } from './get-my-test-papers';

export function useMarkTestPapersSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => customerApi(myTestPapersSeen, { body: { ids } }),
    onSuccess: () => client.invalidateQueries({ queryKey: MY_TEST_PAPERS_KEY }),
  });
}
