/**
 * From an approved paper to the question bank (issue 12 point 4): "내신 시험 만들기" makes a school exam
 * (내신 시험) with the paper's files attached, once; afterwards a link opens the school-exam list of the
 * paper's level, filtered to it. When the uploader typed a school that is not in the school list, the
 * administrator picks the school first. Whether the button is enabled is the test-papers policy's answer (an
 * administrator, and a paper the test-paper machine tags `bankable`: 승인); when it is not, it says why.
 */
import { useState } from 'react';
import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from '@tanstack/react-router';
import type { Decision } from '../../../api/policy';
import type { TestPaper } from '../../../api/test-papers';
import { useCreateSchoolExam } from '../api/create-school-exam';
import { SchoolSelect, type PickedSchool } from '../../../components/school/SchoolSelect';

type Source = Pick<TestPaper, 'id' | 'state' | 'school_subject_id' | 'school_id' | 'school_type' | 'school_name' | 'year' | 'grade_id' | 'semester' | 'subject_type_id'>;

export function TestPaperSchoolExam({ paper, decision }: { paper: Source; decision: Decision }) {
  const create = useCreateSchoolExam(paper.id);
  const [school, setSchool] = useState<PickedSchool | null>(null);
  const schoolSubjectId = paper.school_subject_id ?? create.data?.school_subject_id ?? null;
  const needsSchool = paper.school_id === null;

  function make() {
    create.mutate(needsSchool ? school?.id : undefined, { onSuccess: () => notifications.show({ color: 'teal', message: '내신 시험을 만들었습니다. 파일도 함께 붙였습니다.' }) });
  }

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="test-paper-school-exam-title">
      <Title order={3} size="h5" mb={6} id="test-paper-school-exam-title">
        문제은행
      </Title>
      {schoolSubjectId !== null ? (
        <Stack gap={4}>
          <Text size="sm">이 시험지로 만든 내신 시험이 있습니다 (번호 {schoolSubjectId}).</Text>
          <Anchor
            size="sm"
            fw={600}
            renderRoot={(props) => (
              <Link
                {...props}
                to="/admin/creation/school-exam/$school"
                params={{ school: String(paper.school_type) }}
                search={{ year: paper.year, grade_id: paper.grade_id, semester: paper.semester, subject_type_id: paper.subject_type_id, name_search: needsSchool ? school?.school_name : paper.school_name }}
              />
            )}
          >
            내신 시험 보기
          </Anchor>
        </Stack>
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed" id="test-paper-school-exam-hint">
            {!decision.ok
              ? decision.reason
              : needsSchool
                ? `올린 사람이 적은 학교 「${paper.school_name}」은(는) 학교 목록에 없습니다. 내신 시험의 학교를 고르면 시험지 파일이 함께 붙습니다.`
                : '승인된 시험지로 내신 시험을 만들면 시험지 파일이 함께 붙습니다.'}
          </Text>
          {decision.ok && needsSchool && <SchoolSelect label="내신 시험 학교" description="학교 이름을 입력해 검색하고 고르세요." placeholder="학교 이름" schoolType={paper.school_type} initialSearch={paper.school_name} value={school} onChange={setSchool} />}
          <Button onClick={make} disabled={!decision.ok || (needsSchool && !school)} loading={create.isPending} aria-describedby="test-paper-school-exam-hint" w="fit-content">
            내신 시험 만들기
          </Button>
          {create.error && (
            <Alert color="red" role="alert">
              {create.error.message}
            </Alert>
          )}
        </Stack>
      )}
    </Paper>
  );
}
