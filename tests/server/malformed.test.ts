/**
 * No malformed input gets a 5xx, on any route: bad JSON, wrong types, huge strings, odd path parameters,
 * odd query strings. Each call is made by a caller the route allows, so the input itself is what is tested.
 * Then a sweep generated from the zod schemas of every call: each field made wrong in each way
 * (tests/helpers/input-cases.ts) is refused with a 4xx naming that field, and no table changes; and the
 * outside audit's probes (issue 7, point 4) as named cases.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, type Call } from '../../src/api/http';
import { checkAccess, type Access } from '../../src/api/levels';
import { ROUTES } from '../../server/app';
import { databaseInputError } from '../../server/core/db-errors';
import { exams, questions } from '../../server/db/schema';
import { buildTestApp, clearRateLimits, demoEmail, loginAs, type TestApp } from '../helpers/app';
import { userId } from '../helpers/factories';
import { casesFor, sample, type InputCase, type Part } from '../helpers/input-cases';
import { TOSS_STANDIN } from '../../server/core/env';

let t: TestApp;
let staffToken = '';
let customerToken = '';
beforeAll(async () => {
  t = await buildTestApp();
  staffToken = await loginAs(t.app, 10);
  customerToken = await loginAs(t.app, 'student');
});
afterAll(() => t.close());

const tokenFor = (access: Access) => (access === 'customer' ? customerToken : access === 'public' ? null : staffToken);

const HUGE = 'ㄱ'.repeat(200_000);
const ODD_PARAMS = ['0', '-1', '1.5', 'abc', '%00', '..%2F..%2Fetc%2Fpasswd', '99999999999999999999', "1'%20OR%201=1", 'x'.repeat(300)];
const BODIES: Array<{ name: string; payload: string; type?: string }> = [
  { name: 'bad JSON', payload: '{"email": ' },
  { name: 'array', payload: '[1,2,3]' },
  { name: 'null', payload: 'null' },
  { name: 'number', payload: '42' },
  { name: 'wrong types', payload: JSON.stringify({ email: 12, password: { a: 1 }, displayName: [], accessToken: true, token: 5, type: null, realm: 'root' }) },
  { name: 'huge strings', payload: JSON.stringify({ email: `${HUGE}@x.kr`, password: HUGE, displayName: HUGE, accessToken: HUGE, token: HUGE }) },
  { name: 'prototype keys', payload: '{"__proto__": {"admin": true}, "constructor": {"prototype": {}}}' },
  { name: 'form encoding', payload: 'email=a&password=b', type: 'application/x-www-form-urlencoded' },
  { name: 'text', payload: 'hello', type: 'text/plain' },
];

// The Toss stand-in's window posts answer in Toss's own error shape ({ code, message }), not the app's envelope.
describe('malformed input never gets a 5xx', () => {
  it('over every route', async () => {
    const failures: string[] = [];
    for (const route of t.app.routeTable) {
      const token = tokenFor(route.access);
      const headers = (type = 'application/json'): Record<string, string> => ({ 'content-type': type, ...(token ? { authorization: `token=${token}` } : {}) });
      const urls = route.url.includes(':') ? ODD_PARAMS.map((p) => route.url.replace(/:(\w+)/g, p)) : [route.url.replace('/*', '/x/../../etc/passwd')];
      for (const url of urls) {
        for (const query of ['', '?id=abc&id=2&page=-1&size=1e9', `?q=${'%FF'.repeat(50)}`, '?__proto__[x]=1']) {
          if (route.method === 'GET' || route.method === 'DELETE') {
            const res = await t.app.inject({ method: route.method as 'GET', url: url + query, headers: headers() });
            if (res.statusCode >= 500) failures.push(`${route.method} ${url}${query}: ${res.statusCode} ${res.body.slice(0, 120)}`);
            continue;
          }
          for (const body of BODIES) {
            const res = await t.app.inject({ method: route.method as 'POST', url: url + query, headers: headers(body.type), payload: body.payload });
            if (res.statusCode >= 500) failures.push(`${route.method} ${url}${query} [${body.name}]: ${res.statusCode} ${res.body.slice(0, 120)}`);
            else if (res.statusCode >= 400 && !url.startsWith(TOSS_STANDIN.prefix)) expect(res.json(), `${route.method} ${url} ${body.name}`).toMatchObject({ result: 'fail', message: expect.any(String) });
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('an oversized body is 413 with the envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'PAYLOAD_TOO_LARGE' });
  });
});

/** Count and md5 of the rows of every table: the same before and after means nothing was stored. */
async function fingerprint(): Promise<Map<string, string>> {
  const listed = (await t.database.db.execute(
    // The rate limits' counters count every request, refused ones too (README "Rate limits"): not a stored record.
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limit_counters' order by table_name`,
  )) as unknown as { rows: Array<{ table_name: string }> };
  const selects = listed.rows.map(
    ({ table_name: name }) => `select '${name}' as name, count(*)::text || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as print from "${name}" x`,
  );
  const result = (await t.database.db.execute(sql.raw(selects.join(' union all ')))) as unknown as { rows: Array<{ name: string; print: string }> };
  return new Map(result.rows.map((r) => [r.name, r.print]));
}
const changedTables = (before: Map<string, string>, after: Map<string, string>) => [...before].filter(([name, print]) => after.get(name) !== print).map(([name]) => name);

