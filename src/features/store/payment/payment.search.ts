/**
 * The search params of the payment pages. Bad values are dropped, never fatal. Loaded with the screens (the routes'
 * `lazySearch`, issue 13 point 4).
 */
import { z } from 'zod';

/** /payment and /mobile/payment: `?consulting_application_id=` pays a consulting application; `?goods_code=` preselects a product. */
export const PaymentSearchSchema = z.object({
  consulting_application_id: z.coerce.number().int().min(1).optional().catch(undefined),
  goods_code: z.string().max(200).optional().catch(undefined),
});
export type PaymentSearch = z.output<typeof PaymentSearchSchema>;

/** The routes' `validateSearch`. */
export const parsePaymentSearch = (raw: Record<string, unknown>): PaymentSearch => PaymentSearchSchema.parse(raw);

const channel = z.enum(['web', 'mobile']).optional().catch(undefined);

/** /payment/done: the paid order and the channel it was paid from. */
const DoneSearchSchema = z.object({ orderId: z.string().max(64).catch(''), channel });
export const parseDoneSearch = (raw: Record<string, unknown>) => DoneSearchSchema.parse(raw);

const proceedText = z.string().max(300).optional().catch(undefined);
/** /payment/proceed: Toss's success redirect (a payment to confirm, or a card to register). */
const ProceedSearchSchema = z.object({
  paymentKey: proceedText,
  orderId: proceedText,
  amount: z.coerce.number().int().min(0).optional().catch(undefined),
  authKey: proceedText,
  customerKey: proceedText,
  goods_code: proceedText,
  channel,
});
export const parseProceedSearch = (raw: Record<string, unknown>) => ProceedSearchSchema.parse(raw);
