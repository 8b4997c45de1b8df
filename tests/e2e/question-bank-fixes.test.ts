/**
 * What a new user hit in the question-bank screens, each checked as a person would (by role and label) on
 * the built app with the seeded data: unsaved edits and broken formulas are not lost or saved silently;
 * deleting an exam leaves no error and no stale warning; a duplicate exam is asked about and the year follows
 * the date; class types show the answer labels; the set editor adds passages and the seeded sets have one;
 * seeded categories show by name; lists typeset formulas; formula inputs draw a backslash; nothing is clipped.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchChromium, startBuiltApp, type RunningApp } from '../helpers/e2e';

let app: RunningApp;
let browser: Browser;
const SHOTS = '.tmp/screenshots';
const PNG_PATH = `${SHOTS}/fixes-page-with-a-rather-long-file-name-01.png`;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  await sharp({ create: { width: 400, height: 560, channels: 3, background: '#ffffff' } }).png().toFile(PNG_PATH);
  app = await startBuiltApp();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function signedIn(email: string, width = 1440): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 1000 }, locale: 'ko-KR' })).newPage();
  await page.goto(`${app.url}/admin/auth/login`);
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill('demo1234!');
  await page.getByRole('button', { name: '로그인' }).click();
  await page.waitForURL('**/admin/dashboard');
  return page;
}

/** Opens the question editor of one of my exams from my entry list. */
async function openEditor(page: Page, exam: string) {
  await page.goto(`${app.url}/exam/admin-question?name_search=${encodeURIComponent(exam)}`);
  const row = page.getByRole('row', { name: new RegExp(exam.replace(/[()]/g, '\\$&')) });
  await row.getByRole('button', { name: /^(입력|보기|입력 시작)$/ }).click();
  await page.waitForURL('**/exam/admin-question-edit?**');
}

const form = (page: Page, n: number) => page.getByRole('form', { name: `${n}번 문항 입력` });
const sidebar = (page: Page) => page.getByRole('navigation').filter({ has: page.getByRole('link', { name: '대시보드' }) });

/** Picks a file through the browser's file chooser opened by clicking the drop zone. */
async function choose(page: Page, zone: Locator, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await zone.click();
  await (await chooser).setFiles(file);
}

/**
 * Whether the right edge of an element is really shown (not cut off by a scrolling or clipping parent). Only
 * the page scrolls to it, as a person would; a table's own horizontal scroll is left where it is.
 */
async function rightEdgeShown(el: Locator): Promise<boolean> {
  await el.waitFor();
  return el.evaluate((node) => {
    window.scrollBy(0, node.getBoundingClientRect().top - window.innerHeight / 2);
    const r = node.getBoundingClientRect();
    const hit = document.elementFromPoint(r.right - 3, r.top + r.height / 2);
    return !!hit && node.contains(hit);
  });
}

