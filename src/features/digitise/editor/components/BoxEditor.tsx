/**
 * The box editor of an AI exam subject (issue 9 point 6, screen /exam/admin-question-edit-ai): the page render
 * with every box drawn in its kind's colour and numbered; drag to move, handles to resize, draw a new box,
 * delete, split one box in two, merge two, renumber in the side form; keyboard shortcuts for the common fixes;
 * undo and redo; saved as a whole with divided_image/modify (the server re-crops what changed), with a dirty
 * mark and a question before leaving with unsaved boxes. Beside the canvas, the questions with seen/unseen
 * marks and open split-error reports. The edit state is the pure reducer of box-editor.rules.ts.
 */
import { useEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Badge, Box as Frame, Button, Grid, Group, Modal, Pagination, Paper, Popover, SegmentedControl, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../../../api/client';
import { useDividedState } from '../../split/api/divided-state';
import { useMarkVisited } from '../../reports/api/question-visited';
import { useModifyBoxes } from '../api/modify-boxes';
import { usePageImage } from '../api/page-image';
import {
  boxEditorReducer,
  boxesOfQuestion,
  boxLabel,
  COMMON_SECTION,
  editorBoxesOf,
  emptyEditor,
  isDirty,
  kindLabel,
  sectionLabel,
  signature,
  validateBoxes,
  type Box,
} from '../box-editor.rules';
import { commandOfKey, type ShortcutCommand } from '../box-shortcuts';
import { useUnsavedBoxesGuard } from '../hooks/use-unsaved-boxes-guard';
import { BoxCanvas, type CanvasMode } from './BoxCanvas';
import { BoxForm, NewBoxForm, type BoxNameFields } from './BoxForm';
import { QuestionList } from './QuestionList';
import { ShortcutHelp } from './ShortcutHelp';

/** The box editor's props (agreed with the route): which exam, which question to show, and whether it may edit. */
export interface BoxEditorProps {
  examSubjectId: number;
  /** The question to show: its boxes are selected and its page opened. */
  focus?: { number: string; section: string };
  /** A question was chosen in the list beside the canvas. */
  onSelectQuestion?: (q: { number: string; section: string; question_id: number | null }) => void;
  /** Show only: no edits, no save. */
  readOnly?: boolean;
}

const ZOOMS = [
  { value: '1', label: '폭 맞춤' },
  { value: '1.5', label: '150%' },
  { value: '2', label: '200%' },
];

const isField = (el: EventTarget | null) => el instanceof HTMLElement && (/^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName) || el.isContentEditable);

