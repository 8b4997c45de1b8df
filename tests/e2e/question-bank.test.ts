/**
 * Issue journey: an enterer creates a national mock exam subject, enters three questions, tries to finish
 * and sees the warning modal naming '난이도' and '객관식문항', completes them, finishes; the list filtered
 * by year and subject finds the exam in its new state.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { fillQuestion, launchChromium, startBuiltApp, type RunningApp } from '../helpers/e2e';

let app: RunningApp;
let browser: Browser;
const SHOTS = '.tmp/screenshots';
const NAME = `E2E 모의고사 수학 ${Date.now() % 100000}`;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  app = await startBuiltApp();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function signIn(page: Page, email: string) {
  await page.goto(`${app.url}/admin/auth/login`);
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill('demo1234!');
  await page.getByRole('button', { name: '로그인' }).click();
  await page.waitForURL('**/admin/dashboard');
}

describe('question bank: enter an exam and finish it', () => {
  it('creates, enters, is warned, completes, finishes, and finds the exam in its new state', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 1000 }, locale: 'ko-KR' })).newPage();
    await signIn(page, 'level4@demo.local');

    // create a national mock exam subject with three questions, assigned to myself
    await page.goto(`${app.url}/admin/exam/management`);
    await page.getByRole('button', { name: '시험 과목 만들기' }).click();
    const dialog = page.getByRole('dialog', { name: '시험 과목 만들기' });
    await dialog.getByLabel('시험명').fill(NAME);
    await dialog.getByLabel('세부 과목').click();
    await page.getByRole('option', { name: /^수학Ⅰ \(2015\)/ }).click();
    await dialog.getByLabel('문항 수').fill('3');
    await dialog.getByLabel('입력 담당자').click();
    await page.getByRole('option', { name: /데모 관리자\(외부\)/ }).click();
    await dialog.getByRole('button', { name: '만들기' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // my entry list: start entering
    await page.goto(`${app.url}/exam/admin-question?name_search=${encodeURIComponent(NAME)}`);
    const row = page.getByRole('row', { name: new RegExp(NAME) });
    await row.getByRole('button', { name: '입력 시작' }).click();
    await page.waitForURL('**/exam/admin-question-edit?**');

    // three questions: the first complete, the second without difficulty, the third with three choices only
    await fillQuestion(page, 1, { choices: 5, level: true, type: true });
    await page.getByRole('button', { name: '저장 후 다음' }).click();
    await fillQuestion(page, 2, { choices: 5, level: false, type: true });
    await page.getByRole('button', { name: '저장 후 다음' }).click();
    await fillQuestion(page, 3, { choices: 3, level: true, type: true });
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await page.getByText('3번 저장됨').waitFor();

    // try to finish: the warning modal names what is missing
    await page.getByRole('button', { name: '입력 완료' }).click();
    const warning = page.getByRole('dialog', { name: '입력하지 않은 항목이 있습니다' });
    await warning.waitFor();
    const missing = warning.getByRole('list', { name: '미완성 문항' });
    await expect(missing.getByText('난이도').count()).resolves.toBe(1);
    await expect(missing.getByText('객관식문항').count()).resolves.toBe(1);
    await page.screenshot({ path: `${SHOTS}/question-bank-warning.png` });

    // complete them from the modal's links
    await warning.getByRole('button', { name: '2번' }).click();
    const form2 = page.getByRole('form', { name: '2번 문항 입력' });
    await form2.waitFor();
    await form2.getByRole('radiogroup', { name: '난이도' }).getByText('상', { exact: true }).click();
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await page.getByText('2번 저장됨').waitFor();
    await page.getByRole('navigation', { name: '문항 번호' }).getByText('3번').click();
    const form3 = page.getByRole('form', { name: '3번 문항 입력' });
    await form3.waitFor();
    await form3.getByLabel('선택지 4', { exact: true }).fill('12');
    await form3.getByLabel('선택지 5', { exact: true }).fill('15');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await page.getByText('3번 저장됨').waitFor();

    // finish
    await page.getByRole('button', { name: '입력 완료' }).click();
    await page.getByRole('dialog', { name: '입력 완료' }).getByRole('button', { name: '완료' }).click();
    await page.waitForURL(/\/exam\/admin-question(\?|$)/).catch(async (e) => {
      await page.screenshot({ path: `${SHOTS}/question-bank-finish-failed.png` });
      throw e;
    });

    // the management list filtered by year and subject finds it, done by the writer and pending review
    const year = new Date().getFullYear();
    await page.goto(`${app.url}/admin/exam/management?year=${year}&subject_type_id=3`);
    const found = page.getByRole('row', { name: new RegExp(NAME) });
    await found.waitFor();
    await expect(found.getByText('입력 완료').count()).resolves.toBe(1);
    await expect(found.getByText('검수 대기').count()).resolves.toBe(1);
    await page.screenshot({ path: `${SHOTS}/question-bank-list.png` });
    await page.context().close();
  });
});
