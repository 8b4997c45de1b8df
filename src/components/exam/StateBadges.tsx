/** The lifecycle state and reviewer state of an exam subject as badges. */
import { Badge, Group } from '@mantine/core';
import { ADMIN_CHECK } from '../../machines/admin-check.machine';
import { EXAM_SUBJECT_STATE } from '../../machines/exam-subject.machine';
import { labelOf } from '../../machines/lifecycle';

const STATE_COLOR: Record<number, string> = { 0: 'blue', 1: 'grape', 2: 'gray', 3: 'teal', 4: 'green' };

export function StateBadges({ state, admin_check, excluded_state, return_count = 0 }: { state: number; admin_check: number; excluded_state: number; return_count?: number }) {
  return (
    <Group gap={4} wrap="nowrap">
      {excluded_state ? (
        <Badge color="dark">제외</Badge>
      ) : (
        <Badge color={STATE_COLOR[state] ?? 'gray'} variant="light">
          {labelOf(EXAM_SUBJECT_STATE, state)}
        </Badge>
      )}
      {state === 0 && return_count > 0 && (
        <Badge color="orange" variant="filled">
          반려됨
        </Badge>
      )}
      {admin_check > 0 && (
        <Badge color="orange" variant="outline">
          {labelOf(ADMIN_CHECK, admin_check)}
        </Badge>
      )}
    </Group>
  );
}
