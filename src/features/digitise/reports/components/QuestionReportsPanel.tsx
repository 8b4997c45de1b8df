/**
 * The split-error reports of one question (/exam/admin-bug-edit-ai, left of the box editor): each report's
 * reason, reporter, date and state, with 해결 / 취소 enabled by the error-report machine and the policy. The
 * report the list's 고치기 came from is marked. Open reports first, then the closed ones, newest first.
 */
import { Alert, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { SplitReport, SplitReportQuery } from '../../../../api/digitise/reports';
import type { Actor } from '../../../../api/policy';
import { ISSUE_STATUS } from '../../../../machines/error-report.machine';
import { useSplitReports } from '../api/split-reports';
import { SplitReportActions } from './SplitReportActions';
import { formatTime, SplitReportStatusBadge } from './SplitReportStatusBadge';

/** The list call's query for one question's reports (at most 100: a question never gathers more). */
export const questionReportsQuery = (examSubjectId: number, questionIndex: number): SplitReportQuery => ({ exam_subject_id: examSubjectId, question_index: questionIndex, page: 1, size: 100 });

/** The reports of one question, as a hook (the route also reads the question's printed number from it). */
export const useQuestionReports = (examSubjectId: number, questionIndex: number) => useSplitReports(questionReportsQuery(examSubjectId, questionIndex));

export interface QuestionReportsPanelProps {
  examSubjectId: number;
  questionIndex: number;
  /** The report to mark (from the list's 고치기). */
  highlight?: number;
  viewer: Actor;
}

const openFirst = (a: SplitReport, b: SplitReport) => Number(b.issue_status === ISSUE_STATUS.open.code) - Number(a.issue_status === ISSUE_STATUS.open.code);

/** The panel. */
export function QuestionReportsPanel({ examSubjectId, questionIndex, highlight, viewer }: QuestionReportsPanelProps) {
  const reports = useQuestionReports(examSubjectId, questionIndex);
  if (reports.isPending) return <Loader size="sm" aria-label="신고를 불러오는 중" />;
  if (reports.isError)
    return (
      <Alert color="red" role="alert" title="신고를 불러오지 못했습니다">
        {reports.error.message}
      </Alert>
    );
  const rows = [...reports.data.data_list].sort(openFirst);
  const open = rows.filter((r) => r.issue_status === ISSUE_STATUS.open.code).length;
  return (
    <Stack gap="sm">
      <div>
        <Title order={4}>{questionIndex}번 문항 신고</Title>
        <Text size="sm" c="dimmed">
          {reports.data.exam?.name} · 열린 신고 {open}건 / 전체 {rows.length}건
        </Text>
      </div>
      {rows.length === 0 && <Alert color="gray">이 문항에는 분할 오류 신고가 없습니다.</Alert>}
      {rows.map((r) => (
        <Paper key={r.error_id} withBorder p="sm" style={r.error_id === highlight ? { borderColor: 'var(--mantine-color-orange-5)', borderWidth: 2 } : undefined} aria-current={r.error_id === highlight ? 'true' : undefined}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <Group gap={6}>
                <SplitReportStatusBadge status={r.issue_status} />
                {r.error_id === highlight && (
                  <Badge color="orange" variant="outline">
                    선택한 신고
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {formatTime(r.create_time)}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {r.reason}
            </Text>
            <Text size="xs" c="dimmed">
              신고: {r.user_name ?? '-'}
              {r.solve_time && ` · 처리: ${r.solver_name ?? '-'} (${formatTime(r.solve_time)})`}
            </Text>
            <SplitReportActions report={r} viewer={viewer} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
