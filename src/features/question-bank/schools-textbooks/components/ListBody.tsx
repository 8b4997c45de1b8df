/**
 * The states of a paginated school exam list shared by both tabs: skeleton rows while loading, the error
 * with a retry, the empty message, or the total, the rows (rendered by the caller) and the pager.
 */
import type { ReactNode } from 'react';
import { Alert, Button, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SchoolSubject } from '../../../../api/question-bank/schools-textbooks';

interface Page {
  data_list: SchoolSubject[];
  total: number;
  size: number;
}

interface Props {
  list: UseQueryResult<Page>;
  page: number;
  onPageChange: (page: number) => void;
  /** Shown when there are no rows. */
  empty: string;
  children: (rows: SchoolSubject[]) => ReactNode;
}

export function ListBody({ list, page, onPageChange, empty, children }: Props) {
  if (list.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="불러오는 중">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={36} />
        ))}
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <Alert color="red" role="alert" title="목록을 불러오지 못했습니다">
        {list.error.message}{' '}
        <Button size="compact-xs" variant="light" onClick={() => list.refetch()}>
          다시 시도
        </Button>
      </Alert>
    );
  }
  const pages = Math.max(1, Math.ceil(list.data.total / list.data.size));
  if (list.data.data_list.length === 0) {
    return (
      <Stack gap="sm" align="center" py="xl">
        <Text c="dimmed">{empty}</Text>
        {page > 1 && (
          <Button size="compact-sm" variant="subtle" onClick={() => onPageChange(1)}>
            첫 페이지로
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <>
      <Text size="sm" c="dimmed">
        전체 {list.data.total.toLocaleString('ko-KR')}건
      </Text>
      {children(list.data.data_list)}
      <Group justify="center">
        <Pagination total={pages} value={page} onChange={onPageChange} aria-label="페이지" />
      </Group>
    </>
  );
}
