/**
 * Access: every route declares `config.access` (see define-route.ts); one onRoute hook refuses to
 * register a route without it, and one onRequest hook enforces it: 401 without or with a bad token,
 * 403 when the realm or level does not fit, and 403 EMAIL_NOT_CONFIRMED for a customer whose address is not
 * confirmed on a route declared `confirmedEmail` (buying, uploading).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { checkAccess, lacksConfirmedEmail, type Access } from '../../src/api/levels';
import { AUTH_MESSAGES } from '../../src/features/auth/auth.rules';
import { users } from '../db/schema';
import { tokenFromHeader, type TokenClaims, type Tokens } from './auth';
import type { Db } from './db';
import { AppError, forbidden, unauthorized } from './errors';

/** The signed-in account of a request. */
export interface AuthUser {
  uid: number;
  realm: 'staff' | 'customer';
  level: number;
  name: string;
  email: string;
  alarm: boolean;
  /** Whether the owner confirmed the address (users.email_confirmed_at is set). */
  email_confirmed: boolean;
  created_at: Date;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route: see src/api/levels.ts. */
    access?: Access;
    /** Customers must have confirmed their e-mail address (RouteDef.confirmedEmail). */
    confirmedEmail?: true;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** Every registered route with its access declaration (HEAD twins left out): the permission table. */
    routeTable: RouteAccess[];
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
  confirmedEmail?: true;
}

/** The account lookup of every authenticated request, prepared once per database (a named statement on PostgreSQL: parsed and planned once per connection). */
const accountLookups = new WeakMap<Db, ReturnType<typeof prepareAccountLookup>>();
function prepareAccountLookup(db: Db) {
  return db
    .select({
      uid: users.id,
      realm: users.realm,
      level: users.level,
      name: users.name,
      email: users.email,
      alarm: users.alarm,
      email_confirmed: sql<boolean>`${users.email_confirmed_at} is not null`,
      created_at: users.created_at,
    })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('uid')), eq(users.realm, sql.placeholder('realm')), isNull(users.out_at), eq(users.token_version, sql.placeholder('ver'))))
    .prepare('load_user');
}

/**
 * Loads the live account behind a token: null for an unknown id, a withdrawn account, or a token signed
 * before the account's token version was raised (password reset, level change, withdrawal). One
 * primary-key lookup per request, never cached, so a revocation holds on the next request on every instance.
 */
export async function loadUser(db: Db, claims: TokenClaims): Promise<AuthUser | null> {
  let lookup = accountLookups.get(db);
  if (!lookup) accountLookups.set(db, (lookup = prepareAccountLookup(db)));
  const [row] = await lookup.execute({ uid: claims.uid, realm: claims.realm, ver: claims.ver });
  return (row as AuthUser | undefined) ?? null;
}

export const accessPlugin = fp(async (app: FastifyInstance, opts: { db: Db; tokens: Tokens }) => {
  app.decorateRequest('user', null);

  const table: RouteAccess[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    if (!route.config?.access) throw new Error(`route ${String(route.method)} ${route.url} declares no access: add access to its definition`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') table.push({ method, url: route.url, access: route.config.access, confirmedEmail: route.config.confirmedEmail });
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return; // not-found handler
    const header = request.headers.authorization;
    const token = tokenFromHeader(header);
    if (token) {
      const claims = await opts.tokens.verify(token);
      request.user = claims ? await loadUser(opts.db, claims) : null;
    }
    const outcome = checkAccess(access, request.user);
    if (outcome === 'allowed') {
      if (request.routeOptions.config.confirmedEmail && request.user && lacksConfirmedEmail(request.user)) throw new AppError(403, 'EMAIL_NOT_CONFIRMED', AUTH_MESSAGES.emailUnconfirmed);
      return;
    }
    if (outcome === 'unauthenticated') {
      throw header ? unauthorized('로그인 정보가 만료되었거나 올바르지 않습니다. 다시 로그인하세요.') : new AppError(401, 'NOT_TOKEN', 'NOT TOKEN');
    }
    throw forbidden(request.user?.realm === 'customer' ? '고객 계정으로는 사용할 수 없는 기능입니다.' : '이 기능을 사용할 권한이 없습니다.');
  });
});
