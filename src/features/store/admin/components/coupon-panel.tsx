/**
 * The 쿠폰 tab: the issue form (code, name, amount or percent with a cap, smallest order, validity, optionally
 * one customer's account number), checked with the call's own schema before sending and showing a refusal on its
 * field; and the coupon list with its use (who, when, which order), searchable and filtered by used or not.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Group, NumberInput, Paper, ScrollArea, SegmentedControl, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PAGE_SIZE } from '../../../../api/codes';
import { CouponIssueBodySchema, type CouponIssueBody, type CouponListQuery } from '../../../../api/store/admin-payments';
import { ListFooter } from '../../../../components/list/ListFooter';
import { ListRowsState } from '../../../../components/list/ListState';
import { serverError, validate, type FieldErrors } from '../../../../components/form/form-errors';
import { useCoupons, useIssueCoupon } from '../api/coupons';
import { discountText, formatDate, formatDateTime } from '../admin-payments.rules';

const EMPTY = { code: '', name: '', discount_type: 'amount' as 'amount' | 'percent', discount_value: '' as number | string, max_discount: '' as number | string, min_amount: 0 as number | string, valid_from: '', valid_until: '', user_id: '' as number | string };

function IssueForm() {
  const [v, setV] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const issue = useIssueCoupon();
  const set = (patch: Partial<typeof EMPTY>) => setV((old) => ({ ...old, ...patch }));
  const num = (x: number | string) => (typeof x === 'number' ? x : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: CouponIssueBody = {
      code: v.code,
      name: v.name,
      discount_type: v.discount_type,
      discount_value: num(v.discount_value) as number,
      max_discount: v.discount_type === 'percent' ? (num(v.max_discount) ?? null) : null,
      min_amount: num(v.min_amount) ?? 0,
      valid_from: v.valid_from || null,
      valid_until: v.valid_until || null,
      user_id: num(v.user_id) ?? null,
    };
    const invalid = validate(CouponIssueBodySchema, body);
    setErrors(invalid ?? {});
    setFailure(null);
    if (invalid) return;
    issue.mutate(body, {
      onSuccess: (r) => {
        notifications.show({ color: 'teal', title: '쿠폰을 발급했습니다', message: `${r.data.code} · ${discountText(r.data)}` });
        setV(EMPTY);
      },
      onError: (error) => {
        const e = serverError(error);
        if (e.field) setErrors({ [e.field]: e.message });
        else setFailure(e.message);
      },
    });
  };
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
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput label="쿠폰 코드" placeholder="예: WELCOME-2025" value={v.code} onChange={(e) => set({ code: e.currentTarget.value.toUpperCase() })} error={errors.code} required maxLength={32} />
            <TextInput label="쿠폰 이름" placeholder="예: 가입 환영 할인" value={v.name} onChange={(e) => set({ name: e.currentTarget.value })} error={errors.name} required maxLength={200} />
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
            <NumberInput label={v.discount_type === 'percent' ? '할인율 (%)' : '할인 금액 (원)'} value={v.discount_value} onChange={(x) => set({ discount_value: x })} min={1} max={v.discount_type === 'percent' ? 100 : undefined} allowDecimal={false} thousandSeparator="," error={errors.discount_value} required />
            <NumberInput label="최대 할인액 (원)" description="정률 쿠폰만" value={v.max_discount} onChange={(x) => set({ max_discount: x })} min={1} allowDecimal={false} thousandSeparator="," disabled={v.discount_type !== 'percent'} error={errors.max_discount} />
            <NumberInput label="최소 주문 금액 (원)" value={v.min_amount} onChange={(x) => set({ min_amount: x })} min={0} allowDecimal={false} thousandSeparator="," error={errors.min_amount} />
            <TextInput type="date" label="사용 시작일" value={v.valid_from} onChange={(e) => set({ valid_from: e.currentTarget.value })} error={errors.valid_from} />
            <TextInput type="date" label="사용 종료일" description="그날 자정까지(한국 시간)" value={v.valid_until} onChange={(e) => set({ valid_until: e.currentTarget.value })} error={errors.valid_until} />
            <NumberInput label="발급 대상 고객 번호" description="비우면 로그인한 누구나 한 번 사용" value={v.user_id} onChange={(x) => set({ user_id: x })} min={1} allowDecimal={false} error={errors.user_id} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={issue.isPending}>
              발급
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function CouponList() {
  const [query, setQuery] = useState<CouponListQuery>({ page: 1, size: PAGE_SIZE.default });
  const [text, setText] = useState('');
  const list = useCoupons(query);
  const rows = list.data?.data_list ?? [];
  return (
    <Stack gap="sm" component="section" aria-label="쿠폰 목록">
      <Group justify="space-between" align="flex-end">
        <Title order={4}>쿠폰 목록과 사용 내역</Title>
        <Group gap="xs" align="flex-end">
          <SegmentedControl
            aria-label="사용 여부"
            data={[
              { value: 'all', label: '전체' },
              { value: '0', label: '미사용' },
              { value: '1', label: '사용됨' },
            ]}
            value={query.used === undefined ? 'all' : String(query.used)}
            onChange={(x) => setQuery({ ...query, page: 1, used: x === 'all' ? undefined : (Number(x) as 0 | 1) })}
          />
          <form onSubmit={(e) => (e.preventDefault(), setQuery({ ...query, page: 1, search: text.trim() || undefined }))} role="search" aria-label="쿠폰 검색">
            <Group gap="xs">
              <TextInput placeholder="코드 또는 이름" aria-label="쿠폰 검색어" value={text} onChange={(e) => setText(e.currentTarget.value)} maxLength={200} />
              <Button type="submit" variant="light">
                검색
              </Button>
            </Group>
          </form>
        </Group>
      </Group>
      <ScrollArea type="auto">
        <Table striped verticalSpacing={6} miw={900} aria-label="쿠폰 목록">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>코드</Table.Th>
              <Table.Th>이름</Table.Th>
              <Table.Th>할인</Table.Th>
              <Table.Th>최소 주문</Table.Th>
              <Table.Th>사용 기간</Table.Th>
              <Table.Th>대상</Table.Th>
              <Table.Th>사용</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <ListRowsState loading={list.isLoading} error={rows.length === 0 ? list.error : null} empty={rows.length === 0} columns={7} emptyText="쿠폰이 없습니다. 위에서 발급하세요." />
            {rows.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td ff="monospace">{c.code}</Table.Td>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td>{discountText(c)}</Table.Td>
                <Table.Td>{c.min_amount ? `${c.min_amount.toLocaleString('ko-KR')}원 이상` : '-'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {c.valid_from || c.valid_until ? `${formatDate(c.valid_from)} ~ ${formatDate(c.valid_until)}` : '제한 없음'}
                </Table.Td>
                <Table.Td>{c.user_name ?? '누구나'}</Table.Td>
                <Table.Td>
                  {c.used_time ? (
                    <Stack gap={0}>
                      <Badge color="gray" size="sm">
                        사용됨
                      </Badge>
                      <Text size="xs">
                        {c.used_user_name ?? '-'} · {formatDateTime(c.used_time)}
                      </Text>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {c.used_order_code ?? ''}
                      </Text>
                    </Stack>
                  ) : (
                    <Badge color="teal" size="sm" variant="light">
                      미사용
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ListFooter total={list.data?.total ?? 0} page={Number(query.page ?? 1)} size={Number(query.size ?? PAGE_SIZE.default)} onPage={(page) => setQuery({ ...query, page })} />
    </Stack>
  );
}

/** The coupon tab: the issue form above the list. */
export function CouponPanel() {
  return (
    <Stack gap="md">
      <IssueForm />
      <CouponList />
    </Stack>
  );
}
