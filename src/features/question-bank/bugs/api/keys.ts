/** Query key roots of this slice: writes invalidate by these prefixes. */
export const BUG_KEY = ['question-bank', 'bugs'] as const;
export const COMMENT_KEY = ['question-bank', 'question-comments'] as const;
