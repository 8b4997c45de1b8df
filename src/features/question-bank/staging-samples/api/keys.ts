/** Query key roots of this slice: writes invalidate by these prefixes. */
export const STAGING_KEY = ['question-bank', 'staging'] as const;
export const SAMPLE_KEY = ['question-bank', 'samples'] as const;
