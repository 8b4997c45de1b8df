/**
 * The consulting report as a PDF made on the server (issue 10 point 7) on the real app and database: the
 * consultants' call (GET consulting_application/report/pdf) and the applicant's (GET consulting_service/
 * application/pdf, own application only, once delivered). Each call in the order 401 -> 400 (naming query.id) ->
 * 403 -> 404 -> 409 -> success; the file is a PDF whose text, read back with pdf.js, holds the student's name, a
 * chosen university and the consultant's opinion in Korean (the embedded font keeps the text searchable).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { consultingApplications, consultingServices, univMajors } from '../../server/db/schema';
import { CONSULTING_APPLICATION_STATE } from '../../src/api/consulting/applications';
import { CONSULTING_POLICY } from '../../src/features/consulting/consulting.policy';
import { buildTestApp, loginAs, withToken, type DemoWho, type TestApp } from '../helpers/app';
import { userId } from '../helpers/factories';

const URL = {
  consultant: '/api/v2/tar_univ/consulting_application/report/pdf',
  own: '/api/v2/tar_univ/consulting_service/application/pdf',
  state: '/api/v2/tar_univ/consulting_application/state',
  generate: '/api/v2/tar_univ/consulting_application/report/generate',
  report: '/api/v2/tar_univ/consulting_application/report',
};
const SUMMARY = '수학 미적분 단원이 약하니 먼저 보완하세요.';
const ADVICE = '가군은 적정, 나군은 소신으로 지원하는 전략을 권합니다.';
const STUDENT_NAME = '한글이름';

let t: TestApp;
let student = 0;
let service = 0;
let univName = '';

const PDFJS_DIR = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** Every text item of every page, read with pdf.js as a search would (whitespace dropped: pdf.js splits words its own way). */
async function pdfText(data: Buffer): Promise<{ pages: number; text: string }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: new Uint8Array(data), cMapUrl: `${PDFJS_DIR}/cmaps/`, cMapPacked: true, standardFontDataUrl: `${PDFJS_DIR}/standard_fonts/`, isEvalSupported: false, verbosity: 0 });
  try {
    const doc = await task.promise;
    let text = '';
    for (let i = 1; i <= doc.numPages; i++) {
      const content = await (await doc.getPage(i)).getTextContent();
      text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
    }
    return { pages: doc.numPages, text: text.replace(/\s+/g, '') };
  } finally {
    await task.destroy();
  }
}
const squeeze = (s: string) => s.replace(/\s+/g, '');

async function send(who: DemoWho | null, opts: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: unknown }) {
  return t.app.inject(withToken(who === null ? null : await loginAs(t.app, who), opts as never));
}
const get = (who: DemoWho | null, url: string, id: number | string) => send(who, { method: 'GET', url: `${url}?id=${id}` });
const expectOk = (res: LightMyRequestResponse) => expect(res.statusCode, res.body).toBe(200);
const stateOf = async (id: number) => (await t.database.db.select({ state: consultingApplications.state, report: consultingApplications.report }).from(consultingApplications).where(eq(consultingApplications.id, id)))[0];

/** An application of the student's in the state received, its snapshot holding one chosen major. */
async function insertApplication() {
  const [major] = await t.database.db.select().from(univMajors).orderBy(asc(univMajors.id)).limit(1);
  univName = major.univ_name;
  const [row] = await t.database.db
    .insert(consultingApplications)
    .values({
      user_id: student,
      service_id: service,
      student_name: STUDENT_NAME,
      school_name: '보고서고등학교',
      grade: 3,
      phone: '010-1234-5678',
      choices: [{ gun: 'ga', major_id: major.id, univ_name: major.univ_name, major_name: major.major_name, region: major.region, year: major.year }],
      scores: [],
      privacy_agreed: true,
      marketing_agreed: false,
      state: CONSULTING_APPLICATION_STATE.received.value,
    })
    .returning();
  return row.id;
}

const event = async (id: number, name: 'START' | 'DELIVER') => expectOk(await send(4, { method: 'PUT', url: URL.state, payload: { id, event: name } }));

let application = 0;

