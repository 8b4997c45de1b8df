/**
 * Bounded work per upload (spec section 7, Files; README "Configuration"): uploads are bounded in work, not only in
 * bytes. A PDF is refused past PDF_MAX_PAGES pages or with a page larger than A2, before it is stored, split or
 * viewed; an image past IMAGE_MAX_MEGAPIXELS is refused from its header, before its pixels are decoded, on every
 * upload path; a customer's PDF is parsed in a worker thread under PDF_CHECK_TIMEOUT_MS, so that four heavy uploads
 * at once leave /api/health answering at once. The splitter checks a stored paper against the same limits again and
 * never renders a page past RENDER_MAX_PIXELS. Each refusal is checked for its status, field and Korean message
 * naming the limit, and for having stored nothing.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAM_TYPE } from '../../src/api/codes';
import { UPLOAD_MESSAGES } from '../../src/api/uploads';
import { EXAM_SUBJECT_STATE } from '../../src/machines/exam-subject.machine';
import { examFiles, examSubjects, schools, splitJobs, testPapers } from '../../server/db/schema';
import { seedStoreProducts } from '../../server/db/seed/store-products';
import runSplitTask from '../../server/features/digitise/split-worker';
import { renderPdfPage } from '../../server/features/digitise/splitter/index';
import { cappedScale, RENDER_MAX_PIXELS } from '../../server/features/digitise/splitter/pdf';
import { pdfCheckerThreads } from '../../server/shared/pdf-check';
import { buildTestApp, loginAs, withToken, type DemoWho, type TestApp } from '../helpers/app';
import { userId } from '../helpers/factories';
import { brokenPdf, field, file, imageBytes, multipart, PAPER_PT, pdfOfPages, type Part } from '../helpers/uploads';

const URL = {
  testPaper: '/api/v2/common/user_upload_file',
  divide: '/api/v2/exam/divided_image/reset',
  pages: '/api/v2/exam/exam_subject_file/png_file_list',
  product: '/api/v2/store/homepage/product/image_file',
  health: '/api/health',
};

let t: TestApp;
let student = 0;
let school = { id: 0, name: '' };
let unique = 0;

beforeAll(async () => {
  t = await buildTestApp();
  student = await userId(t.database.db, 'student@demo.local');
  const [high] = await t.database.db.select().from(schools).where(eq(schools.school_type, 3)).orderBy(asc(schools.id)).limit(1);
  school = { id: high.id, name: high.school_name };
  await seedStoreProducts(t.database.db, t.app.deps.storage);
});
afterAll(() => t.close());

/** The test-paper upload's fields: a 2nd-grade high-school math paper of 2025. */
const paperFields = (): Part[] =>
  Object.entries({ school_id: school.id, school_name: school.name, school_type: 3, grade_id: 2, subject_type_id: 3, semester: 1, year: 2025 }).map(([k, v]) => field(k, v));

async function send(app: TestApp, who: DemoWho, method: 'POST' | 'PUT', url: string, parts: Part[]) {
  const body = multipart(parts);
  return app.app.inject(withToken(await loginAs(app.app, who), { method, url, payload: body.payload, headers: body.headers }));
}
/** A customer's paper upload (/post). */
const uploadPaper = (parts: Part[], app: TestApp = t) => send(app, 'student', 'POST', URL.testPaper, [...paperFields(), ...parts]);
const pdfPart = (data: Buffer) => file('시험지.pdf', 'application/pdf', data);

/** Every file under the storage folder, relative to it. */
function storedFiles(app: TestApp = t): string[] {
  const root = app.app.deps.env.storageDir;
  if (!existsSync(root)) return [];
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.relative(root, path.join(dir, e.name))]));
  return walk(root).sort();
}
const papersOfStudent = async () => (await t.database.db.select({ id: testPapers.id }).from(testPapers).where(eq(testPapers.user_id, student))).map((r) => r.id);

/** An AI exam subject (digitise), entered by level 1. */
async function aiSubject(name: string) {
  const [row] = await t.database.db
    .insert(examSubjects)
    .values({ name, school_type: 3, grade_id: 3, subject_type_id: 3, subject_code_name: 'MATH1', type: EXAM_TYPE.ai.code, year: 2025, user_id: await userId(t.database.db, 'level1@demo.local') })
    .returning();
  return row;
}

