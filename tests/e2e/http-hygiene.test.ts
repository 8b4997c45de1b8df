/**
 * The security headers do not break the built app: in Chromium, the sign-in, the dashboard, the question
 * editor with a KaTeX formula (its font loads) and the API docs run without one Content-Security-Policy
 * violation, while an injected inline script is refused (so the policy is enforced and the watch works).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, startBuiltApp, type RunningApp } from '../helpers/e2e';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startBuiltApp();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

declare global {
  interface Window {
    /** Violations reported in this document: directive and blocked source. */
    cspViolations?: string[];
    injectedRan?: boolean;
  }
}

/** A context whose every page records its CSP violations in window.cspViolations. */
async function watchedContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, locale: 'ko-KR' });
  await context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.cspViolations!.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  return context;
}

const violations = (page: Page) => page.evaluate(() => window.cspViolations ?? []);

describe('Content-Security-Policy in the browser', () => {
  it('signs in, opens the question editor with a formula and the API docs without a violation', async () => {
    const context = await watchedContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(`${app.url}/admin/auth/login`);
    await page.getByLabel('이메일').fill('level4@demo.local');
    await page.getByLabel('비밀번호').fill('demo1234!');
    await page.getByRole('button', { name: '로그인' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('heading', { name: '대시보드' }).waitFor();
    expect(await violations(page)).toEqual([]);

    // A seeded math exam of level 4: its questions render with KaTeX, whose fonts are the app's own files.
    await page.goto(`${app.url}/exam/admin-question`);
    await page.getByRole('row', { name: /6월 모의평가 수학 변형 1회/ }).getByRole('button', { name: '입력' }).click();
    await page.waitForURL('**/exam/admin-question-edit?**');
    await page.locator('.katex').first().waitFor();
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px KaTeX_Main')), { timeout: 10_000 }).toBe(true);
    expect(await violations(page)).toEqual([]);

    // The Swagger UI page runs its one inline script (allowed by hash); its tags start folded (see system.routes.ts):
    // every area is listed, and opening the largest one draws its operations.
    await page.goto(`${app.url}/api/docs`);
    const tags = page.locator('.opblock-tag');
    await expect.poll(() => tags.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(8);
    await page.locator('.opblock-tag[data-tag="exam"]').click();
    await expect.poll(() => page.locator('.opblock').count(), { timeout: 20_000 }).toBeGreaterThan(50);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an inline script injected into the app is refused and reported', async () => {
    const context = await watchedContext();
    const page = await context.newPage();
    await page.goto(`${app.url}/admin/auth/login`);
    await page.getByLabel('이메일').waitFor();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true;';
      document.body.append(script);
    });
    expect(await page.evaluate(() => window.injectedRan)).toBeUndefined();
    await expect.poll(() => violations(page)).toEqual(['script-src-elem inline']);
    await context.close();
  });
});
