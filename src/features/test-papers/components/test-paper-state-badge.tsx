/** A test paper's state as a badge with its Korean label (검토 요청, 반려, 승인), coloured by state. */
import { Badge } from '@mantine/core';
import { TEST_PAPER_STATE } from '../../../machines/test-paper.states';
import { testPaperStateLabel } from '../test-papers.rules';

const COLOR: Record<string, string> = {
  [TEST_PAPER_STATE.requested.code]: 'blue',
  [TEST_PAPER_STATE.rejected.code]: 'red',
  [TEST_PAPER_STATE.approved.code]: 'teal',
};

export function TestPaperStateBadge({ code, size = 'md' }: { code: number; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color={COLOR[String(code)] ?? 'gray'} variant="light" size={size}>
      {testPaperStateLabel(code)}
    </Badge>
  );
}
