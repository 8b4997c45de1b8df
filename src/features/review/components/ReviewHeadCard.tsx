/**
 * A shared passage (question head) above its questions, with "지문 반려" for every question it covers; asking
 * for the reason is the review screen machine's state (use-review-screen.ts).
 */
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { MathText } from '../../../components/math/MathText';
import type { ReviewScreen } from '../hooks/use-review-screen';
import { ReturnReasonForm } from './ReturnReasonForm';

export interface ReviewHeadCardProps {
  head: { id: number; content: string; start_index: number; end_index: number };
  /** The questions it covers (by id) and how many of them are returned. */
  coveredIds: number[];
  returned: number;
  canMark: boolean;
  /** The review screen machine: it asks for the reason and sends the marks. */
  review: ReviewScreen;
  onCancel: () => void;
}

export function ReviewHeadCard({ head, coveredIds, returned, canMark, review, onCancel }: ReviewHeadCardProps) {
  const covered = coveredIds.length;
  const target = `head-${head.id}`;
  const asking = review.askingFor(target);
  const busy = review.busy('MARK_RETURN', target) || review.busy('CANCEL_RETURN');
  const range = `${head.start_index}~${head.end_index}번`;
  const allReturned = covered > 0 && returned === covered;
  return (
    <Paper withBorder p="md" bg="gray.0" aria-label={`공통 지문 ${range}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Group gap={6}>
            <Text fw={700} size="sm">
              [{range}] 공통 지문
            </Text>
            {returned > 0 && (
              <Badge color="red" variant="light">
                반려 표시 {returned}/{covered}
              </Badge>
            )}
          </Group>
          {canMark && !asking && covered > 0 && (
            <Group gap={4}>
              {!allReturned && (
                <Button
                  size="compact-xs"
                  variant="light"
                  color="red"
                  disabled={review.asking !== null}
                  onClick={() => review.ask({ type: 'MARK_RETURN', questionIds: coveredIds.map(String), target, headId: head.id })}
                  aria-label={`${range} 지문 반려`}
                >
                  지문 반려
                </Button>
              )}
              {returned > 0 && (
                <Button size="compact-xs" variant="light" color="gray" onClick={onCancel} loading={busy} aria-label={`${range} 지문 반려 취소`}>
                  지문 반려 취소
                </Button>
              )}
            </Group>
          )}
        </Group>
        {covered === 0 && (
          <Text size="xs" c="dimmed">
            이 지문에 연결된 문항이 없어 지문 단위로 반려할 수 없습니다. 문항마다 반려 표시하세요.
          </Text>
        )}
        <Text size="sm" component="div">
          <MathText text={head.content || '(지문 없음)'} />
        </Text>
        {asking && canMark && (
          <ReturnReasonForm
            label={`${range} 지문 반려 사유`}
            value={review.reason}
            busy={busy}
            error={review.error}
            onChange={(reason) => review.send({ type: 'TYPE', reason })}
            onCancel={() => review.send({ type: 'CANCEL' })}
            onSubmit={() => review.send({ type: 'SUBMIT' })}
          />
        )}
      </Stack>
    </Paper>
  );
}
