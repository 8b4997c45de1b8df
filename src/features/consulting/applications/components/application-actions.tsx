/**
 * The consultant's guided actions on one application: 진행 시작 (once the application is paid, or free), 보고서 전달
 * (confirmed first: it cannot be undone), 신청 취소 (asks for the reason first; a paid application is cancelled by
 * refunding its payment in full, by a consultant who may refund) and 다시 접수. Each button is enabled exactly when
 * the consulting-application machine takes its event with the stored facts (the screen machine asks it), and a
 * button that is off for the payment says why; the dialogs are the screen machine's "asking" state: their text,
 * error and progress come from the machine, and each key stroke, submit and close is sent to it.
 */
import type { FormEvent } from 'react';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { ConsultingApplication } from '../../../../api/consulting/applications';
import { CONSULTING_APPLICATION_EVENT_LABEL as LABEL, consultingApplicationLabel } from '../../../../machines/consulting-application.machine';
import { APPLICATION_PAYMENT_STATE, applicationPaymentLabel } from '../../../../machines/consulting-application.states';
import { START_WAITS_FOR_PAYMENT } from '../application-payment.rules';
import type { ApplicationScreen } from '../hooks/use-application-screen';
import { ApplicationCancelDialog } from './application-cancel-dialog';

export interface ApplicationActionsProps {
  application: Pick<ConsultingApplication, 'state' | 'student_name' | 'payment_state' | 'paid_order'>;
  screen: ApplicationScreen;
}

export function ApplicationActions({ application, screen }: ApplicationActionsProps) {
  function submit(e: FormEvent) {
    e.preventDefault();
    screen.submit();
  }
  const close = () => {
    if (!screen.sending) screen.close();
  };
  const refundedBefore = application.payment_state === APPLICATION_PAYMENT_STATE.refunded.value && screen.can('REOPEN');
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="application-actions-title">
      <Title order={3} size="h5" mb={6} id="application-actions-title">
        처리
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        지금 상태는 「{consultingApplicationLabel(application.state)}」입니다.
        {screen.waitsForReport && ' 보고서를 생성하면 전달할 수 있습니다.'}
        {refundedBefore && ' 환불된 신청이라 다시 접수하면 결제 대기로 돌아가고, 새로 결제해야 시작할 수 있습니다.'}
      </Text>
      <Group gap="xs">
        <Button
          disabled={!screen.can('START')}
          loading={screen.busy('START')}
          onClick={() => screen.request('START')}
          aria-describedby={screen.waitsForPayment ? 'application-start-waits' : undefined}
        >
          {LABEL.START}
        </Button>
        <Button color="teal" disabled={!screen.can('DELIVER')} loading={screen.busy('DELIVER')} onClick={() => screen.request('DELIVER')}>
          {LABEL.DELIVER}
        </Button>
        <Button
          color="red"
          variant="light"
          disabled={!screen.can('CANCEL')}
          loading={screen.busy('CANCEL')}
          onClick={() => screen.request('CANCEL')}
          aria-describedby={screen.cancelBlocked ? 'application-cancel-blocked' : undefined}
        >
          {LABEL.CANCEL}
        </Button>
        <Button variant="default" disabled={!screen.can('REOPEN')} loading={screen.busy('REOPEN')} onClick={() => screen.request('REOPEN')}>
          {LABEL.REOPEN}
        </Button>
      </Group>
      {screen.waitsForPayment && (
        <Text size="sm" c="orange.8" mt="xs" id="application-start-waits">
          {START_WAITS_FOR_PAYMENT} (지금 {applicationPaymentLabel(application.payment_state)}). 학생이 결제하면 결제 완료로 바뀝니다.
        </Text>
      )}
      {screen.cancelBlocked && (
        <Text size="sm" c="dimmed" mt="xs" id="application-cancel-blocked">
          {screen.cancelBlocked}
        </Text>
      )}

      <ApplicationCancelDialog application={application} screen={screen} />

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
