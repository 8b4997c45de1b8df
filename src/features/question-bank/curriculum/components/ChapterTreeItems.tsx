/**
 * The nodes of the chapter explorer's tree (role treeitem, nested groups), each with its children's state
 * when open: loading, failed (with 다시 시도), or a note when the grade or detail filter hid some. A unit whose
 * children were loaded and turned out empty is shown as a leaf with "하위 단원 없음".
 */
import type { ReactNode } from 'react';
import { Badge, Button, Group, Highlight, Loader, Text } from '@mantine/core';
import type { Category } from '../../../../api/question-bank/curriculum';
import type { ExplorerNode } from '../chapter-explorer';
import { chapterDepthLabel } from '../curriculum.rules';

export interface ChapterTreeItemsProps {
  nodes: ExplorerNode<Category>[];
  /** The node that takes Tab (roving tabindex) and, while the tree has focus, shows the focus ring. */
  focusedId: number | null;
  treeFocused: boolean;
  /** Words of the search, highlighted in the names. */
  highlight: string[];
  onToggle: (id: number) => void;
  onRetry: (id: number) => void;
  /** Keeps each item's element, so the arrow keys can move the focus to it. */
  registerItem: (id: number, element: HTMLLIElement | null) => void;
  /** A tag shown after the name (e.g. the detail and grades of a main unit); empty for none. */
  tagOf: (row: Category) => string;
  /** Unique prefix of the label ids that name each item (aria-labelledby). */
  idPrefix: string;
}

const INDENT = 20;

/** A line under a unit: its children's state. */
function StatusLine({ level, children, role }: { level: number; children: ReactNode; role?: 'status' | 'alert' }) {
  return (
    <Group gap={6} wrap="nowrap" pl={level * INDENT + 20} py={2} role={role}>
      {children}
    </Group>
  );
}

/** The leaf note of a unit whose children are loaded and none is shown. */
function emptyNote(node: ExplorerNode<Category>): string | null {
  if (node.load?.status !== 'success' || node.load.rows.length > 0) return null;
  return node.load.hidden > 0 ? '조건에 맞는 하위 단원 없음' : '하위 단원 없음';
}

/** One level of the tree; renders itself again for the open children. */
export function ChapterTreeItems(props: ChapterTreeItemsProps) {
  const { nodes, focusedId, treeFocused, highlight, onToggle, onRetry, registerItem, tagOf, idPrefix } = props;
  return nodes.map((node) => {
    const { row, level, load } = node;
    const focused = row.id === focusedId;
    const note = emptyNote(node);
    const tag = tagOf(row);
    const labelId = `${idPrefix}-${row.id}`;
    return (
      <li
        key={row.id}
        ref={(el) => registerItem(row.id, el)}
        role="treeitem"
        data-id={row.id}
        aria-labelledby={labelId}
        aria-level={level}
        aria-setsize={node.setsize}
        aria-posinset={node.posinset}
        aria-expanded={node.expandable ? node.expanded : undefined}
        aria-busy={node.expanded && load?.status === 'pending' ? true : undefined}
        tabIndex={focused ? 0 : -1}
        style={{ listStyle: 'none', outline: 'none' }}
      >
        <Group
          id={labelId}
          gap={6}
          wrap="nowrap"
          py={3}
          pl={(level - 1) * INDENT + 4}
          pr="xs"
          onClick={() => node.expandable && onToggle(row.id)}
          style={{
            cursor: node.expandable ? 'pointer' : 'default',
            borderRadius: 4,
            outline: focused && treeFocused ? '2px solid var(--mantine-primary-color-filled)' : undefined,
            outlineOffset: -2,
          }}
        >
          <Text component="span" size="xs" c="dimmed" w={14} ta="center" aria-hidden>
            {node.expandable ? (node.expanded ? '▾' : '▸') : '·'}
          </Text>
          <Highlight component="span" size="sm" highlight={highlight}>
            {row.name}
          </Highlight>
          <Text component="span" size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {chapterDepthLabel(row.depth)}
            {note && ` · ${note}`}
          </Text>
          {tag && (
            <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
              {tag}
            </Badge>
          )}
        </Group>
        {node.expanded && load?.status !== 'success' && (
          <StatusLine level={level} role={load?.status === 'error' ? 'alert' : 'status'}>
            {load?.status === 'error' ? (
              <>
                <Text size="xs" c="red">
                  하위 단원을 불러오지 못했습니다: {load.message}
                </Text>
                <Button size="compact-xs" variant="light" color="red" tabIndex={-1} onClick={() => onRetry(row.id)}>
                  다시 시도
                </Button>
              </>
            ) : (
              <>
                <Loader size={12} />
                <Text size="xs" c="dimmed">
                  하위 단원을 불러오는 중…
                </Text>
              </>
            )}
          </StatusLine>
        )}
        {node.children.length > 0 && (
          <ul role="group" style={{ margin: 0, padding: 0 }}>
            <ChapterTreeItems {...props} nodes={node.children} />
          </ul>
        )}
        {node.expanded && load?.status === 'success' && load.hidden > 0 && load.rows.length > 0 && (
          <StatusLine level={level}>
            <Text size="xs" c="dimmed">
              학년·세부 과목 조건에 맞지 않는 하위 단원 {load.hidden}개는 표시하지 않았습니다.
            </Text>
          </StatusLine>
        )}
      </li>
    );
  });
}
