/**
 * 해결 / 취소 of one split-error report (PUT divided_image/error/report_cancel with issue_status 1 or 2): each
 * button is enabled when the error-report machine allows its event from the stored issue_status (`canSend`)
 * and DIGITISE_POLICY allows `autoExam.fixReport` on the reported exam; the server applies the same machine
 * and policy. Cancelling asks for confirmation.
 */
import { Button, Group, Text, Tooltip, type ButtonProps } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { SplitReport } from '../../../../api/digitise/reports';
import { examSubjectAccess } from '../../../../api/exam-subject-access';
import type { Actor } from '../../../../api/policy';
import { errorReportMachine, ISSUE_STATUS, type ErrorReportEvent } from '../../../../machines/error-report.machine';
import { canSend } from '../../../../machines/lifecycle';
import { DIGITISE_POLICY } from '../../digitise.policy';
import { useCloseSplitReport } from '../api/split-reports';

const STATUS_OF_EVENT = { SOLVE: ISSUE_STATUS.solved.code, CANCEL: ISSUE_STATUS.cancelled.code } as const;
const LABEL = { SOLVE: '해결', CANCEL: '취소' } as const;

export interface SplitReportActionsProps {
  report: SplitReport;
  viewer: Actor;
  /** Which buttons to show (the list shows 취소 only; the fixing screen both). */
  events?: ErrorReportEvent['type'][];
  size?: ButtonProps['size'];
  onClosed?: (issueStatus: number) => void;
}

/** The buttons of one report. */
export function SplitReportActions({ report, viewer, events = ['SOLVE', 'CANCEL'], size = 'xs', onClosed }: SplitReportActionsProps) {
  const close = useCloseSplitReport();
  const decision = DIGITISE_POLICY.authorize(viewer, 'autoExam.fixReport', examSubjectAccess(report.exam_access));

  const send = (type: ErrorReportEvent['type']) =>
    close.mutate(
      { error_id: report.error_id, exam_type: report.exam_type, issue_status: STATUS_OF_EVENT[type] },
      {
        onSuccess: (reply) => {
          notifications.show({
            color: 'green',
            message: `${report.question_index}번 문항 신고를 ${LABEL[type]} 처리했습니다.${reply.divide_error_reported ? ' 이 문항에 아직 열린 다른 신고가 있습니다.' : ''}`,
          });
          onClosed?.(reply.issue_status);
        },
        onError: (e) => notifications.show({ color: 'red', title: `${LABEL[type]}하지 못했습니다`, message: e.message }),
      },
    );
  const confirmCancel = () =>
    modals.openConfirmModal({
      title: '분할 오류 신고 취소',
      children: <Text size="sm">{report.question_index}번 문항의 이 신고를 취소할까요? 취소한 신고는 다시 열 수 없습니다.</Text>,
      labels: { confirm: '신고 취소', cancel: '돌아가기' },
      confirmProps: { color: 'red' },
      onConfirm: () => send('CANCEL'),
    });

  return (
    <Group gap={6} wrap="nowrap">
      {events.map((type) => {
        const allowedByMachine = canSend(errorReportMachine, String(report.issue_status), { type });
        const why = !allowedByMachine ? '이미 처리된 신고입니다.' : !decision.ok ? decision.reason : null;
        const button = (
          <Button
            key={type}
            size={size}
            color={type === 'SOLVE' ? 'green' : 'red'}
            variant={type === 'SOLVE' ? 'filled' : 'light'}
            disabled={why !== null}
            loading={close.isPending && close.variables?.issue_status === STATUS_OF_EVENT[type]}
            onClick={() => (type === 'CANCEL' ? confirmCancel() : send(type))}
          >
            {LABEL[type]}
          </Button>
        );
        return why ? (
          <Tooltip key={type} label={why}>
            <span>{button}</span>
          </Tooltip>
        ) : (
          button
        );
      })}
    </Group>
  );
}
