/** Journeys of the foundation in a real browser against the built app and seeded demo accounts. */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startBuiltApp, type RunningApp } from '../helpers/e2e';

let app: RunningApp;
let browser: Browser;
const SHOTS = '.tmp/screenshots';

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  app = await startBuiltApp();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'ko-KR' });
  return context.newPage();
}

async function staffSignIn(page: Page, email: string, password = 'demo1234!') {
  await page.goto(`${app.url}/admin/auth/login`);
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인' }).click();
}

describe('staff', () => {
  it('signs in, lands in the admin shell with the version and level menu; a reload restores the session', async () => {
    const page = await newPage();
    await staffSignIn(page, 'level3@demo.local');
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('heading', { name: '대시보드' }).waitFor();
    await expect(page.getByTestId('web-version').textContent()).resolves.toBe('v1.14.100');
    const nav = page.getByLabel('관리자 메뉴');
    await nav.getByRole('link', { name: '문항 검수' }).waitFor();
    await expect(nav.getByRole('link', { name: '상품 관리' }).count()).resolves.toBe(0);
    await expect(nav.getByRole('link', { name: '권한 설정' }).count()).resolves.toBe(0);
    await page.screenshot({ path: `${SHOTS}/admin-dashboard-level3.png` });

    await page.reload();
    await page.getByRole('heading', { name: '대시보드' }).waitFor();
    expect(page.url()).toContain('/admin/dashboard');
    await page.getByText('데모 검수·분류님, 안녕하세요').waitFor();
    await page.context().close();
  });

  it('a wrong password shows the message and stays on the login page', async () => {
    const page = await newPage();
    await staffSignIn(page, 'level5@demo.local', 'wrong-password');
    await expect(page.getByRole('alert').textContent()).resolves.toContain('이메일 또는 비밀번호가 올바르지 않습니다.');
    expect(page.url()).toContain('/admin/auth/login');
    await page.screenshot({ path: `${SHOTS}/admin-login-error.png` });
    await page.context().close();
  });

  it('a level-0 account sees no admin menu', async () => {
    const page = await newPage();
    await staffSignIn(page, 'level0@demo.local');
    await page.waitForURL('**/admin/dashboard');
    await page.getByTestId('no-menu').waitFor();
    await expect(page.getByLabel('관리자 메뉴').getByRole('link').count()).resolves.toBe(0);
    await page.getByText('권한 대기 중').waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-level0.png` });
    await page.context().close();
  });

  it('the master sees every group; a screen above the level shows no content', async () => {
    const page = await newPage();
    await staffSignIn(page, 'level10@demo.local');
    await page.waitForURL('**/admin/dashboard');
    await page.getByLabel('관리자 메뉴').getByRole('link', { name: '권한 설정' }).waitFor();
    await page.context().close();

    const low = await newPage();
    await staffSignIn(low, 'level1@demo.local');
    await low.waitForURL('**/admin/dashboard');
    await low.goto(`${app.url}/admin/management/admin-permission-settings`);
    await low.getByRole('heading', { name: '권한 설정' }).waitFor();
    await expect(low.getByRole('alert').textContent()).resolves.toContain('권한이 없습니다');
    await low.context().close();
  });

  it('an expired admin token sends the user to /admin/auth/login, from any page', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/guide`);
    await page.evaluate(() => localStorage.setItem('admin_token', 'expired.token.value'));
    await page.goto(`${app.url}/guide`);
    await page.waitForURL('**/admin/auth/login');
    await expect(page.evaluate(() => localStorage.getItem('admin_token'))).resolves.toBeNull();
    await page.context().close();
  });
});

describe('customer', () => {
  it('signs in at /login; the staff token is removed; a customer token does not open the admin shell', async () => {
    const page = await newPage();
    await staffSignIn(page, 'level3@demo.local');
    await page.waitForURL('**/admin/dashboard');
    await page.goto(`${app.url}/login`);
    await page.getByLabel('이메일').fill('student@demo.local');
    await page.getByLabel('비밀번호').fill('demo1234!');
    await page.getByRole('button', { name: '로그인' }).click();
    await page.waitForURL(`${app.url}/`);
    await page.getByText('데모 학생님').waitFor();
    const tokens = await page.evaluate(() => [localStorage.getItem('admin_token'), localStorage.getItem('customer_token')]);
    expect(tokens[0]).toBeNull();
    expect(tokens[1]).toBeTruthy();
    await page.screenshot({ path: `${SHOTS}/customer-home.png` });
    await page.goto(`${app.url}/admin/dashboard`);
    await page.waitForURL('**/admin/auth/login');
    await page.context().close();
  });
});

describe('customer restore', () => {
  it('an expired customer token sends the user to /', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/guide`);
    await page.evaluate(() => localStorage.setItem('customer_token', 'expired.token.value'));
    await page.goto(`${app.url}/parents/intro`);
    await page.waitForURL(`${app.url}/`);
    await expect(page.evaluate(() => localStorage.getItem('customer_token'))).resolves.toBeNull();
    await page.context().close();
  });
});

describe('site', () => {
  it('unknown paths get the 404 page; the admin login has no site header', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/no/such/page`);
    await page.getByText('요청하신 페이지를 찾을 수 없습니다.').waitFor();
    await page.goto(`${app.url}/admin/auth/login`);
    await expect(page.getByRole('navigation', { name: '주요 메뉴' }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('the context menu is disabled', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/guide`);
    const prevented = await page.evaluate(() => {
      const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
      document.body.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(prevented).toBe(true);
    await page.context().close();
  });

  it('plain-content pages carry Korean text; 599 px is the mobile layout, 600 px is not', async () => {
    const mobile = await newPage(599);
    await mobile.goto(`${app.url}/privacy`);
    await mobile.getByRole('heading', { level: 1 }).waitFor();
    await expect(mobile.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('개인정보 처리방침');
    await expect(mobile.locator('header[data-layout]').getAttribute('data-layout')).resolves.toBe('mobile');
    await expect(mobile.getByRole('button', { name: '메뉴 열기' }).isVisible()).resolves.toBe(true);
    await mobile.screenshot({ path: `${SHOTS}/privacy-mobile.png`, fullPage: false });
    await mobile.context().close();
    const desktop = await newPage(600);
    await desktop.goto(`${app.url}/terms-of-service`);
    await desktop.getByRole('heading', { level: 1 }).waitFor();
    await expect(desktop.locator('header[data-layout]').getAttribute('data-layout')).resolves.toBe('desktop');
    await desktop.getByText('제1조').first().waitFor();
    await desktop.context().close();
  });
});
