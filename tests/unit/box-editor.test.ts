/** The box editor's pure reducer (issue 9 point 6), table-driven: every edit, clamping, validation, undo and redo. */
import { describe, expect, it } from 'vitest';
import type { DividedImage } from '../../src/api/digitise/images';
import { DivideModifyBodySchema } from '../../src/api/digitise/images';
import {
  boxEditorReducer,
  boxesOfQuestion,
  boxLabel,
  boxProblems,
  clampBox,
  emptyEditor,
  isDirty,
  keepInside,
  MIN_BOX_SIZE,
  toModifyBody,
  validateBoxes,
  type Box,
  type EditorAction,
  type EditorPage,
  type EditorState,
} from '../../src/features/digitise/editor/box-editor.rules';
import { commandOfKey, type ShortcutCommand } from '../../src/features/digitise/editor/box-shortcuts';

const PAGES: EditorPage[] = [
  { page: 1, width: 800, height: 1000 },
  { page: 2, width: 800, height: 1000 },
];
const stored = (id: number, over: Partial<DividedImage> = {}): DividedImage => ({
  id,
  kind: 'question',
  number: String(id),
  section: 'common',
  part: 1,
  page: 1,
  box: [50, 100 * id, 350, 100 * id + 80],
  question_id: 100 + id,
  auto: true,
  ...over,
});
const STORED: DividedImage[] = [
  stored(1),
  stored(2),
  stored(3, { part: 1 }),
  stored(4, { number: '3', part: 2, page: 1, box: [450, 100, 750, 200] }),
  stored(5, { number: '3', part: 3, page: 2, box: [50, 100, 350, 200] }),
  stored(6, { kind: 'choice', number: '1.1', box: [60, 160, 120, 175] }),
  stored(7, { kind: 'passage', number: '4-5', page: 2, box: [450, 50, 750, 300] }),
];
const loaded = (): EditorState => boxEditorReducer(emptyEditor(), { type: 'load', boxes: STORED, pages: PAGES });
const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(boxEditorReducer, state);
const boxOf = (s: EditorState, key: string) => s.boxes.find((b) => b.key === key);

describe('clampBox and keepInside', () => {
  const page = PAGES[0];
  const cases: Array<[string, Box, Box, Box]> = [
    // name, input, clampBox result, keepInside result
    ['inside stays', [10, 10, 100, 100], [10, 10, 100, 100], [10, 10, 100, 100]],
    ['corners swapped are put in order', [100, 100, 10, 10], [10, 10, 100, 100], [10, 10, 100, 100]],
    ['left of the page', [-20, 10, 80, 100], [0, 10, 80, 100], [0, 10, 100, 100]],
    ['below the page', [10, 950, 100, 1100], [10, 950, 100, 1000], [10, 850, 100, 1000]],
    ['right and above', [750, -30, 850, 30], [750, 0, 800, 30], [700, 0, 800, 60]],
    ['too thin grows to the minimum', [10, 10, 11, 100], [10, 10, 10 + MIN_BOX_SIZE, 100], [10, 10, 11, 100]],
    ['too thin at the right edge grows leftwards', [800, 10, 800, 100], [800 - MIN_BOX_SIZE, 10, 800, 100], [800, 10, 800, 100]],
    ['larger than the page is cut to it', [-10, -10, 900, 1100], [0, 0, 800, 1000], [0, 0, 800, 1000]],
    ['fractions are rounded to 0.01 pt', [10.123, 10.456, 100.789, 100.001], [10.12, 10.46, 100.79, 100], [10.12, 10.46, 100.79, 100]],
  ];
  it.each(cases)('%s', (_n, input, clamped, inside) => {
    expect(clampBox(input, page)).toEqual(clamped);
    expect(keepInside(input, page)).toEqual(inside);
  });
});

