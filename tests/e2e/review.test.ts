/**
 * Issue journey: a reviewer (level 3) opens the pending list, finds 반려 waiting for a marked question,
 * rejects an exam returning question 2 with a reason (a blank reason is refused in the dialog); the author
 * signs in, sees it returned, fixes question 2, marks it done, resubmits, and the entry list's tabs count it;
 * the reviewer approves; the master does the admin check and the exam's badge reads 최종 완료 (not 입력 완료);
 * the lists' counts follow each step; the master's 시험 검수 list shows the exam without "전체 보기" (the
 * master sees all by rule).
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, startBuiltApp, type RunningApp } from '../helpers/e2e';

let app: RunningApp;
let browser: Browser;
const SHOTS = '.tmp/screenshots';
const EXAM = '2025학년도 6월 모의평가 국어';

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  app = await startBuiltApp();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function signedIn(email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, locale: 'ko-KR' });
  const page = await context.newPage();
  await page.goto(`${app.url}/admin/auth/login`);
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill('demo1234!');
  await page.getByRole('button', { name: '로그인' }).click();
  await page.waitForURL('**/admin/dashboard');
  return { context, page };
}

/** The count badge of a reviewer-list tab. */
async function tabCount(page: Page, label: string): Promise<string> {
  const tab = page.getByRole('tab', { name: new RegExp(`^${label}`) });
  await expect.poll(async () => (await tab.textContent()) ?? '', { timeout: 10_000 }).not.toContain('…');
  return ((await tab.textContent()) ?? '').replace(label, '').trim();
}

async function openReview(page: Page, tab: string) {
  await page.goto(`${app.url}/admin/my-workspace/question-review`);
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  const row = page.getByRole('row', { name: new RegExp(EXAM) });
  await row.waitFor();
  await row.getByRole('link', { name: new RegExp(`${EXAM} (검수|보기)`) }).click();
  await page.getByRole('toolbar', { name: '검수 작업' }).waitFor();
}

