/**
 * HTTP hygiene on the real app: security headers (CSP, framing, sniffing, referrer) on every kind of reply,
 * the docs page's own CSP, the per-request file limit (413 naming it), the per-account daily byte quota
 * (429, exact under parallel uploads), and uploads checked by a real parser (an image must decode, a PDF
 * must parse). After every refused upload: no row and no stored file.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examFiles, examSubjects, users } from '../../server/db/schema';
import { contentIsValid } from '../../server/shared/upload-content';
import { EXAM_SUBJECT_STATE } from '../../src/machines/exam-subject.machine';
import { megabytes, secondsToNextUploadDay, uploadDayStart } from '../../src/api/uploads';
import { buildTestApp, demoEmail, loginAs, withToken, type DemoWho, type TestApp } from '../helpers/app';
import { field, file, imageBytes, multipart, pdfBytes, PNG, type Part } from '../helpers/uploads';

/** A tiny quota and file limit, so that both are reached with small real files. */
const DAILY_MB = 0.05;
const MAX_FILES = 3;
const PAGES = '/api/v2/exam/exam_subject_file/png_file_list';
const PAPER = '/api/v2/exam/exam_subject_file';

const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

let t: TestApp;
let webDir = '';
const subjects: number[] = [];

beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'edu-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>');
  writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log(1);');
  t = await buildTestApp({ UPLOAD_DAILY_MB: String(DAILY_MB), UPLOAD_MAX_FILES: String(MAX_FILES), WEB_DIR: webDir });
  // Being entered by level 1, who may add pages (level 4 and up may as admins).
  const enterer = await uid(1);
  for (let i = 0; i < 5; i++) {
    const [row] = await t.database.db
      .insert(examSubjects)
      .values({ name: `위생 검사 ${i}`, school_type: 3, grade_id: 3, subject_type_id: 3, type: 1, year: 2025, user_id: enterer, state: EXAM_SUBJECT_STATE.entering.code })
      .returning({ id: examSubjects.id });
    subjects.push(row.id);
  }
});
afterAll(() => t.close());

async function put(url: string, who: DemoWho, parts: Part[]) {
  const body = multipart(parts);
  return t.app.inject(withToken(await loginAs(t.app, who), { method: 'PUT', url, payload: body.payload, headers: body.headers }));
}

const uid = async (who: DemoWho) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, demoEmail(who))))[0].id;
const rowsOfSubject = (id: number) => t.database.db.select().from(examFiles).where(eq(examFiles.exam_subject_id, id));

/** Every file under the storage folder, relative to it. */
function storedFiles(): string[] {
  const root = t.app.deps.env.storageDir;
  if (!existsSync(root)) return [];
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.relative(root, path.join(dir, e.name))]));
  return walk(root);
}

/** A Content-Security-Policy header as directive -> sources. */
function parseCsp(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** The policy of the app: its own scripts, styles (inline too: Mantine, KaTeX), fonts and images; no framing. */
const APP_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'font-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

describe('security headers', () => {
  it('every kind of reply carries the CSP, nosniff, no framing and no referrer: API, 401, 404, web page, asset', async () => {
    const replies = {
      health: await t.app.inject({ method: 'GET', url: '/api/health' }),
      unauthorized: await t.app.inject({ method: 'GET', url: '/api/v2/exam/check_question_image/1' }),
      missing: await t.app.inject({ method: 'GET', url: '/api/no-such-call' }),
      page: await t.app.inject({ method: 'GET', url: '/admin/auth/login' }),
      asset: await t.app.inject({ method: 'GET', url: '/assets/app.js' }),
    };
    expect(Object.fromEntries(Object.entries(replies).map(([k, r]) => [k, r.statusCode]))).toEqual({ health: 200, unauthorized: 401, missing: 404, page: 200, asset: 200 });
    expect(replies.page.body).toContain('/assets/app.js');
    for (const [name, res] of Object.entries(replies)) {
      expect(parseCsp(res.headers['content-security-policy']), name).toEqual(APP_CSP);
      expect(res.headers['x-content-type-options'], name).toBe('nosniff');
      expect(res.headers['x-frame-options'], name).toBe('DENY');
      expect(res.headers['referrer-policy'], name).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy'], name).toBe('same-origin');
      expect(res.headers['x-powered-by'], name).toBeUndefined();
    }
  });

  it('the API docs page allows exactly its one inline script, by hash, and nothing else more', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain('SwaggerUIBundle(');
    const hash = `'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`;
    const csp = parseCsp(res.headers['content-security-policy']);
    expect(csp).toEqual({ ...APP_CSP, 'script-src': ["'self'", hash] });
    expect(res.headers['x-frame-options']).toBe('DENY');
    // The other pages keep the strict policy.
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(parseCsp(json.headers['content-security-policy'])['script-src']).toEqual(["'self'"]);
  });
});

