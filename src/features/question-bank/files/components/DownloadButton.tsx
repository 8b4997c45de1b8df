/** Downloads one exam file (POST download -> blob -> saved under its uploaded name); failures are notified. */
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ExamFile } from '../../../../api/question-bank/files';
import { useDownloadExamFile } from '../api/download-exam-file';

export function DownloadButton({ file, label = '내려받기' }: { file: Pick<ExamFile, 'id' | 'file_name'>; label?: string }) {
  const download = useDownloadExamFile();
  return (
    <Button
      variant="light"
      size="xs"
      loading={download.isPending}
      aria-label={`${file.file_name} ${label}`}
      onClick={() =>
        download.mutate(file, {
          onError: (error) => notifications.show({ color: 'red', title: '내려받기 실패', message: error.message }),
        })
      }
    >
      {label}
    </Button>
  );
}
