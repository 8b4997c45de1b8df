/**
 * PUT user/level: the master sets a staff member's level (their sessions end at once). A refusal, such as the
 * last master's 409, is shown by the client's notification with the server's message; the staff lists and
 * details are refreshed either way.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import type { Level } from '../../../../api/levels';
import { userLevel } from '../../../../api/staff/users';
import { userKeys } from '../../users/api/user-keys';

/** Sets one level. */
export const setUserLevel = (id: number, level: Level) => adminApi(userLevel, { body: { id, level } });

/** Sets levels. */
export function useSetUserLevel() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (input: { id: number; level: Level }) => setUserLevel(input.id, input.level), onSettled: () => client.invalidateQueries({ queryKey: userKeys.all }) });
}
