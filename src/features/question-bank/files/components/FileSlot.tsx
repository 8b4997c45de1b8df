/** One kind of file of a subject (paper, answer sheet, listening file...): the current file, its download, and its upload. */
import type { ReactNode } from 'react';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ExamFile } from '../../../../api/question-bank/files';
import { formatSize } from '../../../../api/uploads';
import { DownloadButton } from './DownloadButton';

export const formatTime = (iso: string) => new Date(iso).toLocaleString('ko-KR', { dateStyle: 'medium', timeStyle: 'short' });

export function FileSlot({ title, file, upload }: { title: string; file: ExamFile | null; upload?: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={4}>{title}</Title>
        {file ? (
          // wraps: in a narrow column the download button goes under the name instead of being cut off
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div style={{ minWidth: 0, flex: '1 1 9rem' }}>
              <Text size="sm" fw={500} truncate="end" title={file.file_name}>
                {file.file_name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatSize(file.size)} · {formatTime(file.create_time)}
              </Text>
            </div>
            <DownloadButton file={file} />
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            등록된 파일이 없습니다.
          </Text>
        )}
        {upload}
      </Stack>
    </Card>
  );
}
