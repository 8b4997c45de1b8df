/**
 * The test-paper contract's constants that the customer's upload form checks in the browser, apart from the
 * contract (test-papers.ts, which re-exports them) so that /post reads them without zod (issue 13 point 4).
 */
import type { MediaType } from './uploads';

/**
 * What a paper's files may be: one PDF of the whole paper, or photos of its pages (PNG or JPEG, stored upright
 * by their EXIF orientation). Each file is at most UPLOAD_MAX_MB, one upload carries at most UPLOAD_MAX_FILES
 * files, and an account stores at most UPLOAD_DAILY_MB a day (the same quota as every upload).
 */
export const TEST_PAPER_MEDIA = ['application/pdf', 'image/png', 'image/jpeg'] as const satisfies readonly MediaType[];

/** The years a paper may be from: the test-paper filter offers 2024 and 2025 (spec section 9); uploads accept any recent year. */
export const TEST_PAPER_YEARS = { min: 2015, max: 2100, filterDefault: [2025], filterOptions: [2025, 2024] } as const;
