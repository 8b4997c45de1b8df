/**
 * The coupon issue form: kind (each with a line saying what it means), name, amount or percent with a cap,
 * smallest order, total cap (not for 'single'), validity window, and the customer (only for 'single'). The code is
 * made by the server and shown once issued. Numbers keep what was typed (no clamping): the call's own schema
 * checks them before sending, and a refusal of the server is shown on the field it names.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, NumberInput, Paper, Radio, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LIMITS } from '../../../../api/http';
import { COUPON_RANGE, CouponIssueBodySchema, type AdminCoupon, type CouponIssueBody } from '../../../../api/store/admin-payments';
import { COUPON_KIND, formatCouponCode, type CouponKind } from '../../../../api/store/coupon-code';
import { serverError, validate, type FieldErrors } from '../../../../components/form/form-errors';
import { useIssueCoupon } from '../api/coupons';
import { COUPON_KIND_HELP, discountText } from '../admin-payments.rules';
import { CustomerSelect, type PickedCustomer } from './customer-select';

type Num = number | string;
const EMPTY = {
  kind: COUPON_KIND.onceEach.value as CouponKind,
  name: '',
  discount_type: 'amount' as 'amount' | 'percent',
  discount_value: '' as Num,
  max_discount: '' as Num,
  min_amount: 0 as Num,
  max_uses: '' as Num,
  valid_from: '',
  valid_until: '',
  customer: null as PickedCustomer | null,
};
type Values = typeof EMPTY;

/** A typed number as sent: the number, or nothing for a blank field. */
const num = (x: Num) => (typeof x === 'number' ? x : undefined);

/** The call's body from the form: fields that do not apply to the kind or discount are left out. */
function bodyOf(v: Values): CouponIssueBody {
  const single = v.kind === COUPON_KIND.single.value;
  return {
    kind: v.kind,
    name: v.name,
    discount_type: v.discount_type,
    discount_value: num(v.discount_value) as number,
    max_discount: v.discount_type === 'percent' ? (num(v.max_discount) ?? null) : null,
    min_amount: num(v.min_amount) ?? 0,
    max_uses: single ? null : (num(v.max_uses) ?? null),
    valid_from: v.valid_from || null,
    valid_until: v.valid_until || null,
    user_id: single ? (v.customer?.id ?? null) : null,
  };
}

/** The numeric fields' common props: whole won or counts, never clamped to the range (the schema refuses instead). */
const numberProps = { allowDecimal: false, allowNegative: false, clampBehavior: 'none', thousandSeparator: ',' } as const;

export function CouponIssueForm() {
  const [v, setV] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [issued, setIssued] = useState<AdminCoupon | null>(null);
  const issue = useIssueCoupon();
  const single = v.kind === COUPON_KIND.single.value;
  const percent = v.discount_type === 'percent';
  const set = (patch: Partial<Values>) => {
    const next = { ...v, ...patch };
    setV(next);
    // After a first attempt, each change is checked again so a corrected field loses its message at once.
    if (checked) setErrors(validate(CouponIssueBodySchema, bodyOf(next)) ?? {});
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(v);
    const invalid = validate(CouponIssueBodySchema, body);
    setChecked(true);
    setErrors(invalid ?? {});
    setFailure(null);
    if (invalid) return;
    issue.mutate(body, {
      onSuccess: (r) => {
        notifications.show({ color: 'teal', title: '쿠폰을 발급했습니다', message: `${formatCouponCode(r.data.code)} · ${discountText(r.data)}` });
        setIssued(r.data);
        setV(EMPTY);
        setChecked(false);
      },
      onError: (error) => {
        const e = serverError(error);
        if (e.field) setErrors({ [e.field]: e.message });
        else setFailure(e.message);
      },
    });
  };
  const R = COUPON_RANGE;
  return (
    <Paper withBorder p="sm" component="section" aria-label="쿠폰 발급">
      <Title order={4} mb="xs">
        쿠폰 발급
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {issued && (
            <Alert color="teal" title="발급한 쿠폰 코드" withCloseButton onClose={() => setIssued(null)}>
              <Text ff="monospace" fw={700} fz="lg">
                {formatCouponCode(issued.code)}
              </Text>
              <Text size="sm">
                {issued.name} · {discountText(issued)} · 고객에게 이 코드를 알려 주세요 (하이픈·대소문자는 상관없습니다).
              </Text>
            </Alert>
          )}
          <Radio.Group label="쿠폰 종류" value={v.kind} onChange={(x) => set({ kind: x as CouponKind })} error={errors.kind} required>
            <Stack gap={6} mt={4}>
              {Object.values(COUPON_KIND).map((k) => (
                <Radio key={k.value} value={k.value} label={k.label} description={COUPON_KIND_HELP[k.value]} />
              ))}
            </Stack>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput label="쿠폰 이름" placeholder="예: 가입 환영 할인" value={v.name} onChange={(e) => set({ name: e.currentTarget.value })} error={errors.name} required maxLength={LIMITS.shortText} />
            <div>
              <Text size="sm" fw={500} mb={4}>
                할인 방식
              </Text>
              <SegmentedControl
                aria-label="할인 방식"
                data={[
                  { value: 'amount', label: '정액(원)' },
                  { value: 'percent', label: '정률(%)' },
                ]}
                value={v.discount_type}
                onChange={(x) => set({ discount_type: x as 'amount' | 'percent' })}
              />
            </div>
            <NumberInput
              label={percent ? '할인율 (%)' : '할인 금액 (원)'}
              description={percent ? `${R.percent.min}~${R.percent.max}%` : `${R.won.min.toLocaleString('ko-KR')}~${R.won.max.toLocaleString('ko-KR')}원`}
              value={v.discount_value}
              onChange={(x) => set({ discount_value: x })}
              error={errors.discount_value}
              required
              {...numberProps}
            />
            <NumberInput label="최대 할인액 (원)" description="정률 쿠폰만 · 비우면 제한 없음" value={v.max_discount} onChange={(x) => set({ max_discount: x })} disabled={!percent} error={errors.max_discount} {...numberProps} />
            <NumberInput label="최소 주문 금액 (원)" description="0이면 금액 제한 없음" value={v.min_amount} onChange={(x) => set({ min_amount: x })} error={errors.min_amount} {...numberProps} />
            <NumberInput
              label="최대 사용 횟수 (모두 합쳐)"
              description={single ? '지정 고객 쿠폰은 한 번만 쓰입니다' : `비우면 제한 없음 · ${R.maxUses.min}~${R.maxUses.max.toLocaleString('ko-KR')}회`}
              value={single ? '' : v.max_uses}
              onChange={(x) => set({ max_uses: x })}
              disabled={single}
              error={errors.max_uses}
              {...numberProps}
            />
            <TextInput type="date" label="사용 시작일" description="그날 0시부터(한국 시간)" value={v.valid_from} onChange={(e) => set({ valid_from: e.currentTarget.value })} error={errors.valid_from} />
            <TextInput type="date" label="사용 종료일" description="그날 자정까지(한국 시간)" value={v.valid_until} onChange={(e) => set({ valid_until: e.currentTarget.value })} error={errors.valid_until} />
            {single && <CustomerSelect value={v.customer} onChange={(customer) => set({ customer })} error={errors.user_id} />}
          </SimpleGrid>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              쿠폰 코드는 발급할 때 자동으로 만들어집니다 (12자, 헷갈리는 0·O·1·I·L 제외).
            </Text>
            <Button type="submit" loading={issue.isPending}>
              발급
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
