/** PUT user/class_type: the master sets a staff member's subject (or none); the staff lists and details are refreshed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { userClassType } from '../../../../api/staff/users';
import { userKeys } from '../../users/api/user-keys';

/** Sets one subject. */
export const setUserClassType = (id: number, classType: number | null) => adminApi(userClassType, { body: { id, class_type: classType } });

/** Sets subjects. */
export function useSetUserClassType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; class_type: number | null }) => setUserClassType(input.id, input.class_type),
    onSettled: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}
