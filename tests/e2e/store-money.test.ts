/**
 * Money that cannot be fooled, as people meet it in Chromium (README "Store and payment"), against the built app and
 * its Toss-compatible stand-in: the demo parent buys 1:1 정시 컨설팅 from /payment (the service is bought through its
 * application) with the SPRNGEVENT25 coupon, sees the application 결제 완료 in 내 신청 내역; a consultant sees it paid and
 * starts it; the parent buys the unlimited pass and a second purchase is offered as 연장 with its new end date and a
 * confirmation; an administrator fully refunds the pass, which ends at once, and refunds the consulting order, after
 * which the coupon can be used again. Screenshots go to .tmp/screenshots/money-*.png.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, signInCustomer as customerSignIn, signInStaff as staffSignIn, startBuiltApp, type RunningApp } from '../helpers/e2e';

let app: RunningApp;
let browser: Browser;
const SHOTS = '.tmp/screenshots';
const COUPON = 'SPRNGEVENT25';
const signInCustomer = (page: Page, email: string, redirect: string) => customerSignIn(page, app.url, email, redirect);
const signInStaff = (page: Page, email: string) => staffSignIn(page, app.url, email);
const shot = (page: Page, step: string) => page.screenshot({ path: `${SHOTS}/money-${step}.png`, fullPage: true });

/** Pays in the stand-in's card window (payment or card registration) with a card that is approved. */
async function payInWindow(page: Page) {
  const card = page.getByRole('form', { name: '카드 결제' }).or(page.getByRole('form', { name: '카드 등록' }));
  await card.getByRole('textbox', { name: '카드 번호' }).fill('4330 1234 1234 1234');
  await card.getByRole('textbox', { name: '유효기간 (MM/YY)' }).fill('12/29');
  await card.getByRole('button').filter({ hasText: /결제하기|등록/ }).first().click();
}
/** Refunds everything left of the order in the admin's order list row matching `text`. */
async function refundAll(admin: Page, text: string | RegExp, amount: string, reason: string) {
  await admin.goto(`${app.url}/admin/app-payment/main`);
  const row = admin.getByRole('table', { name: '결제 내역' }).getByRole('row').filter({ hasText: text }).first();
  await row.waitFor();
  await row.getByRole('button', { name: /상세 보기/ }).click();
  const detail = admin.getByRole('dialog', { name: '주문 상세' });
  await detail.getByRole('textbox', { name: '환불 금액 (원)' }).fill(amount.replace(/,/g, ''));
  await detail.getByRole('textbox', { name: '환불 사유' }).fill(reason);
  await detail.getByRole('button', { name: '환불 확인' }).click();
  await detail.getByRole('button', { name: `${amount}원 환불하기` }).click();
  await expect.poll(() => detail.getByRole('region', { name: '환불 내역' }).textContent(), { timeout: 15_000 }).toContain(reason);
  await admin.keyboard.press('Escape');
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  app = await startBuiltApp();
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('money journey', () => {
  it('consulting bought with a coupon, started once paid; the pass extended, refunded and ended; the coupon back', async () => {
    // 1. The parent picks 1:1 정시 컨설팅 on /payment: the service is bought through its application.
    const parentContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const parent = await parentContext.newPage();
    await signInCustomer(parent, 'parent@demo.local', '/payment');
    await parent.getByRole('radio', { name: '1:1 정시 컨설팅' }).click();
    await parent.getByText('컨설팅은 신청서를 작성한 뒤 결제합니다').waitFor();
    expect(await parent.getByRole('button', { name: '결제하기', exact: true }).count()).toBe(0);
    await shot(parent, '1-consulting-first');
    await parent.getByRole('link', { name: '신청서 작성하기' }).click();
    await parent.waitForURL((u) => u.pathname === '/consulting/apply' && u.searchParams.has('service_id'));
    // The parent's application of this service is already open (결제 대기): the page offers to pay it, not a second form.
    await parent.getByRole('link', { name: '결제하기' }).first().click();
    await parent.waitForURL((u) => u.pathname === '/payment' && u.searchParams.has('consulting_application_id'));
    const applicationId = new URL(parent.url()).searchParams.get('consulting_application_id')!;

    // 2. With the coupon: 10 % of 150,000원, at most 10,000원 → 140,000원; paid in Toss's window.
    await parent.getByRole('textbox', { name: '쿠폰 코드' }).fill(COUPON.toLowerCase());
    await parent.getByRole('button', { name: '확인', exact: true }).click();
    await parent.getByRole('status').filter({ hasText: '10,000원 할인' }).waitFor();
    expect(await parent.getByTestId('payment-amount').textContent()).toBe('140,000원');
    await shot(parent, '2-coupon');
    await parent.getByRole('button', { name: '결제하기', exact: true }).click();
    await parent.waitForURL(/toss-standin\/payment-window/);
    await payInWindow(parent);
    await parent.waitForURL(/\/payment\/done/, { timeout: 30_000 });
    await parent.getByRole('heading', { name: '결제가 완료되었습니다' }).waitFor();
    expect(await parent.getByRole('table', { name: '결제 내역' }).getByRole('row', { name: /결제 금액/ }).textContent()).toContain('140,000원');
    await shot(parent, '3-paid');
    await parent.getByRole('link', { name: '내 신청 내역', exact: true }).click();
    const mineRow = parent.getByRole('region', { name: '내 신청 내역' }).getByRole('listitem').filter({ hasText: `신청 번호 ${applicationId}` });
    await expect.poll(async () => (await mineRow.textContent()) ?? '', { timeout: 10_000 }).toContain('결제 완료');

    // 3. The consultant sees it paid and starts it.
    const staffContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const consultant = await staffContext.newPage();
    await signInStaff(consultant, 'level4@demo.local');
    await consultant.goto(`${app.url}/admin/admin-consulting`);
    await consultant.getByRole('region', { name: '신청 필터' }).getByRole('textbox', { name: '검색' }).fill('이서연');
    const row = consultant.getByRole('table', { name: '컨설팅 신청 목록' }).getByRole('row').filter({ hasText: '1:1 정시 컨설팅' }).filter({ hasText: '이서연' });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    expect(await row.textContent()).toContain('결제 완료');
    await row.getByRole('button', { name: '이서연' }).click();
    const actions = consultant.getByRole('region', { name: '처리' });
    await actions.getByText('지금 상태는 「접수」입니다.').waitFor();
    await actions.getByRole('button', { name: '진행 시작' }).click();
    await actions.getByText('지금 상태는 「진행 중」입니다.').waitFor();
    await shot(consultant, '4-consultant-started');
    await staffContext.close();

    // 4. The parent buys the unlimited pass by registering a card.
    await parent.goto(`${app.url}/payment`);
    await parent.getByRole('radio', { name: '무제한 이용권 (1개월)' }).click();
    await parent.getByRole('button', { name: '카드 등록 후 결제' }).click();
    await parent.waitForURL(/toss-standin\/billing-window/);
    await payInWindow(parent);
    await parent.waitForURL(/\/payment\/done/, { timeout: 30_000 });

    // 5. A second purchase is offered as 연장, with the new end date and a confirmation, never as a second pass.
    await parent.goto(`${app.url}/payment`);
    await parent.getByRole('radio', { name: '무제한 이용권 (1개월)' }).click();
    await parent.getByText(/까지 이용 중입니다/).waitFor();
    expect(await parent.getByRole('button', { name: '카드 등록 후 결제' }).count()).toBe(0);
    await parent.getByRole('button', { name: '연장하기' }).click();
    const confirm = parent.getByLabel('연장 확인');
    await confirm.getByText('새 종료일').waitFor();
    expect(await confirm.textContent()).toContain('19,900원');
    await shot(parent, '5-extend-confirm');
    await confirm.getByRole('button', { name: '연장 결제' }).click();
    await parent.getByRole('status').filter({ hasText: '연장했습니다' }).waitFor({ timeout: 15_000 });
    await shot(parent, '6-extended');

    // 6. An administrator fully refunds the first pass order: the pass ends at once.
    const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const admin = await adminContext.newPage();
    await signInStaff(admin, 'level10@demo.local');
    await refundAll(admin, /무제한 이용권 \(1개월\)[\s\S]*19,900원/, '19,900', 'E2E 이용권 전액 환불');
    await shot(admin, '7-pass-refunded');
    await parent.goto(`${app.url}/payment`);
    await parent.getByRole('radio', { name: '무제한 이용권 (1개월)' }).click();
    await parent.getByRole('button', { name: '카드 등록 후 결제' }).waitFor();
    expect(await parent.getByText(/까지 이용 중입니다/).count()).toBe(0);
    await shot(parent, '8-pass-ended');

    // 7. The consulting order refunded in full: the coupon can be used again.
    await refundAll(admin, '1:1 정시 컨설팅', '140,000', 'E2E 컨설팅 환불');
    await parent.goto(`${app.url}/payment`);
    await parent.getByRole('radio', { name: '프리미엄 수학 심화 문제집' }).click();
    await parent.getByRole('textbox', { name: '쿠폰 코드' }).fill(COUPON);
    await parent.getByRole('button', { name: '확인', exact: true }).click();
    await parent.getByRole('status').filter({ hasText: '3,900원 할인' }).waitFor();
    await shot(parent, '9-coupon-back');
    await adminContext.close();
    await parentContext.close();
  }, 240_000);
});
