/**
 * What a customer's replies never carry: walks every call a student, a parent or a stranger can reach (ROUTES with
 * access customer, public or signedIn), makes it as the demo student (and public calls without a token too) with
 * valid-looking input (the contract's sample, tests/helpers/input-cases.ts, or real ids of the student's own records
 * where a call needs them), and fails on:
 * - a forbidden key anywhere in the reply (FORBIDDEN: a list per area, each with its reason), unless a documented
 *   rule allows it there (ALLOWED, each naming its rule);
 * - another user's e-mail address, another user's id, or a server file path in any value;
 * - a planted canary (a billing key, consultants' and staff notes, a stored file's key, the bank's answer of a question
 *   of an open sitting) anywhere in the reply's text.
 * Every GET the walk makes must answer 200 for at least one input, so the replies checked are real ones.
 */
import os from 'node:os';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHOICE_SUBJECTS, KEY_FIELDS } from '../../src/api/consulting/exams';
import { EXAM_TYPE, SUBJECT_TYPE } from '../../src/api/codes';
import { rightAnswer, hasStoredAnswer } from '../../src/api/grading';
import { buildPath, type Call } from '../../src/api/http';
import type { Access } from '../../src/api/levels';
import { entryCodesTagged } from '../../src/machines/exam.machine';
import { ROUTES } from '../../server/app';
import type { RouteDef } from '../../server/core/define-route';
import {
  consultingApplicationNotes,
  consultingApplications,
  examSubjects,
  products,
  questions,
  testPaperFiles,
  testPapers,
  univMajors,
  unlimitedPasses,
  userNotes,
} from '../../server/db/schema';
import { buildTestApp, loginAs, type TestApp } from '../helpers/app';
import { userId } from '../helpers/factories';
import { sample } from '../helpers/input-cases';

type Part = 'params' | 'query' | 'body';
type Input = Partial<Record<Part, Record<string, unknown>>>;
type Path = Array<string | number>;

/** Where a forbidden key was found: the call, its input, the whole reply and the path of the key. */
interface Hit {
  call: string;
  input: Input;
  reply: Record<string, unknown>;
  path: Path;
}

/**
 * Keys a customer's reply never carries, by area, with the reason. `within`: only below a key of that name (the same
 * name means something harmless elsewhere, e.g. a user's `level` in the session, a product's `type`).
 */
const FORBIDDEN: Array<{ area: string; keys: string[]; within?: string; reason: string }> = [
  { area: 'auth', keys: ['password', 'password_hash', 'token_version', 'token_hash', 'email_confirmed_at', 'out_at'], reason: 'credentials and account internals: a hash or a token version helps an attacker and no screen needs them' },
  {
    area: 'question-bank',
    keys: ['answer', 'answer_number', 'answer_multiple', 'chapter_id', 'category_id', 'comment', 'comment_tag', 'check_state', 'is_reported'],
    reason: "the bank's answer keys and classification are what customers pay for; reviewers' comments and checks are staff work in progress",
  },
  { area: 'consulting', keys: [...KEY_FIELDS], within: 'question_list', reason: "a question's answer key, 난이도 and unit/type: shown only for the caller's own submitted sitting (else one answer reveals the whole exam's key)" },
  { area: 'consulting', keys: ['units', 'types'], reason: "the unit/type analysis of graded answers reveals the questions' classification: only from submitted sittings" },
  { area: 'consulting', keys: ['notes', 'note', 'note_count', 'consultant_id', 'written_by', 'writer_name', 'history'], reason: "consultants' notes on an application and who handles it are internal" },
  { area: 'store', keys: ['billing_key', 'billingKey', 'secret_key', 'secretKey', 'payment_key', 'paymentKey', 'idempotency_key', 'issuer_id', 'resolution', 'raw'], reason: "a billing key charges the customer's card without them; Toss secrets and payment internals are the server's" },
  { area: 'files', keys: ['file_key', 'storage_key', 'stored_path', 'sha256', 'file_path', 'thumb_path'], reason: 'where the server keeps files: a key or path is a handle to files that are not the caller’s' },
  { area: 'staff', keys: ['warning_point', 'user_warnings', 'point_logs', 'class_type', 'enter_price', 'class_price', 'memo', 'enter_user', 'review_user', 'class_user', 'admin_check'], reason: 'staff administration: warnings, pay and work assignments' },
];

