/** Loading, error and empty states of a list, in one place. */
import { Alert, Center, Loader, Table, Text } from '@mantine/core';

export function ListRowsState({ loading, error, empty, columns, emptyText }: { loading: boolean; error: unknown; empty: boolean; columns: number; emptyText: string }) {
  if (!loading && !error && !empty) return null;
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        {loading ? (
          <Center py="lg">
            <Loader size="sm" aria-label="불러오는 중" />
          </Center>
        ) : error ? (
          <Alert color="red">{error instanceof Error ? error.message : '목록을 불러오지 못했습니다.'}</Alert>
        ) : (
          <Text c="dimmed" ta="center" py="lg">
            {emptyText}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