const MASTER = { realm: 'staff' as const, level: 10 };
/** The master's token where the master may call, else the customer's: permissions never mask validation. */
const tokenForCall = (access: Access) => (checkAccess(access, MASTER) === 'allowed' ? staffToken : customerToken);

type Input = Partial<Record<Part, Record<string, unknown>>>;
/** The URL of a call with path parameters and a query (arrays repeat the key, as `?id=1&id=2`). */
function urlOf(call: Call, input: Input): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) for (const v of [value].flat()) query.append(key, String(v));
  const qs = query.toString();
  return buildPath(call.path, input.params) + (qs ? `?${qs}` : '');
}
/** Makes one call as a caller the route allows. */
function send(call: Call, access: Access, input: Input) {
  return t.app.inject({
    method: call.method,
    url: urlOf(call, input),
    headers: { authorization: `token=${tokenForCall(access)}`, ...(input.body ? { 'content-type': 'application/json' } : {}) },
    payload: input.body ? JSON.stringify(input.body) : undefined,
  });
}

const PARTS: Part[] = ['params', 'query', 'body'];
const withInput = ROUTES.filter((r) => PARTS.some((part) => r.call[part]));
/** A valid input of every part of a call, from its schemas (undefined where none of the tries fits). */
const baseOf = (call: Call): Input => Object.fromEntries(PARTS.filter((p) => call[p]).map((p) => [p, sample(call[p]!, p === 'body' ? 'json' : 'text')]));
/** Every bad-input case of a call: each field of each part made wrong in each way. */
const casesOf = (call: Call, base: Input): InputCase[] => PARTS.filter((p) => base[p]).flatMap((p) => casesFor(p, call[p]!, base[p]!));

describe('bad input, field by field, generated from every call schema', () => {
  it('has a valid base input for every call with input', () => {
    const missing = withInput.filter((r) => Object.values(baseOf(r.call)).some((v) => v === undefined)).map((r) => `${r.call.method} ${r.call.path}`);
    expect(missing).toEqual([]);
    expect(withInput.length).toBeGreaterThan(80);
  });

  for (const { call, access } of withInput) {
    it(`${call.method} ${call.path}`, async () => {
      const base = baseOf(call);
      const cases = casesOf(call, base);
      expect(cases.length, 'no field to try').toBeGreaterThan(0);
      const before = await fingerprint();
      const failures: string[] = [];
      for (const c of cases) {
        // Every case comes from one address and account: the limited calls would answer 429 past their limits.
        await clearRateLimits(t);
        const res = await send(call, access, { ...base, [c.part]: c.input });
        const field = String(res.headers['content-type'] ?? '').includes('json') ? (res.json() as { field?: string }).field : undefined;
        if (res.statusCode < 400 || res.statusCode >= 500 || field !== c.field) failures.push(`${c.field} [${c.kind}]: ${res.statusCode} field=${field} ${res.body.slice(0, 160)}`);
      }
      expect(failures).toEqual([]);
      expect(changedTables(before, await fingerprint())).toEqual([]);
    });
  }

  it('tries a couple of thousand cases in all', () => {
    const size = withInput.reduce((n, { call }) => n + casesOf(call, baseOf(call)).length, 0);
    expect(size).toBeGreaterThan(1500);
  });
});

