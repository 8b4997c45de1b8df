/**
 * The search params of /reset-password (the e-mailed link): the reset token and the realm it was asked from. Loaded
 * with the screen (the route's `lazySearch`, issue 13 point 4).
 */
import { z } from 'zod';

const ResetPasswordSearchSchema = z.object({ token: z.string().optional().catch(undefined), realm: z.enum(['staff', 'customer']).optional().catch(undefined) });

/** The route's `validateSearch`. */
export const parseResetPasswordSearch = (raw: Record<string, unknown>) => ResetPasswordSearchSchema.parse(raw);
