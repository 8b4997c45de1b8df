/**
 * Every file reply ends quietly when the client goes away (server/core/send-stream.ts and the error handler of
 * server/app.ts): the stored-file downloads (exam files, test papers, product images), the AI exam's page images,
 * the consulting report PDFs, the xlsx exports, and the files @fastify/static sends (the web app's assets, the API
 * docs' script). The app listens on a real port (inject() cannot cut a connection); each route is requested with
 * http.request and its connection destroyed
 * - after the first chunk of the body (the stored files and the web asset are 16 MB, so the server is mid-stream:
 *   checked, its response had not finished when it closed; the PDFs and xlsx are made in memory and handed to the
 *   socket whole, so for them what matters is the next case), and
 * - before the reply, while the handler is still at work (a hook of this test holds the request until the client's
 *   socket has closed): the measured failure was a POST whose image stream ended before its first byte, answered
 *   with a 500 that Fastify could not send ("Attempted to send payload of invalid type 'object'"). A route of this
 *   test sends a stream with reply.send alone, as @fastify/static does, to hold the error handler's own guard.
 * After each, the app's log (pino, captured) has no line at warn or above, no error escaped, and the app still
 * answers on a new connection.
 */
import diagnostics from 'node:diagnostics_channel';
import { createReadStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { consultingApplications, consultingServices, examFiles, examSubjects, products, splitPages, testPaperFiles, testPapers, univMajors } from '../../server/db/schema';
import { CONSULTING_APPLICATION_STATE } from '../../src/api/consulting/applications';
import { EXAM_TYPE } from '../../src/api/codes';
import { buildTestApp, loginAs, withToken, type DemoWho, type TestApp } from '../helpers/app';
import { examSubjectWithQuestions, userId } from '../helpers/factories';

/** Big enough that the server is still sending when the client has read its first chunk. */
const BIG = 16 * 1024 * 1024;

interface LogLine {
  level: number;
  msg: string;
  err?: { message?: string; type?: string };
}
const logs: LogLine[] = [];
const logStream = {
  write(chunk: string) {
    for (const line of chunk.split('\n')) if (line.trim()) logs.push(JSON.parse(line) as LogLine);
  },
};

/** What the server side of one test request did: when it arrived at the handler, when its response closed, when the handler settled. */
interface Watch {
  arrived: Promise<void>;
  closed: Promise<{ finished: boolean }>;
  settled: Promise<void>;
  resolve: { arrived: () => void; closed: (v: { finished: boolean }) => void; settled: () => void };
}
const watches = new Map<string, Watch>();
function watch(id: string): Watch {
  let w = watches.get(id);
  if (!w) {
    const resolve = {} as Watch['resolve'];
    w = {
      arrived: new Promise<void>((r) => (resolve.arrived = r)),
      closed: new Promise<{ finished: boolean }>((r) => (resolve.closed = r)),
      settled: new Promise<void>((r) => (resolve.settled = r)),
      resolve,
    };
    watches.set(id, w);
  }
  return w;
}
const testIdOf = (request: FastifyRequest) => (typeof request.headers['x-test-id'] === 'string' ? request.headers['x-test-id'] : null);

/** Fastify publishes the end of every async handler (after the reply it returned has ended) on this channel. */
const handlerChannel = diagnostics.tracingChannel('fastify.request.handler');
const onHandlerEnd = (store: unknown) => {
  const id = testIdOf((store as { request: FastifyRequest }).request);
  if (id) watch(id).resolve.settled();
};
const handlerSubscribers = { start() {}, end() {}, asyncStart() {}, asyncEnd: onHandlerEnd, error() {} };

let t: TestApp;
let port = 0;
let webDir = '';
const db = () => t.database.db;

/** Writes `size` bytes under a new storage key of `area` and returns the key. */
function bigStoredFile(area: string, ext: string): string {
  const key = `${area}/2031/01/${randomUUID()}${ext}`;
  const full = path.join(t.app.deps.env.storageDir, key);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, Buffer.alloc(BIG, 0x5a));
  return key;
}