describe('boxProblems (validation)', () => {
  const base = { box: [10, 10, 100, 100] as Box, page: 1, number: '7', section: 'common', part: 1 };
  const cases: Array<[string, Partial<typeof base>, string | null]> = [
    ['a good box', {}, null],
    ['x1 not greater than x0', { box: [100, 10, 100, 100] }, '오른쪽 끝(x1)이 왼쪽 끝(x0)보다 커야 합니다.'],
    ['y1 less than y0', { box: [10, 100, 100, 10] }, '아래 끝(y1)이 위 끝(y0)보다 커야 합니다.'],
    ['outside the page', { box: [10, 10, 900, 100] }, '상자가 페이지 밖으로 나갔습니다.'],
    ['negative corner', { box: [-1, 10, 100, 100] }, '상자가 페이지 밖으로 나갔습니다.'],
    ['a page the paper lacks', { page: 3 }, '3쪽은 이 시험지에 없습니다.'],
    ['no number', { number: '  ' }, '번호를 입력하세요.'],
    ['a number too long', { number: '1'.repeat(21) }, '번호는 20자 이하로 입력하세요.'],
    ['no section', { section: '' }, '영역(공통 또는 선택 과목 이름)을 입력하세요.'],
    ['part 0', { part: 0 }, '부분 번호는 1에서 20 사이여야 합니다.'],
    ['part 21', { part: 21 }, '부분 번호는 1에서 20 사이여야 합니다.'],
  ];
  it.each(cases)('%s', (_n, over, problem) => {
    const problems = boxProblems({ ...base, ...over }, PAGES);
    if (problem === null) expect(problems).toEqual([]);
    else expect(problems).toContain(problem);
  });

  it('validateBoxes names a duplicated part and the box it is on', () => {
    const s = loaded();
    const dup = { ...s.boxes[1], key: 'x', number: '1' };
    expect(validateBoxes([...s.boxes, dup], PAGES)).toEqual([{ key: 'x', problems: ['문항 1(공통) 상자가 두 개 있습니다. 부분 번호를 고치세요.'] }]);
    expect(validateBoxes(s.boxes, PAGES)).toEqual([]);
  });
});

describe('boxLabel', () => {
  const cases: Array<[Parameters<typeof boxLabel>[0], string]> = [
    [{ kind: 'question', number: '7', part: 1 }, '7'],
    [{ kind: 'question', number: '7', part: 2 }, '7 (2)'],
    [{ kind: 'passage', number: '16-17', part: 1 }, '[16-17]'],
    [{ kind: 'choice', number: '7.3', part: 1 }, '7-③'],
    [{ kind: 'choice', number: '7', part: 1 }, '7'],
  ];
  it.each(cases)('%j -> %s', (b, label) => expect(boxLabel(b)).toBe(label));
});

