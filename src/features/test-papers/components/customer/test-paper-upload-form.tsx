/**
 * The customer's upload of one paper (issue 12, point 2): the school (typed: the school lists are for staff),
 * school level, grade, subject, semester and year from the spec's lists, then the files (one PDF, or a photo
 * per page, listed in page order and reorderable), each checked in the browser before sending; the upload
 * shows real progress and can be cancelled; the server's refusals are shown in Korean, a duplicate kindly.
 */
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Button, Group, NativeSelect, Paper, Progress, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../../api/client-core';
import type { TestPaperUploadFields } from '../../../../api/test-papers';
import { MY_TEST_PAPERS_KEY, useTestPaperUploadLimits } from '../../api/customer/get-my-test-papers';
import type { TestPaperUploadReply } from '../../api/customer/upload-test-paper';
import { addPicked, movePage, PICK_MESSAGES, release, type PickedPage } from './picked-pages';
import { PaperFilePicker } from './paper-file-picker';
import { PickedPageList } from './picked-page-list';
import { GRADE_CHOICES, SCHOOL_TYPE_CHOICES, SEMESTER_CHOICES, SUBJECT_CHOICES, yearChoices, type SelectOption } from './upload-options';

type Values = { school_name: string; school_type: string; grade_id: string; subject_type_id: string; semester: string; year: string };
type Field = keyof Values | 'file';
type Errors = Partial<Record<Field, string>>;

type Phase =
  | { name: 'editing' }
  | { name: 'checking' }
  | { name: 'uploading'; percent: number }
  | { name: 'done'; fileCount: number }
  | { name: 'cancelled' }
  | { name: 'failed'; message: string; duplicate: boolean };

const EMPTY: Values = { school_name: '', school_type: '', grade_id: '', subject_type_id: '', semester: '', year: '' };
const REQUIRED: Record<keyof Values, string> = {
  school_name: '학교 이름을 입력하세요.',
  school_type: '학교급을 선택하세요.',
  grade_id: '학년을 선택하세요.',
  subject_type_id: '과목을 선택하세요.',
  semester: '학기를 선택하세요.',
  year: '연도를 선택하세요.',
};
const YEARS = yearChoices();
const placeholder = (options: SelectOption[]) => [{ value: '', label: '선택하세요' }, ...options];
/** Before the server's limits are known the browser checks type and content only; the server checks the rest. */
const UNKNOWN_LIMITS = { maxMb: Number.POSITIVE_INFINITY, maxFiles: Number.POSITIVE_INFINITY };

/**
 * What sending needs and the first view does not: the contract's field schema (zod), the upload call and the API
 * client. Loaded on the first change or send (issue 13 point 4), so /post's first load carries neither.
 */
const loadSending = () =>
  Promise.all([import('../../../../api/test-papers'), import('../../api/customer/upload-test-paper'), import('../../../../api/client')]).then(
    ([{ TestPaperUploadFieldsSchema }, { uploadTestPaper }, { UploadCancelled }]) => ({ TestPaperUploadFieldsSchema, uploadTestPaper, UploadCancelled }),
  );
type Sending = Awaited<ReturnType<typeof loadSending>>;

/** The message of each field left empty (checked before the contract's schema is loaded). */
function missingFields(values: Values): Errors {
  const errors: Errors = {};
  for (const [k, message] of Object.entries(REQUIRED) as [keyof Values, string][]) if (!values[k].trim()) errors[k] = message;
  return errors;
}

/** The form's values as the call's fields, or the message of each wrong field (every field is filled in). */
function toFields(values: Values, { TestPaperUploadFieldsSchema }: Sending): { fields: TestPaperUploadFields } | { errors: Errors } {
  const errors: Errors = {};
  const parsed = TestPaperUploadFieldsSchema.safeParse({
    school_name: values.school_name,
    school_type: Number(values.school_type),
    grade_id: Number(values.grade_id),
    subject_type_id: Number(values.subject_type_id),
    semester: Number(values.semester),
    year: Number(values.year),
  });
  if (parsed.success) return { fields: parsed.data };
  for (const issue of parsed.error.issues) errors[String(issue.path[0]) as Field] ??= issue.message;
  return { errors };
}

export interface TestPaperUploadFormProps {
  /** The layout of 599 px or narrower: one column, a camera button. */
  mobile?: boolean;
  onUploaded?: (reply: TestPaperUploadReply) => void;
}

