/**
 * /payment and /mobile/payment (issue 11 points 3, 4): a signed-in student or parent picks a product (premium,
 * the unlimited pass, a consulting service) or pays a consulting application (`?consulting_application_id=`),
 * checks a coupon by its code with 확인 (sale_coupon/check: the server's discount and amount), and 결제하기 creates
 * the order (the server holds its amount) and opens Toss's payment window. An order the coupon covers entirely is
 * completed with use_sale_coupon. The unlimited pass is bought by registering a card (Toss's card-registration
 * window); an active pass is never bought twice: the screen offers 연장 with its new end date and a confirmation.
 * A consulting service is bought by applying for it first (/consulting/apply), then paying that application.
 * Whatever the route says stands in the way of paying (`blocked`: an unconfirmed e-mail address) is shown first,
 * and every paying button is disabled, rather than failing on submit.
 */
import { useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Card, Center, Group, Loader, Radio, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { sendCustomer } from '../../../../api/fetch-call';
import { consultingApplicationRoutes } from '../../../../api/public-calls';
import type { CouponCheck } from '../../../../api/store/payments';
import { PRODUCT_KIND_LABELS } from '../../../../api/store/product-kinds';
import type { Product } from '../../../../api/store/products';
import { useCheckCoupon } from '../api/check-coupon';
import { usePayableProducts } from '../api/get-products';
import { createOrder, spendCoupon } from '../api/orders';
import { extendPass as requestExtension, useUnlimited } from '../api/passes';
import { openBillingWindow, openPaymentWindow } from '../api/toss-sdk';
import { extendPass, won } from '../payment.rules';

export interface PaymentScreenProps {
  who: 'customer' | 'staff' | 'visitor' | 'restoring';
  mobile: boolean;
  consultingApplicationId?: number;
  initialGoods?: string;
  /** A notice of what keeps this customer from paying now (the route's e-mail confirmation notice); paying is disabled while it is given. */
  blocked?: ReactNode;
}

function SignInNotice({ staff, back }: { staff: boolean; back: string }) {
  return (
    <Alert color="indigo" title="학생·학부모 계정으로 로그인하세요">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{staff ? '지금은 직원 계정으로 로그인되어 있습니다. 결제는 학생·학부모 계정으로 할 수 있습니다.' : '상품을 결제하려면 로그인이 필요합니다.'}</Text>
        <Button renderRoot={(props) => <Link {...props} to="/login" search={{ redirect: back }} />}>로그인하러 가기</Button>
      </Stack>
    </Alert>
  );
}

/** The consulting application being paid (the applicant's own, with its price). */
function useApplication(id: number | undefined) {
  return useQuery({
    queryKey: ['store', 'payment', 'application', id],
    queryFn: ({ signal }) => sendCustomer(consultingApplicationRoutes.myConsultingApplication, { query: { id: id! } }, { signal, notify: false }).then((r) => r.data),
    enabled: id !== undefined,
  });
}

function ProductPicker({ products, value, onChange }: { products: Product[]; value: string | null; onChange: (code: string) => void }) {
  return (
    <Radio.Group label="상품 선택" value={value} onChange={onChange} name="goods_code">
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
        {products.map((p) => (
          <Radio.Card key={p.goods_code} value={p.goods_code} p="md" radius="md" aria-label={p.goods_name}>
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator />
              <Stack gap={2}>
                <Group gap="xs">
                  <Text fw={600}>{p.goods_name}</Text>
                  <Badge size="sm" variant="light">
                    {PRODUCT_KIND_LABELS[p.kind]}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {won(p.price)}
                  {p.period_days ? ` · ${p.period_days}일${p.kind === 'unlimited' ? '마다 자동 결제' : ' 이용'}` : ''}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

const day = (iso: string | Date) => new Date(iso).toLocaleDateString('ko-KR', { timeZone: 'Asia/Seoul' });

/**
 * An active pass: 연장 shows the new end date and the amount, and charges one more period to the registered card only
 * after 연장 결제 is pressed (the server refuses a pass that changed since, so one confirmation charges once).
 */
function PassExtension({ product, validUntil, cardRegistered, blocked }: { product: Product; validUntil: string; cardRegistered: boolean; blocked: boolean }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const next = extendPass(new Date(validUntil), new Date(), product.period_days ?? 30);
  const confirm = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const r = await requestExtension({ goods_code: product.goods_code, valid_until: validUntil });
      setMessage({ ok: true, text: `연장했습니다. 이용권은 ${day(r.data.valid_until!)}까지입니다 (주문번호 ${r.orderId}).` });
      setAsking(false);
      await client.invalidateQueries({ queryKey: ['store', 'payment'] });
    } catch (e) {
      setMessage({ ok: false, text: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert color="blue" title={`무제한 이용권을 ${day(validUntil)}까지 이용 중입니다`}>
      <Stack gap="sm">
        <Text size="sm">이용 중인 이용권은 다시 구매하지 않고 연장합니다. 연장하면 등록한 카드로 {won(product.price)}이 결제되고 기간이 {product.period_days ?? 30}일 늘어납니다.</Text>
        {!cardRegistered && <Text size="sm">등록된 카드가 없어 연장할 수 없습니다. 이용 기간이 끝난 뒤 카드를 등록해 다시 구매하세요.</Text>}
        {message && (
          <Text size="sm" c={message.ok ? 'teal' : 'red'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </Text>
        )}
        {asking ? (
          <Card withBorder aria-label="연장 확인">
            <Stack gap="xs">
              <Text size="sm">
                새 종료일: <b>{day(next)}</b> · 결제 금액: <b>{won(product.price)}</b>
              </Text>
              <Group gap="xs">
                <Button onClick={() => void confirm()} loading={busy}>
                  연장 결제
                </Button>
                <Button variant="default" onClick={() => setAsking(false)} disabled={busy}>
                  취소
                </Button>
              </Group>
            </Stack>
          </Card>
        ) : (
          <Group>
            <Button onClick={() => setAsking(true)} disabled={!cardRegistered || blocked}>
              연장하기
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

/** A consulting product: bought by applying for the service first, then paying that application. */
function ConsultingFirst({ product }: { product: Product }) {
  return (
    <Alert color="blue" title="컨설팅은 신청서를 작성한 뒤 결제합니다">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {product.goods_name}({won(product.price)})은 학생 정보와 상담 연락처가 담긴 신청서가 있어야 진행됩니다. 신청서를 작성하면 바로 이 화면에서 그 신청을 결제합니다.
        </Text>
        <Button renderRoot={(props) => <Link {...props} to="/consulting/apply" search={product.consulting_service_id ? { service_id: product.consulting_service_id } : {}} />}>
          신청서 작성하기
        </Button>
      </Stack>
    </Alert>
  );
}

export function PaymentScreen({ who, mobile, consultingApplicationId, initialGoods, blocked }: PaymentScreenProps) {
  const navigate = useNavigate();
  const channel = mobile ? 'mobile' : 'web';
  const products = usePayableProducts();
  const application = useApplication(who === 'customer' ? consultingApplicationId : undefined);
  const pass = useUnlimited(who === 'customer');
  const [goods, setGoods] = useState<string | null>(initialGoods ?? null);
  const [couponText, setCouponText] = useState('');
  const [coupon, setCoupon] = useState<CouponCheck | null>(null);
  const check = useCheckCoupon();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const back = mobile ? '/mobile/payment' : '/payment';

  if (who === 'restoring' || products.isPending || (consultingApplicationId !== undefined && who === 'customer' && application.isPending)) {
    return (
      <Center py="xl">
        <Loader aria-label="불러오는 중" />
      </Center>
    );
  }
  if (who !== 'customer') return <SignInNotice staff={who === 'staff'} back={back} />;
  if (products.isError) return <Alert color="red" role="alert" title="상품을 불러오지 못했습니다">{products.error.message}</Alert>;

  const product = products.data.find((p) => p.goods_code === goods) ?? null;
  const forApplication = consultingApplicationId !== undefined;
  const listAmount = forApplication ? (application.data?.price ?? 0) : (product?.price ?? 0);
  const subject = forApplication ? { consulting_application_id: consultingApplicationId } : product ? { goods_code: product.goods_code } : null;
  const unlimited = !forApplication && product?.kind === 'unlimited';
  const consultingProduct = !forApplication && product?.kind === 'consulting';
  const activePass = unlimited && pass.data?.unlimited && pass.data.valid_until ? pass.data.valid_until : null;
  const applicationSettled = forApplication && !!application.data && application.data.payment_state !== 'pending';
  const payable = !!subject && !consultingProduct && !activePass && !applicationSettled && !blocked;

  const applyCoupon = () => {
    if (!subject || !couponText.trim()) return;
    setCoupon(null);
    check.mutate({ id: couponText.trim(), ...subject }, { onSuccess: setCoupon });
  };
  const choose = (code: string) => {
    setGoods(code);
    setCoupon(null);
    check.reset();
  };

  const pay = async () => {
    if (!subject) return;
    setPaying(true);
    setError(null);
    try {
      if (unlimited) {
        if (!pass.data?.customer_key || !pass.data.toss) throw new Error('카드 등록 정보를 불러오지 못했습니다. 다시 시도하세요.');
        await openBillingWindow({ clientKey: pass.data.toss.clientKey, sdk_src: pass.data.toss.sdk_src, customerKey: pass.data.customer_key, goods_code: product!.goods_code }, channel);
        return;
      }
      const order = await createOrder({ ...subject, coupon_code: coupon?.code, channel });
      if (order.amount === 0 && order.coupon_id !== null) {
        await spendCoupon({ id: order.coupon_id, orderId: order.orderId });
        void navigate({ to: '/payment/done', search: { orderId: order.orderId } });
        return;
      }
      await openPaymentWindow(order, channel);
    } catch (e) {
      setError((e as Error).message);
      setPaying(false);
    }
  };

  const discount = coupon?.discount_amount ?? 0;
  const amount = coupon?.amount ?? listAmount;
  return (
    <Stack gap="lg" maw={mobile ? 390 : 760} data-layout={mobile ? 'mobile' : 'desktop'}>
      {blocked}
      {forApplication ? (
        application.isError ? (
          <Alert color="red" role="alert" title="컨설팅 신청을 불러오지 못했습니다">
            {application.error.message}
          </Alert>
        ) : (
          <Card withBorder>
            <Text size="sm" c="dimmed">
              결제할 컨설팅 신청
            </Text>
            <Title order={2} size="h4">
              {application.data?.service_name} (신청 번호 {consultingApplicationId})
            </Title>
            {applicationSettled && (
              <Text size="sm" mt="xs" role="status">
                이 신청은 결제할 금액이 없습니다({application.data!.payment_state === 'paid' ? '이미 결제 완료' : application.data!.payment_state === 'refunded' ? '환불됨' : '무료 서비스'}). 진행 상황은 내 신청 내역에서 확인하세요.
              </Text>
            )}
          </Card>
        )
      ) : products.data.length === 0 ? (
        <Alert color="gray">지금은 결제할 수 있는 상품이 없습니다.</Alert>
      ) : (
        <ProductPicker products={products.data} value={goods} onChange={choose} />
      )}

      {consultingProduct && product && <ConsultingFirst product={product} />}

      {activePass && product && <PassExtension product={product} validUntil={activePass} cardRegistered={!!pass.data?.card_registered} blocked={!!blocked} />}

      {unlimited && !activePass && (
        <Alert color="blue" title="무제한 이용권은 카드를 등록해 정기 결제합니다">
          <Text size="sm">
            카드를 등록하면 첫 {product?.period_days}일 이용료 {won(product!.price)}이 바로 결제되고, 이후 기간이 끝날 때마다 같은 카드로 자동 결제됩니다.
            {' '}정기결제는 결제 내역에서 언제든 해지할 수 있고, 해지해도 이용 기간이 끝날 때까지 이용할 수 있습니다.
          </Text>
        </Alert>
      )}

      {payable && !unlimited && (
        <Stack gap={4}>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label="쿠폰 코드"
              placeholder="예: ABCD-EFGH-JKMN"
              value={couponText}
              onChange={(e) => {
                setCouponText(e.currentTarget.value);
                setCoupon(null);
                check.reset();
              }}
              style={{ flex: 1 }}
              error={check.error?.message}
            />
            <Button variant="default" onClick={applyCoupon} loading={check.isPending} disabled={!couponText.trim()}>
              확인
            </Button>
          </Group>
          {coupon && (
            <Text size="sm" c="teal" role="status">
              {coupon.name}: {won(discount)} 할인
            </Text>
          )}
        </Stack>
      )}

      {payable && (
        <Card withBorder>
          <Table aria-label="결제 금액">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th>상품 금액</Table.Th>
                <Table.Td ta="right">{won(listAmount)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>쿠폰 할인</Table.Th>
                <Table.Td ta="right">-{won(discount)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>결제 금액</Table.Th>
                <Table.Td ta="right" fw={700} data-testid="payment-amount">
                  {won(amount)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed" mt="xs">
            결제 금액은 서버가 상품 가격과 쿠폰으로 계산합니다.
          </Text>
        </Card>
      )}

      {error && (
        <Alert color="red" role="alert" title="결제를 시작하지 못했습니다">
          {error}
        </Alert>
      )}
      {!consultingProduct && !activePass && !applicationSettled && (
        <Button size="md" onClick={() => void pay()} loading={paying} disabled={!payable || (forApplication && !application.data)}>
          {unlimited ? '카드 등록 후 결제' : '결제하기'}
        </Button>
      )}
    </Stack>
  );
}
