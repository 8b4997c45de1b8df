/** Form validation with a contract schema, and a rejected call mapped to a field or a form message. */
import type { z } from 'zod';
import { ApiError } from '../../../../api/client';

export type FieldErrors = Record<string, string>;

/** The first message per field, or null when valid. */
export function validate(schema: z.ZodType, values: unknown): FieldErrors | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}

/** The server names fields as `body.name`; the form's fields are `name`. */
export function serverError(error: unknown): { field?: string; message: string } {
  if (error instanceof ApiError) return { field: error.field?.replace(/^body\./, ''), message: error.message };
  return { message: '알 수 없는 오류가 발생했습니다.' };
}
