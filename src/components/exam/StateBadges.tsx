/**
 * The state of an exam subject as badges, read from its exam machine (examBadges): with its writer the entry
 * state (and 반려됨 after a rejection); with the reviewers the review state and the classification step, so an
 * exam past the final check reads 최종 완료 · 분류 대기, never its entry label 입력 완료.
 */
import { Badge, Group } from '@mantine/core';
import { examBadges, type ExamBadge } from '../../machines/exam.machine';

const TONE: Record<ExamBadge['tone'], { color: string; variant: 'light' | 'filled' | 'outline' }> = {
  entry: { color: 'blue', variant: 'light' },
  review: { color: 'orange', variant: 'light' },
  class: { color: 'teal', variant: 'outline' },
  done: { color: 'green', variant: 'light' },
  returned: { color: 'orange', variant: 'filled' },
  excluded: { color: 'dark', variant: 'filled' },
};

export function StateBadges({ state, admin_check, excluded_state, return_count = 0 }: { state: number; admin_check: number; excluded_state: number; return_count?: number }) {
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label="상태">
      {examBadges({ state, admin_check, excluded_state, return_count }).map((b) => (
        <Badge key={b.label} color={TONE[b.tone].color} variant={TONE[b.tone].variant}>
          {b.label}
        </Badge>
      ))}
    </Group>
  );
}
