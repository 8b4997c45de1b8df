/**
 * A route is one call of the contract plus who may call it and a handler:
 * `defineRoute({ call, access, handler })`. Input is validated with the call's schemas (400 naming the
 * field), the handler returns plain data, and the reply is wrapped as `{ result: 'success', ...data }`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Call } from '../../src/api/http';
import type { Access } from '../../src/api/levels';
import type { AuthUser } from './access';
import { badRequest } from './errors';
import type { Deps } from './deps';

type Parsed<T> = NonNullable<T> extends z.ZodType ? z.output<NonNullable<T>> : undefined;

/** What a handler receives: validated input, the signed-in account, and the app's services. */
export interface HandlerContext<C extends Call> {
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
  user: AuthUser | null;
  deps: Deps;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteDef<C extends Call = Call> {
  call: C;
  access: Access;
  /** Returns the reply data; binary calls send through `reply` and return it. */
  handler: (ctx: HandlerContext<C>) => Promise<z.input<C['reply']> | FastifyReply>;
  /** Largest accepted body in bytes (JSON); uploads use the multipart limits. */
  bodyLimit?: number;
}

/** Declares a route; the identity function carries the call's types into the handler. */
export function defineRoute<C extends Call>(def: RouteDef<C>): RouteDef<C> {
  return def;
}

/** Turns a zod failure into a 400 naming the first offending field, e.g. `body.email`. */
export function zodToBadRequest(part: string, error: z.ZodError) {
  const issue = error.issues[0];
  const field = [part, ...issue.path.map(String)].join('.');
  return badRequest(field, `${field}: ${issue.message}`);
}

function parsePart(part: 'params' | 'query' | 'body', schema: z.ZodType | undefined, value: unknown) {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? (part === 'body' ? undefined : {}));
  if (!result.success) throw zodToBadRequest(part, result.error);
  return result.data;
}

/** `{id}` in a contract path is `:id` for Fastify. */
export const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Registers routes on the app; each route carries its access declaration in its config. */
export function registerRoutes(app: FastifyInstance, deps: Deps, routes: RouteDef[]): void {
  const checkReplies = deps.env.NODE_ENV !== 'production';
  for (const route of routes) {
    const { call } = route;
    app.route({
      method: call.method,
      url: fastifyPath(call.path),
      config: { access: route.access },
      bodyLimit: route.bodyLimit,
      handler: async (request, reply) => {
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
}
