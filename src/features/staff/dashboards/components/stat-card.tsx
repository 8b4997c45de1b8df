/** One number of a dashboard with its label, and a line or link under it. */
import type { ReactNode } from 'react';
import { Card, Skeleton, Text } from '@mantine/core';

export interface StatCardProps {
  label: string;
  value: string | number | undefined;
  loading: boolean;
  footer?: ReactNode;
  /** Colour of the number (e.g. red for warning points). */
  color?: string;
}

export function StatCard({ label, value, loading, footer, color }: StatCardProps) {
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={label}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      {loading || value === undefined ? (
        <Skeleton h={30} w="60%" mt={6} />
      ) : (
        <Text fz={26} fw={700} c={color} lh={1.3}>
          {typeof value === 'number' ? value.toLocaleString('ko-KR') : value}
        </Text>
      )}
      {footer && (
        <Text size="xs" c="dimmed" mt={4} component="div">
          {footer}
        </Text>
      )}
    </Card>
  );
}
