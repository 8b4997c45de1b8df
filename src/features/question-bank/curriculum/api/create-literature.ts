/** POST exam/literature: adds a work and refreshes the work lists. The form shows errors (409, 400) itself. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '../../../../api/client';
import { literatureCreate, type LiteratureCreateBodySchema } from '../../../../api/question-bank/curriculum';
import { LITERATURE_KEY } from './keys';

export function useCreateLiterature() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof LiteratureCreateBodySchema>) => adminApi(literatureCreate, { body }, { notify: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: LITERATURE_KEY }),
  });
}
