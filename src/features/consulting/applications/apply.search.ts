/**
 * The search params of the consulting application pages (/consulting/apply and its done page; the failure page's
 * are in apply-failure.search.ts). Bad
 * values are dropped, never fatal. Loaded with the screens (the routes' `lazySearch`, issue 13 point 4).
 */
import { z } from 'zod';

/** /consulting/apply: `?service=` picks a service to start with (the event page's links). */
const ApplySearchSchema = z.object({ service: z.coerce.number().int().min(1).optional().catch(undefined) });
export const parseApplySearch = (raw: Record<string, unknown>) => ApplySearchSchema.parse(raw);

/** /consulting/apply/done: the application just sent. */
const ApplyDoneSearchSchema = z.object({ id: z.coerce.number().int().min(1).optional().catch(undefined) });
export const parseApplyDoneSearch = (raw: Record<string, unknown>) => ApplyDoneSearchSchema.parse(raw);