describe('uploads are checked by a real parser (415 naming body.file, nothing kept)', () => {
  it('contentIsValid: images decode, PDFs parse, anything else behind their first bytes does not', async () => {
    const png = await imageBytes('png', 32, 32);
    const jpeg = await imageBytes('jpeg', 32, 32);
    const cases: Array<[string, Parameters<typeof contentIsValid>[0], Buffer, boolean]> = [
      ['real PNG', 'image/png', png, true],
      ['1x1 PNG', 'image/png', PNG, true],
      ['real JPEG', 'image/jpeg', jpeg, true],
      ['real PDF', 'application/pdf', pdfBytes(), true],
      ['PNG signature then HTML', 'image/png', Buffer.concat([PNG.subarray(0, 16), HTML]), false],
      ['PNG header chunk then HTML', 'image/png', Buffer.concat([PNG.subarray(0, 33), HTML]), false],
      ['PNG cut in half', 'image/png', png.subarray(0, Math.floor(png.length / 2)), false],
      ['JPEG declared as PNG', 'image/png', jpeg, false],
      ['JPEG start then HTML', 'image/jpeg', Buffer.concat([jpeg.subarray(0, 20), HTML]), false],
      ['PDF header then HTML', 'application/pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), HTML]), false],
      ['PDF without pages', 'application/pdf', Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'), false],
    ];
    const results = await Promise.all(cases.map(async ([name, media, data]) => [name, await contentIsValid(media, data)]));
    expect(Object.fromEntries(results)).toEqual(Object.fromEntries(cases.map(([name, , , ok]) => [name, ok])));
  });

  it('a cut-off image is refused every time, also among many decoded at once', async () => {
    const png = await imageBytes('png', 32, 32);
    const jpeg = await imageBytes('jpeg', 64, 64);
    const cutPng = png.subarray(0, Math.floor(png.length / 2));
    const cutJpeg = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const runs = await Promise.all(
      Array.from({ length: 40 }, () => Promise.all([contentIsValid('image/png', png), contentIsValid('image/png', cutPng), contentIsValid('image/jpeg', jpeg), contentIsValid('image/jpeg', cutJpeg)])),
    );
    expect(runs.filter(([whole, cut, wholeJpeg, cutJ]) => !whole || cut || !wholeJpeg || cutJ)).toEqual([]);
  });

  it('a page image that is a PNG header followed by HTML is refused; so is a cut-off one in a batch; nothing kept', async () => {
    const id = subjects[0];
    const before = storedFiles();
    const fake = await put(PAGES, 1, [field('id', id), file('1.png', 'image/png', Buffer.concat([PNG.subarray(0, 16), HTML]))]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toEqual({ result: 'fail', code: 'UNSUPPORTED_MEDIA_TYPE', field: 'body.file', message: '파일 내용이 PNG 형식이 아닙니다. 파일이 손상되었거나 확장자만 바뀐 파일입니다.' });
    const png = await imageBytes('png', 32, 32);
    const batch = await put(PAGES, 1, [field('id', id), file('1.png', 'image/png', PNG), file('2.png', 'image/png', png.subarray(0, png.length - 40))]);
    expect(batch.statusCode).toBe(415);
    expect(await rowsOfSubject(id)).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });

  it('a paper that is a PDF header followed by HTML, or a JPEG start followed by HTML, is refused; real ones are kept', async () => {
    const id = subjects[0];
    const before = storedFiles();
    for (const [name, type, data] of [
      ['a.pdf', 'application/pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), HTML])],
      ['a.jpg', 'image/jpeg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML])],
    ] as const) {
      const res = await put(PAPER, 5, [field('id', id), field('type', 'exam'), file(name, type, data)]);
      expect(res.statusCode, name).toBe(415);
      expect(res.json(), name).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', field: 'body.file' });
    }
    expect(await rowsOfSubject(id)).toEqual([]);
    expect(storedFiles()).toEqual(before);

    const jpeg = await imageBytes('jpeg', 16, 16);
    const ok = await put(PAPER, 5, [field('id', id), field('type', 'answer'), file('답안.jpg', 'image/jpeg', jpeg)]);
    expect(ok.statusCode).toBe(200);
    expect((await rowsOfSubject(id)).map((r) => [r.type, r.content_type, r.size])).toEqual([['answer', 'image/jpeg', jpeg.length]]);
  });
});

describe('multipart only where a call reads uploads', () => {
  it('a multipart body sent to a call that takes JSON is refused with 415 and changes nothing; an upload call still reads one', async () => {
    const before = storedFiles();
    const body = multipart([field('id', subjects[3]), field('name', '바뀐 이름'), file('1.png', 'image/png', PNG)]);
    const res = await t.app.inject(withToken(await loginAs(t.app, 10), { method: 'PUT', url: '/api/v2/exam/exam_subject', payload: body.payload, headers: body.headers }));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'UNSUPPORTED_MEDIA_TYPE', field: 'body' });
    const [row] = await t.database.db.select({ name: examSubjects.name }).from(examSubjects).where(eq(examSubjects.id, subjects[3]));
    expect(row.name).toBe('위생 검사 3');
    expect(storedFiles()).toEqual(before);
    const upload = await put(PAGES, 1, [field('id', subjects[3]), file('1.png', 'image/png', await imageBytes('png', 16, 16))]);
    expect(upload.statusCode).toBe(200);
  });
});

describe('per-request file limit (UPLOAD_MAX_FILES)', () => {
  it(`${MAX_FILES + 1} page images in one request: 413 naming the limit, nothing kept; ${MAX_FILES} are stored`, async () => {
    const id = subjects[1];
    const before = storedFiles();
    const pages = (n: number) => Array.from({ length: n }, (_, i) => file(`${i + 1}.png`, 'image/png', PNG));
    const over = await put(PAGES, 1, [field('id', id), ...pages(MAX_FILES + 1)]);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ result: 'fail', code: 'PAYLOAD_TOO_LARGE', field: 'body.file', message: `파일은 한 번에 ${MAX_FILES}개까지 올릴 수 있습니다.` });
    expect(await rowsOfSubject(id)).toEqual([]);
    expect(storedFiles()).toEqual(before);

    const fits = await put(PAGES, 1, [field('id', id), ...pages(MAX_FILES)]);
    expect(fits.statusCode).toBe(200);
    expect((await rowsOfSubject(id)).map((r) => r.page).sort()).toEqual([1, 2, 3]);
    const check = await t.app.inject(withToken(await loginAs(t.app, 1), { method: 'GET', url: `/api/v2/exam/check_question_image/${id}` }));
    expect(check.json()).toMatchObject({ upload_max_files: MAX_FILES });
  });
});

describe('per-account daily quota (UPLOAD_DAILY_MB)', () => {
  it('the upload day runs midnight to midnight in Korea', () => {
    const cases: Array<[string, string, number]> = [
      ['2025-03-01T00:00:00+09:00', '2025-02-28T15:00:00.000Z', 86_400],
      ['2025-03-01T23:59:59+09:00', '2025-02-28T15:00:00.000Z', 1],
      ['2025-03-01T08:59:59Z', '2025-02-28T15:00:00.000Z', 6 * 3600 + 1],
      ['2025-03-01T14:59:59.500Z', '2025-02-28T15:00:00.000Z', 1],
      ['2025-03-01T15:00:00Z', '2025-03-01T15:00:00.000Z', 86_400],
    ];
    for (const [now, start, seconds] of cases) {
      expect(uploadDayStart(new Date(now)).toISOString(), now).toBe(start);
      expect(secondsToNextUploadDay(new Date(now)), now).toBe(seconds);
    }
  });

  it('parallel uploads that together pass the quota: the stored total stays within it, the rest get 429 and leave nothing', async () => {
    const quota = megabytes(DAILY_MB);
    const level4 = await uid(4);
    // Yesterday's files of the same account and today's files of another account do not count.
    await t.database.db.insert(examFiles).values([
      { exam_subject_id: subjects[4], type: 'png', file_key: 'exam/2025/01/00000000-0000-0000-0000-000000000001.png', file_name: 'old.png', content_type: 'image/png', size: 10 * quota, user_id: level4, create_time: new Date(uploadDayStart(new Date()).getTime() - 1000) },
      { exam_subject_id: subjects[4], type: 'png', file_key: 'exam/2025/01/00000000-0000-0000-0000-000000000002.png', file_name: 'other.png', content_type: 'image/png', size: 10 * quota, user_id: await uid(5) },
    ]);
    const page = await imageBytes('png', 48, 48);
    const fitting = Math.floor(quota / page.length);
    const attempts = 30;
    expect(fitting).toBeGreaterThan(1);
    expect(fitting).toBeLessThan(attempts);
    const before = storedFiles().length;

    await loginAs(t.app, 4); // once, before the parallel uploads share the token
    const replies = await Promise.all(
      Array.from({ length: attempts }, (_, i) => put(PAGES, 4, [field('id', subjects[2 + (i % 2)]), file(`p${i}.png`, 'image/png', page)])),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(fitting);
    expect(codes.filter((c) => c === 429)).toHaveLength(attempts - fitting);
    const refused = replies.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ result: 'fail', code: 'TOO_MANY_REQUESTS' });
    expect(refused.json().message).toMatch(new RegExp(`^하루 업로드 한도 ${DAILY_MB}MB를 넘습니다\\. 오늘 .+를 올렸습니다\\.`));
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);

    const today = await t.database.db
      .select()
      .from(examFiles)
      .where(and(eq(examFiles.user_id, level4), gte(examFiles.create_time, uploadDayStart(new Date()))));
    expect(today).toHaveLength(fitting);
    expect(today.reduce((sum, r) => sum + r.size, 0)).toBe(fitting * page.length);
    expect(today.reduce((sum, r) => sum + r.size, 0)).toBeLessThanOrEqual(quota);
    expect(storedFiles().length).toBe(before + fitting);

    // What is left still takes a file that fits, then nothing more; another account is not affected.
    const left = quota - fitting * page.length;
    expect(left).toBeGreaterThan(PNG.length);
    expect((await put(PAGES, 4, [field('id', subjects[2]), file('tiny.png', 'image/png', PNG)])).statusCode).toBe(200);
    const full = await put(PAGES, 4, [field('id', subjects[2]), file('more.png', 'image/png', page)]);
    expect(full.statusCode).toBe(429);
    expect((await put(PAGES, 1, [field('id', subjects[2]), file('mine.png', 'image/png', page)])).statusCode).toBe(200);
    expect(storedFiles().length).toBe(before + fitting + 2);
  });
});
