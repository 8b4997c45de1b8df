/**
 * Edits an exam subject's name, assignees and prices at the version it was loaded (409 when someone saved first).
 * Checked with the call's own schema before sending: a price outside its range stays as typed and is refused on
 * its field; a field the server refuses is shown on that field.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ExamSubject } from '../../../../api/question-bank/exams';
import { serverError, type FieldErrors } from '../../../../components/form/form-errors';
import { staffOptions, useUpdateExamSubject } from '../api/exam-queries';
import { EXAM_PRICE, examSubjectEditBody, examSubjectEditErrors, examSubjectEditValues, type ExamSubjectEditValues } from '../exam-number-fields.rules';

export function EditExamSubjectModal({ row, onClose }: { row: ExamSubject | null; onClose: () => void }) {
  return <Modal opened={!!row} onClose={onClose} title="시험 과목 수정" size="lg">{row && <Form key={`${row.id}-${row.version}`} row={row} onClose={onClose} />}</Modal>;
}

function Form({ row, onClose }: { row: ExamSubject; onClose: () => void }) {
  const staff = useQuery(staffOptions(1));
  const update = useUpdateExamSubject();
  const [v, setV] = useState<ExamSubjectEditValues>(() => examSubjectEditValues(row));
  const [errors, setErrors] = useState<FieldErrors>({});
  const people = (staff.data?.data_list ?? []).map((s) => ({ value: String(s.id), label: `${s.name} (레벨 ${s.level})` }));
  // a refusal naming no field of this form (a stale version, a lost connection) is shown above it
  const formError = Object.entries(errors).find(([field]) => !(field in v))?.[1];
  function submit(e: FormEvent) {
    e.preventDefault();
    const body = examSubjectEditBody(row, v);
    const invalid = examSubjectEditErrors(body);
    setErrors(invalid ?? {});
    if (invalid) return;
    update.mutate(body, {
      onSuccess: onClose,
      onError: (error) => {
        const { field, message } = serverError(error);
        setErrors({ [field ?? 'form']: message });
      },
    });
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <TextInput label="시험명" value={v.name} onChange={(e) => setV({ ...v, name: e.currentTarget.value })} error={errors.name} required data-autofocus />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <Select label="입력 담당" data={people} value={v.user_id} onChange={(x) => setV({ ...v, user_id: x })} clearable searchable placeholder="미배정" error={errors.user_id} />
          <Select label="검수 담당" data={people} value={v.admin_id} onChange={(x) => setV({ ...v, admin_id: x })} clearable searchable placeholder="미배정" error={errors.admin_id} />
          <Select label="분류 담당" data={people} value={v.teacher_id} onChange={(x) => setV({ ...v, teacher_id: x })} clearable searchable placeholder="미배정" error={errors.teacher_id} />
          <NumberInput label="입력 단가(원)" value={v.enter_price} onChange={(x) => setV({ ...v, enter_price: x })} min={EXAM_PRICE.min} max={EXAM_PRICE.max} thousandSeparator="," error={errors.enter_price} required />
          <NumberInput label="분류 단가(원)" value={v.class_price} onChange={(x) => setV({ ...v, class_price: x })} min={EXAM_PRICE.min} max={EXAM_PRICE.max} thousandSeparator="," error={errors.class_price} required />
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
