/**
 * Creates an exam subject (optionally under an exam) with its empty questions; validated by the call's own
 * schema. The class type (분류 방식) decides what completeness asks of its questions (spec section 5).
 */
import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../../api/client';
import { ExamSubjectBodySchema } from '../../../../api/question-bank/exams';
import { staffOptions, subjectMasterOptions, useCreateExamSubject } from '../api/exam-queries';
import { fieldOf } from '../../../../components/form/form-errors';
import { CLASS_TYPE, EXAM_TYPE, GRADES, SCHOOL_TYPE, SEMESTER, SUBJECT_TYPE } from '../../../../api/codes';

const opts = (table: Record<string, { code: number; label: string }>) => Object.values(table).map((e) => ({ value: String(e.code), label: e.label }));

export interface CreateDefaults {
  exam_id?: number;
  type?: number;
  school_type?: number;
  grade_id?: number;
  year?: number;
  name?: string;
}

export function CreateExamSubjectModal({ opened, onClose, defaults = {}, onCreated }: { opened: boolean; onClose: () => void; defaults?: CreateDefaults; onCreated?: (id: number) => void }) {
  const [v, setV] = useState({
    name: defaults.name ?? '',
    type: String(defaults.type ?? EXAM_TYPE.mock.code),
    school_type: String(defaults.school_type ?? SCHOOL_TYPE.high.code),
    grade_id: String(defaults.grade_id ?? 3),
    subject_type_id: String(SUBJECT_TYPE.math.code),
    subject_detail_type_id: null as string | null,
    year: defaults.year ?? new Date().getFullYear(),
    semester: null as string | null,
    user_id: null as string | null,
    question_count: 20 as number | string,
    enter_price: 500 as number | string,
    class_price: 200 as number | string,
    class_type: String(CLASS_TYPE.typeCategory.code),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateExamSubject();
  const master = useQuery({ ...subjectMasterOptions(), enabled: opened });
  const staff = useQuery({ ...staffOptions(1), enabled: opened });
  const details = useMemo(
    () => (master.data?.data_list.find((s) => String(s.id) === v.subject_type_id)?.details ?? []).filter((d) => String(d.school_type) === v.school_type).map((d) => ({ value: String(d.id), label: `${d.name} (${d.curriculum})` })),
    [master.data, v.subject_type_id, v.school_type],
  );
  const set = (k: keyof typeof v) => (val: unknown) => setV((s) => ({ ...s, [k]: val }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      exam_id: defaults.exam_id ?? null,
      name: v.name,
      type: Number(v.type),
      school_type: Number(v.school_type),
      grade_id: Number(v.grade_id),
      subject_type_id: Number(v.subject_type_id),
      subject_detail_type_id: v.subject_detail_type_id ? Number(v.subject_detail_type_id) : null,
      year: Number(v.year),
      semester: v.semester ? Number(v.semester) : null,
      user_id: v.user_id ? Number(v.user_id) : null,
      question_count: Number(v.question_count),
      enter_price: Number(v.enter_price),
      class_price: Number(v.class_price),
      class_type: Number(v.class_type),
    };
    const parsed = ExamSubjectBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      const { id } = await create.mutateAsync(parsed.data);
      onCreated?.(id);
      onClose();
    } catch (error) {
      const field = fieldOf(error);
      if (field) setErrors({ [field]: (error as Error).message });
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="시험 과목 만들기" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {create.isError && !(create.error instanceof ApiError && create.error.field) && <Alert color="red">{create.error.message}</Alert>}
          <TextInput label="시험명" placeholder="예: 2025학년도 9월 모의평가 수학" value={v.name} onChange={(e) => set('name')(e.currentTarget.value)} error={errors.name} required data-autofocus />
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <Select label="시험 종류" data={opts(EXAM_TYPE)} value={v.type} onChange={set('type')} allowDeselect={false} />
            <Select label="학교급" data={opts(SCHOOL_TYPE)} value={v.school_type} onChange={set('school_type')} allowDeselect={false} error={errors.school_type} />
            <Select label="학년" data={GRADES.map((g) => ({ value: String(g), label: `${g}학년` }))} value={v.grade_id} onChange={set('grade_id')} allowDeselect={false} error={errors.grade_id} />
            <Select label="과목" data={opts(SUBJECT_TYPE)} value={v.subject_type_id} onChange={(x) => setV((s) => ({ ...s, subject_type_id: x ?? s.subject_type_id, subject_detail_type_id: null }))} allowDeselect={false} />
            <Select label="세부 과목" placeholder={master.isLoading ? '불러오는 중' : '선택'} data={details} value={v.subject_detail_type_id} onChange={set('subject_detail_type_id')} clearable searchable error={errors.subject_detail_type_id} />
            <NumberInput label="연도" value={v.year} onChange={set('year')} min={2000} max={2100} error={errors.year} />
            <Select label="학기 (내신)" data={opts(SEMESTER)} value={v.semester} onChange={set('semester')} clearable />
            <NumberInput label="문항 수" value={v.question_count} onChange={set('question_count')} min={1} max={100} error={errors.question_count} required />
            <Select label="입력 담당자" placeholder="미배정" data={(staff.data?.data_list ?? []).map((s) => ({ value: String(s.id), label: `${s.name} (레벨 ${s.level})` }))} value={v.user_id} onChange={set('user_id')} clearable searchable />
            <NumberInput label="입력 단가(원)" value={v.enter_price} onChange={set('enter_price')} min={0} thousandSeparator="," error={errors.enter_price} />
            <NumberInput label="분류 단가(원)" value={v.class_price} onChange={set('class_price')} min={0} thousandSeparator="," error={errors.class_price} />
            <Select
              label="분류 방식"
              description="문항이 완성되려면 무엇이 필요한지 정합니다"
              data={opts(CLASS_TYPE)}
              value={v.class_type}
              onChange={(x) => setV((s) => ({ ...s, class_type: x ?? s.class_type }))}
              allowDeselect={false}
              error={errors.class_type}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              취소
            </Button>
            <Button type="submit" loading={create.isPending}>
              만들기
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
