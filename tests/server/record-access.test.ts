/**
 * Record-level access on the real app (STYLE section 4, Permissions): the holes an outside audit found, each
 * as a level-1 user acting on an exam assigned to someone else, checked on the answer body and on the stored
 * rows and files; then a walk of every id-taking call of the contract, as the same level-1 user on records
 * that are not theirs, each answer checked against the decision of the area's policy; and a walk of every
 * test-papers call as one customer on another customer's paper.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { ROUTES } from '../../server/app';
import { errorReports, examFiles, exams, examSubjects, questionComments, questionHeads, questionMultiples, questions, schoolSubjects, testPaperFiles, testPapers, transitionLog } from '../../server/db/schema';
import { examSubjectAccess } from '../../src/api/exam-subject-access';
import { checkAccess } from '../../src/api/levels';
import type { Actor, Decision } from '../../src/api/policy';
import { ERROR_REPORTS_POLICY } from '../../src/features/error-reports/error-reports.policy';
import { QUESTION_BANK_POLICY } from '../../src/features/question-bank/question-bank.policy';
import { REVIEW_POLICY } from '../../src/features/review/review.policy';
import { accountAccess, STAFF_POLICY } from '../../src/features/staff/staff.policy';
import { autoSchoolSubjects, divideErrorReports, questionVisits } from '../../server/db/schema';
import { DIGITISE_POLICY } from '../../src/features/digitise/digitise.policy';
import { STORE_POLICY } from '../../src/features/store/store.policy';
import { EXAM_TYPE } from '../../src/api/codes';
import { buildTestApp, demoEmail, loginAs, withToken, type DemoWho, type TestApp } from '../helpers/app';
import { examSubjectWithQuestions, userId } from '../helpers/factories';
import { field, file, imageBytes, multipart, PNG } from '../helpers/uploads';

let t: TestApp;
const uid: Partial<Record<DemoWho, number>> = {};

/** An exam subject entered by level 2, reviewed by level 3 (so not level 1's), in state 0 unless told. */
const othersExam = (values: { state?: number; name?: string } = {}) =>
  examSubjectWithQuestions(t.database.db, { user_id: uid[2], teacher_id: uid[2], state: values.state ?? 0, name: values.name ?? '남의 시험' });

async function call(who: DemoWho, opts: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown; headers?: Record<string, string> }) {
  return t.app.inject(withToken(await loginAs(t.app, who), opts as never));
}

async function uploadPages(who: DemoWho, examSubjectId: number, count = 1) {
  const body = multipart([field('id', examSubjectId), field('is_divide', 'false'), ...Array.from({ length: count }, (_, i) => file(`p${i + 1}.png`, 'image/png', PNG))]);
  return call(who, { method: 'PUT', url: '/api/v2/exam/exam_subject_file/png_file_list', payload: body.payload, headers: body.headers });
}

const filesOf = (examSubjectId: number) => t.database.db.select().from(examFiles).where(eq(examFiles.exam_subject_id, examSubjectId));
const storedPath = (key: string) => path.join(t.app.deps.env.storageDir, key);

/** Every file under the storage folder, relative to it. */
function storedFiles(): string[] {
  const root = t.app.deps.env.storageDir;
  if (!existsSync(root)) return [];
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.relative(root, path.join(dir, e.name))]));
  return walk(root).sort();
}

beforeAll(async () => {
  t = await buildTestApp();
  for (const who of [1, 2, 3, 4, 10] as const) uid[who] = await userId(t.database.db, demoEmail(who));
});
afterAll(() => t.close());

