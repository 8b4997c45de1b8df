/**
 * Files of the question bank on the real app, database and storage folder: uploads (type by declared media,
 * first bytes and content; size and count limits, replacement), page images, page deletion, download, the file check.
 * Each call: 401 -> 400 (field) -> 403 -> 404 -> 409/413/415 -> success; after a refused call, no row
 * and no stored file.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { examFiles, examSubjects, schoolSubjects, users } from '../../server/db/schema';
import { contentDisposition } from '../../server/shared/uploads';
import { bytesMatch, cleanFileName, sniff } from '../../src/api/uploads';
import { checkPicked } from '../../src/features/question-bank/files/files.rules';
import { buildTestApp, demoEmail, loginAs, withToken, type DemoWho, type TestApp } from '../helpers/app';
import { field, file, imageBytes, multipart, pdfBytes, PNG, type Part } from '../helpers/uploads';

// ---- Real bytes of each accepted type (images decode, PDFs parse: the server checks both) ----
const PDF = pdfBytes('first version of the paper');
const PDF2 = pdfBytes('second version of the paper');
const JPEG = await imageBytes('jpeg', 8, 8);
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.from([0x04, 0, 0, 0, 0, 0, 0]), Buffer.alloc(64, 0x55)]);
const WAV = Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WAVEfmt '), Buffer.alloc(32, 1)]);
const M4A = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypM4A '), Buffer.alloc(32, 2)]);

let t: TestApp;
let subjectId = 0;
let englishSubjectId = 0;
let textbookSubjectId = 0;
let schoolSubjectId = 0;
let schoolExamSubjectId = 0;

/** Every file under the storage folder, relative to it. */
function storedFiles(app: TestApp = t): string[] {
  const root = app.app.deps.env.storageDir;
  if (!existsSync(root)) return [];
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.relative(root, path.join(dir, e.name))]));
  return walk(root);
}

const rowsOf = (examSubjectId: number) => t.database.db.select().from(examFiles).where(eq(examFiles.exam_subject_id, examSubjectId));

async function put(url: string, who: DemoWho | null, parts: Part[]) {
  const body = multipart(parts);
  return t.app.inject(withToken(who === null ? null : await loginAs(t.app, who), { method: 'PUT', url, payload: body.payload, headers: body.headers }));
}

const uid = async (who: DemoWho) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, demoEmail(who))))[0].id;

/** An exam subject that level 1 is entering (state 0), so that level 1 may read its files and change its pages (question-bank policy). */
async function newExamSubject(values: Partial<typeof examSubjects.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(examSubjects)
    .values({ name: '2025학년도 6월 모의평가 영어', school_type: 3, grade_id: 3, subject_type_id: 2, type: 1, year: 2025, user_id: await uid(1), state: 0, ...values })
    .returning({ id: examSubjects.id });
  return row.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  subjectId = await newExamSubject({ name: '2025학년도 6월 모의평가 수학', subject_type_id: 3 });
  englishSubjectId = await newExamSubject();
  textbookSubjectId = await newExamSubject({ name: '비상교육 수학 1단원', type: 4, school_type: 2, grade_id: 1, subject_type_id: 3 });
  const [school] = await t.database.db
    .insert(schoolSubjects)
    .values({ school_type: 3, grade_id: 2, subject_type_id: 1, semester: 1, year: 2025 })
    .returning({ id: schoolSubjects.id });
  schoolSubjectId = school.id;
  schoolExamSubjectId = await newExamSubject({ name: '서울고 2학년 1학기 중간 국어', type: 3, grade_id: 2, subject_type_id: 1, school_subject_id: schoolSubjectId });
});
afterAll(() => t.close());

