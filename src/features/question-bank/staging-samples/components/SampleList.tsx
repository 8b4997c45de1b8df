/**
 * The sample question list, of every state or of one (0 작성 중, 1 사용 중, 2 보관): a SegmentedControl
 * switches state by navigating; subject and title filters, server-side pagination, create and edit in a
 * modal, delete after confirmation.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Alert, Badge, Button, Group, Pagination, Paper, SegmentedControl, Select, Skeleton, Stack, Table, TableScrollContainer, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { SAMPLE_STATE, type QuestionSampleRow } from '../../../../api/question-bank/staging-samples';
import { useSamples } from '../api/get-samples';
import { useDeleteSample } from '../api/sample-writes';
import { codeOf, formatTime, paginationLabels, SAMPLE_STATE_OPTIONS, sampleStateLabel, subjectLabel, SUBJECT_OPTIONS, valueOf } from '../staging-samples.options';
import { SampleFormModal } from './SampleFormModal';
import { PAGE_SIZE } from '../../../../api/codes';
import { MathText } from '../../../../components/math/MathText';
import { mathExcerpt } from '../../../../components/math/formula';

const ALL = 'all';
const STATE_COLORS: Record<number, string> = { [SAMPLE_STATE.draft.code]: 'yellow', [SAMPLE_STATE.inUse.code]: 'green', [SAMPLE_STATE.retired.code]: 'gray' };

/** Switches the state filter by navigating to its path. */
export function SampleStateSwitch({ state }: { state?: number }) {
  const navigate = useNavigate();
  return (
    <SegmentedControl
      aria-label="샘플 상태"
      value={valueOf(state) ?? ALL}
      onChange={(v) => void (v === ALL ? navigate({ to: '/exam/admin-question-sample' }) : navigate({ to: '/exam/admin-question-sample/$state', params: { state: v } }))}
      data={[{ value: ALL, label: '전체' }, ...SAMPLE_STATE_OPTIONS]}
    />
  );
}

export function SampleList({ state }: { state?: number }) {
  const [page, setPage] = useState(1);
  const [subject, setSubject] = useState<number | undefined>();
  const [title, setTitle] = useState('');
  const [search, setSearch] = useState<string | undefined>();
  const [target, setTarget] = useState<number | 'new' | null>(null);
  const list = useSamples({ state, subject_type_id: subject, search, page, size: PAGE_SIZE.default });
  const remove = useDeleteSample();

  const submitTitle = (event: FormEvent) => {
    event.preventDefault();
    setSearch(title.trim() || undefined);
    setPage(1);
  };

  const confirmDelete = (row: QuestionSampleRow) =>
    modals.openConfirmModal({
      title: '샘플 문항 삭제',
      children: <Text size="sm">「{row.title}」을(를) 삭제할까요? 되돌릴 수 없습니다.</Text>,
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(row.id, { onSuccess: () => notifications.show({ color: 'green', message: `「${row.title}」을(를) 삭제했습니다.` }) }),
    });

  const data = list.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;
  const emptyMessage = state === undefined ? '샘플 문항이 없습니다.' : `'${sampleStateLabel(state)}' 상태의 샘플 문항이 없습니다.`;

  return (
    <Stack gap="md">
      <SampleStateSwitch state={state} />
      <Paper withBorder p="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="과목"
            placeholder="전체"
            data={SUBJECT_OPTIONS}
            value={valueOf(subject)}
            onChange={(v) => (setSubject(codeOf(v)), setPage(1))}
            clearable
            w={140}
          />
          <form onSubmit={submitTitle} role="search" aria-label="샘플 문항 제목 검색">
            <Group align="flex-end" gap="xs">
              <TextInput label="제목 검색" placeholder="제목" value={title} onChange={(e) => setTitle(e.currentTarget.value)} w={220} />
              <Button type="submit" variant="light">
                검색
              </Button>
            </Group>
          </form>
          <Button ml="auto" onClick={() => setTarget('new')}>
            새 샘플 문항
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
        <Alert color="gray">{emptyMessage}</Alert>
      ) : (
        <TableScrollContainer minWidth={760}>
          <Table striped highlightOnHover layout="fixed" aria-busy={list.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="6%">번호</Table.Th>
                <Table.Th w="34%">제목</Table.Th>
                <Table.Th w="9%">과목</Table.Th>
                <Table.Th w="9%">상태</Table.Th>
                <Table.Th w="16%">연결 문항</Table.Th>
                <Table.Th w="10%">작성자</Table.Th>
                <Table.Th w="16%">관리</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.data_list.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.id}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600} truncate>
                      {row.title}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      <MathText text={mathExcerpt(row.excerpt)} />
                    </Text>
                    <Text size="xs" c="dimmed">
                      수정 {formatTime(row.update_time)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{subjectLabel(row.subject_type_id)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATE_COLORS[row.state] ?? 'gray'} variant="light">
                      {sampleStateLabel(row.state)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs">{row.question_id === null ? '-' : `${row.exam_subject_name ?? ''} ${row.question_index ?? ''}번 (#${row.question_id})`}</Text>
                  </Table.Td>
                  <Table.Td>{row.user_name ?? '-'}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button size="compact-sm" variant="light" onClick={() => setTarget(row.id)} aria-label={`${row.title} 수정`}>
                        수정
                      </Button>
                      <Button size="compact-sm" variant="subtle" color="red" onClick={() => confirmDelete(row)} aria-label={`${row.title} 삭제`}>
                        삭제
                      </Button>
                    </Group>
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
          <Pagination total={totalPages} value={page} onChange={setPage} getControlProps={paginationLabels} />
        </Group>
      )}

      <SampleFormModal target={target} onClose={() => setTarget(null)} defaultState={state} />
    </Stack>
  );
}
