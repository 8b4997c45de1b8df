/**
 * The lengths of a refund request's texts (README "Store and payment", 청약철회), without zod: the contract
 * (refund-requests.ts) checks them, and the public 결제 내역 page reads them from here without loading zod.
 */

/** The customer's reason: 5 to 500 characters (trimmed). */
export const REFUND_REASON_LENGTH = { min: 5, max: 500 } as const;
/** The administrator's answer to a rejection: 1 to 500 characters (trimmed). */
export const REFUND_ANSWER_LENGTH = { min: 1, max: 500 } as const;
