/**
 * The public pages read their search without zod (issue 13 point 4): /payment/fail, /consulting/apply/failure, the
 * payment pages (/payment, /mobile/payment, /payment/done, /payment/proceed), /consulting/apply and its done page.
 * Their rules are the ones the routes had with zod, which stay here as the reference.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseApplyFailureSearch } from '../../src/features/consulting/applications/apply-failure.search';
import { parseApplyDoneSearch, parseApplySearch } from '../../src/features/consulting/applications/apply.search';
import { parseFailSearch } from '../../src/features/store/payment/payment.rules';
import { parseDoneSearch, parsePaymentSearch, parseProceedSearch } from '../../src/features/store/payment/payment.search';

const defined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

const text = z.string().max(400).optional().catch(undefined);
const FailBefore = z.object({ code: text, message: text, orderId: text, channel: z.enum(['web', 'mobile']).optional().catch(undefined) });

describe('parseFailSearch (/payment/fail)', () => {
  it.each([
    {},
    { code: 'PAY_PROCESS_CANCELED', message: '사용자가 결제를 취소하였습니다', orderId: 'ord_1', channel: 'mobile' },
    { code: 123, message: ['a'], orderId: null, channel: 'app' },
    { code: 'x'.repeat(400), message: 'y'.repeat(401), channel: 'web' },
    { code: '', extra: 'kept out' },
  ])('%j as before', (raw) => {
    expect(parseFailSearch(raw)).toEqual(defined(FailBefore.parse(raw)));
  });
});

const FailureBefore = z.object({ reason: z.enum(['duplicate', 'error']).optional().catch(undefined) });

describe('parseApplyFailureSearch (/consulting/apply/failure)', () => {
  it.each([{}, { reason: 'duplicate' }, { reason: 'error' }, { reason: 'other' }, { reason: 1 }, { reason: ['error'] }])('%j as before', (raw) => {
    expect(parseApplyFailureSearch(raw)).toEqual(defined(FailureBefore.parse(raw)));
  });
});

/** Values a URL's search can hold once the router has read it (JSON values where they parse, else text). */
const ODD = [undefined, null, '', ' ', '0', '1', '12', ' 7 ', '-3', '1.5', '1e2', 'abc', 0, 1, 12, -1, 2.5, 1e21, true, false, [], [2], ['3', '4'], {}, 'x'.repeat(64), 'x'.repeat(65), 'y'.repeat(200), 'y'.repeat(201), 'z'.repeat(300), 'z'.repeat(301), 'web', 'mobile', 'app'];

const PaymentBefore = z.object({
  consulting_application_id: z.coerce.number().int().min(1).optional().catch(undefined),
  goods_code: z.string().max(200).optional().catch(undefined),
});
const channel = z.enum(['web', 'mobile']).optional().catch(undefined);
const DoneBefore = z.object({ orderId: z.string().max(64).catch(''), channel });
const proceedText = z.string().max(300).optional().catch(undefined);
const ProceedBefore = z.object({
  paymentKey: proceedText,
  orderId: proceedText,
  amount: z.coerce.number().int().min(0).optional().catch(undefined),
  authKey: proceedText,
  customerKey: proceedText,
  goods_code: proceedText,
  channel,
});
const ApplyBefore = z.object({ service: z.coerce.number().int().min(1).optional().catch(undefined) });
const ApplyDoneBefore = z.object({ id: z.coerce.number().int().min(1).optional().catch(undefined) });

describe.each([
  ['parsePaymentSearch (/payment, /mobile/payment)', parsePaymentSearch, PaymentBefore, ['consulting_application_id', 'goods_code']],
  ['parseDoneSearch (/payment/done)', parseDoneSearch, DoneBefore, ['orderId', 'channel']],
  ['parseProceedSearch (/payment/proceed)', parseProceedSearch, ProceedBefore, ['paymentKey', 'orderId', 'amount', 'authKey', 'customerKey', 'goods_code', 'channel']],
  ['parseApplySearch (/consulting/apply)', parseApplySearch, ApplyBefore, ['service']],
  ['parseApplyDoneSearch (/consulting/apply/done)', parseApplyDoneSearch, ApplyDoneBefore, ['id']],
] as const)('%s', (_name, parse, before, keys) => {
  it.each(keys.flatMap((key) => ODD.map((value) => ({ [key]: value }))))('%j as before', (raw) => {
    expect((parse as (r: Record<string, unknown>) => unknown)(raw)).toEqual(defined(before.parse(raw)));
  });

  it('reads every key at once, and drops keys it does not know', () => {
    const raw = { ...Object.fromEntries(keys.map((k) => [k, k === 'channel' ? 'mobile' : '5'])), extra: 'kept out' };
    expect((parse as (r: Record<string, unknown>) => unknown)(raw)).toEqual(defined(before.parse(raw)));
  });
});
