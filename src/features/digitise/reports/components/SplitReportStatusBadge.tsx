/** The issue_status of a split-error report as a badge (ISSUE_STATUS labels: 접수, 해결, 취소·삭제). */
import { Badge } from '@mantine/core';
import { ISSUE_STATUS } from '../../../../machines/error-report.machine';
import { labelOf } from '../../../../machines/lifecycle';

const COLOR: Record<number, string> = { [ISSUE_STATUS.open.code]: 'orange', [ISSUE_STATUS.solved.code]: 'green', [ISSUE_STATUS.cancelled.code]: 'gray' };

/** The badge of one issue_status. */
export function SplitReportStatusBadge({ status }: { status: number }) {
  return (
    <Badge color={COLOR[status] ?? 'gray'} variant="light">
      {labelOf(ISSUE_STATUS, status)}
    </Badge>
  );
}

/** A stored time as the screens show it (Korean locale, minutes). */
export const formatTime = (iso: string) => new Date(iso).toLocaleString('ko-KR', { dateStyle: 'short', timeStyle: 'short' });
