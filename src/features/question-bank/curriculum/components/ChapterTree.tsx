/**
 * The lazily loaded chapter tree of one scope: the main units from main-category, and the children of a unit
 * from sub-category when it is opened (then their children when those are opened, level by level). A search
 * box keeps the loaded units whose name contains the text, with the units above them. Keyboard: the WAI-ARIA
 * tree keys (see treeKeyAction). The parent remounts it (key) when the scope changes, so nothing carries over.
 */
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Alert, Button, Group, ScrollArea, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { Category, SubjectDetail } from '../../../../api/question-bank/curriculum';
import type { CategoryScopeInput } from '../api/get-categories';
import { useMainCategories } from '../api/get-main-categories';
import { useSubCategoriesOf } from '../api/get-sub-categories';
import { filterCategories } from '../category-filter.rules';
import {
  buildExplorerTree,
  closedExpandableIds,
  explorerPath,
  flattenExplorerTree,
  idsToRevealMatches,
  mainUnitTag,
  orderMainUnits,
  searchSummary,
  treeKeyAction,
  type ChildrenLoad,
  type ExplorerInput,
  type TreeKeyAction,
} from '../chapter-explorer';
import { PICKER_LABELS } from '../curriculum.rules';
import { ChapterTreeItems } from './ChapterTreeItems';

export interface ChapterTreeProps {
  /** The scope; a subject must be chosen. */
  scope: CategoryScopeInput;
  /** The subject's details in this curriculum and school level (subject-master order): orders and names the main units. */
  details?: readonly SubjectDetail[];
  /** Height of the scrolling tree in pixels. */
  height?: number;
}

