/**
 * The staging exam list: filters (school level, grade, subject, name), the sort arrow, server-side
 * pagination, creation in a modal and deletion after confirmation. Each row opens the editor (?id=).
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert, Anchor, Button, Group, Pagination, Paper, Select, Skeleton, Stack, Table, TableScrollContainer, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useStagingExams } from '../api/get-staging-exams';
import { useDeleteStagingExam } from '../api/staging-exam-writes';
import { codeOf, formatTime, GRADE_OPTIONS, nextSort, paginationLabels, schoolLabel, SCHOOL_OPTIONS, subjectLabel, SUBJECT_OPTIONS, valueOf } from '../staging-samples.options';
import type { StagingListSearch } from '../staging-samples.search';
import { SortTh } from './SortTh';
import { StagingExamFormModal } from './StagingExamFormModal';
import { PAGE_SIZE } from '../../../../api/codes';

interface Props {
  search: StagingListSearch;
  onSearchChange: (next: StagingListSearch) => void;
}

export function StagingExamList({ search, onSearchChange }: Props) {
  const page = search.page ?? 1;
  const list = useStagingExams({ ...search, page, size: PAGE_SIZE.default });
  const remove = useDeleteStagingExam();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState(search.name_search ?? '');

  /** A filter change goes back to the first page. */
  const filter = (patch: Partial<StagingListSearch>) => onSearchChange({ ...search, ...patch, page: undefined });
  const onSort = (column: string) => onSearchChange({ ...search, ...(nextSort(search, column) as Pick<StagingListSearch, 'sort_key' | 'sort'>) });
  const submitName = (event: FormEvent) => {
    event.preventDefault();
    filter({ name_search: name.trim() || undefined });
  };

  const confirmDelete = (exam: { id: number; name: string; question_count: number }) =>
    modals.openConfirmModal({
      title: '스테이징 시험 삭제',
      children: (
        <Text size="sm">
          「{exam.name}」을(를) 삭제할까요? 담긴 문항 {exam.question_count}개의 목록도 함께 지워집니다. 문제은행의 문항은 그대로 남습니다.
        </Text>
      ),
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(exam.id, { onSuccess: () => notifications.show({ color: 'green', message: `「${exam.name}」을(를) 삭제했습니다.` }) }),
    });

  const data = list.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;
  const th = { sortKey: search.sort_key, sort: search.sort, onSort };

  return (
    <Stack gap="md">
      <Paper withBorder p="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select label="학교급" placeholder="전체" data={SCHOOL_OPTIONS} value={valueOf(search.school_type)} onChange={(v) => filter({ school_type: codeOf(v) })} clearable w={130} />
          <Select label="학년" placeholder="전체" data={GRADE_OPTIONS} value={valueOf(search.grade_id)} onChange={(v) => filter({ grade_id: codeOf(v) })} clearable w={110} />
          <Select label="과목" placeholder="전체" data={SUBJECT_OPTIONS} value={valueOf(search.subject_type_id)} onChange={(v) => filter({ subject_type_id: codeOf(v) })} clearable w={140} />
          <form onSubmit={submitName} role="search" aria-label="스테이징 시험 이름 검색">
            <Group align="flex-end" gap="xs">
              <TextInput label="이름 검색" placeholder="시험 이름" value={name} onChange={(e) => setName(e.currentTarget.value)} w={220} />
              <Button type="submit" variant="light">
                검색
              </Button>
            </Group>
          </form>
          <Button ml="auto" onClick={() => setCreating(true)}>
            새 스테이징 시험
          </Button>
        </Group>
      </Paper>

      {list.isPending ? (
        <Stack gap="xs" aria-busy>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} h={36} />
          ))}
        </Stack>
      ) : list.isError ? (
        <Alert color="red" role="alert" title="목록을 불러오지 못했습니다">
          {list.error.message}
        </Alert>
      ) : data && data.data_list.length === 0 ? (
        <Alert color="gray">조건에 맞는 스테이징 시험이 없습니다.</Alert>
      ) : (
        <TableScrollContainer minWidth={760}>
          <Table striped highlightOnHover layout="fixed" aria-busy={list.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <SortTh column="id" w="8%" {...th}>
                  번호
                </SortTh>
                <SortTh column="name" w="30%" {...th}>
                  이름
                </SortTh>
                <Table.Th w="10%">학교급</Table.Th>
                <SortTh column="grade_id" w="8%" {...th}>
                  학년
                </SortTh>
                <Table.Th w="10%">과목</Table.Th>
                <SortTh column="question_count" w="10%" {...th}>
                  문항 수
                </SortTh>
                <Table.Th w="10%">작성자</Table.Th>
                <SortTh column="update_time" w="14%" {...th}>
                  수정일
                </SortTh>
                <Table.Th w="10%">관리</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.data_list.map((exam) => (
                <Table.Tr key={exam.id}>
                  <Table.Td>{exam.id}</Table.Td>
                  <Table.Td>
                    <Anchor renderRoot={(props) => <Link {...props} to="/exam/admin-question-edit-staging" search={{ id: exam.id }} />}>
                      {exam.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{schoolLabel(exam.school_type)}</Table.Td>
                  <Table.Td>{exam.grade_id}학년</Table.Td>
                  <Table.Td>{subjectLabel(exam.subject_type_id)}</Table.Td>
                  <Table.Td>{exam.question_count}</Table.Td>
                  <Table.Td>{exam.user_name ?? '-'}</Table.Td>
                  <Table.Td>{formatTime(exam.update_time)}</Table.Td>
                  <Table.Td>
                    <Button size="compact-sm" color="red" variant="subtle" onClick={() => confirmDelete(exam)} aria-label={`${exam.name} 삭제`}>
                      삭제
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScrollContainer>
      )}

      {data && data.total > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            총 {data.total}개
          </Text>
          <Pagination total={totalPages} value={page} onChange={(p) => onSearchChange({ ...search, page: p })} getControlProps={paginationLabels} />
        </Group>
      )}

      <StagingExamFormModal
        opened={creating}
        onClose={() => setCreating(false)}
        onSaved={(id) => {
          notifications.show({ color: 'green', message: '스테이징 시험을 만들었습니다. 문항을 담아 주세요.' });
          void navigate({ to: '/exam/admin-question-edit-staging', search: { id } });
        }}
      />
    </Stack>
  );
}
