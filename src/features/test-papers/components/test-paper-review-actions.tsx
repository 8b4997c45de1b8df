/**
 * The reviewer's guided actions on one paper: 승인, 반려 (asks for the reason first) and 다시 검토 (back to
 * 검토 요청). Each button is enabled exactly when the test-paper machine takes its event in the stored state
 * (the screen machine asks it); the reason dialog is the screen machine's "asking for a reason" state: its text,
 * error and progress come from the machine, and each key stroke, submit and close is sent to it.
 */
import type { FormEvent } from 'react';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { LIMITS } from '../../../api/http';
import type { TestPaper } from '../../../api/test-papers';
import { TEST_PAPER_EVENT_LABEL, testPaperStateLabel } from '../test-papers.rules';
import type { TestPaperScreen } from '../hooks/use-test-paper-screen';

/** The longest reason the contract takes. */
const REASON_MAX = LIMITS.shortText * 5;

export function TestPaperReviewActions({ paper, screen }: { paper: Pick<TestPaper, 'state' | 'file_name'>; screen: TestPaperScreen }) {
  function submit(e: FormEvent) {
    e.preventDefault();
    screen.submit();
  }
  const close = () => {
    if (!screen.sending) screen.cancel();
  };
  const blank = !screen.reason.trim();
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="test-paper-review-title">
      <Title order={3} size="h5" mb={6} id="test-paper-review-title">
        검토
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        지금 상태는 「{testPaperStateLabel(paper.state)}」입니다. 승인하면 문제은행에 쓸 수 있고, 반려하면 올린 사람에게 사유가 전달됩니다.
      </Text>
      <Group gap="xs">
        <Button color="teal" disabled={!screen.can('APPROVE')} loading={screen.busy('APPROVE')} onClick={() => screen.request('APPROVE')}>
          {TEST_PAPER_EVENT_LABEL.APPROVE}
        </Button>
        <Button color="red" disabled={!screen.can('REJECT')} loading={screen.busy('REJECT')} onClick={() => screen.request('REJECT')}>
          {TEST_PAPER_EVENT_LABEL.REJECT}
        </Button>
        <Button variant="default" disabled={!screen.can('REOPEN')} loading={screen.busy('REOPEN')} onClick={() => screen.request('REOPEN')}>
          {TEST_PAPER_EVENT_LABEL.REOPEN}
        </Button>
      </Group>

      <Modal opened={screen.asking === 'REJECT'} onClose={close} title="시험지 반려" size="lg">
        <form onSubmit={submit} aria-label="시험지 반려" noValidate>
          <Stack gap="sm">
            <Text size="sm">「{paper.file_name}」을(를) 반려합니다. 올린 사람은 사유를 보고 시험지를 다시 올릴 수 있습니다.</Text>
            <Textarea
              data-autofocus
              label="사유"
              description="Ctrl+Enter로 반려합니다."
              required
              autosize
              minRows={3}
              maxLength={REASON_MAX}
              value={screen.reason}
              onChange={(e) => screen.type(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) e.currentTarget.form?.requestSubmit();
              }}
              error={screen.error && blank ? screen.error : undefined}
            />
            {screen.error && !blank && (
              <Alert color="red" role="alert">
                {screen.error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={screen.sending}>
                취소
              </Button>
              <Button type="submit" color="red" loading={screen.sending}>
                반려하기
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