describe('boxEditorReducer', () => {
  it('load keys boxes by id, is clean, and has no history', () => {
    const s = loaded();
    expect(s.boxes.map((b) => b.key)).toEqual(['id:1', 'id:2', 'id:3', 'id:4', 'id:5', 'id:6', 'id:7']);
    expect(isDirty(s)).toBe(false);
    expect(s.past).toEqual([]);
  });

  type Case = [string, EditorAction[], (s: EditorState) => void];
  const cases: Case[] = [
    ['select one replaces the selection', [{ type: 'select', key: 'id:1' }, { type: 'select', key: 'id:2' }], (s) => expect(s.selected).toEqual(['id:2'])],
    ['shift-select adds and toggles', [{ type: 'select', key: 'id:1' }, { type: 'select', key: 'id:2', additive: true }, { type: 'select', key: 'id:1', additive: true }], (s) => expect(s.selected).toEqual(['id:2'])],
    ['selecting an unknown key changes nothing', [{ type: 'select', key: 'nope' }], (s) => expect(s.selected).toEqual([])],
    ['Esc deselects', [{ type: 'select', key: 'id:1' }, { type: 'deselect' }], (s) => expect(s.selected).toEqual([])],
    ['move by 1 pt', [{ type: 'select', key: 'id:1' }, { type: 'move', dx: 1, dy: 0 }], (s) => expect(boxOf(s, 'id:1')?.box).toEqual([51, 100, 351, 180])],
    ['move by 10 pt up', [{ type: 'select', key: 'id:1' }, { type: 'move', dx: 0, dy: -10 }], (s) => expect(boxOf(s, 'id:1')?.box).toEqual([50, 90, 350, 170])],
    ['move stops at the page edge, keeping the size', [{ type: 'select', key: 'id:1' }, { type: 'move', dx: -500, dy: 0 }], (s) => expect(boxOf(s, 'id:1')?.box).toEqual([0, 100, 300, 180])],
    ['move of several selected boxes', [{ type: 'select', key: 'id:1' }, { type: 'select', key: 'id:2', additive: true }, { type: 'move', dx: 0, dy: 5 }], (s) => {
      expect(boxOf(s, 'id:1')?.box).toEqual([50, 105, 350, 185]);
      expect(boxOf(s, 'id:2')?.box).toEqual([50, 205, 350, 285]);
    }],
    ['move without a selection is refused', [{ type: 'move', dx: 1, dy: 0 }], (s) => {
      expect(s.notice).toBe('먼저 상자를 고르세요.');
      expect(s.past).toEqual([]);
    }],
    ['move against the edge records nothing', [{ type: 'select', key: 'id:1' }, { type: 'move', dx: -500, dy: 0 }, { type: 'move', dx: -1, dy: 0 }], (s) => expect(s.past).toHaveLength(1)],
    ['resize grows the right and bottom edges', [{ type: 'select', key: 'id:1' }, { type: 'resize', dx: 10, dy: -10 }], (s) => expect(boxOf(s, 'id:1')?.box).toEqual([50, 100, 360, 170])],
    ['resize never goes below the minimum size', [{ type: 'select', key: 'id:1' }, { type: 'resize', dx: -1000, dy: 0 }], (s) => expect(boxOf(s, 'id:1')?.box).toEqual([50, 100, 50 + MIN_BOX_SIZE, 180])],
    ['resize stops at the page edge', [{ type: 'select', key: 'id:1' }, { type: 'resize', dx: 1000, dy: 0 }], (s) => expect(boxOf(s, 'id:1')?.box).toEqual([50, 100, 800, 180])],
    ['setBoxes (drag or handles) is clamped to the page', [{ type: 'setBoxes', changes: [{ key: 'id:2', box: [-5, 190, 300, 1200] }] }], (s) => {
      expect(boxOf(s, 'id:2')?.box).toEqual([0, 190, 300, 1000]);
      expect(isDirty(s)).toBe(true);
    }],
    ['setBoxes to the same place records nothing', [{ type: 'setBoxes', changes: [{ key: 'id:2', box: [50, 200, 350, 280] }] }], (s) => {
      expect(s.past).toEqual([]);
      expect(isDirty(s)).toBe(false);
    }],
    ['setBoxes of several boxes is one undo step', [{ type: 'setBoxes', changes: [{ key: 'id:1', box: [60, 100, 360, 180] }, { key: 'id:2', box: [60, 200, 360, 280] }, { key: 'gone', box: [0, 0, 10, 10] }] }], (s) => {
      expect(boxOf(s, 'id:1')?.box).toEqual([60, 100, 360, 180]);
      expect(boxOf(s, 'id:2')?.box).toEqual([60, 200, 360, 280]);
      expect(s.past).toHaveLength(1);
    }],
    ['add a box selects it and gives it a new key', [{ type: 'add', box: { kind: 'question', number: '9', section: 'common', part: 1, page: 2, box: [10, 500, 300, 600] } }], (s) => {
      const added = boxOf(s, 'new:1');
      expect(added).toMatchObject({ number: '9', page: 2, box: [10, 500, 300, 600], question_id: null });
      expect(added?.id).toBeUndefined();
      expect(s.selected).toEqual(['new:1']);
    }],
    ['add is clamped to its page', [{ type: 'add', box: { kind: 'choice', number: '9.1', section: 'common', part: 1, page: 1, box: [700, 900, 900, 1100] } }], (s) => expect(boxOf(s, 'new:1')?.box).toEqual([700, 900, 800, 1000])],
    ['add without a number is refused', [{ type: 'add', box: { kind: 'question', number: ' ', section: 'common', part: 1, page: 1, box: [10, 10, 50, 50] } }], (s) => {
      expect(s.notice).toBe('번호를 입력하세요.');
      expect(s.boxes).toHaveLength(7);
    }],
    ['add on a missing page is refused', [{ type: 'add', box: { kind: 'question', number: '9', section: 'common', part: 1, page: 5, box: [10, 10, 50, 50] } }], (s) => expect(s.notice).toBe('5쪽은 이 시험지에 없습니다.')],
    ['delete removes the selection', [{ type: 'select', key: 'id:1' }, { type: 'select', key: 'id:6', additive: true }, { type: 'delete' }], (s) => {
      expect(s.boxes.map((b) => b.key)).toEqual(['id:2', 'id:3', 'id:4', 'id:5', 'id:7']);
      expect(s.selected).toEqual([]);
    }],
    ['delete without a selection is refused', [{ type: 'delete' }], (s) => expect(s.notice).toBe('지울 상자를 먼저 고르세요.')],
    ['split at the middle makes the lower half the next part and shifts later parts', [{ type: 'select', key: 'id:3' }, { type: 'split' }], (s) => {
      expect(boxOf(s, 'id:3')).toMatchObject({ part: 1, box: [50, 300, 350, 340] });
      expect(boxOf(s, 'new:1')).toMatchObject({ number: '3', part: 2, box: [50, 340, 350, 380], id: undefined, question_id: 103 });
      expect(boxOf(s, 'id:4')?.part).toBe(3);
      expect(boxOf(s, 'id:5')?.part).toBe(4);
      expect(s.selected).toEqual(['id:3', 'new:1']);
    }],
    ['split at a chosen y', [{ type: 'split', key: 'id:1', at: 120 }], (s) => {
      expect(boxOf(s, 'id:1')?.box).toEqual([50, 100, 350, 120]);
      expect(boxOf(s, 'new:1')?.box).toEqual([50, 120, 350, 180]);
    }],
    ['split too close to an edge is refused', [{ type: 'split', key: 'id:1', at: 101 }], (s) => {
      expect(s.notice).toBe('나누는 선이 상자의 위나 아래 끝에 너무 가깝습니다.');
      expect(s.boxes).toHaveLength(7);
    }],
    ['split with two selected is refused', [{ type: 'select', key: 'id:1' }, { type: 'select', key: 'id:2', additive: true }, { type: 'split' }], (s) => expect(s.notice).toBe('나눌 상자를 하나만 고르세요.')],
    ['merge two parts: their union, later parts move back', [{ type: 'select', key: 'id:4' }, { type: 'select', key: 'id:3', additive: true }, { type: 'merge' }], (s) => {
      expect(boxOf(s, 'id:3')).toMatchObject({ part: 1, box: [50, 100, 750, 380] });
      expect(boxOf(s, 'id:4')).toBeUndefined();
      expect(boxOf(s, 'id:5')?.part).toBe(2);
      expect(s.selected).toEqual(['id:3']);
    }],
    ['merge two questions keeps the first in reading order', [{ type: 'select', key: 'id:2' }, { type: 'select', key: 'id:1', additive: true }, { type: 'merge' }], (s) => {
      expect(boxOf(s, 'id:1')).toMatchObject({ number: '1', box: [50, 100, 350, 280] });
      expect(boxOf(s, 'id:2')).toBeUndefined();
    }],
    ['merge across pages is refused', [{ type: 'select', key: 'id:4' }, { type: 'select', key: 'id:5', additive: true }, { type: 'merge' }], (s) => {
      expect(s.notice).toBe('다른 쪽에 있는 상자는 합칠 수 없습니다.');
      expect(s.boxes).toHaveLength(7);
    }],
    ['merge of one box is refused', [{ type: 'select', key: 'id:1' }, { type: 'merge' }], (s) => expect(s.notice).toBe('합칠 상자를 두 개 이상 고르세요 (Shift+클릭).')],
    ['renumber number, section and part', [{ type: 'renumber', key: 'id:2', number: '12', section: '미적분', part: 2 }], (s) => expect(boxOf(s, 'id:2')).toMatchObject({ number: '12', section: '미적분', part: 2 })],
    ['renumber the kind', [{ type: 'renumber', key: 'id:2', kind: 'passage', number: '2-3' }], (s) => expect(boxOf(s, 'id:2')).toMatchObject({ kind: 'passage', number: '2-3' })],
    ['renumber to an empty number is refused', [{ type: 'renumber', key: 'id:2', number: '' }], (s) => {
      expect(s.notice).toBe('번호를 입력하세요.');
      expect(boxOf(s, 'id:2')?.number).toBe('2');
    }],
    ['undo then redo', [{ type: 'select', key: 'id:1' }, { type: 'move', dx: 1, dy: 0 }, { type: 'move', dx: 1, dy: 0 }, { type: 'undo' }], (s) => {
      expect(boxOf(s, 'id:1')?.box).toEqual([51, 100, 351, 180]);
      const redone = boxEditorReducer(s, { type: 'redo' });
      expect(boxOf(redone, 'id:1')?.box).toEqual([52, 100, 352, 180]);
    }],
    ['undo back to the start is clean again', [{ type: 'select', key: 'id:1' }, { type: 'delete' }, { type: 'undo' }], (s) => {
      expect(s.boxes).toHaveLength(7);
      expect(isDirty(s)).toBe(false);
    }],
    ['a new change drops the redo steps', [{ type: 'select', key: 'id:1' }, { type: 'move', dx: 1, dy: 0 }, { type: 'undo' }, { type: 'move', dx: 0, dy: 1 }], (s) => expect(s.future).toEqual([])],
    ['undo with nothing to undo is refused', [{ type: 'undo' }], (s) => expect(s.notice).toBe('되돌릴 변경이 없습니다.')],
    ['redo with nothing to redo is refused', [{ type: 'redo' }], (s) => expect(s.notice).toBe('다시 할 변경이 없습니다.')],
    ['undo of an add drops the new box from the selection', [{ type: 'add', box: { kind: 'question', number: '9', section: 'common', part: 1, page: 2, box: [10, 500, 300, 600] } }, { type: 'undo' }], (s) => expect(s.selected).toEqual([])],
    ['a later change clears the notice', [{ type: 'delete' }, { type: 'select', key: 'id:1' }], (s) => expect(s.notice).toBeNull()],
  ];
  it.each(cases)('%s', (_name, actions, check) => check(run(loaded(), ...actions)));

  it('a refused action keeps the boxes and the history exactly', () => {
    const s = loaded();
    for (const action of [{ type: 'merge' }, { type: 'split' }, { type: 'delete' }, { type: 'renumber', key: 'id:1', part: 0 }] as EditorAction[]) {
      const next = boxEditorReducer(s, action);
      expect(next.boxes).toBe(s.boxes);
      expect(next.past).toBe(s.past);
    }
  });

  it('history is capped', () => {
    let s = run(loaded(), { type: 'select', key: 'id:1' });
    for (let i = 0; i < 150; i++) s = boxEditorReducer(s, { type: 'move', dx: i % 2 ? 1 : -1, dy: 0 });
    expect(s.past.length).toBe(100);
  });

  it('reload after a save keeps a new box selected and is clean', () => {
    const s = run(loaded(), { type: 'add', box: { kind: 'question', number: '9', section: 'common', part: 1, page: 2, box: [10, 500, 300, 600] } });
    const afterSave = boxEditorReducer(s, { type: 'load', boxes: [...STORED, stored(8, { number: '9', page: 2, box: [10, 500, 300, 600], question_id: null })], pages: PAGES });
    expect(afterSave.selected).toEqual(['id:8']);
    expect(isDirty(afterSave)).toBe(false);
    expect(afterSave.nextKey).toBe(2);
  });
});

