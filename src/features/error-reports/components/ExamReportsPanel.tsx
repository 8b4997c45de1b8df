/**
 * The reports of one exam subject, below its row in the error-exam list: a tab of open reports
 * (bug_exam_question) and one of solved and cancelled ones (bug_exam_question_done). Each links to the
 * bug editor. The text of a still-reported question is shown to the master only.
 */
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Anchor, Table, TableScrollContainer, Tabs, Text } from '@mantine/core';
import type { ErrorReport } from '../../../api/error-reports';
import { MathText } from '../../../components/math/MathText';
import { ListRowsState } from '../../../components/list/ListState';
import { useExamReports } from '../api/get-exam-reports';
import { formatTime, ReportStatusBadge } from './ReportStatusBadge';

function QuestionExcerpt({ report }: { report: ErrorReport }) {
  if (report.question_hidden) {
    return (
      <Text size="xs" c="dimmed">
        신고된 문항입니다. 내용은 마스터만 볼 수 있습니다.
      </Text>
    );
  }
  return (
    <Text size="sm" lineClamp={2}>
      <MathText text={report.question_content || '(내용 없음)'} />
    </Text>
  );
}

function ReportTable({ examSubjectId, open }: { examSubjectId: number; open: boolean }) {
  const reports = useExamReports(examSubjectId, open);
  const rows = reports.data?.data_list ?? [];
  const columns = open ? 6 : 8;
  return (
    <TableScrollContainer minWidth={720}>
      <Table layout="fixed" verticalSpacing="xs" aria-label={open ? '접수된 신고' : '처리된 신고'}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="7%">문항</Table.Th>
            <Table.Th w={open ? '30%' : '22%'}>신고 내용</Table.Th>
            <Table.Th w={open ? '30%' : '20%'}>문항 내용</Table.Th>
            <Table.Th w="10%">신고자</Table.Th>
            {!open && <Table.Th w="9%">상태</Table.Th>}
            {!open && <Table.Th w="14%">처리 내용</Table.Th>}
            <Table.Th w="12%">{open ? '신고일' : '처리일'}</Table.Th>
            <Table.Th w="9%" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <ListRowsState loading={reports.isPending} error={reports.error} empty={rows.length === 0} columns={columns} emptyText={open ? '접수된 신고가 없습니다.' : '처리된 신고가 없습니다.'} />
          {rows.map((r) => (
            <Table.Tr key={r.error_id}>
              <Table.Td>{r.question_index}번</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
                  {r.content}
                </Text>
              </Table.Td>
              <Table.Td>
                <QuestionExcerpt report={r} />
              </Table.Td>
              <Table.Td>{r.user_name ?? '-'}</Table.Td>
              {!open && (
                <Table.Td>
                  <ReportStatusBadge status={r.issue_status} />
                </Table.Td>
              )}
              {!open && (
                <Table.Td>
                  <Text size="sm" lineClamp={2}>
                    {r.resolution ?? '-'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {r.solved_by_name ?? ''}
                  </Text>
                </Table.Td>
              )}
              <Table.Td>{formatTime(open ? r.create_time : r.update_time)}</Table.Td>
              <Table.Td>
                <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/exam/admin-bug-edit" search={{ error_id: r.error_id }} />}>
                  {open ? '처리' : '보기'}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScrollContainer>
  );
}

export function ExamReportsPanel({ examSubjectId, openCount }: { examSubjectId: number; openCount: number }) {
  const [tab, setTab] = useState<string | null>('open');
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="open">접수된 신고 ({openCount})</Tabs.Tab>
        <Tabs.Tab value="done">처리된 신고</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="open" pt="xs">
        <ReportTable examSubjectId={examSubjectId} open />
      </Tabs.Panel>
      <Tabs.Panel value="done" pt="xs">
        <ReportTable examSubjectId={examSubjectId} open={false} />
      </Tabs.Panel>
    </Tabs>
  );
}
