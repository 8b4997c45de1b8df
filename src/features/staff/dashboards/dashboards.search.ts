/** The search params of /admin/dashboard: the weeks its charts cover, one of WEEK_CHOICES. Loaded with the screen (issue 13 point 4). */
import { z } from 'zod';
import { searchValidator } from '../../../components/list/search-params';
import { WEEK_CHOICES } from './dashboards.rules';

export const parseDashboardSearch = searchValidator(
  z.object({
    weeks: z.coerce
      .number()
      .int()
      .refine((w) => (WEEK_CHOICES as readonly number[]).includes(w))
      .optional(),
  }),
);
