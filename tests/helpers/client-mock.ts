/**
 * The browser clients' tests (tests/unit/client.test.ts, fetch-call.test.ts): `fetch` stubbed, the app's hooks
 * (onUnauthorized, onError) as mocks, both realms' tokens cleared before each test.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { clearToken, configureClient } from '../../src/api/client-core';

/** Installs the stubs around every test of the calling file and returns the mocks. */
export function mockClient() {
  const fetchMock = vi.fn<typeof fetch>();
  const unauthorized = vi.fn();
  const errors = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    unauthorized.mockReset();
    errors.mockReset();
    configureClient({ prefixUrl: 'http://api.test', onUnauthorized: unauthorized, onError: errors });
    clearToken('staff');
    clearToken('customer');
  });
  afterEach(() => vi.unstubAllGlobals());
  return { fetchMock, unauthorized, errors };
}

/** A JSON reply with this status. */
export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
