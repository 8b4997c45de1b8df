/**
 * Where the customer picks a paper's files: a drop zone that is also a button (click, Enter or Space opens the
 * file picker; several files at once), and on phones a camera button that takes one page photo at a time. The
 * picked files go to `onPick`; checking and listing them is the form's.
 */
import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { Button, Paper, Text } from '@mantine/core';
import { ACCEPT, type UploadLimits } from './picked-pages';

export interface PaperFilePickerProps {
  mobile: boolean;
  busy: boolean;
  /** The form found no file: the zone is outlined as an error. */
  invalid: boolean;
  /** The server's limits, said in the hint once known. */
  limits: UploadLimits | null;
  onPick: (files: File[]) => void;
}

export function PaperFilePicker({ mobile, busy, invalid, limits, onPick }: PaperFilePickerProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const open = (input: HTMLInputElement | null) => !busy && input?.click();
  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.currentTarget.files ?? [])];
    e.currentTarget.value = '';
    if (files.length) onPick(files);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (!busy) onPick([...e.dataTransfer.files]);
  };

  return (
    <>
      <input ref={fileInput} type="file" hidden multiple accept={ACCEPT} aria-label="시험지 파일" onChange={picked} />
      <input ref={cameraInput} type="file" hidden accept="image/jpeg,image/png" capture="environment" aria-label="카메라로 찍기" onChange={picked} />
      <Paper
        withBorder
        p="md"
        role="button"
        tabIndex={busy ? -1 : 0}
        aria-label="시험지 파일 선택"
        aria-describedby="test-paper-files-hint"
        aria-disabled={busy}
        onClick={() => open(fileInput.current)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            open(fileInput.current);
          }
        }}
        onDragOver={(e) => {
          e.preventDefault();
          if (!busy) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{
          borderStyle: 'dashed',
          borderColor: invalid ? 'var(--mantine-color-error)' : undefined,
          cursor: busy ? 'not-allowed' : 'pointer',
          background: dragging ? 'var(--mantine-color-indigo-0)' : undefined,
          opacity: busy ? 0.6 : 1,
        }}
      >
        <Text size="sm" fw={500} ta="center">
          {dragging ? '여기에 놓으세요' : mobile ? '눌러서 파일·사진 선택' : '파일을 끌어다 놓거나 눌러서 선택하세요'}
        </Text>
        <Text id="test-paper-files-hint" size="xs" c="dimmed" ta="center">
          PDF 1개 또는 쪽마다 찍은 사진(JPG·PNG) 여러 장{limits ? ` · 파일당 ${limits.maxMb}MB까지 · 사진은 ${limits.maxFiles}장까지` : ''}
        </Text>
      </Paper>
      {mobile && (
        <Button variant="light" onClick={() => open(cameraInput.current)} disabled={busy}>
          카메라로 찍기
        </Button>
      )}
    </>
  );
}
