/** Total count and pager under a list; an estimated total (a large result, `total_estimated`) reads "약 N건". */
import { Group, Pagination, Text } from '@mantine/core';

export function ListFooter({ total, estimated, page, size, onPage }: { total: number; estimated?: boolean; page: number; size: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed">
        총 {estimated ? '약 ' : ''}
        {total.toLocaleString('ko-KR')}건
      </Text>
      <Pagination total={pages} value={Math.min(page, pages)} onChange={onPage} size="sm" getControlProps={(c) => ({ 'aria-label': c === 'next' ? '다음 페이지' : c === 'previous' ? '이전 페이지' : c })} />
    </Group>
  );
}
