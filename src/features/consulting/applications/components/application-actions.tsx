/**
 * The consultant's guided actions on one application: 진행 시작, 보고서 전달 (confirmed first: it cannot be undone),
 * 신청 취소 (asks for the reason first) and 다시 접수. Each button is enabled exactly when the consulting-application
 * machine takes its event with the stored facts (the screen machine asks it); the dialog is the screen machine's
 * "asking" state: its text, error and progress come from the machine, and each key stroke, submit and close is
 * sent to it.
 */
import type { FormEvent } from 'react';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { APPLICATION_LIMITS } from '../../../../api/consulting/applications';
import { CONSULTING_APPLICATION_EVENT_LABEL as LABEL, consultingApplicationLabel } from '../../../../machines/consulting-application.machine';
import type { ApplicationScreen } from '../hooks/use-application-screen';

export function ApplicationActions({ application, screen }: { application: { state: string; student_name: string }; screen: ApplicationScreen }) {
  function submit(e: FormEvent) {
    e.preventDefault();
    screen.submit();
  }
  const close = () => {
    if (!screen.sending) screen.close();
  };
  const blank = !screen.reason.trim();
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="application-actions-title">
      <Title order={3} size="h5" mb={6} id="application-actions-title">
        처리
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        지금 상태는 「{consultingApplicationLabel(application.state)}」입니다.
        {screen.waitsForReport && ' 보고서를 생성하면 전달할 수 있습니다.'}
      </Text>
      <Group gap="xs">
        <Button disabled={!screen.can('START')} loading={screen.busy('START')} onClick={() => screen.request('START')}>
          {LABEL.START}
        </Button>
        <Button color="teal" disabled={!screen.can('DELIVER')} loading={screen.busy('DELIVER')} onClick={() => screen.request('DELIVER')}>
          {LABEL.DELIVER}
        </Button>
        <Button color="red" variant="light" disabled={!screen.can('CANCEL')} loading={screen.busy('CANCEL')} onClick={() => screen.request('CANCEL')}>
          {LABEL.CANCEL}
        </Button>
        <Button variant="default" disabled={!screen.can('REOPEN')} loading={screen.busy('REOPEN')} onClick={() => screen.request('REOPEN')}>
          {LABEL.REOPEN}
        </Button>
      </Group>

      <Modal opened={screen.asking === 'CANCEL'} onClose={close} title="신청 취소" size="lg">
        <form onSubmit={submit} aria-label="신청 취소" noValidate>
          <Stack gap="sm">
            <Text size="sm">{application.student_name} 학생의 신청을 취소합니다. 사유는 처리 이력에 남고, 필요하면 ‘다시 접수’로 되돌릴 수 있습니다.</Text>
            <Textarea
              data-autofocus
              label="취소 사유"
              description="Ctrl+Enter로 취소합니다."
              required
              autosize
              minRows={3}
              maxLength={APPLICATION_LIMITS.reason}
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
                닫기
              </Button>
              <Button type="submit" color="red" loading={screen.sending}>
                취소하기
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>

      <Modal opened={screen.asking === 'DELIVER'} onClose={close} title="보고서 전달">
        <form onSubmit={submit} aria-label="보고서 전달" noValidate>
          <Stack gap="sm">
            <Text size="sm">
              {application.student_name} 학생에게 보고서를 전달합니다. 전달한 뒤에는 보고서를 고칠 수 없고, 학생은 ‘내 신청 내역’에서 보고서를 보고 PDF로 내려받을 수 있습니다.
            </Text>
            {screen.error && (
              <Alert color="red" role="alert">
                {screen.error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={screen.sending}>
                닫기
              </Button>
              <Button type="submit" color="teal" loading={screen.sending} data-autofocus>
                전달하기
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
