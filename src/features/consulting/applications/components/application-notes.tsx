/** A consultant's notes on an application: the list, oldest first, and a box to add one (in any state). */
import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { APPLICATION_LIMITS, type ApplicationNote } from '../../../../api/consulting/applications';
import { useAddApplicationNote } from '../api/add-application-note';
import { formatDateTime } from '../applications.rules';

export function ApplicationNotes({ applicationId, notes, mayWrite }: { applicationId: number; notes: ApplicationNote[]; mayWrite: boolean }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddApplicationNote(applicationId);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!text.trim()) return setError('메모 내용을 입력하세요.');
    try {
      await add.mutateAsync(text);
      setText('');
      setError(null);
    } catch (err) {
      setError((err as Error).message);
      notifications.show({ color: 'red', title: '메모를 저장하지 못했습니다', message: (err as Error).message });
    }
  }
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="application-notes-title">
      <Title order={3} size="h5" mb={6} id="application-notes-title">
        상담 메모 ({notes.length})
      </Title>
      <Stack gap="xs">
        {notes.length === 0 && (
          <Text size="sm" c="dimmed">
            아직 메모가 없습니다.
          </Text>
        )}
        {notes.map((n) => (
          <div key={n.id}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {n.note}
            </Text>
            <Text size="xs" c="dimmed">
              {n.writer_name ?? '알 수 없음'} · {formatDateTime(n.create_time)}
            </Text>
          </div>
        ))}
        {mayWrite && (
          <form onSubmit={submit} aria-label="메모 작성" noValidate>
            <Stack gap={6}>
              <Textarea
                aria-label="새 메모"
                placeholder="통화 내용, 일정, 학생 요청 등을 남기세요."
                autosize
                minRows={2}
                maxLength={APPLICATION_LIMITS.note}
                value={text}
                onChange={(e) => {
                  setText(e.currentTarget.value);
                  setError(null);
                }}
                error={error}
              />
              <Group justify="flex-end">
                <Button type="submit" size="xs" loading={add.isPending}>
                  메모 추가
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
