/**
 * The divided-image calls of AI exam subjects (spec section 7 "AI exam flow"; issue 9 points 2 and 5): state,
 * modify, reset, get_q_image, get_c_images, get_s_image and question_all_image/png, each in the order 401 ->
 * 400 -> 403 -> 404 -> 409 -> success, on a paper split by the real runner.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAM_TYPE } from '../../src/api/codes';
import { SPLIT_JOB_STATE } from '../../src/machines/split-job.machine';
import { demoExamPaper } from '../../server/db/seed/digitise';
import { dividedImages, examSubjects, splitJobs } from '../../server/db/schema';
import { startSplitRunner } from '../../server/features/digitise/split-jobs';
import { buildTestApp, loginAs, withToken, type DemoWho, type TestApp } from '../helpers/app';
import { examSubjectWithQuestions, userId } from '../helpers/factories';
import { field, file, imageBytes, multipart, type Part } from '../helpers/uploads';

const S = SPLIT_JOB_STATE;
const URL = {
  state: '/api/v2/exam/divided_image/state',
  modify: '/api/v2/exam/divided_image/modify',
  reset: '/api/v2/exam/divided_image/reset',
  q: '/api/v2/exam/divided_image/get_q_image',
  c: '/api/v2/exam/divided_image/get_c_images',
  s: '/api/v2/exam/divided_image/get_s_image',
  png: '/api/v2/exam/question_all_image/png',
};

let t: TestApp;
let pdf: Buffer;
/** A split AI exam (enterer level 1, reviewer level 3) and a manual exam subject (not AI). */
let split: number;
let manual: number;

const db = () => t.app.deps.db;
async function send(who: DemoWho | null, opts: { method: 'GET' | 'POST'; url: string; payload?: unknown; headers?: Record<string, string> }) {
  return t.app.inject(withToken(who === null ? null : await loginAs(t.app, who), opts as never));
}
async function upload(who: DemoWho | null, parts: Part[]) {
  const body = multipart(parts);
  return send(who, { method: 'POST', url: URL.reset, payload: body.payload, headers: body.headers });
}
async function aiSubject(name: string) {
  const [row] = await db()
    .insert(examSubjects)
    .values({ name, school_type: 3, grade_id: 3, subject_type_id: 3, subject_code_name: 'MATH1', type: EXAM_TYPE.ai.code, year: 2025, user_id: await userId(db(), 'level1@demo.local'), admin_id: await userId(db(), 'level3@demo.local') })
    .returning();
  return row.id;
}
const jobOf = async (subjectId: number) => (await db().select().from(splitJobs).where(eq(splitJobs.exam_subject_id, subjectId)))[0];
const boxesOf = (subjectId: number) => db().select().from(dividedImages).where(eq(dividedImages.exam_subject_id, subjectId));
const state = async (subjectId: number, who: DemoWho = 1) => (await send(who, { method: 'GET', url: `${URL.state}?exam_subject_id=${subjectId}` })).json();

