/** The history of a paper's state, oldest first: when, what was done, from which state to which, why, by whom. */
import { Paper, Table, Text, Title } from '@mantine/core';
import type { TestPaperDetail } from '../../../api/test-papers';
import { formatDateTime, TEST_PAPER_EVENT_LABEL, testPaperStateLabel } from '../test-papers.rules';

type HistoryRow = TestPaperDetail['data']['history'][number];

/** A stored state key ('1') as its label; anything else as it is ('' as a dash). */
const stateText = (value: string) => (/^\d+$/.test(value) ? testPaperStateLabel(Number(value)) : value || '—');
const eventText = (event: string) => (TEST_PAPER_EVENT_LABEL as Record<string, string>)[event] ?? event;

export function TestPaperHistory({ history }: { history: HistoryRow[] }) {
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="test-paper-history-title">
      <Title order={3} size="h5" mb={6} id="test-paper-history-title">
        상태 이력
      </Title>
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          아직 상태가 바뀐 적이 없습니다.
        </Text>
      ) : (
        <Table verticalSpacing={4} fz="sm" aria-labelledby="test-paper-history-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>일시</Table.Th>
              <Table.Th>처리</Table.Th>
              <Table.Th>상태</Table.Th>
              <Table.Th>사유</Table.Th>
              <Table.Th>처리한 사람</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.map((h, i) => (
              <Table.Tr key={`${h.create_time}-${i}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(h.create_time)}</Table.Td>
                <Table.Td>{eventText(h.event)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {stateText(h.from_state)} → {stateText(h.to_state)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{h.reason ?? ''}</Table.Td>
                <Table.Td>{h.user_name ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
