/**
 * "분할 오류 신고": a button opening a modal that asks why the question was split wrongly (required), then
 * sends divided_image/error/report. Placed beside a question in the AI editor; the server decides who may
 * report (anyone working on the exam) and refuses a second open report by the same person (the message shows).
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { REPORT_REASON_MAX } from '../../../../api/digitise/reports';
import { useReportSplitError } from '../api/split-reports';

export interface ReportSplitButtonProps {
  examSubjectId: number;
  /** The question's question_index in its exam subject. */
  questionIndex: number;
  questionId?: number;
  size?: ButtonProps['size'];
  /** Called with the new report's id. */
  onReported?: (errorId: number) => void;
}

/** The button and its modal. */
export function ReportSplitButton({ examSubjectId, questionIndex, questionId, size = 'xs', onReported }: ReportSplitButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const report = useReportSplitError();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const dismiss = () => {
    close();
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError('어떻게 잘못 나뉘었는지 입력하세요.');
    setError(null);
    report.mutate(
      { exam_subject_id: examSubjectId, question_index: questionIndex, question_id: questionId, reason: reason.trim() },
      {
        onSuccess: (reply) => {
          notifications.show({ color: 'green', message: `${questionIndex}번 문항의 분할 오류 신고를 접수했습니다.` });
          setReason('');
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
        분할 오류 신고
      </Button>
      <Modal opened={opened} onClose={dismiss} title={`${questionIndex}번 문항 분할 오류 신고`}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              문항·선택지·지문 상자가 잘못 나뉘었으면 알려 주세요. 신고는 AI 오류 신고 화면에서 처리됩니다.
            </Text>
            <Textarea
              label="사유"
              placeholder="예: 문항 상자가 ⑤번 선택지를 빠뜨렸습니다."
              autosize
              minRows={3}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              maxLength={REPORT_REASON_MAX}
              data-autofocus
              required
              error={error && !reason.trim() ? error : undefined}
            />
            {error && reason.trim() && (
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
