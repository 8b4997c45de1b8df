/**
 * /admin/creation/school-exam/:school — the school exam records (내신) of one level in two tabs: the list
 * (filters and sort kept in the URL, a paginated table) and the temporary records (exam_all_temp), each with
 * a create/edit modal that loads the record by id, and deletion after confirmation.
 */
import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { SchoolSubject } from '../../../../api/question-bank/schools-textbooks';
import { schoolTypeOf, useDeleteSchoolSubject, useSchoolSubjects, type SchoolExamSearch } from '../api/school-subjects';
import { useTempSchoolSubjects } from '../api/temp-school-subjects';
import { ListBody } from './ListBody';
import { SchoolSubjectFilters } from './SchoolSubjectFilters';
import { SchoolSubjectFormModal } from './SchoolSubjectFormModal';
import { SchoolSubjectTable, nextSort } from './SchoolSubjectTable';
import { schoolLabel } from './select-options';
import { TempSchoolSubjectList } from './TempSchoolSubjectList';
import { PAGE_SIZE, labelFor, SEMESTER } from '../../../../api/codes';

interface Props {
  /** The route's `:school` parameter: '2' middle, '3' high. */
  school: string;
  search: SchoolExamSearch;
  onSearchChange: (next: SchoolExamSearch) => void;
}

/** What the modal is doing: creating (optionally a temporary record) or editing a record by id. */
type Editing = { id: null; temp: boolean } | { id: number } | null;

export function SchoolExamScreen({ school, search, onSearchChange }: Props) {
  const schoolType = schoolTypeOf(school);
  if (schoolType === null) {
    return (
      <Alert color="red" title="알 수 없는 학교급입니다" role="alert">
        주소의 학교급 &lsquo;{school}&rsquo;은(는) 올바르지 않습니다. 2(중학교) 또는 3(고등학교)으로 열어 주세요.
      </Alert>
    );
  }
  return <SchoolExamTabs key={schoolType} schoolType={schoolType} search={search} onSearchChange={onSearchChange} />;
}

type ScreenProps = Omit<Props, 'school'> & { schoolType: number };

function SchoolExamTabs({ schoolType, search, onSearchChange }: ScreenProps) {
  const remove = useDeleteSchoolSubject();
  const [editing, setEditing] = useState<Editing>(null);
  const tempPage = search.temp_page ?? 1;
  // Also read on the list tab, for the count on the temporary tab.
  const temp = useTempSchoolSubjects(schoolType, tempPage);

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

  const edit = (row: SchoolSubject) => setEditing({ id: row.id });
  return (
    <>
      <Tabs value={search.tab ?? 'list'} onChange={(tab) => onSearchChange({ ...search, tab: tab === 'temp' ? 'temp' : undefined })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="list">내신 시험 목록</Tabs.Tab>
          <Tabs.Tab
            value="temp"
            rightSection={
              temp.data ? (
                <Badge size="sm" variant="light" color={temp.data.total ? 'orange' : 'gray'} circle={temp.data.total < 10}>
                  {temp.data.total}
                </Badge>
              ) : undefined
            }
          >
            임시 내신 시험
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list">
          <SchoolExamList schoolType={schoolType} search={search} onSearchChange={onSearchChange} onCreate={() => setEditing({ id: null, temp: false })} onEdit={edit} onDelete={confirmDelete} />
        </Tabs.Panel>
        <Tabs.Panel value="temp">
          <TempSchoolSubjectList
            schoolType={schoolType}
            list={temp}
            page={tempPage}
            onPageChange={(p) => onSearchChange({ ...search, temp_page: p === 1 ? undefined : p })}
            onCreate={() => setEditing({ id: null, temp: true })}
            onEdit={edit}
            onDelete={confirmDelete}
          />
        </Tabs.Panel>
      </Tabs>
      {editing !== null && <SchoolSubjectFormModal schoolType={schoolType} recordId={editing.id} newIsTemp={editing.id === null && editing.temp} onClose={() => setEditing(null)} />}
    </>
  );
}

interface ListProps extends ScreenProps {
  onCreate: () => void;
  onEdit: (row: SchoolSubject) => void;
  onDelete: (row: SchoolSubject) => void;
}

/** The filtered, sorted, paginated list of the level's records. */
function SchoolExamList({ schoolType, search, onSearchChange, onCreate, onEdit, onDelete }: ListProps) {
  const page = search.page ?? 1;
  const { year, grade_id, semester, subject_type_id, name_search, sort_key, sort } = search;
  const list = useSchoolSubjects(schoolType, { year, grade_id, semester, subject_type_id, name_search, sort_key, sort, page, size: PAGE_SIZE.default });
  const change = (patch: Partial<SchoolExamSearch>) => onSearchChange({ ...search, ...patch, page: undefined });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="end">
        <SchoolSubjectFilters key={search.name_search ?? ''} search={search} onChange={change} />
        <Button onClick={onCreate}>새 {schoolLabel(schoolType)} 내신 시험</Button>
      </Group>
      <ListBody list={list} page={page} onPageChange={(p) => onSearchChange({ ...search, page: p === 1 ? undefined : p })} empty="조건에 맞는 내신 시험이 없습니다.">
        {(rows) => <SchoolSubjectTable rows={rows} sort={search} onSort={(key) => onSearchChange({ ...search, ...nextSort(search, key), page: undefined })} onEdit={onEdit} onDelete={onDelete} />}
      </ListBody>
    </Stack>
  );
}
