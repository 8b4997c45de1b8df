/** The score after grading: points out of 100 and how many were right; takes focus so keyboard and screen-reader users land on it. */
import { useEffect, useRef } from 'react';
import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { SampleTestGradeReply } from '../../../../api/public';

export function SampleTestScore({ score }: { score: SampleTestGradeReply['score'] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [score]);
  const color = score.percent >= 80 ? 'teal' : score.percent >= 50 ? 'yellow' : 'red';
  return (
    <Paper ref={ref} tabIndex={-1} withBorder p="md" radius="md" role="status" aria-label="채점 결과" style={{ outline: 'none' }}>
      <Stack gap="xs">
        <Group justify="space-between" align="baseline" wrap="nowrap">
          <Title order={2} size="h3">
            채점 결과
          </Title>
          <Text fw={800} fz={28} c={`${color}.8`}>
            {score.percent}점
          </Text>
        </Group>
        <Progress value={score.percent} color={color} aria-hidden />
        <Text>
          {score.total}문항 중 <b>{score.correct}문항</b>을 맞혔습니다.
        </Text>
      </Stack>
    </Paper>
  );
}
