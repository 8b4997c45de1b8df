/** An application's state as a badge with its Korean label (접수, 진행 중, 전달 완료, 취소), coloured by state. */
import { Badge } from '@mantine/core';
import { CONSULTING_APPLICATION_STATE, consultingApplicationLabel } from '../../../../machines/consulting-application.states';

const S = CONSULTING_APPLICATION_STATE;
const COLOR: Record<string, string> = {
  [S.received.value]: 'blue',
  [S.inProgress.value]: 'orange',
  [S.delivered.value]: 'teal',
  [S.cancelled.value]: 'gray',
};

export function ApplicationStateBadge({ state, size = 'md' }: { state: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color={COLOR[state] ?? 'gray'} variant="light" size={size}>
      {consultingApplicationLabel(state)}
    </Badge>
  );
}
