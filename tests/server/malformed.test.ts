/**
 * No malformed input gets a 5xx, on any route: bad JSON, wrong types, huge strings, odd path parameters,
 * odd query strings. Each call is made by a caller the route allows, so the input itself is what is tested.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../../src/api/levels';
import { buildTestApp, loginAs, type TestApp } from '../helpers/app';

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
            else if (res.statusCode >= 400) expect(res.json(), `${route.method} ${url} ${body.name}`).toMatchObject({ result: 'fail', message: expect.any(String) });
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