beforeAll(async () => {
  t = await buildTestApp();
  student = await userId(t.database.db, 'student@demo.local');
  [{ id: service }] = await t.database.db.select({ id: consultingServices.id }).from(consultingServices).orderBy(asc(consultingServices.id)).limit(1);
  application = await insertApplication();
}, 120_000);
afterAll(() => t.close());

describe('GET consulting_application/report/pdf (consultants)', () => {
  it('401 without a token; 400 naming query.id', async () => {
    expect((await get(null, URL.consultant, application)).statusCode).toBe(401);
    for (const bad of ['abc', '0']) {
      const res = await get(4, URL.consultant, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'query.id' });
    }
  });

  it('403 for a customer (even the applicant) and for level 3; 404 for an unknown application', async () => {
    for (const who of ['student', 'parent', 3] as const) {
      const res = await get(who, URL.consultant, application);
      expect(res.statusCode, String(who)).toBe(403);
      expect(res.headers['content-type']).not.toContain('application/pdf');
    }
    expect((await get(4, URL.consultant, 999999)).statusCode).toBe(404);
  });

  it('409 naming the state while no report has been generated; nothing changes', async () => {
    const before = await stateOf(application);
    const res = await get(4, URL.consultant, application);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT' });
    expect(res.json().message).toContain(CONSULTING_APPLICATION_STATE.received.value);
    expect(await stateOf(application)).toEqual(before);
  });

  it('sends the report as an A4 PDF with a Korean file name; its text holds the student, a chosen university and the opinion', async () => {
    await event(application, 'START');
    expectOk(await send(4, { method: 'POST', url: URL.generate, payload: { id: application } }));
    expectOk(await send(4, { method: 'PUT', url: URL.report, payload: { id: application, summary: SUMMARY, advice: ADVICE } }));
    const res = await get(4, URL.consultant, application);
    expectOk(res);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(`컨설팅보고서_${STUDENT_NAME}_${application}.pdf`)}`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const { pages, text } = await pdfText(res.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(1);
    for (const expected of ['입시컨설팅보고서', STUDENT_NAME, '보고서고등학교', squeeze(univName), '가군', squeeze(SUMMARY), squeeze(ADVICE), '단원분석', `1/${pages}`]) expect(text).toContain(expected);
  });
});

describe('GET consulting_service/application/pdf (the applicant)', () => {
  it('401 without a token; 400 naming query.id', async () => {
    expect((await get(null, URL.own, application)).statusCode).toBe(401);
    const res = await get('student', URL.own, 'abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'query.id' });
  });

  it('403 for staff and for another customer’s application (with the policy’s reason); 404 for an unknown one', async () => {
    expect((await get(4, URL.own, application)).statusCode).toBe(403);
    const other = await get('parent', URL.own, application);
    expect(other.statusCode).toBe(403);
    const decision = CONSULTING_POLICY.authorize({ uid: await userId(t.database.db, 'parent@demo.local'), level: 0 }, 'application.read', { user_id: student });
    expect(other.json()).toMatchObject({ code: 'FORBIDDEN', message: decision.ok ? '' : decision.reason });
    expect(other.body).not.toContain(STUDENT_NAME);
    expect((await get('student', URL.own, 999999)).statusCode).toBe(404);
  });

  it('409 while the report is not delivered (even though it exists); nothing changes', async () => {
    const before = await stateOf(application);
    expect(before.state).toBe(CONSULTING_APPLICATION_STATE.inProgress.value);
    expect(before.report).not.toBeNull();
    const res = await get('student', URL.own, application);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT' });
    expect(res.body).not.toContain(SUMMARY);
    expect(await stateOf(application)).toEqual(before);
  });

  it('sends the delivered report as a PDF whose text holds the student, a chosen university and the opinion', async () => {
    await event(application, 'DELIVER');
    const res = await get('student', URL.own, application);
    expectOk(res);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="/);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await pdfText(res.rawPayload);
    for (const expected of [STUDENT_NAME, squeeze(univName), squeeze(SUMMARY), squeeze(ADVICE), '전달일']) expect(text).toContain(expected);
    expect(text).not.toContain('전달전');
  });
});
