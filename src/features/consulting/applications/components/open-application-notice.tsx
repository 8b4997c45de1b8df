/**
 * In place of the application form when the service chosen is already open for the applicant (one open
 * application per service, as the server refuses a second with 409): that application, its state and payment, a
 * 결제하기 button when it waits for its payment, and the way to 내 신청 내역.
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MyApplication } from '../../../../api/consulting/applications';
import { applicationPaymentSearch, awaitsPayment } from '../application-payment.rules';
import { formatDateTime, formatWon } from '../applications.format';
import { ApplicationPaymentBadge } from './application-payment-badge';
import { ApplicationStateBadge } from './application-state-badge';

type OpenApplication = Pick<MyApplication, 'id' | 'service_name' | 'state' | 'price' | 'payment_state' | 'create_time'>;

export function OpenApplicationNotice({ application: a }: { application: OpenApplication }) {
  const pay = awaitsPayment(a);
  return (
    <Alert color="indigo" title="이미 신청한 서비스입니다" role="status">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {a.service_name}은(는) 진행 중인 신청이 있어 다시 신청할 수 없습니다. {pay ? '결제를 마치면 컨설턴트가 진행을 시작합니다.' : '진행 상황은 ‘내 신청 내역’에서 확인하세요.'}
        </Text>
        <Group gap="xs">
          <Text size="sm">
            신청 번호 {a.id} · {formatDateTime(a.create_time)} · {formatWon(a.price)}
          </Text>
          <ApplicationStateBadge state={a.state} size="sm" />
          {a.price > 0 && <ApplicationPaymentBadge paymentState={a.payment_state} size="sm" />}
        </Group>
        <Group gap="xs">
          {pay && <Button renderRoot={(props) => <Link {...props} to="/payment" search={applicationPaymentSearch(a.id)} />}>결제하기</Button>}
          <Button variant={pay ? 'default' : 'filled'} renderRoot={(props) => <Link {...props} to="/consulting/apply" hash="mine" />}>
            내 신청 내역 보기
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          다른 서비스를 고르면 신청서를 작성할 수 있습니다.
        </Text>
      </Stack>
    </Alert>
  );
}
