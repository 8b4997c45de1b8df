/**
 * The 신청 취소 dialog, the screen machine's "asking" state for CANCEL: the reason (kept in the history) and, for a
 * paid application, what the cancellation does to the money: the payment left on its order is refunded in full
 * through the store (Toss's card cancel), and the refund cancels the application. Its text, error and progress come
 * from the machine; each key stroke, submit and close is sent to it.
 */
import type { FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { APPLICATION_LIMITS, type ConsultingApplication } from '../../../../api/consulting/applications';
import { LIMITS } from '../../../../api/http';
import { refundableOf } from '../application-payment.rules';
import { formatWon } from '../applications.format';
import type { ApplicationScreen } from '../hooks/use-application-screen';

export interface ApplicationCancelDialogProps {
  application: Pick<ConsultingApplication, 'student_name' | 'paid_order'>;
  screen: ApplicationScreen;
}

export function ApplicationCancelDialog({ application, screen }: ApplicationCancelDialogProps) {
  const refund = screen.cancelsByRefund && application.paid_order ? refundableOf(application.paid_order) : null;
  const blank = !screen.reason.trim();
  const close = () => {
    if (!screen.sending) screen.close();
  };
  function submit(e: FormEvent) {
    e.preventDefault();
    screen.submit();
  }
  const title = refund === null ? '신청 취소' : '결제 환불 후 신청 취소';
  return (
    <Modal opened={screen.asking === 'CANCEL'} onClose={close} title={title} size="lg">
      <form onSubmit={submit} aria-label={title} noValidate>
        <Stack gap="sm">
          {refund === null ? (
            <Text size="sm">{application.student_name} 학생의 신청을 취소합니다. 사유는 처리 이력에 남고, 필요하면 ‘다시 접수’로 되돌릴 수 있습니다.</Text>
          ) : (
            <Alert color="orange" title={`결제 금액 ${formatWon(refund)}을 전액 환불합니다`}>
              <Text size="sm">
                {application.student_name} 학생이 결제한 {formatWon(refund)}을 카드 결제 취소로 전액 환불하고, 환불과 함께 신청을 취소합니다. 환불은 되돌릴 수 없으며, 사유는 환불 내역과
                처리 이력에 남습니다. ‘다시 접수’하면 결제 대기로 돌아가 새로 결제해야 시작할 수 있습니다.
              </Text>
            </Alert>
          )}
          <Textarea
            data-autofocus
            label={refund === null ? '취소 사유' : '환불·취소 사유'}
            description="Ctrl+Enter로 보냅니다."
            required
            autosize
            minRows={3}
            maxLength={refund === null ? APPLICATION_LIMITS.reason : LIMITS.shortText}
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
              {refund === null ? '취소하기' : `${formatWon(refund)} 환불하고 취소하기`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
