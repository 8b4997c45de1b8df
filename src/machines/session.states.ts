/**
 * Where the app goes after a failed session restore (spec section 2), apart from the session machine
 * (session.machine.ts) so that a signed-in visitor's first load reads it without xstate (issue 13 point 4).
 */
export const RESTORE_FAILURE_REDIRECT = { adminExpired: '/admin/auth/login', customerExpired: '/' } as const;
