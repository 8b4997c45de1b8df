/**
 * The consultants' table: one row per application with its number, student, school and grade, service, price,
 * state badge, payment badge (결제 완료, 결제 대기, 환불됨, 결제 없음), consultant, report and note marks, and date; the header sorts with the spec's 1/2 arrow (the server
 * sorts one page at a time); the student's name opens the application.
 */
import { Anchor, ScrollArea, Table, Text } from '@mantine/core';
import type { ConsultingApplication } from '../../../../api/consulting/applications';
import { ListRowsState } from '../../../../components/list/ListState';
import { SortableTh, type SortState } from '../../../../components/list/SortableTh';
import { formatDate, formatDateTime, formatWon, gradeLabel, type ApplicationSortKey } from '../applications.rules';
import { ApplicationPaymentBadge } from './application-payment-badge';
import { ApplicationStateBadge } from './application-state-badge';

export interface ApplicationTableProps {
  rows: ConsultingApplication[];
  loading: boolean;
  error: unknown;
  sort: SortState;
  onSort: (next: { sort_key: ApplicationSortKey; sort: 1 | 2 }) => void;
  onOpen: (id: number) => void;
}

const COLUMNS: Array<{ key: ApplicationSortKey | null; label: string; width?: string }> = [
  { key: 'id', label: '번호', width: '72px' },
  { key: 'student_name', label: '학생' },
  { key: 'school_name', label: '학교' },
  { key: 'grade', label: '학년', width: '64px' },
  { key: null, label: '서비스' },
  { key: 'price', label: '금액', width: '100px' },
  { key: 'state', label: '상태', width: '96px' },
  { key: null, label: '결제', width: '96px' },
  { key: null, label: '담당' },
  { key: null, label: '보고서·메모', width: '96px' },
  { key: 'create_time', label: '신청일', width: '120px' },
];

export function ApplicationTable({ rows, loading, error, sort, onSort, onOpen }: ApplicationTableProps) {
  return (
    <ScrollArea type="auto">
      <Table striped highlightOnHover verticalSpacing={6} miw={1100} aria-label="컨설팅 신청 목록">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) =>
              c.key ? (
                <SortableTh key={c.label} column={c.key} label={c.label} width={c.width} sort={sort} onSort={(next) => onSort(next as { sort_key: ApplicationSortKey; sort: 1 | 2 })} />
              ) : (
                <Table.Th key={c.label} style={{ width: c.width }}>
                  {c.label}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <ListRowsState loading={loading && rows.length === 0} error={rows.length === 0 ? error : null} empty={rows.length === 0} columns={COLUMNS.length} emptyText="조건에 맞는 신청이 없습니다. 필터를 바꿔 보세요." />
          {rows.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>{a.id}</Table.Td>
              <Table.Td>
                <Anchor component="button" type="button" size="sm" fw={500} onClick={() => onOpen(a.id)}>
                  {a.student_name}
                </Anchor>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {a.phone}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{a.school_name}</Table.Td>
              <Table.Td>{gradeLabel(a.grade)}</Table.Td>
              <Table.Td>{a.service_name}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatWon(a.price)}</Table.Td>
              <Table.Td>
                <ApplicationStateBadge state={a.state} size="sm" />
              </Table.Td>
              <Table.Td>
                <ApplicationPaymentBadge paymentState={a.payment_state} size="sm" />
              </Table.Td>
              <Table.Td>{a.consultant_name ?? <Text span size="sm" c="dimmed">-</Text>}</Table.Td>
              <Table.Td>
                <Text size="xs">{a.has_report ? '보고서 있음' : '보고서 없음'}</Text>
                <Text size="xs" c="dimmed">
                  메모 {a.note_count}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }} title={formatDateTime(a.create_time)}>
                {formatDate(a.create_time)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