describe('files.rules', () => {
  it('recognises each type by its first bytes', () => {
    expect([PDF, PNG, JPEG, MP3, WAV, M4A].map((b) => sniff(b))).toEqual(['pdf', 'png', 'jpeg', 'mp3', 'wav', 'mp4']);
    expect(sniff(Buffer.from([0xff, 0xfb, 0x90, 0x00]))).toBe('mp3');
    expect(sniff(Buffer.from('hello world, not a file'))).toBeNull();
    expect(bytesMatch('audio/x-m4a', M4A)).toBe(true);
    expect(bytesMatch('image/png', PDF)).toBe(false);
  });
  it('checks a picked file on the client with Korean messages', () => {
    expect(checkPicked({ name: 'a.pdf', type: 'application/pdf', size: PDF.length }, PDF, 'document', 20)).toBeNull();
    expect(checkPicked({ name: 'a.txt', type: 'text/plain', size: 5 }, Buffer.from('hello'), 'document', 20)).toBe('PDF, PNG, JPG 파일만 올릴 수 있습니다.');
    expect(checkPicked({ name: 'a.pdf', type: 'application/pdf', size: 2 * 1024 * 1024 }, PDF, 'document', 1)).toBe('파일이 너무 큽니다. 1MB 이하만 올릴 수 있습니다.');
    expect(checkPicked({ name: 'a.png', type: 'image/png', size: PDF.length }, PDF, 'page', 20)).toMatch(/PNG 형식이 아닙니다/);
    expect(checkPicked({ name: 'listen.m4a', type: '', size: M4A.length }, M4A, 'audio', 20)).toBeNull();
  });
  it('keeps only the last segment of a file name, in NFC', () => {
    expect(cleanFileName('../../etc/passwd', '.pdf')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\선생님\\시험지.pdf', '.pdf')).toBe('시험지.pdf');
    expect(cleanFileName('시험지.pdf'.normalize('NFD'), '.pdf')).toBe('시험지.pdf');
    expect(cleanFileName('..', '.png')).toBe('파일.png');
    expect(cleanFileName(`${'가'.repeat(300)}.pdf`, '.pdf')).toHaveLength(200);
  });
  it('writes an RFC 5987 attachment header', () => {
    expect(contentDisposition('6월 모의고사.pdf')).toBe(`attachment; filename="6_ ____.pdf"; filename*=UTF-8''6%EC%9B%94%20%EB%AA%A8%EC%9D%98%EA%B3%A0%EC%82%AC.pdf`);
    expect(contentDisposition(`a"b'(c).pdf`)).toBe(`attachment; filename="a_b'(c).pdf"; filename*=UTF-8''a%22b%27%28c%29.pdf`);
  });
});

describe('PUT /api/v2/exam/exam_subject_file', () => {
  const url = '/api/v2/exam/exam_subject_file';

  it('401 without a token, nothing stored', async () => {
    const res = await put(url, null, [field('id', subjectId), field('type', 'exam'), file('시험지.pdf', 'application/pdf', PDF)]);
    expect(res.statusCode).toBe(401);
    expect(await rowsOf(subjectId)).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it('400 naming the field: missing id, bad id, bad type, missing file, file as text, two files', async () => {
    const cases: Array<[Part[], string]> = [
      [[field('type', 'exam'), file('a.pdf', 'application/pdf', PDF)], 'body.id'],
      [[field('id', '../1'), field('type', 'exam'), file('a.pdf', 'application/pdf', PDF)], 'body.id'],
      [[field('id', subjectId), field('type', 'english'), file('a.pdf', 'application/pdf', PDF)], 'body.type'],
      [[field('id', subjectId), field('type', 'exam')], 'body.file'],
      [[field('id', subjectId), field('type', 'exam'), field('file', 'C:/exam.pdf')], 'body.file'],
      [[field('id', subjectId), field('type', 'exam'), file('a.pdf', 'application/pdf', PDF), file('b.pdf', 'application/pdf', PDF)], 'body.file'],
      [[field('id', subjectId), field('id', subjectId), field('type', 'exam'), file('a.pdf', 'application/pdf', PDF)], 'body.id'],
      [[field('id', subjectId), field('type', 'exam'), file('a.pdf', 'application/pdf', PDF, 'paper')], 'body.paper'],
    ];
    for (const [parts, name] of cases) {
      const res = await put(url, 4, parts);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({ result: 'fail', code: 'BAD_REQUEST', field: name });
    }
    expect(await rowsOf(subjectId)).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it('a body that is not multipart is 415, garbage multipart is 400, never 500', async () => {
    const token = await loginAs(t.app, 4);
    const json = await t.app.inject(withToken(token, { method: 'PUT', url, payload: { id: subjectId, type: 'exam', file: 'x' } }));
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', field: 'body' });
    const garbage = await t.app.inject(
      withToken(token, { method: 'PUT', url, payload: '--nope\r\nwhatever\r\n', headers: { 'content-type': 'multipart/form-data; boundary=zzz' } }),
    );
    expect(garbage.statusCode).toBeGreaterThanOrEqual(400);
    expect(garbage.statusCode).toBeLessThan(500);
    const noBoundary = await t.app.inject(withToken(token, { method: 'PUT', url, payload: 'x', headers: { 'content-type': 'multipart/form-data' } }));
    expect(noBoundary.statusCode).toBe(400);
    expect(storedFiles()).toEqual([]);
  });

  it('403 below level 4, nothing stored', async () => {
    for (const who of [0, 1, 3, 'student'] as const) {
      const res = await put(url, who, [field('id', subjectId), field('type', 'exam'), file('a.pdf', 'application/pdf', PDF)]);
      expect(res.statusCode, String(who)).toBe(403);
    }
    expect(await rowsOf(subjectId)).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it('404 for an unknown exam subject, nothing stored', async () => {
    const res = await put(url, 4, [field('id', 999_999), field('type', 'exam'), file('a.pdf', 'application/pdf', PDF)]);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    const late = await put(url, 4, [file('a.pdf', 'application/pdf', PDF), field('id', 999_999), field('type', 'exam')]);
    expect(late.statusCode).toBe(404);
    expect(storedFiles()).toEqual([]);
  });

  it('415 naming file when the declared type is not accepted or the bytes are not what it says', async () => {
    const cases: Part[] = [
      file('notes.txt', 'text/plain', Buffer.from('hello, this is text')),
      file('fake.pdf', 'application/pdf', PNG),
      file('fake.png', 'image/png', PDF),
      file('script.pdf', 'application/pdf', Buffer.from('<script>alert(1)</script>')),
      file('song.mp3', 'audio/mpeg', MP3),
    ];
    for (const part of cases) {
      const res = await put(url, 4, [field('id', subjectId), field('type', 'exam'), part]);
      expect(res.statusCode, 'filename' in part ? part.filename : '').toBe(415);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'UNSUPPORTED_MEDIA_TYPE', field: 'body.file' });
    }
    expect(await rowsOf(subjectId)).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it('400 for an empty file', async () => {
    const res = await put(url, 4, [field('id', subjectId), field('type', 'exam'), file('empty.pdf', 'application/pdf', Buffer.alloc(0))]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'body.file', message: '빈 파일은 올릴 수 없습니다.' });
    expect(storedFiles()).toEqual([]);
  });

  it('stores the paper: row, file under the storage folder, Korean name kept; a second upload replaces it', async () => {
    const name = '2025 6월 모의평가 수학.pdf';
    const res = await put(url, 4, [field('id', subjectId), field('type', 'exam'), file(name, 'application/pdf', PDF)]);
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply).toMatchObject({ result: 'success', exam_subject_id: subjectId, school_subject_id: null, type: 'exam', file_name: name, content_type: 'application/pdf', size: PDF.length, page: 0, is_divide: false, user_id: await uid(4) });
    expect(reply).not.toHaveProperty('file_key');
    const [row] = await rowsOf(subjectId);
    expect(row).toMatchObject({ id: reply.id, type: 'exam', file_name: name, size: PDF.length });
    expect(row.file_key).toMatch(/^exam\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    const full = path.join(t.app.deps.env.storageDir, row.file_key);
    expect(readFileSync(full).equals(PDF)).toBe(true);

    const again = await put(url, 4, [field('id', subjectId), field('type', 'exam'), file('수정본.pdf', 'application/pdf', PDF2)]);
    expect(again.statusCode).toBe(200);
    const rows = await rowsOf(subjectId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: again.json().id, file_name: '수정본.pdf', size: PDF2.length });
    expect(existsSync(full)).toBe(false);
    expect(storedFiles()).toEqual([rows[0].file_key]);
  });

  it('the answer sheet is a separate file (JPEG); a traversal file name never leaves the storage folder', async () => {
    const res = await put(url, 5, [field('id', subjectId), field('type', 'answer'), file('../../../../etc/passwd.jpg', 'image/jpeg', JPEG)]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'answer', file_name: 'passwd.jpg', content_type: 'image/jpeg' });
    const rows = await rowsOf(subjectId);
    expect(rows.map((r) => r.type).sort()).toEqual(['answer', 'exam']);
    const answer = rows.find((r) => r.type === 'answer')!;
    expect(answer.file_key).toMatch(/^exam\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    const full = path.resolve(t.app.deps.env.storageDir, answer.file_key);
    expect(full.startsWith(t.app.deps.env.storageDir + path.sep)).toBe(true);
    expect(statSync(full).size).toBe(JPEG.length);
    expect(storedFiles()).toHaveLength(2);
  });
});

describe('413 over UPLOAD_MAX_MB', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await buildTestApp({ UPLOAD_MAX_MB: '1' });
  });
  afterAll(() => small.close());

  it('refuses a file over 1 MB with 413 naming file; no row, no file left in the storage folder', async () => {
    const [level1] = await small.database.db.select({ id: users.id }).from(users).where(eq(users.email, demoEmail(1)));
    const [subject] = await small.database.db.insert(examSubjects).values({ name: '큰 파일 시험', school_type: 3, grade_id: 1, subject_type_id: 3, type: 1, year: 2025, user_id: level1.id, state: 0 }).returning();
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    const body = multipart([field('id', subject.id), field('type', 'exam'), file('big.pdf', 'application/pdf', big)]);
    const res = await small.app.inject(withToken(await loginAs(small.app, 4), { method: 'PUT', url: '/api/v2/exam/exam_subject_file', payload: body.payload, headers: body.headers }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'PAYLOAD_TOO_LARGE', field: 'body.file', message: '파일이 너무 큽니다. 1MB 이하만 올릴 수 있습니다.' });
    expect(await small.database.db.select().from(examFiles).where(eq(examFiles.exam_subject_id, subject.id))).toEqual([]);
    expect(storedFiles(small)).toEqual([]);

    const pages = multipart([field('id', subject.id), file('1.png', 'image/png', PNG), file('2.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]))]);
    const res2 = await small.app.inject(withToken(await loginAs(small.app, 1), { method: 'PUT', url: '/api/v2/exam/exam_subject_file/png_file_list', payload: pages.payload, headers: pages.headers }));
    expect(res2.statusCode).toBe(413);
    expect(storedFiles(small)).toEqual([]);

    const fits = multipart([field('id', subject.id), field('type', 'exam'), file('ok.pdf', 'application/pdf', Buffer.concat([PDF, Buffer.alloc(1000 * 1000, 0x20)]))]);
    const ok = await small.app.inject(withToken(await loginAs(small.app, 4), { method: 'PUT', url: '/api/v2/exam/exam_subject_file', payload: fits.payload, headers: fits.headers }));
    expect(ok.statusCode).toBe(200);
    expect(storedFiles(small)).toHaveLength(1);
  });

  it('a client that stops mid-upload leaves no file and no row', async () => {
    const [subject] = await small.database.db.insert(examSubjects).values({ name: '끊긴 업로드', school_type: 3, grade_id: 1, subject_type_id: 3, type: 1, year: 2025 }).returning();
    const before = storedFiles(small);
    await small.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = small.app.server.address() as AddressInfo;
    const boundary = 'cut-boundary';
    const head = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\n${subject.id}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nexam\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      PDF,
      Buffer.alloc(200_000, 0x20),
    ]);
    const token = await loginAs(small.app, 4);
    await new Promise<void>((resolve) => {
      const req = http.request({ port, host: '127.0.0.1', method: 'PUT', path: '/api/v2/exam/exam_subject_file', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.length + 500_000), authorization: `token=${token}` } });
      req.on('error', () => resolve());
      req.on('response', () => resolve());
      req.write(head, () => setTimeout(() => req.destroy(), 100));
    });
    // The server notices the reset, removes what it wrote and records nothing.
    for (let i = 0; i < 50 && storedFiles(small).length !== before.length; i++) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 200));
    expect(storedFiles(small)).toEqual(before);
    expect(await small.database.db.select().from(examFiles).where(eq(examFiles.exam_subject_id, subject.id))).toEqual([]);
  });
});

