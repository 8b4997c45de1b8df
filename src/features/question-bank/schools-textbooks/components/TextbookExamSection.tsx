/**
 * Below the unit editor: the textbook exams (exam subjects of type 4) linked to the selected textbook, with
 * their release date, prices and state, each edited in a modal saved through PUT textbook_exam.
 */
import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Table, TableScrollContainer, Text, Title } from '@mantine/core';
import type { TextbookSubject } from '../../../../api/question-bank/schools-textbooks';
import { EXAM_SUBJECT_STATE, EXCLUDED, examSubjectValue } from '../../../../machines/exam-subject.machine';
import { labelOf } from '../../../../machines/lifecycle';
import { useTextbookExams, type TextbookExam } from '../api/textbook-exams';
import { TextbookExamFormModal } from './TextbookExamFormModal';

const won = (value: number) => `${value.toLocaleString('ko-KR')}원`;

const COLUMNS: Array<{ label: string; width: string }> = [
  { label: '번호', width: '7%' },
  { label: '시험명', width: '27%' },
  { label: '학년', width: '7%' },
  { label: '세부 구분', width: '11%' },
  { label: '시행일', width: '11%' },
  { label: '입력 단가', width: '10%' },
  { label: '분류 단가', width: '10%' },
  { label: '상태', width: '9%' },
  { label: '관리', width: '8%' },
];

interface Props {
  schoolType: number;
  /** The selected textbook; its publisher's textbooks are the ones an exam can be moved to. */
  textbook: TextbookSubject;
}

export function TextbookExamSection({ schoolType, textbook }: Props) {
  const exams = useTextbookExams(schoolType, textbook.id);
  const [editing, setEditing] = useState<TextbookExam | null>(null);

  return (
    <Paper withBorder p="sm" component="section" aria-label="교과서 시험">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>교과서 시험 · {textbook.name}</Title>
          {exams.data && (
            <Text size="xs" c="dimmed">
              {exams.data.rows.length}개
            </Text>
          )}
        </Group>
        {exams.isPending ? (
          <Stack gap={6} aria-busy="true" aria-label="교과서 시험 불러오는 중">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height={32} />
            ))}
          </Stack>
        ) : exams.isError ? (
          <Alert color="red" role="alert" title="교과서 시험을 불러오지 못했습니다">
            {exams.error.message}{' '}
            <Button size="compact-xs" variant="light" onClick={() => exams.refetch()}>
              다시 시도
            </Button>
          </Alert>
        ) : exams.data.rows.length === 0 ? (
          <Text size="sm" c="dimmed" py="md">
            이 교과서에 연결된 교과서 시험이 없습니다.
          </Text>
        ) : (
          <TableScrollContainer minWidth={860}>
            <Table striped highlightOnHover layout="fixed" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  {COLUMNS.map((c) => (
                    <Table.Th key={c.label} w={c.width}>
                      {c.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {exams.data.rows.map((exam) => (
                  <Table.Tr key={exam.id}>
                    <Table.Td>{exam.id}</Table.Td>
                    <Table.Td>
                      <Text fz="sm" truncate title={exam.name}>
                        {exam.name}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        문항 {exam.question_count}개
                      </Text>
                    </Table.Td>
                    <Table.Td>{exam.grade_id}학년</Table.Td>
                    <Table.Td>
                      <Text fz="sm" truncate>
                        {exam.detail ?? '-'}
                      </Text>
                    </Table.Td>
                    <Table.Td>{exam.release_time ?? '-'}</Table.Td>
                    <Table.Td>{won(exam.enter_price)}</Table.Td>
                    <Table.Td>{won(exam.class_price)}</Table.Td>
                    <Table.Td>
                      {examSubjectValue(exam) === EXCLUDED ? (
                        <Badge size="sm" color="gray" variant="light">
                          제외
                        </Badge>
                      ) : (
                        <Badge size="sm" variant="light">
                          {labelOf(EXAM_SUBJECT_STATE, exam.state)}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Button size="compact-xs" variant="light" onClick={() => setEditing(exam)} aria-label={`${exam.id}번 교과서 시험 수정`}>
                        수정
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScrollContainer>
        )}
        {exams.data?.truncated && (
          <Text size="xs" c="orange">
            교과서 시험이 너무 많아 앞의 일부만 확인했습니다. 빠진 시험은 시험 관리 화면에서 찾으세요.
          </Text>
        )}
      </Stack>
      {editing && <TextbookExamFormModal schoolType={schoolType} exam={editing} textbook={textbook} onClose={() => setEditing(null)} />}
    </Paper>
  );
}
