/**
 * The list calls `npm run bench` (scripts/bench.ts) measures, built from their contracts in src/api: each URL's
 * query is checked against the call's query schema, so a renamed or tightened filter fails here, not silently
 * in the numbers. Staff lists use the master's token (level10@demo.local), except the enterer's and the
 * classifier's own lists, which use whichever demo staff member the seed gave the most exams.
 */
import type { Call } from '../src/api/http';
import { login } from '../src/api/auth';
import { allSubjectExam, classExam, enterExam, examAll, examSubjectList } from '../src/api/question-bank/exams';
import { questionSubjectAll } from '../src/api/question-bank/questions';
import { stagingExamList } from '../src/api/question-bank/staging-samples';
import { reviewExamList } from '../src/api/review';
import { autoReviewExamList } from '../src/api/digitise/ai-review';
import { errorReportExamList, errorReportExamOpen, errorReportList } from '../src/api/error-reports';
import { adminList, userManagement } from '../src/api/staff/users';
import { productList } from '../src/api/store/products';
import { testPaperList } from '../src/api/test-papers';
import { consultingSearch, encodeSearchFilter, FILTER_TYPE } from '../src/api/consulting/search';
import { PAGE_SIZE, SUBJECT_TYPE } from '../src/api/codes';
import { DEMO_PASSWORD } from '../server/db/seed/index';

/** One measured list call: its URL path and whose token it carries (none for public calls). */
export interface ListCase {
  name: string;
  path: string;
  /** The signed-in demo account, or `public`. */
  as: string;
  headers: Record<string, string>;
  /** Why the case could not be built from the seed (it is printed, not measured). */
  missing?: string;
}

/** A first reply: status, and the total and rows it reports. */
export interface Probe {
  status: number;
  /** The total the reply reports (the list length when it reports none). */
  total?: number;
  rows?: number;
  error?: string;
}

/** The master, and the staff the large seed gives work to (enterer, classifier, reviewer). */
export const MASTER = 'level10@demo.local';
const WORKERS = ['level1@demo.local', 'level2@demo.local', 'level3@demo.local', MASTER];

/** A call's path with its query, checked against the call's query schema (throws naming the field). */
export function callPath(call: Call, query: Record<string, string> = {}): string {
  const checked = call.query?.safeParse(query);
  if (checked && !checked.success) throw new Error(`${call.path}: ${checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const search = new URLSearchParams(query).toString();
  return search ? `${call.path}?${search}` : call.path;
}

/** The authorization header of a demo account. */
export async function signIn(url: string, email: string): Promise<Record<string, string>> {
  const reply = await fetch(url + login.path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  const { token } = (await reply.json()) as { token?: string };
  if (!token) throw new Error(`sign-in as ${email} failed (${reply.status})`);
  return { authorization: `token=${token}` };
}

/** GETs a path once and reads what the list reply reports (`data_list` and `total`, or the consulting search's `data`). */
export async function probe(url: string, path: string, headers: Record<string, string>): Promise<Probe> {
  const reply = await fetch(url + path, { headers });
  const text = await reply.text();
  if (!reply.ok) return { status: reply.status, error: text.slice(0, 160) };
  const body = JSON.parse(text) as { data_list?: unknown[]; total?: number; data?: { total?: number; keyword_list?: unknown[] } };
  const rows = body.data_list?.length ?? body.data?.keyword_list?.length;
  return { status: reply.status, total: body.total ?? body.data?.total ?? rows, rows };
}

async function firstRow<T>(url: string, path: string, headers: Record<string, string>): Promise<T | undefined> {
  const body = (await (await fetch(url + path, { headers })).json()) as { data_list?: T[] };
  return body.data_list?.[0];
}

/** Of the workers, the one whose own list (enter_exam, class_exam) is longest. */
async function busiest(url: string, call: Call, auth: Map<string, Record<string, string>>) {
  let best = { email: WORKERS[0], total: -1 };
  for (const email of WORKERS) {
    const p = await probe(url, callPath(call), auth.get(email)!);
    if ((p.total ?? -1) > best.total) best = { email, total: p.total ?? -1 };
  }
  return best.email;
}

/** Signs the demo staff in and builds the cases (ids of an exam and of a reported exam come from the seed). */
export async function listCases(url: string): Promise<ListCase[]> {
  const auth = new Map<string, Record<string, string>>();
  for (const email of WORKERS) auth.set(email, await signIn(url, email));
  const master = auth.get(MASTER)!;
  const staff = (name: string, path: string, as = MASTER): ListCase => ({ name, path, as, headers: auth.get(as)! });
  const open = (name: string, path: string): ListCase => ({ name, path, as: 'public', headers: {} });
  const math = String(SUBJECT_TYPE.math.code);

  const exams = (await (await fetch(url + callPath(examAll, { size: String(PAGE_SIZE.max) }), { headers: master })).json()) as { data_list?: Array<{ id: number; subject_count: number }> };
  const exam = exams.data_list?.length ? exams.data_list.reduce((a, b) => (b.subject_count > a.subject_count ? b : a)) : undefined;
  const reported = await firstRow<{ id: number }>(url, callPath(errorReportExamList), master);
  const enterer = await busiest(url, enterExam, auth);
  const classifier = await busiest(url, classExam, auth);
  const ofSeed = (name: string, call: Call, id: number | undefined, what: string): ListCase =>
    id ? staff(name, callPath(call, { id: String(id) })) : { ...staff(name, call.path), missing: `no ${what} in the seed` };

  return [
    staff('enter_exam (own list)', callPath(enterExam), enterer),
    staff('class_exam (own list)', callPath(classExam), classifier),
    staff('review_exam (pending, all)', callPath(reviewExamList, { show_all: 'true' })),
    staff('exam_subject_list (year+subject, name, p2)', callPath(examSubjectList, { year: '2022', subject_type_id: math, sort_key: 'name', sort: '1', page: '2' })),
    ofSeed('all_subject_exam (most subjects)', allSubjectExam, exam?.id, 'exam'),
    staff('question_subject/all (subj+grade+level, p2)', callPath(questionSubjectAll, { subject_type_id: math, grade_id: '2', level: '3', page: '2' })),
    staff('question_subject/all (search text)', callPath(questionSubjectAll, { subject_type_id: math, search: '값은' })),
    staff('auto_review_exam (AI review, all)', callPath(autoReviewExamList, { show_all: 'true' })),
    staff('bug_exam (reported exams)', callPath(errorReportExamList, { show_all: 'true' })),
    staff('bug/question_list (reports)', callPath(errorReportList, { show_all: 'true' })),
    ofSeed('bug_exam_question (one exam)', errorReportExamOpen, reported?.id, 'reported exam'),
    staff('staging_exam_list', callPath(stagingExamList)),
    staff('admin_list (staff picker)', callPath(adminList)),
    staff('user_management (users, p1)', callPath(userManagement)),
    open('store product_list (public)', callPath(productList)),
    staff('user_upload_file_list (test papers)', callPath(testPaperList)),
    open('consulting search (nationwide, q)', callPath(consultingSearch, { filter: encodeSearchFilter([{ type: FILTER_TYPE.region, region: '전국' }])!, q: '공학' })),
    open('consulting search (Seoul+engineering)', callPath(consultingSearch, { filter: encodeSearchFilter([{ type: FILTER_TYPE.region, region: '서울' }, { type: FILTER_TYPE.major, head_major: 1 }])! })),
  ];
}
