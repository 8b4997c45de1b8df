/**
 * Staff levels (spec section 6) and the one route-level access rule used by the server (route declarations)
 * and the client (navigation, buttons). Record-level rules (whose exam, which state) are the areas' policies
 * (policy.ts). Levels are ordered: a higher level may do what a lower one may,
 * which is how the team runs the workspace (see the permission table in README.md).
 */

/** The levels of spec section 6, by role. */
export const LEVEL = {
  none: 0,
  aiReview: 1,
  teacher: 2,
  reviewer: 3,
  adminExternal: 4,
  adminInternal: 5,
  master: 10,
} as const;
export type Level = (typeof LEVEL)[keyof typeof LEVEL];
/** Every level a staff account can hold, ascending. */
export const LEVELS: readonly Level[] = [0, 1, 2, 3, 4, 5, 10];
/** Lowest and highest level (spec section 9: admin levels 0 to 10). */
export const LEVEL_RANGE = { min: 0, max: 10 } as const;

/** Korean role names shown in the admin shell and the permission page. */
export const LEVEL_LABELS: Record<Level, string> = {
  0: '권한 없음',
  1: 'AI 검수',
  2: '선생님(유형)',
  3: '검수·분류',
  4: '관리자(외부)',
  5: '관리자(내부)',
  10: '마스터',
};

/**
 * Who may call a route or open a screen:
 * - `public`: anyone;
 * - `customer`: a signed-in student or parent (customer token);
 * - `staff`: any signed-in staff account, level 0 included (own profile, session);
 * - `signedIn`: anyone signed in, customer or staff (a record-level policy then says whose record each may read);
 * - `{ minLevel }`: staff at that level or above;
 * - `{ levels }`: staff at exactly one of those levels.
 */
export type Access = 'public' | 'customer' | 'staff' | 'signedIn' | { minLevel: Level } | { levels: readonly Level[] };

/** The signed-in party as far as access is concerned. */
export interface Principal {
  realm: 'staff' | 'customer';
  level: number;
}

/** Outcome of an access check: the server maps these to 200/401/403, the client shows or hides. */
export type AccessOutcome = 'allowed' | 'unauthenticated' | 'forbidden';

/** The one access rule. A customer token never passes a staff rule, nor a staff token a customer one. */
export function checkAccess(access: Access, who: Principal | null): AccessOutcome {
  if (access === 'public') return 'allowed';
  if (!who) return 'unauthenticated';
  if (access === 'signedIn') return 'allowed';
  if (access === 'customer') return who.realm === 'customer' ? 'allowed' : 'forbidden';
  if (who.realm !== 'staff') return 'forbidden';
  if (access === 'staff') return 'allowed';
  if ('minLevel' in access) return who.level >= access.minLevel ? 'allowed' : 'forbidden';
  return access.levels.includes(who.level as Level) ? 'allowed' : 'forbidden';
}

/**
 * The one rule of routes declared `confirmedEmail` (buying and uploading): a customer whose address is not confirmed
 * yet is refused; staff accounts are unaffected (their addresses are not confirmed by mail).
 */
export function lacksConfirmedEmail(who: Principal & { email_confirmed: boolean }): boolean {
  return who.realm === 'customer' && !who.email_confirmed;
}

/** A short Korean description of an access rule, for docs and the permission page. */
export function describeAccess(access: Access, confirmedEmail?: boolean): string {
  if (confirmedEmail) return `${describeAccess(access)} · 이메일 확인 필요`;
  if (access === 'public') return '누구나';
  if (access === 'customer') return '고객(학생·학부모)';
  if (access === 'signedIn') return '로그인한 누구나(고객·직원)';
  if (access === 'staff') return '직원 전체(레벨 0 포함)';
  if ('minLevel' in access) return `레벨 ${access.minLevel} 이상`;
  return `레벨 ${access.levels.join(', ')}`;
}
