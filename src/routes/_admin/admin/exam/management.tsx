import { lazySearch } from '../../../../components/list/lazy-search';
import { useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Button, Group, Stack, Tabs } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ExamSubject, ExamSubjectListQuery } from '../../../../api/question-bank/exams';
import { BankSearch } from '../../../../features/question-bank/exams/components/BankSearch';
import { EditExamSubjectModal } from '../../../../features/question-bank/exams/components/EditExamSubjectModal';
import { ProgressSummary } from '../../../../features/question-bank/exams/components/ProgressSummary';
import { useDeleteExamSubject } from '../../../../features/question-bank/exams/api/exam-queries';
import { ExcludeExamButton } from '../../../../features/question-bank/exams/components/ExcludeExamButton';
import { examHasTag } from '../../../../machines/exam.machine';
import { ExamSubjectListScreen } from '../../../../features/question-bank/exams/components/ExamSubjectListScreen';
import { AdminPage } from '../../../../layout/AdminPage';

/** Every exam subject: filtered, sorted and paginated on the server, exported to xlsx. */
function ExamManagement() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const remove = useDeleteExamSubject();
  const [editing, setEditing] = useState<ExamSubject | null>(null);
  return (
    <AdminPage path="/admin/exam/management">
      <Tabs defaultValue="subjects" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="subjects">시험 과목</Tabs.Tab>
          <Tabs.Tab value="bank">문항 검색</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="bank">
          <BankSearch />
        </Tabs.Panel>
        <Tabs.Panel value="subjects">
      <Stack gap="sm">
      <ProgressSummary year={search.year} type={search.type} subject_type_id={search.subject_type_id} />
      <ExamSubjectListScreen
        kind="all"
        search={search}
        onSearch={(next: Partial<ExamSubjectListQuery>) => navigate({ search: (prev) => ({ ...prev, ...next }) })}
        href={(r) => `/exam/admin-question-edit?id=${r.id}`}
        exportable
        create={{}}
        actions={(r) => (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-xs" variant="subtle" onClick={() => setEditing(r)}>
              수정
            </Button>
            <ExcludeExamButton key={`${r.state}-${r.excluded_state}`} row={r} />
            {examHasTag(r, 'removable') && (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                onClick={() =>
                  modals.openConfirmModal({
                    title: '시험 과목 삭제',
                    children: `'${r.name}'과(와) 문항 ${r.question_count}개를 삭제합니다. 되돌릴 수 없습니다.`,
                    labels: { confirm: '삭제', cancel: '취소' },
                    confirmProps: { color: 'red' },
                    onConfirm: () => remove.mutate(r.id),
                  })
                }
              >
                삭제
              </Button>
            )}
          </Group>
        )}
      />
      </Stack>
        </Tabs.Panel>
      </Tabs>
      <EditExamSubjectModal row={editing} onClose={() => setEditing(null)} />
    </AdminPage>
  );
}

export const Route = createFileRoute('/_admin/admin/exam/management')({ ...lazySearch(() => import('../../../../features/question-bank/exams/exam-edit.search').then((m) => m.parseExamListSearch)), component: ExamManagement });
