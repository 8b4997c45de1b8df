/**
 * The split-error reports of AI exams (/exam/admin-question-bug-ai; issue 9 point 8): filters (state with the
 * ISSUE_STATUS labels, one AI exam from the exam picker (auto_exam_subject_list), exam name, report date range) kept in the URL, server paging and sorting; each row shows
 * the exam, question number, reason, reporter, date and state, with 고치기 (the fixing screen with the box
 * editor) and 취소 (confirmed). Reviewers and admins see every report; others those on their exams.
 */
import { useEffect, useState } from 'react';
import { Button, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import type { Actor } from '../../../../api/policy';
import { ISSUE_STATUS } from '../../../../machines/error-report.machine';
import { ListFooter } from '../../../../components/list/ListFooter';
import { ListRowsState } from '../../../../components/list/ListState';
import { SortableTh, type SortState } from '../../../../components/list/SortableTh';
import { AutoExamPicker } from '../../exams/components/AutoExamPicker';
import { useSplitReports } from '../api/split-reports';
import { listQueryOf, type SplitReportSearch } from '../reports.search';
import { SplitReportActions } from './SplitReportActions';
import { formatTime, SplitReportStatusBadge } from './SplitReportStatusBadge';

const STATUS_OPTIONS = [{ value: '', label: '전체' }, ...Object.values(ISSUE_STATUS).map((s) => ({ value: String(s.code), label: s.label }))];
const COLUMNS = 7;
/** Rows per page (listQueryOf). */
const PAGE = 20;

export interface SplitReportListProps {
  search: SplitReportSearch;
  /** Replaces the search params (the route keeps them in the URL). */
  onSearch: (next: SplitReportSearch) => void;
  viewer: Actor;
}

/** The filters, the table and the pager. */
export function SplitReportList({ search, onSearch, viewer }: SplitReportListProps) {
  const query = listQueryOf(search);
  const reports = useSplitReports(query);
  const [name, setName] = useState(search.name_search ?? '');
  const [debouncedName] = useDebouncedValue(name.trim(), 400);
  const set = (patch: Partial<SplitReportSearch>) => onSearch({ ...search, page: undefined, ...patch });

  useEffect(() => {
    if ((search.name_search ?? '') !== debouncedName) set({ name_search: debouncedName || undefined });
    // only the debounced text drives this
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedName]);

  const sort: SortState = { sort_key: search.sort_key, sort: search.sort };
  const onSort = (next: Required<SortState>) => set({ sort_key: next.sort_key as SplitReportSearch['sort_key'], sort: next.sort });
  const rows = reports.data?.data_list ?? [];

  return (
    <Stack gap="sm">
      <Paper withBorder p="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="상태"
            data={STATUS_OPTIONS}
            value={search.issue_status === undefined ? '' : String(search.issue_status)}
            onChange={(v) => set({ issue_status: v ? Number(v) : undefined })}
            allowDeselect={false}
            w={140}
          />
          <AutoExamPicker label="시험" value={search.exam_subject_id} onChange={(id) => set({ exam_subject_id: id })} />
          <TextInput label="시험 이름" placeholder="시험 이름으로 찾기" value={name} onChange={(e) => setName(e.currentTarget.value)} w={240} />
          <TextInput label="신고일(부터)" type="date" value={search.date_from ?? ''} onChange={(e) => set({ date_from: e.currentTarget.value || undefined })} w={170} />
          <TextInput label="신고일(까지)" type="date" value={search.date_to ?? ''} min={search.date_from} onChange={(e) => set({ date_to: e.currentTarget.value || undefined })} w={170} />
          <Button
            variant="default"
            onClick={() => {
              setName('');
              onSearch({});
            }}
          >
            초기화
          </Button>
        </Group>
      </Paper>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="AI 분할 오류 신고 목록">
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="exam_subject_name" label="시험" width="22%" sort={sort} onSort={onSort} />
            <SortableTh column="question_index" label="문항" width="7%" sort={sort} onSort={onSort} />
            <Table.Th style={{ width: '27%' }}>사유</Table.Th>
            <Table.Th style={{ width: '10%' }}>신고자</Table.Th>
            <SortableTh column="create_time" label="신고일" width="12%" sort={sort} onSort={onSort} />
            <SortableTh column="issue_status" label="상태" width="8%" sort={sort} onSort={onSort} />
            <Table.Th style={{ width: '14%' }}>처리</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <ListRowsState loading={reports.isPending} error={reports.error} empty={rows.length === 0} columns={COLUMNS} emptyText="조건에 맞는 분할 오류 신고가 없습니다." />
          {rows.map((r) => (
            <Table.Tr key={r.error_id}>
              <Table.Td>{r.exam_subject_name}</Table.Td>
              <Table.Td>
                {r.question_index}번{r.number && r.number !== String(r.question_index) ? ` (${r.number})` : ''}
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2} title={r.reason}>
                  {r.reason}
                </Text>
              </Table.Td>
              <Table.Td>{r.user_name ?? '-'}</Table.Td>
              <Table.Td>{formatTime(r.create_time)}</Table.Td>
              <Table.Td>
                <SplitReportStatusBadge status={r.issue_status} />
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Button size="xs" variant="light" renderRoot={(props) => <Link {...props} to="/exam/admin-bug-edit-ai" search={{ id: r.exam_subject_id, q: r.question_index, report: r.error_id }} />}>
                    고치기
                  </Button>
                  <SplitReportActions report={r} viewer={viewer} events={['CANCEL']} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {reports.data && <ListFooter total={reports.data.total} estimated={reports.data.total_estimated} page={search.page ?? 1} size={PAGE} onPage={(page) => onSearch({ ...search, page })} />}
    </Stack>
  );
}
