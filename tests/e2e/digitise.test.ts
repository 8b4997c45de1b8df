/**
 * Issue 9 journey (point 10): an administrator uploads a generated two-column paper (never a real exam) to a new
 * AI exam and watches the split progress bar run to the end; the enterer (level 1) opens the AI editor, sees
 * every question boxed, fixes one deliberately wrong box by dragging it back and saves, completes the questions
 * from their crops and sends the exam to AI review; the reviewer (level 3) returns one question with a reason;
 * the enterer fixes it and marks it done; the reviewer approves; the administrator checks it; the list shows it
 * as allowed.
 *
 * The app is the built one (tests/helpers/e2e.ts). DIGITISE_E2E_URL points the journey at a server that is
 * already running (a helper's own build) instead.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { DividedStateReply } from '../../src/api/digitise/images';
import { launchChromium, startBuiltApp, type RunningApp } from '../helpers/e2e';
import { generateExamPaper, type ExamPaper } from '../helpers/exam-paper';

let app: RunningApp;
let browser: Browser;
let paper: ExamPaper;
const SHOTS = '.tmp/screenshots';
const NAME = `E2E AI 수학 ${Date.now() % 100000}`;
const RETURN_REASON = '2번 문항의 정답이 ②가 아니라 ④입니다.';
/** How far the wrong box is pushed down, in points. */
const SHIFT = 60;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const external = process.env.DIGITISE_E2E_URL;
  app = external ? { url: external, stop: async () => {} } : await startBuiltApp({ SPLIT_WORKERS: '1', SPLIT_POLL_MS: '200' });
  browser = await launchChromium();
  // a short paper: one page spread, no elective, a shared passage and a question that runs on into the next column
  paper = await generateExamPaper({ seed: 9, size: 'A3', commonCount: 4, electives: [], passage: true, runOn: true, browser });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** The staff token of a demo account, and its uid (from the token's payload). */
async function apiLogin(email: string): Promise<{ token: string; uid: number }> {
  const res = await fetch(`${app.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'demo1234!', realm: 'staff' }) });
  const { token } = (await res.json()) as { token: string };
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { uid?: number; sub?: number | string };
  return { token, uid: Number(payload.uid ?? payload.sub) };
}

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${app.url}${path}`, {
    method,
    headers: { authorization: `token=${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await res.json()) as T & { result: string };
  if (data.result !== 'success') throw new Error(`${method} ${path}: ${JSON.stringify(data)}`);
  return data;
}

async function signedIn(email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1100 }, locale: 'ko-KR' });
  const page = await context.newPage();
  await page.goto(`${app.url}/admin/auth/login`);
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill('demo1234!');
  await page.getByRole('button', { name: '로그인' }).click();
  await page.waitForURL('**/admin/dashboard');
  // the session is stored once the shell shows who is signed in
  await page.getByText('로그아웃').first().waitFor();
  return { context, page };
}

/** The numeric value of a field of the box editor's side form. */
const fieldValue = async (form: Locator, label: string) => Number((await form.getByLabel(label, { exact: true }).inputValue()).replace(/,/g, ''));

describe('AI digitisation journey', () => {
  it('upload, split, fix a box, complete, review, return, fix, approve, check', async () => {
    const admin = await apiLogin('level10@demo.local');
    const enterer = await apiLogin('level1@demo.local');
    const reviewer = await apiLogin('level3@demo.local');

    // the administrator creates the AI exam subject, assigned to the enterer and the reviewer (answers only)
    const created = await api<{ id: number }>(admin.token, 'POST', '/api/v2/exam/auto_exam_subject', {
      name: NAME,
      test_name: `${NAME} 시험`,
      school_type: 3,
      grade_id: 3,
      subject_type_id: 3,
      year: 2025,
      class_type: 2,
      user_id: enterer.uid,
      admin_id: reviewer.uid,
    });
    const id = created.id;

    // ... and uploads the paper on the AI editor: the progress bar runs to the end
    const boss = await signedIn('level10@demo.local');
    await boss.page.goto(`${app.url}/exam/admin-question-edit-ai?id=${id}`);
    const chooser = boss.page.waitForEvent('filechooser');
    await boss.page.getByRole('button', { name: '시험지 올리기' }).click();
    await (await chooser).setFiles({ name: 'generated-paper.pdf', mimeType: 'application/pdf', buffer: paper.pdf });
    const seen = new Set<string>();
    const done = boss.page.getByText('분할 완료', { exact: true });
    for (let i = 0; i < 600 && !(await done.isVisible()); i++) {
      // read the bars in one go: the split bar lives only while the job runs
      const bars = await boss.page.evaluate(() => [...document.querySelectorAll('[role=progressbar]')].map((e) => `${e.getAttribute('aria-label')} ${e.getAttribute('aria-valuenow')}`));
      for (const bar of bars) if (bar.startsWith('분할 진행률')) seen.add(bar);
      await boss.page.waitForTimeout(100);
    }
    await done.waitFor();
    expect(seen.size).toBeGreaterThan(0);
    await boss.page.screenshot({ path: `${SHOTS}/digitise-split-done.png` });

    // every question of the truth has boxes; push question 2's box down by SHIFT points (the deliberate mistake)
    const state = await api<DividedStateReply>(admin.token, 'GET', `/api/v2/exam/divided_image/state?exam_subject_id=${id}`);
    const truthNumbers = [...new Set(paper.truth.items.filter((i) => i.kind === 'question').map((i) => i.number))];
    const boxNumbers = new Set(state.boxes.filter((b) => b.kind === 'question').map((b) => b.number));
    for (const n of truthNumbers) expect(boxNumbers.has(n), `question ${n} is boxed`).toBe(true);
    const wrong = state.boxes.find((b) => b.kind === 'question' && b.number === '2' && b.part === 1);
    expect(wrong).toBeDefined();
    const right = wrong!.box;
    await api(admin.token, 'POST', '/api/v2/exam/divided_image/modify', {
      exam_subject_id: id,
      boxes: state.boxes.map((b) => ({ id: b.id, kind: b.kind, number: b.number, section: b.section, part: b.part, page: b.page, box: b.id === wrong!.id ? [b.box[0], b.box[1] + SHIFT, b.box[2], b.box[3] + SHIFT] : b.box })),
    });

    // the enterer opens the AI editor from the list and sees every question boxed
    const writer = await signedIn('level1@demo.local');
    await writer.page.goto(`${app.url}/exam/admin-question-edit-ai`);
    // (waiting here also lets the page's session restore finish before the next navigation)
    await writer.page.getByText(NAME).first().waitFor();
    await writer.page.goto(`${app.url}/exam/admin-question-edit-ai?id=${id}&q=2`);
    const editor = writer.page.getByRole('region', { name: '분할 상자 편집기' });
    await editor.waitFor();
    const list = editor.getByRole('navigation', { name: '문항 목록' });
    for (const n of truthNumbers) await list.getByRole('link', { name: new RegExp(`^(공통 )?${n}번 문항`) }).or(list.getByLabel(new RegExp(`^(공통 )?${n}번 문항`))).first().waitFor();
    expect(await list.getByText('상자 없음').count()).toBe(0);

    // question 2 is focused: its (wrong) box is selected; drag it back up by SHIFT points and save
    const form = editor.getByRole('form', { name: '고른 상자' });
    await expect.poll(() => fieldValue(form, '번호').catch(() => NaN)).toBe(2);
    const y0 = await fieldValue(form, 'y0 (pt)');
    expect(y0).toBeCloseTo(right[1] + SHIFT, 0);
    const canvas = editor.getByTestId('box-canvas');
    await canvas.locator('canvas').first().waitFor();
    await writer.page.waitForTimeout(500);
    const frame = (await canvas.boundingBox())!;
    const pageWidth = state.pages.find((p) => p.page === wrong!.page)!.width;
    const scale = frame.width / pageWidth;
    // scroll the box into view, then drag from inside it
    await canvas.evaluate((el, top) => el.parentElement?.scrollTo({ top }), Math.max(0, (right[1] + SHIFT) * scale - 40));
    const frameNow = (await canvas.boundingBox())!;
    const startX = frameNow.x + (right[0] + 20) * scale;
    const startY = frameNow.y + (right[1] + SHIFT + 10) * scale;
    await writer.page.mouse.move(startX, startY);
    await writer.page.mouse.down();
    await writer.page.mouse.move(startX, startY - (SHIFT * scale) / 2, { steps: 5 });
    await writer.page.mouse.move(startX, startY - SHIFT * scale, { steps: 5 });
    await writer.page.mouse.up();
    await editor.getByText('저장 안 됨').waitFor();
    expect(Math.abs((await fieldValue(form, 'y0 (pt)')) - right[1])).toBeLessThan(1.5);
    // a 1 pt nudge with the keyboard, undone
    await canvas.focus();
    await writer.page.keyboard.press('ArrowDown');
    await writer.page.keyboard.press('Control+z');
    await writer.page.keyboard.press('Control+s');
    await editor.getByText('저장됨', { exact: true }).waitFor();
    const after = await api<DividedStateReply>(enterer.token, 'GET', `/api/v2/exam/divided_image/state?exam_subject_id=${id}`);
    const fixed = after.boxes.find((b) => b.kind === 'question' && b.number === '2' && b.part === 1)!;
    expect(Math.abs(fixed.box[1] - right[1])).toBeLessThan(1.5);
    expect(fixed.auto).toBe(false);
    await writer.page.screenshot({ path: `${SHOTS}/digitise-box-fixed.png` });

    // the enterer starts entering and completes every question from its crop (answer ② or 12, difficulty 중)
    const multipleChoice = new Set(paper.truth.items.filter((i) => i.kind === 'choice').map((i) => i.number.split('.')[0]));
    await writer.page.getByRole('button', { name: '입력 시작' }).first().click();
    for (const q of after.questions) {
      await writer.page.goto(`${app.url}/exam/admin-question-edit-ai?id=${id}&q=${q.question_index}`);
      const qform = writer.page.getByRole('form', { name: `${q.question_index}번 문항 입력` });
      await qform.waitFor();
      await writer.page.getByRole('img', { name: new RegExp(`^문항 ${q.number}`) }).first().waitFor();
      await qform.getByLabel('문항 내용').fill(`${q.number}번 문항 (이미지에서 입력)`);
      if (multipleChoice.has(q.number)) {
        for (let i = 1; i <= 5; i++) await qform.getByLabel(`선택지 ${i}`, { exact: true }).fill(String(i));
        await qform.getByRole('radiogroup', { name: '정답' }).getByText('②').click();
      } else {
        // 단답형: a short answer
        await qform.getByRole('radiogroup', { name: '문제 유형' }).getByText('주관식', { exact: true }).click();
        await qform.getByRole('textbox', { name: '정답', exact: true }).fill('12');
      }
      await qform.getByRole('radiogroup', { name: '난이도' }).getByText('중', { exact: true }).click();
      await writer.page.getByRole('button', { name: '저장', exact: true }).click();
      await writer.page.getByText(`${q.question_index}번 저장됨`).waitFor();
    }
    // the AI review panel (above the box editor) holds the exam's actions; the question editor below has its own
    const panelOf = (page: Page) => page.getByRole('region', { name: /AI 검토/ }).first();
    await writer.page.goto(`${app.url}/exam/admin-question-edit-ai?id=${id}&q=1`);
    await writer.page.getByText('모든 문항이 완성되었습니다.').waitFor();
    await writer.page.getByRole('button', { name: '입력 완료', exact: true }).first().click();
    await writer.page.getByRole('button', { name: 'AI 검토 요청', exact: true }).first().click();
    await writer.page.getByText('AI 검토를 요청했습니다.').first().waitFor();

    // the reviewer returns question 2 with a reason
    const review = await signedIn('level3@demo.local');
    await review.page.goto(`${app.url}/exam/admin-question-edit-ai?id=${id}&q=2`);
    await review.page.getByRole('button', { name: '반려', exact: true }).first().click();
    const rejectForm = review.page.getByRole('form', { name: '문항 반려' });
    await rejectForm.getByRole('checkbox', { name: '2번' }).check();
    await rejectForm.getByLabel('사유').fill(RETURN_REASON);
    await rejectForm.getByRole('button', { name: '반려하기' }).click();
    await rejectForm.waitFor({ state: 'hidden' });

    // the enterer fixes question 2 and marks it done, then asks for the review again
    await writer.page.goto(`${app.url}/exam/admin-question-edit-ai?id=${id}&q=2`);
    await writer.page.getByText(RETURN_REASON).first().waitFor();
    const q2 = writer.page.getByRole('form', { name: '2번 문항 입력' });
    await q2.getByRole('radiogroup', { name: '정답' }).getByText('④').click();
    await writer.page.getByRole('button', { name: '저장', exact: true }).click();
    await writer.page.getByText('2번 저장됨').waitFor();
    await writer.page.getByRole('button', { name: '2번 문항 수정 완료' }).click();
    await writer.page.getByRole('button', { name: 'AI 검토 요청', exact: true }).first().click();
    await writer.page.getByText('AI 검토를 요청했습니다.').first().waitFor();
    await writer.page.screenshot({ path: `${SHOTS}/digitise-fixed-and-requested.png` });

    // the reviewer approves; the administrator checks; the list shows it as allowed
    await review.page.goto(`${app.url}/exam/admin-question-edit-ai?id=${id}`);
    await review.page.getByRole('button', { name: '승인', exact: true }).first().click();
    await expect.poll(async () => (await panelOf(review.page).textContent()) ?? '').toContain('승인');
    await boss.page.goto(`${app.url}/exam/admin-question-edit-ai?id=${id}`);
    await boss.page.getByRole('button', { name: '관리자 확인', exact: true }).first().click();
    await boss.page.goto(`${app.url}/exam/admin-question-edit-ai`);
    await boss.page.getByRole('tab', { name: '허용된 시험' }).click();
    const row = boss.page.getByRole('row', { name: new RegExp(NAME) });
    await row.getByText(/허용/).first().waitFor();
    await boss.page.screenshot({ path: `${SHOTS}/digitise-allowed.png` });
  }, 300_000);
});
