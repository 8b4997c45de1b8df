/**
 * Edit a textbook exam's own fields in a modal: name, grade, detail, release date, entry and classification
 * prices, and the textbook it belongs to (another textbook of the same publisher and level). Validated with
 * the call's schema and saved through PUT textbook_exam; server errors land on their field.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TextbookExamBodySchema, type TextbookSubject } from '../../../../api/question-bank/schools-textbooks';
import { useUpdateTextbookExam, type TextbookExam } from '../api/textbook-exams';
import { useTextbooks } from '../api/textbook-options';
import { GRADE_OPTIONS } from './select-options';
import { fieldOf } from '../../../../components/form/form-errors';

interface Values {
  name: string;
  grade_id: number | null;
  detail: string;
  /** YYYY-MM-DD, or '' for none. */
  release_time: string;
  enter_price: number | string;
  class_price: number | string;
  textbook_subject_id: number | null;
}
type Errors = Partial<Record<keyof Values, string>>;

const PRICE_MAX = 100_000_000;

const textbookLabel = (t: TextbookSubject) => `${t.name}${t.detail && !t.name.includes(t.detail) ? ` (${t.detail})` : ''} · ${t.curriculum} 교육과정`;

interface Props {
  schoolType: number;
  exam: TextbookExam;
  /** The textbook the exam is listed under. */
  textbook: TextbookSubject;
  onClose: () => void;
}

export function TextbookExamFormModal({ schoolType, exam, textbook, onClose }: Props) {
  const [v, setV] = useState<Values>({
    name: exam.name,
    grade_id: exam.grade_id,
    detail: exam.detail ?? '',
    release_time: exam.release_time?.slice(0, 10) ?? '',
    enter_price: exam.enter_price,
    class_price: exam.class_price,
    textbook_subject_id: exam.textbook_subject_id ?? textbook.id,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useUpdateTextbookExam();
  const books = useTextbooks({ school_type: schoolType }, textbook.publisher_id);
  const bookList = books.data?.data_list ?? [];
  const bookOptions = bookList.map((t) => ({ value: t.id, label: textbookLabel(t) }));
  if (!bookOptions.some((o) => o.value === textbook.id)) bookOptions.unshift({ value: textbook.id, label: textbookLabel(textbook) });

  const set = (patch: Partial<Values>) => {
    setV((s) => ({ ...s, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const next: Errors = {};
    if (v.grade_id === null) next.grade_id = '학년을 선택하세요.';
    if (v.textbook_subject_id === null) next.textbook_subject_id = '교과서를 선택하세요.';
    if (v.enter_price === '') next.enter_price = '입력 단가를 적으세요 (없으면 0).';
    if (v.class_price === '') next.class_price = '분류 단가를 적으세요 (없으면 0).';
    const parsed = TextbookExamBodySchema.safeParse({
      id: exam.id,
      textbook_subject_id: v.textbook_subject_id ?? undefined,
      name: v.name,
      grade_id: v.grade_id ?? undefined,
      detail: v.detail.trim() || null,
      release_time: v.release_time || null,
      enter_price: v.enter_price === '' ? undefined : v.enter_price,
      class_price: v.class_price === '' ? undefined : v.class_price,
    });
    if (!parsed.success) for (const issue of parsed.error.issues) next[String(issue.path[0]) as keyof Values] ??= issue.message;
    setErrors(next);
    if (Object.keys(next).length || !parsed.success) return;
    try {
      await save.mutateAsync(parsed.data);
      const moved = parsed.data.textbook_subject_id !== textbook.id ? bookList.find((t) => t.id === parsed.data.textbook_subject_id) : undefined;
      notifications.show({ color: 'green', message: moved ? `교과서 시험을 저장하고 '${moved.name}' 교과서로 옮겼습니다.` : '교과서 시험을 저장했습니다.' });
      onClose();
    } catch (error) {
      const field = fieldOf(error);
      const message = error instanceof Error ? error.message : '저장하지 못했습니다.';
      if (field && field in v) setErrors({ [field]: message });
      else setFailure(message);
    }
  }

  return (
    <Modal opened onClose={onClose} title={`교과서 시험 수정 (${exam.id}번)`} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput label="시험명" value={v.name} onChange={(e) => set({ name: e.currentTarget.value })} error={errors.name} maxLength={200} required data-autofocus />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select<number> label="학년" data={GRADE_OPTIONS} value={v.grade_id} onChange={(grade_id) => set({ grade_id })} error={errors.grade_id} required />
            <TextInput label="세부 구분" placeholder="예: 1-1, 1단원" value={v.detail} onChange={(e) => set({ detail: e.currentTarget.value })} error={errors.detail} maxLength={200} />
            <TextInput type="date" label="시행일" description="비우면 시행일 없음" value={v.release_time} onChange={(e) => set({ release_time: e.currentTarget.value })} error={errors.release_time} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label="입력 단가"
              value={v.enter_price}
              onChange={(enter_price) => set({ enter_price })}
              min={0}
              max={PRICE_MAX}
              step={1000}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              suffix="원"
              error={errors.enter_price}
              required
            />
            <NumberInput
              label="분류 단가"
              value={v.class_price}
              onChange={(class_price) => set({ class_price })}
              min={0}
              max={PRICE_MAX}
              step={1000}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              suffix="원"
              error={errors.class_price}
              required
            />
          </SimpleGrid>
          <Select<number>
            label="교과서"
            description="같은 출판사의 다른 교과서로 옮길 수 있습니다."
            data={bookOptions}
            value={v.textbook_subject_id}
            onChange={(textbook_subject_id) => {
              const book = bookList.find((t) => t.id === textbook_subject_id);
              // A middle-school textbook belongs to one grade: follow it.
              set({ textbook_subject_id, ...(book?.grade_id ? { grade_id: book.grade_id } : {}) });
            }}
            placeholder={books.isPending ? '불러오는 중…' : undefined}
            error={errors.textbook_subject_id ?? (books.isError ? '교과서 목록을 불러오지 못했습니다.' : undefined)}
            searchable
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              취소
            </Button>
            <Button type="submit" loading={save.isPending}>
              저장
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
