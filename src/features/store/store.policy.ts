/**
 * Who may do what in the store (issue 11; spec section 6; README "Store and payment"): administrators (level 4+)
 * keep the products and read orders, coupons, passes and the reconciliation; whatever moves money or what money
 * bought is for internal administrators (level 5+): refunds, issuing and stopping coupons, stopping a customer's
 * pass, resolving a reconciliation mismatch. A customer (student or parent) orders, pays and reads only their own
 * orders, coupons and unlimited pass, and may stop their own pass's renewal. Amounts are never taken from the
 * browser: the server computes them from stored facts. The server calls `authorize` on every record it loads by
 * id or code; the screens call it to hide what is not allowed; the routes take their level from `staffLevel`, so
 * a route and its rule never disagree.
 */
import { LEVEL, type Level } from '../../api/levels';
import { definePolicy, resource, type ActionName, type Relation } from '../../api/policy';

/** A record of one customer's (an order, a coupon issued to them, their unlimited pass). */
export interface CustomerRecord {
  /** The customer it belongs to (null: a coupon anyone signed in may use). */
  user_id: number | null;
}

/** Store administrators (products; reading orders, coupons, passes, reconciliations): level 4 and up. */
const ADMIN = LEVEL.adminExternal;
/** Money actions (refunds, coupons issued and stopped, passes stopped, mismatches resolved): level 5 and up. */
const MONEY = LEVEL.adminInternal;
const ADMIN_ONLY = '상품 관리와 결제 내역 조회는 관리자(레벨 4 이상)가 합니다.';
const MONEY_ONLY = (what: string) => `${what}은(는) 관리자(내부, 레벨 5 이상)만 할 수 있습니다.`;
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
    read: { description: '주문과 결제 내역 보기 (목록·합계·엑셀)', allow: [{ relations: ['owner'] }, { minLevel: ADMIN }], denied: '자신의 주문만 볼 수 있습니다.' },
    pay: { description: '주문의 결제창 열기, 결제 승인 요청', allow: [{ relations: ['owner'] }], denied: '자신의 주문만 결제할 수 있습니다.' },
    refund: { description: '전체·부분 환불 (사유 필수)', allow: [{ minLevel: MONEY }], denied: MONEY_ONLY('환불') },
  },
});

const coupon = resource<CustomerRecord>()({
  label: '쿠폰',
  relations: { owner, anyone },
  facts: {},
  actions: {
    use: { description: '쿠폰 확인과 사용 (종류에 따른 횟수)', allow: [{ relations: ['owner'] }, { relations: ['anyone'] }], denied: '다른 사람에게 발급된 쿠폰입니다.' },
    read: { description: '쿠폰 목록과 사용 내역 보기', allow: [{ minLevel: ADMIN }], denied: ADMIN_ONLY },
    issue: { description: '쿠폰 발급 (코드는 서버가 만듦)', allow: [{ minLevel: MONEY }], denied: MONEY_ONLY('쿠폰 발급') },
    disable: { description: '쿠폰 사용 중지', allow: [{ minLevel: MONEY }], denied: MONEY_ONLY('쿠폰 사용 중지') },
  },
});

const pass = resource<CustomerRecord>()({
  label: '무제한 이용권',
  relations: { owner },
  facts: {},
  actions: {
    read: { description: '이용권 보유 여부와 기간 보기', allow: [{ relations: ['owner'] }, { minLevel: ADMIN }], denied: '자신의 이용권만 볼 수 있습니다.' },
    authorise: { description: '카드 등록(빌링키 발급)과 정기 결제', allow: [{ relations: ['owner'] }], denied: '자신의 카드만 등록할 수 있습니다.' },
    stop: { description: '자동 갱신 해지', allow: [{ relations: ['owner'] }, { minLevel: MONEY }], denied: '자신의 이용권만 해지할 수 있습니다. 다른 고객의 이용권 해지는 관리자(내부, 레벨 5 이상)가 합니다.' },
  },
});

const reconciliation = resource<Record<string, never>>()({
  label: '대사(정산 확인)',
  relations: {},
  facts: {},
  actions: {
    read: { description: '대사 실행과 내역 보기', allow: [{ minLevel: ADMIN }], denied: ADMIN_ONLY },
    resolve: { description: '남은 불일치의 해결 기록 (메모 필수)', allow: [{ minLevel: MONEY }], denied: MONEY_ONLY('대사 불일치 해결') },
  },
});

const resources = { product, order, coupon, pass, reconciliation };

/** The store's record-level rules. */
export const STORE_POLICY = definePolicy('store', resources);
export type StoreAction = ActionName<typeof resources>;

/**
 * The lowest staff level an action admits whatever the record (its clauses without a relation): an
 * administrator route of that action declares `{ minLevel: staffLevel(action) }`, so the route and the rule agree.
 */
export function staffLevel(action: StoreAction): Level {
  const [name, act] = action.split('.') as [keyof typeof resources, string];
  const rule = (resources[name].actions as Record<string, { allow: readonly { minLevel?: Level; relations?: readonly string[] }[] }>)[act];
  const levels = rule.allow.filter((c) => c.minLevel !== undefined && !c.relations?.length).map((c) => c.minLevel!);
  if (!levels.length) throw new Error(`store policy: ${action} admits no staff level`);
  return Math.min(...levels) as Level;
}
