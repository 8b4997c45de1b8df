/** A sortable column header: the arrow cycles between 1 (ascending) and 2 (descending), spec section 9. */
import type { ReactNode } from 'react';
import { Table, UnstyledButton } from '@mantine/core';

interface Props {
  column: string;
  sortKey?: string;
  sort?: 1 | 2;
  onSort: (column: string) => void;
  children: ReactNode;
  w?: string;
}

export function SortTh({ column, sortKey, sort, onSort, children, w }: Props) {
  const active = sortKey === column;
  const arrow = active ? (sort === 1 ? '▲' : '▼') : '↕';
  return (
    <Table.Th w={w} aria-sort={active ? (sort === 1 ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} fw={600} fz="sm">
        {children} <span aria-hidden>{arrow}</span>
      </UnstyledButton>
    </Table.Th>
  );
}