describe('toModifyBody and boxesOfQuestion', () => {
  it('the body carries every box, kept ones with their id, and passes the contract', () => {
    const s = run(loaded(), { type: 'add', box: { kind: 'question', number: ' 9 ', section: 'common', part: 1, page: 2, box: [10, 500, 300, 600] } }, { type: 'select', key: 'id:1' }, { type: 'delete' });
    const body = toModifyBody(42, s.boxes);
    expect(body.boxes).toHaveLength(7);
    expect(body.boxes.find((b) => !('id' in b))).toEqual({ kind: 'question', number: '9', section: 'common', part: 1, page: 2, box: [10, 500, 300, 600] });
    expect(body.boxes.some((b) => b.id === 1)).toBe(false);
    expect(DivideModifyBodySchema.safeParse(body).success).toBe(true);
  });

  it('the boxes of question 3 are its parts in reading order; of question 1, its part and choice', () => {
    const s = loaded();
    expect(boxesOfQuestion(s.boxes, PAGES, { number: '3', section: 'common' }).map((b) => b.key)).toEqual(['id:3', 'id:4', 'id:5']);
    expect(boxesOfQuestion(s.boxes, PAGES, { number: '1', section: 'common' }).map((b) => b.key)).toEqual(['id:1', 'id:6']);
    expect(boxesOfQuestion(s.boxes, PAGES, { number: '1', section: '미적분' })).toEqual([]);
  });
});

