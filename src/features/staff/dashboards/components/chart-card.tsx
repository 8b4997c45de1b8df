/**
 * One panel of a dashboard: a title, then a skeleton while loading, the error, a friendly empty state when there
 * is nothing to show yet, or the chart. Every chart of the dashboards sits in one of these.
 */
import type { ReactNode } from 'react';
import { Alert, Card, Center, Group, Skeleton, Stack, Text, Title } from '@mantine/core';

export interface ChartCardProps {
  title: string;
  /** A short line under the title (what is counted, over which window). */
  description?: string;
  loading: boolean;
  error?: unknown;
  /** Nothing to show yet (no rows, or every count 0). */
  empty: boolean;
  /** What to say when empty, after "아직 데이터가 없습니다". */
  emptyHint?: string;
  /** Height of the chart area (the skeleton and the empty state keep it, so the page does not jump). */
  h?: number;
  /** Controls at the right of the title. */
  right?: ReactNode;
  children: ReactNode;
}

export function ChartCard({ title, description, loading, error, empty, emptyHint, h = 220, right, children }: ChartCardProps) {
  return (
    <Card withBorder padding="md" radius="md" h="100%" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <div>
          <Title order={3} size="h5">
            {title}
          </Title>
          {description && (
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {right}
      </Group>
      {loading ? (
        <Skeleton h={h} radius="sm" aria-label={`${title} 불러오는 중`} />
      ) : error ? (
        <Alert color="red">{error instanceof Error ? error.message : '불러오지 못했습니다.'}</Alert>
      ) : empty ? (
        <EmptyChart h={h} hint={emptyHint} />
      ) : (
        children
      )}
    </Card>
  );
}

/** The empty state of a chart or list. */
export function EmptyChart({ h, hint }: { h: number; hint?: string }) {
  return (
    <Center mih={h} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      <Stack gap={2} align="center">
        <Text fw={500} c="dimmed">
          아직 데이터가 없습니다
        </Text>
        {hint && (
          <Text size="xs" c="dimmed" ta="center" px="md">
            {hint}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