/**
 * Where a forbidden key is allowed, by a documented rule (README sections named). Each returns true when the hit is
 * the allowed case.
 */
const ALLOWED: Array<{ keys: string[]; rule: string; when: (hit: Hit) => boolean }> = [
  {
    keys: [...KEY_FIELDS],
    rule: 'README "Consulting": the answer key, 난이도 and unit/type of the caller’s own sitting once it is submitted',
    when: (h) => (h.reply.data as { submitted_at?: string | null } | undefined)?.submitted_at != null,
  },
  {
    keys: ['units', 'types', 'category_id'],
    rule: 'README "Consulting": consulting_exam_category counts the answers of submitted sittings only (an open sitting named alone gives none, checked below)',
    when: (h) => h.call === 'GET /api/v2/tar_univ/consulting_exam_category' && h.path[1] !== undefined && ['units', 'types'].includes(String(h.path[1])),
  },
  { keys: ['answer'], rule: 'the caller’s own answer as they gave it (consulting question_list)', when: (h) => h.path.includes('question_list') },
  { keys: ['answer'], rule: 'README "Public": the sample test’s right answers, after the whole test is graded', when: (h) => h.call === 'POST /api/public/sample-test/grade' && h.path[0] === 'results' },
  { keys: ['answer'], rule: 'README "Store and payment": the administrator’s answer to the caller’s own refund request', when: (h) => h.call.includes('/order/refund_request') },
  { keys: ['units'], rule: 'README "Consulting": the delivered report’s unit analysis of the caller’s own sittings, written by their consultant', when: (h) => h.call === 'GET /api/v2/tar_univ/consulting_service/application' && h.path.includes('report') },
  { keys: ['file_path', 'thumb_path'], rule: 'README "Store and payment": a product image’s server-made key (the spec’s file_path), opened only through file/download for products', when: (h) => h.call.startsWith('GET /api/v2/store/homepage/product') },
  { keys: ['note'], rule: 'README "Consulting": a score formula’s note (sources and uncertainties) is shown on the 환산점수 modal', when: (h) => h.call === 'GET /api/v2/tar_univ/consulting_score' && h.path.includes('formula') },
];

const CUSTOMER_REACH: Access[] = ['customer', 'public', 'signedIn'];
/** Public calls whose input proves who the caller is (the student's password or token). */
const CREDENTIAL_CALLS = ['POST /api/auth/login', 'POST /api/auth/refresh-token'];
const reachable = ROUTES.filter((r) => typeof r.access === 'string' && CUSTOMER_REACH.includes(r.access));
/** Calls whose reply is a file, not JSON: the caller's own report PDF and a product's image (checked by their own tests). */
const BINARY = reachable.filter((r) => r.call.replyKind === 'binary');
const labelOf = (call: Call) => `${call.method} ${call.path}`;

/** Strings planted where a customer must never see them. */
const CANARY = {
  billingKey: 'canary-billing-key-7f3a91',
  consultantNote: 'canary-consultant-note-91b2',
  userNote: 'canary-user-note-2e8f',
  fileKey: 'canary/storage/key-5c1d.pdf',
};

let t: TestApp;
let token = '';
let student = 0;
let parent = 0;
let bank = 0;
const ids = { application: 0, order: '', major: 0, applicationDelivered: 0 };
const C = { calc: CHOICE_SUBJECTS.find((c) => c.label === '미적분')!.id, eng: CHOICE_SUBJECTS.find((c) => c.label === '영어')!.id };
const OPEN = { year: 2025, test_name: '9월 모의평가' };
const SUBMITTED = { year: 2025, test_name: '6월 모의평가' };
const TO_SUBMIT = { year: 2025, test_name: '10월 학력평가' };
/** The bank's right answers of the open sitting's questions: never in a reply (JSON of each). */
let openKeys: string[] = [];

async function send(call: Call, input: Input, auth: string | null) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) for (const v of [value].flat()) if (v !== undefined) query.append(key, String(v));
  const qs = query.toString();
  return t.app.inject({
    method: call.method,
    url: buildPath(call.path, input.params) + (qs ? `?${qs}` : ''),
    headers: { ...(auth ? { authorization: `token=${auth}` } : {}), ...(input.body ? { 'content-type': 'application/json' } : {}) },
    payload: input.body ? JSON.stringify(input.body) : undefined,
  });
}

