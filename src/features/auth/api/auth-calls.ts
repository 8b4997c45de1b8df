/** Mutations of the auth area's forms (sign-up, password find and reset); sign-in and restore are in session-calls.ts. */
import { useMutation } from '@tanstack/react-query';
import * as calls from '../../../api/auth';
import { request } from '../../../api/client';
import type { z } from 'zod';

export const useStaffSignUp = () =>
  useMutation({ mutationFn: (body: z.input<typeof calls.RegisterBodySchema>) => request('staff', calls.register, { body }, { auth: false, notify: false }) });

export const useCustomerSignUp = () =>
  useMutation({ mutationFn: (body: z.input<typeof calls.UserCreateBodySchema>) => request('customer', calls.userCreate, { body }, { auth: false, notify: false }) });

export const usePasswordFind = () =>
  useMutation({ mutationFn: (body: z.input<typeof calls.PasswordFindBodySchema>) => request(body.realm ?? 'staff', calls.passwordFind, { body }, { auth: false, notify: false }) });

export const usePasswordReset = () =>
  useMutation({ mutationFn: (body: z.input<typeof calls.PasswordResetBodySchema>) => request('staff', calls.passwordReset, { body }, { auth: false, notify: false }) });
