/**
 * Who may do what in the store (issue 11; spec section 6): administrators (level 4+) keep the products and
 * issue coupons; a customer (student or parent) orders, pays and reads only their own orders, coupons and
 * unlimited pass; refunds move money back and are for internal administrators (level 5+). Amounts are never
 * taken from the browser: the server computes them from stored facts. The server calls `authorize` on every
 * record it loads by id or code; the screens call it to hide what is not allowed.
 */
import { LEVEL } from '../../api/levels';
import { definePolicy, resource, type Relation } from '../../api/policy';

/** A record of one customer's (an order, a coupon issued to them, their unlimited pass). */
export interface CustomerRecord {
  /** The customer it belongs to (null: a coupon anyone may use once). */
  user_id: number | null;
}

/** Store administrators: level 4 and up. */
const ADMIN = LEVEL.adminExternal;
const ADMIN_ONLY = '상품과 쿠폰은 관리자(레벨 4 이상)가 관리합니다.';
const owner: Relation<CustomerRecord> = { label: '본인(구매자)', test: (a, r) => r.user_id !== null && a.uid === r.user_id };
const anyone: Relation<CustomerRecord> = { label: '발급 대상이 정해지지 않은 쿠폰', test: (_a, r) => r.user_id === null };

const product = resource<Record<string, never>>()({
  label: '상품',
  relations: {},
  facts: {},
  actions: {
    manage: { description: '상품 등록·수정·이미지·숨김·복구·삭제', allow: [{ minLevel: ADMIN }], denied: ADMIN_ONLY },
  },
});

const order = resource<CustomerRecord>()({
  label: '주문·결제',
  relations: { owner },
  facts: {},
  actions: {
    read: { description: '주문과 결제 내역 보기', allow: [{ relations: ['owner'] }, { minLevel: ADMIN }], denied: '자신의 주문만 볼 수 있습니다.' },
    pay: { description: '주문의 결제창 열기, 결제 승인 요청', allow: [{ relations: ['owner'] }], denied: '자신의 주문만 결제할 수 있습니다.' },
    refund: { description: '전체·부분 환불 (사유 필수)', allow: [{ minLevel: LEVEL.adminInternal }], denied: '환불은 관리자(내부, 레벨 5 이상)만 할 수 있습니다.' },
  },
});

const coupon = resource<CustomerRecord>()({
  label: '쿠폰',
  relations: { owner, anyone },
  facts: {},
  actions: {
    use: { description: '쿠폰 확인과 사용 (한 번)', allow: [{ relations: ['owner'] }, { relations: ['anyone'] }], denied: '다른 사람에게 발급된 쿠폰입니다.' },
    issue: { description: '쿠폰 발급과 사용 내역 보기', allow: [{ minLevel: ADMIN }], denied: ADMIN_ONLY },
  },
});

const pass = resource<CustomerRecord>()({
  label: '무제한 이용권',
  relations: { owner },
  facts: {},
  actions: {
    read: { description: '이용권 보유 여부와 기간 보기', allow: [{ relations: ['owner'] }, { minLevel: ADMIN }], denied: '자신의 이용권만 볼 수 있습니다.' },
    authorise: { description: '카드 등록(빌링키 발급)과 정기 결제', allow: [{ relations: ['owner'] }], denied: '자신의 카드만 등록할 수 있습니다.' },
    stop: { description: '자동 갱신 해지', allow: [{ relations: ['owner'] }, { minLevel: ADMIN }], denied: '자신의 이용권만 해지할 수 있습니다.' },
  },
});

/** The store's record-level rules. */
export const STORE_POLICY = definePolicy('store', { product, order, coupon, pass });
