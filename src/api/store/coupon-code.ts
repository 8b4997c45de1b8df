/**
 * Coupon codes (README "Store and payment"): random, 12 characters from an alphabet without look-alikes (no 0/O,
 * 1/I/L), so that a code can be read aloud or typed from paper, and cannot be guessed by walking numbers. A code
 * is typed in any case, with spaces or hyphens (shown in groups of four: ABCD-EFGH-JKMN); it is stored as the
 * upper-case characters alone. Plain code (no zod), shared by the contract, the server and the screens.
 */

/** The characters of a code. */
export const COUPON_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** The length of a generated code (at least 10 for any code the server accepts). */
export const COUPON_CODE_LENGTH = 12;
/** The shortest and longest code a customer may type (after removing separators). */
export const COUPON_CODE_MIN = 10;
export const COUPON_CODE_MAX = 32;

/** A typed code as stored: upper case, spaces and hyphens removed. */
export const normalizeCouponCode = (typed: string): string => typed.replace(/[\s-]+/g, '').toUpperCase();

/** Whether a normalized code has the form of a coupon code (alphabet and length). */
export function isCouponCode(code: string): boolean {
  if (code.length < COUPON_CODE_MIN || code.length > COUPON_CODE_MAX) return false;
  for (const ch of code) if (!COUPON_CODE_ALPHABET.includes(ch)) return false;
  return true;
}

/** A stored code as shown: groups of four joined by hyphens. */
export const formatCouponCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;

/** A new random code from `random` (crypto.getRandomValues on the server): unbiased over the alphabet. */
export function generateCouponCode(random: (bytes: Uint8Array) => Uint8Array, length = COUPON_CODE_LENGTH): string {
  const n = COUPON_CODE_ALPHABET.length;
  const limit = 256 - (256 % n);
  let out = '';
  while (out.length < length) {
    for (const b of random(new Uint8Array(length * 2))) {
      if (b < limit && out.length < length) out += COUPON_CODE_ALPHABET[b % n];
    }
  }
  return out;
}

/** The kinds of coupon: who may use it, how often. */
export const COUPON_KIND = {
  single: { value: 'single', label: '지정 고객 1회' },
  onceEach: { value: 'once_each', label: '누구나 1인 1회' },
  unlimited: { value: 'unlimited', label: '누구나 제한 없음' },
} as const;
export type CouponKind = (typeof COUPON_KIND)[keyof typeof COUPON_KIND]['value'];
export const COUPON_KINDS = Object.values(COUPON_KIND).map((k) => k.value) as [CouponKind, ...CouponKind[]];
/** The Korean label of a kind. */
export const couponKindLabel = (kind: string): string => Object.values(COUPON_KIND).find((k) => k.value === kind)?.label ?? kind;