/** A valid input of every part of a call, from its schemas. */
const baseOf = (call: Call): Input => Object.fromEntries((['params', 'query', 'body'] as const).filter((p) => call[p]).map((p) => [p, sample(call[p]!, p === 'body' ? 'json' : 'text') as Record<string, unknown>]));

/** Inputs with the student's real records, for the calls that need them (the others use the contract's sample). */
function inputsOf(route: RouteDef): Input[] {
  const answerBody = (sitting: { year: number; test_name: string }) => ({ user_id: student, ...sitting, subject_area: 'math', choice_subject_id: C.calc, exam_subject_id: bank, answers: [{ question_index: 1, answer: [3] }] });
  const table: Record<string, Input[]> = {
    'POST /api/auth/refresh-token': [{ body: { accessToken: token } }],
    'POST /api/auth/login': [{ body: { email: 'student@demo.local', password: 'demo1234!', realm: 'customer' } }, { body: { email: 'parent@demo.local', password: 'wrong-password', realm: 'customer' } }],
    'POST /api/user/create': [{ body: { displayName: '새 학생', email: 'leak.new@example.kr', password: 'abcd1234', type: 'student' } }, { body: { displayName: '남의 주소', email: 'parent@demo.local', password: 'abcd1234', type: 'parent' } }],
    'POST /api/auth/register': [{ body: { displayName: '남의 주소', email: 'level10@demo.local', password: 'abcd1234' } }],
    'POST /api/user/password/find': [{ body: { email: 'parent@demo.local', realm: 'customer' } }],
    'GET /api/v2/tar_univ/consulting': [{ query: {} }, { query: { user_id: student } }],
    'GET /api/v2/tar_univ/consulting_exam_list': [{ query: { user_id: student } }],
    'GET /api/v2/tar_univ/consulting_exam': [{ query: { choice_subject_id: C.calc, ...OPEN } }, { query: { choice_subject_id: C.calc, ...SUBMITTED } }],
    'GET /api/v2/tar_univ/consulting_exam_category': [{ query: { choice_subject_id: C.calc, ...OPEN } }, { query: { choice_subject_id: C.calc } }],
    'PUT /api/v2/tar_univ/consulting_exam/scores': [{ body: { user_id: student, ...OPEN, subjects: [{ subject_area: 'english', choice_subject_id: C.eng, grade: 1 }] } }],
    'POST /api/v2/tar_univ/consulting_exam/answers': [{ body: answerBody(OPEN) }],
    'POST /api/v2/tar_univ/consulting_exam/submit': [{ body: { user_id: student, ...TO_SUBMIT } }],
    'DELETE /api/v2/tar_univ/consulting_exam': [{ query: { user_id: student, ...TO_SUBMIT } }],
    'GET /api/v2/tar_univ/consulting_exam/bank': [{ query: { choice_subject_id: C.calc, year: 2025 } }],
    'GET /api/v2/tar_univ/consulting_exam/bank/sheet': [{ query: { exam_subject_id: bank } }],
    'GET /api/v2/tar_univ/user/consulting': [{ query: {} }],
    'PUT /api/v2/tar_univ/user/consulting': [{ body: { major_id: ids.major, gun: 'ga' } }],
    'GET /api/v2/tar_univ/consulting_score': [{ query: { major_id: ids.major } }],
    'GET /api/v2/tar_univ/consulting_service/application': [{ query: { id: ids.application } }, { query: { id: ids.applicationDelivered } }],
    'POST /api/v2/tar_univ/consulting_service': [{ body: { service_id: 1, student_name: '데모 학생', school_name: '휘문고등학교', grade: 3, phone: '010-2345-6789', privacy_agreed: true } }],
    'GET /api/v2/tar_univ/consulting/search/list': [{ query: { keyword: '서울대' } }],
    'GET /api/v2/common/sale_coupon/check': [{ query: { id: 'NEWSTUDENT5K', goods_code: 'LEAK-PREM' } }],
    'GET /api/v2/common/user/unlimited': [{ query: {} }, { query: { user_id: student } }],
    'GET /api/v2/common/order': [{ query: { orderId: ids.order } }],
    'POST /api/v2/common/order': [{ body: { goods_code: 'LEAK-PREM' } }],
    'GET /api/v2/store/homepage/product': [{ query: { goods_code: 'LEAK-PREM' } }],
    'GET /api/public/sample-test': [{ query: { school_type: 3, grade_id: 3, subject_type_id: 3, count: 5, seed: 1 } }],
  };
  const label = labelOf(route.call);
  if (label === 'POST /api/public/sample-test/grade') return sampleGradeInputs;
  return table[label] ?? [baseOf(route.call)];
}
let sampleGradeInputs: Input[] = [];

