/**
 * Issue 8 journey in Chromium: a new staff member signs up (level 0: a dashboard that says a master must raise
 * them); the master raises them to level 1 and gives them 수학 on the permission page; an administrator creates
 * an exam assigned to them; they enter it and finish; a reviewer approves it; their salary page shows that
 * exam's line at its price and the approval in this month; an administrator warns them from the user list and
 * the warning shows on their dashboard with a notification in the header bell.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { fillQuestion, launchChromium, startBuiltApp, type RunningApp } from '../helpers/e2e';

let app: RunningApp;
let browser: Browser;
const SHOTS = '.tmp/screenshots';
const STAMP = Date.now() % 100000;
const NEWBIE = { name: `신입 직원 ${STAMP}`, email: `newbie${STAMP}@example.com`, password: 'Newbie1234' };
const EXAM = `급여 확인 수학 ${STAMP}`;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  app = await startBuiltApp();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function signIn(email: string, password = 'demo1234!'): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 1000 }, locale: 'ko-KR' })).newPage();
  await page.goto(`${app.url}/admin/auth/login`);
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인' }).click();
  await page.waitForURL('**/admin/dashboard');
  return page;
}

describe('staff: sign-up to pay, and a warning', () => {
  it('a new staff member is raised, enters an exam, is paid for it once approved, and sees a warning', async () => {
    // 1. sign up: a level-0 account
    const visitor = await (await browser.newContext({ viewport: { width: 1440, height: 1000 }, locale: 'ko-KR' })).newPage();
    await visitor.goto(`${app.url}/admin/sign-up`);
    await visitor.getByLabel('이름').fill(NEWBIE.name);
    await visitor.getByLabel('이메일').fill(NEWBIE.email);
    await visitor.locator('input[type=password]').nth(0).fill(NEWBIE.password);
    await visitor.locator('input[type=password]').nth(1).fill(NEWBIE.password);
    await visitor.getByRole('button', { name: /가입/ }).click();
    await visitor.waitForURL('**/admin/sign-up-success');
    const fresh = await signIn(NEWBIE.email, NEWBIE.password);
    await fresh.getByText('마스터').first().waitFor();
    await fresh.screenshot({ path: `${SHOTS}/staff-level0-dashboard.png` });

    // 2. the master raises them to level 1 and gives them 수학
    const master = await signIn('level10@demo.local');
    await master.goto(`${app.url}/admin/management/admin-permission-settings?name_search=${encodeURIComponent(NEWBIE.name)}`);
    await master.getByRole('textbox', { name: `${NEWBIE.name} 레벨` }).or(master.getByRole('combobox', { name: `${NEWBIE.name} 레벨` })).first().click();
    await master.getByRole('option', { name: /AI 검수/ }).click();
    await master.getByRole('dialog', { name: '레벨 변경' }).getByRole('button', { name: '변경' }).click();
    await master.getByText(`「${NEWBIE.name}」의 레벨을`).waitFor();
    await master.getByRole('textbox', { name: `${NEWBIE.name} 담당 과목` }).or(master.getByRole('combobox', { name: `${NEWBIE.name} 담당 과목` })).first().click();
    await master.getByRole('option', { name: '수학' }).click();
    await master.getByText(`「${NEWBIE.name}」의 담당 과목을 수학`).waitFor();
    await master.screenshot({ path: `${SHOTS}/staff-permission-settings.png` });

    // 3. an administrator creates an exam assigned to them, at 12,000 won for the entry
    const admin = await signIn('level4@demo.local');
    await admin.goto(`${app.url}/admin/exam/management`);
    await admin.getByRole('button', { name: '시험 과목 만들기' }).click();
    const dialog = admin.getByRole('dialog', { name: '시험 과목 만들기' });
    await dialog.getByLabel('시험명').fill(EXAM);
    await dialog.getByLabel('세부 과목').click();
    await admin.getByRole('option', { name: /^수학Ⅰ \(2015\)/ }).click();
    await dialog.getByLabel('문항 수').fill('2');
    await dialog.getByLabel('입력 단가(원)').fill('12000');
    await dialog.getByLabel('입력 담당자').click();
    await admin.getByRole('option', { name: new RegExp(NEWBIE.name) }).click();
    await dialog.getByRole('button', { name: '만들기' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // 4. the new member (signed in again: the level change ended their old session) enters it and finishes
    await fresh.context().close();
    const newbie = await signIn(NEWBIE.email, NEWBIE.password);
    await newbie.goto(`${app.url}/exam/admin-question?name_search=${encodeURIComponent(EXAM)}`);
    await newbie.getByRole('row', { name: new RegExp(EXAM) }).getByRole('button', { name: '입력 시작' }).click();
    await newbie.waitForURL('**/exam/admin-question-edit?**');
    await fillQuestion(newbie, 1, { choices: 5, level: true, type: true });
    await newbie.getByRole('button', { name: '저장 후 다음' }).click();
    await fillQuestion(newbie, 2, { choices: 5, level: true, type: true });
    await newbie.getByRole('button', { name: '저장', exact: true }).click();
    await newbie.getByText('2번 저장됨').waitFor();
    await newbie.getByRole('button', { name: '입력 완료' }).click();
    await newbie.getByRole('dialog', { name: '입력 완료' }).getByRole('button', { name: '완료' }).click();
    await newbie.waitForURL(/\/exam\/admin-question(\?|$)/);

    // before approval: nothing to pay for it
    await newbie.goto(`${app.url}/salary-detail`);
    await newbie.getByText('급여 산정 기준').waitFor();
    expect(await newbie.getByRole('link', { name: EXAM }).count()).toBe(0);

    // 5. a reviewer approves it
    const reviewer = await signIn('level3@demo.local');
    await reviewer.goto(`${app.url}/admin/my-workspace/question-review`);
    await reviewer.getByRole('tab', { name: /^검수 대기/ }).click();
    const row = reviewer.getByRole('row', { name: new RegExp(EXAM) });
    await row.waitFor();
    await row.getByRole('link', { name: new RegExp(`${EXAM} (검수|보기)`) }).click();
    await reviewer.getByRole('toolbar', { name: '검수 작업' }).waitFor();
    await reviewer.getByRole('button', { name: '승인' }).click();
    const approve = reviewer.getByRole('dialog', { name: '검수 승인' });
    await approve.getByRole('button', { name: '승인' }).click();
    await approve.waitFor({ state: 'hidden' });

    // 6. their salary page shows the exam's line at its price
    await newbie.goto(`${app.url}/salary-detail`);
    const line = newbie.getByRole('row', { name: new RegExp(EXAM) });
    await line.waitFor();
    expect(await line.textContent()).toContain('12,000원');
    expect(await line.textContent()).toContain('입력');
    await newbie.screenshot({ path: `${SHOTS}/staff-salary.png`, fullPage: true });

    // 7. an administrator warns them from the user list
    const internal = await signIn('level5@demo.local');
    await internal.goto(`${app.url}/admin/user-detail?name_search=${encodeURIComponent(NEWBIE.name)}`);
    await internal.getByRole('row', { name: new RegExp(NEWBIE.email) }).click();
    await internal.getByRole('group', { name: '사용자 관리' }).getByRole('button', { name: '경고 주기' }).click();
    const warn = internal.getByRole('dialog', { name: new RegExp('경고 주기') });
    await warn.getByLabel('경고 점수').fill('3');
    await warn.getByLabel('사유').fill('입력 기한을 넘겼습니다.');
    await warn.getByRole('button', { name: '경고 주기' }).click();
    await warn.waitFor({ state: 'hidden' });

    // 8. the warning shows on their dashboard, and the bell counts it
    await newbie.goto(`${app.url}/admin/dashboard`);
    await newbie.getByText('입력 기한을 넘겼습니다.').waitFor();
    await newbie.getByText('누적 경고 3점').waitFor();
    await newbie.screenshot({ path: `${SHOTS}/staff-warned-dashboard.png`, fullPage: true });
  });
});
