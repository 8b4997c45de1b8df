/**
 * Test papers uploaded by users (issue 12) on the real app, database and storage folder. Each call in the
 * order 401 -> 400 (naming the field) -> 403 -> 404 -> 409 (and 413/415/429 for uploads) -> success, checking
 * the stored rows and files, and that a refused call changed nothing: the customer's upload (PNG pages, a PDF,
 * photos straightened by their EXIF orientation, content checked by decoding, the same file never twice,
 * limits and the daily quota shared with the question bank), their own list and "seen"; the administrators'
 * list (filter groups, defaults, sorting, paging), detail, state changes through the test-paper machine,
 * subject change, file size, download, and the school exam made from an approved paper; the demo seed.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, gt, max } from 'drizzle-orm';
import sharp from 'sharp';
import { examFiles, pointLogs, schools, schoolSubjects, testPaperFiles, testPapers, transitionLog, users } from '../../server/db/schema';
import { seedTestPapers } from '../../server/db/seed/test-papers';
import { RATE_LIMITS } from '../../src/api/rate-limits';
import { TEST_PAPER_POINTS, TEST_PAPER_STATE } from '../../src/api/test-papers';
import { buildTestApp, clearRateLimits, loginAs, withToken, type DemoWho, type TestApp } from '../helpers/app';
import { userId } from '../helpers/factories';
import { field, file, imageBytes, multipart, pdfBytes, type Part } from '../helpers/uploads';

const { requested: REQUESTED, rejected: REJECTED, approved: APPROVED } = TEST_PAPER_STATE;
const URL = {
  upload: '/api/v2/common/user_upload_file',
  list: '/api/v2/common/user_upload_file_list',
  one: '/api/v2/common/user_upload_file',
  state: '/api/v2/common/user_upload_file',
  subject: '/api/v2/common/user_upload_file/subject_type',
  size: '/api/v2/common/file_size',
  download: '/api/v2/common/user_upload_file/download',
  mine: '/api/v2/common/user_upload_file/mine',
  seen: '/api/v2/common/user_upload_file/seen',
  schoolExam: '/api/v2/common/user_upload_file/school_exam',
};

let t: TestApp;
let student = 0;
let highSchool = { id: 0, name: '' };
let middleSchool = { id: 0, name: '' };

beforeAll(async () => {
  t = await buildTestApp();
  student = await userId(t.database.db, 'student@demo.local');
  const [high] = await t.database.db.select().from(schools).where(eq(schools.school_type, 3)).orderBy(asc(schools.id)).limit(1);
  const [middle] = await t.database.db.select().from(schools).where(eq(schools.school_type, 2)).orderBy(asc(schools.id)).limit(1);
  highSchool = { id: high.id, name: high.school_name };
  middleSchool = { id: middle.id, name: middle.school_name };
});
afterAll(() => t.close());

// ---- Helpers ----

let unique = 0;
/** A real PNG different from every other one made here (its size differs), so that no upload is a duplicate by accident. */
const newPng = () => imageBytes('png', 24 + (unique % 40), 30 + Math.floor(unique++ / 40));
/** A real PDF different from every other one. */
const newPdf = () => pdfBytes(`paper ${unique++}`);
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The upload's fields as form parts: a 2nd-grade high-school math paper of 2025 from the first listed high school, unless told. */
function fieldParts(values: Record<string, string | number | undefined> = {}): Part[] {
  const all = { school_id: highSchool.id, school_name: highSchool.name, school_type: 3, grade_id: 2, subject_type_id: 3, semester: 1, year: 2025, ...values };
  return Object.entries(all)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => field(k, v as string | number));
}
const pngPart = (data: Buffer, name = '1쪽.png') => file(name, 'image/png', data);

async function send(who: DemoWho | null, opts: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: unknown; headers?: Record<string, string> }) {
  return t.app.inject(withToken(who === null ? null : await loginAs(t.app, who), opts as never));
}
async function upload(who: DemoWho | null, parts: Part[], app: TestApp = t) {
  // This file uploads more often than one account may in an hour (README "Rate limits"; tests/server/rate-limits.test.ts).
  await clearRateLimits(app, RATE_LIMITS.uploads.name);
  const body = multipart(parts);
  return app.app.inject(withToken(who === null ? null : await loginAs(app.app, who), { method: 'POST', url: URL.upload, payload: body.payload, headers: body.headers }));
}
/** Uploads a paper as the student and returns its id (the test fails here if the upload is refused). */
async function uploaded(parts?: Part[], fields: Record<string, string | number | undefined> = {}, who: DemoWho = 'student') {
  const res = await upload(who, [...fieldParts(fields), ...(parts ?? [pngPart(await newPng())])]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}

/** Every file under a storage folder, relative to it. */
function storedFiles(app: TestApp = t): string[] {
  const root = app.app.deps.env.storageDir;
  if (!existsSync(root)) return [];
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.relative(root, path.join(dir, e.name))]));
  return walk(root).sort();
}
const storedBytes = (key: string, app: TestApp = t) => readFileSync(path.join(app.app.deps.env.storageDir, key));

const paperRow = async (id: number) => (await t.database.db.select().from(testPapers).where(eq(testPapers.id, id)))[0];
const fileRowsOf = (id: number) => t.database.db.select().from(testPaperFiles).where(eq(testPaperFiles.test_paper_id, id)).orderBy(asc(testPaperFiles.page));
const auditOf = (id: number) =>
  t.database.db
    .select()
    .from(transitionLog)
    .where(and(eq(transitionLog.entity, 'test_paper'), eq(transitionLog.entity_id, String(id))))
    .orderBy(asc(transitionLog.id));
const paperCount = async () => (await t.database.db.select({ n: count() }).from(testPapers))[0].n;

