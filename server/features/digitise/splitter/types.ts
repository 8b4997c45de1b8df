/**
 * The splitter's shapes (digitise area): what it returns for an exam paper. Every coordinate is in PDF points
 * from the top-left corner of its page, so that a box drawn on any render of the page lands on the same ink.
 */

/** A rectangle [x0, y0, x1, y1] in points from the page's top-left corner (x0 < x1, y0 < y1). */
export type Box = [number, number, number, number];

/**
 * One piece of a paper: a question (number "7"), a shared passage ("16-17") or a choice ("7.3").
 * `section` is "common" or the elective's name as printed ("미적분"); `part` counts the pieces of a question that
 * runs on across a column or a page (1, 2, ...).
 */
export type SplitItem = {
  kind: 'question' | 'passage' | 'choice';
  number: string;
  section: string;
  part: number;
  page: number;
  box: Box;
};

/** One page of the paper, 1-based, with its size in points. */
export type SplitPage = { page: number; width: number; height: number };

/** The whole answer for one paper. */
export type SplitResult = { pages: SplitPage[]; items: SplitItem[] };

/** How to split: progress reports, cancellation, and whether to read question numbers by OCR. */
export type SplitOptions = {
  onProgress?: (pagesDone: number, pagesTotal: number) => void;
  signal?: AbortSignal;
  ocr?: 'auto' | 'always' | 'never';
};

/** A page rendered to grayscale: one byte a pixel (0 black .. 255 white), `scale` pixels a point. */
export type GrayImage = { width: number; height: number; data: Uint8Array; scale: number };

/** One piece of text from a page's text layer, in points from the top-left (y0 top, y1 bottom). */
export type TextPiece = { str: string; x0: number; y0: number; x1: number; y1: number };
