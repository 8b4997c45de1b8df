/** Client-side validation with the call's own zod schema: the first message per field. */
import type { z } from 'zod';
import { ApiError } from '../../../api/client';

export type FieldErrors = Record<string, string>;

/** Validates form values with a contract schema; `null` when valid. */
export function validate<T extends z.ZodType>(schema: T, values: unknown): FieldErrors | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/** Maps a rejected call to a field error (the server names fields as `body.email`) or a form message. */
export function serverError(error: unknown): { field?: string; message: string } {
  if (error instanceof ApiError) return { field: error.field?.replace(/^body\./, ''), message: error.message };
  return { message: '알 수 없는 오류가 발생했습니다.' };
}