export function TestPaperUploadForm({ mobile = false, onUploaded }: TestPaperUploadFormProps) {
  const queryClient = useQueryClient();
  const limits = useTestPaperUploadLimits();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [pages, setPages] = useState<PickedPage[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [phase, setPhase] = useState<Phase>({ name: 'editing' });
  const abort = useRef<AbortController | null>(null);
  /** True while a send waits for sending's code (a second press then does nothing, as during the upload). */
  const submitting = useRef(false);
  const pagesRef = useRef(pages);
  pagesRef.current = pages;
  const busy = phase.name === 'checking' || phase.name === 'uploading';

  // Previews are freed when the page goes away; a running upload is cancelled.
  useEffect(
    () => () => {
      pagesRef.current.forEach(release);
      abort.current?.abort();
    },
    [],
  );

  // Sending's code starts loading when the person starts filling the form in, so it is there when they send.
  const sending = useRef<Promise<Sending> | null>(null);
  const loadSendingOnce = () =>
    (sending.current ??= loadSending().catch((error: unknown) => {
      sending.current = null;
      throw error;
    }));
  const preloadSending = () => void loadSendingOnce().catch(() => undefined);

  const set = (k: keyof Values) => (value: string) => {
    preloadSending();
    setValues((v) => ({ ...v, [k]: value }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };

  async function pick(files: File[]) {
    if (busy || files.length === 0) return;
    preloadSending();
    setPhase({ name: 'checking' });
    const result = await addPicked(pagesRef.current, files, limits ?? UNKNOWN_LIMITS);
    setPages(result.pages);
    setProblems(result.problems);
    setErrors((e) => ({ ...e, file: undefined }));
    setPhase({ name: 'editing' });
  }

  function removePage(index: number) {
    release(pages[index]);
    setPages(pages.filter((_, i) => i !== index));
    setProblems([]);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || submitting.current) return;
    const missing = missingFields(values);
    let checked: { fields: TestPaperUploadFields } | { errors: Errors } = { errors: missing };
    let code: Sending | null = null;
    if (Object.keys(missing).length === 0) {
      submitting.current = true;
      code = await loadSendingOnce()
        .catch(() => null)
        .finally(() => (submitting.current = false));
      if (!code) return setPhase({ name: 'failed', message: '올리는 중 알 수 없는 오류가 발생했습니다.', duplicate: false });
      checked = toFields(values, code);
    }
    const nextErrors: Errors = 'errors' in checked ? { ...checked.errors } : {};
    if (pages.length === 0) nextErrors.file = PICK_MESSAGES.missing;
    setErrors(nextErrors);
    if ('errors' in checked || pages.length === 0 || !code) return;
    const { uploadTestPaper, UploadCancelled } = code;
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ name: 'uploading', percent: 0 });
    try {
      const reply = await uploadTestPaper({
        fields: checked.fields,
        files: pages.map((p) => p.file),
        signal: controller.signal,
        onProgress: (fraction) => setPhase((p) => (p.name === 'uploading' ? { ...p, percent: Math.round(fraction * 100) } : p)),
      });
      pages.forEach(release);
      setPages([]);
      setProblems([]);
      setPhase({ name: 'done', fileCount: reply.file_count });
      void queryClient.invalidateQueries({ queryKey: MY_TEST_PAPERS_KEY });
      onUploaded?.(reply);
    } catch (error) {
      if (error instanceof UploadCancelled) return setPhase({ name: 'cancelled' });
      const apiError = error instanceof ApiError ? error : null;
      const field = apiError?.field?.replace(/^body\./, '') as Field | undefined;
      if (field && field !== 'file' && field in EMPTY) setErrors({ [field]: apiError!.message });
      setPhase({ name: 'failed', message: apiError?.message ?? '올리는 중 알 수 없는 오류가 발생했습니다.', duplicate: apiError?.code === 'CONFLICT' });
    } finally {
      abort.current = null;
    }
  }

  const selectProps = (k: keyof Values, label: string, data: SelectOption[]) => ({
    label,
    data: placeholder(data),
    value: values[k],
    onChange: (e: ChangeEvent<HTMLSelectElement>) => set(k)(e.currentTarget.value),
    error: errors[k],
    required: true,
    disabled: busy,
  });

  return (
    <Paper withBorder p={mobile ? 'sm' : 'lg'} component="section" aria-labelledby="test-paper-upload-title">
      <form onSubmit={submit} noValidate aria-label="시험지 올리기 양식">
        <Stack gap="md">
          <div>
            <Title order={2} size="h3" id="test-paper-upload-title">
              새 시험지 올리기
            </Title>
            <Text size="sm" c="dimmed">
              학교 내신 시험지를 올려 주세요. 검토 후 승인되면 문제 은행에 쓰입니다.
            </Text>
          </div>

          <TextInput
            label="학교 이름"
            placeholder="예: 서울고등학교"
            value={values.school_name}
            onChange={(e) => set('school_name')(e.currentTarget.value)}
            error={errors.school_name}
            required
            disabled={busy}
            maxLength={200}
          />
          <SimpleGrid cols={mobile ? 2 : 5} spacing="sm">
            <NativeSelect {...selectProps('school_type', '학교급', SCHOOL_TYPE_CHOICES)} />
            <NativeSelect {...selectProps('grade_id', '학년', GRADE_CHOICES)} />
            <NativeSelect {...selectProps('subject_type_id', '과목', SUBJECT_CHOICES)} />
            <NativeSelect {...selectProps('semester', '학기', SEMESTER_CHOICES)} />
            <NativeSelect {...selectProps('year', '연도', YEARS)} />
          </SimpleGrid>

          <Stack gap={6}>
            <Text size="sm" fw={500} id="test-paper-files-label">
              시험지 파일 <span style={{ color: 'var(--mantine-color-error)' }}>*</span>
            </Text>
            <PaperFilePicker mobile={mobile} busy={busy} invalid={!!errors.file} limits={limits} onPick={(files) => void pick(files)} />
            {errors.file && (
              <Text size="sm" c="red" role="alert">
                {errors.file}
              </Text>
            )}
            {problems.length > 0 && (
              <Alert color="orange" role="alert" title="올릴 수 없는 파일이 있습니다" withCloseButton closeButtonLabel="닫기" onClose={() => setProblems([])}>
                <Stack gap={2}>
                  {problems.map((p) => (
                    <Text key={p} size="sm">
                      {p}
                    </Text>
                  ))}
                </Stack>
              </Alert>
            )}
            {phase.name === 'checking' && (
              <Text size="sm" c="dimmed">
                파일을 확인하는 중…
              </Text>
            )}
            <PickedPageList
              pages={pages}
              disabled={busy}
              onMove={(index, delta) => setPages(movePage(pages, index, delta))}
              onRemove={removePage}
            />
            {pages.length > 1 && (
              <Text size="xs" c="dimmed">
                사진은 위에서부터 1쪽, 2쪽… 순서로 저장됩니다. 화살표로 순서를 바꿀 수 있습니다.
              </Text>
            )}
          </Stack>

          {phase.name === 'uploading' ? (
            <Group gap="sm" wrap="nowrap" aria-live="polite">
              <Stack gap={4} style={{ flex: 1 }}>
                <Text size="sm">{phase.percent < 100 ? `올리는 중… ${phase.percent}%` : '서버에서 파일을 확인하는 중…'}</Text>
                <Progress value={phase.percent} animated aria-label="업로드 진행률" />
              </Stack>
              <Button variant="default" onClick={() => abort.current?.abort()}>
                업로드 취소
              </Button>
            </Group>
          ) : (
            <Button type="submit" loading={phase.name === 'checking'} fullWidth={mobile} style={mobile ? undefined : { alignSelf: 'flex-start' }}>
              시험지 올리기
            </Button>
          )}

          {phase.name === 'done' && (
            <Alert color="teal" role="status" title="시험지를 올렸습니다" withCloseButton closeButtonLabel="닫기" onClose={() => setPhase({ name: 'editing' })}>
              {phase.fileCount}개 파일을 받았습니다. 검토가 끝나면 아래 ‘내가 올린 시험지’에서 결과를 알려 드립니다.
            </Alert>
          )}
          {phase.name === 'cancelled' && (
            <Text size="sm" c="dimmed" role="status">
              업로드를 취소했습니다. 파일은 그대로 남아 있으니 다시 올릴 수 있습니다.
            </Text>
          )}
          {phase.name === 'failed' &&
            (phase.duplicate ? (
              <Alert color="yellow" role="alert" title="이미 올린 파일입니다" withCloseButton closeButtonLabel="닫기" onClose={() => setPhase({ name: 'editing' })}>
                <Text size="sm">{phase.message}</Text>
                <Text size="sm" mt={4}>
                  같은 시험지는 한 번만 올리면 됩니다. 올려 주셔서 고맙습니다! 아래 ‘내가 올린 시험지’에서 검토 상태를 볼 수 있고, 다른 시험지라면 파일을 바꿔서 올려 주세요.
                </Text>
              </Alert>
            ) : (
              <Alert color="red" role="alert" title="올리지 못했습니다" withCloseButton closeButtonLabel="닫기" onClose={() => setPhase({ name: 'editing' })}>
                {phase.message}
              </Alert>
            ))}
        </Stack>
      </form>
    </Paper>
  );
}
