/**
 * A reusable upload: a drop zone that is also a button (click, Enter or Space opens the file picker), the
 * accepted types and size limit, a client-side check with a Korean message, a real progress bar with a
 * cancel button, a notification on success or failure, then `onUploaded` with the server's reply.
 */
import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../../../api/client';
import type { Call, CallReply } from '../../../../api/http';
import { SNIFF_BYTES } from '../../../../api/uploads';
import { acceptAttribute, checkPicked, FILE_MESSAGES, kindLabel, type UploadKind } from '../files.rules';
import { UploadCancelled } from '../../../../api/client';
import { uploadFiles } from '../api/upload-files';

export interface FileUploadProps<C extends Call> {
  /** The upload call (src/api/question-bank/files.ts). */
  call: C;
  /** Text fields sent with the files (id, type, is_divide). */
  fields: Record<string, string>;
  kind: UploadKind;
  /** What is uploaded, e.g. "시험지": used in the zone, the progress and the notifications. */
  label: string;
  /** The largest accepted file in MB (the server's UPLOAD_MAX_MB). */
  maxMb: number;
  /** Several files at once (page images), at most `maxFiles` (the server's UPLOAD_MAX_FILES). */
  multiple?: boolean;
  maxFiles?: number;
  disabled?: boolean;
  onUploaded?: (reply: CallReply<C>) => void;
}

type State = { phase: 'idle' } | { phase: 'checking' } | { phase: 'uploading'; names: string; percent: number } | { phase: 'failed'; message: string };

/** The first problem among picked files, checked by type, size and first bytes; null when all are fine. */
async function checkFiles(files: File[], kind: UploadKind, maxMb: number, maxFiles: number): Promise<string | null> {
  if (files.length === 0) return FILE_MESSAGES.missing;
  if (maxFiles === 1 && files.length > 1) return '파일은 하나만 올릴 수 있습니다.';
  if (files.length > maxFiles) return FILE_MESSAGES.tooMany(maxFiles);
  for (const file of files) {
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    const problem = checkPicked(file, head, kind, maxMb);
    if (problem) return files.length > 1 ? `${file.name}: ${problem}` : problem;
  }
  return null;
}

export function FileUpload<C extends Call>({ call, fields, kind, label, maxMb, multiple = false, maxFiles = 1, disabled = false, onUploaded }: FileUploadProps<C>) {
  const fileLimit = multiple ? maxFiles : 1;
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [dragging, setDragging] = useState(false);
  const busy = state.phase === 'checking' || state.phase === 'uploading';
  const hintId = useId();

  async function start(picked: File[]) {
    if (busy || disabled) return;
    // Pages are sent in natural name order (p2 before p10), whatever order the system picked them in.
    const files = multiple ? [...picked].sort((a, b) => a.name.localeCompare(b.name, 'ko', { numeric: true })) : picked;
    setState({ phase: 'checking' });
    const problem = await checkFiles(files, kind, maxMb, fileLimit);
    if (problem) return setState({ phase: 'failed', message: problem });
    const names = files.length > 1 ? `${files[0].name} 외 ${files.length - 1}개` : files[0].name;
    const controller = new AbortController();
    abort.current = controller;
    setState({ phase: 'uploading', names, percent: 0 });
    try {
      const reply = await uploadFiles({
        call,
        fields,
        files,
        signal: controller.signal,
        onProgress: (fraction) => setState((s) => (s.phase === 'uploading' ? { ...s, percent: Math.round(fraction * 100) } : s)),
      });
      setState({ phase: 'idle' });
      notifications.show({ color: 'green', title: `${label} 업로드 완료`, message: names });
      onUploaded?.(reply);
    } catch (error) {
      if (error instanceof UploadCancelled) {
        setState({ phase: 'idle' });
        notifications.show({ color: 'gray', title: `${label} 업로드 취소`, message: error.message });
        return;
      }
      const message = error instanceof ApiError ? error.message : '업로드 중 알 수 없는 오류가 발생했습니다.';
      setState({ phase: 'failed', message });
      notifications.show({ color: 'red', title: `${label} 업로드 실패`, message });
    } finally {
      abort.current = null;
    }
  }

  const open = () => {
    if (!busy && !disabled) input.current?.click();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void start([...event.dataTransfer.files]);
  };

  return (
    <Stack gap="xs">
      <input
        ref={input}
        type="file"
        hidden
        multiple={multiple}
        accept={acceptAttribute(kind)}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          void start(files);
        }}
      />
      <Paper
        withBorder
        p="md"
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled || busy}
        aria-describedby={hintId}
        aria-label={`${label} 파일 선택`}
        onClick={open}
        onKeyDown={onKeyDown}
        onDragOver={(event) => {
          event.preventDefault();
          if (!busy && !disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{
          borderStyle: 'dashed',
          cursor: busy || disabled ? 'not-allowed' : 'pointer',
          background: dragging ? 'var(--mantine-color-indigo-0)' : undefined,
          opacity: disabled ? 0.6 : 1,
        }}
      >
        <Text size="sm" fw={500}>
          {dragging ? '여기에 놓으세요' : `${label}: 파일을 끌어다 놓거나 눌러서 선택하세요`}
        </Text>
        <Text id={hintId} size="xs" c="dimmed">
          {kindLabel(kind)} · 파일당 최대 {maxMb}MB{multiple ? ` · 한 번에 ${fileLimit}개까지, 파일 이름 순서대로 추가` : ''}
        </Text>
      </Paper>
      {state.phase === 'checking' && (
        <Text size="sm" c="dimmed">
          파일을 확인하는 중…
        </Text>
      )}
      {state.phase === 'uploading' && (
        <Group gap="sm" wrap="nowrap" aria-live="polite">
          <Stack gap={4} style={{ flex: 1 }}>
            <Text size="sm">
              {state.names} 업로드 중… {state.percent}%
            </Text>
            <Progress value={state.percent} animated aria-label={`${label} 업로드 진행률`} />
          </Stack>
          <Button variant="default" size="xs" onClick={() => abort.current?.abort()}>
            취소
          </Button>
        </Group>
      )}
      {state.phase === 'failed' && (
        <Alert color="red" role="alert" withCloseButton closeButtonLabel="닫기" onClose={() => setState({ phase: 'idle' })}>
          {state.message}
        </Alert>
      )}
    </Stack>
  );
}
