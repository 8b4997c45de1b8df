/**
 * Issue 13 point 4: the public pages call through routes (src/api/public-calls.ts), plain method-and-path copies
 * of contract calls read without zod. Each must be its contract call's method and path, and the reply it reads
 * unparsed must be one the contract's schema would not change (no transform, default or catch anywhere in it).
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as auth from '../../src/api/auth';
import * as applications from '../../src/api/consulting/applications';
import * as choices from '../../src/api/consulting/choices';
import * as exams from '../../src/api/consulting/exams';
import * as search from '../../src/api/consulting/search';
import type { Call } from '../../src/api/http';
import { authRoutes, choiceRoutes, consultingApplicationRoutes, examRoutes, paymentRoutes, productRoutes, searchRoutes, testPaperRoutes } from '../../src/api/public-calls';
import * as payments from '../../src/api/store/payments';
import * as products from '../../src/api/store/products';
import * as testPapers from '../../src/api/test-papers';

const GROUPS = [
  ['authRoutes', authRoutes, auth],
  ['productRoutes', productRoutes, products],
  ['paymentRoutes', paymentRoutes, payments],
  ['consultingApplicationRoutes', consultingApplicationRoutes, applications],
  ['choiceRoutes', choiceRoutes, choices],
  ['examRoutes', examRoutes, exams],
  ['searchRoutes', searchRoutes, search],
  ['testPaperRoutes', testPaperRoutes, testPapers],
] as const;

const ROUTES = GROUPS.flatMap(([group, routes, contract]) =>
  Object.entries(routes).map(([name, route]) => ({ label: `${group}.${name}`, route, call: (contract as unknown as Record<string, Call | undefined>)[name] })),
);

/** Where a schema would change what it parses: the kinds of zod 4 that transform, fill in or replace a value. */
const CHANGING = new Set(['transform', 'default', 'prefault', 'catch', 'pipe', 'success', 'nan']);

/** The paths (within the reply) of every part of `schema` that would change a value. */
function changingParts(schema: z.ZodType, at = 'reply', seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const found = CHANGING.has(def.type) ? [`${at} (${def.type})`] : [];
  // .trim(), .toLowerCase() and the like are checks that overwrite the value; coercion is a flag.
  const checks = (def.checks as { _zod: { def: { check: string } } }[] | undefined) ?? [];
  if (checks.some((c) => c._zod.def.check === 'overwrite')) found.push(`${at} (overwrite)`);
  if (def.coerce) found.push(`${at} (coerce)`);
  const walk = (child: unknown, where: string) => (child && typeof child === 'object' && '_zod' in child ? changingParts(child as z.ZodType, where, seen) : []);
  const shape = def.shape as Record<string, unknown> | undefined;
  if (shape) for (const [key, child] of Object.entries(shape)) found.push(...walk(child, `${at}.${key}`));
  for (const key of ['innerType', 'element', 'valueType', 'keyType', 'left', 'right', 'in', 'out', 'catchall', 'rest'] as const) found.push(...walk(def[key], `${at}[${key}]`));
  for (const [i, option] of ((def.options as unknown[] | undefined) ?? []).entries()) found.push(...walk(option, `${at}|${i}`));
  for (const [i, item] of ((def.items as unknown[] | undefined) ?? []).entries()) found.push(...walk(item, `${at}[${i}]`));
  if (def.type === 'lazy') found.push(...walk((def.getter as () => unknown)(), `${at}(lazy)`));
  return found;
}

describe('the public pages\' routes', () => {
  it('cover a call each, named as in the contract', () => {
    expect(ROUTES.filter((r) => !r.call).map((r) => r.label)).toEqual([]);
  });

  it.each(ROUTES)('$label is its contract call\'s method and path', ({ route, call }) => {
    expect({ method: route.method, path: route.path }).toEqual({ method: call!.method, path: call!.path });
  });

  it.each(ROUTES)('$label: the reply needs no parsing (nothing in its schema transforms, defaults or replaces a value)', ({ call }) => {
    expect(changingParts(call!.reply)).toEqual([]);
  });

  it('finds what would change a value (the check itself can fail)', async () => {
    const { z } = await import('zod');
    expect(changingParts(z.object({ a: z.string(), b: z.array(z.object({ c: z.number().default(1) })) }))).toEqual(['reply.b[element].c (default)']);
    expect(changingParts(z.object({ d: z.string().transform(Number).optional() }))).toEqual(['reply.d[innerType] (pipe)', 'reply.d[innerType][out] (transform)']);
    expect(changingParts(z.object({ e: z.string().trim(), f: z.coerce.number() }))).toEqual(['reply.e (overwrite)', 'reply.f (coerce)']);
  });
});
