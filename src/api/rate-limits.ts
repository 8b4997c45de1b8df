/**
 * Every rate limit of the API in one table (README "Rate limits", generated from it with the routes that name each
 * entry). A route names its limits next to its declaration (`defineRoute({ call, access, limits: [RATE_LIMITS.x] })`);
 * routes naming the same entry share its counters (staff and customer sign-up count together). Each entry counts, in
 * one fixed window, per client address, per signed-in account and per e-mail named in the body, wherever it gives a
 * maximum. Plain data (no zod): the server, the docs generator and the screens read it.
 */

/** What may be counted: the client's address, the signed-in account, the e-mail address a body names. */
export type RateLimitScope = 'address' | 'account' | 'email';

/** One limit: at most `per[scope]` requests per key of that scope in `windowSeconds`. */
export interface RateLimit {
  /** The first part of its counters' keys (`coupon-check:address:10.0.0.1`). */
  name: string;
  /** What is limited, as the person is told (Korean): "쿠폰 확인 요청이 너무 많습니다". */
  what: string;
  /** The length of one fixed window. */
  windowSeconds: number;
  /** The most requests per key in one window, for each scope counted. */
  per: Partial<Record<RateLimitScope, number>>;
}

const MINUTE = 60;
const HOUR = 3600;

/** The limits (README "Rate limits"). */
export const RATE_LIMITS = {
  signUp: { name: 'sign-up', what: '회원 가입', windowSeconds: HOUR, per: { address: 5 } },
  passwordFind: { name: 'password-find', what: '비밀번호 찾기', windowSeconds: HOUR, per: { address: 5, email: 5 } },
  passwordReset: { name: 'password-reset', what: '비밀번호 재설정', windowSeconds: HOUR, per: { address: 10 } },
  pageViews: { name: 'page-views', what: '페이지 조회 기록', windowSeconds: MINUTE, per: { address: 60 } },
  referers: { name: 'referers', what: '유입 경로 기록', windowSeconds: MINUTE, per: { address: 10 } },
  sampleTest: { name: 'sample-test', what: '체험 테스트', windowSeconds: MINUTE, per: { address: 30 } },
  consultingSearch: { name: 'consulting-search', what: '대학 검색', windowSeconds: MINUTE, per: { address: 120 } },
  couponCheck: { name: 'coupon-check', what: '쿠폰 확인', windowSeconds: 10 * MINUTE, per: { address: 20, account: 20 } },
  uploads: { name: 'uploads', what: '파일 올리기', windowSeconds: HOUR, per: { address: 60, account: 30 } },
  orders: { name: 'orders', what: '주문', windowSeconds: 10 * MINUTE, per: { address: 60, account: 30 } },
  tossWebhook: { name: 'toss-webhook', what: '토스 웹훅', windowSeconds: MINUTE, per: { address: 300 } },
} as const satisfies Record<string, RateLimit>;

/** The scopes in the order they are counted: a request refused by the first is not counted by the others. */
export const RATE_LIMIT_SCOPES: readonly RateLimitScope[] = ['address', 'account', 'email'];

/** A wait in Korean: 45초, 3분, 1시간, 1시간 5분. */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < MINUTE) return `${s}초`;
  const minutes = Math.ceil(s / MINUTE);
  if (minutes < 60) return `${minutes}분`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours}시간 ${rest}분` : `${hours}시간`;
}

/** What a refused request is told: what was limited and how long to wait. */
export const rateLimitMessage = (limit: RateLimit, retryAfterSeconds: number) =>
  `${limit.what} 요청이 너무 많습니다. ${waitText(retryAfterSeconds)} 뒤에 다시 시도하세요.`;

/** A window in words for the docs: 1분, 10분, 1시간. */
export const windowText = (limit: RateLimit) => waitText(limit.windowSeconds);
