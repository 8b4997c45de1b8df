/**
 * The consulting walk (issue 10; STYLE section 4, Permissions): every consulting call a customer may make, as the
 * parent on the student's records (their chosen majors, mock exams, converted scores, applications). Each probe
 * is answered as the consulting policy decides, the body gives nothing of the student's away, and the student's
 * records are exactly as they were afterwards. A new customer call without a case here fails the walk.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { ROUTES } from '../../server/app';
import { consultingApplications, consultingChoices, consultingExamAnswers, consultingExams, consultingServices, consultingSittings, univMajors } from '../../server/db/schema';
import { checkAccess } from '../../src/api/levels';
import { CONSULTING_POLICY } from '../../src/features/consulting/consulting.policy';
import { buildTestApp, loginAs, withToken, type DemoWho, type TestApp } from '../helpers/app';
import { userId } from '../helpers/factories';

let t: TestApp;
let student = 0;
let parent = 0;
let choice = 0;
let major = 0;
let sitting = { year: 0, test_name: '', subject_area: '', choice_subject_id: 0 };
let application = 0;
let service = 0;
const applicationBody = () => ({ service_id: service, student_name: '걷기 학생', school_name: '걷기고등학교', grade: 3, phone: '010-1234-5678', privacy_agreed: true, marketing_agreed: false });

const call = async (who: DemoWho, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject(withToken(await loginAs(t.app, who), { method, url, ...(payload ? { payload } : {}) }));
const qs = (o: Record<string, string | number>) => new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)])).toString();

/** Everything of the student's the walk must leave as it was. */
const studentRecords = async () => ({
  choices: await t.database.db.select().from(consultingChoices).where(eq(consultingChoices.user_id, student)).orderBy(asc(consultingChoices.id)),
  exams: await t.database.db.select().from(consultingExams).where(eq(consultingExams.user_id, student)).orderBy(asc(consultingExams.id)),
  answers: await t.database.db.select().from(consultingExamAnswers).orderBy(asc(consultingExamAnswers.id)),
  sittings: await t.database.db.select().from(consultingSittings).where(eq(consultingSittings.user_id, student)).orderBy(asc(consultingSittings.id)),
  applications: await t.database.db.select().from(consultingApplications).where(eq(consultingApplications.user_id, student)).orderBy(asc(consultingApplications.id)),
});

beforeAll(async () => {
  t = await buildTestApp();
  student = await userId(t.database.db, 'student@demo.local');
  parent = await userId(t.database.db, 'parent@demo.local');
  [{ id: major }] = await t.database.db.select({ id: univMajors.id }).from(univMajors).orderBy(asc(univMajors.id)).limit(1);
  const added = await call('student', 'PUT', '/api/v2/tar_univ/user/consulting', { major_id: major, gun: 'ga' });
  expect(added.statusCode, added.body).toBe(200);
  [{ id: choice }] = await t.database.db.select({ id: consultingChoices.id }).from(consultingChoices).where(eq(consultingChoices.user_id, student));
  const [seeded] = await t.database.db.select().from(consultingExams).where(eq(consultingExams.user_id, student)).orderBy(asc(consultingExams.id)).limit(1);
  expect(seeded, 'the demo seed gives the student a mock exam').toBeDefined();
  sitting = { year: seeded.year, test_name: seeded.test_name, subject_area: seeded.subject_area, choice_subject_id: seeded.choice_subject_id };
  const services = await t.database.db.select({ id: consultingServices.id }).from(consultingServices).where(eq(consultingServices.active, true)).orderBy(asc(consultingServices.id));
  expect(services.length).toBeGreaterThan(1);
  service = services[services.length - 1].id;
  const applied = await call('student', 'POST', '/api/v2/tar_univ/consulting_service', applicationBody());
  expect([200, 409], applied.body).toContain(applied.statusCode);
  [{ id: application }] = await t.database.db.select({ id: consultingApplications.id }).from(consultingApplications).where(eq(consultingApplications.user_id, student)).limit(1);
});
afterAll(() => t.close());

