/**
 * Creates or edits an AI exam subject (POST / PUT auto_exam_subject; administrators): the subject and exam names,
 * level, grade, subject and detail (the pickers of the manual exam screens), year, semester, date, prices, the
 * classification kind, and the enterer and reviewer. Validated with the call's own schema before sending; a
 * refusal is shown on its field. Enter submits from any field; Esc closes.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CLASS_TYPE, GRADES, SCHOOL_TYPE, SEMESTER, SUBJECT_TYPE } from '../../../../api/codes';
import { AutoExamSubjectBodySchema, AutoExamSubjectUpdateBodySchema, type AutoExamSubject } from '../../../../api/digitise/auto-exams';
import { LEVEL } from '../../../../api/levels';
import { serverError, validate, type FieldErrors } from '../../../../components/form/form-errors';
import { useCreateAutoExam, useUpdateAutoExam } from '../api/auto-exam-mutations';
import { staffPickerOptions, subjectPickerOptions } from '../api/auto-exam-queries';

const opts = (table: Record<string, { code: number; label: string }>) => Object.values(table).map((e) => ({ value: String(e.code), label: e.label }));
const str = (v: number | null | undefined) => (v === null || v === undefined ? null : String(v));
const num = (v: string | null) => (v ? Number(v) : null);

/** The create form (no `editing`) or the edit form of one AI exam subject. */
export function AutoExamFormModal({ opened, onClose, editing, onSaved }: { opened: boolean; onClose: () => void; editing?: AutoExamSubject | null; onSaved?: (id: number) => void }) {
  const [v, setV] = useState(() => ({
    name: editing?.name ?? '',
    test_name: editing?.test_name ?? '',
    school_type: str(editing?.school_type ?? SCHOOL_TYPE.high.code)!,
    grade_id: str(editing?.grade_id ?? 3)!,
    subject_type_id: str(editing?.subject_type_id ?? SUBJECT_TYPE.math.code)!,
    subject_detail_type_id: str(editing?.subject_detail_type_id),
    year: (editing?.year ?? new Date().getFullYear()) as number | string,
    semester: str(editing?.semester),
    release_time: editing?.release_time ?? '',
    enter_price: (editing?.enter_price ?? 500) as number | string,
    class_price: (editing?.class_price ?? 200) as number | string,
    class_type: str(editing?.class_type ?? CLASS_TYPE.typeCategory.code)!,
    user_id: str(editing?.user_id),
    admin_id: str(editing?.admin_id),
    question_count: 0 as number | string,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateAutoExam();
  const update = useUpdateAutoExam();
  const master = useQuery({ ...subjectPickerOptions(), enabled: opened });
  const enterers = useQuery({ ...staffPickerOptions(LEVEL.aiReview), enabled: opened });
  const reviewers = useQuery({ ...staffPickerOptions(LEVEL.reviewer), enabled: opened });
  const details = useMemo(
    () =>
      (master.data?.data_list.find((s) => String(s.id) === v.subject_type_id)?.details ?? [])
        .filter((d) => String(d.school_type) === v.school_type)
        .map((d) => ({ value: String(d.id), label: `${d.name} (${d.curriculum})` })),
    [master.data, v.subject_type_id, v.school_type],
  );
  const set = (k: keyof typeof v) => (val: unknown) => setV((s) => ({ ...s, [k]: val }));
  const staffData = (list: typeof enterers.data) => (list?.data_list ?? []).map((s) => ({ value: String(s.id), label: `${s.name} (레벨 ${s.level})` }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const common = {
      name: v.name,
      school_type: Number(v.school_type),
      grade_id: Number(v.grade_id),
      subject_type_id: Number(v.subject_type_id),
      subject_detail_type_id: num(v.subject_detail_type_id),
      year: Number(v.year),
      semester: num(v.semester),
      release_time: v.release_time || null,
      enter_price: Number(v.enter_price),
      class_price: Number(v.class_price),
      class_type: Number(v.class_type),
      user_id: num(v.user_id),
      admin_id: num(v.admin_id),
    };
    const body = editing ? { ...common, id: editing.id, version: editing.version } : { ...common, test_name: v.test_name, question_count: Number(v.question_count) };
    const invalid = validate(editing ? AutoExamSubjectUpdateBodySchema : AutoExamSubjectBodySchema, body);
    setErrors(invalid ?? {});
    setFormError(null);
    if (invalid) return;
    try {
      const saved = editing ? await update.mutateAsync(AutoExamSubjectUpdateBodySchema.parse(body)) : await create.mutateAsync(AutoExamSubjectBodySchema.parse(body));
      onSaved?.(saved.id);
      onClose();
    } catch (error) {
      const { field, message } = serverError(error);
      if (field) setErrors({ [field]: message });
      else setFormError(message);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={editing ? 'AI 시험 과목 수정' : '새 AI 시험 과목'} size="lg">
      <form onSubmit={submit} noValidate aria-label={editing ? 'AI 시험 과목 수정' : '새 AI 시험 과목'}>
        <Stack gap="sm">
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <TextInput label="과목 시험명" placeholder="예: 2026학년도 6월 모의평가 수학" value={v.name} onChange={(e) => set('name')(e.currentTarget.value)} error={errors.name} required data-autofocus />
          {!editing && (
            <TextInput
              label="시험명 (AI 시험)"
              description="같은 이름·학교급·학년·연도의 AI 시험이 있으면 그 시험에 넣습니다."
              placeholder="예: 2026학년도 6월 모의평가"
              value={v.test_name}
              onChange={(e) => set('test_name')(e.currentTarget.value)}
              error={errors.test_name}
              required
            />
          )}
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <Select label="학교급" data={opts(SCHOOL_TYPE)} value={v.school_type} onChange={(x) => setV((s) => ({ ...s, school_type: x ?? s.school_type, subject_detail_type_id: null }))} allowDeselect={false} error={errors.school_type} />
            <Select label="학년" data={GRADES.map((g) => ({ value: String(g), label: `${g}학년` }))} value={v.grade_id} onChange={set('grade_id')} allowDeselect={false} error={errors.grade_id} />
            <Select label="과목" data={opts(SUBJECT_TYPE)} value={v.subject_type_id} onChange={(x) => setV((s) => ({ ...s, subject_type_id: x ?? s.subject_type_id, subject_detail_type_id: null }))} allowDeselect={false} error={errors.subject_type_id} />
            <Select label="세부 과목" placeholder={master.isLoading ? '불러오는 중' : '선택'} data={details} value={v.subject_detail_type_id} onChange={set('subject_detail_type_id')} clearable searchable error={errors.subject_detail_type_id} />
            <NumberInput label="연도" value={v.year} onChange={set('year')} min={2000} max={2100} error={errors.year} required />
            <Select label="학기 (내신)" data={opts(SEMESTER)} value={v.semester} onChange={set('semester')} clearable error={errors.semester} />
            <TextInput label="시행일" type="date" value={v.release_time} onChange={(e) => set('release_time')(e.currentTarget.value)} error={errors.release_time} />
            <NumberInput label="입력 단가(원)" value={v.enter_price} onChange={set('enter_price')} min={0} thousandSeparator="," error={errors.enter_price} />
            <NumberInput label="분류 단가(원)" value={v.class_price} onChange={set('class_price')} min={0} thousandSeparator="," error={errors.class_price} />
            <Select label="분류 방식" data={opts(CLASS_TYPE)} value={v.class_type} onChange={(x) => setV((s) => ({ ...s, class_type: x ?? s.class_type }))} allowDeselect={false} error={errors.class_type} />
            <Select label="입력 담당자" placeholder="미배정" data={staffData(enterers.data)} value={v.user_id} onChange={set('user_id')} clearable searchable error={errors.user_id} />
            <Select label="검수 담당자" placeholder="미배정" data={staffData(reviewers.data)} value={v.admin_id} onChange={set('admin_id')} clearable searchable error={errors.admin_id} />
            {!editing && (
              <NumberInput label="빈 문항 수" description="분할 전에 만들 문항 (0이면 분할이 만듭니다)" value={v.question_count} onChange={set('question_count')} min={0} max={100} error={errors.question_count} />
            )}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              취소
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {editing ? '저장' : '만들기'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
