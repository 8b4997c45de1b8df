/**
 * The session's own calls, sign-in and restore, through the zod-free client (issue 13 point 4): a signed-in
 * visitor's first load of a public page restores the session, and loads neither zod nor the auth contract for it.
 */
import type { z } from 'zod';
import type { LoginBodySchema } from '../../../api/auth';
import { setToken } from '../../../api/client-core';
import { send } from '../../../api/fetch-call';
import type { Realm } from '../../../api/http';
import { authRoutes } from '../../../api/public-calls';

/** Signs in to a realm and stores its token (removing the other realm's). Errors are shown by the form. */
export async function signIn(realm: Realm, body: z.input<typeof LoginBodySchema>) {
  const { token } = await send(realm, authRoutes.login, { body: { ...body, realm } }, { auth: false, notify: false });
  setToken(realm, token);
  return restoreSession(realm, token);
}

/** Restores a session from a stored token (spec: refresh-token -> token, userData, beginning). */
export async function restoreSession(realm: Realm, accessToken: string) {
  const reply = await send(realm, authRoutes.refreshToken, { body: { accessToken } }, { auth: false, notify: false });
  setToken(realm, reply.token);
  return reply;
}
