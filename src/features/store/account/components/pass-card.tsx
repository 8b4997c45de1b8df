/**
 * The unlimited pass on 결제 내역: until when it holds, whether it renews, the card; 정기결제 해지 with a confirmation
 * that the pass stays until its end date (PUT user/unlimited/auto_renew false), and 다시 시작 while it still holds and
 * a card is registered. A customer who never had a pass sees nothing here.
 */
import { lazy, Suspense, useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Unlimited } from '../../../../api/store/payments';
import { useSetAutoRenew } from '../api/pass';
import { koreaTime } from '../account.rules';

const ConfirmDialog = lazy(() => import('./confirm-dialog'));

export function PassCard({ pass }: { pass: Unlimited }) {
  const change = useSetAutoRenew();
  const [asking, setAsking] = useState<boolean | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (!pass.valid_until) return null;
  const until = koreaTime(pass.valid_until, false);
  const canResume = pass.unlimited && !pass.auto_renew && pass.card_registered;
  const confirm = () => {
    if (asking === null) return;
    change.mutate(asking, {
      onSuccess: (next) => {
        setAsking(null);
        setDone(next.auto_renew ? `정기결제를 다시 시작했습니다. ${until}에 등록한 카드로 다음 기간이 결제됩니다.` : `정기결제를 해지했습니다. 이용권은 ${until}까지 이용할 수 있습니다.`);
      },
    });
  };
  return (
    <Card withBorder component="section" aria-labelledby="pass-title">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="pass-title">
            무제한 이용권
          </Title>
          <Badge color={pass.unlimited ? 'teal' : 'gray'} variant="light">
            {pass.unlimited ? '이용 중' : '기간 끝남'}
          </Badge>
        </Group>
        <Text size="sm">
          이용 기한: <b>{until}</b>
        </Text>
        <Text size="sm">
          정기결제: <b>{pass.auto_renew ? '사용 중 (기한이 끝나면 자동 결제)' : '해지됨'}</b>
        </Text>
        {pass.card_registered && (
          <Text size="sm" c="dimmed">
            등록한 카드: {[pass.card_company, pass.card_number].filter(Boolean).join(' ')}
          </Text>
        )}
        {pass.unlimited && !pass.auto_renew && !pass.card_registered && (
          <Text size="sm" c="dimmed">
            등록된 카드가 없어 정기결제를 다시 시작할 수 없습니다.
          </Text>
        )}
        {done && (
          <Text size="sm" c="teal" role="status">
            {done}
          </Text>
        )}
        <Group gap="xs">
          {pass.auto_renew && (
            <Button variant="light" color="red" onClick={() => (change.reset(), setAsking(false))}>
              정기결제 해지
            </Button>
          )}
          {canResume && (
            <Button variant="light" onClick={() => (change.reset(), setAsking(true))}>
              다시 시작
            </Button>
          )}
        </Group>
      </Stack>
      {asking !== null && (
        <Suspense fallback={null}>
          <ConfirmDialog
            opened
            title={asking ? '정기결제 다시 시작' : '정기결제 해지'}
            confirmLabel={asking ? '다시 시작' : '해지'}
            color={asking ? undefined : 'red'}
            busy={change.isPending}
            error={change.error?.message ?? null}
            onConfirm={confirm}
            onClose={() => setAsking(null)}
          >
            <Text size="sm">
              {asking
                ? `이용 기한이 끝나는 ${until}에 등록한 카드로 다음 기간이 결제되고, 그 뒤에도 기간마다 결제됩니다.`
                : `정기결제를 해지해도 이용권은 ${until}까지 그대로 이용할 수 있습니다. 그 뒤에는 결제되지 않고 이용권이 끝납니다.`}
            </Text>
          </ConfirmDialog>
        </Suspense>
      )}
    </Card>
  );
}
