/**
 * The numeric fields of a call's schema (zod 4 introspection) with the range each declares: walks objects,
 * optionals, nullables, defaults, pipes (a preprocess counts as its output), arrays (a field of an array's element
 * is named `list.0.field`), unions and intersections. A number literal, or a union of them, is a list of options,
 * not a range, and is not a numeric field. Used by tests/server/numeric-ranges.test.ts.
 */
import type { z } from 'zod';
import { unwrap } from './input-cases';

type Any = z.ZodType;
interface CheckDef {
  check: string;
  value?: number;
  inclusive?: boolean;
  format?: string;
}
const defOf = (s: Any) => s._zod.def as unknown as Record<string, unknown> & { type: string; checks?: Array<{ _zod: { def: CheckDef } }> };
/** The checks of a number schema; `z.int()` is itself a format check, listed first. */
const checksOf = (s: Any): CheckDef[] => [defOf(s) as unknown as CheckDef, ...(defOf(s).checks ?? []).map((c) => c._zod.def)];
const INTEGER_FORMATS = ['safeint', 'int32', 'uint32'];

/** One end of a declared range: the bound and whether the bound itself is allowed. */
export interface Bound {
  value: number;
  inclusive: boolean;
}

/** A numeric field: its path inside the part, its declared ends (null where none is declared), whole or not. */
export interface NumericField {
  /** e.g. `['price']`, `['choices', 0, 'score']`. */
  path: Array<string | number>;
  min: Bound | null;
  max: Bound | null;
  integer: boolean;
  /** The step a `multipleOf` declares, if any. */
  step: number | null;
}

/** The tightest declared ends of a number schema; `int()`'s safe-integer limits are not a declared range. */
export function rangeOf(schema: Any): Pick<NumericField, 'min' | 'max' | 'integer' | 'step'> {
  let min: Bound | null = null;
  let max: Bound | null = null;
  let integer = false;
  let step: number | null = null;
  for (const check of checksOf(schema)) {
    if (check.check === 'number_format' && INTEGER_FORMATS.includes(check.format ?? '')) integer = true;
    if (check.value === undefined || !Number.isFinite(check.value)) continue;
    if (check.check === 'multiple_of') step = check.value;
    const bound = { value: check.value, inclusive: check.inclusive ?? true };
    if (check.check === 'greater_than' && (!min || bound.value > min.value || (bound.value === min.value && !bound.inclusive))) min = bound;
    if (check.check === 'less_than' && (!max || bound.value < max.value || (bound.value === max.value && !bound.inclusive))) max = bound;
  }
  return { min, max, integer, step };
}

/** Every numeric field of `schema` (a call's body or query), in schema order; a path found twice (union options) once. */
export function numericFields(schema: Any): NumericField[] {
  const found = new Map<string, NumericField>();
  const walk = (s: Any, path: Array<string | number>) => {
    const { core } = unwrap(s);
    const def = defOf(core);
    switch (def.type) {
      case 'number': {
        const key = path.join('.');
        if (!found.has(key)) found.set(key, { path, ...rangeOf(core) });
        return;
      }
      case 'object':
        for (const [key, field] of Object.entries(def.shape as Record<string, Any>)) walk(field, [...path, key]);
        return;
      case 'array':
        walk(def.element as Any, [...path, 0]);
        return;
      case 'union':
        for (const option of def.options as Any[]) walk(option, path);
        return;
      case 'intersection':
        walk(def.left as Any, path);
        walk(def.right as Any, path);
        return;
      default:
        return;
    }
  };
  walk(schema, []);
  return [...found.values()];
}

/** A field is bounded when both of its ends are declared and finite. */
export const isBounded = (field: NumericField) => field.min !== null && field.max !== null;

/**
 * The values just outside a bounded field's range: one step below the lowest allowed value and one above the
 * highest (a step is 1 for whole numbers, the declared `multipleOf`, else 0.5); an excluded end is itself outside.
 */
export function outsideValues(field: NumericField): { below: number; above: number } {
  if (!field.min || !field.max) throw new Error(`${field.path.join('.')} declares no range`);
  const step = field.integer ? 1 : (field.step ?? 0.5);
  return {
    below: field.min.inclusive ? field.min.value - step : field.min.value,
    above: field.max.inclusive ? field.max.value + step : field.max.value,
  };
}

/**
 * A deep copy of `input` with `value` at `path`, making the objects and arrays on the way where they are missing
 * (a numeric field inside an optional object the valid sample left out).
 */
export function withValueAt(input: Record<string, unknown>, path: Array<string | number>, value: unknown): Record<string, unknown> {
  const copy = structuredClone(input);
  let target = copy as Record<string | number, unknown>;
  path.slice(0, -1).forEach((key, i) => {
    const next = target[key];
    if (next === null || typeof next !== 'object') target[key] = typeof path[i + 1] === 'number' ? [] : {};
    target = target[key] as Record<string | number, unknown>;
  });
  target[path[path.length - 1]] = value;
  return copy;
}

/** The value at `path`, or undefined where the path does not reach. */
export function valueAt(input: unknown, path: Array<string | number>): unknown {
  let value = input;
  for (const key of path) value = value !== null && typeof value === 'object' ? (value as Record<string | number, unknown>)[key] : undefined;
  return value;
}
