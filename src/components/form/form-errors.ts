/**
 * Forms validate with the call's own zod schema and show a rejected call on its field: the server names
 * fields as `body.name`, a form's fields are `name`. One place for every form of the app.
 */
import type { z } from 'zod';
import { ApiError } from '../../api/client';

export type FieldErrors = Record<string, string>;

/** The first message per field, or null when the values are valid. */
export function validate(schema: z.ZodType, values: unknown): FieldErrors | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}

/** The form field a server error names (without `body.`), if any. */
export const fieldOf = (error: unknown): string | undefined => (error instanceof ApiError ? error.field?.replace(/^body\./, '') : undefined);

/** A rejected call as a field error or a form message. */
export function serverError(error: unknown): { field?: string; message: string } {
  if (error instanceof ApiError) return { field: fieldOf(error), message: error.message };
  return { message: '알 수 없는 오류가 발생했습니다.' };
}
