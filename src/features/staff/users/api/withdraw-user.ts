/**
 * PUT user/out/{id}: withdraws an account (its sessions end at once). The server's refusal (the last master, an
 * account withdrawn already) is shown by the client's notification; the detail and the lists are refreshed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { userOut } from '../../../../api/staff/users';
import { userKeys } from './user-keys';

/** Withdraws one account. */
export const withdrawUser = (id: number) => adminApi(userOut, { params: { id } });

/** Withdraws accounts. */
export function useWithdrawUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: withdrawUser, onSettled: () => client.invalidateQueries({ queryKey: userKeys.all }) });
}
