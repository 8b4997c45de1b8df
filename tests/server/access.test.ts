/**
 * Every registered route, called with every level, both customers and no token: the status follows the
 * route's declared access (401 without a token, 403 for the wrong realm or level, anything else when allowed).
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccess, LEVELS } from '../../src/api/levels';
import { accessPlugin } from '../../server/core/access';
import { buildTestApp, loginAs, type DemoWho, type TestApp } from '../helpers/app';

let t: TestApp;
const tokens = new Map<DemoWho | 'none', string | null>();
const WHO: Array<DemoWho | 'none'> = ['none', ...LEVELS, 'student', 'parent'] as Array<DemoWho | 'none'>;

beforeAll(async () => {
  t = await buildTestApp();
  for (const who of WHO) tokens.set(who, who === 'none' ? null : await loginAs(t.app, who));
});
afterAll(() => t.close());

const registeredRoutes = () => t.app.routeTable;

describe('route access matrix', () => {
  it('knows every registered route', () => {
    expect(registeredRoutes().length).toBeGreaterThan(8);
  });

  it('each route answers as its declaration says, for every caller', async () => {
    for (const route of registeredRoutes()) {
      // Path ids that no record has and validation refuses (0), so the answer is the route-level rule's alone: the
      // record-level rules behind it are walked in record-access.test.ts.
      const url = route.url.replace(/:(\w+)/g, '0').replace('/*', '/some/page');
      for (const who of WHO) {
        const token = tokens.get(who) ?? null;
        const res = await t.app.inject({ method: route.method as 'GET', url, headers: token ? { authorization: `token=${token}` } : {}, payload: route.method === 'GET' ? undefined : {} });
        const principal = who === 'none' ? null : typeof who === 'number' ? { realm: 'staff' as const, level: who } : { realm: 'customer' as const, level: 0 };
        const expected = checkAccess(route.access, principal);
        const label = `${route.method} ${route.url} as ${who}`;
        if (expected === 'unauthenticated') expect(res.statusCode, label).toBe(401);
        else if (expected === 'forbidden') expect(res.statusCode, label).toBe(403);
        else expect([401, 403], label).not.toContain(res.statusCode);
        expect(res.statusCode, label).toBeLessThan(500);
      }
    }
  });

  it('a bad token is 401 on a protected route, and no token gives NOT TOKEN', async () => {
    const staffRoute = registeredRoutes().find((r) => typeof r.access === 'object' || r.access === 'staff');
    if (!staffRoute) return;
    const url = staffRoute.url.replace(/:(\w+)/g, '1');
    const bad = await t.app.inject({ method: staffRoute.method as 'GET', url, headers: { authorization: 'token=abc.def.ghi' } });
    expect(bad.statusCode).toBe(401);
    const none = await t.app.inject({ method: staffRoute.method as 'GET', url });
    expect(none.json()).toMatchObject({ code: 'NOT_TOKEN', message: 'NOT TOKEN' });
  });
});

describe('a route without an access declaration', () => {
  it('refuses to start', async () => {
    const app = Fastify();
    await app.register(accessPlugin, { db: t.database.db, tokens: t.app.deps.tokens });
    await app.after();
    expect(() => app.get('/undeclared', async () => 'x')).toThrow(/declares no access/);
    await app.close();
  });
});