describe('question bank: what a new user hit', () => {
  it('asks before leaving with unsaved edits, never saves a broken formula without asking, and draws the backslash', async () => {
    const page = await signedIn('level4@demo.local');
    await openEditor(page, '6월 모의평가 수학 변형 1회');
    const content = form(page, 1).getByLabel('문항 내용');
    await content.fill('$\\frac{1}{2$의 값은?');
    await form(page, 1).getByText('수식 오류').waitFor();
    // the formula input is set in a font whose U+005C is a backslash (not the ₩ of Korean fonts)
    expect(await content.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?DejaVu Sans Mono/);
    await page.screenshot({ path: `${SHOTS}/fixes-formula-editor.png` });

    // moving on would save: the broken formula is named and nothing is saved unless confirmed
    await page.getByRole('button', { name: '저장 후 다음' }).click();
    const ask = page.getByRole('dialog', { name: '수식을 확인하세요' });
    await ask.getByRole('list', { name: '해석되지 않는 수식' }).waitFor();
    await ask.getByRole('button', { name: '돌아가서 고치기' }).click();
    await ask.waitFor({ state: 'hidden' });
    await form(page, 1).getByText('저장 안 됨').waitFor();

    // leaving through the sidebar asks; keep editing keeps the text
    await sidebar(page).getByRole('link', { name: '문항 입력', exact: true }).click();
    const leave = page.getByRole('dialog', { name: '저장하지 않은 변경이 있습니다' });
    await leave.waitFor();
    await page.screenshot({ path: `${SHOTS}/fixes-leave-warning.png` });
    await leave.getByRole('button', { name: '계속 편집' }).click();
    await leave.waitFor({ state: 'hidden' });
    expect(page.url()).toContain('/exam/admin-question-edit?');
    expect(await content.inputValue()).toBe('$\\frac{1}{2$의 값은?');

    // fixed, then saved on the way out
    await content.fill('$\\frac{1}{2}$의 값은?');
    expect(await form(page, 1).getByText('수식 오류').count()).toBe(0);
    await sidebar(page).getByRole('link', { name: '문항 입력', exact: true }).click();
    await leave.getByRole('button', { name: '저장하고 나가기' }).click();
    await page.waitForURL(/\/exam\/admin-question(\?|$)/);
    await openEditor(page, '6월 모의평가 수학 변형 1회');
    expect(await form(page, 1).getByLabel('문항 내용').inputValue()).toBe('$\\frac{1}{2}$의 값은?');

    // closing the tab with unsaved edits asks the browser's own question
    await form(page, 1).getByLabel('문항 내용').fill('저장하지 않은 내용');
    const asked = new Promise<string>((resolve) => page.once('dialog', (d) => (resolve(d.type()), void d.accept())));
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
  });

  it('asks before creating an exam of the same grade and date, takes the year from the date, and deletes an exam without errors or a stale warning', async () => {
    const page = await signedIn('level4@demo.local');
    await page.goto(`${app.url}/admin/creation/mock-exam/3`);
    const newExam = page.getByRole('form', { name: '새 시험' });
    const list = page.getByRole('table', { name: '시험 목록' });
    await list.getByRole('row').nth(1).waitFor();

    // same grade and date as the seeded June exam: warned, and asked before creating
    await newExam.getByLabel('시험명').fill('E2E 중복 시험');
    await newExam.getByLabel('시행일').fill('2025-06-04');
    expect(await newExam.getByLabel('연도').inputValue()).toBe('2025');
    const warning = newExam.getByRole('status').filter({ hasText: '같은 학년·시행일 시험이 이미 있습니다' });
    await warning.waitFor();
    await newExam.getByRole('button', { name: '시험 만들기' }).click();
    const ask = page.getByRole('dialog', { name: '같은 시험이 이미 있습니다' });
    await ask.waitFor();
    await ask.getByRole('button', { name: '취소' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(await list.getByText('E2E 중복 시험').count()).toBe(0);

    // a year that disagrees with the date is named and not sent
    await newExam.getByLabel('연도').fill('2024');
    await newExam.getByText('연도(2024)가 시행일(2025-06-04)의 연도(2025)와 다릅니다.').waitFor();
    await newExam.getByRole('button', { name: '시험 만들기' }).click();
    await page.waitForTimeout(500);
    expect(await list.getByText('E2E 중복 시험').count()).toBe(0);

    // a new exam: created and chosen; its own date now warns
    await newExam.getByLabel('시험명').fill('E2E 삭제할 시험');
    await newExam.getByLabel('시행일').fill('2031-03-05');
    expect(await newExam.getByLabel('연도').inputValue()).toBe('2031');
    await newExam.getByRole('button', { name: '시험 만들기' }).click();
    await page.getByRole('heading', { name: 'E2E 삭제할 시험의 과목' }).waitFor();
    await warning.filter({ hasText: 'E2E 삭제할 시험' }).waitFor();

    // deleted: no red "not found", no warning left about it, gone from the list
    await page.getByRole('button', { name: '시험 삭제' }).click();
    await page.getByRole('dialog', { name: '시험 삭제' }).getByRole('button', { name: '삭제' }).click();
    await page.getByText("'E2E 삭제할 시험'을(를) 삭제했습니다.").waitFor();
    await expect.poll(() => warning.count()).toBe(0);
    await page.waitForTimeout(1000);
    expect(await page.getByText('시험을(를) 찾을 수 없습니다').count()).toBe(0);
    expect(await list.getByText('E2E 삭제할 시험').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/fixes-exam-deleted.png` });

    // the subjects of a chosen exam are shown whole: the last column's buttons are not cut off
    await list.getByText('2025학년도 6월 모의평가 (고3)').click();
    const subjects = page.getByRole('table', { name: '시험 과목 목록' });
    await subjects.getByRole('row', { name: /2025학년도 6월 모의평가 국어/ }).waitFor();
    expect(await rightEdgeShown(subjects.getByRole('columnheader', { name: '작업' }))).toBe(true);
    expect(await rightEdgeShown(subjects.getByRole('columnheader', { name: '입력자' }))).toBe(true);
    await page.screenshot({ path: `${SHOTS}/fixes-creation-subjects.png`, fullPage: true });
    await page.context().close();
  });

  it('sets class_type on a new exam and per question; seeded class types 2 and 3 show 객관식, 주관식, 복수선택, 듣기평가', async () => {
    const page = await signedIn('level1@demo.local');
    await openEditor(page, '2025학년도 6월 모의평가 영어');
    const nav = page.getByRole('navigation', { name: '문항 번호' });
    for (const [n, label] of [[4, '듣기평가'], [5, '주관식'], [6, '복수선택']] as const) {
      await nav.getByText(`${n}번`, { exact: true }).click();
      await form(page, n).waitFor();
      expect(await form(page, n).getByRole('radiogroup', { name: '분류 방식' }).getByRole('radio', { name: '정답·유형', checked: true }).count()).toBe(1);
      await form(page, n).getByText(label, { exact: true }).and(page.locator('.mantine-Badge-label')).waitFor();
    }
    await openEditor(page, '2024년 9월 고1 영어');
    await nav.getByText('5번', { exact: true }).click();
    await form(page, 5).getByText('객관식', { exact: true }).and(page.locator('.mantine-Badge-label')).waitFor();
    await page.context().close();

    // an admin makes an answers-only exam; its questions then ask for the answer by question type
    const admin = await signedIn('level4@demo.local');
    const name = `E2E 정답 입력 시험 ${Date.now() % 100000}`;
    await admin.goto(`${app.url}/admin/exam/management`);
    await admin.getByRole('button', { name: '시험 과목 만들기' }).click();
    const dialog = admin.getByRole('dialog', { name: '시험 과목 만들기' });
    await dialog.getByLabel('시험명').fill(name);
    await dialog.getByLabel('문항 수').fill('1');
    await dialog.getByLabel('분류 방식').click();
    await admin.getByRole('option', { name: '정답 입력' }).click();
    await dialog.getByLabel('입력 담당자').click();
    await admin.getByRole('option', { name: /데모 관리자\(외부\)/ }).click();
    await dialog.getByRole('button', { name: '만들기' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await openEditor(admin, name);
    await form(admin, 1).waitFor();
    expect(await form(admin, 1).getByRole('radio', { name: '정답 입력', checked: true }).count()).toBe(1);
    await form(admin, 1).getByText('객관식', { exact: true }).and(admin.locator('.mantine-Badge-label')).waitFor();
    await form(admin, 1).getByRole('radiogroup', { name: '문제 유형' }).getByText('주관식').click();
    await form(admin, 1).getByText('주관식', { exact: true }).and(admin.locator('.mantine-Badge-label')).waitFor();
    await admin.screenshot({ path: `${SHOTS}/fixes-class-type.png` });
    await admin.context().close();
  });

  it('the set editor is reachable, shows the seeded passages, and adds a passage that the editor then shows above its questions', async () => {
    const page = await signedIn('level4@demo.local');
    await page.goto(`${app.url}/admin/dashboard`);
    await sidebar(page).getByRole('link', { name: '문항 편집 (세트형)' }).click();
    const row = page.getByRole('row', { name: /2024년 9월 고1 국어/ });
    await row.getByRole('button', { name: '세트 편집' }).click();
    const seeded = page.getByRole('region', { name: '[1~4] 공통 지문' });
    await seeded.getByText(/독서의 목적은 흔히 세 가지로 나뉜다/).waitFor();
    await seeded.getByText('1. 윗글의 내용과 일치하지 않는 것은?').waitFor();
    await page.getByRole('region', { name: '[5~8] 공통 지문' }).getByText('진달래꽃', { exact: false }).first().waitFor();

    await page.getByRole('button', { name: '다른 시험 고르기' }).click();
    await page.getByRole('row', { name: /6월 모의평가 수학 변형 1회/ }).getByRole('button', { name: '세트 편집' }).click();
    await page.getByText('공통 지문이 없습니다.').waitFor();
    await page.getByRole('button', { name: '공통 지문 추가' }).click();
    const headForm = page.getByRole('form', { name: '공통 지문 편집' });
    await headForm.getByLabel('시작 문항').fill('1');
    await headForm.getByLabel('끝 문항').fill('2');
    await headForm.getByLabel('지문').fill('함수 $f(x) = x^2 - 2x$에 대하여 다음 물음에 답하시오.');
    await headForm.getByRole('button', { name: '저장' }).click();
    const added = page.getByRole('region', { name: '[1~2] 공통 지문' });
    await added.waitFor();
    expect(await added.locator('.katex').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/fixes-set-editor.png`, fullPage: true });

    await page.getByRole('button', { name: '문항 입력으로' }).click();
    await page.getByLabel('공통 지문').getByText('[1~2] 공통 지문').waitFor();
    await page.context().close();
  });

  it('seeded type categories show by name in the editors, never as a bare id', async () => {
    const page = await signedIn('level1@demo.local');
    for (const exam of ['2025학년도 6월 모의평가 수학', '2025학년도 6월 모의평가 국어']) {
      await openEditor(page, exam);
      await form(page, 1).getByText(/^선택: /).waitFor();
      expect(await page.getByText(/현재 학년·과목 조건에 없습니다/).count()).toBe(0);
    }
    // the Korean set's passage is there above its question
    await page.getByLabel('공통 지문').getByText(/독서의 목적은/).waitFor();
    await page.context().close();
  });

  it('lists typeset formulas instead of showing raw LaTeX', async () => {
    const page = await signedIn('level10@demo.local');
    await page.goto(`${app.url}/exam/admin-question-staging-info`);
    await page.getByRole('link', { name: '고3 수학 6월 대비 실전' }).click();
    await page.waitForURL('**/exam/admin-question-edit-staging?**');
    await page.getByText(/2025학년도 6월 모의평가 수학 1번/).first().waitFor();
    expect(await page.locator('.katex').count()).toBeGreaterThan(0);
    expect(await page.getByText('\\log_2', { exact: false }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/fixes-staging-list.png`, fullPage: true });

    await page.goto(`${app.url}/exam/admin-question-sample`);
    const sample = page.getByRole('row', { name: /로그의 성질/ });
    await sample.waitFor();
    expect(await sample.locator('.katex').count()).toBeGreaterThan(0);
    expect(await page.getByText(/\$\\log|\\frac|\$y =/).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/fixes-sample-list.png`, fullPage: true });
    await page.context().close();
  });

  it('shows 내려받기 and the page image 삭제 whole beside the question form', async () => {
    const page = await signedIn('level4@demo.local');
    await openEditor(page, '6월 모의평가 수학 변형 1회');
    const paper = page.getByRole('region', { name: '시험지', exact: true });
    await choose(page, paper.getByLabel('시험지 파일 선택'), PNG_PATH);
    const download = paper.getByRole('button', { name: /내려받기$/ });
    await download.waitFor();
    // The paper comes back as a file with its uploaded name.
    const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(saved.suggestedFilename()).toMatch(/\.png$/);
    const pages = page.getByRole('region', { name: '페이지 이미지', exact: true });
    await choose(page, pages.getByLabel('페이지 이미지 파일 선택'), PNG_PATH);
    const remove = pages.getByRole('button', { name: '1페이지 삭제' });
    await remove.waitFor();
    expect(await rightEdgeShown(download)).toBe(true);
    expect(await rightEdgeShown(pages.getByRole('button', { name: /내려받기$/ }))).toBe(true);
    expect(await rightEdgeShown(remove)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/fixes-files.png`, fullPage: true });
    await page.context().close();
  });
});
