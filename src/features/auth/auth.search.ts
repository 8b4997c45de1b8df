/**
 * The search params of the e-mailed links' pages: /reset-password (the reset token and the realm it was asked from)
 * and /confirm-email (the confirmation token). Loaded with the screen (the route's `lazySearch`, issue 13 point 4).
 */
import { z } from 'zod';

const ResetPasswordSearchSchema = z.object({ token: z.string().optional().catch(undefined), realm: z.enum(['staff', 'customer']).optional().catch(undefined) });

/** The route's `validateSearch`. */
export const parseResetPasswordSearch = (raw: Record<string, unknown>) => ResetPasswordSearchSchema.parse(raw);

const ConfirmEmailSearchSchema = z.object({ token: z.string().optional().catch(undefined) });

/** The /confirm-email route's `validateSearch`. */
export const parseConfirmEmailSearch = (raw: Record<string, unknown>) => ConfirmEmailSearchSchema.parse(raw);
