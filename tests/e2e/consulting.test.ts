/**
 * Issue 10 journey (point 10): a student signs in, filters 서울 + 공학 + 가군 on /consulting/main, adds a 공학
 * major of a 가군 university (고려대학교 or 연세대학교) to 가군 and sees it in the 지원 목록 tab; the seeded
 * formulas of those two universities are incomplete and no 공학 major of theirs has a cut-off, so the student
 * also adds 서울대학교 경영학과 (서울 + 사회 + 나군: a complete formula and a demo 70%컷) to 나군. They enter a
 * mock sitting at /consulting/exams, open each choice's detail modal and its scaled-score modal: the 공학 major's
 * says its formula is incomplete and that there is no band; 서울대 경영학과's shows the steps, the score and the
 * band (적정) with the rule written out. They apply for a priced consulting service and pay it by card right away
 * (the done page's 결제하기, /payment, the Toss stand-in's window, /payment/done as the server says it); a consultant
 * finds the application 결제 완료 with its order and moves it to 진행 중. An unpaid priced application (the demo
 * parent's) cannot be started: 진행 시작 is off with the reason.
 *
 * The expected score is worked out here from the seeded 서울대학교 2025 인문 formula (국어 × 1 + 수학 × 1.2 +
 * 탐구 합 × 0.8 − 영어 감점 − 한국사 감점) and the demo 70%컷 of 395.5 (server/db/seed/consulting-formulas.ts).
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchChromium, startBuiltApp, type RunningApp } from '../helpers/e2e';

let app: RunningApp;
let browser: Browser;
const SHOTS = '.tmp/screenshots';
const STAMP = Date.now() % 100000;
const STUDENT_NAME = `여정학생${STAMP}`;
const SITTING = '대학수학능력시험';

/** The sitting the student enters (year: the form's default, this year, so it is the latest sitting). */
const SCORES = {
  국어: { choice: '언어와 매체', raw: 92, standard: 131, percentile: 96, grade: 1 },
  수학: { choice: '확률과 통계', raw: 88, standard: 135, percentile: 97, grade: 1 },
  영어: { raw: 91, grade: 1 },
  한국사: { raw: 42, grade: 2 },
  탐구1: { choice: '생활과 윤리', raw: 47, standard: 66, percentile: 95, grade: 1 },
  탐구2: { choice: '사회·문화', raw: 45, standard: 65, percentile: 93, grade: 2 },
} as const;
/** 131 + 135 × 1.2 + (66 + 65) × 0.8 − 0 (영어 1등급) − 0 (한국사 2등급) = 397.8; 70%컷 395.5 ≤ 397.8 < 395.5 + 3.96: 적정. */
const EXPECTED = { score: '397.8', cutoff: '395.5', band: '적정' };

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  app = await startBuiltApp();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function studentSignedIn(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 }, locale: 'ko-KR' });
  const page = await context.newPage();
  await page.goto(`${app.url}/login?redirect=${encodeURIComponent('/consulting/main')}`);
  await page.getByLabel('이메일').fill('student@demo.local');
  await page.getByLabel('비밀번호').fill('demo1234!');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/consulting/main');
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

/** Ticks (or unticks) a chip of the filter panel by clicking its label, as a person does (the chip's checkbox itself is hidden), and waits until it shows so. */
async function tick(group: Locator, name: string | RegExp, on = true) {
  const chip = group.getByRole('checkbox', { name });
  expect(await chip.isChecked()).toBe(!on);
  await group.locator('label').filter({ hasText: name }).click();
  await expect.poll(() => chip.isChecked()).toBe(on);
}

/** The search result's data rows once no search is loading (a previous result shows dimmed and busy while the next loads). */
async function settledRows(page: Page): Promise<Locator> {
  const table = page.getByRole('table', { name: '검색 결과' });
  await table.waitFor();
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
  return table.getByRole('row').filter({ has: page.getByRole('cell') });
}

/** Fills one area of the score form. */
async function fillArea(form: Locator, label: string, s: { choice?: string; raw: number; standard?: number; percentile?: number; grade: number }) {
  const area = form.getByRole('group', { name: `${label} 성적` });
  if (s.choice) {
    await area.getByLabel('선택과목').click();
    await form.page().getByRole('option', { name: s.choice, exact: true }).click();
  }
  await area.getByRole('textbox', { name: '원점수' }).fill(String(s.raw));
  if (s.standard !== undefined) await area.getByRole('textbox', { name: '표준점수' }).fill(String(s.standard));
  if (s.percentile !== undefined) await area.getByRole('textbox', { name: '백분위' }).fill(String(s.percentile));
  await area.getByRole('textbox', { name: '등급' }).fill(String(s.grade));
}

