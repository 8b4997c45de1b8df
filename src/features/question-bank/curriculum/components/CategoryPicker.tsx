/**
 * Picks a chapter (단원) or a question type (문제유형) for an exam's scope: loads the right call
 * (category/-1 or category_2022 for chapters, category2 for types), keeps the rows the spec rule admits
 * (grade, subject, detail), shows them as a searchable tree and reports the chosen id.
 * Keyboard: arrows move and open, Space opens or closes, Enter chooses.
 */
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { Alert, Button, Group, ScrollArea, Skeleton, Stack, Text, TextInput, Tree, useTree, type TreeNodeData } from '@mantine/core';
import type { Category } from '../../../../api/question-bank/curriculum';
import { useCategories, type CategoryScopeInput } from '../api/get-categories';
import { filterCategories } from '../category-filter.rules';
import { branchIds, buildCategoryTree, categoryPath, searchCategoryTree, type CategoryNode } from '../category-tree';
import { PICKER_LABELS, type CurriculumYear } from '../curriculum.rules';

export interface CategoryPickerProps {
  /** chapter: the curriculum's 단원 tree; type: 문제유형. */
  kind: 'chapter' | 'type';
  curriculum: CurriculumYear;
  /** 2 middle, 3 high. */
  school_type: number;
  grade_id: number | null;
  /** Nothing is loaded until a subject is chosen. */
  subject_type_id: number | null;
  subject_detail_type_id: number | null;
  /** The chosen category id. */
  value: number | null;
  /** Called with the chosen id and row, or null when cleared. */
  onChange: (id: number | null, category: Category | null) => void;
  /** Heading above the tree; the kind's name when left out. */
  label?: string;
  /** Height of the scrolling tree in pixels. */
  height?: number;
  disabled?: boolean;
}

const toTreeData = (nodes: CategoryNode<Category>[]): TreeNodeData[] =>
  nodes.map((n) => ({ value: String(n.row.id), label: n.row.name, children: toTreeData(n.children) }));

/** The ids above a category, from its parent up. */
function ancestorIds(rows: Category[], id: number | null): number[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out: number[] = [];
  let current = id === null ? undefined : byId.get(id);
  while (current && current.parent_id !== null && !out.includes(current.parent_id)) {
    out.push(current.parent_id);
    current = byId.get(current.parent_id);
  }
  return out;
}

const expandedOf = (ids: number[]) => Object.fromEntries(ids.map((id) => [String(id), true]));