describe('audit holes: level 1 on an exam assigned to someone else', () => {
  it('DELETE png_file_list refuses another user’s page: 403, the row and the stored file stay', async () => {
    const exam = await othersExam();
    expect((await uploadPages(4, exam.id)).statusCode).toBe(200);
    const [page] = await filesOf(exam.id);
    const res = await call(1, { method: 'DELETE', url: `/api/v2/exam/exam_subject_file/png_file_list?id=${exam.id}&file_id=${page.id}` });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'FORBIDDEN' });
    expect(await filesOf(exam.id)).toEqual([page]);
    expect(existsSync(storedPath(page.file_key))).toBe(true);
  });

  it('PUT png_file_list refuses pages on another user’s exam (403) and on a done exam (409); nothing stored', async () => {
    const exam = await othersExam();
    const before = storedFiles();
    const res = await uploadPages(1, exam.id, 2);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'FORBIDDEN' });
    expect(await filesOf(exam.id)).toEqual([]);
    expect(storedFiles()).toEqual(before);

    const done = await examSubjectWithQuestions(t.database.db, { user_id: uid[1], state: 4, name: '끝난 내 시험' });
    const late = await uploadPages(1, done.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ result: 'fail', code: 'CONFLICT' });
    expect(await filesOf(done.id)).toEqual([]);
    const byAdmin = await uploadPages(4, done.id);
    expect(byAdmin.statusCode).toBe(409);
    expect(await filesOf(done.id)).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });

  it('POST download refuses another user’s paper: 403 with the error body, not the file', async () => {
    const exam = await othersExam();
    expect((await uploadPages(4, exam.id)).statusCode).toBe(200);
    const [page] = await filesOf(exam.id);
    const res = await call(1, { method: 'POST', url: '/api/v2/exam/exam_subject_file/download', payload: { id: page.id } });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.json()).toMatchObject({ result: 'fail', code: 'FORBIDDEN' });
    const own = await call(2, { method: 'POST', url: '/api/v2/exam/exam_subject_file/download', payload: { id: page.id } });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PNG)).toBe(true);
  });

  it('GET check_question_image refuses another exam’s file list: 403 without any file metadata', async () => {
    const exam = await othersExam();
    expect((await uploadPages(4, exam.id)).statusCode).toBe(200);
    const res = await call(1, { method: 'GET', url: `/api/v2/exam/check_question_image/${exam.id}` });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'FORBIDDEN' });
    expect(res.body).not.toContain('png_list');
    expect((await call(2, { method: 'GET', url: `/api/v2/exam/check_question_image/${exam.id}` })).json().png_list).toHaveLength(1);
  });

  it('GET question_multiple answers as GET question does: 403 on an unassigned question, 404 on a reported one', async () => {
    const exam = await othersExam();
    const [q] = await t.database.db.select().from(questions).where(eq(questions.exam_subject_id, exam.id)).limit(1);
    const single = await call(1, { method: 'GET', url: `/api/v2/exam/question/${q.id}` });
    const choices = await call(1, { method: 'GET', url: `/api/v2/exam/question_multiple/${q.id}` });
    expect(single.statusCode).toBe(403);
    expect(choices.statusCode).toBe(403);
    expect(choices.json()).toMatchObject({ result: 'fail', code: 'FORBIDDEN' });
    expect(choices.body).not.toContain('보기 1');

    const mine = await examSubjectWithQuestions(t.database.db, { user_id: uid[1], state: 0, name: '신고된 문항이 있는 내 시험' });
    const [reported] = await t.database.db.update(questions).set({ is_reported: true }).where(eq(questions.exam_subject_id, mine.id)).returning();
    for (const who of [1, 4] as const) {
      expect((await call(who, { method: 'GET', url: `/api/v2/exam/question/${reported.id}` })).statusCode, `question as ${who}`).toBe(404);
      const hidden = await call(who, { method: 'GET', url: `/api/v2/exam/question_multiple/${reported.id}` });
      expect(hidden.statusCode, `question_multiple as ${who}`).toBe(404);
      expect(hidden.json()).toMatchObject({ result: 'fail', code: 'NOT_FOUND' });
    }
    const master = await call(10, { method: 'GET', url: `/api/v2/exam/question_multiple/${reported.id}` });
    expect(master.statusCode).toBe(200);
    expect(master.json().data_list).toHaveLength(5);
    const stored = await t.database.db.select().from(questionMultiples).where(eq(questionMultiples.question_id, reported.id));
    expect(stored).toHaveLength(5);
  });
});

describe('the master’s reviewer lists', () => {
  it('show every reviewer’s exams without show_all', async () => {
    const [reviewed] = await t.database.db
      .insert(examSubjects)
      .values({ name: '다른 검수자가 검수한 시험', school_type: 3, grade_id: 3, subject_type_id: 3, type: 1, year: 2025, state: 4, admin_check: 4, admin_id: uid[3] })
      .returning({ id: examSubjects.id });
    const master = await call(10, { method: 'GET', url: '/api/v2/exam/review_exam?admin_check=4&size=100' });
    expect(master.statusCode).toBe(200);
    expect(master.json().data_list.map((r: { id: number }) => r.id)).toContain(reviewed.id);
    const other = await call(4, { method: 'GET', url: '/api/v2/exam/review_exam?admin_check=4&size=100' });
    expect(other.json().data_list.map((r: { id: number }) => r.id)).not.toContain(reviewed.id);
  });
});

// ---- The walk: every id-taking call of the contract, as level 1 on records that are not theirs ----

/** Request and schema fields that name a record (catalog filters such as grade_id or subject_type_id do not). */
const RECORD_FIELDS = new Set(['id', 'exam_subject_id', 'question_id', 'file_id', 'error_id', 'ori_id', 'staging_exam_id', 'user_id']);

/** The field names of an object schema (through pipes, defaults and optionals). */
function keysOf(schema: z.ZodType | undefined): string[] {
  let node = schema as unknown as { def?: { type: string; in?: unknown; innerType?: unknown }; shape?: Record<string, unknown> } | undefined;
  for (let i = 0; node && i < 6; i++) {
    if (node.shape) return Object.keys(node.shape);
    const def = node.def;
    node = (def?.type === 'pipe' ? def.in : def?.innerType) as typeof node;
  }
  return [];
}

/** Multipart uploads declare no body; their fields (an exam or school subject id) are read by the service. */
const isUpload = (route: (typeof ROUTES)[number]) => route.call.method === 'PUT' && !route.call.body && /multipart\/form-data/.test(route.call.summary);
const takesId = (route: (typeof ROUTES)[number]) =>
  route.call.path.includes('{') || isUpload(route) || [route.call.params, route.call.query, route.call.body].some((schema) => keysOf(schema as z.ZodType | undefined).some((k) => RECORD_FIELDS.has(k)));

/** What level 1 is owed: the decision of the area's policy on the record, or 'route' where only route-level access applies. */
type Expected = Decision | 'route';
interface Probe {
  opts: InjectOptions;
  expected: Expected;
  /** A further check of the answer (e.g. that an allowed list does not widen to others' exams). */
  check?: (body: unknown) => void;
}