describe('review: reject and return, fix, resubmit, approve, admin check', () => {
  it('follows the whole loop with the lists counting along', async () => {
    // the reviewer rejects, returning question 2
    const reviewer = await signedIn('level3@demo.local');
    await reviewer.page.goto(`${app.url}/admin/my-workspace/question-review`);
    const pendingBefore = Number(await tabCount(reviewer.page, '검수 대기'));
    expect(pendingBefore).toBeGreaterThanOrEqual(1);
    await openReview(reviewer.page, '검수 대기');
    // 반려 waits for a marked question (the exam machine's guard), and says so
    await reviewer.page.getByText('반려하려면 먼저 문제가 있는 문항에').waitFor();
    expect(await reviewer.page.getByRole('button', { name: '반려', exact: true }).isDisabled()).toBe(true);
    await reviewer.page.getByRole('button', { name: '2번 반려 표시' }).click();
    await reviewer.page.getByRole('textbox', { name: '반려 사유' }).fill('정답이 ②가 아니라 ④입니다.');
    await reviewer.page.getByRole('button', { name: '반려 표시', exact: true }).click();
    await reviewer.page.getByRole('button', { name: '반려 (1)' }).click();
    const modal = reviewer.page.getByRole('dialog', { name: '시험 반려' });
    await modal.getByRole('button', { name: '반려하기' }).click();
    await modal.getByText('전체 반려 사유를 입력하세요.').waitFor();
    await modal.getByLabel('전체 반려 사유').fill('2번 문항 정답 오류');
    await modal.getByRole('button', { name: '반려하기' }).click();
    await modal.waitFor({ state: 'hidden' });
    await reviewer.page.getByText('반려됨').first().waitFor();
    await reviewer.page.screenshot({ path: `${SHOTS}/review-rejected.png` });
    await reviewer.page.goto(`${app.url}/admin/my-workspace/question-review`);
    expect(Number(await tabCount(reviewer.page, '검수 대기'))).toBe(pendingBefore - 1);

    // the author sees it returned, fixes question 2, marks it done and resubmits
    const author = await signedIn('level1@demo.local');
    await author.page.goto(`${app.url}/exam/admin-question`);
    // the tabs count the exams each holds (not their list codes)
    const userDoneBefore = Number(await tabCount(author.page, '사용자 완료'));
    const row = author.page.getByRole('row', { name: new RegExp(EXAM) });
    await row.getByText('반려됨').waitFor();
    await row.getByRole('button', { name: '입력' }).click();
    await author.page.waitForURL('**/exam/admin-question-edit?**');
    await author.page.getByRole('navigation', { name: '문항 번호' }).getByText('2번').click();
    const form = author.page.getByRole('form', { name: '2번 문항 입력' });
    await form.waitFor();
    await author.page.getByText('정답이 ②가 아니라 ④입니다.').waitFor();
    await form.getByRole('radiogroup', { name: '정답' }).getByText('④').click();
    await author.page.getByRole('button', { name: '저장', exact: true }).click();
    await author.page.getByText('2번 저장됨').waitFor();
    await author.page.getByRole('button', { name: '수정 완료 표시' }).click();
    await author.page.getByText('수정 완료 표시됨').waitFor();
    await author.page.screenshot({ path: `${SHOTS}/review-author-fixed.png` });
    await author.page.getByRole('button', { name: '입력 완료' }).click();
    await author.page.getByRole('dialog', { name: '입력 완료' }).getByRole('button', { name: '완료' }).click();
    await author.page.waitForURL(/\/exam\/admin-question(\?|$)/);
    await expect.poll(async () => Number(await tabCount(author.page, '사용자 완료')), { timeout: 10_000 }).toBe(userDoneBefore + 1);
    await author.page.getByRole('tab', { name: /^사용자 완료/ }).click();
    await author.page.getByRole('row', { name: new RegExp(EXAM) }).waitFor();

    // back in the reviewer's pending list; the reviewer approves
    await reviewer.page.goto(`${app.url}/admin/my-workspace/question-review`);
    expect(Number(await tabCount(reviewer.page, '검수 대기'))).toBe(pendingBefore);
    const reviewedBefore = Number(await tabCount(reviewer.page, '검수 완료'));
    await openReview(reviewer.page, '검수 대기');
    await reviewer.page.getByRole('button', { name: '승인' }).click();
    await reviewer.page.getByRole('dialog', { name: '검수 승인' }).getByRole('button', { name: '승인' }).click();
    await reviewer.page.goto(`${app.url}/admin/my-workspace/question-review`);
    expect(Number(await tabCount(reviewer.page, '검수 대기'))).toBe(pendingBefore - 1);
    expect(Number(await tabCount(reviewer.page, '검수 완료'))).toBe(reviewedBefore + 1);

    // the master does the admin check; the timeline shows every step
    const master = await signedIn('level10@demo.local');
    await master.page.goto(`${app.url}/admin/my-workspace/question-review`);
    const completedBefore = Number(await tabCount(master.page, '최종 완료'));
    await openReview(master.page, '검수 완료');
    await master.page.getByRole('button', { name: '최종 확인' }).click();
    await master.page.getByRole('dialog', { name: '최종 확인' }).getByRole('button', { name: '최종 확인' }).click();
    await master.page.getByRole('button', { name: '최종 확인' }).and(master.page.locator('[disabled]')).waitFor();
    // past the final check the badge reads 최종 완료 and the next step, never the entry label 입력 완료
    const badges = master.page.getByRole('group', { name: '상태' }).first();
    await expect.poll(async () => (await badges.textContent()) ?? '').toContain('최종 완료');
    expect(await badges.textContent()).not.toContain('입력 완료');
    expect(await badges.textContent()).toContain('분류 대기');
    const timeline = master.page.getByLabel('처리 이력', { exact: true });
    await expect.poll(async () => (await timeline.textContent()) ?? '').toContain('2번 문항 정답 오류');
    await master.page.screenshot({ path: `${SHOTS}/review-admin-checked.png` });
    await master.page.goto(`${app.url}/admin/my-workspace/question-review`);
    expect(Number(await tabCount(master.page, '최종 완료'))).toBe(completedBefore + 1);

    // the master's 시험 검수 list shows the exam another reviewer reviewed, with no "전체 보기" to switch on
    await master.page.goto(`${app.url}/admin/my-workspace/exam-review`);
    await master.page.getByText('마스터는 모든 검수자의 시험을 봅니다.').waitFor();
    expect(await master.page.getByRole('switch', { name: '전체 보기' }).count()).toBe(0);
    await master.page.getByRole('tab', { name: /^최종 완료/ }).click();
    await master.page.getByRole('row', { name: new RegExp(EXAM) }).waitFor();

    for (const s of [reviewer, author, master]) await s.context.close();
  });
});