/** Every key path of a JSON value, depth first. */
function* entries(value: unknown, path: Path = []): Generator<{ path: Path; key: string | number; value: unknown }> {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) yield* entries(v, [...path, i]);
  } else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      yield { path: [...path, key], key, value: v };
      yield* entries(v, [...path, key]);
    }
  }
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/** A path on the server's disk: the data folder, the temporary folder, or a system folder. */
const serverPath = (text: string) => [t.dataDir, os.tmpdir(), process.cwd()].some((dir) => text.includes(dir)) || /(^|[\s"'=(])\/(home|work|var|etc|usr|root|srv|opt)\//.test(text);

/** The failures of one reply: forbidden keys not allowed by a rule, others' e-mails and ids, server paths, canaries. */
function problems(call: string, input: Input, raw: string, reply: Record<string, unknown>, caller: { uid: number; email: string } | null): string[] {
  const out: string[] = [];
  for (const { path, key, value } of entries(reply)) {
    const name = String(key);
    // A forbidden key that carries nothing (null, an empty list) shows nothing.
    const empty = value === null || (Array.isArray(value) && value.length === 0);
    for (const rule of empty ? [] : FORBIDDEN) {
      if (!rule.keys.includes(name) || (rule.within && !path.slice(0, -1).includes(rule.within))) continue;
      const hit: Hit = { call, input, reply, path };
      if (ALLOWED.some((a) => a.keys.includes(name) && a.when(hit))) continue;
      out.push(`${call} ${path.join('.')}: ${rule.area} (${rule.reason})`);
    }
    if ((name === 'user_id' || name === 'uid') && typeof value === 'number' && value !== caller?.uid) out.push(`${call} ${path.join('.')}: another user's id ${value}`);
    if (typeof value === 'string') {
      for (const email of value.match(EMAIL) ?? []) if (email.toLowerCase() !== caller?.email) out.push(`${call} ${path.join('.')}: another user's e-mail ${email}`);
      if (serverPath(value)) out.push(`${call} ${path.join('.')}: a server file path ${value}`);
      if (name === 'card_number' && !value.includes('*')) out.push(`${call} ${path.join('.')}: an unmasked card number`);
    }
  }
  for (const [what, canary] of Object.entries({ ...CANARY, ...Object.fromEntries(openKeys.map((k, i) => [`open sitting key ${i}`, k])) })) {
    if (raw.includes(canary)) out.push(`${call}: carries the ${what} canary`);
  }
  return out;
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  token = await loginAs(t.app, 'student');
  student = await userId(db, 'student@demo.local');
  parent = await userId(db, 'parent@demo.local');
  const staff = await loginAs(t.app, 4);
  const [math] = await db
    .select({ id: examSubjects.id })
    .from(examSubjects)
    .where(and(eq(examSubjects.type, EXAM_TYPE.mock.code), eq(examSubjects.subject_type_id, SUBJECT_TYPE.math.code), inArray(examSubjects.state, entryCodesTagged('done')), eq(examSubjects.year, 2025)))
    .orderBy(asc(examSubjects.id));
  bank = math.id;
  const [major] = await db.select({ id: univMajors.id }).from(univMajors).orderBy(asc(univMajors.id)).limit(1);
  ids.major = major.id;

  // Store: a product, the student's order, and a pass with a billing key (the canary) and a masked card.
  await db.insert(products).values({ goods_code: 'LEAK-PREM', goods_name: '프리미엄 30일', kind: 'premium', price: 20000, period_days: 30, file_path: 'products/leak.webp', thumb_path: 'products/leak-thumb.webp' });
  const order = await t.app.inject({ method: 'POST', url: '/api/v2/common/order', headers: { authorization: `token=${token}` }, payload: { goods_code: 'LEAK-PREM' } });
  ids.order = order.json().data.orderId;
  await db
    .insert(unlimitedPasses)
    .values({ user_id: student, customer_key: `cust_leak_${student}`, billing_key: CANARY.billingKey, card_company: '신한', card_number: '4330-****-****-1234', auto_renew: true, valid_until: new Date(Date.now() + 86_400_000) })
    .onConflictDoUpdate({ target: unlimitedPasses.user_id, set: { billing_key: CANARY.billingKey, card_number: '4330-****-****-1234' } });

  // Consulting: a consultant's note on the student's application; another application delivered with its report.
  const apps = await db.select({ id: consultingApplications.id, state: consultingApplications.state }).from(consultingApplications).where(eq(consultingApplications.user_id, student)).orderBy(asc(consultingApplications.id));
  ids.application = apps[apps.length - 1].id;
  await db.insert(consultingApplicationNotes).values({ application_id: ids.application, note: CANARY.consultantNote });
  const received = apps.find((a) => a.state === 'received')!;
  ids.applicationDelivered = received.id;
  for (const [url, payload] of [
    ['/api/v2/tar_univ/consulting_application/state', { id: received.id, event: 'START' }],
    ['/api/v2/tar_univ/consulting_application/report/generate', { id: received.id }],
    ['/api/v2/tar_univ/consulting_application/state', { id: received.id, event: 'DELIVER' }],
  ] as const) {
    const res = await t.app.inject({ method: url.endsWith('generate') ? 'POST' : 'PUT', url, headers: { authorization: `token=${staff}` }, payload });
    expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(300);
  }

  // Staff's note on the student's account, and a test paper with a stored file (its key is the canary).
  const admin = await userId(db, 'level5@demo.local');
  await db.insert(userNotes).values({ user_id: student, note: CANARY.userNote, written_by: admin });
  const [paper] = await db.insert(testPapers).values({ user_id: student, school_name: '휘문고등학교', school_type: 3, grade_id: 3, subject_type_id: 3, semester: 1, year: 2025, state: 2, reason: '페이지가 잘렸습니다.' }).returning({ id: testPapers.id });
  await db.insert(testPaperFiles).values({ test_paper_id: paper.id, page: 1, file_key: CANARY.fileKey, file_name: 'paper.pdf', content_type: 'application/pdf', size: 10, sha256: 'f'.repeat(64) });

  // Mock exams: the seeded 6월 sitting is submitted; the 9월 one is graded with one answer and left open; the 10월 one
  // is graded to be submitted by the walk.
  for (const sitting of [OPEN, TO_SUBMIT]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/tar_univ/consulting_exam/answers',
      headers: { authorization: `token=${token}` },
      payload: { user_id: student, ...sitting, subject_area: 'math', choice_subject_id: C.calc, exam_subject_id: bank, answers: [{ question_index: 1, answer: [3] }] },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const keys = (await db.select().from(questions).where(eq(questions.exam_subject_id, bank))).filter(hasStoredAnswer).map((q) => rightAnswer(q));
  // Only keys distinctive enough to search for in a reply's text (a written answer; choice lists are too common).
  openKeys = keys.map((k) => k.text).filter((x): x is string => x !== null && x.length >= 3);

  // The sample test: the whole test of 고3 수학 (seed 1), answered blank.
  const test = (await t.app.inject({ method: 'GET', url: '/api/public/sample-test?school_type=3&grade_id=3&subject_type_id=3&count=5&seed=1' })).json();
  sampleGradeInputs = [{ body: { test: { school_type: 3, grade_id: 3, subject_type_id: 3, count: 5, seed: 1 }, answers: test.questions.map((q: { id: number }) => ({ id: q.id, answer: [] })) } }];
}, 120_000);
afterAll(() => t?.close());

describe("a customer's replies carry nothing their level may not see", () => {
  it('each check can fail: it finds what it looks for in made-up replies', () => {
    const me = { uid: student, email: 'student@demo.local' };
    const found = (reply: Record<string, unknown>, call = 'GET /x') => problems(call, {}, JSON.stringify(reply), reply, me);
    expect(found({ data: { billing_key: 'x' } })).toHaveLength(1);
    expect(found({ data: { submitted_at: null, question_list: [{ right_answer: { choices: [2], text: null }, level: 3 }] } })).toHaveLength(2);
    expect(found({ data: { submitted_at: '2025-06-04T00:00:00Z', question_list: [{ right_answer: { choices: [2], text: null }, level: 3 }] } })).toEqual([]);
    expect(found({ data: { submitted_at: null, question_list: [{ right_answer: null, level: null, unit: null, type: null }] } })).toEqual([]);
    expect(found({ questions: [{ id: 1, answer: '2' }] }, 'GET /api/public/sample-test')).toHaveLength(1);
    expect(found({ data: { user_id: parent, email: 'parent@demo.local' } })).toHaveLength(2);
    expect(found({ data: { file: `${t.dataDir}/files/a.pdf` } })).toHaveLength(1);
    expect(found({ data: { text: `x ${CANARY.consultantNote}` } })).toHaveLength(1);
    expect(found({ data: { card_number: '4330123412341234' } })).toHaveLength(1);
    expect(found({ data: { user_id: student, email: 'student@demo.local', card_number: '4330-****' } })).toEqual([]);
  });

  it('walks every call a student, a parent or a stranger can reach', () => {
    expect(reachable.length).toBeGreaterThan(50);
    expect(FORBIDDEN.every((f) => f.reason.length > 20)).toBe(true);
    expect(ALLOWED.every((a) => a.rule.length > 20)).toBe(true);
  });

  it('finds no forbidden key outside its rules, no other user’s e-mail or id, no server path and no canary; every GET answers 200', async () => {
    // Reads first, then writes (the submit before the delete of the same sitting), so every read sees the fixtures.
    const order = (r: RouteDef) => (r.call.method === 'GET' ? 0 : r.call.method === 'DELETE' ? 2 : 1);
    const walk = reachable.filter((r) => !BINARY.includes(r)).sort((a, b) => order(a) - order(b));
    const failures: string[] = [];
    const unanswered: string[] = [];
    let checked = 0;
    for (const route of walk) {
      const label = labelOf(route.call);
      const me = { uid: student, email: 'student@demo.local' };
      const callers: Array<{ auth: string | null; who: { uid: number; email: string } | null }> = [{ auth: token, who: me }];
      // Without a token a caller is nobody, unless the input itself proves who they are (a password, a token).
      if (route.access === 'public') callers.push({ auth: null, who: CREDENTIAL_CALLS.includes(label) ? me : null });
      let ok = false;
      for (const input of inputsOf(route)) {
        for (const caller of callers) {
          const res = await send(route.call, input, caller.auth);
          if (res.statusCode >= 500) failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 120)}`);
          if (!String(res.headers['content-type'] ?? '').includes('json')) continue;
          ok ||= res.statusCode === 200;
          checked++;
          failures.push(...problems(label, input, res.body, res.json() as Record<string, unknown>, caller.who));
        }
      }
      if (route.call.method === 'GET' && !ok) unanswered.push(label);
    }
    expect(failures).toEqual([]);
    expect(unanswered).toEqual([]);
    expect(checked).toBeGreaterThan(80);
  }, 180_000);

  it('the rules are exercised: an open sitting’s replies hide the key while the submitted one’s show it, and an open sitting gives no unit analysis', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `token=${token}` } });
    const qs = (q: Record<string, string | number>) => new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();
    const open = (await get(`/api/v2/tar_univ/consulting_exam?${qs({ choice_subject_id: C.calc, ...OPEN })}`)).json().data;
    expect(open.submitted_at).toBeNull();
    expect(open.question_list.length).toBeGreaterThan(1);
    for (const q of open.question_list) for (const key of KEY_FIELDS) expect(q[key]).toBeNull();
    const submitted = (await get(`/api/v2/tar_univ/consulting_exam?${qs({ choice_subject_id: C.calc, ...SUBMITTED })}`)).json().data;
    expect(submitted.submitted_at).toEqual(expect.any(String));
    expect(submitted.question_list.every((q: { right_answer: unknown }) => q.right_answer !== null)).toBe(true);
    const category = (await get(`/api/v2/tar_univ/consulting_exam_category?${qs({ choice_subject_id: C.calc, ...OPEN })}`)).json().data;
    expect(category).toMatchObject({ sittings: 0, questions: 0, units: [], types: [] });
    // The parent (another customer) reaches none of the student's records.
    const theirs = await t.app.inject({ method: 'GET', url: `/api/v2/tar_univ/consulting_exam_list?user_id=${student}`, headers: { authorization: `token=${await loginAs(t.app, 'parent')}` } });
    expect(theirs.statusCode).toBe(403);
    expect(parent).not.toBe(student);
  });
});