interface Fixture {
  me: Actor;
  exam: typeof examSubjects.$inferSelect;
  q1: number;
  choice: number;
  head: number;
  page: number;
  paper: number;
  comment: number;
  examEvent: number;
  school: number;
}

const json = (method: InjectOptions['method'], url: string, payload?: object): InjectOptions => ({ method, url, ...(payload ? { payload } : {}) });

/** The customer whose unlimited pass the walk asks about (the demo student; set in the walk's store beforeAll). */
const store = { customer: 0 };

/** Records of the digitise reports and school subjects the walk probes (made in the walk's second beforeAll). */
const digitise = { splitReport: 0, autoSchool: 0 };

/** The AI exam subject (level 2's, reviewed by level 3) the walk probes the AI exam flow on (made in its own beforeAll). */
const aiWalk = { exam: null as unknown as typeof examSubjects.$inferSelect, q1: 0, examEvent: 0 };
const aiOn = (f: Fixture, action: 'autoExam.read' | 'autoExam.enter') => DIGITISE_POLICY.authorize(f.me, action, examSubjectAccess(aiWalk.exam));

/** Level 1's decision on the walk's AI exam for the divided-image calls. */
const aiImages = (f: Fixture, action: 'autoExam.read' | 'autoExam.editBoxes') => DIGITISE_POLICY.authorize(f.me, action, examSubjectAccess(aiWalk.exam));

