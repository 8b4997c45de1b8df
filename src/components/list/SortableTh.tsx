/** A table header that sorts by its column: each click cycles the spec's sort arrow between 1 (▲) and 2 (▼). */
import { Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SortState {
  sort_key?: string;
  sort?: 1 | 2;
}

/** The next sort state after clicking a column (spec section 9: the arrow cycles between 1 and 2). */
export function nextSort(current: SortState, key: string): Required<SortState> {
  if (current.sort_key !== key) return { sort_key: key, sort: 1 };
  return { sort_key: key, sort: current.sort === 1 ? 2 : 1 };
}

export function SortableTh({ column, label, width, sort, onSort }: { column: string; label: ReactNode; width?: string; sort: SortState; onSort: (next: Required<SortState>) => void }) {
  const active = sort.sort_key === column;
  const arrow = active ? (sort.sort === 1 ? '▲' : '▼') : '↕';
  return (
    <Table.Th style={{ width }} aria-sort={active ? (sort.sort === 1 ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(nextSort(sort, column))} fw={600} fz="sm" aria-label={`${typeof label === 'string' ? label : column} 정렬`}>
        {label} <span aria-hidden>{arrow}</span>
      </UnstyledButton>
    </Table.Th>
  );
}
