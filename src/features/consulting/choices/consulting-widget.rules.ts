/**
 * Where the floating consulting widget sits (spec sections 2 and 9; issue 10 point 8), as pure maths.
 *
 * The spec gives the starting position as (-28, 34). Here a position is an offset from the viewport's
 * bottom-right corner, in CSS pixels: `x` is where the button's right edge is relative to the viewport's right
 * edge (negative: inside, to the left; the button sits at `right: -x`), and `y` is how far the button's bottom
 * edge is above the viewport's bottom edge (`bottom: y`). So the widget starts 28 px from the right and 34 px
 * from the bottom, the usual place of a floating button, and it keeps its distance from that corner when the
 * window is resized. Moving right raises x, moving up raises y.
 *
 * A position is always shown clamped so that the whole button is inside the viewport; dragging past a pointer
 * threshold moves it (a shorter press is a click that opens the list); arrow keys move it by KEY_STEP
 * (KEY_STEP_LARGE with Shift), Home puts it back at the start. The last position is kept in localStorage.
 */

/** An offset from the viewport's bottom-right corner (see the file comment). */
export interface WidgetPosition {
  x: number;
  y: number;
}

/** The viewport's size in CSS pixels. */
export interface Viewport {
  width: number;
  height: number;
}

/** A pointer's place on the screen (a PointerEvent has these). */
export interface PointerPoint {
  clientX: number;
  clientY: number;
}

/** The spec's starting position (section 9: -28 and 34): 28 px from the right edge, 34 px from the bottom. */
export const WIDGET_START: WidgetPosition = { x: -28, y: 34 };
/** The button's width and height. */
export const WIDGET_SIZE = 64;
/** How far an arrow key moves it, and with Shift. */
export const KEY_STEP = 10;
export const KEY_STEP_LARGE = 50;
/** How far a pointer must travel before a press becomes a drag (touch jitters a few pixels on a tap). */
export const DRAG_THRESHOLD = 6;
/** The localStorage key of the last position. */
export const WIDGET_STORAGE_KEY = 'consulting-widget-position';

/** The position with the whole button inside the viewport (a viewport smaller than the button pins it to the corner). */
export function clampPosition(p: WidgetPosition, viewport: Viewport, size: number = WIDGET_SIZE): WidgetPosition {
  const minX = Math.min(0, size - viewport.width);
  const maxY = Math.max(0, viewport.height - size);
  const x = Math.round(Math.min(0, Math.max(minX, p.x)));
  const y = Math.round(Math.min(maxY, Math.max(0, p.y)));
  // Normalise -0 so that stored and compared positions are plain numbers.
  return { x: x === 0 ? 0 : x, y: y === 0 ? 0 : y };
}

/** Whether a pointer has travelled far enough from where it was pressed to be a drag. */
export function isDrag(from: PointerPoint, to: PointerPoint, threshold: number = DRAG_THRESHOLD): boolean {
  return Math.hypot(to.clientX - from.clientX, to.clientY - from.clientY) >= threshold;
}

/** Where a drag puts the button: the start position moved with the pointer (screen y grows downwards, the position's y upwards). */
export function dragTo(start: WidgetPosition, from: PointerPoint, to: PointerPoint): WidgetPosition {
  return { x: start.x + (to.clientX - from.clientX), y: start.y - (to.clientY - from.clientY) };
}

/** Where a key moves the button, or null for a key that does not move it (arrows, Shift for larger steps, Home for the start). */
export function moveByKey(p: WidgetPosition, key: string, large = false): WidgetPosition | null {
  const step = large ? KEY_STEP_LARGE : KEY_STEP;
  switch (key) {
    case 'ArrowLeft':
      return { x: p.x - step, y: p.y };
    case 'ArrowRight':
      return { x: p.x + step, y: p.y };
    case 'ArrowUp':
      return { x: p.x, y: p.y + step };
    case 'ArrowDown':
      return { x: p.x, y: p.y - step };
    case 'Home':
      return { ...WIDGET_START };
    default:
      return null;
  }
}

/** The CSS of a position for a `position: fixed` button. */
export const positionStyle = (p: WidgetPosition): { right: number; bottom: number } => ({ right: -p.x, bottom: p.y });

/** The stored position, or the start when there is none or it is not two finite numbers. */
export function readStoredPosition(text: string | null): WidgetPosition {
  if (!text) return { ...WIDGET_START };
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object') {
      const { x, y } = value as Record<string, unknown>;
      if (typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y)) return { x, y };
    }
  } catch {
    // Not JSON: the start position.
  }
  return { ...WIDGET_START };
}

/** The text a position is stored as. */
export const storedPositionText = (p: WidgetPosition): string => JSON.stringify({ x: p.x, y: p.y });