describe('PUT /api/v2/exam/textbook_exam_file', () => {
  const url = '/api/v2/exam/textbook_exam_file';
  it('401, 400 (id), 403, 404', async () => {
    expect((await put(url, null, [field('id', textbookSubjectId), file('a.pdf', 'application/pdf', PDF)])).statusCode).toBe(401);
    const bad = await put(url, 4, [field('id', 'abc'), file('a.pdf', 'application/pdf', PDF)]);
    expect(bad.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'body.id' });
    expect((await put(url, 3, [field('id', textbookSubjectId), file('a.pdf', 'application/pdf', PDF)])).statusCode).toBe(403);
    expect((await put(url, 4, [field('id', 999_999), file('a.pdf', 'application/pdf', PDF)])).statusCode).toBe(404);
    expect(await rowsOf(textbookSubjectId)).toEqual([]);
  });
  it('409 when the exam subject is not a textbook exam, nothing stored', async () => {
    const before = storedFiles();
    const res = await put(url, 4, [field('id', englishSubjectId), file('a.pdf', 'application/pdf', PDF)]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', field: 'body.id' });
    expect(await rowsOf(englishSubjectId)).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });
  it('stores the textbook paper as type textbook', async () => {
    const res = await put(url, 4, [field('id', textbookSubjectId), file('교과서 1단원.png', 'image/png', PNG)]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'textbook', exam_subject_id: textbookSubjectId, content_type: 'image/png', file_name: '교과서 1단원.png' });
    expect((await rowsOf(textbookSubjectId)).map((r) => r.type)).toEqual(['textbook']);
  });
});

