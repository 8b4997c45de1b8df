/**
 * A choice's converted score in one line, for the chosen list's detail modal (its "환산점수" slot): the score
 * and band, or why there is none, and a button that opens the scaled-score modal with the steps and the rule.
 */
import { useState } from 'react';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { formatNumber } from '../../score.rules';
import { useScore } from '../api/get-score';
import { BandBadge } from './band-badge';
import { ScoreModal } from './score-modal';
import { requestOf, type ScoreTarget } from './score-target';

export interface ScoreSummaryProps {
  target: ScoreTarget;
  /** A consultant reading a student: that student's id. */
  userId?: number;
}

const SHORT = { no_formula: '환산 공식 없음', incomplete: '공식 미완성 (계산 안 함)', missing_scores: '성적이 모자라 계산 안 함' } as const;

export function ScoreSummary({ target, userId }: ScoreSummaryProps) {
  const [open, setOpen] = useState(false);
  const score = useScore(requestOf(target, userId));
  const data = score.data;
  let line;
  if (score.isError && !data) line = <Text size="sm" c="red">환산점수를 불러오지 못했습니다.</Text>;
  else if (!data) line = <Loader size="xs" aria-label="환산점수를 계산하는 중" />;
  else if (data.score_status === 'ok' && data.converted !== null)
    line = (
      <Group gap="xs">
        <Text size="sm" fw={700}>
          {formatNumber(data.converted)}점
        </Text>
        {data.band ? <BandBadge band={data.band} size="sm" /> : <Text size="xs" c="dimmed">입결 없음 (구간 없음)</Text>}
      </Group>
    );
  else line = <Text size="sm" c="dimmed">{SHORT[data.score_status as keyof typeof SHORT]}</Text>;
  return (
    <Stack gap={4} align="flex-start">
      {line}
      <Button size="compact-xs" variant="light" onClick={() => setOpen(true)}>
        계산 과정 보기
      </Button>
      <ScoreModal target={target} userId={userId} opened={open} onClose={() => setOpen(false)} />
    </Stack>
  );
}
