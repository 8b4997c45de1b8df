/**
 * Exam events (national mock exams) of one school level: a form that warns when an exam of the same grade and
 * date already exists (exam/check) and asks before creating another, with the year taken from the date; the
 * list; and below them, full width, the subjects of the chosen exam with "과목 추가". Deleting the chosen exam
 * lets go of it first, so nothing asks for it again.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Grid, Group, NumberInput, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../../api/client';
import { ExamBodySchema } from '../../../../api/question-bank/exams';
import { ListFooter } from '../../../../components/list/ListFooter';
import { ListRowsState } from '../../../../components/list/ListState';
import { modals } from '@mantine/modals';
import { yearDateMismatch } from '../../question-bank.rules';
import { examCheckOptions, examListOptions, examSubjectsOfExamOptions, useCreateExam, useDeleteExam, useUpdateExam } from '../api/exam-queries';
import { CreateExamSubjectModal } from './CreateExamSubjectModal';
import { ExamSubjectTable } from './ExamSubjectTable';
import { fieldOf } from '../../../../components/form/form-errors';
import { EXAM_TYPE, GRADES, labelFor, SCHOOL_TYPE } from '../../../../api/codes';

export function ExamEventsPanel({ schoolType, type = EXAM_TYPE.mock.code, temp = false, subjectHref }: { schoolType?: number; type?: number; temp?: boolean; subjectHref?: (id: number) => string }) {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const exams = useQuery(examListOptions(temp, { page, size: 10, school_type: schoolType, type: temp ? undefined : type }));
  const subjects = useQuery({ ...examSubjectsOfExamOptions(selected ?? 0), enabled: selected !== null });
  const chosen = exams.data?.data_list.find((e) => e.id === selected);
  const remove = useDeleteExam();
  const [renaming, setRenaming] = useState(false);
  function deleteChosen(exam: { id: number; name: string }) {
    // let go of the exam first: its subjects are not asked for again once it is gone
    setSelected(null);
    setRenaming(false);
    remove.mutate(exam.id, {
      onSuccess: () => notifications.show({ color: 'teal', message: `'${exam.name}'을(를) 삭제했습니다.` }),
      onError: () => setSelected(exam.id),
    });
  }
  return (
    <Stack gap="md">
      <Grid gap="md">
        {!temp && (
          <Grid.Col span={{ base: 12, md: 5 }}>
            <NewExamForm schoolType={schoolType ?? SCHOOL_TYPE.high.code} type={type} onCreated={setSelected} />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: temp ? 12 : 7 }}>
          <Stack gap="sm">
            <Paper withBorder>
              <Table highlightOnHover layout="fixed" aria-label="시험 목록">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th style={{ width: '55%' }}>시험</Table.Th>
                    <Table.Th style={{ width: '25%' }}>시행일</Table.Th>
                    <Table.Th style={{ width: '20%' }}>과목</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  <ListRowsState loading={exams.isLoading} error={exams.error} empty={(exams.data?.data_list.length ?? 0) === 0} columns={3} emptyText="등록된 시험이 없습니다." />
                  {exams.data?.data_list.map((e) => (
                    <Table.Tr key={e.id} onClick={() => setSelected(e.id)} style={{ cursor: 'pointer' }} bg={e.id === selected ? 'indigo.0' : undefined} aria-selected={e.id === selected}>
                      <Table.Td>
                        <Text size="sm" lineClamp={1}>
                          {e.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {labelFor(EXAM_TYPE, e.type)} · {e.grade_id}학년 · {e.year}
                        </Text>
                      </Table.Td>
                      <Table.Td>{e.release_time ?? '-'}</Table.Td>
                      <Table.Td>
                        <Badge variant="light">{e.subject_count}</Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
            <ListFooter total={exams.data?.total ?? 0} estimated={exams.data?.total_estimated} page={page} size={10} onPage={setPage} />
          </Stack>
        </Grid.Col>
      </Grid>
      {chosen ? (
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={3} size="h5">
              {chosen.name}의 과목
            </Title>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => setRenaming(true)}>
                시험 수정
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() =>
                  modals.openConfirmModal({
                    title: '시험 삭제',
                    children: `'${chosen.name}'과(와) 입력 전인 과목 ${chosen.subject_count}개를 삭제합니다.`,
                    labels: { confirm: '삭제', cancel: '취소' },
                    confirmProps: { color: 'red' },
                    onConfirm: () => deleteChosen(chosen),
                  })
                }
              >
                시험 삭제
              </Button>
              <Button size="xs" onClick={() => setAdding(true)}>
                과목 추가
              </Button>
            </Group>
          </Group>
          {renaming && <EditExamForm exam={chosen} onDone={() => setRenaming(false)} />}
          <ExamSubjectTable rows={subjects.data?.data_list ?? []} loading={subjects.isLoading} error={subjects.error} sort={{}} onSort={() => undefined} href={subjectHref ? (r) => subjectHref(r.id) : undefined} emptyText="과목이 없습니다. 과목을 추가하세요." />
          <CreateExamSubjectModal opened={adding} onClose={() => setAdding(false)} defaults={{ exam_id: chosen.id, type: chosen.type, school_type: chosen.school_type, grade_id: chosen.grade_id, year: chosen.year, name: `${chosen.name} ` }} />
        </Stack>
      ) : (
        <Text c="dimmed">시험 목록에서 시험을 고르면 과목이 여기에 표시됩니다.</Text>
      )}
    </Stack>
  );
}

/** Asks before creating an exam of the same grade and date as an existing one; true to create it anyway. */
function confirmDuplicate(existing: string): Promise<boolean> {
  return new Promise((resolve) =>
    modals.openConfirmModal({
      title: '같은 시험이 이미 있습니다',
      children: <Text size="sm">같은 학년·시행일 시험이 이미 있습니다: {existing}. 그래도 새 시험을 만들까요?</Text>,
      labels: { confirm: '그래도 만들기', cancel: '취소' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    }),
  );
}

function NewExamForm({ schoolType, type, onCreated }: { schoolType: number; type: number; onCreated: (id: number) => void }) {
  const [v, setV] = useState({ name: '', grade_id: '3', year: new Date().getFullYear() as number | string, release_time: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateExam();
  const client = useQueryClient();
  const [date] = useDebouncedValue(v.release_time, 300);
  const isDate = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d);
  const checkOf = (d: string) => examCheckOptions({ grade_id: Number(v.grade_id), release_time: d, type, school_type: schoolType });
  const duplicate = useQuery({ ...checkOf(date), enabled: isDate(date) });
  const yearError = yearDateMismatch(Number(v.year) || null, isDate(v.release_time) ? v.release_time : null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { name: v.name, type, school_type: schoolType, grade_id: Number(v.grade_id), year: Number(v.year), release_time: v.release_time || null };
    const parsed = ExamBodySchema.safeParse(body);
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    if (yearError) return; // already shown under 연도
    setErrors({});
    // the same check as the warning, asked afresh: another exam of this grade and date is created only when confirmed
    if (body.release_time) {
      const existing = await client.fetchQuery({ ...checkOf(body.release_time), staleTime: 0 });
      if (existing.exists && !(await confirmDuplicate(existing.exam?.name ?? ''))) return;
    }
    try {
      const { id } = await create.mutateAsync(parsed.data);
      setV((s) => ({ ...s, name: '' }));
      onCreated(id);
    } catch (error) {
      if (error instanceof ApiError) setErrors({ [fieldOf(error) ?? 'name']: error.message });
    }
  }
  return (
    <Paper withBorder p="sm" component="form" onSubmit={submit} noValidate aria-label="새 시험">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          새 시험 ({labelFor(SCHOOL_TYPE, schoolType)})
        </Text>
        <TextInput label="시험명" placeholder="예: 2025학년도 9월 모의평가 (고3)" value={v.name} onChange={(e) => setV({ ...v, name: e.currentTarget.value })} error={errors.name} size="xs" />
        <Group grow>
          <Select label="학년" size="xs" data={GRADES.map((g) => ({ value: String(g), label: `${g}학년` }))} value={v.grade_id} onChange={(g) => setV({ ...v, grade_id: g ?? '3' })} allowDeselect={false} />
          <NumberInput label="연도" size="xs" value={v.year} onChange={(y) => (setV({ ...v, year: y }), setErrors(({ year: _, ...rest }) => rest))} error={yearError ?? errors.year} />
          <TextInput
            label="시행일"
            type="date"
            size="xs"
            value={v.release_time}
            // the year follows the date; a different year typed afterwards is shown as an error
            onChange={(e) => {
              const d = e.currentTarget.value;
              setV({ ...v, release_time: d, year: isDate(d) ? Number(d.slice(0, 4)) : v.year });
              setErrors(({ year: _, release_time: __, ...rest }) => rest);
            }}
            error={errors.release_time}
          />
        </Group>
        {isDate(v.release_time) && duplicate.data?.exists && (
          <Alert color="yellow" p="xs" role="status">
            같은 학년·시행일 시험이 이미 있습니다: {duplicate.data.exam?.name}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={create.isPending}>
            시험 만들기
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Renames an exam or changes its date (PUT exam). */
function EditExamForm({ exam, onDone }: { exam: { id: number; name: string; release_time: string | null; is_temp: boolean }; onDone: () => void }) {
  const [name, setName] = useState(exam.name);
  const [date, setDate] = useState(exam.release_time ?? '');
  const update = useUpdateExam();
  return (
    <Paper
      withBorder
      p="sm"
      component="form"
      aria-label="시험 수정"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        // the year follows the date (the server refuses a year that disagrees with it)
        update.mutate({ id: exam.id, name, release_time: date || null, ...(date ? { year: Number(date.slice(0, 4)) } : {}), is_temp: false }, { onSuccess: onDone });
      }}
    >
      <Stack gap="xs">
        {update.isError && <Alert color="red">{update.error.message}</Alert>}
        <Group grow align="flex-end">
          <TextInput label="시험명" size="xs" value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <TextInput label="시행일" type="date" size="xs" value={date} onChange={(e) => setDate(e.currentTarget.value)} />
        </Group>
        <Group justify="flex-end">
          <Button size="xs" variant="default" onClick={onDone}>
            취소
          </Button>
          <Button size="xs" type="submit" loading={update.isPending}>
            저장{exam.is_temp ? ' (임시 해제)' : ''}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