describe('PUT /api/v2/exam/school_subject_file', () => {
  const url = '/api/v2/exam/school_subject_file';
  const schoolRows = () => t.database.db.select().from(examFiles).where(eq(examFiles.school_subject_id, schoolSubjectId));
  it('401, 400 (type), 403, 404', async () => {
    expect((await put(url, null, [field('id', schoolSubjectId), field('type', 'exam'), file('a.pdf', 'application/pdf', PDF)])).statusCode).toBe(401);
    const bad = await put(url, 4, [field('id', schoolSubjectId), file('a.pdf', 'application/pdf', PDF)]);
    expect(bad.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'body.type' });
    expect((await put(url, 2, [field('id', schoolSubjectId), field('type', 'exam'), file('a.pdf', 'application/pdf', PDF)])).statusCode).toBe(403);
    const missing = await put(url, 4, [field('id', 999_999), field('type', 'exam'), file('a.pdf', 'application/pdf', PDF)]);
    expect(missing.statusCode).toBe(404);
    expect(await schoolRows()).toEqual([]);
  });
  it('stores the school paper on the school subject', async () => {
    const res = await put(url, 4, [field('id', schoolSubjectId), field('type', 'exam'), file('서울고 중간고사.pdf', 'application/pdf', PDF)]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ school_subject_id: schoolSubjectId, exam_subject_id: null, type: 'exam' });
    expect(await schoolRows()).toHaveLength(1);
  });
});

