/**
 * Bad-input cases generated from a call's zod schemas (zod 4 introspection): a valid input for each part
 * (params, query, body), then, for every field, that input with the one field made wrong: wrong type, a
 * number written as text, a fraction, out of range, too long, missing, NUL, an array for a scalar, null.
 * Query and path values are text ("wire" form), bodies JSON. Used by tests/server/malformed.test.ts.
 */
import type { z } from 'zod';
import { INT4_MAX } from '../../src/api/http';

/** Where a value travels: JSON (body) or text (query string, path). */
export type Wire = 'json' | 'text';
export type Part = 'params' | 'query' | 'body';

/** One bad input: the whole part with one field changed, and the field the 400 must name. */
export interface InputCase {
  part: Part;
  /** e.g. `body.grade_id`, `body.choices.0.content`, `query.id`. */
  field: string;
  kind: string;
  input: Record<string, unknown>;
}

/** Longest text tried when a string declares no maximum (the JSON body limit is 1 MiB). */
const UNBOUNDED = 100_000;

type Any = z.ZodType;
interface CheckDef {
  check: string;
  value?: number;
  inclusive?: boolean;
  maximum?: number;
  minimum?: number;
  length?: number;
}
const defOf = (s: Any) => s._zod.def as unknown as Record<string, unknown> & { type: string; checks?: Array<{ _zod: { def: CheckDef } }> };
const checksOf = (s: Any) => (defOf(s).checks ?? []).map((c) => c._zod.def);

/** The schema under optional, nullable, default and pipes (a preprocess pipe counts as its output schema). */
export function unwrap(schema: Any): { core: Any; nullable: boolean } {
  let s = schema;
  let nullable = false;
  for (;;) {
    const def = defOf(s);
    if (def.type === 'nullable') nullable = true;
    if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type)) s = def.innerType as Any;
    else if (def.type === 'pipe') s = defOf(def.in as Any).type === 'transform' ? (def.out as Any) : (def.in as Any);
    else if (def.type === 'lazy') s = (def.getter as () => Any)();
    else return { core: s, nullable };
  }
}

/** The object shape of a part's schema (through refinements and pipes), or null. */
export function shapeOf(schema: Any): Record<string, Any> | null {
  const { core } = unwrap(schema);
  return defOf(core).type === 'object' ? (defOf(core).shape as Record<string, Any>) : null;
}

const ok = (schema: Any, value: unknown) => schema.safeParse(value).success;
const asWire = (value: unknown, wire: Wire) => (wire === 'text' && (typeof value === 'number' || typeof value === 'boolean') ? String(value) : value);
const NUMBER_TRIES = [1, 3, 2, 0, 5, 10, 2025, 2015, 100];
const STRING_TRIES = ['a', 'user@example.com', '2025-06-04', '2025-06', '/a', 'true', 'Secret123', 'exam', 'png', 'ENTER', 'return', 'x'.repeat(40)];

/** A valid value of `schema` in the wire form, or undefined when none of the tries fits. */
export function sample(schema: Any, wire: Wire): unknown {
  const { core } = unwrap(schema);
  const def = defOf(core);
  const tries: unknown[] = [];
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape as Record<string, Any>)) {
        const value = sample(field, wire);
        if (value !== undefined) out[key] = value;
      }
      tries.push(out);
      // A refinement between optional fields (one of two, not both; a field only for some kind) may refuse the
      // full sample: then the sample without one optional field, then with the required fields only.
      const optional = Object.entries(def.shape as Record<string, Any>).filter(([key, field]) => key in out && ok(field, undefined)).map(([key]) => key);
      for (const key of optional) tries.push(Object.fromEntries(Object.entries(out).filter(([k]) => k !== key)));
      tries.push(Object.fromEntries(Object.entries(out).filter(([k]) => !optional.includes(k))));
      break;
    }
    case 'array': {
      const element = sample(def.element as Any, wire);
      tries.push(element === undefined ? [] : [element], []);
      break;
    }
    case 'number':
      for (const check of checksOf(core)) if (check.check === 'greater_than' && check.value !== undefined) tries.push(check.value + (check.inclusive ? 0 : 1));
      tries.push(...NUMBER_TRIES);
      break;
    case 'string': {
      const min = checksOf(core).find((c) => c.check === 'min_length')?.minimum ?? 0;
      tries.push(...STRING_TRIES, 'a'.repeat(Math.max(min, 1)), `${'a'.repeat(Math.max(min, 1))}1`);
      break;
    }
    case 'boolean':
      tries.push(false, true);
      break;
    case 'enum':
      tries.push(...Object.values(def.entries as Record<string, unknown>));
      break;
    case 'literal':
      tries.push(...(def.values as unknown[]));
      break;
    case 'union':
      for (const option of def.options as Any[]) tries.push(sample(option, wire));
      break;
    default:
      return undefined;
  }
  for (const value of tries) {
    const wired = asWire(value, wire);
    if (value !== undefined && ok(schema, wired)) return wired;
  }
  return undefined;
}

