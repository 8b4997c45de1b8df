/**
 * The 쿠폰 tab: the issue form (for those the store policy lets issue coupons: internal administrators) above the
 * coupon list with its uses and the 사용 중지 action.
 */
import { Stack } from '@mantine/core';
import type { Actor } from '../../../../api/policy';
import { STORE_POLICY } from '../../store.policy';
import { CouponIssueForm } from './coupon-issue-form';
import { CouponList } from './coupon-list';

/** The coupon tab: the issue form (when allowed) above the list. */
export function CouponPanel({ actor }: { actor: Actor }) {
  return (
    <Stack gap="md">
      {STORE_POLICY.allows(actor, 'coupon.issue', { user_id: null }) && <CouponIssueForm />}
      <CouponList actor={actor} />
    </Stack>
  );
}
