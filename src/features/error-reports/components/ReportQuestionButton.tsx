/**
 * "오류 신고": a button that opens a modal to report an error in a question (PUT question_bug_1). Meant for
 * the question editor; `onReported` lets the host refresh its own lists (the question is hidden from
 * non-master users once reported).
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useReportQuestion } from '../api/error-report-writes';

interface Props {
  questionId: number;
  /** Called with the new report's id. */
  onReported?: (errorId: number) => void;
  size?: ButtonProps['size'];
}

export function ReportQuestionButton({ questionId, onReported, size = 'xs' }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  const report = useReportQuestion();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);

  const dismiss = () => {
    close();
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return setError('어떤 오류인지 입력하세요.');
    setError(null);
    report.mutate(
      { question_id: questionId, content: content.trim() },
      {
        onSuccess: (reply) => {
          notifications.show({ color: 'green', message: '오류 신고를 접수했습니다. 검수자가 확인합니다.' });
          setContent('');
          close();
          onReported?.(reply.error_id);
        },
        onError: (e) => setError(e.message),
      },
    );
  };

  return (
    <>
      <Button size={size} variant="light" color="orange" onClick={open}>
        오류 신고
      </Button>
      <Modal opened={opened} onClose={dismiss} title="문항 오류 신고">
        <form onSubmit={submit}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              신고한 문항은 해결될 때까지 마스터 외에는 목록에서 보이지 않습니다.
            </Text>
            <Textarea label="오류 내용" placeholder="예: 정답이 ③이 아니라 ④입니다." autosize minRows={3} value={content} onChange={(e) => setContent(e.currentTarget.value)} maxLength={2000} data-autofocus required />
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={dismiss}>
                닫기
              </Button>
              <Button type="submit" color="orange" loading={report.isPending}>
                신고
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
