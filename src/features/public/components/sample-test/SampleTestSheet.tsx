/**
 * A sample test on one page: every question with its answer input, 채점하기 (the server grades), then the
 * score and each question marked 정답/오답 with its right answer and unit; 다시 풀기 clears the answers for
 * the same questions, 다른 문항 풀기 draws another test of the same choice.
 */
import { useRef, useState } from 'react';
import { Alert, Button, EmptyState, Group, Stack, Text } from '@mantine/core';
import type { SampleTestAnswerValue, SampleTestIdentity, SampleTestReply } from '../../../../api/public';
import { useIsMobile } from '../../../../layout/breakpoints';
import { useGradeSampleTest } from '../../api/grade-sample-test';
import { isAnswered } from '../../sample-test.rules';
import { SampleTestQuestionCard } from './SampleTestQuestionCard';
import { SampleTestScore } from './SampleTestScore';

interface Props {
  test: SampleTestReply;
  /** The choice, count and seed the test was served for: the server grades that whole test. */
  identity: SampleTestIdentity;
  /** Another test of the same choice (a new seed). */
  onNewTest: () => void;
  /** Back to the choice of school level, grade and subject. */
  onChangeScope: () => void;
}

export function SampleTestSheet({ test, identity, onNewTest, onChangeScope }: Props) {
  const mobile = useIsMobile();
  const [answers, setAnswers] = useState<Record<number, SampleTestAnswerValue>>({});
  const top = useRef<HTMLDivElement>(null);
  const grading = useGradeSampleTest();
  const graded = grading.data;
  const resultOf = (id: number) => graded?.results.find((r) => r.id === id);
  const unanswered = test.questions.filter((q) => !isAnswered(answers[q.id] ?? [])).length;

  if (test.questions.length === 0)
    return (
      <EmptyState title="아직 준비된 문항이 없습니다" description="다른 학년이나 과목을 골라 보세요. 문항은 계속 추가됩니다.">
        <EmptyState.Actions>
          <Button variant="light" onClick={onChangeScope}>
            다른 과목 고르기
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );

  const grade = () => grading.mutate({ test: identity, answers: test.questions.map((q) => ({ id: q.id, answer: answers[q.id] ?? [] })) });
  const retry = () => {
    setAnswers({});
    grading.reset();
    // the buttons that had focus are gone: start again from the top of the test
    top.current?.focus();
    window.scrollTo({ top: 0 });
  };

  const actions = graded ? (
    <Group justify="flex-end" gap="sm" grow={mobile}>
      <Button variant="default" onClick={onNewTest}>
        다른 문항 풀기
      </Button>
      <Button onClick={retry}>다시 풀기</Button>
    </Group>
  ) : (
    <Stack gap="xs" align={mobile ? 'stretch' : 'flex-end'}>
      {unanswered > 0 && (
        <Text size="sm" c="dimmed" ta={mobile ? 'center' : 'right'}>
          답하지 않은 문항이 {unanswered}개 있습니다. 답하지 않은 문항은 오답으로 채점됩니다.
        </Text>
      )}
      <Button size="md" onClick={grade} loading={grading.isPending} fullWidth={mobile}>
        채점하기
      </Button>
    </Stack>
  );

  return (
    <Stack gap="md" ref={top} tabIndex={-1} style={{ outline: 'none' }}>
      {graded && <SampleTestScore score={graded.score} />}
      {test.questions.map((q, i) => (
        <SampleTestQuestionCard
          key={q.id}
          number={i + 1}
          question={q}
          answer={answers[q.id]}
          onChange={(answer) => !graded && setAnswers((prev) => ({ ...prev, [q.id]: answer }))}
          result={resultOf(q.id)}
        />
      ))}
      {grading.error && (
        <Alert color="red" title="채점하지 못했습니다">
          {grading.error.message}
        </Alert>
      )}
      {actions}
    </Stack>
  );
}