/** A paper row written straight to the database (for the list: no files needed), in a state the machine has. */
async function insertPaper(values: Partial<typeof testPapers.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(testPapers)
    .values({ user_id: student, school_name: '목록고등학교', school_type: 3, grade_id: 1, subject_type_id: 3, semester: 1, year: 2031, ...values })
    .returning();
  await t.database.db.insert(testPaperFiles).values({ test_paper_id: row.id, page: 1, file_key: `test-paper/2031/01/${crypto.randomUUID()}.png`, file_name: `목록 ${row.id}.png`, content_type: 'image/png', size: 10, sha256: `list-${row.id}` });
  return row;
}

/** Changes a paper's state through the API as the level-4 administrator (the test fails if it is refused). */
async function review(id: number, event: 'APPROVE' | 'REJECT' | 'REOPEN', reason?: string) {
  const res = await send(4, { method: 'PUT', url: URL.state, payload: { id, event, ...(reason === undefined ? {} : { reason }) } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

// ---- The customer's upload ----

describe('POST user_upload_file (customer upload)', () => {
  it('401 without a token; nothing stored', async () => {
    const before = storedFiles();
    const res = await upload(null, [...fieldParts(), pngPart(await newPng())]);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'NOT_TOKEN' });
    expect(storedFiles()).toEqual(before);
  });

  it('400 naming the field: each bad field, no file, a PDF with photos, an unknown school or one of the other level; nothing stored', async () => {
    const papers = await paperCount();
    const before = storedFiles();
    const cases: Array<[Part[], string]> = [
      [[...fieldParts({ school_name: undefined }), pngPart(await newPng())], 'body.school_name'],
      [[...fieldParts({ school_name: '   ' }), pngPart(await newPng())], 'body.school_name'],
      [[...fieldParts({ grade_id: 7 }), pngPart(await newPng())], 'body.grade_id'],
      [[...fieldParts({ school_type: 'abc' }), pngPart(await newPng())], 'body.school_type'],
      [[...fieldParts({ subject_type_id: 9 }), pngPart(await newPng())], 'body.subject_type_id'],
      [[...fieldParts({ semester: 0 }), pngPart(await newPng())], 'body.semester'],
      [[...fieldParts({ year: 1990 }), pngPart(await newPng())], 'body.year'],
      [[...fieldParts({ school_id: 'x' }), pngPart(await newPng())], 'body.school_id'],
      [fieldParts(), 'body.file'],
      [[...fieldParts(), file('시험지.pdf', 'application/pdf', newPdf()), pngPart(await newPng())], 'body.file'],
      [[...fieldParts(), file('a.pdf', 'application/pdf', newPdf()), file('b.pdf', 'application/pdf', newPdf())], 'body.file'],
      [[...fieldParts({ school_id: 999999 }), pngPart(await newPng())], 'body.school_id'],
      [[...fieldParts({ school_id: middleSchool.id }), pngPart(await newPng())], 'body.school_id'],
      [[...fieldParts(), file('1쪽.png', 'image/png', await newPng(), 'photo')], 'body.photo'],
    ];
    for (const [parts, name] of cases) {
      const res = await upload('student', parts);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'BAD_REQUEST', field: name });
    }
    expect(await paperCount()).toBe(papers);
    expect(storedFiles()).toEqual(before);
  });

  it('403 for staff, whatever their level; nothing stored', async () => {
    const before = storedFiles();
    for (const who of [4, 10] as const) {
      const res = await upload(who, [...fieldParts(), pngPart(await newPng())]);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'FORBIDDEN' });
    }
    expect(storedFiles()).toEqual(before);
  });

  it('409 naming body.file for the same file again: the uploader’s own paper is named, another uploader’s is not; nothing stored', async () => {
    const page = await newPng();
    const id = await uploaded([pngPart(page)]);
    const papers = await paperCount();
    const before = storedFiles();

    const again = await upload('student', [...fieldParts({ grade_id: 3 }), pngPart(page, '다른 이름.png')]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ result: 'fail', code: 'CONFLICT', field: 'body.file' });
    expect(again.json().message).toContain(String(id));

    const other = await upload('parent', [...fieldParts(), pngPart(page)]);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'CONFLICT', field: 'body.file' });
    expect(other.json().message).not.toContain(String(id));

    const twice = await upload('student', [...fieldParts(), pngPart(await newPng()), pngPart(Buffer.from(page))]);
    expect(twice.statusCode).toBe(409);
    const sameTwice = await newPng();
    const inOne = await upload('student', [...fieldParts(), pngPart(sameTwice), pngPart(sameTwice, '2쪽.png')]);
    expect(inOne.statusCode).toBe(409);
    expect(inOne.json()).toMatchObject({ code: 'CONFLICT', field: 'body.file' });

    expect(await paperCount()).toBe(papers);
    expect(storedFiles()).toEqual(before);
  });

  it('415 naming body.file for a PNG header followed by HTML, a declared type it does not take, or bytes of another type; nothing stored', async () => {
    const papers = await paperCount();
    const before = storedFiles();
    const png = await newPng();
    const disguised = Buffer.concat([png.subarray(0, 16), Buffer.from('<html><script>alert(1)</script></html>'.repeat(20))]);
    for (const part of [pngPart(disguised), file('page.html', 'text/html', Buffer.from('<html></html>')), file('1쪽.jpg', 'image/jpeg', await newPng()), file('a.pdf', 'application/pdf', png)]) {
      const res = await upload('student', [...fieldParts(), part]);
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'UNSUPPORTED_MEDIA_TYPE', field: 'body.file' });
    }
    const secondBad = await upload('student', [...fieldParts(), pngPart(await newPng()), pngPart(disguised, '2쪽.png')]);
    expect(secondBad.statusCode).toBe(415);
    expect(await paperCount()).toBe(papers);
    expect(storedFiles()).toEqual(before);
  });

  it('stores a 2-page set of PNGs: the paper in state 1 with its fields, pages in order, bytes as sent, SHA-256 of each', async () => {
    const [p1, p2] = [await newPng(), await newPng()];
    const res = await upload('student', [...fieldParts({ school_name: `  ${highSchool.name} ` }), pngPart(p1, '1쪽.png'), pngPart(p2, '2쪽.png')]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: 'success', id: expect.any(Number), file_count: 2 });
    const id = res.json().id as number;
    expect(await paperRow(id)).toMatchObject({
      user_id: student,
      school_id: highSchool.id,
      school_name: highSchool.name,
      school_type: 3,
      grade_id: 2,
      subject_type_id: 3,
      semester: 1,
      year: 2025,
      state: REQUESTED.code,
      reason: null,
      points_awarded: 0,
      school_subject_id: null,
      state_seen: true,
    });
    const files = await fileRowsOf(id);
    expect(files.map((f) => [f.page, f.file_name, f.content_type, f.size, f.sha256])).toEqual([
      [1, '1쪽.png', 'image/png', p1.length, sha256(p1)],
      [2, '2쪽.png', 'image/png', p2.length, sha256(p2)],
    ]);
    expect(files.every((f) => f.file_key.startsWith('test-paper/'))).toBe(true);
    expect(storedBytes(files[0].file_key).equals(p1)).toBe(true);
    expect(storedBytes(files[1].file_key).equals(p2)).toBe(true);
  });

  it('stores a PDF as is, without a school from the list (school_id null)', async () => {
    const pdf = newPdf();
    const id = await uploaded([file('2025 중간고사.pdf', 'application/pdf', pdf)], { school_id: undefined, school_name: '목록에 없는 고등학교' });
    expect(await paperRow(id)).toMatchObject({ school_id: null, school_name: '목록에 없는 고등학교', state: REQUESTED.code });
    const [row] = await fileRowsOf(id);
    expect(row).toMatchObject({ page: 1, file_name: '2025 중간고사.pdf', content_type: 'application/pdf', size: pdf.length, sha256: sha256(pdf) });
    expect(storedBytes(row.file_key).equals(pdf)).toBe(true);
  });

  it('straightens a phone photo by its EXIF orientation: a landscape JPEG tagged 6 is stored portrait, without the tag', async () => {
    const pixels = Buffer.alloc(80 * 40 * 3, 200);
    for (let x = 0; x < 20; x++) for (let y = 0; y < 40; y++) pixels.fill(0, (y * 80 + x) * 3, (y * 80 + x) * 3 + 3);
    const photo = await sharp(pixels, { raw: { width: 80, height: 40, channels: 3 } }).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect(await sharp(photo).metadata()).toMatchObject({ width: 80, height: 40, orientation: 6 });
    const id = await uploaded([file('IMG_0001.JPG', 'image/jpeg', photo)]);
    const [row] = await fileRowsOf(id);
    const stored = storedBytes(row.file_key);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 40, height: 80 });
    expect(meta.orientation ?? 1).toBe(1);
    // Orientation 6 turns the picture 90° clockwise: the dark band on the left ends up at the top.
    const { data } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    expect(data[(2 * 40 + 20) * 3]).toBeLessThan(60);
    expect(data[(70 * 40 + 20) * 3]).toBeGreaterThan(150);
    expect(row).toMatchObject({ content_type: 'image/jpeg', size: stored.length, sha256: sha256(photo) });
    // The same photo again is still the same file.
    expect((await upload('student', [...fieldParts(), file('IMG_0001.JPG', 'image/jpeg', photo)])).statusCode).toBe(409);
  });
});