/** The box editor (see the file comment). */
export function BoxEditor({ examSubjectId, focus, onSelectQuestion, readOnly = false }: BoxEditorProps) {
  const divided = useDividedState(examSubjectId);
  const [state, dispatch] = useReducer(boxEditorReducer, undefined, emptyEditor);
  const stateRef = useRef(state);
  stateRef.current = state;
  const loadedFrom = useRef<unknown>(null);
  const [pageNo, setPageNo] = useState<number | null>(null);
  const [mode, setMode] = useState<CanvasMode>('select');
  const [zoom, setZoom] = useState('1');
  const [help, setHelp] = useState(false);
  const [drawn, setDrawn] = useState<Box | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const save = useModifyBoxes(examSubjectId);
  const markVisited = useMarkVisited();
  const { ref: sizeRef, width: frameWidth } = useElementSize();
  const scroller = useRef<HTMLDivElement>(null);
  const canvasFrame = useRef<HTMLDivElement>(null);
  const dirty = isDirty(state);
  const guard = useUnsavedBoxesGuard(dirty && !readOnly);

  // Take the server's boxes when they change and nothing here is unsaved (first load, a save, a finished split).
  const data = divided.data;
  useEffect(() => {
    if (!data || data === loadedFrom.current || isDirty(stateRef.current)) return;
    loadedFrom.current = data;
    dispatch({ type: 'load', boxes: data.boxes, pages: data.pages });
  }, [data]);
  const stale = !!data && dirty && data !== loadedFrom.current && signature(editorBoxesOf(data.boxes)) !== state.saved;

  const pages = state.pages;
  const page = pages.find((p) => p.page === pageNo) ?? pages[0] ?? null;
  useEffect(() => {
    if (page && page.page !== pageNo) setPageNo(page.page);
  }, [page, pageNo]);
  const version = data?.job ? `${data.job.id}-${data.job.finished_time ?? ''}` : 'none';
  const pageImage = usePageImage(examSubjectId, page?.page ?? null, version);

  // Open the focused question: its page, its first box selected and scrolled into view; mark it seen.
  const focusKey = focus ? `${focus.section}|${focus.number}` : '';
  const hasBoxes = state.boxes.length > 0;
  useEffect(() => {
    if (!focus || !hasBoxes) return;
    const own = boxesOfQuestion(stateRef.current.boxes, stateRef.current.pages, focus).filter((b) => b.kind === 'question');
    if (!own.length) return;
    setPageNo(own[0].page);
    setMode('select');
    dispatch({ type: 'selectMany', keys: [own[0].key] });
    requestAnimationFrame(() => {
      const el = scroller.current;
      const p = stateRef.current.pages.find((x) => x.page === own[0].page);
      if (el && p && el.clientWidth) el.scrollTo({ top: Math.max(0, own[0].box[1] * ((el.clientWidth / p.width) * Number(zoom)) - 40), behavior: 'smooth' });
    });
    // only when the question changes or the boxes first arrive
  }, [focusKey, hasBoxes]);
  const visitedFor = useRef<number | null>(null);
  const focusQuestion = focus && data?.questions.find((q) => q.number === focus.number && q.section === focus.section);
  useEffect(() => {
    if (!focusQuestion || visitedFor.current === focusQuestion.question_id) return;
    visitedFor.current = focusQuestion.question_id;
    markVisited.mutate({ questionId: focusQuestion.question_id });
    // once per opened question
  }, [focusQuestion?.question_id]);

  const invalidList = useMemo(() => validateBoxes(state.boxes, state.pages), [state.boxes, state.pages]);
  const invalid = useMemo(() => new Set(invalidList.map((p) => p.key)), [invalidList]);
  const sections = useMemo(() => [...new Set(state.boxes.map((b) => b.section))], [state.boxes]);
  const selected = state.boxes.filter((b) => state.selected.includes(b.key));
  const pageBoxes = page ? state.boxes.filter((b) => b.page === page.page) : [];
  const scale = page && frameWidth ? ((frameWidth - 2) / page.width) * Number(zoom) : 0;

  async function doSave(): Promise<boolean> {
    if (readOnly) return false;
    const found = validateBoxes(state.boxes, state.pages);
    if (found.length) {
      setProblems(found.flatMap((f) => {
        const b = state.boxes.find((x) => x.key === f.key);
        return f.problems.map((p) => (b ? `${b.page}쪽 ${kindLabel(b.kind)} ${boxLabel(b)}: ${p}` : p));
      }));
      const first = state.boxes.find((b) => b.key === found[0].key);
      if (first) {
        setPageNo(first.page);
        dispatch({ type: 'selectMany', keys: [first.key] });
      }
      return false;
    }
    setProblems([]);
    try {
      const reply = await save.mutateAsync(state.boxes);
      loadedFrom.current = reply;
      dispatch({ type: 'load', boxes: reply.boxes, pages: reply.pages });
      notifications.show({ color: 'teal', message: `상자 ${reply.boxes.length}개를 저장했습니다. 바뀐 상자의 이미지를 다시 잘랐습니다.` });
      return true;
    } catch (error) {
      setProblems([error instanceof ApiError ? error.message : '저장하지 못했습니다.']);
      return false;
    }
  }

  function reload() {
    if (!data) return;
    loadedFrom.current = data;
    dispatch({ type: 'load', boxes: data.boxes, pages: data.pages });
  }

  function run(cmd: ShortcutCommand) {
    const edits = ['move', 'resize', 'delete', 'undo', 'redo', 'save', 'new', 'merge', 'split', 'splitLine'];
    if (readOnly && edits.includes(cmd.type)) return;
    switch (cmd.type) {
      case 'move':
      case 'resize':
        return dispatch({ type: cmd.type, dx: cmd.dx, dy: cmd.dy });
      case 'delete':
      case 'undo':
      case 'redo':
      case 'merge':
        return dispatch({ type: cmd.type });
      case 'split':
        return dispatch({ type: 'split' });
      case 'splitLine':
        if (selected.length !== 1) return dispatch({ type: 'split' }); // names the problem in the notice
        return setMode('split');
      case 'save':
        return void doSave();
      case 'new':
        setDrawn(null);
        return setMode('draw');
      case 'deselect':
        setMode('select');
        setDrawn(null);
        setHelp(false);
        return dispatch({ type: 'deselect' });
      case 'help':
        return setHelp((h) => !h);
      case 'nextPage':
      case 'previousPage': {
        const i = pages.findIndex((p) => p.page === page?.page);
        const next = pages[i + (cmd.type === 'nextPage' ? 1 : -1)];
        if (next) setPageNo(next.page);
        return;
      }
    }
  }

  function onKeyDown(e: KeyboardEvent) {
    const cmd = commandOfKey(e);
    if (!cmd) return;
    // in a field only Ctrl+S belongs to the editor (the rest is typing); arrows move boxes only from the canvas
    if (isField(e.target) && cmd.type !== 'save') return;
    if (e.target !== canvasFrame.current && (cmd.type === 'move' || cmd.type === 'resize')) return;
    e.preventDefault();
    e.stopPropagation();
    run(cmd);
  }

  if (divided.isError) return <Alert color="red">{divided.error.message}</Alert>;
  if (!data) return <Skeleton h={400} />;
  if (!data.pages.length) {
    return (
      <Alert color="gray" title="분할된 페이지가 없습니다">
        시험지를 올려 자동 분할이 끝나면 여기에서 상자를 고칠 수 있습니다.
      </Alert>
    );
  }

  const defaultNew: BoxNameFields = {
    kind: 'question',
    number: focus?.number ?? '',
    section: focus?.section ?? selected[0]?.section ?? pageBoxes[0]?.section ?? COMMON_SECTION,
    part: 1,
  };

  return (
    <Paper withBorder p="sm" onKeyDown={onKeyDown} aria-label="분할 상자 편집기" component="section">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap={6}>
            <Button size="xs" onClick={() => void doSave()} loading={save.isPending} disabled={readOnly || !dirty} aria-label="상자 저장 (Ctrl+S)">
              저장
            </Button>
            <Badge color={dirty ? 'orange' : 'teal'} variant="light" aria-live="polite">
              {readOnly ? '보기 전용' : dirty ? '저장 안 됨' : '저장됨'}
            </Badge>
            <Button size="xs" variant="default" onClick={() => run({ type: 'undo' })} disabled={readOnly || !state.past.length} aria-label="되돌리기 (Ctrl+Z)">
              되돌리기
            </Button>
            <Button size="xs" variant="default" onClick={() => run({ type: 'redo' })} disabled={readOnly || !state.future.length} aria-label="다시 하기 (Ctrl+Shift+Z)">
              다시 하기
            </Button>
          </Group>
          <Group gap={6}>
            <Button size="xs" variant={mode === 'draw' ? 'filled' : 'light'} color="violet" disabled={readOnly} onClick={() => setMode(mode === 'draw' ? 'select' : 'draw')} aria-pressed={mode === 'draw'} aria-label="새 상자 그리기 (N)">
              새 상자
            </Button>
            <Button size="xs" variant="light" disabled={readOnly || selected.length !== 1} onClick={() => run({ type: 'split' })} aria-label="가운데에서 나누기 (S)">
              나누기
            </Button>
            <Button size="xs" variant={mode === 'split' ? 'filled' : 'light'} disabled={readOnly || selected.length !== 1} onClick={() => setMode(mode === 'split' ? 'select' : 'split')} aria-pressed={mode === 'split'} aria-label="선을 골라 나누기 (Shift+S)">
              선으로 나누기
            </Button>
            <Button size="xs" variant="light" disabled={readOnly || selected.length < 2} onClick={() => run({ type: 'merge' })} aria-label="고른 상자 합치기 (M)">
              합치기
            </Button>
            <Button size="xs" variant="light" color="red" disabled={readOnly || !selected.length} onClick={() => run({ type: 'delete' })} aria-label="고른 상자 지우기 (Delete)">
              지우기
            </Button>
            <SegmentedControl size="xs" data={ZOOMS} value={zoom} onChange={setZoom} aria-label="확대" />
            <ShortcutHelp opened={help} onChange={setHelp} />
          </Group>
        </Group>
        {stale && (
          <Alert color="yellow" py={6}>
            <Group justify="space-between">
              <Text size="sm">서버의 상자가 바뀌었습니다(다시 분할, 다른 사람의 저장). 내 변경을 버리고 다시 불러올 수 있습니다.</Text>
              <Button size="xs" variant="default" onClick={reload}>
                다시 불러오기
              </Button>
            </Group>
          </Alert>
        )}
        {state.notice && (
          <Alert color="yellow" py={6} withCloseButton onClose={() => dispatch({ type: 'dismissNotice' })} role="status">
            {state.notice}
          </Alert>
        )}
        {problems.length > 0 && (
          <Alert color="red" title="저장하지 못했습니다" withCloseButton onClose={() => setProblems([])} role="alert">
            <Stack gap={2}>
              {problems.slice(0, 8).map((p) => (
                <Text key={p} size="sm">
                  {p}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, md: 2 }}>
            <QuestionList
              examSubjectId={examSubjectId}
              questions={data.questions}
              boxes={state.boxes}
              current={focus ?? null}
              onChoose={(q) => onSelectQuestion?.({ number: q.number, section: q.section, question_id: q.question_id })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap={4}>
              <Group justify="space-between" gap="xs">
                <Pagination
                  size="sm"
                  total={pages.length}
                  value={pages.findIndex((p) => p.page === page?.page) + 1}
                  onChange={(i) => setPageNo(pages[i - 1].page)}
                  getItemProps={(i) => ({ 'aria-label': `${pages[i - 1]?.page ?? i}쪽` })}
                  getControlProps={(c) => ({ 'aria-label': { first: '첫 쪽', previous: '앞 쪽', next: '다음 쪽', last: '마지막 쪽' }[c] })}
                />
                <Text size="xs" c="dimmed">
                  {page ? `${page.page}쪽 · 상자 ${pageBoxes.length}개` : ''}
                  {mode === 'draw' ? ' · 빈 곳을 끌어 새 상자를 그리세요 (Esc 그만두기)' : mode === 'split' ? ' · 나눌 높이를 누르세요 (Esc 그만두기)' : ' · Shift+클릭으로 여러 개 고르기'}
                </Text>
              </Group>
              <div ref={sizeRef}>
                <Frame
                  ref={scroller}
                  style={{ maxHeight: '78vh', overflow: 'auto', border: '1px solid var(--mantine-color-gray-4)', position: 'relative', background: 'var(--mantine-color-gray-1)' }}
                >
                  <div
                    ref={canvasFrame}
                    tabIndex={0}
                    role="application"
                    aria-label={`시험지 ${page?.page ?? ''}쪽 상자 캔버스: 상자를 눌러 고르고 끌어서 옮기세요. 단축키는 ? 키`}
                    aria-roledescription="상자 편집 캔버스"
                    data-testid="box-canvas"
                    style={{ position: 'relative', outline: 'none', width: 'fit-content' }}
                    onMouseDown={() => canvasFrame.current?.focus({ preventScroll: true })}
                  >
                    {page && scale > 0 && (
                      <BoxCanvas
                        page={page}
                        image={pageImage.image}
                        boxes={pageBoxes}
                        selected={state.selected}
                        invalid={invalid}
                        scale={scale}
                        mode={mode}
                        readOnly={readOnly}
                        onSelect={(key, additive) => dispatch({ type: 'select', key, additive })}
                        onDeselect={() => dispatch({ type: 'deselect' })}
                        onChange={(changes) => dispatch({ type: 'setBoxes', changes })}
                        onDrawn={(box) => setDrawn(box)}
                        onSplitAt={(key, at) => {
                          dispatch({ type: 'split', key, at });
                          setMode('select');
                        }}
                      />
                    )}
                    {drawn && page && (
                      <Popover opened onChange={(o) => !o && setDrawn(null)} position="bottom-start" withArrow shadow="md" trapFocus>
                        <Popover.Target>
                          <span style={{ position: 'absolute', left: drawn[0] * scale, top: drawn[3] * scale, width: 1, height: 1 }} />
                        </Popover.Target>
                        <Popover.Dropdown>
                          <NewBoxForm
                            initial={defaultNew}
                            sections={sections}
                            onCancel={() => setDrawn(null)}
                            onAdd={(fields) => {
                              dispatch({ type: 'add', box: { ...fields, page: page.page, box: drawn } });
                              setDrawn(null);
                              setMode('select');
                              canvasFrame.current?.focus({ preventScroll: true });
                            }}
                          />
                        </Popover.Dropdown>
                      </Popover>
                    )}
                  </div>
                  {pageImage.error && (
                    <Text size="xs" c="red" p={4}>
                      페이지 이미지를 불러오지 못했습니다: {pageImage.error.message}
                    </Text>
                  )}
                </Frame>
              </div>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 2 }}>
            {selected.length === 1 ? (
              <BoxForm
                box={selected[0]}
                sections={sections}
                readOnly={readOnly}
                onRename={(f) => dispatch({ type: 'renumber', key: selected[0].key, ...f })}
                onSetBox={(box) => dispatch({ type: 'setBoxes', changes: [{ key: selected[0].key, box }] })}
              />
            ) : (
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {selected.length > 1 ? `상자 ${selected.length}개를 골랐습니다` : '상자를 고르세요'}
                </Text>
                <Text size="xs" c="dimmed">
                  {selected.length > 1 ? '합치기(M)로 한 상자로 만들거나 화살표로 함께 옮길 수 있습니다.' : '캔버스에서 상자를 누르면 종류·번호·영역·부분을 고칠 수 있습니다.'}
                </Text>
                <Legend />
              </Stack>
            )}
          </Grid.Col>
        </Grid>
      </Stack>
      <Modal opened={guard.status === 'blocked'} onClose={() => guard.reset?.()} title="저장하지 않은 상자가 있습니다" centered>
        <Stack gap="md">
          <Text size="sm">분할 상자에 저장하지 않은 변경이 있습니다. 이대로 나가면 바꾼 내용이 사라집니다.</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => guard.reset?.()} data-autofocus>
              계속 편집
            </Button>
            <Button variant="light" color="red" onClick={() => guard.proceed?.()}>
              저장하지 않고 나가기
            </Button>
            <Button
              loading={save.isPending}
              onClick={() =>
                void doSave().then((ok) => (ok ? guard.proceed?.() : guard.reset?.()))
              }
            >
              저장하고 나가기
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

/** What the colours mean. */
function Legend() {
  const kinds = ['question', 'passage', 'choice'] as const;
  const colors = { question: 'blue', passage: 'green', choice: 'orange' } as const;
  return (
    <Group gap={4} mt="xs">
      {kinds.map((k) => (
        <Tooltip key={k} label={`${kindLabel(k)} 상자`}>
          <Badge size="xs" color={colors[k]} variant="outline">
            {kindLabel(k)}
          </Badge>
        </Tooltip>
      ))}
      <Badge size="xs" color="red" variant="outline">
        오류
      </Badge>
      <Text size="xs" c="dimmed" w="100%">
        영역 {sectionLabel(COMMON_SECTION)}·선택 과목
      </Text>
    </Group>
  );
}
