/**
 * A route is one call of the contract plus who may call it, how often, and a handler:
 * `defineRoute({ call, access, limits, handler })`. Input is validated with the call's schemas (400 naming the
 * field), the handler returns plain data, and the reply is wrapped as `{ result: 'success', ...data }`.
 */
import fastifyMultipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Call } from '../../src/api/http';
import type { Access } from '../../src/api/levels';
import type { RateLimit } from '../../src/api/rate-limits';
import type { AuthUser } from './access';
import { badRequest, unauthorized } from './errors';
import type { Deps } from './deps';
import { limitsHook } from './rate-limits';

type Parsed<T> = NonNullable<T> extends z.ZodType ? z.output<NonNullable<T>> : undefined;

/** The signed-in account a handler gets: never null behind any access but 'public' (the access hook has refused those calls). */
export type UserOf<A extends Access> = A extends 'public' ? AuthUser | null : AuthUser;

/** What a handler receives: validated input, the signed-in account, and the app's services. */
export interface HandlerContext<C extends Call, A extends Access = Access> {
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
  user: UserOf<A>;
  deps: Deps;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteDef<C extends Call = Call, A extends Access = Access> {
  call: C;
  access: A;
  /**
   * Buying and uploading: a customer must have confirmed their e-mail address (403 EMAIL_NOT_CONFIRMED otherwise,
   * enforced by the access hook with `lacksConfirmedEmail`, src/api/levels.ts); staff are unaffected.
   */
  confirmedEmail?: true;
  /** Returns the reply data; binary calls send through `reply` and return it. */
  handler: (ctx: HandlerContext<C, A>) => Promise<z.input<C['reply']> | FastifyReply>;
  /** Largest accepted body in bytes (JSON); uploads use the multipart limits. */
  bodyLimit?: number;
  /**
   * The call reads a multipart/form-data upload (server/shared/uploads.ts). Such calls are registered where
   * @fastify/multipart is; no other call pays its per-request hooks (about 5 % of a list request, issue 13), and a
   * multipart body sent to any other call is refused with 415.
   */
  upload?: true;
  /**
   * The rate limits this call counts against, from the one table (`RATE_LIMITS` of src/api/rate-limits.ts): per
   * address, per account and per e-mail as each entry says, checked after access (server/core/rate-limits.ts).
   */
  limits?: readonly RateLimit[];
}

/**
 * Declares a route; the identity function carries the call's types into the handler, and the access
 * declaration types its user (non-null unless the route is 'public').
 */
export function defineRoute<C extends Call, const A extends Access>(def: RouteDef<C, A>): RouteDef<C, A> {
  return def;
}

/** Turns a zod failure into a 400 naming the first offending field, e.g. `body.email`. */
export function zodToBadRequest(part: string, error: z.ZodError) {
  const issue = error.issues[0];
  const field = [part, ...issue.path.map(String)].join('.');
  return badRequest(field, `${field}: ${issue.message}`);
}

/**
 * The path of the first string (or key) holding a NUL character in parsed input, or null when there is none.
 * PostgreSQL text cannot store NUL, so every part of every call is refused with it here, once, rather than
 * failing in the database.
 */
function findNul(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = key.includes('\u0000') ? [...path, key] : findNul(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

function parsePart(part: 'params' | 'query' | 'body', schema: z.ZodType | undefined, value: unknown) {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? (part === 'body' ? undefined : {}));
  if (!result.success) throw zodToBadRequest(part, result.error);
  const nul = findNul(result.data);
  if (nul) {
    const field = [part, ...nul].join('.');
    throw badRequest(field, `${field}: 허용되지 않는 문자(NUL)가 포함되어 있습니다.`);
  }
  return result.data;
}

/** `{id}` in a contract path is `:id` for Fastify. */
export const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Registers routes on the app; each route carries its access declaration in its config. Upload calls go in a context
 * of their own with @fastify/multipart and `multipart`'s limits.
 */
export function registerRoutes(app: FastifyInstance, deps: Deps, routes: RouteDef[], multipart: FastifyMultipartOptions = {}): void {
  const uploads = routes.filter((route) => route.upload);
  for (const route of routes) if (!route.upload) addRoute(app, deps, route);
  if (uploads.length) {
    void app.register(async (scope) => {
      await scope.register(fastifyMultipart, multipart);
      for (const route of uploads) addRoute(scope, deps, route);
    });
  }
}

function addRoute(app: FastifyInstance, deps: Deps, route: RouteDef): void {
  const checkReplies = deps.env.NODE_ENV !== 'production';
  const { call } = route;
  app.route({
    method: call.method,
    url: fastifyPath(call.path),
    config: { access: route.access, confirmedEmail: route.confirmedEmail },
    bodyLimit: route.bodyLimit,
    ...(route.limits?.length ? { preHandler: limitsHook(app, route.limits) } : {}),
    handler: async (request, reply) => {
      if (route.access !== 'public' && !request.user) throw unauthorized();
      const ctx = {
        params: parsePart('params', call.params, request.params),
        query: parsePart('query', call.query, request.query),
        body: parsePart('body', call.body, request.body),
        user: request.user,
        deps,
        request,
        reply,
      } as HandlerContext<Call>;
      const data = await route.handler(ctx);
      if (call.replyKind === 'binary' || data === reply) return reply;
      if (checkReplies) call.reply.parse(data);
      return { result: 'success', ...(data as object) };
    },
  });
}
