/** A short list of the person's own exams: name (a link to where they work on it), state badges, last change. */
import { Anchor, Table, TableScrollContainer, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { StateBadges } from '../../../../components/exam/StateBadges';
import { EXCLUSION } from '../../../../machines/exam-subject.machine';
import { formatDateTime, type OwnExam } from '../dashboards.rules';
import { ChartCard } from './chart-card';

export interface OwnExamListProps {
  title: string;
  description?: string;
  exams: OwnExam[] | undefined;
  loading: boolean;
  error?: unknown;
  emptyHint: string;
  /** Where an exam opens: the question editor (enterers) or the classification editor (classifiers). */
  opens: 'enter' | 'class';
  /** Shows how many times each was returned. */
  withReturns?: boolean;
}

export function OwnExamList({ title, description, exams, loading, error, emptyHint, opens, withReturns }: OwnExamListProps) {
  const rows = exams ?? [];
  return (
    <ChartCard title={title} description={description} loading={loading} error={error} empty={rows.length === 0} emptyHint={emptyHint} h={120}>
      <TableScrollContainer minWidth={420}>
        <Table verticalSpacing={6} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>시험</Table.Th>
              <Table.Th>상태</Table.Th>
              {withReturns && <Table.Th ta="right">반려</Table.Th>}
              <Table.Th>마지막 변경</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>
                  <Anchor
                    size="sm"
                    lineClamp={1}
                    renderRoot={(props) =>
                      opens === 'enter' ? <Link {...props} to="/exam/admin-question-edit" search={{ id: e.id }} /> : <Link {...props} to="/exam/admin-type-edit" search={{ id: e.id }} />
                    }
                  >
                    {e.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <StateBadges state={e.state} admin_check={e.admin_check} excluded_state={EXCLUSION.included} return_count={e.return_count} />
                </Table.Td>
                {withReturns && <Table.Td ta="right">{e.return_count}회</Table.Td>}
                <Table.Td>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(e.update_time)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScrollContainer>
    </ChartCard>
  );
}
