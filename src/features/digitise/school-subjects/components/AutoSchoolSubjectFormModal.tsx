/**
 * Create or edit an AI-flow school subject in a modal: school level, school (optional), grade, semester, year,
 * subject and detail, volume text, then the publisher and textbook pickers (grade and volume count only for
 * middle school, spec section 5). Validated with the call's schema; server errors land on their field.
 * Editing loads the record fresh by id.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Center, Group, Loader, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { AutoSchoolSubjectCreateBodySchema, type AutoSchoolSubject } from '../../../../api/digitise/school-subjects';
import { SCHOOL_TYPE } from '../../../../api/codes';
import { fieldOf } from '../../../../components/form/form-errors';
import { SchoolSelect, type PickedSchool } from '../../../../components/school/SchoolSelect';
import { useAutoSchoolSubject, useSaveAutoSchoolSubject, useSubjectDetails, useTextbookPublishers, useTextbooks } from '../api/auto-school-subjects';
import { GRADE_OPTIONS, SCHOOL_TYPE_OPTIONS, SEMESTER_OPTIONS, SUBJECT_OPTIONS, textbookFilterOf } from '../school-subjects.rules';

interface Values {
  school_type: number;
  school: PickedSchool | null;
  grade_id: number | null;
  subject_type_id: number | null;
  subject_detail_type_id: number | null;
  detail: string;
  publisher_id: number | null;
  textbook_subject_id: number | null;
  semester: number | null;
  year: number | string;
}
type Errors = Partial<Record<keyof Values | 'school_id', string>>;

const initialValues = (r: AutoSchoolSubject | null, schoolType: number): Values => ({
  school_type: r?.school_type ?? schoolType,
  school: r?.school_id ? { id: r.school_id, school_name: r.school_name ?? `학교 ${r.school_id}` } : null,
  grade_id: r?.grade_id ?? null,
  subject_type_id: r?.subject_type_id ?? null,
  subject_detail_type_id: r?.subject_detail_type_id ?? null,
  detail: r?.detail ?? '',
  publisher_id: r?.publisher_id ?? null,
  textbook_subject_id: r?.textbook_subject_id ?? null,
  semester: r?.semester ?? null,
  year: r?.year ?? new Date().getFullYear(),
});

const REQUIRED: Array<[keyof Values, string]> = [
  ['grade_id', '학년을 선택하세요.'],
  ['subject_type_id', '과목을 선택하세요.'],
  ['semester', '학기를 선택하세요.'],
];

export interface AutoSchoolSubjectFormModalProps {
  /** The school level a new record starts with. */
  schoolType: number;
  /** The record to edit, or null to create one. */
  recordId: number | null;
  onClose: () => void;
}

/** The modal; editing waits for the stored record. */
export function AutoSchoolSubjectFormModal({ schoolType, recordId, onClose }: AutoSchoolSubjectFormModalProps) {
  return (
    <Modal opened onClose={onClose} title={recordId === null ? 'AI 학교 과목 만들기' : `AI 학교 과목 수정 (${recordId}번)`} size="lg">
      {recordId === null ? <Form schoolType={schoolType} record={null} onClose={onClose} /> : <StoredForm id={recordId} schoolType={schoolType} onClose={onClose} />}
    </Modal>
  );
}

function StoredForm({ id, schoolType, onClose }: { id: number; schoolType: number; onClose: () => void }) {
  const record = useAutoSchoolSubject(id);
  if (record.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="불러오는 중" />
      </Center>
    );
  if (record.isError)
    return (
      <Alert color="red" role="alert" title="불러오지 못했습니다">
        {record.error.message}
      </Alert>
    );
  return <Form schoolType={schoolType} record={record.data.data} onClose={onClose} />;
}

