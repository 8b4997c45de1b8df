/**
 * Solving and cancelling a report: the error-report machine, restored at the stored issue_status, enables
 * "해결" and "취소" exactly when it allows SOLVE and CANCEL; the server applies the same machine. Cancelling
 * asks for confirmation. Remount with a `key` of the stored status so the machine follows the server.
 */
import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useActorRef, useSelector } from '@xstate/react';
import type { ErrorReport } from '../../../api/error-reports';
import { errorReportMachine, ISSUE_STATUS, type ErrorReportEvent } from '../../../machines/error-report.machine';
import { useCloseErrorReport } from '../api/error-report-writes';
import { formatTime, ReportStatusBadge } from './ReportStatusBadge';

const STATUS_OF_EVENT = { SOLVE: ISSUE_STATUS.solved.code, CANCEL: ISSUE_STATUS.cancelled.code } as const;

export function ErrorReportResolvePanel({ report }: { report: ErrorReport }) {
  const actor = useActorRef(errorReportMachine, { snapshot: errorReportMachine.resolveState({ value: String(report.issue_status), context: undefined }) });
  const snapshot = useSelector(actor, (s) => s);
  const close = useCloseErrorReport();
  const [resolution, setResolution] = useState(report.resolution ?? '');
  const [error, setError] = useState<string | null>(null);
  const canSolve = snapshot.can({ type: 'SOLVE' });
  const canCancel = snapshot.can({ type: 'CANCEL' });

  const send = (event: ErrorReportEvent) => {
    setError(null);
    close.mutate(
      { error_id: report.error_id, issue_status: STATUS_OF_EVENT[event.type], resolution: resolution.trim() || undefined },
      {
        onSuccess: (reply) => {
          actor.send(event);
          notifications.show({
            color: 'green',
            message: `${event.type === 'SOLVE' ? '해결' : '취소'} 처리했습니다.${reply.question_is_reported ? ' 이 문항에 아직 처리되지 않은 다른 신고가 있습니다.' : ''}`,
          });
        },
        onError: (e) => setError(e.message),
      },
    );
  };
  const confirmCancel = () =>
    modals.openConfirmModal({
      title: '신고 취소',
      children: <Text size="sm">이 신고를 취소할까요? 취소한 신고는 다시 열 수 없습니다. 문제가 남아 있으면 새로 신고하세요.</Text>,
      labels: { confirm: '신고 취소', cancel: '돌아가기' },
      confirmProps: { color: 'red' },
      onConfirm: () => send({ type: 'CANCEL' }),
    });

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>처리</Title>
          <ReportStatusBadge status={report.issue_status} />
        </Group>
        {!canSolve && !canCancel && (
          <Alert color="gray">
            {report.solved_by_name ?? '담당자'}님이 {formatTime(report.update_time)}에 처리한 신고입니다. 닫힌 신고는 다시 열 수 없습니다.
          </Alert>
        )}
        <Textarea label="처리 내용" description="어떻게 고쳤는지, 또는 취소하는 이유" autosize minRows={2} value={resolution} onChange={(e) => setResolution(e.currentTarget.value)} disabled={!canSolve && !canCancel} maxLength={2000} />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button color="green" disabled={!canSolve} loading={close.isPending && close.variables?.issue_status === STATUS_OF_EVENT.SOLVE} onClick={() => send({ type: 'SOLVE' })}>
            해결
          </Button>
          <Button color="red" variant="light" disabled={!canCancel} loading={close.isPending && close.variables?.issue_status === STATUS_OF_EVENT.CANCEL} onClick={confirmCancel}>
            취소
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
