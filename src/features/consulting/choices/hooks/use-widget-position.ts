/**
 * The floating widget's position as state (consulting-widget.rules.ts says what a position is): read from
 * localStorage once, shown clamped to the viewport (and clamped again when the window changes size), moved by
 * dragging with pointer events (mouse, pen, touch: the pointer is captured, so a fast drag never loses the
 * button) or by the arrow keys, and stored when a drag ends or a key moves it. A press that never travelled
 * DRAG_THRESHOLD is a click; after a drag the click that follows is swallowed.
 */
import { useViewportSize } from '@mantine/hooks';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  clampPosition,
  dragTo,
  isDrag,
  moveByKey,
  readStoredPosition,
  storedPositionText,
  WIDGET_SIZE,
  WIDGET_STORAGE_KEY,
  type PointerPoint,
  type Viewport,
  type WidgetPosition,
} from '../consulting-widget.rules';

function loadPosition(): WidgetPosition {
  try {
    return readStoredPosition(localStorage.getItem(WIDGET_STORAGE_KEY));
  } catch {
    return readStoredPosition(null);
  }
}

function savePosition(p: WidgetPosition): void {
  try {
    localStorage.setItem(WIDGET_STORAGE_KEY, storedPositionText(p));
  } catch {
    // Storage refused (private mode, quota): the position lasts for this page only.
  }
}

interface Drag {
  pointerId: number;
  from: PointerPoint;
  start: WidgetPosition;
  moved: boolean;
}

export function useWidgetPosition(size: number = WIDGET_SIZE) {
  const { width, height } = useViewportSize();
  const [stored, setStored] = useState<WidgetPosition>(loadPosition);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<Drag | null>(null);
  const swallowClick = useRef(false);
  // The viewport is 0 x 0 until measured: show the stored position until then.
  const viewport: Viewport | null = width > 0 && height > 0 ? { width, height } : null;
  const clamp = (p: WidgetPosition) => (viewport ? clampPosition(p, viewport, size) : p);
  const position = clamp(stored);

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    swallowClick.current = false;
    drag.current = { pointerId: e.pointerId, from: { clientX: e.clientX, clientY: e.clientY }, start: position, moved: false };
  };
  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    if (!d.moved && !isDrag(d.from, e)) return;
    if (!d.moved) setDragging(true);
    d.moved = true;
    setStored(clamp(dragTo(d.start, d.from, e)));
  };
  /** A drag ends where the pointer is let go; a cancelled one (the browser took the pointer) ends where it last was, with no click to swallow. */
  const end = (e: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    drag.current = null;
    if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
    if (!d.moved) return;
    const last = cancelled ? position : clamp(dragTo(d.start, d.from, e));
    setStored(last);
    savePosition(last);
    setDragging(false);
    swallowClick.current = !cancelled;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const next = moveByKey(position, e.key, e.shiftKey);
    if (!next) return;
    e.preventDefault();
    const p = clamp(next);
    setStored(p);
    savePosition(p);
  };
  /** True (once) when the click in progress ends a drag and must not open the list. */
  const consumeDragClick = () => {
    const swallow = swallowClick.current;
    swallowClick.current = false;
    return swallow;
  };

  return {
    position,
    dragging,
    handlers: { onPointerDown, onPointerMove, onPointerUp: (e: PointerEvent<HTMLElement>) => end(e, false), onPointerCancel: (e: PointerEvent<HTMLElement>) => end(e, true), onKeyDown },
    consumeDragClick,
  };
}
