/**
 * The box editor's edit state as a pure reducer (issue 9 point 6; spec section 7 "AI exam flow":
 * divided_image/modify). The boxes of an AI exam subject are moved, resized, drawn, deleted, split, merged and
 * renumbered here; every change is clamped to its page, checked (x1 > x0, y1 > y0, inside the page) and
 * recorded for undo and redo. Coordinates are PDF points from the top-left of the page, as the contract has
 * them; the canvas scales them. A refused change leaves the boxes as they were and says why in `notice`.
 */
import { BOX_KIND_LABELS, MAX_BOXES, type DividedImage } from '../../../api/digitise/images';

/** What a box is of: question, passage or choice. */
export type BoxKind = DividedImage['kind'];
/** [x0, y0, x1, y1] in PDF points from the top-left of the page. */
export type Box = [number, number, number, number];

/** A box as the editor holds it: `key` is stable within the editor; `id` is the stored box's, none for a new one. */
export interface EditorBox {
  key: string;
  id?: number;
  kind: BoxKind;
  number: string;
  section: string;
  part: number;
  page: number;
  box: Box;
  question_id: number | null;
}

/** A page of the paper, in PDF points. */
export interface EditorPage {
  page: number;
  width: number;
  height: number;
}

/** What a new box is: everything but its key, id and link. */
export type NewBox = Omit<EditorBox, 'key' | 'id' | 'question_id'>;

/** The edit state. `saved` is the signature of the last stored set, for the dirty mark. */
export interface EditorState {
  pages: EditorPage[];
  boxes: EditorBox[];
  selected: string[];
  past: EditorBox[][];
  future: EditorBox[][];
  saved: string;
  nextKey: number;
  /** Why the last change was refused (Korean), or null. */
  notice: string | null;
}

/** The editor's actions. `move`, `resize`, `delete`, `split` and `merge` act on the selection unless a key is given. */
export type EditorAction =
  | { type: 'load'; boxes: DividedImage[]; pages: EditorPage[] }
  | { type: 'select'; key: string; additive?: boolean }
  | { type: 'selectMany'; keys: string[] }
  | { type: 'deselect' }
  | { type: 'move'; dx: number; dy: number }
  | { type: 'resize'; dx: number; dy: number }
  | { type: 'setBoxes'; changes: { key: string; box: Box }[] }
  | { type: 'add'; box: NewBox }
  | { type: 'delete' }
  | { type: 'split'; key?: string; at?: number }
  | { type: 'merge' }
  | { type: 'renumber'; key: string; kind?: BoxKind; number?: string; section?: string; part?: number }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'dismissNotice' };

/** Smallest side of a box in points: a resize or a split never makes a box thinner than this. */
export const MIN_BOX_SIZE = 4;
/** How many steps undo remembers. */
export const HISTORY_LIMIT = 100;
/** The section name the splitter gives the common part of a paper. */
export const COMMON_SECTION = 'common';

/** Outline colour of each kind on the canvas. */
export const BOX_KIND_COLORS: Record<BoxKind, string> = { question: '#1c7ed6', passage: '#2f9e44', choice: '#e8590c' };

/** Korean name of a kind (문항, 공통 지문, 선택지). */
export const kindLabel = (kind: BoxKind) => BOX_KIND_LABELS[kind];

/** Korean name of a section: "공통" for the common part, otherwise the elective's name as printed. */
export const sectionLabel = (section: string) => (section === COMMON_SECTION ? '공통' : section);

