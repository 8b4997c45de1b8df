/**
 * /admin/creation/school-exam/:school — the school exam records (내신) of one level: filters and sort kept
 * in the URL, a paginated table, a create/edit modal and deletion after confirmation.
 */
import { useState } from 'react';
import { Alert, Button, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { SchoolSubject } from '../../../../api/question-bank/schools-textbooks';
import { PAGE_SIZE, labelFor, SEMESTER } from '../../question-bank.rules';
import { schoolTypeOf, useDeleteSchoolSubject, useSchoolSubjects, type SchoolExamSearch } from '../api/school-subjects';
import { SchoolSubjectFilters } from './SchoolSubjectFilters';
import { SchoolSubjectFormModal } from './SchoolSubjectFormModal';
import { SchoolSubjectTable, nextSort } from './SchoolSubjectTable';
import { schoolLabel } from './select-options';

interface Props {
  /** The route's `:school` parameter: '2' middle, '3' high. */
  school: string;
  search: SchoolExamSearch;
  onSearchChange: (next: SchoolExamSearch) => void;
}

export function SchoolExamScreen({ school, search, onSearchChange }: Props) {
  const schoolType = schoolTypeOf(school);
  if (schoolType === null) {
    return (
      <Alert color="red" title="알 수 없는 학교급입니다" role="alert">
        주소의 학교급 &lsquo;{school}&rsquo;은(는) 올바르지 않습니다. 2(중학교) 또는 3(고등학교)으로 열어 주세요.
      </Alert>
    );
  }
  return <SchoolExamList key={schoolType} schoolType={schoolType} search={search} onSearchChange={onSearchChange} />;
}

function SchoolExamList({ schoolType, search, onSearchChange }: Omit<Props, 'school'> & { schoolType: number }) {
  const page = search.page ?? 1;
  const list = useSchoolSubjects(schoolType, { ...search, page, size: PAGE_SIZE.default });
  const remove = useDeleteSchoolSubject();
  const [editing, setEditing] = useState<SchoolSubject | 'new' | null>(null);
  const change = (patch: Partial<SchoolExamSearch>) => onSearchChange({ ...search, ...patch, page: undefined });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.size)) : 1;

  function confirmDelete(row: SchoolSubject) {
    modals.openConfirmModal({
      title: '내신 시험 삭제',
      children: (
        <Text size="sm">
          {row.school_name} {row.grade_id}학년 {row.subject_name} {labelFor(SEMESTER, row.semester)} ({row.year}) 기록을 삭제할까요? 문항이 입력된 시험 과목이 있으면 삭제되지 않습니다.
        </Text>
      ),
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(row.id, { onSuccess: () => notifications.show({ color: 'green', message: '내신 시험을 삭제했습니다.' }) }),
    });
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="end">
        <SchoolSubjectFilters key={search.name_search ?? ''} search={search} onChange={change} />
        <Button onClick={() => setEditing('new')}>새 {schoolLabel(schoolType)} 내신 시험</Button>
      </Group>
      {list.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="불러오는 중">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={36} />
          ))}
        </Stack>
      ) : list.isError ? (
        <Alert color="red" role="alert" title="목록을 불러오지 못했습니다">
          {list.error.message}{' '}
          <Button size="compact-xs" variant="light" onClick={() => list.refetch()}>
            다시 시도
          </Button>
        </Alert>
      ) : list.data.data_list.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          조건에 맞는 내신 시험이 없습니다.
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            전체 {list.data.total.toLocaleString('ko-KR')}건
          </Text>
          <SchoolSubjectTable
            rows={list.data.data_list}
            sort={search}
            onSort={(key) => onSearchChange({ ...search, ...nextSort(search, key), page: undefined })}
            onEdit={setEditing}
            onDelete={confirmDelete}
          />
          <Group justify="center">
            <Pagination total={pages} value={page} onChange={(p) => onSearchChange({ ...search, page: p === 1 ? undefined : p })} aria-label="페이지" />
          </Group>
        </>
      )}
      {editing !== null && <SchoolSubjectFormModal schoolType={schoolType} record={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
