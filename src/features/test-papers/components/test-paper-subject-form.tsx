/**
 * Changing a paper's subject (PUT user_upload_file/subject_type): a native select labelled 과목 (keyboard and
 * screen-reader friendly) and a button that sends it once it differs from the stored subject.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useChangeTestPaperSubject } from '../api/change-test-paper-subject';
import { filterLabel, SUBJECT_OPTIONS } from '../test-papers.rules';

export function TestPaperSubjectForm({ paperId, subject }: { paperId: number; subject: number }) {
  const [value, setValue] = useState(String(subject));
  const change = useChangeTestPaperSubject(paperId);
  useEffect(() => setValue(String(subject)), [subject]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const code = Number(value);
    change.mutate(code, { onSuccess: () => notifications.show({ color: 'teal', message: `과목을 「${filterLabel('subject_type_id', code)}」(으)로 바꿨습니다.` }) });
  }

  return (
    <Paper withBorder p="sm">
      <Title order={3} size="h5" mb={6}>
        과목 바꾸기
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <NativeSelect
              label="과목"
              value={value}
              onChange={(e) => {
                setValue(e.currentTarget.value);
                change.reset();
              }}
              data={SUBJECT_OPTIONS.map((o) => ({ value: String(o.code), label: o.label }))}
              style={{ flex: 1 }}
            />
            <Button type="submit" variant="light" disabled={value === String(subject)} loading={change.isPending}>
              과목 변경
            </Button>
          </Group>
          {change.error && (
            <Alert color="red" role="alert">
              {change.error.message}
            </Alert>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
