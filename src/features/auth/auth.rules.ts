/** Sign-in rules shared by the server and the screens. */

/** Failed sign-ins allowed in one window before 429: per account and address, and per address alone. */
export const LOGIN_LIMITS = { windowMinutes: 15, perAccountAndAddress: 5, perAddress: 30 } as const;

/** A password reset link is valid this long, and at most this many are sent per account per hour. */
export const RESET_LIMITS = { validMinutes: 60, perAccountPerHour: 3 } as const;

/** An e-mail confirmation link is valid this long; a new one retires the unused ones. */
export const CONFIRM_LIMITS = { validHours: 48 } as const;

/** Messages the screens show for the auth flows. */
export const AUTH_MESSAGES = {
  wrongCredentials: '이메일 또는 비밀번호가 올바르지 않습니다.',
  tooMany: (minutes: number) => `로그인 시도가 너무 많습니다. ${minutes}분 후 다시 시도하세요.`,
  signUpSent: '입력하신 주소로 안내 메일을 보냈습니다. 새 계정이면 메일의 링크로 이메일 주소를 확인하세요(결제와 시험지 올리기는 확인한 뒤에 됩니다). 이미 가입된 주소라면 메일의 안내에 따라 로그인하거나 비밀번호를 찾으세요.',
  staffSignUpSent: '입력하신 주소로 안내 메일을 보냈습니다. 새 계정은 권한 없음(레벨 0)으로 만들어지고, 마스터가 레벨을 올리면 업무 메뉴가 보입니다. 이미 가입된 주소라면 메일의 안내에 따라 로그인하거나 비밀번호를 찾으세요.',
  emailUnconfirmed: '이메일 주소를 확인한 뒤 이용할 수 있습니다. 가입할 때 받은 메일의 확인 링크를 여세요. 메일이 없으면 「확인 메일 다시 보내기」를 누르세요.',
  confirmInvalid: '확인 링크가 만료되었거나 이미 사용되었습니다. 로그인한 뒤 확인 메일을 다시 받으세요.',
  alreadyConfirmed: '이미 확인된 이메일 주소입니다.',
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