describe('upload limits: UPLOAD_MAX_FILES, UPLOAD_MAX_MB, and the daily quota over both file tables', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await buildTestApp({ UPLOAD_MAX_FILES: '2', UPLOAD_MAX_MB: '0.05', UPLOAD_DAILY_MB: '0.1' });
  });
  afterAll(() => small.close());
  const smallFields = () => fieldParts({ school_id: undefined, school_name: '한도고등학교' });

  it('413 naming body.file for more files than one upload carries, or a file over the size limit; nothing stored', async () => {
    const tooMany = await upload('student', [...smallFields(), pngPart(await newPng()), pngPart(await newPng()), pngPart(await newPng())], small);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'body.file', message: expect.stringContaining('2개') });
    const big = await imageBytes('png', 400, 400);
    expect(big.length).toBeGreaterThan(0.05 * 1024 * 1024);
    const tooBig = await upload('student', [...smallFields(), pngPart(big)], small);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'body.file' });
    expect(storedFiles(small)).toEqual([]);
  });

  it('429 with Retry-After when today’s bytes, exam files included, would pass UPLOAD_DAILY_MB; nothing stored', async () => {
    const [page, next] = [await imageBytes('png', 300, 300), await imageBytes('png', 301, 300)];
    const daily = 0.1 * 1024 * 1024;
    // The two pages fit in a day together, but not with 30 KB of exam files beside them.
    expect(page.length + next.length).toBeLessThan(daily);
    expect(page.length + next.length + 30 * 1024).toBeGreaterThan(daily);
    const first = await upload('student', [...smallFields(), pngPart(page)], small);
    expect(first.statusCode, first.body).toBe(200);
    // 30 KB more in the question bank's table under the same account: the next page no longer fits.
    await small.database.db.insert(examFiles).values({ type: 'exam', file_key: 'exam/2031/01/00000000-0000-0000-0000-000000000000.pdf', file_name: 'x.pdf', content_type: 'application/pdf', size: 30 * 1024, user_id: student });
    const before = storedFiles(small);
    const second = await upload('student', [...smallFields(), pngPart(next)], small);
    expect(second.statusCode, second.body).toBe(429);
    expect(second.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    expect(storedFiles(small)).toEqual(before);
    // Another account has its own quota.
    expect((await upload('parent', [...smallFields(), pngPart(next)], small)).statusCode).toBe(200);
  });
});

// ---- The administrators' list ----

