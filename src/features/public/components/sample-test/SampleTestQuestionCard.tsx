/**
 * One question of the sample test: its passage and text with math typeset, and the answer input its type
 * asks for (radio for 객관식, checkboxes for 복수선택, a text field for 주관식). Once graded, the inputs lock
 * and the card shows 정답 or 오답, the right answer and the question's unit.
 */
import { Badge, Box, Checkbox, Group, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import { CHOICE_MARKS, QUESTION_TYPE } from '../../../../api/codes';
import { SAMPLE_TEST_LIMITS, type SampleTestAnswerValue, type SampleTestQuestion, type SampleTestResult } from '../../../../api/public';
import { MathText } from '../../../../components/math/MathText';
import { choiceMarks, unitLabel } from '../../sample-test.rules';

interface Props {
  number: number;
  question: SampleTestQuestion;
  answer: SampleTestAnswerValue | undefined;
  onChange: (answer: SampleTestAnswerValue) => void;
  result?: SampleTestResult;
}

/** A choice's label: its mark and its text; the right one is marked after grading. */
function ChoiceLabel({ index, content, right }: { index: number; content: string; right: boolean }) {
  return (
    <Text span c={right ? 'teal.8' : undefined} fw={right ? 700 : undefined}>
      {CHOICE_MARKS[index - 1]} <MathText text={content} />
      {right && <Text span size="xs" ml={6} c="teal.8">(정답)</Text>}
    </Text>
  );
}

function RightAnswer({ question, result }: { question: SampleTestQuestion; result: SampleTestResult }) {
  if (result.answer.text !== null)
    return (
      <Text size="sm">
        정답: <MathText text={result.answer.text} />
      </Text>
    );
  const single = result.answer.choices.length === 1 ? question.choices.find((c) => c.choice_index === result.answer.choices[0]) : undefined;
  return (
    <Text size="sm">
      정답: {choiceMarks(result.answer.choices)}
      {single && (
        <>
          {' '}
          <MathText text={single.content} />
        </>
      )}
    </Text>
  );
}

export function SampleTestQuestionCard({ number, question, answer, onChange, result }: Props) {
  const headingId = `sample-question-${question.id}`;
  const graded = result !== undefined;
  const rightChoices = new Set(result?.answer.choices ?? []);
  const chosen = Array.isArray(answer) ? answer : [];
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md" style={graded ? { borderColor: `var(--mantine-color-${result.correct ? 'teal' : 'red'}-5)` } : undefined}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text component="h2" fw={700} size="md" id={headingId} m={0}>
            문항 {number}
          </Text>
          {graded && (
            <Badge color={result.correct ? 'teal' : 'red'} variant="filled" size="lg">
              {result.correct ? '정답' : '오답'}
            </Badge>
          )}
        </Group>
        {question.passage && (
          <Box bg="gray.0" p="sm" style={{ borderRadius: 'var(--mantine-radius-sm)', overflowX: 'auto' }}>
            <Text size="sm" style={{ lineHeight: 1.7 }}>
              <MathText text={question.passage} />
            </Text>
          </Box>
        )}
        <Box style={{ overflowX: 'auto' }}>
          <Text style={{ lineHeight: 1.7 }}>
            <MathText text={question.content} />
          </Text>
        </Box>
        {question.question_type === QUESTION_TYPE.subjective.code ? (
          <TextInput
            label="답"
            placeholder="답을 입력하세요"
            maxLength={SAMPLE_TEST_LIMITS.answerText}
            value={typeof answer === 'string' ? answer : ''}
            onChange={(e) => onChange(e.currentTarget.value)}
            readOnly={graded}
          />
        ) : question.question_type === QUESTION_TYPE.multiSelect.code ? (
          <Checkbox.Group label="답 (모두 고르기)" value={chosen.map(String)} onChange={(v) => onChange(v.map(Number))} readOnly={graded}>
            <Stack gap="xs" mt={6}>
              {question.choices.map((c) => (
                <Checkbox key={c.choice_index} value={String(c.choice_index)} label={<ChoiceLabel index={c.choice_index} content={c.content} right={rightChoices.has(c.choice_index)} />} />
              ))}
            </Stack>
          </Checkbox.Group>
        ) : (
          <Radio.Group label="답" value={chosen.length ? String(chosen[0]) : null} onChange={(v) => onChange([Number(v)])} readOnly={graded}>
            <Stack gap="xs" mt={6}>
              {question.choices.map((c) => (
                <Radio key={c.choice_index} value={String(c.choice_index)} label={<ChoiceLabel index={c.choice_index} content={c.content} right={rightChoices.has(c.choice_index)} />} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {graded && (
          <Stack gap={2} pt={4} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            {!result.answered && (
              <Text size="sm" c="dimmed">
                답하지 않았습니다.
              </Text>
            )}
            <RightAnswer question={question} result={result} />
            <Text size="sm" c="dimmed">
              {unitLabel(result.unit)}
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
