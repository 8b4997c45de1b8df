/**
 * /payment/history (결제 내역, README "Store and payment"): a signed-in student or parent sees their unlimited pass
 * (정기결제 해지 / 다시 시작), every order with its amounts, 영수증 and 환불 요청 (청약철회), and 내 쿠폰. Everything
 * loads through the zod-free client; the dialogs load when first opened. A visitor or a staff account is asked to
 * sign in as a customer.
 */
import { Alert, Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMyPass } from '../api/pass';
import { MyCoupons } from './my-coupons';
import { OrderHistory } from './order-history';
import { PassCard } from './pass-card';

export interface MyMoneyScreenProps {
  who: 'customer' | 'staff' | 'visitor' | 'restoring';
}

function SignInNotice({ staff }: { staff: boolean }) {
  return (
    <Alert color="indigo" title="학생·학부모 계정으로 로그인하세요">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{staff ? '지금은 직원 계정으로 로그인되어 있습니다. 결제 내역은 학생·학부모 계정으로 볼 수 있습니다.' : '결제 내역을 보려면 로그인이 필요합니다.'}</Text>
        <Button renderRoot={(props) => <Link {...props} to="/login" search={{ redirect: '/payment/history' }} />}>로그인하러 가기</Button>
      </Stack>
    </Alert>
  );
}

function Pass() {
  const pass = useMyPass(true);
  if (pass.isPending || pass.isError) return null;
  return <PassCard pass={pass.data} />;
}

export function MyMoneyScreen({ who }: MyMoneyScreenProps) {
  if (who === 'restoring') {
    return (
      <Center py="xl">
        <Loader aria-label="불러오는 중" />
      </Center>
    );
  }
  if (who !== 'customer') return <SignInNotice staff={who === 'staff'} />;
  return (
    <Stack gap="xl" maw={960}>
      <Pass />
      <OrderHistory />
      <MyCoupons />
      <Text size="xs" c="dimmed">
        청약철회와 환불 기준은{' '}
        <Anchor component={Link} {...{ to: '/terms-of-service' }} size="xs">
          이용약관
        </Anchor>
        과{' '}
        <Anchor component={Link} {...{ to: '/guide' }} size="xs">
          이용 가이드
        </Anchor>
        에서 볼 수 있습니다.
      </Text>
    </Stack>
  );
}
