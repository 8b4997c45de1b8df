/** Create or edit a staging exam in a modal: name and target (school level, grade, subject). */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { StagingExamBodySchema, type StagingExam } from '../../../../api/question-bank/staging-samples';
import { useCreateStagingExam, useUpdateStagingExam } from '../api/staging-exam-writes';
import { codeOf, GRADE_OPTIONS, SCHOOL_OPTIONS, SUBJECT_OPTIONS, valueOf } from '../staging-samples.options';
import { serverError, validate, type FieldErrors } from '../../../../components/form/form-errors';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The exam to edit; a new one when left out. */
  exam?: StagingExam;
  onSaved?: (id: number) => void;
}

export function StagingExamFormModal({ opened, onClose, exam, onSaved }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={exam ? '스테이징 시험 정보 수정' : '새 스테이징 시험'} centered>
      {opened && <StagingExamForm exam={exam} onCancel={onClose} onSaved={(id) => (onClose(), onSaved?.(id))} />}
    </Modal>
  );
}

function StagingExamForm({ exam, onCancel, onSaved }: { exam?: StagingExam; onCancel: () => void; onSaved: (id: number) => void }) {
  const [values, setValues] = useState({
    name: exam?.name ?? '',
    school_type: valueOf(exam?.school_type),
    grade_id: valueOf(exam?.grade_id),
    subject_type_id: valueOf(exam?.subject_type_id),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateStagingExam();
  const update = useUpdateStagingExam();
  const mutation = exam ? update : create;
  const set = (k: keyof typeof values) => (v: string | null) => setValues((s) => ({ ...s, [k]: v }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { name: values.name, school_type: codeOf(values.school_type), grade_id: codeOf(values.grade_id), subject_type_id: codeOf(values.subject_type_id) };
    const invalid = validate(StagingExamBodySchema, body);
    setErrors(invalid ?? {});
    if (invalid) return;
    const valid = StagingExamBodySchema.parse(body);
    try {
      const { id } = exam ? await update.mutateAsync({ id: exam.id, ...valid }) : await create.mutateAsync(valid);
      onSaved(id);
    } catch (error) {
      const e = serverError(error);
      if (e.field) setErrors({ [e.field]: e.message });
    }
  }

  const failure = mutation.isError && !serverError(mutation.error).field ? serverError(mutation.error).message : null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput label="시험 이름" placeholder="예: 고3 수학 6월 대비 실전" value={values.name} onChange={(e) => set('name')(e.currentTarget.value)} error={errors.name} required data-autofocus />
        <Select label="학교급" data={SCHOOL_OPTIONS} value={values.school_type} onChange={set('school_type')} error={errors.school_type} required allowDeselect={false} />
        <Select label="학년" data={GRADE_OPTIONS} value={values.grade_id} onChange={set('grade_id')} error={errors.grade_id} required allowDeselect={false} />
        <Select label="과목" data={SUBJECT_OPTIONS} value={values.subject_type_id} onChange={set('subject_type_id')} error={errors.subject_type_id} required allowDeselect={false} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            취소
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {exam ? '저장' : '만들기'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
