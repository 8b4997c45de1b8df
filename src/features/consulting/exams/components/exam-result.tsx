/**
 * One record of a sitting (GET consulting_exam): its scores, and for a graded record every question's result (my
 * answer, O/X, 배점; the right answer, unit and type once the sitting is submitted), then where the points were lost
 * by unit or type (submitted sittings only).
 */
import { Alert, Badge, Center, Group, Loader, Paper, SimpleGrid, Stack, Table, TableScrollContainer, Text } from '@mantine/core';
import { CHOICE_MARKS } from '../../../../api/codes';
import type { AnswerShape, QuestionResult } from '../../../../api/consulting/exams';
import { useExam } from '../api/get-exam';
import { areaLabel, categoryLabel, choiceLabel, scoreText } from '../../exams.rules';
import { ExamCategoryChart } from './exam-category-chart';

/** An answer as on a paper: "②", "①, ③" or the written text; "-" for none. */
function answerText(a: AnswerShape | null): string {
  if (!a) return '-';
  if (a.text !== null) return a.text;
  return a.choices.length ? a.choices.map((n) => CHOICE_MARKS[n - 1] ?? String(n)).join(', ') : '-';
}

export interface ExamResultProps {
  userId: number;
  recordKey: { year: number; test_name: string; choice_subject_id: number };
  mobile: boolean;
}

export function ExamResult({ userId, recordKey, mobile }: ExamResultProps) {
  const exam = useExam({ user_id: userId, ...recordKey });
  if (exam.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="불러오는 중" />
      </Center>
    );
  if (exam.error) return <Alert color="red">{exam.error.message}</Alert>;
  const r = exam.data.data;
  const submitted = r.submitted_at !== null;
  const stats: Array<[string, string]> = [
    ['원점수', scoreText(r.raw_score)],
    ['표준점수', scoreText(r.standard_score)],
    ['백분위', scoreText(r.percentile)],
    ['등급', r.grade === null ? '-' : `${r.grade}등급`],
  ];
  return (
    <Stack gap="md">
      <div>
        <Text fw={700}>
          {r.year}년 {r.test_name} · {areaLabel(r.subject_area)} {choiceLabel(r.choice_subject_id)}
        </Text>
        {r.exam_subject_name && (
          <Text size="sm" c="dimmed">
            채점한 시험: {r.exam_subject_name}
          </Text>
        )}
      </div>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {stats.map(([label, value]) => (
          <Paper key={label} withBorder p="xs" radius="sm">
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} size="lg">
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {r.graded ? (
        <>
          <Text size="sm">
            {r.graded.total}문항 중 {r.graded.correct}문항 맞힘 · 배점 {scoreText(r.graded.max_points)}점 중 {scoreText(r.graded.points)}점
          </Text>
          <QuestionTable questions={r.question_list} mobile={mobile} submitted={submitted} />
          {submitted ? (
            <ExamCategoryChart userId={userId} choiceSubjectId={r.choice_subject_id} sitting={{ year: r.year, test_name: r.test_name }} mobile={mobile} />
          ) : (
            <Alert color="blue" title="정답은 시험을 제출한 뒤에 보입니다">
              지금은 문항마다 맞았는지만 보입니다. 모든 과목을 채점했으면 목록의 「제출」을 누르세요. 제출하면 답안을 더 바꿀 수 없고, 정답과
              난이도·단원·유형, 단원별 분석을 볼 수 있습니다.
            </Alert>
          )}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          성적표의 점수를 직접 입력한 과목입니다. 문항별 결과와 단원 분석은 「답안 채점」으로 답을 입력하면 볼 수 있습니다.
        </Text>
      )}
    </Stack>
  );
}

function QuestionTable({ questions, mobile, submitted }: { questions: readonly QuestionResult[]; mobile: boolean; submitted: boolean }) {
  return (
    <TableScrollContainer minWidth={mobile ? 0 : 640}>
      <Table striped fz="sm" verticalSpacing={4} aria-label="문항별 결과">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>번호</Table.Th>
            <Table.Th>내 답</Table.Th>
            <Table.Th>정답</Table.Th>
            <Table.Th>결과</Table.Th>
            {!mobile && <Table.Th ta="right">배점</Table.Th>}
            {!mobile && <Table.Th>단원 · 유형</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {questions.map((q) => (
            <Table.Tr key={q.question_index}>
              <Table.Td>{q.question_index}</Table.Td>
              <Table.Td>{q.answered ? answerText(q.answer) : <Text span size="sm" c="dimmed">무응답</Text>}</Table.Td>
              <Table.Td>{submitted ? answerText(q.right_answer) : <Text span size="sm" c="dimmed">제출 후</Text>}</Table.Td>
              <Table.Td>
                <Badge color={q.correct ? 'teal' : 'red'} variant="light" aria-label={q.correct ? '정답' : '오답'}>
                  {q.correct ? 'O' : 'X'}
                </Badge>
              </Table.Td>
              {!mobile && (
                <Table.Td ta="right">
                  {scoreText(q.points)}/{scoreText(q.max_points)}
                </Table.Td>
              )}
              {!mobile && (
                <Table.Td>
                  <Group gap={4} wrap="wrap">
                    <Text size="xs">{!submitted ? '제출 후' : q.unit ? categoryLabel(q.unit.names) : '단원 미분류'}</Text>
                    {q.type && (
                      <Text size="xs" c="dimmed">
                        · {q.type.names[q.type.names.length - 1]}
                      </Text>
                    )}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScrollContainer>
  );
}
