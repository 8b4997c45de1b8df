/**
 * The store journey in Chromium (issue 11 point 7), against the built app and its own Toss-compatible stand-in:
 * an administrator (level 10) creates a premium product with an image, hides it and restores it; a student buys
 * it with a coupon through the stand-in's payment window and sees /payment/done; the administrator finds the
 * payment on /admin/app-payment/main and refunds part of it. Screenshots of each step go to
 * .tmp/screenshots/store-*.png.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, signInStaff, startBuiltApp, type RunningApp } from '../helpers/e2e';

let app: RunningApp;
let browser: Browser;
const NAME = `E2E 프리미엄 문제집 ${Date.now().toString(36)}`;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'store-e2e-'));
const IMAGE = path.join(tmp, 'product.png');
const SHOTS = '.tmp/screenshots';

/** A screenshot named store-<step>.png: the whole page, or only the window when a drawer is open. */
const shot = (page: Page, step: string, fullPage = true) => page.screenshot({ path: `${SHOTS}/store-${step}.png`, fullPage });

const signInAdmin = (page: Page) => signInStaff(page, app.url, 'level10@demo.local');

/** Opens a Mantine Select by its label and picks an option. */
async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option?: string) {
  await scope.getByRole('combobox', { name: label }).click();
  const listbox = page.getByRole('listbox', { name: label });
  await (option ? listbox.getByRole('option', { name: option }) : listbox.getByRole('option').first()).click();
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  writeFileSync(IMAGE, await sharp({ create: { width: 640, height: 480, channels: 3, background: '#4c6ef5' } }).png().toBuffer());
  app = await startBuiltApp();
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('store journey', () => {
  it('admin creates, hides and restores a product; a student pays with a coupon; the admin refunds it', async () => {
    // 1. The administrator creates a premium product with an image.
    const admin = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInAdmin(admin);
    await admin.goto(`${app.url}/admin/admin-product`);
    await admin.getByRole('button', { name: '상품 등록' }).click();
    const form = admin.getByRole('dialog', { name: '상품 등록' });
    await form.getByRole('textbox', { name: '상품명' }).fill(NAME);
    await form.getByRole('textbox', { name: '브랜드' }).fill('E2E 출판');
    await choose(admin, form, '카테고리');
    await choose(admin, form, '상품 유형');
    await choose(admin, form, '상품 종류', '프리미엄');
    await form.getByRole('textbox', { name: '가격(원)' }).fill('30000');
    await form.getByRole('textbox', { name: '이용 기간(일)' }).fill('30');
    const chooser = admin.waitForEvent('filechooser');
    await form.getByRole('button', { name: '상품 이미지' }).click();
    await (await chooser).setFiles(IMAGE);
    await form.getByRole('img', { name: '고른 이미지 미리 보기' }).waitFor();
    await shot(admin, '1-form');
    await form.getByRole('button', { name: '등록', exact: true }).click();
    await form.waitFor({ state: 'hidden', timeout: 30_000 });

    // 2. Finds it by name, sees its thumbnail, and hides it.
    await admin.getByRole('textbox', { name: '상품명 검색' }).fill(NAME);
    await admin.getByRole('button', { name: '검색', exact: true }).click();
    const products = admin.getByRole('table', { name: '상품 목록' });
    await products.getByRole('img', { name: `${NAME} 이미지` }).waitFor({ timeout: 15_000 });
    await shot(admin, '2-created');
    await products.getByRole('checkbox', { name: `${NAME} 선택` }).check();
    await admin.getByRole('button', { name: '숨기기' }).click();
    await expect.poll(() => products.getByRole('checkbox', { name: `${NAME} 선택` }).count()).toBe(0);

    // 3. Restores it from the hidden list.
    await admin.getByRole('link', { name: '숨긴 상품 보기' }).click();
    await admin.waitForURL(/\/admin\/admin-product\/hide/);
    const restore = admin.getByRole('button', { name: `${NAME} 복구` });
    await restore.waitFor();
    await shot(admin, '3-hidden');
    await restore.click();
    await expect.poll(() => restore.count()).toBe(0);
    await admin.getByRole('link', { name: '상품 목록으로' }).click();
    await admin.getByRole('textbox', { name: '상품명 검색' }).fill(NAME);
    await admin.getByRole('button', { name: '검색', exact: true }).click();
    await admin.getByRole('checkbox', { name: `${NAME} 선택` }).waitFor();

    // 4. A student buys it with the NEWSTUDENT5K coupon (5,000원 off) through the payment window.
    const student = await browser.newPage();
    await student.goto(`${app.url}/login?redirect=${encodeURIComponent('/payment')}`);
    await student.getByLabel('이메일').fill('student@demo.local');
    await student.getByLabel('비밀번호').fill('demo1234!');
    await student.getByRole('button', { name: '로그인', exact: true }).click();
    await student.waitForURL(/\/payment/);
    await student.getByRole('radio', { name: NAME }).click();
    await student.getByRole('textbox', { name: '쿠폰 코드' }).fill('NEWSTUDENT5K');
    await student.getByRole('button', { name: '확인', exact: true }).click();
    await student.getByRole('status').filter({ hasText: '5,000원 할인' }).waitFor();
    const amounts = student.getByRole('table', { name: '결제 금액' });
    expect(await amounts.getByRole('row', { name: /결제 금액/ }).getByRole('cell').textContent()).toBe('25,000원');
    await shot(student, '4-payment');
    await student.getByRole('button', { name: '결제하기' }).click();
    await student.waitForURL(/toss-standin\/payment-window/);
    const card = student.getByRole('form', { name: '카드 결제' });
    expect(await student.getByText('25,000원').textContent()).toBe('25,000원');
    await card.getByRole('textbox', { name: '카드 번호' }).fill('4330 1234 1234 1234');
    await card.getByRole('textbox', { name: '유효기간 (MM/YY)' }).fill('12/29');
    await shot(student, '5-toss-window');
    await card.getByRole('button', { name: '결제하기' }).click();
    await student.waitForURL(/\/payment\/done/, { timeout: 30_000 });
    await student.getByRole('heading', { name: '결제가 완료되었습니다' }).waitFor();
    const receipt = student.getByRole('table', { name: '결제 내역' });
    await expect.poll(() => receipt.getByRole('row', { name: `상품 ${NAME}` }).count()).toBe(1);
    expect(await receipt.getByRole('row', { name: /결제 금액/ }).textContent()).toContain('25,000원');
    expect(await receipt.getByRole('row', { name: /쿠폰 할인/ }).textContent()).toContain('-5,000원');
    await shot(student, '6-done');
    const orderId = new URL(student.url()).searchParams.get('orderId')!;
    expect(orderId).toBeTruthy();

    // 5. The administrator finds the payment and refunds 10,000원 of it.
    await admin.goto(`${app.url}/admin/app-payment/main`);
    const row = admin.getByRole('table', { name: '결제 내역' }).getByRole('row').filter({ hasText: orderId });
    await row.waitFor();
    expect(await row.textContent()).toContain(NAME);
    expect(await row.textContent()).toContain('25,000원');
    await shot(admin, '7-payments');
    await row.getByRole('button', { name: /상세 보기/ }).click();
    const detail = admin.getByRole('dialog', { name: '주문 상세' });
    await expect.poll(() => detail.textContent()).toContain(orderId);
    await detail.getByRole('textbox', { name: '환불 금액 (원)' }).fill('10000');
    await detail.getByRole('textbox', { name: '환불 사유' }).fill('E2E 부분 환불');
    await detail.getByRole('button', { name: '환불 확인' }).click();
    await shot(admin, '8-refund-confirm', false);
    await detail.getByRole('button', { name: '10,000원 환불하기' }).click();
    const refunds = detail.getByRole('region', { name: '환불 내역' });
    await expect.poll(() => refunds.getByRole('table').textContent(), { timeout: 15_000 }).toContain('E2E 부분 환불');
    expect(await refunds.getByRole('table').textContent()).toContain('10,000원');
    await expect.poll(() => detail.textContent()).toContain('남은 금액15,000원');
    await shot(admin, '9-refunded', false);
    // The list shows the refund too.
    await expect.poll(() => row.textContent()).toContain('10,000원');
  }, 180_000);
});
