/** PUT point_give: gives (or takes back) points with a reason; the user's detail and the lists are refreshed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '../../../../api/client';
import { pointGive, type PointGiveBodySchema } from '../../../../api/staff/users';
import { userKeys } from './user-keys';

/** Gives points once; the form shows errors itself (a balance below 0 is 409 naming body.point). */
export const givePoints = (body: z.output<typeof PointGiveBodySchema>) => adminApi(pointGive, { body }, { notify: false });

/** Gives points to one user. */
export function useGivePoints(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<z.output<typeof PointGiveBodySchema>, 'user_id'>) => givePoints({ ...input, user_id: userId }),
    onSettled: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}
