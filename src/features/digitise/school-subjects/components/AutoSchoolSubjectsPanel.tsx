/**
 * The AI flow's school subjects (issue 9 point 9): a tab per school level (auto_school_subject_list?type), with
 * grade, subject, semester and year filters, a school / detail search, server paging and sort; 만들기 and 수정
 * open the form modal; 삭제 asks for confirmation and shows the server's 409 when an AI exam uses the record.
 * Everyone from level 1 reads; the write buttons show only when `canEdit` (AUTO_SCHOOL_SUBJECT_ACCESS.write).
 */
import { useState } from 'react';
import { Alert, Button, Group, Select, Stack, Table, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { SCHOOL_TYPE } from '../../../../api/codes';
import type { AutoSchoolSubject } from '../../../../api/digitise/school-subjects';
import { ListFooter } from '../../../../components/list/ListFooter';
import { ListRowsState } from '../../../../components/list/ListState';
import { SortableTh, type SortState } from '../../../../components/list/SortableTh';
import { useAutoSchoolSubjects, useDeleteAutoSchoolSubject } from '../api/auto-school-subjects';
import { GRADE_OPTIONS, optionLabel, SEMESTER_OPTIONS, SUBJECT_OPTIONS, yearOptions } from '../school-subjects.rules';
import { AutoSchoolSubjectFormModal } from './AutoSchoolSubjectFormModal';

const PAGE = 20;
const COLUMNS = 9;
type SortKey = 'id' | 'year' | 'grade_id' | 'semester' | 'subject_type_id' | 'school_name' | 'update_time';
const asText = (options: { value: number; label: string }[]) => options.map((o) => ({ value: String(o.value), label: o.label }));

export interface AutoSchoolSubjectsPanelProps {
  /** Whether the viewer may create, edit and delete (administrators, level 4+); read-only otherwise. */
  canEdit?: boolean;
}

/** The panel with its school-level tabs. */
export function AutoSchoolSubjectsPanel({ canEdit = true }: AutoSchoolSubjectsPanelProps = {}) {
  const [schoolType, setSchoolType] = useState<number>(SCHOOL_TYPE.high.code);
  return (
    <Tabs value={String(schoolType)} onChange={(v) => v && setSchoolType(Number(v))} keepMounted={false}>
      <Tabs.List>
        {Object.values(SCHOOL_TYPE).map((s) => (
          <Tabs.Tab key={s.code} value={String(s.code)}>
            {s.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {Object.values(SCHOOL_TYPE).map((s) => (
        <Tabs.Panel key={s.code} value={String(s.code)} pt="sm">
          <SchoolLevelList schoolType={s.code} canEdit={canEdit} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function SchoolLevelList({ schoolType, canEdit }: { schoolType: number; canEdit: boolean }) {
  const [filters, setFilters] = useState<{ grade_id?: number; subject_type_id?: number; semester?: number; year?: number }>({});
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), 400);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState>({});
  const [editing, setEditing] = useState<number | null | 'new'>(null);
  const list = useAutoSchoolSubjects({ type: schoolType, ...filters, name_search: name || undefined, page, size: PAGE, sort_key: sort.sort_key as SortKey | undefined, sort: sort.sort });
  const remove = useDeleteAutoSchoolSubject();
  const rows = list.data?.data_list ?? [];

  const filter = (key: keyof typeof filters, label: string, options: { value: number; label: string }[]) => (
    <Select
      label={label}
      data={[{ value: '', label: '전체' }, ...asText(options)]}
      value={filters[key] === undefined ? '' : String(filters[key])}
      onChange={(v) => {
        setFilters((f) => ({ ...f, [key]: v ? Number(v) : undefined }));
        setPage(1);
      }}
      allowDeselect={false}
      w={130}
    />
  );
  const confirmDelete = (r: AutoSchoolSubject) =>
    modals.openConfirmModal({
      title: 'AI 학교 과목 삭제',
      children: <Text size="sm">{describe(r)}을(를) 삭제할까요? AI 시험 과목이 쓰고 있으면 삭제할 수 없습니다.</Text>,
      labels: { confirm: '삭제', cancel: '돌아가기' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(r.id, {
          onSuccess: () => notifications.show({ color: 'green', message: '삭제했습니다.' }),
          onError: (e) => notifications.show({ color: 'red', title: '삭제하지 못했습니다', message: e.message }),
        }),
    });

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        {filter('grade_id', '학년', GRADE_OPTIONS)}
        {filter('subject_type_id', '과목', SUBJECT_OPTIONS)}
        {filter('semester', '학기', SEMESTER_OPTIONS)}
        {filter('year', '연도', yearOptions())}
        <TextInput
          label="학교·세부 구분"
          placeholder="이름으로 찾기"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={200}
        />
        {canEdit && <Button onClick={() => setEditing('new')}>만들기</Button>}
      </Group>
      {!canEdit && <Alert color="gray">AI 학교 과목은 관리자(레벨 4 이상)만 만들고 고칠 수 있습니다.</Alert>}
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="AI 학교 과목 목록">
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="id" label="번호" width="7%" sort={sort} onSort={setSort} />
            <SortableTh column="school_name" label="학교" width="16%" sort={sort} onSort={setSort} />
            <SortableTh column="year" label="연도" width="8%" sort={sort} onSort={setSort} />
            <SortableTh column="grade_id" label="학년" width="7%" sort={sort} onSort={setSort} />
            <SortableTh column="semester" label="학기" width="10%" sort={sort} onSort={setSort} />
            <SortableTh column="subject_type_id" label="과목" width="14%" sort={sort} onSort={setSort} />
            <Table.Th style={{ width: '18%' }}>출판사·교과서</Table.Th>
            <Table.Th style={{ width: '6%' }}>시험</Table.Th>
            <Table.Th style={{ width: '14%' }}>관리</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <ListRowsState loading={list.isPending} error={list.error} empty={rows.length === 0} columns={COLUMNS} emptyText="AI 학교 과목이 없습니다." />
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.id}</Table.Td>
              <Table.Td>{r.school_name ?? '학교급 전체'}</Table.Td>
              <Table.Td>{r.year}</Table.Td>
              <Table.Td>{r.grade_id}학년</Table.Td>
              <Table.Td>{optionLabel(SEMESTER_OPTIONS, r.semester)}</Table.Td>
              <Table.Td>
                {optionLabel(SUBJECT_OPTIONS, r.subject_type_id)}
                {r.subject_detail_name ? ` · ${r.subject_detail_name}` : ''}
                {r.detail ? ` (${r.detail})` : ''}
              </Table.Td>
              <Table.Td>{[r.publisher_name, r.textbook_name].filter(Boolean).join(' · ') || '-'}</Table.Td>
              <Table.Td>{r.exam_count}</Table.Td>
              <Table.Td>
                {canEdit && (
                  <Group gap={6} wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => setEditing(r.id)}>
                      수정
                    </Button>
                    <Button size="xs" variant="light" color="red" onClick={() => confirmDelete(r)} loading={remove.isPending && remove.variables === r.id}>
                      삭제
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {list.data && <ListFooter total={list.data.total} estimated={list.data.total_estimated} page={page} size={PAGE} onPage={setPage} />}
      {editing !== null && <AutoSchoolSubjectFormModal schoolType={schoolType} recordId={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

/** A short name of a record for the confirmation. */
const describe = (r: AutoSchoolSubject) => `${r.year}년 ${r.school_name ?? ''} ${r.grade_id}학년 ${optionLabel(SUBJECT_OPTIONS, r.subject_type_id)} ${optionLabel(SEMESTER_OPTIONS, r.semester)}`.replace(/\s+/g, ' ');
