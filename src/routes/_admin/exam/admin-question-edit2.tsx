import { lazySearch } from '../../../components/list/lazy-search';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { ExamSubjectListQuery } from '../../../api/question-bank/exams';
import { ExamSubjectListScreen } from '../../../features/question-bank/exams/components/ExamSubjectListScreen';
import { HeadsEditor } from '../../../features/question-bank/exams/components/HeadsEditor';
import { AdminPage } from '../../../layout/AdminPage';

/**
 * Set-type editing: passages shared by several questions (?id=exam subject). Without an id, the person's
 * entry list to choose the exam from (the question editor links here with the id).
 */
function QuestionEdit2() {
  const { id, ...search } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <AdminPage path="/exam/admin-question-edit2">
      {id ? (
        <Stack gap="sm">
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => navigate({ search: {} })}>
              다른 시험 고르기
            </Button>
            <Button size="xs" variant="subtle" onClick={() => navigate({ to: '/exam/admin-question-edit', search: { id } })}>
              문항 입력으로
            </Button>
          </Group>
          <HeadsEditor examSubjectId={id} />
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text c="dimmed">공통 지문(윗글)을 넣을 시험을 고르세요.</Text>
          <ExamSubjectListScreen
            kind="enter"
            search={search}
            onSearch={(next: Partial<ExamSubjectListQuery>) => navigate({ search: (prev) => ({ ...prev, ...next }) })}
            href={(r) => `/exam/admin-question-edit2?id=${r.id}`}
            actions={(r) => (
              <Button size="compact-xs" variant="light" onClick={() => navigate({ search: { id: r.id } })}>
                세트 편집
              </Button>
            )}
            emptyText="배정된 입력 시험이 없습니다."
          />
        </Stack>
      )}
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/exam/admin-question-edit2')({
  ...lazySearch(() => import('../../../features/question-bank/exams/exam-edit.search').then((m) => m.parseHeadsEditSearch)),
  component: QuestionEdit2,
});
