/**
 * The box editor's keyboard shortcuts (issue 9 point 6: "keyboard shortcuts for the common fixes"), written once:
 * the key table the help popover prints and the function that turns a key press into an editor command.
 */

/** What a key press asks the editor to do. */
export type ShortcutCommand =
  | { type: 'move'; dx: number; dy: number }
  | { type: 'resize'; dx: number; dy: number }
  | { type: 'delete' | 'undo' | 'redo' | 'save' | 'new' | 'merge' | 'split' | 'splitLine' | 'deselect' | 'help' | 'nextPage' | 'previousPage' };

/** The shortcuts as the help popover lists them. */
export const SHORTCUTS: { keys: string; label: string }[] = [
  { keys: '← ↑ → ↓', label: '고른 상자를 1pt 옮기기' },
  { keys: 'Shift + 화살표', label: '10pt 옮기기' },
  { keys: 'Alt + 화살표', label: '크기 바꾸기(오른쪽·아래 끝, Shift와 함께 10pt)' },
  { keys: 'Shift + 클릭', label: '상자 여러 개 고르기' },
  { keys: 'Delete / Backspace', label: '고른 상자 지우기' },
  { keys: 'N', label: '새 상자 그리기' },
  { keys: 'M', label: '고른 상자 합치기' },
  { keys: 'S', label: '고른 상자를 가운데에서 나누기' },
  { keys: 'Shift + S', label: '고른 상자를 선을 골라 나누기' },
  { keys: 'Ctrl + Z', label: '되돌리기' },
  { keys: 'Ctrl + Shift + Z / Ctrl + Y', label: '다시 하기' },
  { keys: 'Ctrl + S', label: '저장' },
  { keys: 'Page Up / Page Down', label: '앞 쪽 / 다음 쪽' },
  { keys: 'Esc', label: '선택 풀기, 그리기·나누기 그만두기' },
  { keys: '?', label: '이 도움말' },
];

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** The key press as the editor reads it. */
export interface KeyPress {
  key: string;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/** The command of a key press, or null when the editor leaves it alone. Ctrl and ⌘ are the same. */
export function commandOfKey(e: KeyPress): ShortcutCommand | null {
  const ctrl = e.ctrlKey || e.metaKey;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  const arrow = ARROWS[e.key];
  if (arrow && !ctrl) {
    const step = e.shiftKey ? 10 : 1;
    return { type: e.altKey ? 'resize' : 'move', dx: arrow[0] * step, dy: arrow[1] * step };
  }
  if (ctrl) {
    if (key === 'z') return { type: e.shiftKey ? 'redo' : 'undo' };
    if (key === 'y') return { type: 'redo' };
    if (key === 's') return { type: 'save' };
    return null;
  }
  if (e.altKey) return null;
  switch (key) {
    case 'Delete':
    case 'Backspace':
      return { type: 'delete' };
    case 'Escape':
      return { type: 'deselect' };
    case 'PageDown':
      return { type: 'nextPage' };
    case 'PageUp':
      return { type: 'previousPage' };
    case 'n':
      return { type: 'new' };
    case 'm':
      return { type: 'merge' };
    case 's':
      return { type: e.shiftKey ? 'splitLine' : 'split' };
    case '?':
      return { type: 'help' };
    default:
      return null;
  }
}
