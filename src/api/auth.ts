/**
 * Auth calls (spec section 7, Auth): both sign-in realms, registration, session refresh, password reset, e-mail
 * confirmation. Sign-up answers the same whether or not the address already has an account (the owner of an existing
 * one gets a mail instead), so no call tells who has an account.
 */
import { z } from 'zod';
import { defineCall, EmptyReplySchema, LIMITS } from './http';

/** An e-mail address, trimmed and lower-cased so that one person has one account per realm. */
export const EmailSchema = z.string().trim().toLowerCase().max(LIMITS.email).pipe(z.email({ message: '올바른 이메일 주소를 입력하세요.' }));
/** A password as typed at sign-in: only bounded, never echoed. */
export const PasswordSchema = z.string().min(1, '비밀번호를 입력하세요.').max(LIMITS.password.max);
/** A new password: at least 8 characters with a letter and a digit. */
export const NewPasswordSchema = z
  .string()
  .min(LIMITS.password.min, `비밀번호는 ${LIMITS.password.min}자 이상이어야 합니다.`)
  .max(LIMITS.password.max)
  .regex(/[A-Za-z]/, '비밀번호에 영문자를 포함하세요.')
  .regex(/\d/, '비밀번호에 숫자를 포함하세요.');
/** A display name as shown in lists. */
export const DisplayNameSchema = z.string().trim().min(1, '이름을 입력하세요.').max(50, '이름은 50자 이하로 입력하세요.');

/** Which sign-in realm an account belongs to: staff (admin workspace) or customer (public site). */
export const RealmSchema = z.enum(['staff', 'customer']);

/** User info (spec section 3): what a restored session knows about its user. */
export const UserInfoSchema = z.object({
  /** The user's id. */
  uid: z.number().int(),
  /** Staff level 0-10 (spec section 6); customers are 0. */
  level: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** Whether the user receives notifications. */
  alarm: z.boolean(),
  /**
   * Whether the owner confirmed the address (the e-mailed link, or a password reset by mail). A customer without it
   * may sign in and read, but not buy or upload: the screens say so and offer to send the link again.
   */
  email_confirmed: z.boolean(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  /** Realm to sign in to; staff when left out (the admin login), customer for /login. */
  realm: RealmSchema.optional(),
});
export const LoginReplySchema = z.object({ token: z.string() });

export const RegisterBodySchema = z.object({
  displayName: DisplayNameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
});
/**
 * The reply of both sign-ups: nothing, the same whether the account was made or the address already had one (whose
 * owner is mailed instead). A new staff account starts at level 0; a new customer gets a confirmation link by mail.
 */
export const SignUpReplySchema = EmptyReplySchema;

export const RefreshBodySchema = z.object({ accessToken: z.string().min(1).max(4096) });
export const RefreshReplySchema = z.object({
  /** A fresh token with a new expiry. */
  token: z.string(),
  userData: UserInfoSchema,
  /** When the account started (ISO date-time): the first day counted for work time and pay. */
  beginning: z.string(),
});

/** A customer account: a student or a parent. */
export const CustomerTypeSchema = z.enum(['student', 'parent']);
export const UserCreateBodySchema = z.object({
  displayName: DisplayNameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
  type: CustomerTypeSchema,
});

export const PasswordFindBodySchema = z.object({ email: EmailSchema, realm: RealmSchema.optional() });
/** A one-time token from an e-mailed link (password reset, e-mail confirmation). */
export const MailTokenSchema = z.string().min(20).max(200);

export const PasswordResetBodySchema = z.object({
  /** The one-time token from the e-mailed link. */
  token: MailTokenSchema,
  password: NewPasswordSchema,
});

export const EmailConfirmBodySchema = z.object({
  /** The one-time token from the confirmation mail's link. */
  token: MailTokenSchema,
});

/** POST /api/auth/login: `{result, token}` (spec section 7). */
export const login = defineCall({ method: 'POST', path: '/api/auth/login', area: 'auth', summary: '로그인', body: LoginBodySchema, reply: LoginReplySchema });
/** POST /api/auth/register: staff sign-up at level 0 until a master raises it. */
export const register = defineCall({ method: 'POST', path: '/api/auth/register', area: 'auth', summary: '직원 회원가입 (이미 있는 주소여도 같은 응답; 그 주소로 안내 메일)', body: RegisterBodySchema, reply: SignUpReplySchema });
/** POST /api/auth/refresh-token: restores a session from a stored token. */
export const refreshToken = defineCall({ method: 'POST', path: '/api/auth/refresh-token', area: 'auth', summary: '세션 복원', body: RefreshBodySchema, reply: RefreshReplySchema });
/** POST /api/user/create: customer (student or parent) sign-up. */
export const userCreate = defineCall({ method: 'POST', path: '/api/user/create', area: 'auth', summary: '고객 회원가입 (이메일 확인 링크를 메일로; 이미 있는 주소여도 같은 응답)', body: UserCreateBodySchema, reply: SignUpReplySchema });
/** POST /api/user/password/find: e-mails a one-time reset link; the same reply whether or not the address exists. */
export const passwordFind = defineCall({ method: 'POST', path: '/api/user/password/find', area: 'auth', summary: '비밀번호 찾기', body: PasswordFindBodySchema, reply: EmptyReplySchema });
/** POST /api/user/password/reset: sets a new password with the one-time token (not in the spec; the reset page needs it). */
export const passwordReset = defineCall({ method: 'POST', path: '/api/user/password/reset', area: 'auth', summary: '비밀번호 재설정', body: PasswordResetBodySchema, reply: EmptyReplySchema });
/** POST /api/user/email/confirm: confirms the address with the one-time token of the confirmation mail (not in the spec). */
export const emailConfirm = defineCall({ method: 'POST', path: '/api/user/email/confirm', area: 'auth', summary: '이메일 주소 확인 (메일의 링크)', body: EmailConfirmBodySchema, reply: EmptyReplySchema });
/** POST /api/user/email/confirm/resend: mails the signed-in customer a new confirmation link (not in the spec); 409 once confirmed. */
export const emailConfirmResend = defineCall({ method: 'POST', path: '/api/user/email/confirm/resend', area: 'auth', summary: '확인 메일 다시 보내기', reply: EmptyReplySchema });