describe('the consulting walk: every customer call as the parent on the student’s records', () => {
  const actor = () => ({ uid: parent, level: 0 });
  const readDenied = () => CONSULTING_POLICY.authorize(actor(), 'student.read', { user_id: student });
  const writeDenied = () => CONSULTING_POLICY.authorize(actor(), 'student.write', { user_id: student });
  /** A refusal as the policy words it, with nothing of the student's in the body. */
  const refused = async (res: Awaited<ReturnType<typeof call>>, decision: ReturnType<typeof readDenied>) => {
    expect(decision.ok).toBe(false);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'FORBIDDEN', message: decision.ok ? '' : decision.reason });
    expect(res.body).not.toContain(sitting.test_name);
  };

  const CASES: Record<string, () => Promise<void>> = {
    'GET /api/v2/tar_univ/user/consulting': async () => {
      await refused(await call('parent', 'GET', `/api/v2/tar_univ/user/consulting?user_id=${student}`), readDenied());
      const own = await call('parent', 'GET', '/api/v2/tar_univ/user/consulting');
      expect(own.statusCode).toBe(200);
      expect(own.json().data.map((c: { id: number }) => c.id)).not.toContain(choice);
    },
    'PUT /api/v2/tar_univ/user/consulting': async () => {
      // The parent's toggle changes only the parent's list (added, then removed again).
      for (const added of [true, false]) {
        const res = await call('parent', 'PUT', '/api/v2/tar_univ/user/consulting', { major_id: major, gun: 'ga' });
        expect(res.statusCode).toBe(200);
        expect(res.json().added).toBe(added);
      }
    },
    'DELETE /api/v2/tar_univ/user/consulting/{id}': async () => {
      await refused(await call('parent', 'DELETE', `/api/v2/tar_univ/user/consulting/${choice}`), writeDenied());
    },
    'GET /api/v2/tar_univ/consulting_exam_list': async () => {
      await refused(await call('parent', 'GET', `/api/v2/tar_univ/consulting_exam_list?user_id=${student}`), readDenied());
    },
    'GET /api/v2/tar_univ/consulting_exam': async () => {
      const q = qs({ user_id: student, choice_subject_id: sitting.choice_subject_id, year: sitting.year, test_name: sitting.test_name });
      await refused(await call('parent', 'GET', `/api/v2/tar_univ/consulting_exam?${q}`), readDenied());
    },
    'GET /api/v2/tar_univ/consulting_exam_category': async () => {
      await refused(await call('parent', 'GET', `/api/v2/tar_univ/consulting_exam_category?${qs({ user_id: student, choice_subject_id: sitting.choice_subject_id })}`), readDenied());
    },
    'PUT /api/v2/tar_univ/consulting_exam/scores': async () => {
      const subjects = [{ subject_area: 'english', choice_subject_id: 0, raw_score: 90, grade: 1 }];
      const res = await call('parent', 'PUT', '/api/v2/tar_univ/consulting_exam/scores', { user_id: student, year: sitting.year, test_name: sitting.test_name, subjects });
      // A valid elective code is not known here, so a 400 on the elective is as good as a refusal: nothing is written either way.
      expect([400, 403]).toContain(res.statusCode);
      if (res.statusCode === 403) await refused(res, writeDenied());
    },
    'POST /api/v2/tar_univ/consulting_exam/answers': async () => {
      const res = await call('parent', 'POST', '/api/v2/tar_univ/consulting_exam/answers', {
        user_id: student,
        year: sitting.year,
        test_name: sitting.test_name,
        subject_area: sitting.subject_area,
        choice_subject_id: sitting.choice_subject_id,
        exam_subject_id: 1,
        answers: [{ question_index: 1, answer: [1] }],
      });
      expect([400, 403]).toContain(res.statusCode);
      if (res.statusCode === 403) await refused(res, writeDenied());
    },
    'POST /api/v2/tar_univ/consulting_exam/submit': async () => {
      await refused(await call('parent', 'POST', '/api/v2/tar_univ/consulting_exam/submit', { user_id: student, year: sitting.year, test_name: sitting.test_name }), writeDenied());
    },
    'DELETE /api/v2/tar_univ/consulting_exam': async () => {
      const q = qs({ user_id: student, year: sitting.year, test_name: sitting.test_name, subject_area: sitting.subject_area });
      await refused(await call('parent', 'DELETE', `/api/v2/tar_univ/consulting_exam?${q}`), writeDenied());
    },
    'GET /api/v2/tar_univ/consulting_exam/bank': async () => {
      const res = await call('parent', 'GET', '/api/v2/tar_univ/consulting_exam/bank');
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toContain('"answer"');
    },
    'GET /api/v2/tar_univ/consulting_exam/bank/sheet': async () => {
      const res = await call('parent', 'GET', '/api/v2/tar_univ/consulting_exam/bank/sheet?exam_subject_id=1');
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toContain('"answer"');
    },
    'POST /api/v2/tar_univ/consulting_service': async () => {
      // The parent's own application carries the parent's (empty) records, never the student's.
      const res = await call('parent', 'POST', '/api/v2/tar_univ/consulting_service', applicationBody());
      expect([200, 409], res.body).toContain(res.statusCode);
      const mine = await t.database.db.select().from(consultingApplications).where(eq(consultingApplications.user_id, parent));
      expect(mine.length).toBeGreaterThan(0);
      expect(JSON.stringify(mine)).not.toContain(sitting.test_name);
    },
    'GET /api/v2/tar_univ/consulting_service/snapshot': async () => {
      const res = await call('parent', 'GET', '/api/v2/tar_univ/consulting_service/snapshot');
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(sitting.test_name);
    },
    'GET /api/v2/tar_univ/consulting_service/mine': async () => {
      const res = await call('parent', 'GET', '/api/v2/tar_univ/consulting_service/mine');
      expect(res.statusCode).toBe(200);
      expect(res.json().data_list.map((a: { id: number }) => a.id)).not.toContain(application);
    },
    'GET /api/v2/tar_univ/consulting_service/application': async () => {
      const decision = CONSULTING_POLICY.authorize(actor(), 'application.read', { user_id: student });
      await refused(await call('parent', 'GET', `/api/v2/tar_univ/consulting_service/application?id=${application}`), decision);
    },
    'GET /api/v2/tar_univ/consulting_service/application/pdf': async () => {
      const decision = CONSULTING_POLICY.authorize(actor(), 'application.read', { user_id: student });
      await refused(await call('parent', 'GET', `/api/v2/tar_univ/consulting_service/application/pdf?id=${application}`), decision);
    },
    'GET /api/v2/tar_univ/consulting': async () => {
      await refused(await call('parent', 'GET', `/api/v2/tar_univ/consulting?user_id=${student}`), readDenied());
      const own = await call('parent', 'GET', '/api/v2/tar_univ/consulting');
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json()).toMatchObject({ user_info: { user_id: parent }, data: { choices: { total: 0 } } });
      expect(own.body).not.toContain(sitting.test_name);
      // The student's own: their school from the application, their list and their sittings.
      const theirs = (await call('student', 'GET', '/api/v2/tar_univ/consulting')).json();
      expect(theirs).toMatchObject({ result: 'success', user_info: { user_id: student, school_name: expect.any(String) }, data: { choices: { total: 1 } } });
      expect(JSON.stringify(theirs.data.exams)).toContain(sitting.test_name);
      expect(theirs.data.applications.map((a: { id: number }) => a.id)).toContain(application);
    },
    'GET /api/v2/tar_univ/consulting_score': async () => {
      await refused(await call('parent', 'GET', `/api/v2/tar_univ/consulting_score?choice_id=${choice}`), readDenied());
      await refused(await call('parent', 'GET', `/api/v2/tar_univ/consulting_score?${qs({ major_id: major, user_id: student })}`), readDenied());
    },
  };

  it('has a case for every consulting call a customer may make; the student’s records stay as they were', async () => {
    const before = await studentRecords();
    expect(before.choices).toHaveLength(1);
    const customerCalls = ROUTES.filter((r) => r.call.area.startsWith('consulting') && r.access !== 'public' && checkAccess(r.access, { realm: 'customer', level: 0 }) === 'allowed').map(
      (r) => `${r.call.method} ${r.call.path}`,
    );
    expect(customerCalls.sort()).toEqual(Object.keys(CASES).sort());
    for (const name of customerCalls) await CASES[name]();
    expect(await studentRecords()).toEqual(before);
  });

  it('staff calls of the consulting area refuse a customer token', async () => {
    const staffOnly = ROUTES.filter((r) => r.call.area.startsWith('consulting') && r.access !== 'public' && checkAccess(r.access, { realm: 'customer', level: 0 }) !== 'allowed');
    expect(staffOnly.length).toBeGreaterThan(5);
    for (const r of staffOnly) {
      const res = await call('parent', r.call.method as 'GET', r.call.path.replace(/\{\w+\}/g, '1'), r.call.method === 'GET' ? undefined : {});
      expect([401, 403], `${r.call.method} ${r.call.path}`).toContain(res.statusCode);
    }
  });
});
