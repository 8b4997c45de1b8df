/** Sign-in rules shared by the server and the screens. */

/** Failed sign-ins allowed in one window before 429: per account and address, and per address alone. */
export const LOGIN_LIMITS = { windowMinutes: 15, perAccountAndAddress: 5, perAddress: 30 } as const;

/** A password reset link is valid this long, and at most this many are sent per account per hour. */
export const RESET_LIMITS = { validMinutes: 60, perAccountPerHour: 3 } as const;

/** Messages the screens show for the auth flows. */
export const AUTH_MESSAGES = {
  wrongCredentials: '이메일 또는 비밀번호가 올바르지 않습니다.',
  tooMany: (minutes: number) => `로그인 시도가 너무 많습니다. ${minutes}분 후 다시 시도하세요.`,
  emailTaken: '이미 가입된 이메일입니다.',
  resetSent: '입력하신 이메일로 비밀번호 재설정 링크를 보냈습니다. 메일함을 확인하세요.',
  resetInvalid: '재설정 링크가 만료되었거나 이미 사용되었습니다. 비밀번호 찾기를 다시 요청하세요.',
  sessionExpired: '로그인 정보가 만료되었습니다. 다시 로그인하세요.',
} as const;

/**
 * The localStorage keys of the two realms' tokens, as TOKEN_KEYS of src/api/client.ts writes them (tests/unit/
 * session-start.test.ts checks they are the same). Issue 13 point 4: the app reads them at start to know whether
 * there is a session to restore without loading the client (ky, zod) for a visitor who has none.
 */
export const STORED_TOKEN_KEYS = { staff: 'admin_token', customer: 'customer_token' } as const;

/** Where to go after signing in (`/login?redirect=/post`): only a path of this site, never another site (`//evil`, `https:`). */
export function safeRedirect(value: unknown): string | undefined {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && value.length <= 200 ? value : undefined;
}