describe('PUT /api/v2/exam/english_file', () => {
  const url = '/api/v2/exam/english_file';
  it('401, 400, 403, 404, 415 for a paper', async () => {
    expect((await put(url, null, [field('id', englishSubjectId), file('a.mp3', 'audio/mpeg', MP3)])).statusCode).toBe(401);
    expect((await put(url, 4, [file('a.mp3', 'audio/mpeg', MP3)])).json()).toMatchObject({ field: 'body.id' });
    expect((await put(url, 1, [field('id', englishSubjectId), file('a.mp3', 'audio/mpeg', MP3)])).statusCode).toBe(403);
    expect((await put(url, 4, [field('id', 999_999), file('a.mp3', 'audio/mpeg', MP3)])).statusCode).toBe(404);
    const paper = await put(url, 4, [field('id', englishSubjectId), file('a.pdf', 'application/pdf', PDF)]);
    expect(paper.statusCode).toBe(415);
    const renamed = await put(url, 4, [field('id', englishSubjectId), file('a.mp3', 'audio/mpeg', PDF)]);
    expect(renamed.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', field: 'body.file' });
    expect(await rowsOf(englishSubjectId)).toEqual([]);
  });
  it('stores MP3, WAV (also as audio/x-wav) and M4A, each replacing the last', async () => {
    for (const [name, type, data, stored] of [
      ['듣기.mp3', 'audio/mpeg', MP3, 'audio/mpeg'],
      ['듣기.wav', 'audio/x-wav', WAV, 'audio/wav'],
      ['듣기.m4a', 'audio/x-m4a', M4A, 'audio/x-m4a'],
    ] as const) {
      const res = await put(url, 4, [field('id', englishSubjectId), file(name, type, data)]);
      expect(res.statusCode, name).toBe(200);
      expect(res.json()).toMatchObject({ type: 'english', content_type: stored, size: data.length });
      const rows = await rowsOf(englishSubjectId);
      expect(rows).toHaveLength(1);
      expect(readFileSync(path.join(t.app.deps.env.storageDir, rows[0].file_key)).equals(data)).toBe(true);
    }
  });
});

describe('PUT /api/v2/exam/exam_subject_file/png_file_list', () => {
  const url = '/api/v2/exam/exam_subject_file/png_file_list';
  const pages = () => t.database.db.select().from(examFiles).where(and(eq(examFiles.exam_subject_id, subjectId), eq(examFiles.type, 'png')));

  it('401, 400 (is_divide, type, file), 403 for level 0', async () => {
    expect((await put(url, null, [field('id', subjectId), file('1.png', 'image/png', PNG)])).statusCode).toBe(401);
    expect((await put(url, 1, [field('id', subjectId), field('is_divide', 'yes'), file('1.png', 'image/png', PNG)])).json()).toMatchObject({ field: 'body.is_divide' });
    expect((await put(url, 1, [field('id', subjectId), field('type', 'exam'), file('1.png', 'image/png', PNG)])).json()).toMatchObject({ field: 'body.type' });
    expect((await put(url, 1, [field('id', subjectId), field('is_divide', 'true')])).json()).toMatchObject({ field: 'body.file' });
    expect((await put(url, 0, [field('id', subjectId), file('1.png', 'image/png', PNG)])).statusCode).toBe(403);
    expect(await pages()).toEqual([]);
  });

  it('404 for an unknown exam subject; 415 for a JPEG page and for a bad second page, with nothing kept', async () => {
    const before = storedFiles();
    expect((await put(url, 1, [field('id', 999_999), file('1.png', 'image/png', PNG)])).statusCode).toBe(404);
    expect((await put(url, 1, [field('id', subjectId), file('1.jpg', 'image/jpeg', JPEG)])).statusCode).toBe(415);
    const mixed = await put(url, 1, [field('id', subjectId), file('1.png', 'image/png', PNG), file('2.png', 'image/png', PDF)]);
    expect(mixed.statusCode).toBe(415);
    expect(mixed.json()).toMatchObject({ field: 'body.file' });
    expect(await pages()).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });

  it('413 naming the limit for more pages than one request may carry (UPLOAD_MAX_FILES, 10), nothing kept', async () => {
    const before = storedFiles();
    const parts = [field('id', subjectId), ...Array.from({ length: 11 }, (_, i) => file(`${i + 1}.png`, 'image/png', PNG))];
    const res = await put(url, 1, parts);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ result: 'fail', code: 'PAYLOAD_TOO_LARGE', field: 'body.file', message: '파일은 한 번에 10개까지 올릴 수 있습니다.' });
    expect(await pages()).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });

  it('appends pages in the order sent; the next upload continues the numbering', async () => {
    const first = await put(url, 1, [field('id', subjectId), field('type', 'png'), field('is_divide', 'true'), file('p1.png', 'image/png', PNG), file('p2.png', 'image/png', PNG)]);
    expect(first.statusCode).toBe(200);
    expect(first.json().data_list.map((p: { page: number; file_name: string; is_divide: boolean }) => [p.page, p.file_name, p.is_divide])).toEqual([
      [1, 'p1.png', true],
      [2, 'p2.png', true],
    ]);
    const second = await put(url, 1, [field('id', subjectId), file('p3.png', 'image/png', PNG)]);
    expect(second.json().data_list.map((p: { page: number; is_divide: boolean }) => [p.page, p.is_divide])).toEqual([[3, false]]);
    const rows = await pages();
    expect(rows.map((r) => r.page).sort()).toEqual([1, 2, 3]);
    expect(rows.every((r) => r.user_id !== null && existsSync(path.join(t.app.deps.env.storageDir, r.file_key)))).toBe(true);
  });
});

