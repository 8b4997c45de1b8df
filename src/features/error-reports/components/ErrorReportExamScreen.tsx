/**
 * The error-exam list (/admin/my-workspace/error-exam): exam subjects with open error reports, filtered
 * by year, subject and name, paged on the server. The master sees every exam; other reviewers see the
 * exams they review, enter or classify unless they turn on "전체 보기" (spec section 6). Expanding a row
 * shows its open and closed reports.
 */
import { Fragment, useState, type FormEvent } from 'react';
import { ActionIcon, Badge, Button, Group, Paper, Select, Stack, Switch, Table, TableScrollContainer, Text, TextInput } from '@mantine/core';
import { ListFooter } from '../../../components/list/ListFooter';
import { ListRowsState } from '../../../components/list/ListState';
import { useErrorReportExams } from '../api/get-error-report-exams';
import type { ErrorReportExamSearch } from '../error-reports.search';
import { ExamReportsPanel } from './ExamReportsPanel';
import { formatTime } from './ReportStatusBadge';
import { EXAM_TYPE, labelFor, SUBJECT_TYPE } from '../../../api/codes';
import { ERROR_REPORTS_POLICY } from '../error-reports.policy';

const YEARS = Array.from({ length: 8 }, (_, i) => String(new Date().getFullYear() + 1 - i));
const SUBJECT_OPTIONS = Object.values(SUBJECT_TYPE).map((s) => ({ value: String(s.code), label: s.label }));
const COLUMNS = 9;

interface Props {
  search: ErrorReportExamSearch;
  onSearchChange: (next: ErrorReportExamSearch) => void;
  viewer: { uid: number; level: number };
}

export function ErrorReportExamScreen({ search, onSearchChange, viewer }: Props) {
  const { open, ...filters } = search;
  const list = useErrorReportExams(filters);
  const [name, setName] = useState(search.name_search ?? '');
  const master = ERROR_REPORTS_POLICY.allows(viewer, 'reports.seeAll', {});

  /** A filter change goes back to the first page and closes the expanded row. */
  const filter = (patch: Partial<ErrorReportExamSearch>) => onSearchChange({ ...search, ...patch, page: undefined, open: undefined });
  const submitName = (event: FormEvent) => {
    event.preventDefault();
    filter({ name_search: name.trim() || undefined });
  };
  const rows = list.data?.data_list ?? [];

  return (
    <Stack gap="md">
      <Paper withBorder p="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select label="연도" placeholder="전체" data={YEARS.map((y) => ({ value: y, label: `${y}년` }))} value={search.year === undefined ? null : String(search.year)} onChange={(v) => filter({ year: v ? Number(v) : undefined })} clearable w={120} />
          <Select label="과목" placeholder="전체" data={SUBJECT_OPTIONS} value={search.subject_type_id === undefined ? null : String(search.subject_type_id)} onChange={(v) => filter({ subject_type_id: v ? Number(v) : undefined })} clearable w={130} />
          <form onSubmit={submitName} role="search" aria-label="시험 이름 검색">
            <Group align="flex-end" gap="xs">
              <TextInput label="시험명" placeholder="이름 검색" value={name} onChange={(e) => setName(e.currentTarget.value)} w={220} />
              <Button type="submit" variant="light">
                검색
              </Button>
            </Group>
          </form>
          <div style={{ marginLeft: 'auto' }}>
            {master ? (
              <Text size="sm" c="dimmed">
                마스터는 모든 시험의 신고를 봅니다.
              </Text>
            ) : (
              <Switch label="전체 보기" description="끄면 내가 검수·입력·분류한 시험만 보입니다." checked={!!search.show_all} onChange={(e) => filter({ show_all: e.currentTarget.checked || undefined })} />
            )}
          </div>
        </Group>
      </Paper>

      <TableScrollContainer minWidth={860}>
        <Table layout="fixed" highlightOnHover aria-busy={list.isFetching} aria-label="오류 신고가 접수된 시험">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="5%" />
              <Table.Th w="24%">시험명</Table.Th>
              <Table.Th w="8%">연도</Table.Th>
              <Table.Th w="8%">학년</Table.Th>
              <Table.Th w="8%">과목</Table.Th>
              <Table.Th w="12%">종류</Table.Th>
              <Table.Th w="12%">검수 / 입력</Table.Th>
              <Table.Th w="10%">미처리 / 전체</Table.Th>
              <Table.Th w="13%">최근 신고</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <ListRowsState loading={list.isPending} error={list.error} empty={rows.length === 0} columns={COLUMNS} emptyText={master || search.show_all ? '처리할 오류 신고가 없습니다.' : '내 시험에 접수된 오류 신고가 없습니다. "전체 보기"를 켜면 다른 시험도 볼 수 있습니다.'} />
            {rows.map((exam) => {
              const expanded = open === exam.id;
              const toggle = () => onSearchChange({ ...search, open: expanded ? undefined : exam.id });
              return (
                <Fragment key={exam.id}>
                  <Table.Tr>
                    <Table.Td>
                      <ActionIcon variant="subtle" onClick={toggle} aria-expanded={expanded} aria-label={`${exam.name} 신고 ${expanded ? '접기' : '펼치기'}`}>
                        {expanded ? '▾' : '▸'}
                      </ActionIcon>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={500} style={{ cursor: 'pointer' }} onClick={toggle}>
                        {exam.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>{exam.year}</Table.Td>
                    <Table.Td>{exam.grade_id}학년</Table.Td>
                    <Table.Td>{labelFor(SUBJECT_TYPE, exam.subject_type_id)}</Table.Td>
                    <Table.Td>{labelFor(EXAM_TYPE, exam.type)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{exam.admin_name ?? '-'}</Text>
                      <Text size="xs" c="dimmed">
                        {exam.user_name ?? '-'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color="red" variant="light" aria-label={`미처리 ${exam.open_count}건`}>
                        {exam.open_count}
                      </Badge>{' '}
                      <Text span size="sm" c="dimmed">
                        / {exam.total_count}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatTime(exam.last_report_time)}</Table.Td>
                  </Table.Tr>
                  {expanded && (
                    <Table.Tr>
                      <Table.Td colSpan={COLUMNS} bg="var(--mantine-color-gray-0)">
                        <ExamReportsPanel examSubjectId={exam.id} openCount={exam.open_count} />
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScrollContainer>

      {list.data && list.data.total > 0 && <ListFooter total={list.data.total} estimated={list.data.total_estimated} page={list.data.page} size={list.data.size} onPage={(page) => onSearchChange({ ...search, page, open: undefined })} />}
    </Stack>
  );
}