/** A file route, with who calls it; its path and body are known once the records exist (`place`). */
interface Route {
  name: string;
  method: 'GET' | 'POST';
  who?: DemoWho;
  /** The body is 16 MB: the first-chunk abort must find the server mid-stream. */
  big: boolean;
}
const ROUTES: Route[] = [
  { name: 'exam file download', method: 'POST', who: 10, big: true },
  { name: 'test paper file download', method: 'POST', who: 4, big: true },
  { name: 'product image download', method: 'POST', big: true },
  { name: 'AI exam page image', method: 'GET', who: 10, big: true },
  { name: 'web app asset', method: 'GET', big: true },
  { name: 'API docs script', method: 'GET', big: false },
  { name: 'consulting report PDF (consultant)', method: 'GET', who: 4, big: false },
  { name: 'consulting report PDF (applicant)', method: 'GET', who: 'student', big: false },
  { name: 'users xlsx', method: 'GET', who: 5, big: false },
  { name: 'orders xlsx', method: 'GET', who: 4, big: false },
  { name: 'pay xlsx', method: 'GET', who: 5, big: false },
  { name: 'exam subjects xlsx', method: 'GET', who: 4, big: false },
  { name: 'a stream sent without sendStream (POST)', method: 'POST', big: true },
];
const place = new Map<string, { path: string; body?: unknown }>();
const routeNamed = (name: string) => ({ ...ROUTES.find((r) => r.name === name)!, ...place.get(name)! });

/** An application of the demo student with a generated, delivered report (long, for a PDF of several pages). */
async function deliveredApplication(): Promise<number> {
  const student = await userId(db(), 'student@demo.local');
  const [{ id: service }] = await db().select({ id: consultingServices.id }).from(consultingServices).orderBy(asc(consultingServices.id)).limit(1);
  const [major] = await db().select().from(univMajors).orderBy(asc(univMajors.id)).limit(1);
  const [row] = await db()
    .insert(consultingApplications)
    .values({
      user_id: student,
      service_id: service,
      student_name: '스트림학생',
      school_name: '스트림고등학교',
      grade: 3,
      phone: '010-1234-5678',
      choices: [{ gun: 'ga', major_id: major.id, univ_name: major.univ_name, major_name: major.major_name, region: major.region, year: major.year }],
      scores: [],
      privacy_agreed: true,
      marketing_agreed: false,
      state: CONSULTING_APPLICATION_STATE.received.value,
    })
    .returning();
  const ok = async (method: 'PUT' | 'POST', url: string, payload: unknown) => {
    const res = await t.app.inject(withToken(await loginAs(t.app, 4), { method, url, payload: payload as never }));
    expect(res.statusCode, res.body).toBe(200);
  };
  const text = '수학 미적분 단원을 먼저 보완하고 탐구 과목의 개념을 다시 정리하세요. '.repeat(120).slice(0, 5000);
  await ok('PUT', '/api/v2/tar_univ/consulting_application/state', { id: row.id, event: 'START' });
  await ok('POST', '/api/v2/tar_univ/consulting_application/report/generate', { id: row.id });
  await ok('PUT', '/api/v2/tar_univ/consulting_application/report', { id: row.id, summary: text, advice: text });
  await ok('PUT', '/api/v2/tar_univ/consulting_application/state', { id: row.id, event: 'DELIVER' });
  return row.id;
}

