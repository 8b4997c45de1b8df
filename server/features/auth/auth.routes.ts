/** Routes of the auth area (spec section 7, Auth), with e-mail confirmation (not in the spec). */
import * as calls from '../../../src/api/auth';
import { defineRoute } from '../../core/define-route';
import * as service from './auth.service';

export const authRoutes = [
  defineRoute({ call: calls.login, access: 'public', handler: ({ deps, body, request }) => service.login(deps, body, request.ip) }),
  defineRoute({ call: calls.register, access: 'public', handler: ({ deps, body }) => service.registerStaff(deps, body) }),
  defineRoute({ call: calls.refreshToken, access: 'public', handler: ({ deps, body }) => service.refresh(deps, body.accessToken) }),
  defineRoute({ call: calls.userCreate, access: 'public', handler: ({ deps, body }) => service.createCustomer(deps, body) }),
  defineRoute({
    call: calls.passwordFind,
    access: 'public',
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
    handler: async ({ deps, body }) => {
      await service.passwordReset(deps, body);
      return {};
    },
  }),
];