/** The level-1-callable id-taking calls, each with its requests and the policy decision each is owed. */
const CASES: Record<string, (f: Fixture) => Probe[]> = {
  'GET /api/v2/exam/school_subject': (f) => [{ opts: json('GET', `/api/v2/exam/school_subject?id=${f.school}`), expected: 'route' }],
  'GET /api/v2/exam/middle_school_subject': (f) => [{ opts: json('GET', `/api/v2/exam/middle_school_subject?id=${f.school}`), expected: 'route' }],
  'GET /api/v2/exam/all_subject_exam': (f) => [
    {
      opts: json('GET', `/api/v2/exam/all_subject_exam?id=${f.examEvent}`),
      expected: 'route',
      check: (body) => expect((body as { data_list: Array<{ id: number }> }).data_list.map((r) => r.id), 'only the subjects level 1 may read').not.toContain(f.exam.id),
    },
  ],
  'GET /api/v2/exam/exam_subject': (f) => [{ opts: json('GET', `/api/v2/exam/exam_subject?id=${f.exam.id}`), expected: qb(f, 'subject.read') }],
  'GET /api/v2/exam/enter_exam': (f) => [
    {
      opts: json('GET', `/api/v2/exam/enter_exam?user_id=${f.exam.user_id}&size=100`),
      expected: 'route',
      check: (body) => expect((body as { data_list: Array<{ id: number }> }).data_list.map((r) => r.id), 'own list only, whatever user_id says').not.toContain(f.exam.id),
    },
  ],
  'GET /api/v2/exam/enter_exam_user': (f) => [
    { opts: json('GET', `/api/v2/exam/enter_exam_user?user_id=${f.exam.user_id}`), expected: QUESTION_BANK_POLICY.authorize(f.me, 'worklist.readOf', { user_id: f.exam.user_id }) },
  ],
  'PUT /api/v2/exam/enter_exam': (f) => [{ opts: json('PUT', '/api/v2/exam/enter_exam', { id: f.exam.id, event: 'SEND_REVIEW' }), expected: qb(f, 'subject.enter') }],
  'PUT /api/v2/exam/enter_exam_done': (f) => [{ opts: json('PUT', '/api/v2/exam/enter_exam_done', { id: f.exam.id }), expected: qb(f, 'subject.enter') }],
  'GET /api/v2/exam/question_subject': (f) => [{ opts: json('GET', `/api/v2/exam/question_subject?id=${f.exam.id}`), expected: qb(f, 'subject.read') }],
  'GET /api/v2/exam/question/{id}': (f) => [{ opts: json('GET', `/api/v2/exam/question/${f.q1}`), expected: question(f) }],
  'PUT /api/v2/exam/question': (f) => [{ opts: json('PUT', '/api/v2/exam/question', { id: f.q1, version: 1, content: '바꿈' }), expected: qb(f, 'subject.editQuestions') }],
  'PUT /api/v2/exam/question_head': (f) => [
    { opts: json('PUT', '/api/v2/exam/question_head', { id: f.head, exam_subject_id: f.exam.id, start_index: 1, end_index: 2, content: '바꾼 지문' }), expected: qb(f, 'subject.editQuestions') },
  ],
  'POST /api/v2/exam/question/add': (f) => [{ opts: json('POST', '/api/v2/exam/question/add', { exam_subject_id: f.exam.id }), expected: qb(f, 'subject.editQuestions') }],
  'DELETE /api/v2/exam/question/{id}': (f) => [{ opts: json('DELETE', `/api/v2/exam/question/${f.q1}`), expected: qb(f, 'subject.editQuestions') }],
  'GET /api/v2/exam/question_multiple/{id}': (f) => [
    { opts: json('GET', `/api/v2/exam/question_multiple/${f.q1}`), expected: question(f) },
    { opts: json('GET', `/api/v2/exam/question_multiple/All?exam_subject_id=${f.exam.id}`), expected: qb(f, 'subject.read') },
  ],
  'POST /api/v2/exam/question_multiple': (f) => [
    { opts: json('POST', '/api/v2/exam/question_multiple', { question_id: f.q1, choice_index: 1, content: '새 보기' }), expected: qb(f, 'subject.editQuestions') },
  ],
  'PUT /api/v2/exam/question_multiple': (f) => [{ opts: json('PUT', '/api/v2/exam/question_multiple', { id: f.choice, content: '바꾼 보기' }), expected: qb(f, 'subject.editQuestions') }],
  'PUT /api/v2/exam/question_multiple/width': (f) => [{ opts: json('PUT', '/api/v2/exam/question_multiple/width', { question_id: f.q1, width: 50 }), expected: qb(f, 'subject.editQuestions') }],
  'DELETE /api/v2/exam/question_multiple/{id}': (f) => [{ opts: json('DELETE', `/api/v2/exam/question_multiple/${f.choice}`), expected: qb(f, 'subject.editQuestions') }],
  'PUT /api/v2/exam/exam_subject_file/png_file_list': (f) => {
    const body = multipart([field('id', f.exam.id), file('p.png', 'image/png', PNG)]);
    return [{ opts: { method: 'PUT', url: '/api/v2/exam/exam_subject_file/png_file_list', payload: body.payload, headers: body.headers }, expected: qb(f, 'subject.editPages') }];
  },
  'DELETE /api/v2/exam/exam_subject_file/png_file_list': (f) => [
    { opts: json('DELETE', `/api/v2/exam/exam_subject_file/png_file_list?id=${f.exam.id}&file_id=${f.page}`), expected: qb(f, 'subject.editPages') },
  ],
  'POST /api/v2/exam/exam_subject_file/download': (f) => [
    { opts: json('POST', '/api/v2/exam/exam_subject_file/download', { id: f.paper }), expected: qb(f, 'subject.readFiles') },
    { opts: json('POST', '/api/v2/exam/exam_subject_file/download', { id: f.page }), expected: qb(f, 'subject.readFiles') },
  ],
  'GET /api/v2/exam/check_question_image/{id}': (f) => [{ opts: json('GET', `/api/v2/exam/check_question_image/${f.exam.id}`), expected: qb(f, 'subject.readFiles') }],
  'PUT /api/v2/exam/question_return': (f) => [
    { opts: json('PUT', '/api/v2/exam/question_return', { id: f.q1, action: 'return', reason: '정답 오류' }), expected: review(f, 'exam.returnQuestions') },
    { opts: json('PUT', '/api/v2/exam/question_return', { id: f.q1, action: 'done' }), expected: review(f, 'exam.markFixed') },
  ],
  'PUT /api/v2/exam/question_head_return': (f) => [
    { opts: json('PUT', '/api/v2/exam/question_head_return', { id: f.head, action: 'cancel' }), expected: review(f, 'exam.returnQuestions') },
    { opts: json('PUT', '/api/v2/exam/question_head_return', { id: f.head, action: 'done' }), expected: review(f, 'exam.markFixed') },
  ],
  'GET /api/v2/exam/exam_subject/timeline': (f) => [{ opts: json('GET', `/api/v2/exam/exam_subject/timeline?id=${f.exam.id}`), expected: review(f, 'exam.read') }],
  'PUT /api/v2/exam/question_bug_1': (f) => [{ opts: json('PUT', '/api/v2/exam/question_bug_1', { question_id: f.q1, content: '정답이 틀렸습니다' }), expected: openQuestion(f) }],
  'GET /api/v2/exam/question_comment': (f) => [{ opts: json('GET', `/api/v2/exam/question_comment?question_id=${f.q1}`), expected: openQuestion(f) }],
  'POST /api/v2/exam/question_comment': (f) => [{ opts: json('POST', '/api/v2/exam/question_comment', { question_id: f.q1, content: '확인 부탁' }), expected: openQuestion(f) }],
  'DELETE /api/v2/exam/question_comment/{id}': (f) => [
    { opts: json('DELETE', `/api/v2/exam/question_comment/${f.comment}`), expected: ERROR_REPORTS_POLICY.authorize(f.me, 'comment.delete', { user_id: f.exam.user_id }) },
  ],
  'GET /api/v2/common/user_management_detail': (f) => [
    {
      opts: json('GET', `/api/v2/common/user_management_detail?id=${f.exam.user_id}`),
      expected: STAFF_POLICY.authorize(f.me, 'account.read', accountAccess({ id: f.exam.user_id!, realm: 'staff', level: 2, out_at: null })),
    },
    { opts: json('GET', `/api/v2/common/user_management_detail?id=${f.me.uid}`), expected: STAFF_POLICY.authorize(f.me, 'account.read', accountAccess({ id: f.me.uid, realm: 'staff', level: 1, out_at: null })) },
  ],
  // Pay and work days of someone else are refused; one's own are allowed (a work day is written, so only the refused probe here).
  'GET /api/v2/common/account_user': (f) => [
    { opts: json('GET', `/api/v2/common/account_user?month=2026-11&user_id=${f.exam.user_id}`), expected: STAFF_POLICY.authorize(f.me, 'pay.read', { user_id: f.exam.user_id! }) },
    { opts: json('GET', `/api/v2/common/account_user?month=2026-11&user_id=${f.me.uid}`), expected: STAFF_POLICY.authorize(f.me, 'pay.read', { user_id: f.me.uid }) },
  ],
  'PUT /api/v2/common/user/work_day': (f) => [
    { opts: json('PUT', '/api/v2/common/user/work_day', { user_id: f.exam.user_id, date: '2026-11-02', hours: 8 }), expected: STAFF_POLICY.authorize(f.me, 'workDay.write', { user_id: f.exam.user_id! }) },
  ],
  // The team's schedule, anyone's events included, is open to every staff member from level 1.
  'GET /api/v2/common/admin_calendar': (f) => [
    { opts: json('GET', `/api/v2/common/admin_calendar?year=2026&month=11&user_id=${f.exam.user_id}`), expected: STAFF_POLICY.authorize(f.me, 'calendarEvent.read', {}) },
  ],
  // digitise: split-error reports and question visits (checked on the exam), AI school subjects (route-level reads)
  'POST /api/v2/exam/divided_image/error/report': (f) => [
    { opts: json('POST', '/api/v2/exam/divided_image/error/report', { exam_subject_id: f.exam.id, question_id: f.q1, reason: '상자가 잘렸습니다' }), expected: ai(f, 'autoExam.report') },
  ],
  'PUT /api/v2/exam/divided_image/error/report_cancel': (f) => [
    { opts: json('PUT', '/api/v2/exam/divided_image/error/report_cancel', { error_id: digitise.splitReport, exam_type: f.exam.type, issue_status: 1 }), expected: ai(f, 'autoExam.fixReport') },
  ],
  'GET /api/v2/exam/question_error_report': (f) => [
    { opts: json('GET', `/api/v2/exam/question_error_report?exam_subject_id=${f.exam.id}`), expected: ai(f, 'autoExam.read') },
    {
      opts: json('GET', '/api/v2/exam/question_error_report?size=100'),
      expected: 'route',
      check: (body) => expect((body as { data_list: Array<{ exam_subject_id: number }> }).data_list.map((r) => r.exam_subject_id), 'reports on exams level 1 may read only').not.toContain(f.exam.id),
    },
  ],
  'PUT /api/v2/exam/question_visited': (f) => [{ opts: json('PUT', `/api/v2/exam/question_visited?id=${f.q1}&visited_type=1`), expected: ai(f, 'autoExam.read') }],
  'GET /api/v2/exam/question_visited_check/{id}': (f) => [{ opts: json('GET', `/api/v2/exam/question_visited_check/${f.exam.id}`), expected: ai(f, 'autoExam.read') }],
  // digitise: the AI exam flow, on an AI exam subject that is not level 1's
  'GET /api/v2/exam/auto_exam_subject': (f) => [{ opts: json('GET', `/api/v2/exam/auto_exam_subject?id=${aiWalk.exam.id}`), expected: aiOn(f, 'autoExam.read') }],
  'GET /api/v2/exam/auto_exam_subject_exam/{id}': () => [
    {
      opts: json('GET', `/api/v2/exam/auto_exam_subject_exam/${aiWalk.examEvent}`),
      expected: 'route',
      check: (body) => expect((body as { data_list: Array<{ id: number }> }).data_list.map((r) => r.id), 'only the AI subjects level 1 may read').not.toContain(aiWalk.exam.id),
    },
  ],
  'GET /api/v2/exam/auto_enter_exam_user': (f) => [
    { opts: json('GET', `/api/v2/exam/auto_enter_exam_user?user_id=${aiWalk.exam.user_id}`), expected: DIGITISE_POLICY.authorize(f.me, 'autoWorklist.readOf', { user_id: aiWalk.exam.user_id! }) },
  ],
  'GET /api/v2/exam/auto_enter_exam': () => [
    {
      opts: json('GET', `/api/v2/exam/auto_enter_exam?user_id=${aiWalk.exam.user_id}&size=100`),
      expected: 'route',
      check: (body) => expect((body as { data_list: Array<{ id: number }> }).data_list.map((r) => r.id), 'the allowed AI exams level 1 may read only').not.toContain(aiWalk.exam.id),
    },
  ],
  'PUT /api/v2/exam/auto_enter_exam': (f) => [{ opts: json('PUT', '/api/v2/exam/auto_enter_exam', { id: aiWalk.exam.id, event: 'REQUEST' }), expected: aiOn(f, 'autoExam.enter') }],
  'PUT /api/v2/exam/auto_enter_exam_done': (f) => [{ opts: json('PUT', '/api/v2/exam/auto_enter_exam_done', { id: aiWalk.exam.id }), expected: aiOn(f, 'autoExam.enter') }],
  'PUT /api/v2/exam/auto_question_head': (f) => [
    { opts: json('PUT', '/api/v2/exam/auto_question_head', { exam_subject_id: aiWalk.exam.id, start_index: 1, end_index: 2, content: '바꾼 지문' }), expected: aiOn(f, 'autoExam.enter') },
  ],
  'PUT /api/v2/exam/auto_review_exam/rejection/question_done': (f) => [
    { opts: json('PUT', `/api/v2/exam/auto_review_exam/rejection/question_done?id=${aiWalk.exam.id}&question_id=${aiWalk.q1}`), expected: aiOn(f, 'autoExam.enter') },
  ],
  'GET /api/v2/exam/check_exam_done': (f) => [{ opts: json('GET', `/api/v2/exam/check_exam_done?id=${aiWalk.exam.id}`), expected: aiOn(f, 'autoExam.read') }],
  // digitise: the divided images (H3), on the AI exam subject that is not level 1's
  'GET /api/v2/exam/divided_image/state': (f) => [{ opts: json('GET', `/api/v2/exam/divided_image/state?exam_subject_id=${aiWalk.exam.id}`), expected: aiImages(f, 'autoExam.read') }],
  'POST /api/v2/exam/divided_image/modify': (f) => [{ opts: json('POST', '/api/v2/exam/divided_image/modify', { exam_subject_id: aiWalk.exam.id, boxes: [] }), expected: aiImages(f, 'autoExam.editBoxes') }],
  'POST /api/v2/exam/divided_image/get_q_image': (f) => [{ opts: json('POST', '/api/v2/exam/divided_image/get_q_image', { exam_subject_id: aiWalk.exam.id, question_number: '1' }), expected: aiImages(f, 'autoExam.read') }],
  'POST /api/v2/exam/divided_image/get_c_images': (f) => [{ opts: json('POST', '/api/v2/exam/divided_image/get_c_images', { exam_subject_id: aiWalk.exam.id, question_number: '1' }), expected: aiImages(f, 'autoExam.read') }],
  'POST /api/v2/exam/divided_image/get_s_image': (f) => [{ opts: json('POST', '/api/v2/exam/divided_image/get_s_image', { exam_subject_id: aiWalk.exam.id, question_number: '1' }), expected: aiImages(f, 'autoExam.read') }],
  'GET /api/v2/exam/question_all_image/png': (f) => [{ opts: json('GET', `/api/v2/exam/question_all_image/png?exam_subject_id=${aiWalk.exam.id}&page=1`), expected: aiImages(f, 'autoExam.read') }],
  'GET /api/v2/exam/auto_school_subject': () => [{ opts: json('GET', `/api/v2/exam/auto_school_subject?id=${digitise.autoSchool}`), expected: 'route' }],
  // store: a customer's unlimited pass is the customer's and the store administrators' (level 4+), not level 1's
  'GET /api/v2/common/user/unlimited': (f) => [
    { opts: json('GET', `/api/v2/common/user/unlimited?user_id=${store.customer}`), expected: STORE_POLICY.authorize(f.me, 'pass.read', { user_id: store.customer }) },
  ],
};

