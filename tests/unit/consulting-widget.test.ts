/**
 * The floating consulting widget's position (src/features/consulting/choices/consulting-widget.rules.ts; spec
 * section 9: it starts at -28, 34), table by table: the start as CSS, clamping into the viewport (390 px and
 * 1280 px wide, a viewport smaller than the button), drag maths and the click threshold, the arrow keys, and
 * reading what localStorage holds.
 */
import { describe, expect, it } from 'vitest';
import {
  clampPosition,
  dragTo,
  isDrag,
  KEY_STEP,
  KEY_STEP_LARGE,
  moveByKey,
  positionStyle,
  readStoredPosition,
  storedPositionText,
  WIDGET_SIZE,
  WIDGET_START,
  type WidgetPosition,
} from '../../src/features/consulting/choices/consulting-widget.rules';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

describe('the start', () => {
  it('is the spec’s (-28, 34): 28 px from the right edge and 34 px from the bottom', () => {
    expect(WIDGET_START).toEqual({ x: -28, y: 34 });
    expect(positionStyle(WIDGET_START)).toEqual({ right: 28, bottom: 34 });
  });

  it('is inside the viewport on a phone and a desktop', () => {
    expect(clampPosition(WIDGET_START, phone)).toEqual(WIDGET_START);
    expect(clampPosition(WIDGET_START, desktop)).toEqual(WIDGET_START);
  });
});

describe('clampPosition keeps the whole button in the viewport', () => {
  const cases: Array<[string, WidgetPosition, { width: number; height: number }, WidgetPosition]> = [
    ['inside stays', { x: -100, y: 200 }, phone, { x: -100, y: 200 }],
    ['past the right edge', { x: 30, y: 100 }, phone, { x: 0, y: 100 }],
    ['past the left edge (390 px)', { x: -1000, y: 100 }, phone, { x: -(390 - WIDGET_SIZE), y: 100 }],
    ['past the left edge (1280 px)', { x: -5000, y: 100 }, desktop, { x: -(1280 - WIDGET_SIZE), y: 100 }],
    ['below the bottom', { x: -28, y: -20 }, phone, { x: -28, y: 0 }],
    ['above the top', { x: -28, y: 5000 }, phone, { x: -28, y: 844 - WIDGET_SIZE }],
    ['a corner beyond both', { x: -5000, y: 5000 }, desktop, { x: -(1280 - WIDGET_SIZE), y: 800 - WIDGET_SIZE }],
    ['a viewport smaller than the button pins it to the corner', { x: -30, y: 30 }, { width: 40, height: 40 }, { x: 0, y: 0 }],
    ['fractions are rounded', { x: -10.6, y: 20.4 }, phone, { x: -11, y: 20 }],
  ];
  it.each(cases)('%s', (_, p, viewport, expected) => {
    expect(clampPosition(p, viewport)).toEqual(expected);
  });

  it('a desktop position is pulled in when the window narrows to 390 px, and kept when it widens again', () => {
    const far = { x: -1100, y: 600 };
    expect(clampPosition(far, desktop)).toEqual(far);
    expect(clampPosition(far, { width: 390, height: 500 })).toEqual({ x: -(390 - WIDGET_SIZE), y: 500 - WIDGET_SIZE });
  });
});

describe('dragging', () => {
  it('moves with the pointer: right raises x, down lowers y', () => {
    const from = { clientX: 300, clientY: 700 };
    expect(dragTo(WIDGET_START, from, { clientX: 250, clientY: 600 })).toEqual({ x: -78, y: 134 });
    expect(dragTo(WIDGET_START, from, { clientX: 310, clientY: 720 })).toEqual({ x: -18, y: 14 });
    expect(dragTo(WIDGET_START, from, from)).toEqual(WIDGET_START);
  });

  it('a drag ending past an edge is clamped', () => {
    const p = dragTo(WIDGET_START, { clientX: 360, clientY: 800 }, { clientX: 500, clientY: 900 });
    expect(clampPosition(p, phone)).toEqual({ x: 0, y: 0 });
  });

  it('a press that travels less than the threshold is a click', () => {
    const from = { clientX: 100, clientY: 100 };
    expect(isDrag(from, { clientX: 102, clientY: 103 })).toBe(false);
    expect(isDrag(from, { clientX: 100, clientY: 106 })).toBe(true);
    expect(isDrag(from, { clientX: 105, clientY: 104 })).toBe(true);
  });
});

describe('the keyboard', () => {
  const p = { x: -100, y: 100 };
  const cases: Array<[string, boolean, WidgetPosition | null]> = [
    ['ArrowLeft', false, { x: -100 - KEY_STEP, y: 100 }],
    ['ArrowRight', false, { x: -100 + KEY_STEP, y: 100 }],
    ['ArrowUp', false, { x: -100, y: 100 + KEY_STEP }],
    ['ArrowDown', false, { x: -100, y: 100 - KEY_STEP }],
    ['ArrowLeft', true, { x: -100 - KEY_STEP_LARGE, y: 100 }],
    ['ArrowUp', true, { x: -100, y: 100 + KEY_STEP_LARGE }],
    ['Home', false, WIDGET_START],
    ['Enter', false, null],
    [' ', false, null],
    ['Tab', false, null],
  ];
  it.each(cases)('%s (shift %s)', (key, shift, expected) => {
    expect(moveByKey(p, key, shift)).toEqual(expected);
  });

  it('keys never push it out of the viewport once clamped', () => {
    let pos: WidgetPosition = { x: 0, y: 0 };
    for (let i = 0; i < 5; i++) pos = clampPosition(moveByKey(pos, 'ArrowRight')!, phone);
    for (let i = 0; i < 5; i++) pos = clampPosition(moveByKey(pos, 'ArrowDown')!, phone);
    expect(pos).toEqual({ x: 0, y: 0 });
  });
});

describe('the stored position', () => {
  it('round-trips', () => {
    expect(readStoredPosition(storedPositionText({ x: -120, y: 300 }))).toEqual({ x: -120, y: 300 });
  });

  it.each([null, '', 'not json', '{}', '{"x":"1","y":2}', '{"x":1}', '[1,2]', 'null', '{"x":1e999,"y":2}'])('falls back to the start for %j', (text) => {
    expect(readStoredPosition(text)).toEqual(WIDGET_START);
  });
});