describe('commandOfKey (shortcuts)', () => {
  const press = (key: string, mods: Partial<Record<'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey', boolean>> = {}) => ({ key, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, ...mods });
  const cases: Array<[string, ReturnType<typeof press>, ShortcutCommand | null]> = [
    ['← moves 1 pt', press('ArrowLeft'), { type: 'move', dx: -1, dy: 0 }],
    ['shift+↓ moves 10 pt', press('ArrowDown', { shiftKey: true }), { type: 'move', dx: 0, dy: 10 }],
    ['alt+→ resizes 1 pt', press('ArrowRight', { altKey: true }), { type: 'resize', dx: 1, dy: 0 }],
    ['alt+shift+↑ resizes 10 pt', press('ArrowUp', { altKey: true, shiftKey: true }), { type: 'resize', dx: 0, dy: -10 }],
    ['Delete', press('Delete'), { type: 'delete' }],
    ['Backspace', press('Backspace'), { type: 'delete' }],
    ['Ctrl+Z undoes', press('z', { ctrlKey: true }), { type: 'undo' }],
    ['⌘+Z undoes', press('z', { metaKey: true }), { type: 'undo' }],
    ['Ctrl+Shift+Z redoes', press('Z', { ctrlKey: true, shiftKey: true }), { type: 'redo' }],
    ['Ctrl+Y redoes', press('y', { ctrlKey: true }), { type: 'redo' }],
    ['Ctrl+S saves', press('s', { ctrlKey: true }), { type: 'save' }],
    ['N draws a new box', press('n'), { type: 'new' }],
    ['M merges', press('M'), { type: 'merge' }],
    ['S splits at the middle', press('s'), { type: 'split' }],
    ['Shift+S splits at a line', press('S', { shiftKey: true }), { type: 'splitLine' }],
    ['Esc deselects', press('Escape'), { type: 'deselect' }],
    ['? opens the help', press('?', { shiftKey: true }), { type: 'help' }],
    ['Page Down', press('PageDown'), { type: 'nextPage' }],
    ['Page Up', press('PageUp'), { type: 'previousPage' }],
    ['Ctrl+arrow is left to the browser', press('ArrowLeft', { ctrlKey: true }), null],
    ['Ctrl+C is left to the browser', press('c', { ctrlKey: true }), null],
    ['Alt+N is left to the browser', press('n', { altKey: true }), null],
    ['other letters are ignored', press('q'), null],
  ];
  it.each(cases)('%s', (_n, e, command) => expect(commandOfKey(e)).toEqual(command));
});