/** Opens a choice of the 지원 목록 tab, then its scaled-score modal; returns both dialogs. */
async function openScore(page: Page, name: string): Promise<{ detail: Locator; score: Locator }> {
  await page.getByRole('button', { name: `${name} 자세히 보기` }).click();
  const detail = page.getByRole('dialog', { name: '지원 학과 자세히 보기' });
  await detail.waitFor();
  const slot = detail.getByRole('region', { name: '환산점수' });
  await slot.getByRole('button', { name: '계산 과정 보기' }).click();
  const score = page.getByRole('dialog', { name: '환산점수와 지원 구간' });
  await score.getByRole('region', { name: '계산 과정' }).waitFor();
  return { detail, score };
}

/** Closes the scaled-score modal, then the detail modal. */
async function closeScore({ detail, score }: { detail: Locator; score: Locator }) {
  await score.getByRole('button', { name: '닫기' }).click();
  await score.waitFor({ state: 'hidden' });
  await detail.getByRole('button', { name: '닫기', exact: true }).last().click();
  await detail.waitFor({ state: 'hidden' });
}

describe('consulting: search, choose, scores, scaled score, apply, consultant', () => {
  it('follows a student from the search to an application a consultant takes on', { timeout: 180_000 }, async () => {
    const student = await studentSignedIn();
    const page = student.page;
    const filters = page.getByRole('region', { name: '검색 필터' });
    await page.getByText('필터를 선택하세요').waitFor();

    // 1. 서울 + 공학 전체 + 가군
    await tick(filters.getByRole('group', { name: '지역' }), /^서울/);
    await filters.getByRole('group', { name: '대계열' }).getByRole('button', { name: '공학' }).click();
    await tick(filters.getByRole('group', { name: '공학 중계열' }), '공학 전체');
    await tick(filters.getByRole('group', { name: '군' }), '가군');
    const applied = page.getByRole('list', { name: '적용한 필터' });
    for (const label of ['서울', '공학 전체', '가군']) await applied.getByRole('listitem').filter({ hasText: label }).first().waitFor();
    expect(new URL(page.url()).searchParams.get('gun')).toBe('ga');
    const dataRows = await settledRows(page);
    await page.getByText(/^학과 [\d,]+개/).waitFor();
    // only universities whose 군 is known stay, and the rest are counted
    await page.getByText(/모집 군이 알려지지 않은 대학의 학과 [\d,]+개는 군 필터에서 제외했습니다/).waitFor();
    expect(await dataRows.count()).toBeGreaterThan(0);
    for (const text of await dataRows.allTextContents()) {
      expect(text).toMatch(/고려대학교|연세대학교/);
      expect(text).toContain('가군');
      expect(text).toContain('공학 ·');
    }
    await page.screenshot({ path: `${SHOTS}/consulting-search-seoul-eng-ga.png`, fullPage: true });

    // 2. add the first 공학 major listed to 가군 with its 가 button
    const first = dataRows.first().getByRole('group', { name: /지원 목록에 담기$/ });
    const engineering = (await first.getAttribute('aria-label'))!.replace(/ 지원 목록에 담기$/, '');
    expect(engineering).toMatch(/^(고려대학교|연세대학교) /);
    await first.getByRole('button', { name: `${engineering}: 가군에 담기` }).click();
    await expect.poll(() => first.getByRole('button', { name: `${engineering}: 가군에서 빼기` }).getAttribute('aria-pressed')).toBe('true');

    // 3. and 서울대학교 경영학과 (서울 + 사회 + 나군) to 나군: the major with a complete formula and a 70%컷
    await applied.getByRole('button', { name: '공학 전체 필터 빼기' }).click();
    await tick(filters.getByRole('group', { name: '군' }), '가군', false);
    await tick(filters.getByRole('group', { name: '군' }), '나군');
    await filters.getByRole('group', { name: '대계열' }).getByRole('button', { name: '사회' }).click();
    await tick(filters.getByRole('group', { name: '사회 중계열' }), '사회 전체');
    await settledRows(page);
    const business = '서울대학교 경영학과';
    const buttons = page.getByRole('group', { name: `${business} 지원 목록에 담기` });
    await buttons.getByRole('button', { name: `${business}: 나군에 담기` }).click();
    await expect.poll(() => buttons.getByRole('button', { name: `${business}: 나군에서 빼기` }).getAttribute('aria-pressed')).toBe('true');
    await page.screenshot({ path: `${SHOTS}/consulting-search-seoul-social-na.png`, fullPage: true });

    // 4. the 지원 목록 tab lists both in their 군; the widget counts them
    await page.getByRole('tab', { name: '지원 목록' }).click();
    const ga = page.getByRole('list', { name: '가군 지원 학과' });
    const na = page.getByRole('list', { name: '나군 지원 학과' });
    await ga.getByRole('button', { name: `${engineering} 자세히 보기` }).waitFor();
    await na.getByRole('button', { name: `${business} 자세히 보기` }).waitFor();
    expect(await ga.getByRole('listitem').count()).toBe(1);
    expect(await na.getByRole('listitem').count()).toBe(1);
    await page.getByRole('button', { name: '지원 목록 열기 (담은 학과 2개)' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/consulting-chosen-list.png`, fullPage: true });

    // 5. a mock sitting at /consulting/exams
    await page.getByRole('button', { name: '내 모의고사' }).or(page.getByRole('link', { name: '내 모의고사' })).first().click();
    await page.waitForURL((url) => url.pathname === '/consulting/exams');
    await page.getByRole('button', { name: '성적 입력', exact: true }).click();
    const form = page.getByRole('form', { name: '모의고사 성적 입력' });
    await form.waitFor();
    const year = Number(await form.getByLabel('연도').inputValue());
    await form.getByLabel('모의고사 이름').fill(SITTING);
    await form.getByLabel('모의고사 이름').press('Escape');
    for (const [label, s] of Object.entries(SCORES)) await fillArea(form, label, s);
    await page.screenshot({ path: `${SHOTS}/consulting-exam-form.png`, fullPage: true });
    await form.getByRole('button', { name: '저장', exact: true }).click();
    await page.getByText(`${year}년 ${SITTING} 성적을 저장했습니다.`).waitFor();
    await form.waitFor({ state: 'hidden' });
    await page.getByText(SITTING).first().waitFor();
    await page.screenshot({ path: `${SHOTS}/consulting-exams.png`, fullPage: true });

    // 6. the scaled-score modals: the 공학 major's formula is incomplete (no score, no band) ...
    await page.goto(`${app.url}/consulting/main`);
    await page.getByRole('tab', { name: '지원 목록' }).click();
    const eng = await openScore(page, engineering);
    await eng.score.getByRole('status').filter({ hasText: '공식이 완성되지 않았습니다' }).waitFor();
    expect(await eng.score.getByRole('list', { name: '빠진 항목' }).getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await eng.score.getByRole('region', { name: '지원 구간' }).textContent()).toContain('이 학과의 70%컷 입결이 없어 구간을 정하지 않았습니다.');
    expect(await eng.score.textContent()).toContain(`기준 성적: ${SITTING}`);
    await page.screenshot({ path: `${SHOTS}/consulting-score-incomplete.png`, fullPage: true });
    await closeScore(eng);

    // ... 서울대학교 경영학과's shows the computation, the score and the band with its rule
    const biz = await openScore(page, business);
    expect(await biz.detail.getByRole('region', { name: '환산점수' }).textContent()).toContain(`${EXPECTED.score}점`);
    await biz.score.getByLabel(`환산점수 ${EXPECTED.score}점`).waitFor();
    expect(await biz.score.textContent()).toContain(`기준 성적: ${SITTING} (최근 입력한 모의고사)`);
    const steps = biz.score.getByRole('region', { name: '계산 과정' }).getByRole('listitem');
    expect(await steps.count()).toBeGreaterThan(2);
    const stepText = (await steps.allTextContents()).join('\n');
    for (const n of ['131', '135', '66', '65']) expect(stepText).toContain(n);
    const bandSection = biz.score.getByRole('region', { name: '지원 구간' });
    const bandText = (await bandSection.textContent()) ?? '';
    expect(bandText).toContain(EXPECTED.band);
    expect(bandText).toMatch(new RegExp(`${EXPECTED.score.replace('.', '\\.')}점은 2024학년도 70%컷 ${EXPECTED.cutoff.replace('.', '\\.')}점 기준으로 이 구간입니다`));
    // the rule with this major's numbers: margin 1% of 395.5 = 3.96 (rounded to 0.01)
    expect(bandText).toContain('여유 폭 3.96점(70%컷의 1%)');
    expect(bandText).toContain('안정: 399.46점 이상, 적정: 395.5점 이상 399.46점 미만, 소신: 391.54점 이상 395.5점 미만, 도전: 391.54점 미만');
    expect(await bandSection.getByRole('table', { name: '입력된 입결' }).textContent()).toContain('70%컷');
    expect(await biz.score.getByRole('region', { name: '공식 출처' }).textContent()).toContain('서울대학교 2025학년도 인문 공식');
    await page.screenshot({ path: `${SHOTS}/consulting-score-band.png`, fullPage: true });
    await closeScore(biz);

    // 7. apply at /consulting/apply (the other two services are already open for the demo student)
    await page.getByRole('button', { name: '컨설팅 신청' }).or(page.getByRole('link', { name: '컨설팅 신청' })).first().click();
    await page.waitForURL((url) => url.pathname === '/consulting/apply');
    const apply = page.getByRole('form', { name: '컨설팅 신청서' });
    await apply.getByRole('radio', { name: /^수시 전략 컨설팅/ }).check();
    await apply.getByLabel('학생 이름').fill(STUDENT_NAME);
    await apply.getByLabel('학교').fill('휘문고등학교');
    await apply.getByRole('radiogroup', { name: '학년' }).getByRole('radio', { name: '고3' }).check();
    await apply.getByLabel('연락처 (휴대전화)').fill('01023456789');
    await apply.getByRole('checkbox', { name: '[필수] 개인정보 수집·이용에 동의합니다.' }).check();
    // what goes with it: the two chosen majors and the sitting
    await expect.poll(async () => (await apply.textContent()) ?? '', { timeout: 10_000 }).toContain(business);
    expect(await apply.textContent()).toContain(engineering.split(' ').slice(1).join(' '));
    await page.screenshot({ path: `${SHOTS}/consulting-apply.png`, fullPage: true });
    await apply.getByRole('button', { name: '신청하기' }).click();
    await page.waitForURL((url) => url.pathname === '/consulting/apply/done');
    await page.getByRole('heading', { name: '컨설팅 신청이 접수되었습니다' }).waitFor();
    const receipt = page.getByRole('table', { name: '신청 내용' });
    await receipt.waitFor();
    const receiptText = (await receipt.textContent()) ?? '';
    expect(receiptText).toContain('수시 전략 컨설팅');
    expect(receiptText).toContain(`${STUDENT_NAME} · 휘문고등학교 · 고3`);
    const applicationId = new URL(page.url()).searchParams.get('id');
    expect(applicationId).toMatch(/^\d+$/);
    expect(receiptText).toContain('결제 대기');
    await page.screenshot({ path: `${SHOTS}/consulting-apply-done.png`, fullPage: true });

    // 7b. the done page leads straight to paying it: /payment for this application, the card window, /payment/done
    await page.getByRole('link', { name: '200,000원 결제하기' }).click();
    await page.waitForURL((url) => url.pathname === '/payment' && url.searchParams.get('consulting_application_id') === applicationId);
    await page.getByRole('button', { name: '결제하기', exact: true }).click();
    await page.waitForURL(/toss-standin\/payment-window/);
    const card = page.getByRole('form', { name: '카드 결제' });
    await card.getByRole('textbox', { name: '카드 번호' }).fill('4330 1234 1234 1234');
    await card.getByRole('textbox', { name: '유효기간 (MM/YY)' }).fill('12/29');
    await card.getByRole('button', { name: '결제하기' }).click();
    await page.waitForURL(/\/payment\/done/, { timeout: 30_000 });
    await page.getByRole('heading', { name: '결제가 완료되었습니다' }).waitFor();
    const paid = page.getByRole('table', { name: '결제 내역' });
    expect(await paid.getByRole('row', { name: /결제 금액/ }).textContent()).toContain('200,000원');
    expect(await paid.getByRole('row', { name: /상품/ }).first().textContent()).toContain('수시 전략 컨설팅');
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    await page.screenshot({ path: `${SHOTS}/consulting-paid-done.png`, fullPage: true });
    // and 내 신청 내역 says so
    await page.getByRole('link', { name: '내 신청 내역', exact: true }).click();
    const mine = page.getByRole('region', { name: '내 신청 내역' });
    const mineRow = mine.getByRole('listitem').filter({ hasText: `신청 번호 ${applicationId}` });
    await expect.poll(async () => (await mineRow.textContent()) ?? '', { timeout: 10_000 }).toContain('결제 완료');

    // 8. a consultant finds it, opens it and moves it to 진행 중
    const consultant = await staffSignedIn('level4@demo.local');
    const admin = consultant.page;
    await admin.goto(`${app.url}/admin/admin-consulting`);
    await admin.getByRole('region', { name: '신청 필터' }).getByRole('textbox', { name: '검색' }).fill(STUDENT_NAME);
    const table = admin.getByRole('table', { name: '컨설팅 신청 목록' });
    const row = table.getByRole('row').filter({ hasText: STUDENT_NAME });
    // the search applies after a pause in typing: the list then holds this one application
    await admin.getByText('총 1건').waitFor();
    await expect.poll(() => row.count()).toBe(1);
    expect(new URL(admin.url()).searchParams.get('q')).toBe(STUDENT_NAME);
    expect(await row.textContent()).toContain('수시 전략 컨설팅');
    expect(await row.textContent()).toContain('접수');
    await row.getByRole('button', { name: STUDENT_NAME }).click();
    await admin.getByText(`신청 번호 ${applicationId}`).waitFor();
    const actions = admin.getByRole('region', { name: '처리' });
    await actions.getByText('지금 상태는 「접수」입니다.').waitFor();
    // what the student chose and entered came with it, and the payment with its order
    expect(await admin.getByText(business).count()).toBeGreaterThan(0);
    const payment = admin.getByRole('region', { name: '결제', exact: true });
    await payment.getByText('결제 완료').waitFor();
    expect(await payment.getByRole('table', { name: '결제한 주문' }).textContent()).toContain(orderId);
    await actions.getByRole('button', { name: '진행 시작' }).click();
    await actions.getByText('지금 상태는 「진행 중」입니다.').waitFor();
    await expect.poll(() => actions.getByRole('button', { name: '진행 시작' }).isDisabled()).toBe(true);
    await admin.screenshot({ path: `${SHOTS}/consulting-admin-in-progress.png`, fullPage: true });
    // the list shows the new state and the consultant, also after a reload (stored, not only on screen)
    await admin.reload();
    await actions.getByText('지금 상태는 「진행 중」입니다.').waitFor();
    await admin.getByRole('button', { name: '← 신청 목록' }).click();
    await admin.getByText('총 1건').waitFor();
    await expect.poll(async () => (await row.textContent()) ?? '', { timeout: 10_000 }).toContain('진행 중');
    expect(await row.textContent()).toContain('데모 관리자'); // the consultant who started it
    expect(await row.textContent()).toContain('결제 완료');
    await admin.screenshot({ path: `${SHOTS}/consulting-admin-list.png`, fullPage: true });

    // 9. the demo parent's priced application is 결제 대기: it cannot be started, and the screen says why
    await admin.getByRole('region', { name: '신청 필터' }).getByRole('textbox', { name: '검색' }).fill('이서연');
    const unpaid = table.getByRole('row').filter({ hasText: '이서연' }).filter({ hasText: '1:1 정시 컨설팅' });
    await expect.poll(() => unpaid.count(), { timeout: 10_000 }).toBe(1);
    expect(await unpaid.textContent()).toContain('결제 대기');
    await unpaid.getByRole('button', { name: '이서연' }).click();
    await actions.getByText('지금 상태는 「접수」입니다.').waitFor();
    expect(await actions.getByRole('button', { name: '진행 시작' }).isDisabled()).toBe(true);
    await actions.getByText(/결제 완료 후 시작할 수 있습니다/).waitFor();
    await admin.screenshot({ path: `${SHOTS}/consulting-admin-unpaid.png`, fullPage: true });

    for (const s of [student, consultant]) await s.context.close();
  });
});