const subjectOf = (f: Fixture) => examSubjectAccess(f.exam);
const qb = (f: Fixture, action: 'subject.read' | 'subject.enter' | 'subject.editQuestions' | 'subject.editPages' | 'subject.readFiles') => QUESTION_BANK_POLICY.authorize(f.me, action, subjectOf(f));
const question = (f: Fixture) => QUESTION_BANK_POLICY.authorize(f.me, 'question.read', { ...subjectOf(f), is_reported: false });
const review = (f: Fixture, action: 'exam.read' | 'exam.returnQuestions' | 'exam.markFixed') => REVIEW_POLICY.authorize(f.me, action, subjectOf(f));
const ai = (f: Fixture, action: 'autoExam.read' | 'autoExam.report' | 'autoExam.fixReport') => DIGITISE_POLICY.authorize(f.me, action, subjectOf(f));
const openQuestion = (f: Fixture) => ERROR_REPORTS_POLICY.authorize(f.me, 'question.open', { ...subjectOf(f), is_reported: false });

const STATUS = { forbidden: [403, 'FORBIDDEN'], state: [409, 'CONFLICT'], hidden: [404, 'NOT_FOUND'] } as const;

describe('the walk: every id-taking call, as level 1 on records that are not theirs', () => {
  let f: Fixture;
  /** Everything the walk could change: the exam and what hangs off it, its audit rows, the storage folder. */
  async function snapshot() {
    const db = t.database.db;
    const qs = await db.select().from(questions).where(eq(questions.exam_subject_id, f.exam.id)).orderBy(asc(questions.id));
    const ids = qs.map((q) => q.id);
    return {
      exam: await db.select().from(examSubjects).where(eq(examSubjects.id, f.exam.id)),
      questions: qs,
      choices: await db.select().from(questionMultiples).where(inArray(questionMultiples.question_id, ids)).orderBy(asc(questionMultiples.id)),
      heads: await db.select().from(questionHeads).where(eq(questionHeads.exam_subject_id, f.exam.id)),
      files: await db.select().from(examFiles).where(eq(examFiles.exam_subject_id, f.exam.id)).orderBy(asc(examFiles.id)),
      comments: await db.select().from(questionComments).where(inArray(questionComments.question_id, ids)).orderBy(asc(questionComments.id)),
      reports: await db.select().from(errorReports).where(eq(errorReports.exam_subject_id, f.exam.id)),
      splitReports: await db.select().from(divideErrorReports).where(eq(divideErrorReports.exam_subject_id, f.exam.id)),
      visits: await db.select().from(questionVisits).where(inArray(questionVisits.question_id, ids)),
      autoSchool: await db.select().from(autoSchoolSubjects).where(eq(autoSchoolSubjects.id, digitise.autoSchool)),
      aiExam: await db.select().from(examSubjects).where(eq(examSubjects.id, aiWalk.exam.id)),
      aiQuestions: await db.select().from(questions).where(eq(questions.exam_subject_id, aiWalk.exam.id)).orderBy(asc(questions.id)),
      aiHeads: await db.select().from(questionHeads).where(eq(questionHeads.exam_subject_id, aiWalk.exam.id)),
      aiAudit: await db.select().from(transitionLog).where(eq(transitionLog.entity_id, String(aiWalk.exam.id))),
      audit: await db.select().from(transitionLog).where(eq(transitionLog.entity_id, String(f.exam.id))),
      stored: storedFiles(),
    };
  }

  beforeAll(async () => {
    const db = t.database.db;
    const made = await othersExam({ name: '걷기용 남의 시험' });
    const [exam] = await db.update(examSubjects).set({ admin_id: uid[3] }).where(eq(examSubjects.id, made.id)).returning();
    const [q1, q2] = await db.select().from(questions).where(eq(questions.exam_subject_id, exam.id)).orderBy(asc(questions.question_index));
    const [choice] = await db.select().from(questionMultiples).where(eq(questionMultiples.question_id, q1.id)).limit(1);
    const [head] = await db.insert(questionHeads).values({ exam_subject_id: exam.id, content: '공통 지문', start_index: 1, end_index: 2 }).returning();
    await db.update(questions).set({ head_question_id: head.id }).where(inArray(questions.id, [q1.id, q2.id]));
    expect((await uploadPages(4, exam.id)).statusCode).toBe(200);
    const paperBody = multipart([field('id', exam.id), field('type', 'exam'), file('시험지.png', 'image/png', PNG)]);
    const paperRes = await call(4, { method: 'PUT', url: '/api/v2/exam/exam_subject_file', payload: paperBody.payload, headers: paperBody.headers });
    expect(paperRes.statusCode).toBe(200);
    const page = (await filesOf(exam.id)).find((r) => r.type === 'png')!;
    const [comment] = await db.insert(questionComments).values({ question_id: q1.id, user_id: uid[2], content: '남의 댓글' }).returning();
    await db.insert(errorReports).values({ question_id: q2.id, exam_subject_id: exam.id, exam_type: exam.type, content: '남의 신고', user_id: uid[2] });
    const [examEvent] = await db.insert(exams).values({ name: '걷기용 모의평가', type: 1, school_type: 3, grade_id: 3, year: 2025 }).returning();
    await db.update(examSubjects).set({ exam_id: examEvent.id }).where(eq(examSubjects.id, exam.id));
    const [school] = await db.insert(schoolSubjects).values({ school_type: 3, grade_id: 2, subject_type_id: 1, semester: 1, year: 2025 }).returning();
    f = { me: { uid: uid[1]!, level: 1 }, exam, q1: q1.id, choice: choice.id, head: head.id, page: page.id, paper: paperRes.json().id, comment: comment.id, examEvent: examEvent.id, school: school.id };
  });

  beforeAll(async () => {
    const db = t.database.db;
    const [split] = await db.insert(divideErrorReports).values({ exam_subject_id: f.exam.id, question_id: f.q1, question_index: 1, exam_type: f.exam.type, reason: '남의 분할 신고', user_id: uid[2] }).returning();
    const [autoSchool] = await db.insert(autoSchoolSubjects).values({ school_type: 3, grade_id: 1, subject_type_id: 3, semester: 1, year: 2025 }).returning();
    Object.assign(digitise, { splitReport: split.id, autoSchool: autoSchool.id });
  });

  beforeAll(async () => {
    const db = t.database.db;
    const made = await othersExam({ name: '걷기용 남의 AI 시험', state: 0 });
    const [examEvent] = await db.insert(exams).values({ name: '걷기용 AI 시험', type: EXAM_TYPE.ai.code, school_type: 3, grade_id: 3, year: 2025 }).returning();
    const [exam] = await db.update(examSubjects).set({ type: EXAM_TYPE.ai.code, admin_id: uid[3], exam_id: examEvent.id }).where(eq(examSubjects.id, made.id)).returning();
    const [q1] = await db.select().from(questions).where(eq(questions.exam_subject_id, exam.id)).orderBy(asc(questions.question_index));
    Object.assign(aiWalk, { exam, q1: q1.id, examEvent: examEvent.id });
  });

  beforeAll(async () => {
    store.customer = await userId(t.database.db, demoEmail('student'));
  });

  it('has a case for every id-taking call level 1 may call, and a route for every case', () => {
    const idRoutes = ROUTES.filter(takesId);
    expect(idRoutes.length).toBeGreaterThan(40);
    const callable = idRoutes.filter((r) => checkAccess(r.access, { realm: 'staff', level: 1 }) === 'allowed').map((r) => `${r.call.method} ${r.call.path}`);
    expect(callable.sort()).toEqual(Object.keys(CASES).sort());
  });

  it('answers each as the policy decides, and changes nothing', async () => {
    const before = await snapshot();
    const answers: string[] = [];
    for (const route of ROUTES.filter(takesId)) {
      const name = `${route.call.method} ${route.call.path}`;
      const probes: Probe[] = CASES[name]?.(f) ?? [{ opts: json(route.call.method, route.call.path.replace(/\{\w+\}/g, String(f.exam.id)), route.call.method === 'GET' ? undefined : {}), expected: 'route' }];
      for (const probe of probes) {
        const res = await call(1, probe.opts as never);
        const label = `${name} ${JSON.stringify(probe.opts.payload instanceof Buffer ? '(multipart)' : (probe.opts.payload ?? probe.opts.url))}`;
        const routeLevel = checkAccess(route.access, { realm: 'staff', level: 1 });
        if (routeLevel === 'forbidden') {
          expect(res.statusCode, `${label}: route-level`).toBe(403);
        } else if (probe.expected === 'route') {
          expect([401, 403], `${label}: no record rule, route-level access allows it`).not.toContain(res.statusCode);
          expect(res.statusCode, label).toBeLessThan(500);
          probe.check?.(res.json());
        } else if (probe.expected.ok) {
          expect(res.statusCode, `${label}: allowed`).toBe(200);
        } else {
          const [status, code] = STATUS[probe.expected.denial];
          expect(res.statusCode, `${label}: ${probe.expected.denial}`).toBe(status);
          expect(res.json(), label).toMatchObject({ result: 'fail', code, message: probe.expected.denial === 'hidden' ? expect.any(String) : probe.expected.reason });
        }
        answers.push(`${res.statusCode} ${label}`);
      }
    }
    expect(answers.length).toBeGreaterThan(ROUTES.filter(takesId).length);
    expect(await snapshot()).toEqual(before);
  });
});

