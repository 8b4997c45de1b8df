/**
 * Routes of the auth area (spec section 7, Auth), with e-mail confirmation (not in the spec). Sign-in counts its
 * failures itself (auth.service.ts, LOGIN_LIMITS); sign-up and password reset are rate-limited per address (and the
 * reset mail per e-mail) from RATE_LIMITS.
 */
import * as calls from '../../../src/api/auth';
import { RATE_LIMITS } from '../../../src/api/rate-limits';
import { defineRoute } from '../../core/define-route';
import * as service from './auth.service';

export const authRoutes = [
  defineRoute({ call: calls.login, access: 'public', handler: ({ deps, body, request }) => service.login(deps, body, request.ip) }),
  defineRoute({ call: calls.register, access: 'public', limits: [RATE_LIMITS.signUp], handler: ({ deps, body }) => service.registerStaff(deps, body) }),
  defineRoute({ call: calls.refreshToken, access: 'public', handler: ({ deps, body }) => service.refresh(deps, body.accessToken) }),
  defineRoute({ call: calls.userCreate, access: 'public', limits: [RATE_LIMITS.signUp], handler: ({ deps, body }) => service.createCustomer(deps, body) }),
  defineRoute({
    call: calls.passwordFind,
    access: 'public',
    limits: [RATE_LIMITS.passwordFind],
    handler: async ({ deps, body }) => {
      await service.passwordFind(deps, body);
      return {};
    },
  }),
  defineRoute({
    call: calls.emailConfirm,
    access: 'public',
    handler: async ({ deps, body }) => {
      await service.confirmEmail(deps, body);
      return {};
    },
  }),
  defineRoute({
    call: calls.emailConfirmResend,
    access: 'customer',
    handler: async ({ deps, user }) => {
      await service.resendConfirmation(deps, user);
      return {};
    },
  }),
  defineRoute({
    call: calls.passwordReset,
    access: 'public',
    limits: [RATE_LIMITS.passwordReset],
    handler: async ({ deps, body }) => {
      await service.passwordReset(deps, body);
      return {};
    },
  }),
];
