/**
 * Use cases of the dashboards (spec section 7 admin_dashboard, user_dashboard, teacher_dashboard; issue 8
 * points 3 and 6): the team's work for administrators, a person's own queue, returns, month and warnings, a
 * teacher's classification work, and the public site's page-view and referer logging. Each dashboard reads only
 * the signed-in person's own data or the team's totals, so it takes no id and needs no record policy.
 */
import type { z } from 'zod';
import type { AdminDashboardReplySchema, DashboardQuerySchema, OwnExamSchema, PageViewBodySchema, RefererBodySchema, StateCountSchema } from '../../../src/api/staff/dashboards';
import { labelFor, SUBJECT_TYPE } from '../../../src/api/codes';
import { publicPageOf, referrerNameOf } from '../../../src/api/staff/site-traffic';
import { ADMIN_CHECK } from '../../../src/machines/admin-check.machine';
import { EXAM_SUBJECT_STATE } from '../../../src/machines/exam-subject.machine';
import { CLASS_HELD_LABEL } from '../../../src/features/staff/dashboards/dashboards.rules';
import { seoulMonth } from '../../../src/features/staff/pay.rules';
import type { AuthUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import { badRequest } from '../../core/errors';
import * as repo from './dashboards.repository';
import { monthPaySummary } from './pay.service';
import * as views from './page-views.repository';

type Query = z.output<typeof DashboardQuerySchema>;
type StateCount = z.infer<typeof StateCountSchema>;
type OwnExam = z.infer<typeof OwnExamSchema>;

const S = EXAM_SUBJECT_STATE;
/** The entry states in the order work flows through them. */
const ENTRY_ORDER = [S.waiting, S.entering, S.underReview, S.nextStage, S.done];
/** The reviewers' states (an exam with its writer is not theirs yet). */
const REVIEW_ORDER = [ADMIN_CHECK.pending, ADMIN_CHECK.onHold, ADMIN_CHECK.reviewed, ADMIN_CHECK.completed];

/** Every state of a list with its count from grouped rows (zero when no row). */
const withCounts = (states: ReadonlyArray<{ code: number; label: string }>, rows: Array<{ code: number; count: number }>): StateCount[] =>
  states.map((s) => ({ code: s.code, label: s.label, count: rows.find((r) => r.code === s.code)?.count ?? 0 }));

const presentOwn = (r: { id: number; name: string; state: number; admin_check: number; update_time: Date; return_count: number }): OwnExam => ({ ...r, update_time: r.update_time.toISOString() });

/** GET admin_dashboard: the team's exams by state, work per day and person, the oldest waiting, the public site's pages and referers. */
export async function adminDashboard(deps: Deps, q: Query): Promise<z.input<typeof AdminDashboardReplySchema>> {
  const days = q.weeks * 7;
  const db = deps.db;
  const [entry, review, classification, per_day, per_person, oldest, pages, referers, page_views] = await Promise.all([
    repo.countByEntryState(db),
    repo.countByReviewState(db),
    repo.countClassification(db),
    repo.workPerDay(db, days),
    repo.workPerPerson(db, days),
    repo.oldestWaiting(db),
    views.topPages(db, days),
    views.topReferers(db, days),
    views.pageViewsPerDay(db, days),
  ]);
  return {
    weeks: q.weeks,
    entry: withCounts(ENTRY_ORDER, entry),
    review: withCounts(REVIEW_ORDER, review),
    classification: [
      { code: S.nextStage.code, label: S.nextStage.classLabel, count: classification.waiting },
      { code: S.nextStage.code, label: CLASS_HELD_LABEL, count: classification.held },
      { code: S.done.code, label: S.done.classLabel, count: classification.done },
    ],
    per_day,
    per_person,
    oldest,
    pages,
    referers,
    page_views,
  };
}

/** GET user_dashboard: the signed-in person's queue by state, exams in progress and returned, work per day, this month's pay so far, warnings. */
export async function userDashboard(deps: Deps, user: AuthUser, q: Query) {
  const db = deps.db;
  const month = seoulMonth(new Date());
  const [queue, in_progress, returned, per_day, pay, warnings, person] = await Promise.all([
    repo.countByEntryState(db, user.uid),
    repo.inProgressExamsOf(db, user.uid),
    repo.returnedExamsOf(db, user.uid),
    repo.workPerDay(db, q.weeks * 7, user.uid),
    monthPaySummary(db, user.uid, month),
    repo.warningsOf(db, user.uid),
    repo.personOf(db, user.uid),
  ]);
  return {
    weeks: q.weeks,
    queue: withCounts(ENTRY_ORDER, queue),
    in_progress: in_progress.map(presentOwn),
    returned: returned.map(presentOwn),
    per_day,
    month: { month, ...pay },
    warnings: warnings.map((w) => ({ ...w, create_time: w.create_time.toISOString() })),
    warning_point: person?.warning_point ?? 0,
  };
}

/** GET teacher_dashboard: exams waiting for classification (in the teacher's subject when set), the ones they hold, by subject, per day, this month. */
export async function teacherDashboard(deps: Deps, user: AuthUser, q: Query) {
  const db = deps.db;
  const month = seoulMonth(new Date());
  const person = await repo.personOf(db, user.uid);
  const [waiting, holding, per_day, pay, bySubject] = await Promise.all([
    repo.classWaitingCount(db, person?.class_type ?? null),
    repo.heldForClassOf(db, user.uid),
    repo.workPerDay(db, q.weeks * 7, user.uid),
    monthPaySummary(db, user.uid, month),
    repo.classWaitingBySubject(db),
  ]);
  return {
    weeks: q.weeks,
    waiting,
    holding: holding.map(presentOwn),
    per_day,
    month: { month, class_count: pay.class_count, class_pay: pay.class_pay },
    by_subject: bySubject.map((r) => ({ subject_type_id: r.subject_type_id, label: labelFor(SUBJECT_TYPE, r.subject_type_id), count: r.count })),
  };
}

/**
 * POST user/page: one view of each distinct public page the batch names (site-traffic.ts `publicPageOf`), added to
 * today's counters in one statement. Paths that name no public page are dropped; a body cannot claim counts.
 */
export async function logPageViews(deps: Deps, body: z.output<typeof PageViewBodySchema>) {
  const pages = new Set(body.pages.map((p) => publicPageOf(p.path)).filter((page) => page !== null));
  if (pages.size) await views.addPageViews(deps.db, [...pages]);
  return {};
}

/**
 * POST referer_log: counts a visit by the name of the site it came from (site-traffic.ts `referrerNameOf`: a known
 * site, else 기타); the address itself may carry personal data and is never stored. An address that does not parse
 * or has no host is 400 on body.referer. A visit from this site itself (the request's Host or PUBLIC_URL) or landing
 * on a path that is no public page is not counted.
 */
export async function logReferer(deps: Deps, body: z.output<typeof RefererBodySchema>, own: { host: string; hostname: string }) {
  let url: URL;
  try {
    url = new URL(body.referer);
  } catch {
    throw badRequest('body.referer', 'body.referer: 유입 경로는 전체 주소(https://...)여야 합니다.');
  }
  if (!url.hostname) throw badRequest('body.referer', 'body.referer: 유입 경로에 호스트가 없습니다.');
  const site = new URL(deps.env.publicUrl);
  const ownHost = url.host === own.host || url.hostname === own.hostname || url.host === site.host;
  if (ownHost || publicPageOf(body.landing) === null) return {};
  await views.addReferer(deps.db, referrerNameOf(url.hostname));
  return {};
}