beforeAll(async () => {
  handlerChannel.subscribe(handlerSubscribers);
  webDir = mkdtempSync(path.join(os.tmpdir(), 'edu-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>test</title>');
  writeFileSync(path.join(webDir, 'assets', 'big-0123abcd.js'), Buffer.alloc(BIG, 0x20));
  t = await buildTestApp(
    { LOG_LEVEL: 'debug', WEB_DIR: webDir },
    {
      logStream,
      beforeReady: (app) => {
        app.addHook('onRequest', async (request, reply) => {
          const id = testIdOf(request);
          if (id) reply.raw.once('close', () => watch(id).resolve.closed({ finished: reply.raw.writableFinished }));
        });
        // A file reply made with reply.send(stream) alone, as @fastify/static's are: the error handler is the safety net.
        app.post('/test/raw-stream', { config: { access: 'public' } }, async (_request, reply) =>
          reply.header('content-type', 'application/javascript').header('content-length', String(BIG)).send(createReadStream(path.join(webDir, 'assets', 'big-0123abcd.js'))),
        );
        // Holds a request marked "leave before the reply" until its client has gone, then lets the handler run.
        app.addHook('preHandler', async (request) => {
          const id = testIdOf(request);
          if (!id || request.headers['x-test-leave'] !== 'before-reply') return;
          const socket = request.raw.socket;
          const gone = new Promise((r) => socket.once('close', r));
          watch(id).resolve.arrived();
          if (!socket.destroyed) await gone;
        });
      },
    },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;

  // An exam subject's paper, a test paper's page, a product's image and an AI exam's page render: each 16 MB on disk.
  const subject = await examSubjectWithQuestions(db(), { name: '스트림 시험', count: 1 });
  const [examFile] = await db()
    .insert(examFiles)
    .values({ exam_subject_id: subject.id, type: 'exam', file_key: bigStoredFile('exam', '.pdf'), file_name: '시험지.pdf', content_type: 'application/pdf', size: BIG })
    .returning();
  const [paper] = await db()
    .insert(testPapers)
    .values({ user_id: await userId(db(), 'student@demo.local'), school_name: '스트림고등학교', school_type: 3, grade_id: 1, subject_type_id: 3, semester: 1, year: 2031 })
    .returning();
  await db()
    .insert(testPaperFiles)
    .values({ test_paper_id: paper.id, page: 1, file_key: bigStoredFile('test-paper', '.png'), file_name: '1쪽.png', content_type: 'image/png', size: BIG, sha256: `stream-${paper.id}` });
  const imageKey = bigStoredFile('product', '.webp');
  await db().insert(products).values({ goods_code: `STREAM${Date.now()}`, goods_name: '스트림 상품', price: 1000, display: true, file_name: 'big.png', file_path: imageKey, thumb_path: imageKey });
  const [ai] = await db()
    .insert(examSubjects)
    .values({ name: '스트림 AI 시험', school_type: 3, grade_id: 3, subject_type_id: 3, subject_code_name: 'MATH1', type: EXAM_TYPE.ai.code, year: 2025 })
    .returning();
  await db().insert(splitPages).values({ exam_subject_id: ai.id, page: 1, width: 595, height: 842, image_key: bigStoredFile('digitise', '.png'), scale: 2 });
  const application = await deliveredApplication();

  const placed: Array<[string, string, unknown?]> = [
    ['exam file download', '/api/v2/exam/exam_subject_file/download', { id: examFile.id }],
    ['test paper file download', '/api/v2/common/user_upload_file/download', { id: paper.id }],
    ['product image download', '/api/v2/store/homepage/file/download', { file_path: imageKey }],
    ['AI exam page image', `/api/v2/exam/question_all_image/png?exam_subject_id=${ai.id}&page=1`],
    ['web app asset', '/assets/big-0123abcd.js'],
    ['API docs script', '/api/docs/static/swagger-ui-bundle.js'],
    ['consulting report PDF (consultant)', `/api/v2/tar_univ/consulting_application/report/pdf?id=${application}`],
    ['consulting report PDF (applicant)', `/api/v2/tar_univ/consulting_service/application/pdf?id=${application}`],
    ['users xlsx', '/api/v2/common/user_management/xlsx'],
    ['orders xlsx', '/api/v2/store/admin/orders/xlsx'],
    ['pay xlsx', '/api/v2/common/account/xlsx?month=2025-01'],
    ['exam subjects xlsx', '/api/v2/exam/exam_subject_list/xlsx'],
    ['a stream sent without sendStream (POST)', '/test/raw-stream', {}],
  ];
  for (const [name, url, body] of placed) place.set(name, { path: url, body });
  // Each route answers a whole request first (the routes are right, and every token is cached before any abort).
  for (const { name } of ROUTES) {
    const route = routeNamed(name);
    const res = await t.app.inject(withToken(route.who === undefined ? null : await loginAs(t.app, route.who), { method: route.method, url: route.path, payload: route.body as never }));
    expect(res.statusCode, `${route.name}: ${res.body.slice(0, 200)}`).toBe(200);
  }
}, 180_000);

afterAll(async () => {
  handlerChannel.unsubscribe(handlerSubscribers);
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
  if (t) rmSync(t.dataDir, { recursive: true, force: true });
});

let serial = 0;

/** Sends `route` over a real connection and destroys it after the first chunk of the body, or before the reply. */
async function abort(route: Route & { path: string; body?: unknown }, when: 'first-chunk' | 'before-reply') {
  const id = `stream-${serial++}`;
  const w = watch(id);
  const body = route.body === undefined ? undefined : JSON.stringify(route.body);
  const headers: Record<string, string> = { 'x-test-id': id };
  if (route.who !== undefined) headers.authorization = `token=${await loginAs(t.app, route.who)}`;
  if (body !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) });
  if (when === 'before-reply') headers['x-test-leave'] = 'before-reply';
  const req = http.request({ host: '127.0.0.1', port, method: route.method, path: route.path, headers });
  req.on('error', () => {});
  const firstChunk = new Promise<{ status: number; length: number }>((resolve, reject) => {
    req.on('response', (res) => {
      res.once('data', (chunk: Buffer) => {
        resolve({ status: res.statusCode ?? 0, length: Number(res.headers['content-length'] ?? chunk.length) });
        req.destroy();
      });
    });
    req.on('close', () => reject(new Error('closed before the first chunk')));
  });
  req.end(body);
  let first: { status: number; length: number } | null = null;
  if (when === 'first-chunk') first = await firstChunk;
  else {
    firstChunk.catch(() => {});
    await w.arrived;
    req.destroy();
  }
  const { finished } = await w.closed;
  await w.settled;
  return { first, finished };
}

