/**
 * Create or edit a school exam record in a modal: school (searched), grade, subject and detail, semester,
 * year, then publisher and textbook pickers driven by the level, subject, detail and (middle school only)
 * grade and volume (spec section 5). Validated with the call's schema; server errors land on their field.
 * Editing loads the record fresh by id (GET school_subject / middle_school_subject), not from the list row:
 * the modal shows a loader meanwhile, and closes with a message when the record is gone (404).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Center, Checkbox, Group, Loader, Modal, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { SchoolSubjectCreateBodySchema, type SchoolSubject, type TextbookFilter } from '../../../../api/question-bank/schools-textbooks';
import { isMissing, useSchoolSubject } from '../api/school-subject';
import { SCHOOL_SUBJECTS_KEY, useSaveSchoolSubject } from '../api/school-subjects';
import { useSubjectDetails, useTextbookPublishers, useTextbooks } from '../api/textbook-options';
import { SchoolSelect, type PickedSchool } from '../../../../components/school/SchoolSelect';
import { GRADE_OPTIONS, SEMESTER_OPTIONS, SUBJECT_OPTIONS, schoolLabel } from './select-options';
import { fieldOf } from '../../../../components/form/form-errors';
import { SCHOOL_TYPE } from '../../../../api/codes';

interface Values {
  school: PickedSchool | null;
  grade_id: number | null;
  subject_type_id: number | null;
  subject_detail_type_id: number | null;
  detail: string;
  publisher_id: number | null;
  textbook_subject_id: number | null;
  semester: number | null;
  year: number | string;
  is_temp: boolean;
}
type Errors = Partial<Record<keyof Values | 'school_id' | 'school_type', string>>;

const initialValues = (r: SchoolSubject | null): Values => ({
  school: r?.school_id ? { id: r.school_id, school_name: r.school_name ?? `학교 ${r.school_id}`, region: r.region } : null,
  grade_id: r?.grade_id ?? null,
  subject_type_id: r?.subject_type_id ?? null,
  subject_detail_type_id: r?.subject_detail_type_id ?? null,
  detail: r?.detail ?? '',
  publisher_id: r?.publisher_id ?? null,
  textbook_subject_id: r?.textbook_subject_id ?? null,
  semester: r?.semester ?? null,
  year: r?.year ?? new Date().getFullYear(),
  is_temp: r?.is_temp ?? false,
});

/** Required choices, named in Korean before the schema's own checks. */
const REQUIRED: Array<[keyof Values, string]> = [
  ['school', '학교를 선택하세요.'],
  ['grade_id', '학년을 선택하세요.'],
  ['subject_type_id', '과목을 선택하세요.'],
  ['semester', '학기를 선택하세요.'],
];

interface ModalProps {
  schoolType: number;
  /** The record to edit, or null to create one. */
  recordId: number | null;
  /** Initial 임시 check of a new record (the temporary records' tab starts it checked). */
  newIsTemp?: boolean;
  onClose: () => void;
}

export function SchoolSubjectFormModal({ schoolType, recordId, newIsTemp = false, onClose }: ModalProps) {
  const title = recordId === null ? `${schoolLabel(schoolType)} 내신 시험 만들기` : `${schoolLabel(schoolType)} 내신 시험 수정 (${recordId}번)`;
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      {recordId === null ? (
        <SchoolSubjectForm schoolType={schoolType} record={null} newIsTemp={newIsTemp} onClose={onClose} />
      ) : (
        <StoredRecordForm schoolType={schoolType} id={recordId} onClose={onClose} />
      )}
    </Modal>
  );
}

/** Loads the record by id, then shows the form on the stored values; a 404 closes the modal with a message. */
function StoredRecordForm({ schoolType, id, onClose }: { schoolType: number; id: number; onClose: () => void }) {
  const record = useSchoolSubject(schoolType, id);
  const client = useQueryClient();
  const missing = record.isError && isMissing(record.error);

  useEffect(() => {
    if (!missing) return;
    notifications.show({
      id: `school-subject-missing-${id}`,
      color: 'red',
      title: '내신 시험을 찾을 수 없습니다',
      message: `${id}번 ${schoolLabel(schoolType)} 내신 시험이 없습니다. 다른 사람이 삭제했을 수 있어 목록을 새로 불러옵니다.`,
    });
    void client.invalidateQueries({ queryKey: SCHOOL_SUBJECTS_KEY });
    onClose();
  }, [missing, id, schoolType, client, onClose]);

  if (record.isPending || missing) {
    return (
      <Center py="xl" aria-busy="true">
        <Group gap="sm">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {id}번 내신 시험을 불러오는 중…
          </Text>
        </Group>
      </Center>
    );
  }
  if (record.isError) {
    return (
      <Stack gap="sm">
        <Alert color="red" role="alert" title="내신 시험을 불러오지 못했습니다">
          {record.error.message}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            닫기
          </Button>
          <Button onClick={() => record.refetch()} loading={record.isFetching}>
            다시 시도
          </Button>
        </Group>
      </Stack>
    );
  }
  return <SchoolSubjectForm schoolType={schoolType} record={record.data} onClose={onClose} />;
}