/** The picker; see the file comment. Loads nothing until a subject is chosen. */
export function CategoryPicker(props: CategoryPickerProps) {
  const { kind, value, onChange, disabled } = props;
  const scope: CategoryScopeInput = {
    curriculum: props.curriculum,
    school_type: props.school_type,
    grade_id: props.grade_id,
    subject_type_id: props.subject_type_id,
    subject_detail_type_id: props.subject_detail_type_id,
  };
  const texts = PICKER_LABELS[kind];
  const title = props.label ?? texts.title;
  const labelId = `category-picker-${kind}-label`;
  const query = useCategories(kind, scope);
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});

  const { school_type, grade_id, subject_type_id, subject_detail_type_id } = scope;
  // The server narrows by the same rule (spec section 5); applying it here too keeps the picker correct for any caller's rows.
  const rows = useMemo(
    () => filterCategories(query.data?.data_list ?? [], { school_type, grade_id, subject_type_id, subject_detail_type_id }),
    [query.data, school_type, grade_id, subject_type_id, subject_detail_type_id],
  );
  const fullTree = useMemo(() => buildCategoryTree(rows), [rows]);
  const visible = useMemo(() => searchCategoryTree(fullTree, search), [fullTree, search]);
  const data = useMemo(() => toTreeData(visible), [visible]);
  const chosen = rows.find((r) => r.id === value) ?? null;

  // Open the way down to the chosen category when the rows arrive or the value changes from outside.
  useEffect(() => {
    const up = ancestorIds(rows, value);
    if (up.length > 0) setExpanded((prev) => ({ ...prev, ...expandedOf(up) }));
  }, [rows, value]);

  const choose = (id: number | null) => {
    if (disabled) return;
    onChange(id, id === null ? null : (rows.find((r) => r.id === id) ?? null));
  };
  const tree = useTree({
    expandedState: expanded,
    onExpandedStateChange: setExpanded,
    selectedState: value === null ? [] : [String(value)],
    onSelectedStateChange: (selected) => selected[0] !== undefined && choose(Number(selected[0])),
  });

  const onSearch = (text: string) => {
    setSearch(text);
    if (text.trim()) setExpanded(expandedOf(branchIds(searchCategoryTree(fullTree, text))));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'Enter') return;
    const item = (event.target as HTMLElement).closest<HTMLElement>('[role=treeitem]');
    if (item?.dataset.value) {
      event.preventDefault();
      choose(Number(item.dataset.value));
    }
  };

  let body;
  if (props.subject_type_id === null) {
    body = (
      <Text size="sm" c="dimmed" py="md">
        과목을 먼저 선택하세요.
      </Text>
    );
  } else if (query.isPending) {
    body = (
      <Stack gap={6} aria-label="불러오는 중" py="xs">
        {[80, 65, 72, 58, 70].map((w, i) => (
          <Skeleton key={i} height={18} width={`${w}%`} />
        ))}
      </Stack>
    );
  } else if (query.isError) {
    body = (
      <Alert color="red" title={`${title} 목록을 불러오지 못했습니다`}>
        {query.error.message}
        <Button size="xs" variant="light" mt="xs" onClick={() => void query.refetch()} display="block">
          다시 시도
        </Button>
      </Alert>
    );
  } else if (rows.length === 0) {
    body = (
      <Text size="sm" c="dimmed" py="md">
        {texts.empty}
      </Text>
    );
  } else if (data.length === 0) {
    body = (
      <Text size="sm" c="dimmed" py="md">
        ‘{search}’에 맞는 {title}이(가) 없습니다.
      </Text>
    );
  } else {
    body = (
      <ScrollArea.Autosize mah={props.height ?? 360} type="auto" offsetScrollbars>
        <Tree
          data={data}
          tree={tree}
          selectOnClick={!disabled}
          expandOnClick
          levelOffset="md"
          aria-labelledby={labelId}
          onKeyDown={onKeyDown}
          renderNode={({ node, expanded: open, hasChildren, selected, elementProps, tree: controller }) => (
            <Group gap={6} wrap="nowrap" {...elementProps} style={{ ...elementProps.style, cursor: disabled ? 'default' : 'pointer' }}>
              <Text
                component="span"
                size="xs"
                c="dimmed"
                w={14}
                ta="center"
                aria-hidden
                onClick={(event) => {
                  if (!hasChildren) return;
                  event.stopPropagation();
                  controller.toggleExpanded(node.value);
                }}
              >
                {hasChildren ? (open ? '▾' : '▸') : '·'}
              </Text>
              <Text component="span" size="sm" fw={selected ? 700 : 400} c={selected ? 'indigo' : undefined}>
                {node.label}
              </Text>
            </Group>
          )}
        />
      </ScrollArea.Autosize>
    );
  }

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Text id={labelId} fw={600} size="sm">
          {title}
        </Text>
        {value !== null && !disabled && (
          <Button size="compact-xs" variant="subtle" color="gray" onClick={() => choose(null)}>
            선택 해제
          </Button>
        )}
      </Group>
      <Text size="xs" c={value !== null && !chosen && !query.isPending ? 'orange' : 'dimmed'} aria-live="polite">
        {value === null
          ? '선택한 항목이 없습니다.'
          : chosen
            ? `선택: ${categoryPath(rows, value).join(' > ')}`
            : query.isPending
              ? '선택한 항목을 불러오는 중입니다.'
              : `선택한 항목(#${value})은 현재 학년·과목 조건에 없습니다.`}
      </Text>
      {props.subject_type_id !== null && rows.length > 0 && (
        <TextInput size="xs" placeholder={`${title} 검색`} aria-label={`${title} 검색`} value={search} onChange={(e) => onSearch(e.currentTarget.value)} />
      )}
      {body}
    </Stack>
  );
}