/** Runs the queue until the subject's job settles. */
async function splitNow(subjectId: number) {
  const runner = startSplitRunner(t.app.deps, { workers: 1, pollMs: 100, leaseMs: 10_000, progressMs: 0 });
  try {
    for (let i = 0; i < 1200; i++) {
      const job = await jobOf(subjectId);
      if (job && (job.state === S.done.code || job.state === S.failed.code)) return job;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('split did not settle');
  } finally {
    await runner.stop();
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  pdf = await demoExamPaper({ pages: 2 });
  split = await aiSubject('분할 이미지 시험');
  manual = (await examSubjectWithQuestions(db(), { name: '수동 시험' })).id;
  const res = await upload(4, [field('exam_subject_id', split), file('시험지.pdf', 'application/pdf', pdf)]);
  expect(res.statusCode, res.body).toBe(200);
  expect((await splitNow(split)).state).toBe(S.done.code);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('GET divided_image/state', () => {
  it('401 without a token', async () => expect((await send(null, { method: 'GET', url: `${URL.state}?exam_subject_id=${split}` })).statusCode).toBe(401));
  it('400 naming query.exam_subject_id', async () => {
    const res = await send(1, { method: 'GET', url: `${URL.state}?exam_subject_id=abc` });
    expect([res.statusCode, res.json().field]).toEqual([400, 'query.exam_subject_id']);
  });
  it('403 for staff not assigned to it below reviewer', async () => expect((await send(2, { method: 'GET', url: `${URL.state}?exam_subject_id=${split}` })).statusCode).toBe(403));
  it('404 for an exam subject that is not an AI exam, and for none', async () => {
    expect((await send(10, { method: 'GET', url: `${URL.state}?exam_subject_id=${manual}` })).statusCode).toBe(404);
    expect((await send(10, { method: 'GET', url: `${URL.state}?exam_subject_id=999999` })).statusCode).toBe(404);
  });
  it('gives the enterer the done job, the pages, the boxes and the questions', async () => {
    const body = await state(split);
    expect(body.job).toMatchObject({ state: S.done.code, state_label: '완료', pages_done: 2, pages_total: 2, file_name: '시험지.pdf', error: null });
    expect(body.pages).toEqual([
      { page: 1, width: 595.3, height: 841.9 },
      { page: 2, width: 595.3, height: 841.9 },
    ]);
    expect(body.boxes.length).toBeGreaterThan(30);
    expect(body.questions[0]).toMatchObject({ question_index: 1, number: '1', section: 'common', visited: false, open_reports: 0 });
    expect(body.questions.map((q: { number: string }) => q.number)).toEqual(body.questions.map((_: unknown, i: number) => String(i + 1)));
  });
});

describe('POST divided_image/get_q_image, get_c_images, get_s_image', () => {
  const ask = (who: DemoWho | null, url: string, payload: unknown) => send(who, { method: 'POST', url, payload });
  it('401 without a token', async () => expect((await ask(null, URL.q, { exam_subject_id: split, question_number: '1' })).statusCode).toBe(401));
  it('400 naming body.question_number', async () => {
    const res = await ask(1, URL.q, { exam_subject_id: split });
    expect([res.statusCode, res.json().field]).toEqual([400, 'body.question_number']);
  });
  it('403 for staff not assigned to it', async () => expect((await ask(2, URL.c, { exam_subject_id: split, question_number: '1' })).statusCode).toBe(403));
  it('404 for a manual exam and for a question with no box', async () => {
    expect((await ask(10, URL.q, { exam_subject_id: manual, question_number: '1' })).statusCode).toBe(404);
    const res = await ask(1, URL.q, { exam_subject_id: split, question_number: '99' });
    expect([res.statusCode, res.json().field]).toEqual([404, 'body.question_number']);
  });
  it('cuts a question, its five choices in order, and the passage over it as PNGs', async () => {
    const q = (await ask(1, URL.q, { exam_subject_id: split, question_number: '3' })).json();
    expect(q.images).toHaveLength(1);
    const [x0, y0, x1, y1] = q.images[0].box;
    const meta = await sharp(Buffer.from(q.images[0].image.replace(/^data:image\/png;base64,/, ''), 'base64')).metadata();
    expect(meta.format).toBe('png');
    expect(Math.abs(meta.width! - (x1 - x0 + 8) * 2)).toBeLessThan(4);
    expect(Math.abs(meta.height! - (y1 - y0 + 8) * 2)).toBeLessThan(4);
    const c = (await ask(1, URL.c, { exam_subject_id: split, question_number: '3' })).json();
    expect(c.images.map((i: { number: string }) => i.number)).toEqual(['3.1', '3.2', '3.3', '3.4', '3.5']);
    const s = (await ask(1, URL.s, { exam_subject_id: split, question_number: '4', section: 'common' })).json();
    expect(s.images.map((i: { kind: string; number: string }) => [i.kind, i.number])).toEqual([['passage', '3-4']]);
    expect((await ask(1, URL.s, { exam_subject_id: split, question_number: '1' })).json().images).toEqual([]);
  });
});

describe('GET question_all_image/png', () => {
  const png = (who: DemoWho | null, query: string) => send(who, { method: 'GET', url: `${URL.png}?${query}` });
  it('401 without a token', async () => expect((await png(null, `exam_subject_id=${split}&page=1`)).statusCode).toBe(401));
  it('400 naming query.question_number when neither a question nor a page is given', async () => {
    const res = await png(1, `exam_subject_id=${split}`);
    expect([res.statusCode, res.json().field]).toEqual([400, 'query.question_number']);
  });
  it('403 for staff not assigned to it', async () => expect((await png(2, `exam_subject_id=${split}&page=1`)).statusCode).toBe(403));
  it('404 for a page the paper does not have', async () => expect((await png(1, `exam_subject_id=${split}&page=9`)).statusCode).toBe(404));
  it('serves the page render of a question (scale 2) as a private PNG', async () => {
    const last = (await state(split)).boxes.filter((b: { kind: string }) => b.kind === 'question').at(-1);
    const res = await png(1, `exam_subject_id=${split}&question_number=${last.number}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toMatch(/^private/);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([Math.ceil(595.28 * 2), Math.ceil(841.89 * 2)]);
    expect(last.page).toBe(2);
  });
});

describe('POST divided_image/modify', () => {
  const modify = (who: DemoWho | null, payload: unknown) => send(who, { method: 'POST', url: URL.modify, payload });
  type Box = { id?: number; kind: string; number: string; section: string; part: number; page: number; box: number[] };
  const sent = async (): Promise<Box[]> => (await state(split)).boxes.map(({ id, kind, number, section, part, page, box }: Box) => ({ id, kind, number, section, part, page, box }));

  it('401 without a token', async () => expect((await modify(null, { exam_subject_id: split, boxes: [] })).statusCode).toBe(401));
  it('400 naming the box: upside down, off the page, or of another exam; nothing changes', async () => {
    const boxes = await sent();
    const before = await boxesOf(split);
    const flipped = [{ ...boxes[0], box: [100, 100, 50, 50] }, ...boxes.slice(1)];
    let res = await modify(1, { exam_subject_id: split, boxes: flipped });
    expect([res.statusCode, res.json().field]).toEqual([400, 'body.boxes.0.box']);
    res = await modify(1, { exam_subject_id: split, boxes: [{ ...boxes[0], page: 7 }] });
    expect([res.statusCode, res.json().field]).toEqual([400, 'body.boxes.0.page']);
    res = await modify(1, { exam_subject_id: split, boxes: [{ ...boxes[0], id: 999999 }] });
    expect([res.statusCode, res.json().field]).toEqual([400, 'body.boxes.0.id']);
    expect(await boxesOf(split)).toEqual(before);
  });
  it('403 for staff who may not fix its boxes', async () => expect((await modify(2, { exam_subject_id: split, boxes: [] })).statusCode).toBe(403));
  it('404 for a manual exam', async () => expect((await modify(10, { exam_subject_id: manual, boxes: [] })).statusCode).toBe(404));
  it('409 while a splitting job is active; nothing changes', async () => {
    const job = await jobOf(split);
    const before = await boxesOf(split);
    await db().update(splitJobs).set({ state: S.queued.code }).where(eq(splitJobs.id, job.id));
    const res = await modify(1, { exam_subject_id: split, boxes: [] });
    await db().update(splitJobs).set({ state: job.state }).where(eq(splitJobs.id, job.id));
    expect(res.statusCode).toBe(409);
    expect(await boxesOf(split)).toEqual(before);
  });
  it('moves, deletes and adds boxes: changed ones hand-made and cut again, links kept, a new number gets a question', async () => {
    const boxes = await sent();
    const before = new Map((await boxesOf(split)).map((b) => [b.id, b]));
    const moved = boxes.find((b) => b.kind === 'question' && b.number === '2')!;
    const dropped = boxes.find((b) => b.kind === 'choice' && b.number === '2.5')!;
    const next = boxes
      .filter((b) => b.id !== dropped.id)
      .map((b) => (b.id === moved.id ? { ...b, box: [b.box[0], b.box[1], b.box[2] - 40, b.box[3] + 10] } : b))
      .concat([{ kind: 'question', number: '50', section: 'common', part: 1, page: 2, box: [300, 700, 500, 760] }]);
    const res = await modify(1, { exam_subject_id: split, boxes: next });
    expect(res.statusCode, res.body).toBe(200);
    const after = await boxesOf(split);
    expect(after.find((b) => b.id === dropped.id)).toBeUndefined();
    const movedRow = after.find((b) => b.id === moved.id)!;
    expect([movedRow.auto, movedRow.x1, movedRow.question_id]).toEqual([false, moved.box[2] - 40, before.get(moved.id!)!.question_id]);
    expect(movedRow.image_key).not.toBe(before.get(moved.id!)!.image_key);
    const untouched = after.find((b) => b.kind === 'question' && b.number === '1')!;
    expect([untouched.auto, untouched.image_key]).toEqual([true, before.get(untouched.id)!.image_key]);
    const added = after.find((b) => b.number === '50')!;
    expect(added.auto).toBe(false);
    expect(added.question_id).not.toBeNull();
    const reply = res.json();
    expect(reply.questions.find((q: { number: string }) => q.number === '50')).toMatchObject({ question_id: added.question_id, question_index: reply.questions.length });
    const [{ n }] = await db().select({ n: examSubjects.question_count }).from(examSubjects).where(eq(examSubjects.id, split));
    expect(n).toBe(reply.questions.length);
    const cut = (await send(1, { method: 'POST', url: URL.q, payload: { exam_subject_id: split, question_number: '2' } })).json().images[0];
    expect(cut.box).toEqual([moved.box[0], moved.box[1], moved.box[2] - 40, moved.box[3] + 10]);
  });
});

describe('POST divided_image/reset', () => {
  it('401 without a token', async () => expect((await upload(null, [field('exam_subject_id', split), file('a.pdf', 'application/pdf', pdf)])).statusCode).toBe(401));
  it('400 naming body.exam_subject_id (JSON without it), 415 naming body.file for a file that is not a PDF inside, 400 for a PDF mixed with images', async () => {
    let res = await send(4, { method: 'POST', url: URL.reset, payload: {} });
    expect([res.statusCode, res.json().field]).toEqual([400, 'body.exam_subject_id']);
    res = await upload(4, [field('exam_subject_id', split), file('a.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n가짜'))]);
    expect([res.statusCode, res.json().field]).toEqual([415, 'body.file']);
    res = await upload(4, [field('exam_subject_id', split), file('a.pdf', 'application/pdf', pdf), file('b.png', 'image/png', await imageBytes('png'))]);
    expect([res.statusCode, res.json().field]).toEqual([400, 'body.file']);
  });
  it('403 for the enterer (splitting is for administrators)', async () => expect((await send(1, { method: 'POST', url: URL.reset, payload: { exam_subject_id: split } })).statusCode).toBe(403));
  it('404 for a manual exam', async () => expect((await send(10, { method: 'POST', url: URL.reset, payload: { exam_subject_id: manual } })).statusCode).toBe(404));
  it('409 when there is no paper yet, and while the job is active; nothing changes', async () => {
    const empty = await aiSubject('시험지 없는 시험');
    expect((await send(4, { method: 'POST', url: URL.reset, payload: { exam_subject_id: empty } })).statusCode).toBe(409);
    const job = await jobOf(split);
    await db().update(splitJobs).set({ state: S.running.code }).where(eq(splitJobs.id, job.id));
    const res = await upload(4, [field('exam_subject_id', split), file('a.pdf', 'application/pdf', pdf)]);
    expect(res.statusCode).toBe(409);
    await db().update(splitJobs).set({ state: job.state }).where(eq(splitJobs.id, job.id));
    expect(await jobOf(split)).toEqual(job);
  });
  it('queues page images as a new job superseding the old one, and re-splits the stored paper (RESTART)', async () => {
    const subject = await aiSubject('이미지 시험');
    const pages = [file('p2.png', 'image/png', await imageBytes('png', 120, 160)), file('p1.jpg', 'image/jpeg', await imageBytes('jpeg', 120, 160))];
    let res = await upload(4, [field('exam_subject_id', subject), ...pages]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().job).toMatchObject({ state: S.queued.code, file_name: 'p2.png 외 1개' });
    const first = await jobOf(subject);
    expect(first.extra_file_keys).toHaveLength(1);
    // Done (simulated), then split again without a file.
    await db().update(splitJobs).set({ state: S.done.code }).where(eq(splitJobs.id, first.id));
    res = await send(4, { method: 'POST', url: URL.reset, payload: { exam_subject_id: subject } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().job).toMatchObject({ id: first.id, state: S.queued.code });
    await db().update(splitJobs).set({ state: S.done.code }).where(eq(splitJobs.id, first.id));
    res = await upload(4, [field('exam_subject_id', subject), file('new.pdf', 'application/pdf', pdf)]);
    expect(res.statusCode).toBe(200);
    const jobs = await db().select().from(splitJobs).where(eq(splitJobs.exam_subject_id, subject));
    expect(jobs.map((j) => [j.file_name, j.state])).toEqual([['new.pdf', S.queued.code]]);
  });
});
