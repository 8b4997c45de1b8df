/**
 * The test-paper viewer's pure state (src/features/test-papers/hooks/viewer-state.ts): pages across a paper's
 * files, turning pages, the zoom steps and 'fit', and rotation.
 */
import { describe, expect, it } from 'vitest';
import { canZoomIn, canZoomOut, fileKind, fitScale, INITIAL_VIEWER, locatePage, scaleOf, totalPages, viewerReducer, ZOOM, type ViewerFile } from '../../src/features/test-papers/hooks/viewer-state';

describe('pages across files', () => {
  const photos: ViewerFile[] = [{ kind: 'image' }, { kind: 'image' }, { kind: 'image' }];
  const pdfLoaded: ViewerFile[] = [{ kind: 'pdf', pages: 4 }];
  const mixed: ViewerFile[] = [{ kind: 'pdf', pages: 2 }, { kind: 'image' }, { kind: 'pdf', pages: 3 }];

  it('counts a photo as one page and a PDF as its pages (one until it is open)', () => {
    expect(totalPages(photos)).toBe(3);
    expect(totalPages(pdfLoaded)).toBe(4);
    expect(totalPages([{ kind: 'pdf' }])).toBe(1);
    expect(totalPages(mixed)).toBe(6);
    expect(totalPages([])).toBe(0);
  });

  it.each([
    [1, { fileIndex: 0, pageInFile: 1 }],
    [2, { fileIndex: 0, pageInFile: 2 }],
    [3, { fileIndex: 1, pageInFile: 1 }],
    [4, { fileIndex: 2, pageInFile: 1 }],
    [6, { fileIndex: 2, pageInFile: 3 }],
  ])('page %i of the mixed paper', (page, expected) => {
    expect(locatePage(mixed, page)).toEqual(expected);
  });

  it('has nothing before the first or past the last page', () => {
    expect(locatePage(mixed, 0)).toBeNull();
    expect(locatePage(mixed, 7)).toBeNull();
    expect(locatePage(photos, 3)).toEqual({ fileIndex: 2, pageInFile: 1 });
  });

  it('reads the kind from the content type', () => {
    expect(fileKind('application/pdf')).toBe('pdf');
    expect(fileKind('image/jpeg')).toBe('image');
    expect(fileKind('image/png')).toBe('image');
  });
});

describe('turning pages', () => {
  it('stops at the first and the last page', () => {
    let s = viewerReducer(INITIAL_VIEWER, { type: 'prev' });
    expect(s.page).toBe(1);
    s = viewerReducer(s, { type: 'next', total: 2 });
    s = viewerReducer(s, { type: 'next', total: 2 });
    expect(s.page).toBe(2);
    s = viewerReducer(s, { type: 'prev' });
    expect(s.page).toBe(1);
  });

  it('goes to a page within the paper', () => {
    expect(viewerReducer(INITIAL_VIEWER, { type: 'goto', page: 9, total: 3 }).page).toBe(3);
    expect(viewerReducer(INITIAL_VIEWER, { type: 'goto', page: -2, total: 3 }).page).toBe(1);
  });
});

describe('zoom and rotation', () => {
  it('steps through round scales from whatever fit came to, within the limits', () => {
    expect(viewerReducer(INITIAL_VIEWER, { type: 'zoomIn', current: 0.83 }).zoom).toBe(0.9);
    expect(viewerReducer(INITIAL_VIEWER, { type: 'zoomOut', current: 0.83 }).zoom).toBe(0.75);
    expect(viewerReducer({ ...INITIAL_VIEWER, zoom: 1 }, { type: 'zoomIn', current: 1 }).zoom).toBe(1.1);
    expect(viewerReducer({ ...INITIAL_VIEWER, zoom: 1 }, { type: 'zoomOut', current: 1 }).zoom).toBe(0.9);
    expect(viewerReducer(INITIAL_VIEWER, { type: 'zoomIn', current: ZOOM.max }).zoom).toBe(ZOOM.max);
    expect(viewerReducer(INITIAL_VIEWER, { type: 'zoomOut', current: ZOOM.min }).zoom).toBe(ZOOM.min);
    expect(canZoomIn(ZOOM.max)).toBe(false);
    expect(canZoomOut(ZOOM.min)).toBe(false);
    expect(canZoomIn(1) && canZoomOut(1)).toBe(true);
  });

  it('fit shows the whole page, turned or not', () => {
    const a4 = { width: 794, height: 1123 };
    expect(fitScale({ width: 800, height: 600 }, a4, 0)).toBeCloseTo(600 / 1123);
    expect(fitScale({ width: 800, height: 600 }, a4, 90)).toBeCloseTo(800 / 1123);
    expect(fitScale({ width: 1200, height: 600 }, a4, 270)).toBeCloseTo(600 / 794);
    expect(fitScale({ width: 800, height: 2000 }, a4, 0)).toBeCloseTo(800 / 794);
    expect(fitScale({ width: 0, height: 0 }, a4, 0)).toBe(1);
    const s = viewerReducer({ ...INITIAL_VIEWER, zoom: 2 }, { type: 'fit' });
    expect(s.zoom).toBe('fit');
    expect(scaleOf(s.zoom, 0.7)).toBe(0.7);
    expect(scaleOf(1.5, 0.7)).toBe(1.5);
  });

  it('rotates by 90° and comes back after four turns', () => {
    const turns = [1, 2, 3, 4].map((n) => Array.from({ length: n }).reduce<typeof INITIAL_VIEWER>((s) => viewerReducer(s, { type: 'rotate' }), INITIAL_VIEWER).rotation);
    expect(turns).toEqual([90, 180, 270, 0]);
  });
});