describe('DELETE /api/v2/exam/exam_subject_file/png_file_list', () => {
  const url = '/api/v2/exam/exam_subject_file/png_file_list';
  const del = async (who: DemoWho | null, query: string) => t.app.inject(withToken(who === null ? null : await loginAs(t.app, who), { method: 'DELETE', url: `${url}?${query}` }));
  const pages = () => t.database.db.select().from(examFiles).where(and(eq(examFiles.exam_subject_id, subjectId), eq(examFiles.type, 'png')));

  it('401, 400 naming the field, 403, 404 (unknown subject, unknown page, a page of another subject, a file that is not a page)', async () => {
    const [page] = await pages();
    const paper = (await rowsOf(subjectId)).find((r) => r.type === 'exam')!;
    expect((await del(null, `id=${subjectId}&file_id=${page.id}`)).statusCode).toBe(401);
    expect((await del(1, `id=${subjectId}`)).json()).toMatchObject({ code: 'BAD_REQUEST', field: 'query.file_id' });
    expect((await del(1, `id=abc&file_id=${page.id}`)).json()).toMatchObject({ field: 'query.id' });
    expect((await del(0, `id=${subjectId}&file_id=${page.id}`)).statusCode).toBe(403);
    expect((await del(1, `id=999999&file_id=${page.id}`)).statusCode).toBe(404);
    expect((await del(1, `id=${subjectId}&file_id=999999`)).statusCode).toBe(404);
    expect((await del(1, `id=${englishSubjectId}&file_id=${page.id}`)).statusCode).toBe(404);
    expect((await del(1, `id=${subjectId}&file_id=${paper.id}`)).statusCode).toBe(404);
    expect(await pages()).toHaveLength(3);
  });

  it('deletes one page and its stored file; other pages keep their numbers; the next page is 4', async () => {
    const page2 = (await pages()).find((r) => r.page === 2)!;
    const full = path.join(t.app.deps.env.storageDir, page2.file_key);
    expect(existsSync(full)).toBe(true);
    const res = await del(1, `id=${subjectId}&file_id=${page2.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'success', id: page2.id });
    expect(existsSync(full)).toBe(false);
    expect((await pages()).map((r) => r.page).sort()).toEqual([1, 3]);
    const next = await put(url, 1, [field('id', subjectId), file('p4.png', 'image/png', PNG)]);
    expect(next.json().data_list[0].page).toBe(4);
  });
});

describe('POST /api/v2/exam/exam_subject_file/download', () => {
  const url = '/api/v2/exam/exam_subject_file/download';
  const post = async (who: DemoWho | null, payload: unknown) => t.app.inject(withToken(who === null ? null : await loginAs(t.app, who), { method: 'POST', url, payload: payload as object }));

  it('401, 400 naming body.id, 403 for level 0 and customers, 404 for an unknown file', async () => {
    expect((await post(null, { id: 1 })).statusCode).toBe(401);
    expect((await post(1, { id: 'x' })).json()).toMatchObject({ code: 'BAD_REQUEST', field: 'body.id' });
    expect((await post(1, { id: '../../etc/passwd' })).json()).toMatchObject({ field: 'body.id' });
    expect((await post(0, { id: 1 })).statusCode).toBe(403);
    expect((await post('parent', { id: 1 })).statusCode).toBe(403);
    expect((await post(1, { id: 999_999 })).statusCode).toBe(404);
  });

  it('streams the file byte-identical, with its type, length and an RFC 5987 Korean name', async () => {
    const name = '2025 모의고사 (최종).pdf';
    const up = await put('/api/v2/exam/exam_subject_file', 4, [field('id', subjectId), field('type', 'exam'), file(name, 'application/pdf', PDF)]);
    const res = await post(1, { id: up.json().id });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(PDF.length));
    expect(res.headers['content-disposition']).toBe(contentDisposition(name));
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('2025 모의고사 ')}%28${encodeURIComponent('최종')}%29.pdf`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');

    const pageRow = (await rowsOf(subjectId)).find((r) => r.type === 'png')!;
    const page = await post(1, { id: pageRow.id });
    expect(page.rawPayload.equals(PNG)).toBe(true);
    expect(page.headers['content-type']).toBe('image/png');
  });

  it('404 when the row exists but its stored file is gone', async () => {
    const [row] = await t.database.db
      .insert(examFiles)
      .values({ exam_subject_id: englishSubjectId, type: 'answer', file_key: 'exam/2025/01/00000000-0000-0000-0000-000000000000.pdf', file_name: 'gone.pdf', content_type: 'application/pdf', size: 10 })
      .returning();
    expect((await post(1, { id: row.id })).statusCode).toBe(404);
    await t.database.db.delete(examFiles).where(eq(examFiles.id, row.id));
  });
});

describe('GET /api/v2/exam/check_question_image/{id}', () => {
  const get = async (who: DemoWho | null, id: string | number) => t.app.inject(withToken(who === null ? null : await loginAs(t.app, who), { method: 'GET', url: `/api/v2/exam/check_question_image/${id}` }));

  it('401, 400 naming params.id, 403, 404', async () => {
    expect((await get(null, subjectId)).statusCode).toBe(401);
    expect((await get(1, 'abc')).json()).toMatchObject({ code: 'BAD_REQUEST', field: 'params.id' });
    expect((await get(0, subjectId)).statusCode).toBe(403);
    expect((await get(1, 999_999)).statusCode).toBe(404);
  });

  it('lists the paper, answer sheet and pages of an exam subject', async () => {
    const res = await get(1, subjectId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ result: 'success', id: subjectId, type: 1, subject_type_id: 3, school_subject_id: null, english_file: null, textbook_file: null, school_exam_file: null, is_divide: true, upload_max_mb: 20, upload_max_files: 10 });
    expect(body.exam_file).toMatchObject({ type: 'exam', file_name: '2025 모의고사 (최종).pdf' });
    expect(body.answer_file).toMatchObject({ type: 'answer', content_type: 'image/jpeg' });
    expect(body.png_list.map((p: { page: number }) => p.page)).toEqual([1, 3, 4]);
    expect(JSON.stringify(body)).not.toContain('file_key');
  });

  it('shows the English file, the textbook paper, and a school exam subject its school subject files', async () => {
    expect((await get(1, englishSubjectId)).json()).toMatchObject({ english_file: { type: 'english', content_type: 'audio/x-m4a' }, exam_file: null, png_list: [], is_divide: false });
    expect((await get(1, textbookSubjectId)).json()).toMatchObject({ type: 4, textbook_file: { type: 'textbook' } });
    expect((await get(1, schoolExamSubjectId)).json()).toMatchObject({ school_subject_id: schoolSubjectId, school_exam_file: { type: 'exam', file_name: '서울고 중간고사.pdf' }, school_answer_file: null, exam_file: null });
  });
});

describe('storage stays in step with the rows', () => {
  it('every stored file has a row, every row a stored file', async () => {
    const rows = await t.database.db.select({ key: examFiles.file_key }).from(examFiles);
    expect(storedFiles().sort()).toEqual(rows.map((r) => r.key).sort());
  });
});
