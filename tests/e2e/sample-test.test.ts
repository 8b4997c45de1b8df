/**
 * A visitor takes the sample test on a 390 px phone (issue 12, point 5): picks 고등학교 3학년 수학, answers one
 * question right with the keyboard and one wrong, grades, and sees the score, each question marked 정답/오답
 * with its right answer and unit, math typeset, nothing wider than the screen; 다시 풀기 clears the answers;
 * a choice with no samples says so. Screenshots at 390 and 1280 px.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CHOICE_MARKS } from '../../src/api/codes';
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

const newPage = async (width: number) => (await browser.newContext({ viewport: { width, height: 844 }, locale: 'ko-KR' })).newPage();
const question = (page: Page, n: number) => page.getByRole('region', { name: `문항 ${n}`, exact: true });

/** The right choice of each question of the test on the page, asked of the API as a test harness grading the whole test blank (the page never sees them before grading). */
async function rightChoices(page: Page): Promise<number[]> {
  const search = new URL(page.url()).searchParams;
  const test = await (await fetch(`${app.url}/api/public/sample-test?${search}`)).json();
  const graded = await (
    await fetch(`${app.url}/api/public/sample-test/grade`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        test: { school_type: Number(search.get('school_type')), grade_id: Number(search.get('grade_id')), subject_type_id: Number(search.get('subject_type_id')), count: Number(search.get('count') ?? 5), seed: test.seed },
        answers: test.questions.map((q: { id: number }) => ({ id: q.id, answer: [] })),
      }),
    })
  ).json();
  return graded.results.map((r: { answer: { choices: number[] } }) => r.answer.choices[0]);
}

describe('the sample test (/test)', () => {
  it('a visitor at 390 px picks 고3 수학, answers, grades and sees each answer and unit; 다시 풀기 starts over', async () => {
    const page = await newPage(390);
    await page.goto(`${app.url}/test`);
    const picker = page.getByRole('form', { name: '체험 테스트 선택' });
    await picker.getByText('고등학교', { exact: true }).click();
    await picker.getByText('3학년', { exact: true }).click();
    await picker.getByLabel('과목').selectOption({ label: '수학' });
    await picker.getByRole('button', { name: '시작하기' }).click();

    await question(page, 1).waitFor();
    await page.getByText('고등학교 3학년 수학 · 5문항').waitFor();
    expect(await page.getByRole('region', { name: /^문항 \d+$/ }).count()).toBe(5);
    expect(await page.locator('.katex').count()).toBeGreaterThan(5);
    expect(await page.getByText(/\\frac|\\log|\$/).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/sample-test-390-taking.png`, fullPage: true });

    const right = await rightChoices(page);
    expect(right).toHaveLength(5);
    // question 1 right, by keyboard only: focus ①, arrow down to the right choice
    await question(page, 1).getByRole('radio', { name: new RegExp(`^${CHOICE_MARKS[0]}`) }).focus();
    await page.keyboard.press('Space');
    for (let i = 1; i < right[0]; i++) await page.keyboard.press('ArrowDown');
    expect(await question(page, 1).getByRole('radio', { name: new RegExp(`^${CHOICE_MARKS[right[0] - 1]}`) }).isChecked()).toBe(true);
    // question 2 wrong, by tapping
    const wrong = (right[1] % 5) + 1;
    await question(page, 2).getByText(new RegExp(`^${CHOICE_MARKS[wrong - 1]}`)).click();
    expect(await question(page, 2).getByRole('radio', { name: new RegExp(`^${CHOICE_MARKS[wrong - 1]}`) }).isChecked()).toBe(true);
    await page.getByText('답하지 않은 문항이 3개 있습니다', { exact: false }).waitFor();

    await page.getByRole('button', { name: '채점하기' }).click();
    const score = page.getByRole('status', { name: '채점 결과' });
    await score.waitFor();
    expect(await score.textContent()).toContain('5문항 중 1문항을 맞혔습니다');
    expect(await score.textContent()).toContain('20점');
    expect(await question(page, 1).getByText('정답', { exact: true }).count()).toBe(1);
    expect(await question(page, 2).getByText('오답', { exact: true }).count()).toBe(1);
    expect(await question(page, 2).getByText(new RegExp(`^정답: ${CHOICE_MARKS[right[1] - 1]}`)).count()).toBe(1);
    expect(await question(page, 2).getByText(/^(단원|유형) · .+/).count()).toBe(1);
    expect(await question(page, 3).getByText('답하지 않았습니다.').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/sample-test-390-graded.png`, fullPage: true });

    await page.getByRole('button', { name: '다시 풀기' }).click();
    await page.getByRole('button', { name: '채점하기' }).waitFor();
    expect(await page.getByRole('status', { name: '채점 결과' }).count()).toBe(0);
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
    await page.context().close();
  });

  it('says so when no sample matches, and lets the visitor choose again', async () => {
    const page = await newPage(390);
    await page.goto(`${app.url}/test`);
    const picker = page.getByRole('form', { name: '체험 테스트 선택' });
    await picker.getByText('중학교', { exact: true }).click();
    await picker.getByText('1학년', { exact: true }).click();
    await picker.getByLabel('과목').selectOption({ label: '과학' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/sample-test-390-picker.png` });
    await picker.getByRole('button', { name: '시작하기' }).click();
    await page.getByText('아직 준비된 문항이 없습니다').waitFor();
    await page.screenshot({ path: `${SHOTS}/sample-test-390-empty.png` });
    await page.getByRole('button', { name: '다른 과목 고르기' }).click();
    await page.getByRole('form', { name: '체험 테스트 선택' }).waitFor();
    await page.context().close();
  });

  it('at 1280 px: the choice, then a graded 고3 국어 test with its passages', async () => {
    const page = await newPage(1280);
    await page.goto(`${app.url}/test`);
    await page.getByRole('form', { name: '체험 테스트 선택' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/sample-test-1280-picker.png`, fullPage: true });
    await page.getByLabel('과목').selectOption({ label: '국어' });
    await page.getByRole('button', { name: '시작하기' }).click();
    await question(page, 1).waitFor();
    expect(await question(page, 1).getByText(/독서의 목적은|진달래꽃/).count()).toBeGreaterThan(0);
    const right = await rightChoices(page);
    for (let n = 1; n <= right.length; n++) await question(page, n).getByText(new RegExp(`^${CHOICE_MARKS[right[n - 1] - 1]}`)).click();
    await page.getByRole('button', { name: '채점하기' }).click();
    const score = page.getByRole('status', { name: '채점 결과' });
    await score.waitFor();
    expect(await score.textContent()).toContain('100점');
    expect(await page.getByText('정답', { exact: true }).count()).toBe(right.length);
    await page.screenshot({ path: `${SHOTS}/sample-test-1280-graded.png`, fullPage: true });
    await page.context().close();
  });
});