describe('the audit probes (issue 7, point 4)', () => {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    t.app.inject({ method, url, headers: { authorization: `token=${staffToken}` }, ...(body === undefined ? {} : { payload: body as object }) });
  /** A new exam subject assigned to the master and being entered (ENTER): its questions may be saved. */
  let subject: { id: number; version: number };
  let question: { id: number; version: number };
  beforeAll(async () => {
    const master = await userId(t.database.db, demoEmail(10));
    const created = await call('POST', '/api/v2/exam/exam_subject', { name: '감사 탐침 수학', school_type: 3, grade_id: 1, subject_type_id: 3, type: 1, year: 2025, user_id: master, question_count: 2 });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    const entered = await call('PUT', '/api/v2/exam/enter_exam', { id, event: 'ENTER' });
    expect(entered.statusCode, entered.body).toBe(200);
    const detail = await call('GET', `/api/v2/exam/exam_subject?id=${id}`);
    subject = { id, version: detail.json().data.version };
    const listed = await call('GET', `/api/v2/exam/question_subject?id=${id}`);
    const first = listed.json().data_list[0] as { id: number; version: number };
    const saved = await call('PUT', '/api/v2/exam/question', { id: first.id, version: first.version, content: '저장되는 문항' });
    expect(saved.statusCode, `the probe question must be writable: ${saved.body}`).toBe(200);
    question = { id: first.id, version: saved.json().version };
  });

  /** Makes a call that must be refused with 400 naming `field`, with no table changed. */
  async function refused(method: 'POST' | 'PUT', url: string, body: unknown, field: string) {
    const before = await fingerprint();
    const res = await call(method, url, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'BAD_REQUEST', field });
    expect(changedTables(before, await fingerprint())).toEqual([]);
  }

  it('PUT /api/v2/exam/question {"id":2147483648,"version":1} is 400 naming body.id', async () => {
    await refused('PUT', '/api/v2/exam/question', { id: 2147483648, version: 1 }, 'body.id');
  });

  it('PUT /api/v2/exam/exam {"id":1,"grade_id":[1]} is 400 naming body.grade_id and leaves exam 1 as it was', async () => {
    const [before] = await t.database.db.select().from(exams).where(eq(exams.id, 1));
    expect(before).toBeDefined();
    await refused('PUT', '/api/v2/exam/exam', { id: 1, grade_id: [1] }, 'body.grade_id');
    await refused('PUT', '/api/v2/exam/exam', { id: 1, grade_id: [2] }, 'body.grade_id');
    await refused('PUT', '/api/v2/exam/exam', { id: 1, grade_id: '2' }, 'body.grade_id');
    const [after] = await t.database.db.select().from(exams).where(eq(exams.id, 1));
    expect(after).toEqual(before);
  });

  for (const field of ['category_id', 'chapter_id', 'head_question_id']) {
    it(`PUT /api/v2/exam/question {"${field}":999999} (no such row) is 400 naming body.${field}`, async () => {
      const [before] = await t.database.db.select().from(questions).where(eq(questions.id, question.id));
      await refused('PUT', '/api/v2/exam/question', { ...question, [field]: 999999 }, `body.${field}`);
      const [after] = await t.database.db.select().from(questions).where(eq(questions.id, question.id));
      expect(after).toEqual(before);
    });
  }

  for (const field of ['exam_id', 'user_id']) {
    it(`POST /api/v2/exam/exam_subject {"${field}":999999} (no such row) is 400 naming body.${field}`, async () => {
      await refused('POST', '/api/v2/exam/exam_subject', { name: '없는 참조', school_type: 3, grade_id: 1, subject_type_id: 3, type: 1, year: 2025, question_count: 1, [field]: 999999 }, `body.${field}`);
    });
  }

  for (const field of ['exam_id', 'user_id', 'admin_id', 'teacher_id']) {
    it(`PUT /api/v2/exam/exam_subject {"${field}":999999} (no such row) is 400 naming body.${field}`, async () => {
      await refused('PUT', '/api/v2/exam/exam_subject', { ...subject, [field]: 999999 }, `body.${field}`);
    });
  }

  it('a NUL byte in content is 400 naming body.content, wherever content is stored', async () => {
    await refused('PUT', '/api/v2/exam/question', { ...question, content: '문항\u0000내용' }, 'body.content');
    await refused('POST', '/api/v2/exam/question_comment', { question_id: question.id, content: '댓글\u0000' }, 'body.content');
    await refused('PUT', '/api/v2/exam/question_bug_1', { question_id: question.id, content: '\u0000' }, 'body.content');
    await refused('PUT', '/api/v2/exam/question', { ...question, choices: [{ choice_index: 1, content: '보기\u0000' }] }, 'body.choices.0.content');
  });

  it('a repeated query key (an array) is refused, not read as a number', async () => {
    const res = await call('GET', `/api/v2/exam/exam_subject?id=${subject.id}&id=${subject.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'query.id' });
  });
});

describe('what the database refuses is a client error (core/db-errors.ts), on this driver', () => {
  /** The error a statement raises through Drizzle, as a service would see it. */
  async function raised(query: SQL): Promise<unknown> {
    try {
      await t.database.db.execute(query);
    } catch (error) {
      return error;
    }
    throw new Error('the statement did not fail');
  }

  it('a missing referenced row is 400 naming the column; deleting a row still referenced is 409', async () => {
    const missing = databaseInputError(await raised(sql`insert into questions (exam_subject_id, question_index, content, category_id) values (1, 999, 'x', 999999)`));
    expect(missing).toMatchObject({ status: 400, code: 'BAD_REQUEST', field: 'body.category_id' });
    const referenced = databaseInputError(await raised(sql`delete from categories where id = (select category_id from questions where category_id is not null limit 1)`));
    expect(referenced).toMatchObject({ status: 409, code: 'CONFLICT' });
  });

  it('a value the column cannot hold is 400: out of range, NUL, bad text; anything else stays a server fault', async () => {
    for (const query of [sql`select ${2147483648}::int`, sql`select ${'a\u0000b'}::text`, sql`select ${'abc'}::int`]) {
      expect(databaseInputError(await raised(query))).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    }
    expect(databaseInputError(await raised(sql`select * from no_such_table`))).toBeNull();
    expect(databaseInputError(new Error('boom'))).toBeNull();
  });
});