/** See the file comment. */
export function ChapterTree({ scope, details = [], height = 520 }: ChapterTreeProps) {
  const baseId = useId();
  const helpId = `${baseId}-help`;
  const main = useMainCategories(scope);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  /** Every unit opened at least once, in that order: its children stay loaded (and searchable) when closed. */
  const [requested, setRequested] = useState<readonly number[]>([]);
  const [search, setSearch] = useState('');
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const [treeFocused, setTreeFocused] = useState(false);
  const items = useRef(new Map<number, HTMLLIElement>());
  const subs = useSubCategoriesOf(requested);

  // The server narrows main-category by the spec rule but sub-category returns every child; the same rule
  // (spec section 5: grade, subject, detail) is applied to both here.
  const filter = { school_type: scope.school_type, grade_id: scope.grade_id, subject_type_id: scope.subject_type_id, subject_detail_type_id: scope.subject_detail_type_id };
  const queryOf = new Map(requested.map((id, i) => [id, subs[i]]));
  const loads = new Map<number, ChildrenLoad<Category>>();
  for (const [id, q] of queryOf) {
    if (q.data) {
      const rows = filterCategories(q.data.data_list, filter);
      loads.set(id, { status: 'success', rows, hidden: q.data.data_list.length - rows.length });
    } else if (q.isError) loads.set(id, { status: 'error', message: q.error.message });
    else loads.set(id, { status: 'pending' });
  }
  const roots = orderMainUnits(filterCategories(main.data?.data_list ?? [], filter), details.map((d) => d.id));
  const input: ExplorerInput<Category> = { roots, loads, expanded, search };
  const detailNames = new Map(details.map((d) => [d.id, d.name]));
  const open = { detail: scope.subject_detail_type_id === null, grade: scope.grade_id === null };
  const tagOf = (row: Category) => (row.depth === 1 || row.parent_id === null ? mainUnitTag(row, detailNames, open) : '');
  const tree = buildExplorerTree(input);
  const flat = flattenExplorerTree(tree);
  const current = flat.some((n) => n.row.id === focusedId) ? focusedId : (flat[0]?.row.id ?? null);
  const summary = searchSummary(input);

  const expand = (ids: readonly number[]) => {
    setExpanded((prev) => new Set([...prev, ...ids]));
    setRequested((prev) => [...prev, ...ids.filter((id) => !prev.includes(id))]);
    for (const id of ids) if (loads.get(id)?.status === 'error') void queryOf.get(id)?.refetch();
  };
  const collapse = (id: number) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      next.delete(id);
      return next;
    });
  const toggle = (id: number) => (expanded.has(id) ? collapse(id) : expand([id]));
  const retry = (id: number) => void queryOf.get(id)?.refetch();

  const apply = (action: TreeKeyAction) => {
    if (action.type === 'focus') {
      setFocusedId(action.id);
      items.current.get(action.id)?.focus();
    } else if (action.type === 'expand') expand([action.id]);
    else if (action.type === 'expandMany') expand(action.ids);
    else if (action.type === 'collapse') collapse(action.id);
    else if (action.type === 'toggle') toggle(action.id);
    else retry(action.id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const item = event.target as HTMLElement;
    // Keys pressed in something inside an item (none is focusable today) stay with it.
    if (item.getAttribute('role') !== 'treeitem' || event.altKey || event.ctrlKey || event.metaKey) return;
    const action = treeKeyAction(tree, Number(item.dataset.id), event.key === 'Spacebar' ? ' ' : event.key);
    if (!action) return;
    event.preventDefault();
    apply(action);
  };
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    setTreeFocused(true);
    const item = (event.target as HTMLElement).closest<HTMLElement>('[role=treeitem]');
    if (item?.dataset.id) setFocusedId(Number(item.dataset.id));
  };
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setTreeFocused(false);
  };
  const onSearch = (text: string) => {
    setSearch(text);
    const reveal = idsToRevealMatches({ ...input, search: text });
    if (reveal.length > 0) setExpanded((prev) => new Set([...prev, ...reveal]));
  };
  const registerItem = (id: number, element: HTMLLIElement | null) => {
    if (element) items.current.set(id, element);
    else items.current.delete(id);
  };

  if (main.isPending) {
    return (
      <Stack gap={6} aria-label="단원을 불러오는 중" py="xs">
        {[70, 55, 64, 48, 60, 52].map((w, i) => (
          <Skeleton key={i} height={18} width={`${w}%`} />
        ))}
      </Stack>
    );
  }
  if (main.isError) {
    return (
      <Alert color="red" title="단원 목록을 불러오지 못했습니다">
        {main.error.message}
        <Button size="xs" variant="light" mt="xs" display="block" onClick={() => void main.refetch()}>
          다시 시도
        </Button>
      </Alert>
    );
  }
  if (input.roots.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="md">
        {PICKER_LABELS.chapter.empty}
      </Text>
    );
  }

  const searching = search.trim() !== '';
  const path = explorerPath(tree, focusedId);
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <TextInput
          size="xs"
          placeholder="불러온 단원 이름 검색"
          aria-label="단원 검색"
          value={search}
          onChange={(e) => onSearch(e.currentTarget.value)}
          w={260}
        />
        <Button size="xs" variant="default" onClick={() => expand(closedExpandableIds(tree))} disabled={closedExpandableIds(tree).length === 0}>
          한 단계 더 펼치기
        </Button>
        <Button size="xs" variant="default" onClick={() => setExpanded(new Set())} disabled={expanded.size === 0}>
          모두 접기
        </Button>
      </Group>
      <Text size="xs" c="dimmed" aria-live="polite">
        {searching
          ? `불러온 단원 ${summary.loaded}개 중 ${summary.matched}개가 검색어를 포함합니다. 펼치지 않은 단원의 하위 단원은 검색되지 않습니다.`
          : `대단원 ${input.roots.length}개 · 불러온 단원 ${summary.loaded}개`}
      </Text>
      <Text id={helpId} size="xs" c="dimmed">
        ↑↓ 이동 · → 펼치기 · ← 접기 · Enter/Space 펼치기·접기(실패 시 Enter로 다시 시도) · * 같은 단계 모두 펼치기
      </Text>
      {tree.length === 0 ? (
        <Text size="sm" c="dimmed" py="md">
          ‘{search.trim()}’에 맞는 단원이 없습니다.
        </Text>
      ) : (
        <ScrollArea.Autosize mah={height} type="auto" offsetScrollbars>
          <ul role="tree" aria-label="단원 트리" aria-describedby={helpId} style={{ margin: 0, padding: 0 }} onKeyDown={onKeyDown} onFocus={onFocus} onBlur={onBlur}>
            <ChapterTreeItems
              nodes={tree}
              focusedId={current}
              treeFocused={treeFocused}
              highlight={searching ? search.trim().split(/\s+/) : []}
              onToggle={toggle}
              onRetry={retry}
              registerItem={registerItem}
              tagOf={tagOf}
              idPrefix={baseId}
            />
          </ul>
        </ScrollArea.Autosize>
      )}
      <Text size="xs" c="dimmed">
        {path.length > 0 ? `현재 위치: ${path.join(' > ')}` : '\u00a0'}
      </Text>
    </Stack>
  );
}
