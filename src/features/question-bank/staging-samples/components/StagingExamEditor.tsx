/**
 * The staging exam editor: the exam's questions in order on the left (drag and drop, or the move
 * buttons), the bank search on the right.
 */
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Alert, Anchor, Badge, Button, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ApiError } from '../../../../api/client';
import { useStagingExam } from '../api/get-staging-exam';
import { formatTime, targetLabel } from '../staging-samples.options';
import { QuestionSearchPanel } from './QuestionSearchPanel';
import { StagingExamFormModal } from './StagingExamFormModal';
import { StagingQuestionOrder } from './StagingQuestionOrder';

const backLink = <Anchor renderRoot={(props) => <Link {...props} to="/exam/admin-question-staging-info" />}>스테이징 시험 목록으로</Anchor>;

export function StagingExamEditor({ id }: { id: number | undefined }) {
  if (id === undefined) {
    return (
      <Alert color="yellow" title="편집할 스테이징 시험을 고르세요">
        주소에 시험 번호(?id=)가 없거나 올바르지 않습니다. {backLink}에서 시험을 선택하세요.
      </Alert>
    );
  }
  return <Editor id={id} />;
}

function Editor({ id }: { id: number }) {
  const exam = useStagingExam(id);
  const [editing, setEditing] = useState(false);

  if (exam.isPending) return <Skeleton h={80} />;
  if (exam.isError) {
    const missing = exam.error instanceof ApiError && exam.error.code === 'NOT_FOUND';
    return (
      <Alert color="red" role="alert" title={missing ? '스테이징 시험을 찾을 수 없습니다' : '불러오지 못했습니다'}>
        {missing ? `${id}번 스테이징 시험이 없거나 삭제되었습니다.` : exam.error.message} {backLink}
      </Alert>
    );
  }
  const data = exam.data;
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3} size="h4">
              {data.name}
            </Title>
            <Group gap="xs" mt={4}>
              <Badge variant="light">{targetLabel(data)}</Badge>
              <Badge variant="outline" color="gray">
                문항 {data.question_count}개
              </Badge>
              <Text size="xs" c="dimmed">
                {data.user_name ?? '작성자 없음'} · 수정 {formatTime(data.update_time)}
              </Text>
            </Group>
          </div>
          <Group gap="xs">
            <Button variant="default" onClick={() => setEditing(true)}>
              정보 수정
            </Button>
            <Button renderRoot={(props) => <Link {...props} to="/exam/admin-question-staging-info" />} variant="subtle">
              목록
            </Button>
          </Group>
        </Group>
      </Paper>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <StagingQuestionOrder stagingExamId={id} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <QuestionSearchPanel exam={data} />
        </Grid.Col>
      </Grid>
      <StagingExamFormModal opened={editing} onClose={() => setEditing(false)} exam={data} />
    </Stack>
  );
}
