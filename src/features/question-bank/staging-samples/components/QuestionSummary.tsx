/** One bank question in a staging list: its exam and number, type and difficulty, the reported mark, an excerpt (formulas typeset). */
import type { ReactNode } from 'react';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { MathText } from '../../../../components/math/MathText';
import { mathExcerpt } from '../../../../components/math/formula';
import { difficultyLabel, questionTypeLabel } from '../staging-samples.options';

export interface QuestionSummaryProps {
  exam_subject_name: string;
  question_index: number;
  question_type: number;
  level: number | null;
  is_reported: boolean;
  /** The excerpt as it should read (the caller decides how a hidden reported question reads); text is typeset as formulas. */
  excerpt: ReactNode;
}

export function QuestionSummary(q: QuestionSummaryProps) {
  return (
    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
      <Group gap={6}>
        <Text size="sm" fw={600}>
          {q.exam_subject_name} {q.question_index}번
        </Text>
        <Badge size="xs" variant="light">
          {questionTypeLabel(q.question_type)}
        </Badge>
        <Badge size="xs" variant="outline" color="gray">
          {difficultyLabel(q.level)}
        </Badge>
        {q.is_reported && (
          <Badge size="xs" color="red">
            신고됨
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed" lineClamp={2}>
        {typeof q.excerpt === 'string' ? <MathText text={mathExcerpt(q.excerpt)} /> : q.excerpt}
      </Text>
    </Stack>
  );
}
