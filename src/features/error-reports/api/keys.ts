/** Query key roots of this slice: writes invalidate by these prefixes. */
export const ERROR_REPORT_KEY = ['error-reports'] as const;
export const COMMENT_KEY = ['question-bank', 'question-comments'] as const;
