/** Query keys of the curriculum: every curriculum read starts with CURRICULUM_KEY, so one invalidation covers them. */
export const CURRICULUM_KEY = ['curriculum'] as const;
export const LITERATURE_KEY = [...CURRICULUM_KEY, 'literature'] as const;
/** The chapter explorer's reads: main units (main-category) and the children of a unit (sub-category). */
export const CHAPTER_EXPLORER_KEY = [...CURRICULUM_KEY, 'chapter-explorer'] as const;
