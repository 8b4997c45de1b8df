/** A test paper's state as a badge with its Korean label (검토 요청, 반려, 승인), coloured by state. */
import { Badge } from '@mantine/core';
import { key } from '../../../machines/lifecycle';
import { TEST_PAPER_STATE } from '../../../machines/test-paper.machine';
import { testPaperStateLabel } from '../test-papers.rules';

const COLOR: Record<string, string> = {
  [key(TEST_PAPER_STATE.requested)]: 'blue',
  [key(TEST_PAPER_STATE.rejected)]: 'red',
  [key(TEST_PAPER_STATE.approved)]: 'teal',
};

export function TestPaperStateBadge({ code, size = 'md' }: { code: number; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color={COLOR[String(code)] ?? 'gray'} variant="light" size={size}>
      {testPaperStateLabel(code)}
    </Badge>
  );
}
