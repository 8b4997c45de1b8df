/**
 * List filters kept in the URL: a route validates its search params with the list's zod schema and
 * falls back to the defaults on anything malformed, so a shared or reloaded link shows the same list.
 */
import type { z } from 'zod';

/** A TanStack Router `validateSearch` from a zod object schema: invalid keys are dropped, not fatal. */
export function searchValidator<S extends z.ZodObject>(schema: S) {
  return (raw: Record<string, unknown>): Partial<z.output<S>> => {
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    const clean = { ...raw };
    for (const issue of parsed.error.issues) delete clean[String(issue.path[0])];
    const retry = schema.safeParse(clean);
    return retry.success ? retry.data : schema.parse({});
  };
}

/** Removes empty values so URLs stay short. */
export function compact<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Partial<T>;
}