/** Deep copy of `input` with the value at `path` replaced (or removed when `value` is `REMOVE`). */
const REMOVE = Symbol('remove');
function withValue(input: Record<string, unknown>, path: Array<string | number>, value: unknown): Record<string, unknown> {
  const copy = structuredClone(input);
  let target = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (value === REMOVE) delete target[last];
  else target[last] = value;
  return copy;
}

/** The bad values tried for one field, by kind, in the wire form. */
function badValues(field: Any, wire: Wire, valid: unknown): Array<[string, unknown]> {
  const { core, nullable } = unwrap(field);
  const def = defOf(core);
  const checks = checksOf(core);
  const out: Array<[string, unknown]> = [];
  const scalar = ['number', 'string', 'boolean', 'enum', 'literal', 'union'].includes(def.type);
  if (!ok(field, undefined)) out.push(['missing', REMOVE]);
  if (wire === 'json' && !nullable) out.push(['null', null]);
  if (scalar) out.push(['array for scalar', wire === 'json' ? [valid] : [valid, valid]]);
  if (def.type === 'number') {
    const above = checks.find((c) => c.check === 'less_than');
    const below = checks.find((c) => c.check === 'greater_than');
    const high = above?.value !== undefined && above.value < INT4_MAX ? above.value + (above.inclusive ? 1 : 0) : INT4_MAX + 1;
    out.push(['wrong type', wire === 'json' ? 'x' : 'abc'], ['out of range', high]);
    // A fraction is bad input for whole-number fields; a field in steps (hours in halves) says which fractions it takes.
    if (!ok(core, 1.5)) out.push(['fraction', 1.5]);
    else out.push(['off-step fraction', 1.25]);
    if (below?.value !== undefined) out.push(['below range', below.value - (below.inclusive ? 1 : 0)]);
    if (wire === 'json') out.push(['number as text', String(valid)]);
  } else if (def.type === 'string') {
    const max = checks.find((c) => c.check === 'max_length')?.maximum;
    out.push(['too long', 'a'.repeat((max ?? UNBOUNDED) + 1)], ['NUL', `${String(valid)}\u0000`]);
    if (wire === 'json') out.push(['wrong type', 12345]);
  } else if (def.type === 'boolean') {
    out.push(['wrong type', 'true']);
  } else if (def.type === 'union') {
    // Each option's own bad values that the union as a whole refuses too (e.g. 'All' or an id: 2147483648).
    const kinds = new Set(out.map(([kind]) => kind));
    for (const option of def.options as Any[]) {
      const optionValid = sample(option, wire);
      if (optionValid === undefined) continue;
      for (const [kind, value] of badValues(option, wire, optionValid)) {
        if (kinds.has(kind) || value === REMOVE || ok(field, asWire(value, wire))) continue;
        kinds.add(kind);
        out.push([kind, value]);
      }
    }
  } else if (def.type === 'enum' || def.type === 'literal') {
    out.push(['not an option', wire === 'json' && typeof valid === 'number' ? 987654 : 'zzz-not-an-option'], ['NUL', `${String(valid)}\u0000`]);
    if (wire === 'json' && typeof valid === 'number') out.push(['number as text', String(valid)]);
  } else if (def.type === 'array') {
    const max = checks.find((c) => c.check === 'max_length')?.maximum;
    out.push(['wrong type', 'x']);
    if (max !== undefined && Array.isArray(valid) && valid.length > 0) out.push(['too many', Array.from({ length: max + 1 }, () => valid[0])]);
  } else if (def.type === 'object') {
    out.push(['wrong type', 'x']);
  }
  return out.map(([kind, value]) => [kind, wire === 'text' && typeof value === 'number' ? String(value) : value]);
}

/** Every bad-input case of one part, walking into nested objects and the first element of arrays. */
export function casesFor(part: Part, schema: Any, base: Record<string, unknown>): InputCase[] {
  const wire: Wire = part === 'body' ? 'json' : 'text';
  const cases: InputCase[] = [];
  const walk = (shape: Record<string, Any>, path: Array<string | number>, value: Record<string, unknown>) => {
    for (const [key, field] of Object.entries(shape)) {
      const fieldPath = [...path, key];
      const valid = value[key];
      if (valid === undefined) continue;
      for (const [kind, bad] of badValues(field, wire, valid)) {
        if (part === 'params' && (kind === 'missing' || kind === 'array for scalar')) continue;
        cases.push({ part, field: [part, ...fieldPath].join('.'), kind, input: withValue(base, fieldPath, bad) });
      }
      const { core } = unwrap(field);
      const def = defOf(core);
      if (def.type === 'object' && valid && typeof valid === 'object') walk(def.shape as Record<string, Any>, fieldPath, valid as Record<string, unknown>);
      if (def.type === 'array' && Array.isArray(valid) && valid.length > 0) {
        const element = def.element as Any;
        const inner = shapeOf(element);
        if (inner) walk(inner, [...fieldPath, 0], valid[0] as Record<string, unknown>);
        else
          for (const [kind, bad] of badValues(element, wire, valid[0]))
            if (kind !== 'missing') cases.push({ part, field: [part, ...fieldPath, 0].join('.'), kind: `element ${kind}`, input: withValue(base, [...fieldPath, 0], bad) });
      }
    }
  };
  const shape = shapeOf(schema);
  if (shape) walk(shape, [], base);
  return cases;
}
