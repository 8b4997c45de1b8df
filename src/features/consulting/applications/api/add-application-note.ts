/** POST consulting_application/note: a consultant's note; the application (its notes) and the lists (their counts) are refreshed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../api/client';
import { applicationNote } from '../../../../api/consulting/applications';
import { applicationKeys } from './application-keys';

/** Adds one note. */
export const addApplicationNote = (id: number, note: string) => adminApi(applicationNote, { body: { id, note } }, { notify: false });

/** The note of one application as a mutation. */
export function useAddApplicationNote(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => addApplicationNote(id, note),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: applicationKeys.detail(id) }), client.invalidateQueries({ queryKey: applicationKeys.lists() })]),
  });
}