// ---- Test papers: one customer on another customer's paper ----

describe('the test-papers walk: every call as the parent on the student’s paper', () => {
  let paper = 0;
  let page: Buffer = Buffer.alloc(0);
  const REASON = '학생에게만 보이는 반려 사유';
  const paperSnapshot = async () => ({
    paper: await t.database.db.select().from(testPapers).where(eq(testPapers.id, paper)),
    files: await t.database.db.select().from(testPaperFiles).where(eq(testPaperFiles.test_paper_id, paper)).orderBy(asc(testPaperFiles.id)),
    audit: await t.database.db.select().from(transitionLog).where(eq(transitionLog.entity_id, String(paper))).orderBy(asc(transitionLog.id)),
  });
  const paperFields = () => [field('school_name', '걷기고등학교'), field('school_type', 3), field('grade_id', 1), field('subject_type_id', 3), field('semester', 1), field('year', 2025)];

  /** What the parent may call, and what each answer must not give away of the student's paper (nor change). */
  const CUSTOMER_CASES: Record<string, () => Promise<void>> = {
    'GET /api/v2/common/user_upload_file/mine': async () => {
      const res = await call('parent', { method: 'GET', url: '/api/v2/common/user_upload_file/mine' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data_list.map((p: { id: number }) => p.id)).not.toContain(paper);
      expect(res.body).not.toContain(REASON);
    },
    'PUT /api/v2/common/user_upload_file/seen': async () => {
      for (const payload of [{ ids: [paper] }, {}]) {
        const res = await call('parent', { method: 'PUT', url: '/api/v2/common/user_upload_file/seen', payload });
        expect(res.json()).toEqual({ result: 'success' });
      }
    },
    'POST /api/v2/common/user_upload_file': async () => {
      const body = multipart([...paperFields(), file('1쪽.png', 'image/png', page)]);
      const res = await call('parent', { method: 'POST', url: '/api/v2/common/user_upload_file', payload: body.payload, headers: body.headers });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', field: 'body.file' });
      expect(res.json().message).not.toMatch(/\d/);
    },
  };

  beforeAll(async () => {
    page = await imageBytes('png', 33, 21);
    const body = multipart([...paperFields(), file('1쪽.png', 'image/png', page)]);
    const made = await call('student', { method: 'POST', url: '/api/v2/common/user_upload_file', payload: body.payload, headers: body.headers });
    expect(made.statusCode, made.body).toBe(200);
    paper = made.json().id;
    const rejected = await call(4, { method: 'PUT', url: '/api/v2/common/user_upload_file', payload: { id: paper, event: 'REJECT', reason: REASON } });
    expect(rejected.statusCode).toBe(200);
  });

  it('has a case for every test-papers call a customer may call; the others refuse customers; the paper shows nowhere and stays as it was', async () => {
    const before = await paperSnapshot();
    expect(before.paper[0]).toMatchObject({ state_seen: false, reason: REASON });
    const routes = ROUTES.filter((r) => r.call.area === 'test-papers');
    const customerCalls = routes.filter((r) => checkAccess(r.access, { realm: 'customer', level: 0 }) === 'allowed').map((r) => `${r.call.method} ${r.call.path}`);
    expect(customerCalls.sort()).toEqual(Object.keys(CUSTOMER_CASES).sort());
    for (const route of routes) {
      const name = `${route.call.method} ${route.call.path}`;
      const probe = CUSTOMER_CASES[name];
      if (probe) {
        await probe();
        continue;
      }
      const get = route.call.method === 'GET';
      const res = await call('parent', { method: route.call.method, url: `${route.call.path}${get ? `?id=${paper}` : ''}`, payload: get ? undefined : { id: paper, event: 'APPROVE', subject_type_id: 1 } });
      expect(res.statusCode, name).toBe(403);
      expect(res.headers['content-disposition'], name).toBeUndefined();
    }
    expect(await paperSnapshot()).toEqual(before);
  });
});
