/**
 * Numbers are refused, never bent: every amount, percent, count, score, code and position a write call takes
 * (POST, PUT, DELETE with a body or a query) declares a finite range in its contract, and a value just outside it
 * (one below the lowest, one above the highest) is a 400 naming that field with a Korean message, with nothing
 * stored. Walks every registered call's zod schemas (tests/helpers/numeric-fields.ts); each request is made by a
 * caller the route allows (the master, else a customer), from a valid sample of the call (tests/helpers/input-cases.ts)
 * with the one field moved out of range.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildPath, type Call } from '../../src/api/http';
import { checkAccess, type Access } from '../../src/api/levels';
import { ROUTES } from '../../server/app';
import { buildTestApp, clearRateLimits, loginAs, type TestApp } from '../helpers/app';
import { sample } from '../helpers/input-cases';
import { isBounded, numericFields, outsideValues, valueAt, withValueAt, type NumericField } from '../helpers/numeric-fields';

type Part = 'params' | 'query' | 'body';
type Input = Partial<Record<Part, Record<string, unknown>>>;
const CHECKED: Array<'query' | 'body'> = ['query', 'body'];

/** Write calls with a body or a query, JSON only (uploads are multipart), not pending. */
const writes = ROUTES.filter((r) => r.call.method !== 'GET' && !r.upload && CHECKED.some((p) => r.call[p]));
const label = (call: Call) => `${call.method} ${call.path}`;
const fieldsOf = (call: Call) => CHECKED.flatMap((part) => (call[part] ? numericFields(call[part]).map((field) => ({ part, field })) : []));
const nameOf = (part: Part, field: NumericField) => [part, ...field.path].join('.');

describe('every numeric field of every write call declares its range', () => {
  it('has a finite min and max', () => {
    const unbounded = writes.flatMap(({ call }) => fieldsOf(call).filter(({ field }) => !isBounded(field)).map(({ part, field }) => `${label(call)} ${nameOf(part, field)}`));
    expect(unbounded).toEqual([]);
    expect(writes.length).toBeGreaterThan(100);
  });
});

let t: TestApp;
let staffToken = '';
let customerToken = '';
beforeAll(async () => {
  t = await buildTestApp();
  staffToken = await loginAs(t.app, 10);
  customerToken = await loginAs(t.app, 'student');
});
afterAll(() => t?.close());

const MASTER = { realm: 'staff' as const, level: 10 };
/** The master's token where the master may call, else the customer's: permissions never mask validation. */
const tokenFor = (access: Access) => (checkAccess(access, MASTER) === 'allowed' ? staffToken : customerToken);

function send(call: Call, access: Access, input: Input) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) for (const v of [value].flat()) query.append(key, String(v));
  const qs = query.toString();
  return t.app.inject({
    method: call.method,
    url: buildPath(call.path, input.params) + (qs ? `?${qs}` : ''),
    headers: { authorization: `token=${tokenFor(access)}`, ...(input.body ? { 'content-type': 'application/json' } : {}) },
    payload: input.body ? JSON.stringify(input.body) : undefined,
  });
}

/**
 * A cheap print of the database: the row count of every table and, where the table has one, its latest update_time.
 * The same before and after the sweep means no refused call stored anything (the rate limits' counters, which count
 * refused requests too, are left out).
 */
async function fingerprint(): Promise<Record<string, string>> {
  const run = async <T>(query: ReturnType<typeof sql.raw>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await run<{ table_name: string; stamped: boolean }>(
    sql.raw(`select t.table_name, exists (select 1 from information_schema.columns c where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'update_time') as stamped
      from information_schema.tables t where t.table_schema = 'public' and t.table_type = 'BASE TABLE' and t.table_name <> 'rate_limit_counters' order by t.table_name`),
  );
  const selects = tables.map(({ table_name: name, stamped }) => `select '${name}' as name, count(*)::text || ':' || ${stamped ? `coalesce(max(update_time)::text, '')` : `''`} as print from "${name}"`);
  const rows = await run<{ name: string; print: string }>(sql.raw(selects.join(' union all ')));
  return Object.fromEntries(rows.map((r) => [r.name, r.print]));
}

/** A valid input of every part of a call, sampled from its schemas (undefined where no sample fits). */
const baseOf = (call: Call): Input => Object.fromEntries((['params', 'query', 'body'] as const).filter((p) => call[p]).map((p) => [p, sample(call[p]!, p === 'body' ? 'json' : 'text')]));
const wire = (part: 'query' | 'body', value: number) => (part === 'query' ? String(value) : value);
const parses = (schema: z.ZodType | undefined, value: unknown) => !schema || schema.safeParse(value).success;

/**
 * Whether the field moved out of range is the only thing wrong with the request: every part's sample is valid,
 * and the part is valid with the field at an in-range value (the sample's own, or one of the range's ends).
 */
function onlyInvalid(call: Call, base: Input, part: 'query' | 'body', field: NumericField): boolean {
  if ((['params', 'query', 'body'] as const).some((p) => call[p] && (base[p] === undefined || !parses(call[p], base[p])))) return false;
  const own = valueAt(base[part], field.path);
  const tries = [own, wire(part, field.min!.value + (field.min!.inclusive ? 0 : 1)), wire(part, field.max!.value - (field.max!.inclusive ? 0 : 1))];
  return tries.some((value) => value !== undefined && parses(call[part], withValueAt(base[part]!, field.path, value)));
}

describe('a value just outside a declared range is refused with 400 naming the field, and nothing is stored', () => {
  it('over every write call', async () => {
    const before = await fingerprint();
    const failures: string[] = [];
    const calls = new Set<string>();
    let strict = 0;
    let loose = 0;
    for (const { call, access } of writes) {
      const base = baseOf(call);
      for (const { part, field } of fieldsOf(call)) {
        if (!isBounded(field)) continue;
        const name = nameOf(part, field);
        const exact = onlyInvalid(call, base, part, field);
        const { below, above } = outsideValues(field);
        for (const bad of [below, above]) {
          const input = { ...base, [part]: withValueAt(base[part] ?? {}, field.path, wire(part, bad)) };
          // The contract itself refuses the value at this field, whatever else the sample lacks.
          const issues = call[part]!.safeParse(input[part]).error?.issues ?? [];
          if (!issues.some((i) => [part, ...i.path].join('.') === name)) failures.push(`${label(call)} ${name}=${bad}: the contract takes it`);
          // Every request comes from one address and account: the limited calls would answer 429 past their limits.
          await clearRateLimits(t);
          const res = await send(call, access, input);
          const reply = String(res.headers['content-type'] ?? '').includes('json') ? (res.json() as { code?: string; field?: string; message?: string }) : {};
          if (res.statusCode !== 400 || reply.code !== 'BAD_REQUEST') failures.push(`${label(call)} ${name}=${bad}: ${res.statusCode} ${res.body.slice(0, 160)}`);
          else if (exact && (reply.field !== name || !/[가-힣]/.test(reply.message ?? ''))) failures.push(`${label(call)} ${name}=${bad}: field=${reply.field} ${reply.message}`);
        }
        calls.add(label(call));
        if (exact) strict++;
        else loose++;
      }
    }
    console.log(`numeric ranges: ${calls.size} write calls, ${strict + loose} fields (${strict} with the field named as the only invalid one, ${loose} refused on the contract with another field also unsampled), ${writes.length} write calls in all`);
    expect(failures).toEqual([]);
    expect(await fingerprint()).toEqual(before);
    expect(strict).toBeGreaterThan(250);
  }, 120_000);
});
