/** Edits an exam subject's name, assignees and prices at the version it was loaded (409 when someone saved first). */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ExamSubject } from '../../../../api/question-bank/exams';
import { staffOptions, useUpdateExamSubject } from '../api/exam-queries';

const idOrNull = (v: string | null) => (v ? Number(v) : null);
const str = (v: number | null) => (v === null ? null : String(v));

export function EditExamSubjectModal({ row, onClose }: { row: ExamSubject | null; onClose: () => void }) {
  return <Modal opened={!!row} onClose={onClose} title="시험 과목 수정" size="lg">{row && <Form key={`${row.id}-${row.version}`} row={row} onClose={onClose} />}</Modal>;
}

function Form({ row, onClose }: { row: ExamSubject; onClose: () => void }) {
  const staff = useQuery(staffOptions(1));
  const update = useUpdateExamSubject();
  const [v, setV] = useState({ name: row.name, user_id: str(row.user_id), admin_id: str(row.admin_id), teacher_id: str(row.teacher_id), enter_price: row.enter_price as number | string, class_price: row.class_price as number | string });
  const people = (staff.data?.data_list ?? []).map((s) => ({ value: String(s.id), label: `${s.name} (레벨 ${s.level})` }));
  function submit(e: FormEvent) {
    e.preventDefault();
    update.mutate(
      { id: row.id, version: row.version, name: v.name, user_id: idOrNull(v.user_id), admin_id: idOrNull(v.admin_id), teacher_id: idOrNull(v.teacher_id), enter_price: Number(v.enter_price), class_price: Number(v.class_price) },
      { onSuccess: onClose },
    );
  }
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        {update.isError && <Alert color="red">{update.error.message}</Alert>}
        <TextInput label="시험명" value={v.name} onChange={(e) => setV({ ...v, name: e.currentTarget.value })} required data-autofocus />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <Select label="입력 담당" data={people} value={v.user_id} onChange={(x) => setV({ ...v, user_id: x })} clearable searchable placeholder="미배정" />
          <Select label="검수 담당" data={people} value={v.admin_id} onChange={(x) => setV({ ...v, admin_id: x })} clearable searchable placeholder="미배정" />
          <Select label="분류 담당" data={people} value={v.teacher_id} onChange={(x) => setV({ ...v, teacher_id: x })} clearable searchable placeholder="미배정" />
          <NumberInput label="입력 단가(원)" value={v.enter_price} onChange={(x) => setV({ ...v, enter_price: x })} min={0} thousandSeparator="," />
          <NumberInput label="분류 단가(원)" value={v.class_price} onChange={(x) => setV({ ...v, class_price: x })} min={0} thousandSeparator="," />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" loading={update.isPending}>
            저장
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
