/** An application's payment as a badge with its Korean label (결제 완료, 결제 대기, 환불됨, 결제 없음), coloured by it. */
import { Badge } from '@mantine/core';
import { APPLICATION_PAYMENT_STATE, applicationPaymentLabel } from '../../../../machines/consulting-application.states';

const P = APPLICATION_PAYMENT_STATE;
const COLOR: Record<string, string> = {
  [P.paid.value]: 'teal',
  [P.pending.value]: 'orange',
  [P.refunded.value]: 'grape',
  [P.none.value]: 'gray',
};

export function ApplicationPaymentBadge({ paymentState, size = 'md' }: { paymentState: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color={COLOR[paymentState] ?? 'gray'} variant="outline" size={size}>
      {applicationPaymentLabel(paymentState)}
    </Badge>
  );
}
