/**
 * The bug editor (/exam/admin-bug-edit?error_id=N): the report (its text editable while open), the reported
 * question typeset, the form that fixes it, solving or cancelling through the error-report machine, and the
 * question's comments. Reviewers (level 3+) see the reported question here: they handle the report.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert, Anchor, Button, Grid, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ErrorReport } from '../../../api/error-reports';
import type { Question } from '../../../api/question-bank/questions';
import { MathText } from '../../../components/math/MathText';
import { ISSUE_STATUS } from '../../../machines/error-report.machine';
import { useEditErrorReport } from '../api/error-report-writes';
import { useErrorReport } from '../api/get-error-report';
import { ErrorReportQuestionForm, CHOICE_MARKS, hasChoices } from './ErrorReportQuestionForm';
import { ErrorReportResolvePanel } from './ErrorReportResolvePanel';
import { QuestionComments } from './QuestionComments';
import { ReportQuestionButton } from './ReportQuestionButton';
import { formatTime, ReportStatusBadge } from './ReportStatusBadge';
import { EXAM_TYPE, labelFor, LEVELS_OF_DIFFICULTY } from '../../../api/codes';

function ReportCard({ report }: { report: ErrorReport }) {
  const edit = useEditErrorReport();
  const [content, setContent] = useState(report.content);
  const [error, setError] = useState<string | null>(null);
  const open = report.issue_status === ISSUE_STATUS.open.code;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return setError('신고 내용을 입력하세요.');
    setError(null);
    edit.mutate({ error_id: report.error_id, content: content.trim() }, { onSuccess: () => notifications.show({ color: 'green', message: '신고 내용을 고쳤습니다.' }), onError: (e) => setError(e.message) });
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>신고 #{report.error_id}</Title>
          <ReportStatusBadge status={report.issue_status} />
        </Group>
        <Text size="sm">
          {report.exam_subject_name} · {report.question_index}번 · {labelFor(EXAM_TYPE, report.exam_type)}
        </Text>
        <Text size="xs" c="dimmed">
          신고자 {report.user_name ?? '-'} · {formatTime(report.create_time)}
        </Text>
        {open ? (
          <form onSubmit={submit} aria-label="신고 내용 수정">
            <Stack gap="xs">
              <Textarea label="신고 내용" autosize minRows={2} value={content} onChange={(e) => setContent(e.currentTarget.value)} maxLength={2000} />
              {error && (
                <Alert color="red" role="alert">
                  {error}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button type="submit" size="xs" variant="light" loading={edit.isPending} disabled={content.trim() === report.content}>
                  신고 내용 저장
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {report.content}
            </Text>
            <Text size="sm" c="dimmed">
              처리 내용: {report.resolution ?? '-'}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function QuestionView({ question }: { question: Question }) {
  const answer = question.answer ? (hasChoices(question.question_type) && CHOICE_MARKS[Number(question.answer) - 1]) || question.answer : '-';
  return (
    <Paper withBorder p="md" aria-label="문항">
      <Stack gap="xs">
        <Title order={4}>문항 {question.question_index}</Title>
        <MathText text={question.content || '(문항 내용 없음)'} />
        {hasChoices(question.question_type) && (
          <Stack gap={2} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {question.choices.map((c) => (
              <Text component="li" size="sm" key={c.choice_index}>
                {CHOICE_MARKS[c.choice_index - 1]} <MathText text={c.content || '(비어 있음)'} />
              </Text>
            ))}
          </Stack>
        )}
        <Text size="sm">
          정답 <b>{answer}</b> · 난이도 <b>{LEVELS_OF_DIFFICULTY.find((l) => l.code === question.level)?.label ?? '미정'}</b>
        </Text>
      </Stack>
    </Paper>
  );
}

export function ErrorReportEditScreen({ errorId, viewer }: { errorId: number; viewer: { uid: number; level: number } }) {
  const detail = useErrorReport(errorId);
  const navigate = useNavigate();
  const back = (
    <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/admin/my-workspace/error-exam" />}>
      ← 오류 신고 시험 목록
    </Anchor>
  );
  if (detail.isPending) {
    return (
      <Stack gap="sm" aria-busy>
        <Skeleton h={120} />
        <Skeleton h={240} />
      </Stack>
    );
  }
  if (detail.isError) {
    return (
      <Stack gap="sm">
        {back}
        <Alert color="red" role="alert" title="신고를 불러오지 못했습니다">
          {detail.error.message}
        </Alert>
      </Stack>
    );
  }
  const { data: report, question } = detail.data;
  const open = report.issue_status === ISSUE_STATUS.open.code;
  return (
    <Stack gap="md">
      {back}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <ReportCard key={`${report.error_id}-${report.update_time}`} report={report} />
            <QuestionView question={question} />
            {open ? (
              <ErrorReportQuestionForm key={question.version} errorId={report.error_id} question={question} disabled={!open} />
            ) : (
              <Alert color="gray" title="닫힌 신고입니다">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">닫힌 신고로는 문항을 고칠 수 없습니다. 문제가 남아 있으면 새로 신고하세요.</Text>
                  <ReportQuestionButton questionId={question.id} onReported={(id) => void navigate({ to: '/exam/admin-bug-edit', search: { error_id: id } })} />
                </Stack>
              </Alert>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <ErrorReportResolvePanel key={report.issue_status} report={report} />
            <QuestionComments questionId={question.id} viewer={viewer} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
