/** The audit trail of one exam (exam_subject/timeline): who did what, when, from which state to which, and why. */
import { Alert, Badge, Group, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { examTimelineOptions } from '../api/get-exam-timeline';
import { EVENT_LABEL, formatDateTime, MACHINE_LABEL, stateLabel } from '../review.rules';

const EVENT_COLOR: Record<string, string> = { REJECT: 'red', RETURN: 'red', HOLD: 'gray', APPROVE: 'teal', FORCE_SKIP: 'orange', ADMIN_CHECK: 'indigo' };

export function ExamTimeline({ examSubjectId }: { examSubjectId: number }) {
  const timeline = useQuery(examTimelineOptions(examSubjectId));
  if (timeline.isLoading) {
    return (
      <Stack gap="xs" aria-label="처리 이력 불러오는 중">
        <Skeleton h={40} />
        <Skeleton h={40} />
        <Skeleton h={40} />
      </Stack>
    );
  }
  if (timeline.isError) return <Alert color="red">처리 이력을 불러오지 못했습니다: {timeline.error.message}</Alert>;
  const entries = timeline.data?.data_list ?? [];
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        처리 이력이 없습니다.
      </Text>
    );
  }
  return (
    <Timeline active={entries.length - 1} bulletSize={14} lineWidth={2} aria-label="처리 이력">
      {entries.map((e) => (
        <Timeline.Item
          key={e.id}
          color={EVENT_COLOR[e.event]}
          title={
            <Group gap={6}>
              <Text size="sm" fw={600}>
                {EVENT_LABEL[e.event] ?? e.event}
              </Text>
              <Badge size="xs" variant="light" color="gray">
                {MACHINE_LABEL[e.machine] ?? e.machine}
              </Badge>
            </Group>
          }
        >
          <Text size="xs">
            {stateLabel(e.machine, e.from_state)} → {stateLabel(e.machine, e.to_state)}
          </Text>
          <Text size="xs" c="dimmed">
            {e.user_name ?? '시스템'} · <time dateTime={e.create_time}>{formatDateTime(e.create_time)}</time>
          </Text>
          {e.reason && (
            <Text size="xs" mt={2} c="red.8">
              사유: {e.reason}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
