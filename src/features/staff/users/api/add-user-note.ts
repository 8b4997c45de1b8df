/** PUT user/detail: an administrator's note on a user; the user's detail is refreshed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { userDetail } from '../../../../api/staff/users';
import { userKeys } from './user-keys';

/** Writes one note; the form shows errors itself. */
export const addUserNote = (id: number, note: string) => adminApi(userDetail, { body: { id, note } }, { notify: false });

/** Writes notes on one user. */
export function useAddUserNote(userId: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (note: string) => addUserNote(userId, note), onSettled: () => client.invalidateQueries({ queryKey: userKeys.detail(userId) }) });
}
