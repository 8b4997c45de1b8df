/**
 * 내 쿠폰 on 결제 내역: the coupons issued to the caller (code in groups of four, discount, minimum, validity, and
 * whether it can be used now or why not) and the coupons the caller used (on which order, how much off).
 */
import { Alert, Badge, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCouponCode } from '../../../../api/store/coupon-code';
import { useMyCoupons } from '../api/get-my-coupons';
import { discountText, koreaTime } from '../account.rules';

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

export function MyCoupons() {
  const coupons = useMyCoupons(true);
  let body;
  if (coupons.isPending) {
    body = (
      <Center py="md">
        <Loader size="sm" aria-label="쿠폰을 불러오는 중" />
      </Center>
    );
  } else if (coupons.isError) {
    body = (
      <Alert color="red" role="alert" title="쿠폰을 불러오지 못했습니다">
        {coupons.error.message}
      </Alert>
    );
  } else {
    const { issued, used } = coupons.data;
    body = (
      <Stack gap="md">
        <Stack gap="xs">
          <Text fw={600} size="sm">
            받은 쿠폰
          </Text>
          {issued.length === 0 ? (
            <Text size="sm" c="dimmed">
              나에게 발급된 쿠폰이 없습니다.
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="ul" aria-label="받은 쿠폰" p={0} m={0} style={{ listStyle: 'none' }}>
              {issued.map((c) => (
                <Card key={c.code} withBorder padding="sm" component="li" aria-label={c.name}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {c.name}
                    </Text>
                    <Badge size="sm" variant="light" color={c.problem ? 'gray' : 'teal'} style={{ flexShrink: 0 }}>
                      {c.used ? '사용함' : c.problem ? '사용 불가' : '사용 가능'}
                    </Badge>
                  </Group>
                  <Text size="sm" ff="monospace">
                    {formatCouponCode(c.code)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {discountText(c)}
                    {c.min_amount > 0 ? ` · ${won(c.min_amount)} 이상 결제 시` : ''}
                    {c.valid_until ? ` · ${koreaTime(c.valid_until, false)}까지` : ''}
                  </Text>
                  {c.used && c.used_time ? (
                    <Text size="xs" c="dimmed">
                      {koreaTime(c.used_time)} 사용
                    </Text>
                  ) : (
                    c.problem && (
                      <Text size="xs" c="dimmed">
                        {c.problem}
                      </Text>
                    )
                  )}
                </Card>
              ))}
            </SimpleGrid>
          )}
        </Stack>
        <Stack gap="xs">
          <Text fw={600} size="sm">
            사용한 쿠폰
          </Text>
          {used.length === 0 ? (
            <Text size="sm" c="dimmed">
              사용한 쿠폰이 없습니다.
            </Text>
          ) : (
            <Stack gap={6} component="ul" aria-label="사용한 쿠폰" p={0} m={0} style={{ listStyle: 'none' }}>
              {used.map((u) => (
                <Card key={`${u.orderId}-${u.code}`} withBorder padding="sm" component="li">
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {u.name} <Text span size="xs" ff="monospace" c="dimmed">{formatCouponCode(u.code)}</Text>
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {koreaTime(u.used_time)} · {u.order_name} · {won(u.discount_amount)} 할인
                  </Text>
                </Card>
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="coupons-title">
      <Title order={2} size="h4" id="coupons-title">
        내 쿠폰
      </Title>
      {body}
    </Stack>
  );
}
