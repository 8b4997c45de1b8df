/** Create or edit a sample question in a modal: title, subject, state, linked bank question and text. */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Select, SimpleGrid, Skeleton, Stack, Textarea, TextInput } from '@mantine/core';
import { QuestionSampleBodySchema, type QuestionSample } from '../../../../api/question-bank/staging-samples';
import { useSample } from '../api/get-sample';
import { useCreateSample, useUpdateSample } from '../api/sample-writes';
import { codeOf, SAMPLE_STATE_OPTIONS, SUBJECT_OPTIONS, valueOf } from '../staging-samples.options';
import { serverError, validate, type FieldErrors } from '../../../../components/form/form-errors';
import { formulaInputStyles } from '../../../../components/math/formula';

interface Props {
  /** `new` for a new sample, a sample id to edit one, null when closed. */
  target: number | 'new' | null;
  onClose: () => void;
  /** The state a new sample starts in (the list's state filter). */
  defaultState?: number;
}

export function SampleFormModal({ target, onClose, defaultState }: Props) {
  return (
    <Modal opened={target !== null} onClose={onClose} title={target === 'new' ? '새 샘플 문항' : '샘플 문항 수정'} size="lg" centered>
      {target === 'new' && <SampleForm defaultState={defaultState} onDone={onClose} />}
      {typeof target === 'number' && <EditSample id={target} onDone={onClose} />}
    </Modal>
  );
}

function EditSample({ id, onDone }: { id: number; onDone: () => void }) {
  const sample = useSample(id);
  if (sample.isPending) return <Skeleton h={300} />;
  if (sample.isError)
    return (
      <Alert color="red" role="alert">
        샘플 문항을 불러오지 못했습니다: {sample.error.message}
      </Alert>
    );
  return <SampleForm sample={sample.data} onDone={onDone} />;
}

function SampleForm({ sample, defaultState, onDone }: { sample?: QuestionSample; defaultState?: number; onDone: () => void }) {
  const [values, setValues] = useState({
    title: sample?.title ?? '',
    subject_type_id: valueOf(sample?.subject_type_id),
    state: valueOf(sample?.state ?? defaultState ?? 0),
    question_id: sample?.question_id ?? ('' as number | string),
    content: sample?.content ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateSample();
  const update = useUpdateSample();
  const mutation = sample ? update : create;
  const set = <K extends keyof typeof values>(k: K) => (v: (typeof values)[K]) => setValues((s) => ({ ...s, [k]: v }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      title: values.title,
      subject_type_id: codeOf(values.subject_type_id),
      state: codeOf(values.state),
      question_id: typeof values.question_id === 'number' ? values.question_id : null,
      content: values.content,
    };
    const invalid = validate(QuestionSampleBodySchema, body);
    setErrors(invalid ?? {});
    if (invalid) return;
    const valid = QuestionSampleBodySchema.parse(body);
    try {
      if (sample) await update.mutateAsync({ id: sample.id, ...valid });
      else await create.mutateAsync(valid);
      onDone();
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
        <TextInput label="제목" value={values.title} onChange={(e) => set('title')(e.currentTarget.value)} error={errors.title} required data-autofocus />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select label="과목" data={SUBJECT_OPTIONS} value={values.subject_type_id} onChange={set('subject_type_id')} error={errors.subject_type_id} required allowDeselect={false} />
          <Select label="상태" data={SAMPLE_STATE_OPTIONS} value={values.state} onChange={set('state')} error={errors.state} required allowDeselect={false} />
          <NumberInput
            label="연결 문항 번호"
            description="문제은행 문항 ID (선택)"
            value={values.question_id}
            onChange={set('question_id')}
            error={errors.question_id}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            hideControls
          />
        </SimpleGrid>
        <Textarea
          label="내용"
          description="수식은 $...$ 로 적습니다."
          value={values.content}
          onChange={(e) => set('content')(e.currentTarget.value)}
          error={errors.content}
          styles={formulaInputStyles}
          required
          autosize
          minRows={8}
          maxRows={20}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            취소
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {sample ? '저장' : '등록'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