/** A new connection still gets an answer. */
function health(): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: '/api/health' }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });
}

/** Lines logged at warn (40) or above since `from`, once the app has had `ms` more to log what the abort left behind. */
async function loud(from: number, ms = 150) {
  await new Promise((r) => setTimeout(r, ms));
  return logs.slice(from).filter((l) => l.level >= 40);
}

/** Waits (up to 5 s) for a line since `from` whose message matches. */
async function logged(from: number, pattern: RegExp): Promise<boolean> {
  for (let waited = 0; waited < 5000; waited += 20) {
    if (logs.slice(from).some((l) => pattern.test(l.msg))) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}

describe('a client that goes away after the first chunk', () => {
  it.each(ROUTES.map((r) => r.name))('%s: nothing above info is logged, the source is released and the app answers', async (name) => {
    const route = routeNamed(name);
    const from = logs.length;
    const { first, finished } = await abort(route, 'first-chunk');
    expect(first?.status, route.name).toBe(200);
    if (route.big) {
      expect(first?.length, route.name).toBe(BIG);
      expect(finished, `${route.name}: the server was still sending`).toBe(false);
    }
    expect(await health()).toBe(200);
    expect(await loud(from), route.name).toEqual([]);
  });
});

describe('a client that goes away before the reply', () => {
  it.each(ROUTES.map((r) => r.name))('%s: no 500, nothing above info is logged, and the app answers', async (name) => {
    const route = routeNamed(name);
    const from = logs.length;
    const { finished } = await abort(route, 'before-reply');
    expect(finished, route.name).toBe(false);
    // sendStream's or the error handler's debug line; Fastify's own info line for a GET (it sees the request aborted).
    expect(await logged(from, /client went away|stream closed prematurely/), `${route.name}: the quiet path was taken`).toBe(true);
    expect(await health()).toBe(200);
    expect(await loud(from), route.name).toEqual([]);
  });
});

it('a stored file gone before its first byte is a JSON 404, not a 500 under the file type', async () => {
  const route = routeNamed('exam file download');
  const [row] = await db().select().from(examFiles).where(eq(examFiles.id, (route.body as { id: number }).id));
  rmSync(path.join(t.app.deps.env.storageDir, row.file_key));
  const res = await t.app.inject(withToken(await loginAs(t.app, 10), { method: 'POST', url: route.path, payload: route.body as never }));
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toContain('application/json');
  expect(res.json()).toMatchObject({ result: 'fail', code: 'NOT_FOUND' });
});
