/**
 * Issue 12 journey (point 6): a student uploads a two-page paper (two generated PNG pages, never a real
 * exam) from /post; a level-4 administrator filters the test-paper list for it, opens it, views both pages,
 * changes its subject and rejects it with a reason; the student sees the change banner and the reason, is
 * refused kindly when sending the same bytes again, and uploads a corrected paper; the administrator approves
 * that one and makes a school exam (내신 시험) of it; the student sees it approved.
 */
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchChromium, startBuiltApp, type RunningApp } from '../helpers/e2e';

let app: RunningApp;
let browser: Browser;
const SHOTS = '.tmp/screenshots';
const SCHOOL = `E2E시험고등학교 ${Date.now() % 100000}`;
const REASON = '2쪽이 흐려서 문항을 읽을 수 없습니다. 다시 찍어 주세요.';

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  app = await startBuiltApp();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A made-up A4-ish page: a white sheet with a header bar, the page number and `mark` (so versions differ). */
async function pageImage(page: number, mark: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="620" height="877">
    <rect width="620" height="877" fill="#fff"/>
    <rect x="40" y="40" width="540" height="60" fill="#334"/>
    <text x="60" y="80" font-size="28" fill="#fff" font-family="sans-serif">SAMPLE PAPER ${mark}</text>
    <text x="60" y="170" font-size="40" fill="#000" font-family="sans-serif">PAGE ${page}</text>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="60" y="${230 + i * 120}" width="${300 + ((i * 53 + page * 31) % 200)}" height="16" fill="#999"/>`).join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function customerSignedIn(email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 }, locale: 'ko-KR' });
  const page = await context.newPage();
  await page.goto(`${app.url}/post`);
  // not signed in: the page says why and links to the sign-in page
  await page.getByRole('link', { name: '로그인하러 가기' }).click();
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/post');
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill('demo1234!');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  // Signing in returns to the page that asked for it.
  await page.waitForURL((url) => url.pathname === '/post');
  await page.getByRole('form', { name: '시험지 올리기 양식' }).waitFor();
  return { context, page };
}

async function staffSignedIn(email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, locale: 'ko-KR' });
  const page = await context.newPage();
  await page.goto(`${app.url}/admin/auth/login`);
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill('demo1234!');
  await page.getByRole('button', { name: '로그인' }).click();
  await page.waitForURL('**/admin/dashboard');
  return { context, page };
}

/** Fills the upload form of /post with the journey's paper and picks the given pages through the file chooser. */
async function fillUpload(page: Page, pages: { name: string; buffer: Buffer }[]) {
  const form = page.getByRole('form', { name: '시험지 올리기 양식' });
  await form.getByLabel('학교 이름').fill(SCHOOL);
  await form.getByLabel('학교급').selectOption({ label: '고등학교' });
  await form.getByLabel('학년').selectOption({ label: '2학년' });
  await form.getByLabel('과목').selectOption({ label: '수학' });
  await form.getByLabel('학기').selectOption({ label: '2학기 기말' });
  await form.getByLabel('연도').selectOption({ label: '2025년' });
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: '시험지 파일 선택' }).click();
  await (await chooser).setFiles(pages.map((p) => ({ name: p.name, mimeType: 'image/png', buffer: p.buffer })));
  const list = form.getByRole('list', { name: '올릴 파일 (쪽 순서)' });
  await expect.poll(() => list.getByRole('listitem').count()).toBe(pages.length);
  return { form, list };
}

/** The student's list item of the journey's paper (the newest first). */
const myPaper = (page: Page): Locator => page.getByRole('list', { name: '내가 올린 시험지 목록' }).getByRole('listitem').filter({ hasText: SCHOOL });

describe('test papers: upload, review, reject, upload again, approve, school exam', () => {
  it('follows a paper from the student to the question bank', async () => {
    const first = [
      { name: 'page-1.png', buffer: await pageImage(1, 'A') },
      { name: 'page-2.png', buffer: await pageImage(2, 'A') },
    ];

    // the student uploads a two-page paper; the pages are listed in order and can be reordered
    const student = await customerSignedIn('student@demo.local');
    await student.page.getByText('아직 올린 시험지가 없습니다').or(student.page.getByRole('list', { name: '내가 올린 시험지 목록' })).first().waitFor();
    // the seeded papers' news is acknowledged first, so the banner below counts only this journey's changes
    const seededNews = student.page.getByRole('status').filter({ hasText: '상태가 바뀌었습니다' });
    if (await seededNews.count()) {
      await seededNews.getByRole('button', { name: '확인' }).click();
      await seededNews.waitFor({ state: 'hidden' });
    }
    const { form, list } = await fillUpload(student.page, first);
    expect(await list.getByRole('listitem').first().textContent()).toContain('page-1.png');
    await form.getByRole('button', { name: '1쪽 아래로' }).click();
    expect(await list.getByRole('listitem').first().textContent()).toContain('page-2.png');
    await form.getByRole('button', { name: '2쪽 위로' }).click();
    expect(await list.getByRole('listitem').first().textContent()).toContain('page-1.png');
    await student.page.screenshot({ path: `${SHOTS}/test-papers-post-picked.png`, fullPage: true });
    // on a slow connection the progress bar moves with the bytes sent (XMLHttpRequest upload progress)
    const cdp = await student.context.newCDPSession(student.page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 8 * 1024 });
    await form.getByRole('button', { name: '시험지 올리기', exact: true }).click();
    const progress = form.getByRole('progressbar');
    await expect
      .poll(async () => Number((await progress.getAttribute('aria-valuenow', { timeout: 1000 }).catch(() => null)) ?? -1), { interval: 50, timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBeLessThan(100);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await student.page.getByRole('status').filter({ hasText: '시험지를 올렸습니다' }).waitFor();
    await expect.poll(() => myPaper(student.page).count()).toBe(1);
    expect(await myPaper(student.page).textContent()).toContain('검토 요청');

    // STAFF: filter, open, view both pages, change the subject, reject with a reason  (adapted below)
    const admin = await staffSignedIn('level4@demo.local');
    await reviewAndReject(admin.page);

    // the student sees the change banner, the 새 소식 badge and the reason; 확인 clears the banner
    await student.page.reload();
    const banner = student.page.getByRole('status').filter({ hasText: '시험지 1건의 상태가 바뀌었습니다' });
    await banner.waitFor();
    const rejected = myPaper(student.page);
    await expect.poll(async () => (await rejected.textContent()) ?? '').toContain('반려');
    expect(await rejected.textContent()).toContain('새 소식');
    expect(await rejected.textContent()).toContain(REASON);
    expect(await rejected.textContent()).toContain('과학'); // the subject the reviewer corrected
    await student.page.screenshot({ path: `${SHOTS}/test-papers-post-rejected.png`, fullPage: true });
    await banner.getByRole('button', { name: '확인' }).click();
    await banner.waitFor({ state: 'hidden' });
    expect(await rejected.textContent()).not.toContain('새 소식');

    // the same bytes again are refused kindly
    const again = await fillUpload(student.page, first);
    await again.form.getByRole('button', { name: '시험지 올리기', exact: true }).click();
    await student.page.getByRole('alert').filter({ hasText: '이미 올린 파일입니다' }).waitFor();
    await again.form.getByRole('button', { name: '1쪽 빼기' }).click();
    await again.form.getByRole('button', { name: '1쪽 빼기' }).click();

    // a corrected paper (new photos) goes through
    const second = [
      { name: 'page-1.png', buffer: await pageImage(1, 'B') },
      { name: 'page-2.png', buffer: await pageImage(2, 'B') },
    ];
    const retry = await fillUpload(student.page, second);
    // cancelled halfway on a slow connection, the pages stay listed; sent again at full speed, it goes through
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 4 * 1024 });
    await retry.form.getByRole('button', { name: '시험지 올리기', exact: true }).click();
    await retry.form.getByRole('button', { name: '업로드 취소' }).click();
    await retry.form.getByRole('status').filter({ hasText: '업로드를 취소했습니다' }).waitFor();
    expect(await retry.list.getByRole('listitem').count()).toBe(2);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await retry.form.getByRole('button', { name: '시험지 올리기', exact: true }).click();
    await student.page.getByRole('status').filter({ hasText: '시험지를 올렸습니다' }).waitFor();
    await expect.poll(() => myPaper(student.page).count()).toBe(2);

    // STAFF: approve the new paper and make a school exam of it
    await approveAndMakeExam(admin.page);

    // the student sees it approved
    await student.page.reload();
    await student.page.getByRole('status').filter({ hasText: '시험지 1건의 상태가 바뀌었습니다' }).waitFor();
    expect(await myPaper(student.page).first().textContent()).toContain('승인');
    await student.page.screenshot({ path: `${SHOTS}/test-papers-post-approved.png`, fullPage: true });

    for (const s of [student, admin]) await s.context.close();
  });
});

/** The staff list filtered, through the filter panel's chips, to the journey's paper in the given state. */
async function filterList(page: Page, state: '검토 요청' | '승인' | '반려') {
  await page.goto(`${app.url}/admin/management/user-upload-exam`);
  const filters = page.getByRole('region', { name: '시험지 필터' });
  const chip = async (group: string, label: string) => {
    const box = filters.getByRole('group', { name: group }).getByRole('checkbox', { name: label, exact: true });
    await box.check();
    await expect.poll(() => box.isChecked()).toBe(true);
  };
  await chip('학교급', '고등학교');
  await chip('학년', '2학년');
  await chip('과목', '수학');
  await chip('학기', '2학기 기말');
  await chip('상태', state);
  // 2025 is on by default
  expect(await filters.getByRole('group', { name: '연도' }).getByRole('checkbox', { name: '2025년' }).isChecked()).toBe(true);
  const rows = page.getByRole('table', { name: '사용자 업로드 시험지 목록' }).getByRole('row').filter({ hasText: SCHOOL });
  await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
  return rows;
}

/** Opens the one listed paper and checks both pages in the viewer (next, previous, zoom, rotate). */
async function openAndViewPages(page: Page, rows: Locator) {
  await rows.getByRole('link', { name: 'page-1.png' }).click();
  await page.waitForURL('**/admin/management/user-upload-exam/detail/**');
  const viewer = page.getByRole('region', { name: '시험지 보기' });
  const tools = viewer.getByRole('toolbar', { name: '보기 도구' });
  await expect.poll(() => viewer.getByRole('img', { name: '시험지 1쪽 (page-1.png)' }).isVisible(), { timeout: 15_000 }).toBe(true);
  await tools.getByRole('button', { name: '다음 쪽' }).click();
  await expect.poll(() => viewer.getByRole('img', { name: '시험지 2쪽 (page-2.png)' }).isVisible(), { timeout: 15_000 }).toBe(true);
  await tools.getByRole('button', { name: '확대' }).click();
  await tools.getByRole('button', { name: '회전' }).click();
  await tools.getByText('90°').waitFor();
  await tools.getByRole('button', { name: '축소' }).click();
  await tools.getByRole('button', { name: '이전 쪽' }).click();
  await expect.poll(() => viewer.getByRole('img', { name: '시험지 1쪽 (page-1.png)' }).isVisible()).toBe(true);
}

/** The administrator filters for the paper, views both pages, changes its subject to 과학 and rejects it with REASON. */
async function reviewAndReject(page: Page) {
  const rows = await filterList(page, '검토 요청');
  await openAndViewPages(page, rows);
  await page.getByRole('combobox', { name: '과목' }).selectOption({ label: '과학' });
  await page.getByRole('button', { name: '과목 변경' }).click();
  await page.getByText('과목을 「과학」(으)로 바꿨습니다.').waitFor();
  await page.getByRole('button', { name: '반려', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '시험지 반려' });
  await dialog.getByRole('textbox', { name: '사유' }).fill(REASON);
  await dialog.getByRole('button', { name: '반려하기' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText('지금 상태는 「반려」입니다').waitFor();
  await page.screenshot({ path: `${SHOTS}/test-papers-admin-rejected.png` });
}

/** The administrator finds the corrected paper, approves it and makes a school exam (내신 시험) of it. */
async function approveAndMakeExam(page: Page) {
  const rows = await filterList(page, '검토 요청');
  await openAndViewPages(page, rows);
  await page.getByRole('button', { name: '승인', exact: true }).click();
  await page.getByText('지금 상태는 「승인」입니다').waitFor();
  // the student typed a school that is not in the school list: the administrator picks the exam's school
  const school = page.getByRole('combobox', { name: '내신 시험 학교' });
  await school.fill('세화');
  await page.getByRole('option', { name: '세화고등학교' }).click();
  await page.getByRole('button', { name: '내신 시험 만들기' }).click();
  await page.getByRole('link', { name: '내신 시험 보기' }).waitFor();
  await page.screenshot({ path: `${SHOTS}/test-papers-admin-school-exam.png` });
}
