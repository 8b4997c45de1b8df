/**
 * The paper of an AI exam subject and its automatic split (issue 9 points 2 and 5): pick a PDF or page images
 * and send them with a real upload progress bar; then the splitting job's own progress bar (pages done / total)
 * moves as the server splits, and its result appears without a reload (useDividedState polls while the job is
 * active). A failed job shows why with a 다시 시도 button; 다시 분할 asks first, since the boxes fixed by hand are
 * replaced by the splitter's.
 */
import { useRef, useState } from 'react';
import { Alert, Badge, Button, FileButton, Group, Modal, Paper, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, UploadCancelled } from '../../../../api/client';
import { DIVIDE_MEDIA, SPLIT_JOB_CODES, type DividedStateReply } from '../../../../api/digitise/images';
import { dividedKeys, jobActive, useDividedState } from '../api/divided-state';
import { uploadPaper, useResplit } from '../api/reset-split';

export interface SplitPanelProps {
  examSubjectId: number;
  /** Whether the signed-in staff member may upload and split (the digitise policy's autoExam.split); default true, the server decides anyway. */
  canSplit?: boolean;
}

/** Why a picked set of files cannot be sent, or null: one PDF alone, or page images only. */
export function pickProblem(files: File[]): string | null {
  if (!files.length) return '파일을 선택하세요.';
  if (files.some((f) => !(DIVIDE_MEDIA as readonly string[]).includes(f.type))) return 'PDF 또는 PNG·JPG 이미지만 올릴 수 있습니다.';
  if (files.length > 1 && files.some((f) => f.type === 'application/pdf')) return 'PDF는 시험지 전체를 한 파일로 올리세요. 이미지와 섞을 수 없습니다.';
  return null;
}

/** The label of the job's progress bar. */
export const pagesLabel = (done: number, total: number) => (total > 0 ? `${done} / ${total} 페이지` : '페이지 수를 확인하는 중');

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : '알 수 없는 오류가 발생했습니다.');

type Confirm = { kind: 'upload'; files: File[] } | { kind: 'resplit' } | null;

