/** The state history of an application: who moved it, when, from which state to which, and why. */
import { Paper, Table, Text, Title } from '@mantine/core';
import type { ConsultingApplicationDetail } from '../../../../api/consulting/applications';
import { CONSULTING_APPLICATION_EVENT_LABEL, consultingApplicationLabel, type ConsultingApplicationEventType } from '../../../../machines/consulting-application.machine';
import { formatDateTime } from '../applications.rules';

const eventLabel = (event: string) => CONSULTING_APPLICATION_EVENT_LABEL[event as ConsultingApplicationEventType] ?? event;

export function ApplicationHistory({ history }: { history: ConsultingApplicationDetail['history'] }) {
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="application-history-title">
      <Title order={3} size="h5" mb={6} id="application-history-title">
        처리 이력
      </Title>
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          접수된 뒤 아직 처리하지 않았습니다.
        </Text>
      ) : (
        <Table verticalSpacing={4} fz="sm" aria-label="처리 이력">
          <Table.Tbody>
            {history.map((h, i) => (
              <Table.Tr key={i}>
                <Table.Td>
                  <Text size="sm">
                    {eventLabel(h.event)}: {consultingApplicationLabel(h.from_state)} → {consultingApplicationLabel(h.to_state)}
                  </Text>
                  {h.reason && (
                    <Text size="xs" c="dimmed">
                      사유: {h.reason}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {h.user_name ?? '알 수 없음'} · {formatDateTime(h.create_time)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
