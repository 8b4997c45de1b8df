/**
 * The search params of /consulting/apply/failure: why the application did not go through (`?reason=duplicate|error`),
 * dropped when it is anything else. Plain code, not zod (issue 13 point 4): the page needs nothing else loaded.
 */
export const APPLY_FAILURE_REASONS = ['duplicate', 'error'] as const;
export type ApplyFailureReason = (typeof APPLY_FAILURE_REASONS)[number];

/** The route's `validateSearch`. */
export function parseApplyFailureSearch(raw: Record<string, unknown>): { reason?: ApplyFailureReason } {
  const reason = APPLY_FAILURE_REASONS.find((r) => r === raw.reason);
  return reason ? { reason } : {};
}