/** The form itself; its values start from `record` (or empty for a new one) and are kept while it is open. */
function SchoolSubjectForm({ schoolType, record, newIsTemp = false, onClose }: { schoolType: number; record: SchoolSubject | null; newIsTemp?: boolean; onClose: () => void }) {
  const [v, setV] = useState<Values>(() => ({ ...initialValues(record), ...(record ? {} : { is_temp: newIsTemp }) }));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveSchoolSubject(schoolType);
  const set = (patch: Partial<Values>) => {
    setV((s) => ({ ...s, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  const isMiddle = schoolType === SCHOOL_TYPE.middle.code;

  const [detailText] = useDebouncedValue(v.detail.trim(), 400);
  const filter: TextbookFilter = {
    school_type: schoolType,
    subject_type_id: v.subject_type_id ?? undefined,
    subject_detail_type_id: v.subject_detail_type_id ?? undefined,
    grade_id: v.grade_id ?? undefined,
    detail: detailText || undefined,
  };
  const details = useSubjectDetails(schoolType);
  const detailOptions = (details.data?.data_list.find((s) => s.id === v.subject_type_id)?.details ?? []).map((d) => ({ value: d.id, label: d.name }));
  const publishers = useTextbookPublishers(filter, v.subject_type_id !== null);
  const textbooks = useTextbooks(filter, v.publisher_id);
  const publisherOptions = (publishers.data?.data_list ?? []).map((p) => ({ value: p.id, label: p.name }));
  if (record?.publisher_id && record.publisher_name && !publisherOptions.some((o) => o.value === record.publisher_id)) {
    publisherOptions.push({ value: record.publisher_id, label: record.publisher_name });
  }
  const textbookList = textbooks.data?.data_list ?? [];
  const textbookOptions = textbookList.map((t) => ({ value: t.id, label: `${t.name} (${t.curriculum} 교육과정)` }));
  if (record?.textbook_subject_id && record.textbook_name && !textbookOptions.some((o) => o.value === record.textbook_subject_id)) {
    textbookOptions.push({ value: record.textbook_subject_id, label: record.textbook_name });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const missing: Errors = Object.fromEntries(REQUIRED.filter(([k]) => v[k] === null).map(([k, m]) => [k, m]));
    const body = {
      school_id: v.school?.id,
      school_type: schoolType,
      grade_id: v.grade_id,
      subject_type_id: v.subject_type_id,
      subject_detail_type_id: v.subject_detail_type_id,
      detail: v.detail.trim() || null,
      publisher_id: v.publisher_id,
      textbook_subject_id: v.textbook_subject_id,
      semester: v.semester,
      year: v.year === '' ? undefined : Number(v.year),
      is_temp: v.is_temp,
    };
    const parsed = SchoolSubjectCreateBodySchema.safeParse(body);
    const next: Errors = { ...missing };
    if (!parsed.success) for (const issue of parsed.error.issues) next[String(issue.path[0]) as keyof Errors] ??= issue.message;
    if (next.school_id) next.school ??= next.school_id;
    setErrors(next);
    if (Object.keys(next).length || !parsed.success) return;
    try {
      await save.mutateAsync({ id: record?.id, body: parsed.data });
      notifications.show({ color: 'green', message: record ? '내신 시험을 수정했습니다.' : '내신 시험을 만들었습니다.' });
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
        <SchoolSelect schoolType={schoolType} value={v.school} onChange={(school) => set({ school })} error={errors.school} />
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
            disabled={!detailOptions.length && v.subject_detail_type_id === null}
            description={details.isError ? '세부 과목 목록을 불러오지 못했습니다.' : undefined}
            error={errors.subject_detail_type_id}
            clearable
          />
        </SimpleGrid>
        <TextInput
          label="세부 구분"
          description={isMiddle ? '중학교는 교과서 권(예: 1-1)을 적으면 그 권의 교과서만 보입니다.' : '반, 과정 등 구분이 필요할 때 적습니다.'}
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
            onChange={(textbook_subject_id) => {
              const book = textbookList.find((t) => t.id === textbook_subject_id);
              set({ textbook_subject_id, ...(book && v.subject_detail_type_id === null ? { subject_detail_type_id: book.subject_detail_type_id } : {}) });
            }}
            disabled={v.publisher_id === null}
            error={errors.textbook_subject_id}
            clearable
          />
        </SimpleGrid>
        <Checkbox label="임시 (아직 준비 중인 시험)" checked={v.is_temp} onChange={(e) => set({ is_temp: e.currentTarget.checked })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" loading={save.isPending}>
            {record ? '저장' : '만들기'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