/** The splitting job's state: waiting or splitting with its progress, failed with its reason, or done with counts. */
function JobStatus({ data, onRetry, retrying }: { data: DividedStateReply; onRetry: () => void; retrying: boolean }) {
  const job = data.job;
  if (!job) return <Text c="dimmed">아직 올린 시험지가 없습니다. PDF나 페이지 이미지를 올리면 문항별로 자동 분할합니다.</Text>;
  if (jobActive(data)) {
    const percent = job.pages_total > 0 ? Math.round((job.pages_done / job.pages_total) * 100) : 0;
    return (
      <Stack gap={4} aria-live="polite">
        <Group justify="space-between">
          <Text size="sm" fw={500}>
            {job.state === SPLIT_JOB_CODES.queued.code ? '분할 대기 중' : '자동 분할 중'} · {job.file_name}
          </Text>
          <Text size="sm">{pagesLabel(job.pages_done, job.pages_total)}</Text>
        </Group>
        <Progress value={job.pages_total > 0 ? percent : 100} striped animated={job.pages_total === 0 || job.pages_done < job.pages_total} aria-label={`분할 진행률 ${pagesLabel(job.pages_done, job.pages_total)}`} />
      </Stack>
    );
  }
  if (job.state === SPLIT_JOB_CODES.failed.code) {
    return (
      <Alert color="red" title="자동 분할에 실패했습니다" role="alert">
        <Stack gap="xs">
          <Text size="sm">{job.error}</Text>
          <Text size="xs" c="dimmed">
            {job.file_name} · 시도 {job.attempts}회
          </Text>
          <Group>
            <Button size="xs" color="red" variant="light" loading={retrying} onClick={onRetry}>
              다시 시도
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  const questions = new Set(data.boxes.filter((b) => b.kind === 'question').map((b) => `${b.number}|${b.section}`)).size;
  const handMade = data.boxes.filter((b) => !b.auto).length;
  return (
    <Group gap="xs">
      <Badge color="green" variant="light">
        분할 완료
      </Badge>
      <Text size="sm">
        {job.file_name} · {data.pages.length}쪽 · 문항 {questions}개 · 상자 {data.boxes.length}개{handMade ? ` (손으로 고친 상자 ${handMade}개)` : ''}
      </Text>
    </Group>
  );
}

/** The upload and split panel of one AI exam subject. */
export function SplitPanel({ examSubjectId, canSplit = true }: SplitPanelProps) {
  const state = useDividedState(examSubjectId);
  const client = useQueryClient();
  const resplit = useResplit(examSubjectId);
  const [upload, setUpload] = useState<{ names: string; percent: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const abort = useRef<AbortController | null>(null);
  const resetFile = useRef<() => void>(null);

  const data = state.data;
  const active = jobActive(data);
  const hasBoxes = !!data && data.boxes.length > 0;
  const busy = !!upload || active || resplit.isPending;

  async function send(files: File[]) {
    const names = files.length > 1 ? `${files[0].name} 외 ${files.length - 1}개` : files[0].name;
    const controller = new AbortController();
    abort.current = controller;
    setUpload({ names, percent: 0 });
    try {
      await uploadPaper(examSubjectId, files, (f) => setUpload((u) => (u ? { ...u, percent: Math.round(f * 100) } : u)), controller.signal);
      notifications.show({ color: 'green', title: '시험지를 올렸습니다', message: `${names}: 자동 분할을 시작합니다.` });
    } catch (error) {
      if (!(error instanceof UploadCancelled)) setProblem(errorText(error));
    } finally {
      abort.current = null;
      setUpload(null);
      await client.invalidateQueries({ queryKey: dividedKeys.state(examSubjectId) });
    }
  }

  function picked(files: File[]) {
    resetFile.current?.();
    // Pages go up in natural name order (p2 before p10), whatever order the system picked them in.
    const sorted = [...files].sort((a, b) => a.name.localeCompare(b.name, 'ko', { numeric: true }));
    const why = pickProblem(sorted);
    setProblem(why);
    if (why) return;
    if (hasBoxes) setConfirm({ kind: 'upload', files: sorted });
    else void send(sorted);
  }

  function confirmed() {
    const what = confirm;
    setConfirm(null);
    if (what?.kind === 'upload') void send(what.files);
    if (what?.kind === 'resplit') resplit.mutate(undefined, { onError: (error) => setProblem(errorText(error)) });
  }

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>시험지 자동 분할</Text>
          {canSplit && (
            <Group gap="xs">
              <FileButton resetRef={resetFile} onChange={picked} accept={DIVIDE_MEDIA.join(',')} multiple disabled={busy}>
                {(props) => (
                  <Button {...props} size="xs" disabled={busy}>
                    {data?.job ? '새 시험지 올리기' : '시험지 올리기'}
                  </Button>
                )}
              </FileButton>
              {data?.job && data.job.state === SPLIT_JOB_CODES.done.code && (
                <Button size="xs" variant="default" disabled={busy} onClick={() => setConfirm({ kind: 'resplit' })}>
                  다시 분할
                </Button>
              )}
            </Group>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          PDF 1개 또는 페이지 순서대로 PNG·JPG 이미지 여러 장
        </Text>
        {upload && (
          <Group gap="sm" wrap="nowrap" aria-live="polite">
            <Stack gap={4} style={{ flex: 1 }}>
              <Text size="sm">
                {upload.names} 올리는 중… {upload.percent}%
              </Text>
              <Progress value={upload.percent} animated aria-label="시험지 업로드 진행률" />
            </Stack>
            <Button variant="default" size="xs" onClick={() => abort.current?.abort()}>
              취소
            </Button>
          </Group>
        )}
        {problem && (
          <Alert color="red" role="alert" withCloseButton closeButtonLabel="닫기" onClose={() => setProblem(null)}>
            {problem}
          </Alert>
        )}
        {state.isPending && <Text size="sm">분할 상태를 불러오는 중…</Text>}
        {state.isError && (
          <Alert color="red" title="분할 상태를 불러오지 못했습니다" role="alert">
            {state.error.message}
          </Alert>
        )}
        {data && <JobStatus data={data} onRetry={() => resplit.mutate(undefined, { onError: (error) => setProblem(errorText(error)) })} retrying={resplit.isPending} />}
      </Stack>
      <Modal opened={confirm !== null} onClose={() => setConfirm(null)} title={confirm?.kind === 'upload' ? '새 시험지로 다시 분할' : '다시 분할'} centered>
        <Stack>
          <Text size="sm">다시 분할하면 지금의 상자가 모두 자동 분할 결과로 바뀌고, 손으로 고친 상자는 사라집니다. 입력한 문항 내용은 그대로 남습니다.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)}>
              취소
            </Button>
            <Button color="red" onClick={confirmed}>
              다시 분할
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
