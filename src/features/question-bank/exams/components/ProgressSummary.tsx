/** Counts of exam subjects by state and reviewer state (exam_subject/pro) for the current filters. */
import { Badge, Group, Paper, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_CHECK } from '../../../../machines/admin-check.machine';
import { EXAM_SUBJECT_STATE } from '../../../../machines/exam-subject.machine';
import { labelOf } from '../../../../machines/lifecycle';
import { progressOptions } from '../api/exam-queries';

export function ProgressSummary({ year, type, subject_type_id }: { year?: number; type?: number; subject_type_id?: number }) {
  const progress = useQuery(progressOptions({ year, type, subject_type_id }));
  if (progress.isLoading) return <Skeleton h={38} />;
  if (!progress.data) return null;
  return (
    <Paper withBorder p="xs" aria-label="진행 현황">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          전체 {progress.data.total}
        </Text>
        {progress.data.by_state.map((s) => (
          <Badge key={`s${s.state}`} variant="light">
            {labelOf(EXAM_SUBJECT_STATE, s.state)} {s.count}
          </Badge>
        ))}
        {progress.data.by_admin_check
          .filter((c) => c.admin_check !== ADMIN_CHECK.withWriter.code)
          .map((c) => (
            <Badge key={`c${c.admin_check}`} variant="outline" color="orange">
              {labelOf(ADMIN_CHECK, c.admin_check)} {c.count}
            </Badge>
          ))}
      </Group>
    </Paper>
  );
}
