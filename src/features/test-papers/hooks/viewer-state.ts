/**
 * The test-paper viewer's state as a pure reducer: which page is shown (pages run across the paper's files:
 * each image is one page, a PDF as many as it has), the zoom ('fit' or a scale) and the rotation in 90°
 * steps. The component measures the page and the box; everything else is decided here.
 */

/** Rotations the viewer offers, clockwise. */
export type Rotation = 0 | 90 | 180 | 270;

export interface ViewerState {
  /** The page shown, from 1, across all files. */
  page: number;
  /** 'fit' shows the whole page in the box; a number is the scale (1 = 100 %). */
  zoom: 'fit' | number;
  rotation: Rotation;
}

/** The scales 확대 and 축소 step through (1 = 100 %); 'fit' may land between them. */
export const ZOOM_LEVELS = [0.25, 0.33, 0.5, 0.67, 0.75, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4] as const;
/** Zoom limits. */
export const ZOOM = { min: ZOOM_LEVELS[0], max: ZOOM_LEVELS[ZOOM_LEVELS.length - 1] } as const;
/** Scales closer than this are the same step. */
const EPSILON = 0.005;

/** A paper opens on its first page, fitted, unrotated. */
export const INITIAL_VIEWER: ViewerState = { page: 1, zoom: 'fit', rotation: 0 };

export type ViewerAction =
  | { type: 'next'; total: number }
  | { type: 'prev' }
  | { type: 'goto'; page: number; total: number }
  /** `current` is the scale on screen now (what 'fit' came to). */
  | { type: 'zoomIn'; current: number }
  | { type: 'zoomOut'; current: number }
  | { type: 'fit' }
  | { type: 'rotate' };

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** The viewer's state after one action (page turns stop at the ends; zoom stays within ZOOM). */
export function viewerReducer(state: ViewerState, action: ViewerAction): ViewerState {
  switch (action.type) {
    case 'next':
      return state.page < action.total ? { ...state, page: state.page + 1 } : state;
    case 'prev':
      return state.page > 1 ? { ...state, page: state.page - 1 } : state;
    case 'goto':
      return { ...state, page: clamp(Math.round(action.page), 1, Math.max(1, action.total)) };
    case 'zoomIn':
      return { ...state, zoom: ZOOM_LEVELS.find((z) => z > action.current + EPSILON) ?? ZOOM.max };
    case 'zoomOut':
      return { ...state, zoom: [...ZOOM_LEVELS].reverse().find((z) => z < action.current - EPSILON) ?? ZOOM.min };
    case 'fit':
      return { ...state, zoom: 'fit' };
    case 'rotate':
      return { ...state, rotation: ((state.rotation + 90) % 360) as Rotation };
  }
}

/** Whether zooming in is still possible from the scale on screen. */
export const canZoomIn = (current: number) => current < ZOOM.max - EPSILON;
/** Whether zooming out is still possible from the scale on screen. */
export const canZoomOut = (current: number) => current > ZOOM.min + EPSILON;

/** The scale at which a page (its unrotated size) fits whole in the box after rotation, within the zoom limits. */
export function fitScale(box: { width: number; height: number }, page: { width: number; height: number }, rotation: Rotation): number {
  if (page.width <= 0 || page.height <= 0 || box.width <= 0 || box.height <= 0) return 1;
  const turned = rotation % 180 !== 0;
  const w = turned ? page.height : page.width;
  const h = turned ? page.width : page.height;
  return clamp(Math.min(box.width / w, box.height / h), ZOOM.min, ZOOM.max);
}

/** The scale on screen for a zoom setting. */
export const scaleOf = (zoom: ViewerState['zoom'], fit: number) => (zoom === 'fit' ? fit : zoom);

/** A file of a paper as the viewer counts its pages: an image is one page; a PDF has `pages` once loaded (one until then). */
export interface ViewerFile {
  kind: 'pdf' | 'image';
  pages?: number;
}

/** The number of pages across the files. */
export const totalPages = (files: readonly ViewerFile[]) => files.reduce((n, f) => n + (f.kind === 'pdf' ? (f.pages ?? 1) : 1), 0);

/** Which file a page (from 1, across files) is in, and its page within that file (from 1); null past the end. */
export function locatePage(files: readonly ViewerFile[], page: number): { fileIndex: number; pageInFile: number } | null {
  let first = 1;
  for (const [fileIndex, f] of files.entries()) {
    const count = f.kind === 'pdf' ? (f.pages ?? 1) : 1;
    if (page < first + count) return page >= first ? { fileIndex, pageInFile: page - first + 1 } : null;
    first += count;
  }
  return null;
}

/** The viewer's kind of a stored file, from its content type. */
export const fileKind = (contentType: string): ViewerFile['kind'] => (contentType.toLowerCase().includes('pdf') ? 'pdf' : 'image');