describe('PDF pages (PDF_MAX_PAGES, default 60)', () => {
  it('a 61-page paper is refused with 413 naming the limit and body.file, nothing kept; 60 pages are taken', async () => {
    const before = { files: storedFiles(), papers: await papersOfStudent() };
    const over = await uploadPaper([pdfPart(pdfOfPages(Array.from({ length: 61 }, () => PAPER_PT.A4), `over ${unique++}`))]);
    expect(over.statusCode, over.body).toBe(413);
    expect(over.json()).toEqual({ result: 'fail', code: 'PAYLOAD_TOO_LARGE', field: 'body.file', message: UPLOAD_MESSAGES.tooManyPages(60, 61) });
    expect(over.json().message).toContain('60쪽');
    expect(storedFiles()).toEqual(before.files);
    expect(await papersOfStudent()).toEqual(before.papers);

    const fits = await uploadPaper([pdfPart(pdfOfPages(Array.from({ length: 60 }, () => PAPER_PT.A4), `fits ${unique++}`))]);
    expect(fits.statusCode, fits.body).toBe(200);
    expect(fits.json()).toMatchObject({ file_count: 1 });
  });

  it('PDF_MAX_PAGES is a setting: 3 allows three pages and refuses four', async () => {
    const small = await buildTestApp({ PDF_MAX_PAGES: '3' });
    try {
      const over = await uploadPaper([pdfPart(pdfOfPages([PAPER_PT.A4, PAPER_PT.A4, PAPER_PT.A4, PAPER_PT.A4], `four ${unique++}`))], small);
      expect([over.statusCode, over.json().message]).toEqual([413, UPLOAD_MESSAGES.tooManyPages(3, 4)]);
      const fits = await uploadPaper([pdfPart(pdfOfPages([PAPER_PT.A4, PAPER_PT.A4, PAPER_PT.A4], `three ${unique++}`))], small);
      expect(fits.statusCode, fits.body).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('PDF page size (at most A2, 420 × 594 mm, either way)', () => {
  it('a paper with an A1 page is refused with 413 naming A2 and the page, nothing kept', async () => {
    const before = { files: storedFiles(), papers: await papersOfStudent() };
    const res = await uploadPaper([pdfPart(pdfOfPages([PAPER_PT.A4, PAPER_PT.A1], `a1 ${unique++}`))]);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toEqual({ result: 'fail', code: 'PAYLOAD_TOO_LARGE', field: 'body.file', message: UPLOAD_MESSAGES.pageTooLarge(2, 1684, 2384) });
    expect(res.json().message).toContain('A2(420×594mm)');
    expect(storedFiles()).toEqual(before.files);
    expect(await papersOfStudent()).toEqual(before.papers);
  });

  it('8000 × 8000 pt, and an A4 page scaled up by UserUnit, are refused; A2 upright and sideways are taken', async () => {
    const huge = await uploadPaper([pdfPart(pdfOfPages([[8000, 8000]], `huge ${unique++}`))]);
    expect([huge.statusCode, huge.json().message]).toEqual([413, UPLOAD_MESSAGES.pageTooLarge(1, 8000, 8000)]);
    // UserUnit 3 makes an A4 MediaBox 1785 × 2526 pt on paper.
    const scaled = await uploadPaper([pdfPart(pdfOfPages([PAPER_PT.A4], `unit ${unique++}`, 3))]);
    expect([scaled.statusCode, scaled.json().code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const [w, h] = PAPER_PT.A2;
    const a2 = await uploadPaper([pdfPart(pdfOfPages([[w, h], [h, w], [w + 5, h + 5]], `a2 ${unique++}`))]);
    expect(a2.statusCode, a2.body).toBe(200);
  });

  it('the AI exam upload (digitise) refuses an A1 paper before any splitting job is queued', async () => {
    const subject = await aiSubject('A1 시험지');
    const res = await send(t, 4, 'POST', URL.divide, [field('exam_subject_id', subject.id), pdfPart(pdfOfPages([PAPER_PT.A1], `divide ${unique++}`))]);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'body.file', message: UPLOAD_MESSAGES.pageTooLarge(1, 1684, 2384) });
    expect(await t.database.db.select().from(splitJobs).where(eq(splitJobs.exam_subject_id, subject.id))).toEqual([]);
  });
});

describe('image pixels (IMAGE_MAX_MEGAPIXELS, default 40)', () => {
  let huge: Buffer;
  /** The same 8000 × 8000 PNG cut after its first 4 KB: its header is whole, its pixels would not decode. */
  let hugeHeaderOnly: Buffer;
  beforeAll(async () => {
    huge = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#ffffff' } }).png().toBuffer();
    hugeHeaderOnly = huge.subarray(0, 4096);
  });
  const refusal = { result: 'fail', code: 'PAYLOAD_TOO_LARGE', field: 'body.file', message: UPLOAD_MESSAGES.imageTooLarge(40, 8000, 8000) };

  it('an 8000 × 8000 px page photo (64 MP) is refused with 413 naming the limit, from its header: faster than decoding it, nothing kept', async () => {
    const before = { files: storedFiles(), papers: await papersOfStudent() };
    const started = performance.now();
    const res = await uploadPaper([file('1쪽.png', 'image/png', huge)]);
    const refusedMs = performance.now() - started;
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toEqual(refusal);
    expect(res.json().message).toContain('4000만 화소');
    expect(storedFiles()).toEqual(before.files);
    expect(await papersOfStudent()).toEqual(before.papers);

    // Decoding it (as the content check would) takes longer than the whole refused request.
    const decodeStarted = performance.now();
    await sharp(huge, { limitInputPixels: false }).resize(16, 16, { fit: 'fill' }).raw().toBuffer();
    expect(refusedMs).toBeLessThan(performance.now() - decodeStarted);

    // A file whose pixels are cut off would fail to decode (415); it gets the size refusal, so no decoding was tried.
    const cut = await uploadPaper([file('1쪽.png', 'image/png', hugeHeaderOnly)]);
    expect(cut.json()).toEqual(refusal);
  });

  it('every image upload path refuses it the same way: AI exam pages, exam page images, product images', async () => {
    const before = storedFiles();
    const subject = await aiSubject('큰 사진 시험지');
    const divide = await send(t, 4, 'POST', URL.divide, [field('exam_subject_id', subject.id), file('1.png', 'image/png', hugeHeaderOnly)]);
    expect(divide.json()).toEqual(refusal);

    const [exam] = await t.database.db
      .insert(examSubjects)
      .values({ name: '큰 사진 문제은행', school_type: 3, grade_id: 3, subject_type_id: 3, type: 1, year: 2025, user_id: await userId(t.database.db, 'level1@demo.local'), state: EXAM_SUBJECT_STATE.entering.code })
      .returning({ id: examSubjects.id });
    const pages = await send(t, 4, 'PUT', URL.pages, [field('id', exam.id), file('1.png', 'image/png', hugeHeaderOnly)]);
    expect(pages.json()).toEqual(refusal);
    expect(await t.database.db.select().from(examFiles).where(eq(examFiles.exam_subject_id, exam.id))).toEqual([]);

    const product = await send(t, 4, 'PUT', URL.product, [field('goods_code', 'DEMO-MOCK-SET'), file('상품.png', 'image/png', hugeHeaderOnly)]);
    expect(product.json()).toEqual(refusal);
    expect(storedFiles()).toEqual(before);

    // Within the limit the same paths take a photo as before.
    const ok = await send(t, 4, 'PUT', URL.pages, [field('id', exam.id), file('1.png', 'image/png', await imageBytes('png', 40, 40))]);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('IMAGE_MAX_MEGAPIXELS is a setting: at 1 a 1200 × 1000 photo is refused and a 1000 × 1000 one taken', async () => {
    const small = await buildTestApp({ IMAGE_MAX_MEGAPIXELS: '1' });
    try {
      const over = await uploadPaper([file('1쪽.png', 'image/png', await imageBytes('png', 1200, 1000))], small);
      expect([over.statusCode, over.json().message]).toEqual([413, UPLOAD_MESSAGES.imageTooLarge(1, 1200, 1000)]);
      const fits = await uploadPaper([file('1쪽.png', 'image/png', await imageBytes('png', 1000, 1000))], small);
      expect(fits.statusCode, fits.body).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('PDF parsing in a worker thread under a time limit (PDF_CHECK_TIMEOUT_MS)', () => {
  it('a PDF that takes longer than the limit to open is refused with 422 naming the limit, its worker ended; the next one is checked', async () => {
    const quick = await buildTestApp({ PDF_CHECK_TIMEOUT_MS: '300' });
    try {
      // A small paper first, so that the worker thread is up and pdf.js loaded.
      const warm = await uploadPaper([pdfPart(pdfOfPages([PAPER_PT.A4], `warm ${unique++}`))], quick);
      expect(warm.statusCode, warm.body).toBe(200);
      const threadsBefore = pdfCheckerThreads();
      expect(threadsBefore.length).toBeGreaterThan(0);

      const before = storedFiles(quick);
      const slow = await uploadPaper([pdfPart(brokenPdf(10, `slow ${unique++}`))], quick);
      // Refused at the limit: had pdf.js been let run to its end (1.3 s and more for this file), it would be a 415.
      expect(slow.statusCode, slow.body).toBe(422);
      expect(slow.json()).toEqual({ result: 'fail', code: 'UNPROCESSABLE', field: 'body.file', message: UPLOAD_MESSAGES.pdfTimeout(0.3) });
      expect(slow.json().message).toContain('0.3초');
      expect(storedFiles(quick)).toEqual(before);
      // The thread that ran it was ended, not left running.
      expect(pdfCheckerThreads().filter((id) => threadsBefore.includes(id))).toEqual([]);

      const next = await uploadPaper([pdfPart(pdfOfPages([PAPER_PT.A4], `next ${unique++}`))], quick);
      expect(next.statusCode, next.body).toBe(200);
    } finally {
      await quick.close();
    }
  });

  it('/api/health answers within 50 ms (p95) while four 10 MB broken PDFs are checked at once', async () => {
    const server = await buildTestApp({ PDF_CHECK_TIMEOUT_MS: '60000' });
    try {
      const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
      const token = await loginAs(server.app, 'student');
      const bodies = Array.from({ length: 4 }, (_, i) => multipart([...paperFields(), pdfPart(brokenPdf(10, `parallel ${i} ${unique++}`))]));

      const latencies: number[] = [];
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          const started = performance.now();
          const res = await fetch(`${address}${URL.health}`);
          await res.arrayBuffer();
          latencies.push(performance.now() - started);
          await new Promise((r) => setTimeout(r, 10));
        }
      })();
      const uploads = await Promise.all(
        bodies.map(async (body) => {
          const res = await fetch(`${address}${URL.testPaper}`, { method: 'POST', body: body.payload, headers: { ...body.headers, authorization: `token=${token}` } });
          return { status: res.status, body: (await res.json()) as { code: string; field: string } };
        }),
      );
      sampling = false;
      await sampler;

      // Every one was parsed to the end and refused as not a PDF.
      expect(uploads.map((u) => [u.status, u.body.code, u.body.field])).toEqual(Array.from({ length: 4 }, () => [415, 'UNSUPPORTED_MEDIA_TYPE', 'body.file']));
      const sorted = [...latencies].sort((a, b) => a - b);
      const p95 = sorted[Math.floor(sorted.length * 0.95)];
      const max = sorted[sorted.length - 1];
      console.info(`health during 4 parallel 10 MB PDF checks: ${sorted.length} samples, p50 ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms`);
      expect(sorted.length).toBeGreaterThan(50);
      expect(p95).toBeLessThan(50);
    } finally {
      await server.close();
    }
  }, 180_000);
});

describe('a stored paper past the limits (uploaded before them): splitting and rendering', () => {
  const limits = { pdfMaxPages: 60, imageMaxMegapixels: 40 };

  it('the render scale is capped by pixels, never taken from the page size alone', () => {
    const pixels = (w: number, h: number, s: number) => Math.ceil(w * s) * Math.ceil(h * s);
    const cases: Array<[string, number, number, number]> = [
      ['A4 at 2', 595, 842, 2],
      ['A2 at 2', 1191, 1684, 2],
      ['8000 pt square at 2', 8000, 8000, 2],
      ['the largest page PDF allows at 1.5', 14_400, 14_400, 1.5],
      ['a thin strip at 2', 14_400, 3, 2],
    ];
    const found = cases.map(([name, w, h, wanted]) => {
      const s = cappedScale(w, h, wanted);
      return [name, s <= wanted, pixels(w, h, s) <= RENDER_MAX_PIXELS, s === wanted || pixels(w, h, s) > RENDER_MAX_PIXELS * 0.95];
    });
    expect(found).toEqual(cases.map(([name]) => [name, true, true, true]));
    expect(cappedScale(595, 842, 2)).toBe(2);
    expect(cappedScale(1191, 1684, 2)).toBe(2);
    expect(cappedScale(8000, 8000, 2)).toBe(0.5);
    expect(() => cappedScale(0, 842, 2)).toThrow(RangeError);
  });

  it('an 8000 × 8000 pt page is rendered within RENDER_MAX_PIXELS, at the scale it reports', async () => {
    const { png, scale } = await renderPdfPage(pdfOfPages([[8000, 8000]], 'render'), 1, 2);
    const { width = 0, height = 0 } = await sharp(png).metadata();
    expect(width * height).toBeLessThanOrEqual(RENDER_MAX_PIXELS);
    expect(width * height).toBeGreaterThan(RENDER_MAX_PIXELS * 0.95);
    expect(width).toBe(Math.ceil(8000 * scale));
  });

  it('a splitting job refuses a paper of too many pages, an A1 page or a 64 MP page image, with the upload messages', async () => {
    const run = (kind: 'pdf' | 'images', data: Buffer) => runSplitTask({ kind, files: [new Uint8Array(data)], limits });
    expect(await run('pdf', pdfOfPages(Array.from({ length: 61 }, () => PAPER_PT.A4)))).toEqual({ ok: false, reason: UPLOAD_MESSAGES.tooManyPages(60, 61) });
    expect(await run('pdf', pdfOfPages([PAPER_PT.A4, PAPER_PT.A1]))).toEqual({ ok: false, reason: UPLOAD_MESSAGES.pageTooLarge(2, 1684, 2384) });
    const huge = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#ffffff' } }).png().toBuffer();
    expect(await run('images', huge.subarray(0, 4096))).toEqual({ ok: false, reason: `1쪽: ${UPLOAD_MESSAGES.imageTooLarge(40, 8000, 8000)}` });
  });
});
