/** The issue_status of a report as a coloured badge, with the machine's labels. */
import { Badge } from '@mantine/core';
import { ISSUE_STATUS } from '../../../machines/error-report.machine';
import { labelOf } from '../../../machines/lifecycle';

const COLOR: Record<number, string> = { [ISSUE_STATUS.open.code]: 'red', [ISSUE_STATUS.solved.code]: 'green', [ISSUE_STATUS.cancelled.code]: 'gray' };

export function ReportStatusBadge({ status }: { status: number }) {
  return (
    <Badge color={COLOR[status] ?? 'gray'} variant="light">
      {labelOf(ISSUE_STATUS, status)}
    </Badge>
  );
}

/** A stored time as the screens show it (e.g. 2025. 6. 5. 오후 3:20). */
export const formatTime = (iso: string) => new Date(iso).toLocaleString('ko-KR', { dateStyle: 'short', timeStyle: 'short' });
