/** Fetchers and mutations of the auth area (one place for the calls the sign-in screens make). */
import { useMutation } from '@tanstack/react-query';
import * as calls from '../../../api/auth';
import { request, setToken } from '../../../api/client';
import type { Realm } from '../../../api/http';
import type { z } from 'zod';

/** Signs in to a realm and stores its token (removing the other realm's). Errors are shown by the form. */
export async function signIn(realm: Realm, body: z.input<typeof calls.LoginBodySchema>) {
  const { token } = await request(realm, calls.login, { body: { ...body, realm } }, { auth: false, notify: false });
  setToken(realm, token);
  return restoreSession(realm, token);
}

/** Restores a session from a stored token (spec: refresh-token -> token, userData, beginning). */
export async function restoreSession(realm: Realm, accessToken: string) {
  const reply = await request(realm, calls.refreshToken, { body: { accessToken } }, { auth: false, notify: false });
  setToken(realm, reply.token);
  return reply;
}

export const useStaffSignUp = () =>
  useMutation({ mutationFn: (body: z.input<typeof calls.RegisterBodySchema>) => request('staff', calls.register, { body }, { auth: false, notify: false }) });

export const useCustomerSignUp = () =>
  useMutation({ mutationFn: (body: z.input<typeof calls.UserCreateBodySchema>) => request('customer', calls.userCreate, { body }, { auth: false, notify: false }) });

export const usePasswordFind = () =>
  useMutation({ mutationFn: (body: z.input<typeof calls.PasswordFindBodySchema>) => request(body.realm ?? 'staff', calls.passwordFind, { body }, { auth: false, notify: false }) });

export const usePasswordReset = () =>
  useMutation({ mutationFn: (body: z.input<typeof calls.PasswordResetBodySchema>) => request('staff', calls.passwordReset, { body }, { auth: false, notify: false }) });
