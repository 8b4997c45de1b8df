/** POST user/warning: a warning with points and a reason; the user's detail and the lists are refreshed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '../../../../api/client';
import { userWarning, type UserWarningBodySchema } from '../../../../api/staff/users';
import { userKeys } from './user-keys';

/** Sends one warning; the form shows errors itself. */
export const warnUser = (body: z.output<typeof UserWarningBodySchema>) => adminApi(userWarning, { body }, { notify: false });

/** Warns one user. */
export function useWarnUser(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<z.output<typeof UserWarningBodySchema>, 'user_id'>) => warnUser({ ...input, user_id: userId }),
    onSettled: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}
