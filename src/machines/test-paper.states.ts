/**
 * The test-paper lifecycle's state codes and labels (spec section 4), apart from the machine
 * (test-paper.machine.ts) so that the contract and the customer's /post read them without xstate (issue 13 point 4).
 */
export const TEST_PAPER_STATE = {
  requested: { code: 1, label: '검토 요청' },
  rejected: { code: 2, label: '반려' },
  approved: { code: 3, label: '승인' },
} as const;

/** Every event of the test-paper machine. */
export const TEST_PAPER_EVENTS = ['APPROVE', 'REJECT', 'REOPEN'] as const;

/** The Korean label of a stored test-paper state (1 검토 요청, 2 반려, 3 승인); unknown codes show as the number. */
export const testPaperStateLabel = (code: number): string => Object.values(TEST_PAPER_STATE).find((s) => s.code === code)?.label ?? String(code);
