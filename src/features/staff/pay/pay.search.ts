/** The search params of /salary-detail: the month, the tab and the person. Loaded with the screen (issue 13 point 4). */
import { z } from 'zod';
import { searchValidator } from '../../../components/list/search-params';

export const parseSalarySearch = searchValidator(
  z.object({
    month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/).optional(),
    tab: z.enum(['mine', 'team']).optional(),
    user: z.coerce.number().int().positive().optional(),
  }),
);