/** The label drawn on a box: "7", "7 (2)" for a later part, "[16-17]" for a passage, "7-③" for a choice. */
export function boxLabel(b: Pick<EditorBox, 'kind' | 'number' | 'part'>): string {
  const part = b.part > 1 ? ` (${b.part})` : '';
  if (b.kind === 'passage') return `[${b.number}]${part}`;
  if (b.kind === 'choice') {
    const [q, c] = b.number.split('.');
    const mark = '①②③④⑤'[Number(c) - 1];
    return mark ? `${q}-${mark}` : b.number;
  }
  return `${b.number}${part}`;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The box with its corners in order (x0 < x1, y0 < y1) and rounded to 0.01 pt. */
export function normalizeBox([a, b, c, d]: Box): Box {
  return [round(Math.min(a, c)), round(Math.min(b, d)), round(Math.max(a, c)), round(Math.max(b, d))];
}

/** Moves a box back inside its page without changing its size (a box larger than the page is cut to it). */
export function keepInside(box: Box, page: EditorPage): Box {
  let [x0, y0, x1, y1] = box;
  const w = Math.min(x1 - x0, page.width);
  const h = Math.min(y1 - y0, page.height);
  x0 = Math.min(Math.max(x0, 0), page.width - w);
  y0 = Math.min(Math.max(y0, 0), page.height - h);
  return normalizeBox([x0, y0, x0 + w, y0 + h]);
}

/** Clamps each corner to the page and keeps the box at least MIN_BOX_SIZE on each side. */
export function clampBox(box: Box, page: EditorPage): Box {
  const [a, b, c, d] = normalizeBox(box);
  const clampX = (v: number) => Math.min(Math.max(v, 0), page.width);
  const clampY = (v: number) => Math.min(Math.max(v, 0), page.height);
  let [x0, y0, x1, y1] = [clampX(a), clampY(b), clampX(c), clampY(d)];
  if (x1 - x0 < MIN_BOX_SIZE) [x0, x1] = x0 + MIN_BOX_SIZE <= page.width ? [x0, x0 + MIN_BOX_SIZE] : [page.width - MIN_BOX_SIZE, page.width];
  if (y1 - y0 < MIN_BOX_SIZE) [y0, y1] = y0 + MIN_BOX_SIZE <= page.height ? [y0, y0 + MIN_BOX_SIZE] : [page.height - MIN_BOX_SIZE, page.height];
  return normalizeBox([x0, y0, x1, y1]);
}

/** What is wrong with one box (Korean), empty when it may be saved: corners in order, inside its page, named. */
export function boxProblems(b: Pick<EditorBox, 'box' | 'page' | 'number' | 'section' | 'part'>, pages: EditorPage[]): string[] {
  const problems: string[] = [];
  const [x0, y0, x1, y1] = b.box;
  if (!(x1 > x0)) problems.push('오른쪽 끝(x1)이 왼쪽 끝(x0)보다 커야 합니다.');
  if (!(y1 > y0)) problems.push('아래 끝(y1)이 위 끝(y0)보다 커야 합니다.');
  const page = pages.find((p) => p.page === b.page);
  if (!page) problems.push(`${b.page}쪽은 이 시험지에 없습니다.`);
  else if (x0 < 0 || y0 < 0 || x1 > page.width + 0.01 || y1 > page.height + 0.01) problems.push('상자가 페이지 밖으로 나갔습니다.');
  if (!b.number.trim()) problems.push('번호를 입력하세요.');
  else if (b.number.trim().length > 20) problems.push('번호는 20자 이하로 입력하세요.');
  if (!b.section.trim()) problems.push('영역(공통 또는 선택 과목 이름)을 입력하세요.');
  if (!Number.isInteger(b.part) || b.part < 1 || b.part > 20) problems.push('부분 번호는 1에서 20 사이여야 합니다.');
  return problems;
}

/** Every problem of the whole set, by box key; plus duplicate parts and the box limit (key '' for the set). */
export function validateBoxes(boxes: EditorBox[], pages: EditorPage[]): { key: string; problems: string[] }[] {
  const out: { key: string; problems: string[] }[] = [];
  const seen = new Map<string, string>();
  for (const b of boxes) {
    const problems = boxProblems(b, pages);
    const id = `${b.kind}|${b.section.trim()}|${b.number.trim()}|${b.part}`;
    if (seen.has(id)) problems.push(`${kindLabel(b.kind)} ${boxLabel(b)}(${sectionLabel(b.section)}) 상자가 두 개 있습니다. 부분 번호를 고치세요.`);
    else seen.set(id, b.key);
    if (problems.length) out.push({ key: b.key, problems });
  }
  if (boxes.length > MAX_BOXES) out.push({ key: '', problems: [`상자는 ${MAX_BOXES}개까지 저장할 수 있습니다.`] });
  return out;
}

/** A stable text of the set as it would be saved: equal texts mean nothing to save. */
export function signature(boxes: EditorBox[]): string {
  return JSON.stringify(
    boxes
      .map((b) => [b.id ?? null, b.kind, b.number.trim(), b.section.trim(), b.part, b.page, normalizeBox(b.box)] as const)
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
  );
}

/** Whether the set differs from the last stored one. */
export const isDirty = (state: EditorState) => signature(state.boxes) !== state.saved;

/** The divided_image/modify body of the set: every box, kept ones with their id. */
export function toModifyBody(examSubjectId: number, boxes: EditorBox[]) {
  return {
    exam_subject_id: examSubjectId,
    boxes: boxes.map((b) => ({
      ...(b.id !== undefined ? { id: b.id } : {}),
      kind: b.kind,
      number: b.number.trim(),
      section: b.section.trim(),
      part: b.part,
      page: b.page,
      box: normalizeBox(b.box),
    })),
  };
}

/** Whether two boxes are parts of the same question, passage or choice. */
const sameItem = (a: Pick<EditorBox, 'kind' | 'number' | 'section'>, b: Pick<EditorBox, 'kind' | 'number' | 'section'>) =>
  a.kind === b.kind && a.number === b.number && a.section === b.section;

/** Reading order: page, then column (left half first), then top to bottom. */
export function readingOrder(pages: EditorPage[]) {
  return (a: EditorBox, b: EditorBox) => {
    if (a.page !== b.page) return a.page - b.page;
    const width = pages.find((p) => p.page === a.page)?.width ?? 0;
    const col = (x: EditorBox) => (x.box[0] >= width / 2 ? 1 : 0);
    return col(a) - col(b) || a.box[1] - b.box[1] || a.box[0] - b.box[0];
  };
}

/** The boxes of one question: its parts, and its choices ("7.1".."7.5"), in reading order. */
export function boxesOfQuestion(boxes: EditorBox[], pages: EditorPage[], q: { number: string; section: string }): EditorBox[] {
  return boxes
    .filter((b) => b.section === q.section && ((b.kind === 'question' && b.number === q.number) || (b.kind === 'choice' && b.number.split('.')[0] === q.number)))
    .sort(readingOrder(pages));
}

/** An empty state (before the first load). */
export const emptyEditor = (): EditorState => ({ pages: [], boxes: [], selected: [], past: [], future: [], saved: signature([]), nextKey: 1, notice: null });

/** The stored boxes as the editor holds them, keyed by id. */
export function editorBoxesOf(boxes: DividedImage[]): EditorBox[] {
  return boxes.map((b) => ({ key: `id:${b.id}`, id: b.id, kind: b.kind, number: b.number, section: b.section, part: b.part, page: b.page, box: normalizeBox(b.box as Box), question_id: b.question_id }));
}

/** A change of the boxes, recorded for undo (the future is dropped). */
function commit(state: EditorState, boxes: EditorBox[], patch: Partial<EditorState> = {}): EditorState {
  return { ...state, ...patch, boxes, past: [...state.past, state.boxes].slice(-HISTORY_LIMIT), future: [], notice: null };
}

const refuse = (state: EditorState, notice: string): EditorState => ({ ...state, notice });

const pageOf = (state: EditorState, page: number) => state.pages.find((p) => p.page === page);

/** The edit reducer: one action in, the next state out; nothing else changes. */
export function boxEditorReducer(state: EditorState, action: EditorAction): EditorState {
  const selected = state.boxes.filter((b) => state.selected.includes(b.key));
  switch (action.type) {
    case 'load': {
      const boxes = editorBoxesOf(action.boxes);
      // keep what was selected when it is still there (a save gives new boxes their ids)
      const kept = selected
        .map((s) => boxes.find((b) => (s.id !== undefined ? b.id === s.id : b.page === s.page && sameItem(b, s) && b.part === s.part)))
        .filter((b): b is EditorBox => !!b)
        .map((b) => b.key);
      return { ...emptyEditor(), pages: action.pages, boxes, selected: kept, saved: signature(boxes), nextKey: state.nextKey };
    }
    case 'select': {
      if (!state.boxes.some((b) => b.key === action.key)) return state;
      if (!action.additive) return { ...state, selected: [action.key], notice: null };
      const has = state.selected.includes(action.key);
      return { ...state, selected: has ? state.selected.filter((k) => k !== action.key) : [...state.selected, action.key], notice: null };
    }
    case 'selectMany':
      return { ...state, selected: action.keys.filter((k) => state.boxes.some((b) => b.key === k)), notice: null };
    case 'deselect':
      return { ...state, selected: [], notice: null };
    case 'move':
    case 'resize': {
      if (!selected.length) return refuse(state, '먼저 상자를 고르세요.');
      const boxes = state.boxes.map((b) => {
        if (!state.selected.includes(b.key)) return b;
        const page = pageOf(state, b.page);
        const [x0, y0, x1, y1] = b.box;
        if (!page) return b;
        const next: Box =
          action.type === 'move'
            ? keepInside([x0 + action.dx, y0 + action.dy, x1 + action.dx, y1 + action.dy], page)
            : clampBox([x0, y0, Math.max(x1 + action.dx, x0 + MIN_BOX_SIZE), Math.max(y1 + action.dy, y0 + MIN_BOX_SIZE)], page);
        return { ...b, box: next };
      });
      return signature(boxes) === signature(state.boxes) ? { ...state, notice: null } : commit(state, boxes);
    }
    case 'setBoxes': {
      // a drag or a handle resize of one or several boxes: one undo step
      const changes = new Map(action.changes.map((c) => [c.key, c.box]));
      const boxes = state.boxes.map((b) => {
        const next = changes.get(b.key);
        const page = next && pageOf(state, b.page);
        return next && page ? { ...b, box: clampBox(next, page) } : b;
      });
      return signature(boxes) === signature(state.boxes) ? { ...state, notice: null } : commit(state, boxes);
    }
    case 'add': {
      const page = pageOf(state, action.box.page);
      if (!page) return refuse(state, `${action.box.page}쪽은 이 시험지에 없습니다.`);
      const box = clampBox(action.box.box, page);
      const added: EditorBox = { ...action.box, number: action.box.number.trim(), section: action.box.section.trim(), box, key: `new:${state.nextKey}`, question_id: null };
      const problems = boxProblems(added, state.pages);
      if (problems.length) return refuse(state, problems[0]);
      if (state.boxes.length >= MAX_BOXES) return refuse(state, `상자는 ${MAX_BOXES}개까지 저장할 수 있습니다.`);
      return commit(state, [...state.boxes, added], { selected: [added.key], nextKey: state.nextKey + 1 });
    }
    case 'delete': {
      if (!selected.length) return refuse(state, '지울 상자를 먼저 고르세요.');
      return commit(
        state,
        state.boxes.filter((b) => !state.selected.includes(b.key)),
        { selected: [] },
      );
    }
    case 'split': {
      const target = action.key ? state.boxes.find((b) => b.key === action.key) : selected.length === 1 ? selected[0] : undefined;
      if (!target) return refuse(state, '나눌 상자를 하나만 고르세요.');
      const [x0, y0, x1, y1] = target.box;
      const at = round(action.at ?? (y0 + y1) / 2);
      if (at - y0 < MIN_BOX_SIZE || y1 - at < MIN_BOX_SIZE) return refuse(state, '나누는 선이 상자의 위나 아래 끝에 너무 가깝습니다.');
      // the lower half becomes the next part; later parts of the same item move one on
      const lower: EditorBox = { ...target, key: `new:${state.nextKey}`, id: undefined, question_id: target.question_id, part: target.part + 1, box: [x0, at, x1, y1] };
      const boxes = state.boxes.flatMap((b) => {
        if (b.key === target.key) return [{ ...b, box: [x0, y0, x1, at] as Box }, lower];
        if (sameItem(b, target) && b.part > target.part) return [{ ...b, part: b.part + 1 }];
        return [b];
      });
      return commit(state, boxes, { selected: [target.key, lower.key], nextKey: state.nextKey + 1 });
    }
    case 'merge': {
      if (selected.length < 2) return refuse(state, '합칠 상자를 두 개 이상 고르세요 (Shift+클릭).');
      if (new Set(selected.map((b) => b.page)).size > 1) return refuse(state, '다른 쪽에 있는 상자는 합칠 수 없습니다.');
      const ordered = [...selected].sort((a, b) => a.part - b.part || readingOrder(state.pages)(a, b));
      const keep = ordered[0];
      const union = normalizeBox([
        Math.min(...selected.map((b) => b.box[0])),
        Math.min(...selected.map((b) => b.box[1])),
        Math.max(...selected.map((b) => b.box[2])),
        Math.max(...selected.map((b) => b.box[3])),
      ]);
      const gone = new Set(ordered.slice(1).map((b) => b.key));
      // parts of the kept item after the merged ones move back by as many parts as were merged away
      const mergedParts = ordered.slice(1).filter((b) => sameItem(b, keep)).map((b) => b.part);
      const boxes = state.boxes
        .filter((b) => !gone.has(b.key))
        .map((b) => {
          if (b.key === keep.key) return { ...b, box: union };
          if (sameItem(b, keep) && b.part > keep.part) return { ...b, part: b.part - mergedParts.filter((p) => p < b.part).length };
          return b;
        });
      return commit(state, boxes, { selected: [keep.key] });
    }
    case 'renumber': {
      const target = state.boxes.find((b) => b.key === action.key);
      if (!target) return state;
      const next: EditorBox = {
        ...target,
        kind: action.kind ?? target.kind,
        number: action.number ?? target.number,
        section: action.section ?? target.section,
        part: action.part ?? target.part,
      };
      const problems = boxProblems(next, state.pages);
      if (problems.length) return refuse(state, problems[0]);
      if (sameItem(next, target) && next.part === target.part) return { ...state, notice: null };
      return commit(
        state,
        state.boxes.map((b) => (b.key === target.key ? next : b)),
      );
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return refuse(state, '되돌릴 변경이 없습니다.');
      return { ...state, boxes: previous, past: state.past.slice(0, -1), future: [state.boxes, ...state.future], selected: state.selected.filter((k) => previous.some((b) => b.key === k)), notice: null };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return refuse(state, '다시 할 변경이 없습니다.');
      return { ...state, boxes: next, past: [...state.past, state.boxes], future: rest, selected: state.selected.filter((k) => next.some((b) => b.key === k)), notice: null };
    }
    case 'dismissNotice':
      return { ...state, notice: null };
  }
}
