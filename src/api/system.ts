/** System calls: health and version (issue: web version shown in the shell and returned by /api/health). */
import { z } from 'zod';
import { defineCall } from './http';

/** The web version of spec section 9. */
export const WEB_VERSION = '1.14.100';

export const HealthReplySchema = z.object({
  /** The web version (spec section 9). */
  version: z.string(),
  /** Which database the instance runs on. */
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});

/** GET /api/health: liveness, version and database kind. */
export const health = defineCall({ method: 'GET', path: '/api/health', area: 'system', summary: '상태 확인', reply: HealthReplySchema });
