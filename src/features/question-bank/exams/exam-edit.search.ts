/**
 * The search params of the question-bank editing screens: the exam subject (`id`), the open question (`q`) and,
 * on the AI workspace, its tab; the set-type editor also keeps the exam list's filters. Bad values are dropped.
 * Loaded with the screens (the routes' `lazySearch`, issue 13 point 4).
 */
import { z } from 'zod';
import { ExamSubjectListQuerySchema } from '../../../api/question-bank/exams';
import { searchValidator } from '../../../components/list/search-params';

const id = z.coerce.number().int().positive().optional();

/** /exam/admin-chapter-edit and /exam/admin-type-edit: `?id=`. */
export const parseExamIdSearch = searchValidator(z.object({ id }));

/** /exam/admin-question-edit: `?id=&q=`. */
export const parseQuestionEditSearch = searchValidator(z.object({ id, q: z.coerce.number().int().positive().optional() }));

/** /exam/admin-question-edit-ai: `?id=&q=&tab=`. */
export const parseAutoExamSearch = searchValidator(
  z.object({
    id,
    q: z.coerce.number().int().positive().optional(),
    tab: z.enum(['exams', 'school']).optional(),
  }),
);

/** /exam/admin-question-edit2: the exam list's filters and `?id=`. */
export const parseHeadsEditSearch = searchValidator(ExamSubjectListQuerySchema.extend({ id }));

/** The exam list's filters (the list call's query), for the screens that show that list. */
export const parseExamListSearch = searchValidator(ExamSubjectListQuerySchema);