function Form({ schoolType, record, onClose }: { schoolType: number; record: AutoSchoolSubject | null; onClose: () => void }) {
  const [v, setV] = useState<Values>(() => initialValues(record, schoolType));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveAutoSchoolSubject();
  const set = (patch: Partial<Values>) => {
    setV((s) => ({ ...s, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  const isMiddle = v.school_type === SCHOOL_TYPE.middle.code;
  const [detailText] = useDebouncedValue(v.detail, 400);
  const filter = textbookFilterOf({ ...v, detail: detailText });
  const details = useSubjectDetails(v.school_type);
  const detailOptions = (details.data?.data_list.find((s) => s.id === v.subject_type_id)?.details ?? []).map((d) => ({ value: d.id, label: d.name }));
  const publishers = useTextbookPublishers(filter, v.subject_type_id !== null);
  const textbooks = useTextbooks(filter, v.publisher_id);
  const publisherOptions = (publishers.data?.data_list ?? []).map((p) => ({ value: p.id, label: p.name }));
  if (record?.publisher_id && record.publisher_name && !publisherOptions.some((o) => o.value === record.publisher_id)) publisherOptions.push({ value: record.publisher_id, label: record.publisher_name });
  const textbookOptions = (textbooks.data?.data_list ?? []).map((t) => ({ value: t.id, label: t.name }));
  if (record?.textbook_subject_id && record.textbook_name && !textbookOptions.some((o) => o.value === record.textbook_subject_id)) textbookOptions.push({ value: record.textbook_subject_id, label: record.textbook_name });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const next: Errors = Object.fromEntries(REQUIRED.filter(([k]) => v[k] === null).map(([k, m]) => [k, m]));
    const parsed = AutoSchoolSubjectCreateBodySchema.safeParse({
      school_type: v.school_type,
      school_id: v.school?.id ?? null,
      grade_id: v.grade_id,
      subject_type_id: v.subject_type_id,
      subject_detail_type_id: v.subject_detail_type_id,
      detail: v.detail.trim() || null,
      publisher_id: v.publisher_id,
      textbook_subject_id: v.textbook_subject_id,
      semester: v.semester,
      year: v.year === '' ? undefined : Number(v.year),
    });
    if (!parsed.success) for (const issue of parsed.error.issues) next[String(issue.path[0]) as keyof Errors] ??= issue.message;
    if (next.school_id) next.school ??= next.school_id;
    setErrors(next);
    if (Object.keys(next).length || !parsed.success) return;
    try {
      await save.mutateAsync({ id: record?.id, body: parsed.data });
      notifications.show({ color: 'green', message: record ? 'AI 학교 과목을 수정했습니다.' : 'AI 학교 과목을 만들었습니다.' });
      onClose();
    } catch (error) {
      const field = fieldOf(error);
      const message = error instanceof Error ? error.message : '저장하지 못했습니다.';
      if (field) setErrors({ [field === 'school_id' ? 'school' : field]: message });
      else setFailure(message);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select<number>
            label="학교급"
            data={SCHOOL_TYPE_OPTIONS}
            value={v.school_type}
            onChange={(school_type) => school_type && set({ school_type, school: null, subject_detail_type_id: null, publisher_id: null, textbook_subject_id: null })}
            allowDeselect={false}
            required
          />
          <SchoolSelect key={v.school_type} schoolType={v.school_type} value={v.school} onChange={(school) => set({ school })} error={errors.school} label="학교 (선택)" placeholder="학교를 정하지 않으면 학교급 전체" />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select<number> label="학년" data={GRADE_OPTIONS} value={v.grade_id} onChange={(grade_id) => set({ grade_id })} error={errors.grade_id} required />
          <Select<number> label="학기" data={SEMESTER_OPTIONS} value={v.semester} onChange={(semester) => set({ semester })} error={errors.semester} required />
          <NumberInput label="연도" value={v.year} onChange={(year) => set({ year })} min={2000} max={2100} allowDecimal={false} error={errors.year} required />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select<number>
            label="과목"
            data={SUBJECT_OPTIONS}
            value={v.subject_type_id}
            onChange={(subject_type_id) => set({ subject_type_id, subject_detail_type_id: null, publisher_id: null, textbook_subject_id: null })}
            error={errors.subject_type_id}
            required
          />
          <Select<number>
            label="세부 과목"
            placeholder={detailOptions.length ? '선택 안 함' : '세부 과목 없음'}
            data={detailOptions}
            value={v.subject_detail_type_id}
            onChange={(subject_detail_type_id) => set({ subject_detail_type_id, publisher_id: null, textbook_subject_id: null })}
            error={errors.subject_detail_type_id}
            clearable
          />
        </SimpleGrid>
        <TextInput
          label="세부 구분"
          description={isMiddle ? '중학교는 교과서 권(예: 1-1)을 적으면 그 권의 교과서만 보입니다.' : '고등학교는 출판사·교과서 목록을 거르지 않습니다.'}
          value={v.detail}
          onChange={(e) => set({ detail: e.currentTarget.value })}
          error={errors.detail}
          maxLength={200}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select<number>
            label="출판사"
            placeholder={v.subject_type_id === null ? '과목을 먼저 선택하세요' : publisherOptions.length ? '선택 안 함' : '맞는 교과서가 있는 출판사가 없습니다'}
            data={publisherOptions}
            value={v.publisher_id}
            onChange={(publisher_id) => set({ publisher_id, textbook_subject_id: null })}
            disabled={v.subject_type_id === null}
            error={errors.publisher_id}
            clearable
          />
          <Select<number>
            label="교과서"
            placeholder={v.publisher_id === null ? '출판사를 먼저 선택하세요' : textbookOptions.length ? '선택 안 함' : '교과서가 없습니다'}
            data={textbookOptions}
            value={v.textbook_subject_id}
            onChange={(textbook_subject_id) => set({ textbook_subject_id })}
            disabled={v.publisher_id === null}
            error={errors.textbook_subject_id}
            clearable
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            닫기
          </Button>
          <Button type="submit" loading={save.isPending}>
            저장
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
