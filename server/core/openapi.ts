/** The OpenAPI document, generated from the contract's zod schemas of every registered route. */
import { z } from 'zod';
import { ErrorBodySchema, successSchema } from '../../src/api/http';
import { WEB_VERSION } from '../../src/api/system';
import { describeAccess } from '../../src/api/levels';
import { windowText, type RateLimit } from '../../src/api/rate-limits';
import type { RouteDef } from './define-route';

const toSchema = (schema: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: s }));
}

const SCOPE_LABELS = { address: '주소당', account: '계정당', email: '이메일당' } as const;
/** A route's rate limits in words (src/api/rate-limits.ts): `쿠폰 확인: 주소당 20회, 계정당 20회 / 10분`. */
const describeLimits = (limits: readonly RateLimit[]) =>
  limits
    .map((l) => `${l.what}: ${Object.entries(l.per).map(([scope, max]) => `${SCOPE_LABELS[scope as keyof typeof SCOPE_LABELS]} ${max}회`).join(', ')} / ${windowText(l)}`)
    .join('; ');

/** Builds the document for the given routes. */
export function buildOpenApi(routes: RouteDef[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { call, access, limits, confirmedEmail } of routes) {
    paths[call.path] ??= {};
    paths[call.path][call.method.toLowerCase()] = {
      tags: [call.area],
      summary: call.summary,
      description: `권한: ${describeAccess(access, confirmedEmail)}${limits?.length ? `. 요청 한도 (넘으면 429와 Retry-After): ${describeLimits(limits)}` : ''}`,
      'x-access': access,
      ...(limits?.length ? { 'x-rate-limits': limits } : {}),
      ...(confirmedEmail ? { 'x-confirmed-email': true } : {}),
      parameters: [...parameters(call.params, 'path'), ...parameters(call.query, 'query')],
      ...(call.body ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(call.body, 'input') } } } } : {}),
      responses: {
        200:
          call.replyKind === 'binary'
            ? { description: '파일', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } }
            : { description: '성공', content: { 'application/json': { schema: toSchema(successSchema(call.reply), 'output') } } },
        '4XX': { description: '실패', content: { 'application/json': { schema: toSchema(ErrorBodySchema, 'output') } } },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: '에듀플랫폼 API', version: WEB_VERSION },
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'token=<jwt>' } } },
    security: [{ token: [] }],
    paths,
  };
}
