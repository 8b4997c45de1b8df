/** The ky client: NOT TOKEN without a token, separate realm tokens, every non-success a rejection. */
import { describe, expect, it } from 'vitest';
import { refreshToken } from '../../src/api/auth';
import { ApiError, getToken, NOT_TOKEN, request, setToken } from '../../src/api/client';
import { health } from '../../src/api/system';
import { safeRedirect } from '../../src/features/auth/auth.rules';
import { json, mockClient } from '../helpers/client-mock';

const { fetchMock, unauthorized, errors } = mockClient();

describe('request', () => {
  it('rejects with NOT TOKEN and sends nothing when no token is stored', async () => {
    const error = await request('staff', health).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(NOT_TOKEN);
    expect((error as ApiError).code).toBe('NOT_TOKEN');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(unauthorized).toHaveBeenCalledWith('staff');
  });

  it('sends the realm token as Authorization: token=...', async () => {
    setToken('staff', 'abc');
    fetchMock.mockResolvedValueOnce(json(200, { result: 'success', version: '1.14.100', database: 'pglite', uptimeSeconds: 1 }));
    await expect(request('staff', health)).resolves.toMatchObject({ version: '1.14.100' });
    const req = fetchMock.mock.calls[0][0] as Request;
    expect(req.headers.get('authorization')).toBe('token=abc');
    expect(req.url).toBe('http://api.test/api/health');
  });

  it('treats a 200 reply without result=success as a rejection', async () => {
    setToken('staff', 'abc');
    fetchMock.mockResolvedValueOnce(json(200, { result: 'fail', version: 'x' }));
    await expect(request('staff', health)).rejects.toBeInstanceOf(ApiError);
    expect(errors).toHaveBeenCalledOnce();
  });

  it('passes the server message and field of a 4xx', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { result: 'fail', code: 'BAD_REQUEST', message: 'body.accessToken: 필수', field: 'body.accessToken' }));
    const error = (await request('staff', refreshToken, { body: { accessToken: '' } }, { auth: false, notify: false }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ code: 'BAD_REQUEST', status: 400, field: 'body.accessToken', message: 'body.accessToken: 필수' });
    expect(errors).not.toHaveBeenCalled();
  });

  it('reports 401 on an authenticated call so the app can send the user to sign in', async () => {
    setToken('customer', 'old');
    fetchMock.mockResolvedValueOnce(json(401, { result: 'fail', code: 'UNAUTHORIZED', message: '만료' }));
    await expect(request('customer', health)).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toHaveBeenCalledWith('customer');
  });
});

describe('tokens', () => {
  it('signing in to one realm removes the other realm token', () => {
    setToken('staff', 's');
    setToken('customer', 'c');
    expect(getToken('staff')).toBeNull();
    expect(getToken('customer')).toBe('c');
    setToken('staff', 's2');
    expect(getToken('customer')).toBeNull();
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/post', '/post'],
    ['/consulting/apply?x=1', '/consulting/apply?x=1'],
    ['//evil.example', undefined],
    ['/\\evil.example', undefined],
    ['https://evil.example', undefined],
    ['post', undefined],
    [42, undefined],
    [undefined, undefined],
  ])('%j -> %j', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
