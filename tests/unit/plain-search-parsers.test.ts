/**
 * Two public pages read their search without zod (issue 13 point 4): /payment/fail and /consulting/apply/failure.
 * Their rules are the ones the routes had with zod, which stay here as the reference.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseApplyFailureSearch } from '../../src/features/consulting/applications/apply-failure.search';
import { parseFailSearch } from '../../src/features/store/payment/payment.rules';

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