describe('GET user_upload_file_list', () => {
  /** The list's own papers, all of year 2031 so that no other test's paper is counted. */
  let rows: Array<typeof testPapers.$inferSelect> = [];
  beforeAll(async () => {
    const values: Array<Partial<typeof testPapers.$inferInsert>> = [
      { school_name: '가 고등학교', school_type: 3, grade_id: 1, subject_type_id: 3, semester: 1 },
      { school_name: '나 중학교', school_type: 2, grade_id: 2, subject_type_id: 2, semester: 2, state: REJECTED.code, reason: '흐림' },
      { school_name: '다 고등학교', school_type: 3, grade_id: 3, subject_type_id: 1, semester: 3, state: APPROVED.code },
      { school_name: '라 중학교', school_type: 2, grade_id: 1, subject_type_id: 3, semester: 4, state: APPROVED.code },
      { school_name: '마 고등학교', school_type: 3, grade_id: 2, subject_type_id: 0, semester: 1 },
    ];
    rows = [];
    for (const v of values) rows.push(await insertPaper(v));
  });
  const list = async (query: string, who: DemoWho = 4) => send(who, { method: 'GET', url: `${URL.list}?${query}` });
  const ids = (body: { data_list: Array<{ id: number }> }) => body.data_list.map((r) => r.id);
  const byId = (...names: string[]) => names.map((n) => rows.find((r) => r.school_name === n)!.id);

  it('401 without a token', async () => {
    expect((await send(null, { method: 'GET', url: URL.list })).statusCode).toBe(401);
  });

  it('400 naming the field: a code outside a group, a year that is not one, a bad page or size, a bad sort', async () => {
    for (const [query, name] of [
      ['state=9', 'query.state'],
      ['state=1,x', 'query.state'],
      ['school_type=1', 'query.school_type'],
      ['grade_id=4', 'query.grade_id'],
      ['subject_type_id=7', 'query.subject_type_id'],
      ['semester=5', 'query.semester'],
      ['year=abc', 'query.year'],
      ['year=1999', 'query.year'],
      ['page=0', 'query.page'],
      ['size=1000', 'query.size'],
      ['sort=3', 'query.sort'],
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ result: 'fail', code: 'BAD_REQUEST', field: name });
    }
  });

  it('403 for level 3 staff and for customers', async () => {
    for (const who of [3, 'student'] as const) {
      const res = await list('year=2031', who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('filters: OR within a group, AND across groups; an absent group does not filter', async () => {
    const all = (await list('year=2031')).json();
    expect(all.total).toBe(5);
    expect(ids(all).sort()).toEqual(rows.map((r) => r.id).sort());
    const mathOrEnglish = (await list('year=2031&subject_type_id=3,2')).json();
    expect(ids(mathOrEnglish).sort()).toEqual(byId('가 고등학교', '나 중학교', '라 중학교').sort());
    const middleApproved = (await list('year=2031&school_type=2&state=3')).json();
    expect(ids(middleApproved)).toEqual(byId('라 중학교'));
    const middleAnyOf = (await list('year=2031&school_type=2&state=1,3,2&grade_id=2,3')).json();
    expect(ids(middleAnyOf)).toEqual(byId('나 중학교'));
    expect((await list('year=2031&semester=1&subject_type_id=0')).json().data_list).toMatchObject([{ school_name: '마 고등학교', subject_type_id: 0 }]);
    expect((await list('year=2031,2030&state=')).json().total).toBe(5);
    const none = (await list('year=2030')).json();
    expect(none).toMatchObject({ data_list: [], total: 0 });
  });

  it('defaults: page 1 of 20, newest first; each row with its first file, kind, file count and uploader', async () => {
    const body = (await list('year=2031')).json();
    expect(body).toMatchObject({ result: 'success', page: 1, size: 20, total: 5 });
    expect(ids(body)).toEqual([...rows].reverse().map((r) => r.id));
    expect(body.data_list[0]).toMatchObject({
      id: rows[4].id,
      file_name: `목록 ${rows[4].id}.png`,
      type: 'image',
      file_count: 1,
      user_id: student,
      user_name: '데모 학생',
      state: REQUESTED.code,
      reason: null,
      points_awarded: 0,
      school_subject_id: null,
      create_time: expect.any(String),
    });
  });

  it('sorts by the arrow (1 ascending, 2 descending), ties by id; an unknown column sorts newest first', async () => {
    const asc1 = (await list('year=2031&sort_key=school_name&sort=1')).json();
    expect(asc1.data_list.map((r: { school_name: string }) => r.school_name)).toEqual(['가 고등학교', '나 중학교', '다 고등학교', '라 중학교', '마 고등학교']);
    const desc2 = (await list('year=2031&sort_key=school_name&sort=2')).json();
    expect(desc2.data_list.map((r: { school_name: string }) => r.school_name)).toEqual(['마 고등학교', '라 중학교', '다 고등학교', '나 중학교', '가 고등학교']);
    const byState = (await list('year=2031&sort_key=state&sort=1')).json();
    expect(byState.data_list.map((r: { state: number }) => r.state)).toEqual([1, 1, 2, 3, 3]);
    expect(ids((await list('year=2031&sort_key=nope&sort=1')).json())).toEqual([...rows].reverse().map((r) => r.id));
  });

  it('pages: size 2, page 2 holds the third and fourth newest; the total stays', async () => {
    const page2 = (await list('year=2031&size=2&page=2')).json();
    expect(page2).toMatchObject({ page: 2, size: 2, total: 5 });
    expect(ids(page2)).toEqual([rows[2].id, rows[1].id]);
    expect((await list('year=2031&size=2&page=4')).json()).toMatchObject({ data_list: [], total: 5 });
  });
});

// ---- One paper ----

describe('GET user_upload_file', () => {
  it('401, 400 naming query.id, 403 for level 3 and the uploader, 404', async () => {
    const id = await uploaded();
    expect((await send(null, { method: 'GET', url: `${URL.one}?id=${id}` })).statusCode).toBe(401);
    const bad = await send(4, { method: 'GET', url: `${URL.one}?id=abc` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'query.id' });
    for (const who of [3, 'student'] as const) expect((await send(who, { method: 'GET', url: `${URL.one}?id=${id}` })).statusCode).toBe(403);
    const missing = await send(4, { method: 'GET', url: `${URL.one}?id=999999` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('shows the paper with its files in page order and its state history', async () => {
    const id = await uploaded([pngPart(await newPng(), '앞.png'), pngPart(await newPng(), '뒤.png')]);
    await review(id, 'REJECT', '2쪽이 잘렸습니다.');
    await review(id, 'REOPEN');
    const body = (await send(4, { method: 'GET', url: `${URL.one}?id=${id}` })).json();
    expect(body.data).toMatchObject({ id, file_name: '앞.png', type: 'image', file_count: 2, state: REQUESTED.code, reason: null, user_name: '데모 학생' });
    expect(body.data.files.map((f: { page: number; file_name: string }) => [f.page, f.file_name])).toEqual([
      [1, '앞.png'],
      [2, '뒤.png'],
    ]);
    expect(body.data.files[0]).not.toHaveProperty('file_key');
    expect(body.data.history).toMatchObject([
      { event: 'REJECT', from_state: '1', to_state: '2', reason: '2쪽이 잘렸습니다.', user_name: '데모 관리자(외부)' },
      { event: 'REOPEN', from_state: '2', to_state: '1', reason: null },
    ]);
  });
});

describe('PUT user_upload_file (state through the test-paper machine)', () => {
  it('401 without a token', async () => {
    const id = await uploaded();
    expect((await send(null, { method: 'PUT', url: URL.state, payload: { id, event: 'APPROVE' } })).statusCode).toBe(401);
  });

  it('400 naming the field: a bad id or event; a rejection without a reason names body.reason; nothing changes', async () => {
    const id = await uploaded();
    const before = await paperRow(id);
    for (const [payload, name] of [
      [{ id: 'x', event: 'APPROVE' }, 'body.id'],
      [{ id, event: 'DELETE' }, 'body.event'],
      [{ id }, 'body.event'],
      [{ id, event: 'REJECT' }, 'body.reason'],
      [{ id, event: 'REJECT', reason: '   ' }, 'body.reason'],
      [{ id, event: 'REJECT', reason: 'x'.repeat(1001) }, 'body.reason'],
    ] as const) {
      const res = await send(4, { method: 'PUT', url: URL.state, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'BAD_REQUEST', field: name });
    }
    expect(await paperRow(id)).toEqual(before);
    expect(await auditOf(id)).toEqual([]);
  });

  it('403 for level 3 staff and for the uploader; nothing changes', async () => {
    const id = await uploaded();
    const before = await paperRow(id);
    for (const who of [3, 'student'] as const) {
      const res = await send(who, { method: 'PUT', url: URL.state, payload: { id, event: 'APPROVE' } });
      expect(res.statusCode).toBe(403);
    }
    expect(await paperRow(id)).toEqual(before);
  });

  it('404 for an unknown paper', async () => {
    const res = await send(4, { method: 'PUT', url: URL.state, payload: { id: 999999, event: 'APPROVE' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('409 naming the state and the event for what the machine refuses; nothing changes', async () => {
    const id = await uploaded();
    const requested = await paperRow(id);
    const reopen = await send(4, { method: 'PUT', url: URL.state, payload: { id, event: 'REOPEN' } });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('REOPEN') });
    expect(reopen.json().message).toContain(REQUESTED.label);
    expect(await paperRow(id)).toEqual(requested);
    await review(id, 'APPROVE');
    const approved = await paperRow(id);
    const again = await send(4, { method: 'PUT', url: URL.state, payload: { id, event: 'APPROVE' } });
    expect(again.statusCode).toBe(409);
    expect(await paperRow(id)).toEqual(approved);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('a rejection keeps its reason and marks the change unseen; the uploader sees it in their list until they say they have seen it', async () => {
    const id = await uploaded();
    expect(await review(id, 'REJECT', '  사진이 흐립니다. 다시 찍어 주세요. ')).toEqual({ result: 'success', id, state: REJECTED.code });
    expect(await paperRow(id)).toMatchObject({ state: REJECTED.code, reason: '사진이 흐립니다. 다시 찍어 주세요.', state_seen: false, points_awarded: 0 });
    expect(await auditOf(id)).toMatchObject([{ machine: 'testPaper', event: 'REJECT', from_state: '1', to_state: '2', reason: '사진이 흐립니다. 다시 찍어 주세요.', user_id: await userId(t.database.db, 'level4@demo.local') }]);

    const mine = (await send('student', { method: 'GET', url: URL.mine })).json();
    expect(mine.data_list.find((p: { id: number }) => p.id === id)).toMatchObject({ state: REJECTED.code, reason: '사진이 흐립니다. 다시 찍어 주세요.', unseen_change: true });
    expect(mine.unseen_count).toBeGreaterThanOrEqual(1);

    expect((await send('student', { method: 'PUT', url: URL.seen, payload: { ids: [id] } })).statusCode).toBe(200);
    expect((await paperRow(id)).state_seen).toBe(true);
    const after = (await send('student', { method: 'GET', url: URL.mine })).json();
    expect(after.data_list.find((p: { id: number }) => p.id === id)).toMatchObject({ unseen_change: false, reason: '사진이 흐립니다. 다시 찍어 주세요.' });
    expect(after.unseen_count).toBe(mine.unseen_count - 1);
  });

  it('approval clears the reason, records the uploader’s points once, and is unseen again; reopening clears the reason', async () => {
    const id = await uploaded();
    await review(id, 'REJECT', '잘림');
    await send('student', { method: 'PUT', url: URL.seen, payload: {} });
    const balance = async () => (await t.database.db.select({ point: users.point }).from(users).where(eq(users.id, student)))[0].point;
    const logs = () => t.database.db.select().from(pointLogs).where(eq(pointLogs.user_id, student));
    const [pointsBefore, logsBefore] = [await balance(), (await logs()).length];
    expect(await review(id, 'APPROVE', '확인함')).toMatchObject({ state: APPROVED.code });
    expect(await paperRow(id)).toMatchObject({ state: APPROVED.code, reason: null, state_seen: false, points_awarded: TEST_PAPER_POINTS });
    // paid at once: the balance and the point log of the uploader
    expect(await balance()).toBe(pointsBefore + TEST_PAPER_POINTS);
    expect((await logs()).filter((l) => l.reason === `시험지 승인 (#${id})`)).toEqual([expect.objectContaining({ point: TEST_PAPER_POINTS })]);
    await t.database.db.update(testPapers).set({ points_awarded: 7 }).where(eq(testPapers.id, id));
    await review(id, 'REJECT', '다시 보니 다른 학교 시험지');
    await review(id, 'APPROVE');
    expect((await paperRow(id)).points_awarded).toBe(7);
    expect(await balance()).toBe(pointsBefore + TEST_PAPER_POINTS); // approving again pays nothing more
    expect((await logs()).length).toBe(logsBefore + 1);
    await review(id, 'REOPEN');
    expect(await paperRow(id)).toMatchObject({ state: REQUESTED.code, reason: null, state_seen: false });
    expect((await auditOf(id)).map((a) => `${a.from_state}-${a.event}->${a.to_state}`)).toEqual(['1-REJECT->2', '2-APPROVE->3', '3-REJECT->2', '2-APPROVE->3', '3-REOPEN->1']);
  });
});

describe('PUT user_upload_file/subject_type', () => {
  it('401, 400 naming body.subject_type_id, 403 for level 3 and the uploader, 404; nothing changes', async () => {
    const id = await uploaded();
    const before = await paperRow(id);
    expect((await send(null, { method: 'PUT', url: URL.subject, payload: { id, subject_type_id: 1 } })).statusCode).toBe(401);
    for (const value of [9, '1', null]) {
      const res = await send(4, { method: 'PUT', url: URL.subject, payload: { id, subject_type_id: value } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'body.subject_type_id' });
    }
    for (const who of [3, 'student'] as const) expect((await send(who, { method: 'PUT', url: URL.subject, payload: { id, subject_type_id: 1 } })).statusCode).toBe(403);
    expect((await send(4, { method: 'PUT', url: URL.subject, payload: { id: 999999, subject_type_id: 1 } })).statusCode).toBe(404);
    expect(await paperRow(id)).toEqual(before);
  });

  it('changes the subject (to 기타 too) and nothing else', async () => {
    const id = await uploaded();
    const before = await paperRow(id);
    const res = await send(4, { method: 'PUT', url: URL.subject, payload: { id, subject_type_id: 0 } });
    expect(res.json()).toEqual({ result: 'success', id, subject_type_id: 0 });
    const after = await paperRow(id);
    expect(after).toEqual({ ...before, subject_type_id: 0, update_time: expect.any(Date) });
  });
});

describe('GET file_size and POST user_upload_file/download', () => {
  let id = 0;
  let other = 0;
  const pages: Buffer[] = [];
  beforeAll(async () => {
    pages.push(await newPng(), await newPng());
    id = await uploaded([pngPart(pages[0], '1쪽 표지.png'), pngPart(pages[1], '2쪽.png')]);
    other = await uploaded();
  });

  it('401, 400 naming the field, 403 for level 3 and the uploader, 404 for an unknown paper or a file of another paper', async () => {
    const [otherFile] = await fileRowsOf(other);
    expect((await send(null, { method: 'GET', url: `${URL.size}?id=${id}` })).statusCode).toBe(401);
    expect((await send(null, { method: 'POST', url: URL.download, payload: { id } })).statusCode).toBe(401);
    expect((await send(4, { method: 'GET', url: `${URL.size}?id=0` })).json()).toMatchObject({ field: 'query.id' });
    expect((await send(4, { method: 'GET', url: `${URL.size}?id=${id}&file_id=x` })).json()).toMatchObject({ field: 'query.file_id' });
    expect((await send(4, { method: 'POST', url: URL.download, payload: { id: '1' } })).json()).toMatchObject({ field: 'body.id' });
    expect((await send(4, { method: 'POST', url: URL.download, payload: { id, file_id: -1 } })).json()).toMatchObject({ field: 'body.file_id' });
    for (const who of [3, 'student'] as const) {
      expect((await send(who, { method: 'GET', url: `${URL.size}?id=${id}` })).statusCode).toBe(403);
      const refused = await send(who, { method: 'POST', url: URL.download, payload: { id } });
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['content-disposition']).toBeUndefined();
    }
    expect((await send(4, { method: 'GET', url: `${URL.size}?id=999999` })).statusCode).toBe(404);
    expect((await send(4, { method: 'GET', url: `${URL.size}?id=${id}&file_id=${otherFile.id}` })).statusCode).toBe(404);
    expect((await send(4, { method: 'GET', url: `${URL.size}?id=${id}&file_name=없는.png` })).statusCode).toBe(404);
    expect((await send(4, { method: 'POST', url: URL.download, payload: { id: 999999 } })).statusCode).toBe(404);
    const crossed = await send(4, { method: 'POST', url: URL.download, payload: { id, file_id: otherFile.id } });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.headers['content-disposition']).toBeUndefined();
  });

  it('file_size: the first page by default, a page by id or by name', async () => {
    const files = await fileRowsOf(id);
    expect((await send(4, { method: 'GET', url: `${URL.size}?id=${id}&type=image` })).json()).toEqual({ result: 'success', size: pages[0].length, file_name: '1쪽 표지.png', content_type: 'image/png' });
    expect((await send(4, { method: 'GET', url: `${URL.size}?id=${id}&file_id=${files[1].id}` })).json()).toMatchObject({ size: pages[1].length, file_name: '2쪽.png' });
    expect((await send(4, { method: 'GET', url: `${URL.size}?id=${id}&file_name=${encodeURIComponent('2쪽.png')}` })).json()).toMatchObject({ size: pages[1].length });
  });

  it('download streams the file byte-identical as an attachment, with its type, length, name and nosniff', async () => {
    const files = await fileRowsOf(id);
    const first = await send(4, { method: 'POST', url: URL.download, payload: { id } });
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(pages[0])).toBe(true);
    expect(first.headers).toMatchObject({ 'content-type': 'image/png', 'content-length': String(pages[0].length), 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store' });
    expect(first.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('1쪽 표지.png')}`);
    const second = await send(10, { method: 'POST', url: URL.download, payload: { id, file_id: files[1].id } });
    expect(second.rawPayload.equals(pages[1])).toBe(true);
  });

  it('404 when the row exists but its stored file is gone', async () => {
    const gone = await uploaded();
    const [row] = await fileRowsOf(gone);
    rmSync(path.join(t.app.deps.env.storageDir, row.file_key));
    const res = await send(4, { method: 'POST', url: URL.download, payload: { id: gone } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

// ---- The customer's own papers ----

describe('GET user_upload_file/mine and PUT user_upload_file/seen', () => {
  it('401 without a token; 403 for staff; 400 naming body.ids', async () => {
    expect((await send(null, { method: 'GET', url: URL.mine })).statusCode).toBe(401);
    expect((await send(null, { method: 'PUT', url: URL.seen, payload: {} })).statusCode).toBe(401);
    expect((await send(10, { method: 'GET', url: URL.mine })).statusCode).toBe(403);
    expect((await send(10, { method: 'PUT', url: URL.seen, payload: {} })).statusCode).toBe(403);
    for (const ids of ['x', [0], ['1'], Array.from({ length: 101 }, (_, i) => i + 1)]) {
      const res = await send('student', { method: 'PUT', url: URL.seen, payload: { ids } });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toMatch(/^body\.ids/);
    }
  });

  it('lists only the customer’s own papers, newest first, without the reviewers’ details, with the upload limits', async () => {
    const mineFirst = await uploaded();
    const parentPaper = await uploaded(undefined, {}, 'parent');
    const mineLast = await uploaded();
    const body = (await send('student', { method: 'GET', url: URL.mine })).json();
    const listed = body.data_list.map((p: { id: number }) => p.id);
    expect(listed).not.toContain(parentPaper);
    expect(listed.indexOf(mineLast)).toBeLessThan(listed.indexOf(mineFirst));
    const owned = await t.database.db.select({ id: testPapers.id }).from(testPapers).where(eq(testPapers.user_id, student));
    expect([...listed].sort()).toEqual(owned.map((r) => r.id).sort());
    expect(Object.keys(body.data_list[0]).sort()).toEqual(
      ['id', 'file_name', 'type', 'school_name', 'school_type', 'grade_id', 'subject_type_id', 'semester', 'year', 'state', 'reason', 'file_count', 'create_time', 'update_time', 'unseen_change'].sort(),
    );
    expect(body).toMatchObject({ upload_max_mb: 20, upload_max_files: 10 });
    expect((await send('parent', { method: 'GET', url: URL.mine })).json().data_list.map((p: { id: number }) => p.id)).toEqual([parentPaper]);
  });

  it('seen touches only the customer’s own papers: another’s ids change nothing; without ids all of theirs are seen', async () => {
    const a = await uploaded();
    const b = await uploaded();
    const theirs = await uploaded(undefined, {}, 'parent');
    for (const id of [a, b, theirs]) await review(id, 'APPROVE');
    expect((await send('parent', { method: 'PUT', url: URL.seen, payload: { ids: [a, b] } })).statusCode).toBe(200);
    expect((await paperRow(a)).state_seen).toBe(false);
    expect((await paperRow(b)).state_seen).toBe(false);
    expect((await send('student', { method: 'PUT', url: URL.seen, payload: { ids: [a, theirs] } })).json()).toEqual({ result: 'success' });
    expect((await paperRow(a)).state_seen).toBe(true);
    expect((await paperRow(b)).state_seen).toBe(false);
    expect((await paperRow(theirs)).state_seen).toBe(false);
    await send('student', { method: 'PUT', url: URL.seen, payload: {} });
    expect((await paperRow(b)).state_seen).toBe(true);
    expect((await paperRow(theirs)).state_seen).toBe(false);
    expect((await send('student', { method: 'GET', url: URL.mine })).json().unseen_count).toBe(0);
  });
});

// ---- A school exam of the question bank ----

describe('POST user_upload_file/school_exam', () => {
  const schoolSubjectCount = async () => (await t.database.db.select({ n: count() }).from(schoolSubjects))[0].n;

  it('401, 400 naming body.id, 403 for level 3 and customers, 404', async () => {
    const id = await uploaded();
    expect((await send(null, { method: 'POST', url: URL.schoolExam, payload: { id } })).statusCode).toBe(401);
    expect((await send(4, { method: 'POST', url: URL.schoolExam, payload: { id: 0 } })).json()).toMatchObject({ field: 'body.id' });
    expect((await send(4, { method: 'POST', url: URL.schoolExam, payload: { id, school_id: 'a' } })).json()).toMatchObject({ field: 'body.school_id' });
    for (const who of [3, 'student'] as const) expect((await send(who, { method: 'POST', url: URL.schoolExam, payload: { id } })).statusCode).toBe(403);
    expect((await send(4, { method: 'POST', url: URL.schoolExam, payload: { id: 999999 } })).statusCode).toBe(404);
  });

  it('409 for a paper that is not approved; nothing made', async () => {
    const id = await uploaded();
    const before = { paper: await paperRow(id), subjects: await schoolSubjectCount(), stored: storedFiles() };
    const requested = await send(4, { method: 'POST', url: URL.schoolExam, payload: { id } });
    expect(requested.statusCode).toBe(409);
    expect(requested.json()).toMatchObject({ code: 'CONFLICT', message: '승인된 시험지로만 내신 시험을 만들 수 있습니다.' });
    await review(id, 'REJECT', '흐림');
    expect((await send(4, { method: 'POST', url: URL.schoolExam, payload: { id } })).statusCode).toBe(409);
    expect(await schoolSubjectCount()).toBe(before.subjects);
    expect(storedFiles()).toEqual(before.stored);
  });

  it('makes the school exam with a copy of the first page as its paper; once only; the bank’s duplicate rule holds', async () => {
    const [p1, p2] = [await newPng(), await newPng()];
    const id = await uploaded([pngPart(p1, '1쪽.png'), pngPart(p2, '2쪽.png')], { grade_id: 1, subject_type_id: 5, semester: 4, year: 2026 });
    await review(id, 'APPROVE');
    const res = await send(4, { method: 'POST', url: URL.schoolExam, payload: { id } });
    expect(res.statusCode, res.body).toBe(200);
    const schoolSubjectId = res.json().school_subject_id as number;
    expect(res.json()).toEqual({ result: 'success', id, school_subject_id: schoolSubjectId });
    const [made] = await t.database.db.select().from(schoolSubjects).where(eq(schoolSubjects.id, schoolSubjectId));
    expect(made).toMatchObject({ school_id: highSchool.id, school_type: 3, grade_id: 1, subject_type_id: 5, semester: 4, year: 2026, subject_detail_type_id: null, is_temp: false });
    const attached = await t.database.db.select().from(examFiles).where(eq(examFiles.school_subject_id, schoolSubjectId));
    const [page1] = await fileRowsOf(id);
    expect(attached).toMatchObject([{ type: 'exam', file_name: '1쪽.png', content_type: 'image/png', size: p1.length, exam_subject_id: null, user_id: await userId(t.database.db, 'level4@demo.local') }]);
    expect(attached[0].file_key).not.toBe(page1.file_key);
    expect(attached[0].file_key.startsWith('exam/')).toBe(true);
    expect(storedBytes(attached[0].file_key).equals(p1)).toBe(true);
    expect((await paperRow(id)).school_subject_id).toBe(schoolSubjectId);
    expect((await send(4, { method: 'GET', url: `${URL.one}?id=${id}` })).json().data.school_subject_id).toBe(schoolSubjectId);

    const twin = await uploaded(undefined, { grade_id: 1, subject_type_id: 5, semester: 4, year: 2026 });
    await review(twin, 'APPROVE');
    const before = { subjects: await schoolSubjectCount(), stored: storedFiles() };
    const again = await send(4, { method: 'POST', url: URL.schoolExam, payload: { id } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(String(schoolSubjectId));
    const duplicate = await send(4, { method: 'POST', url: URL.schoolExam, payload: { id: twin } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toContain(String(schoolSubjectId));
    expect(await schoolSubjectCount()).toBe(before.subjects);
    expect(storedFiles()).toEqual(before.stored);

    // The bank's copy and the paper's file are separate: removing the school exam's file keeps the paper's.
    rmSync(path.join(t.app.deps.env.storageDir, attached[0].file_key));
    const download = await send(4, { method: 'POST', url: URL.download, payload: { id } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(p1)).toBe(true);
  });

  it('a paper whose school is not in the list needs school_id (400), which must be of its level (400); then it is made with that school', async () => {
    const id = await uploaded([file('시험지.pdf', 'application/pdf', newPdf())], { school_id: undefined, school_name: '목록에 없는 학교', grade_id: 3, subject_type_id: 4, year: 2027 });
    await review(id, 'APPROVE');
    const missing = await send(4, { method: 'POST', url: URL.schoolExam, payload: { id } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'body.school_id' });
    const wrongLevel = await send(4, { method: 'POST', url: URL.schoolExam, payload: { id, school_id: middleSchool.id } });
    expect(wrongLevel.statusCode).toBe(400);
    expect(wrongLevel.json()).toMatchObject({ field: 'body.school_id' });
    expect((await paperRow(id)).school_subject_id).toBeNull();
    const made = await send(4, { method: 'POST', url: URL.schoolExam, payload: { id, school_id: highSchool.id } });
    expect(made.statusCode, made.body).toBe(200);
    const [row] = await t.database.db.select().from(schoolSubjects).where(eq(schoolSubjects.id, made.json().school_subject_id));
    expect(row).toMatchObject({ school_id: highSchool.id, grade_id: 3, subject_type_id: 4, year: 2027 });
    const [attached] = await t.database.db.select().from(examFiles).where(eq(examFiles.school_subject_id, row.id));
    expect(attached).toMatchObject({ type: 'exam', content_type: 'application/pdf' });
  });
});

// ---- Storage in step, and the demo seed ----

describe('storage stays in step with the rows', () => {
  it('every stored test-paper file has a row, every row with a file under test-paper/ a stored file', async () => {
    const stored = storedFiles().filter((f) => f.startsWith('test-paper/'));
    const rows = await t.database.db.select({ file_key: testPaperFiles.file_key }).from(testPaperFiles);
    const keys = new Set(rows.map((r) => r.file_key));
    expect(stored.filter((f) => !keys.has(f))).toEqual([]);
  });
});

describe('the demo seed', () => {
  it('adds the student’s papers in every state with real pages and their histories, once', async () => {
    const before = await paperCount();
    const [{ last }] = await t.database.db.select({ last: max(testPapers.id) }).from(testPapers);
    await seedTestPapers(t.database.db, t.app.deps.storage);
    const seeded = await t.database.db.select().from(testPapers).where(gt(testPapers.id, last ?? 0)).orderBy(asc(testPapers.id));
    expect(seeded.map((p) => p.school_name)).toEqual(['휘문고등학교', '대치중학교', '한빛고등학교', '경기고등학교', '역삼중학교', '중동고등학교']);
    expect(seeded.every((p) => p.user_id === student)).toBe(true);
    expect(new Set(seeded.map((p) => p.state))).toEqual(new Set([REQUESTED.code, REJECTED.code, APPROVED.code]));
    expect(seeded.filter((p) => p.state === REJECTED.code).every((p) => p.reason)).toBe(true);
    expect(seeded.filter((p) => p.state === APPROVED.code).every((p) => p.points_awarded === TEST_PAPER_POINTS)).toBe(true);
    for (const paper of seeded) {
      const files = await fileRowsOf(paper.id);
      expect(files.length).toBeGreaterThan(0);
      for (const f of files) expect(await sharp(storedBytes(f.file_key)).metadata()).toMatchObject({ format: 'png', width: 620, height: 877 });
      expect((await auditOf(paper.id)).length).toBeGreaterThanOrEqual(paper.state === REQUESTED.code ? 0 : 1);
    }
    expect(await paperCount()).toBe(before + 6);
    await seedTestPapers(t.database.db, t.app.deps.storage);
    expect(await paperCount()).toBe(before + 6);
  });
});
