/**
 * Dashboards by role (spec section 7 admin_dashboard, user_dashboard, teacher_dashboard; issue 8) and the
 * public site's page-view and referer logging (user/page, referer_log). Every number is computed in SQL.
 */
import { z } from 'zod';
import { defineCall, EmptyReplySchema, intField, LIMITS, queryNumber } from '../http';
import { PAGE_VIEW_BATCH } from './site-traffic';

/** How many weeks the charts look back by default, and at most. */
export const DASHBOARD_WEEKS = { default: 4, max: 26 } as const;
export const DashboardQuerySchema = z.object({ weeks: queryNumber(intField(1, DASHBOARD_WEEKS.max).default(DASHBOARD_WEEKS.default)) });

/** A count per state of one lifecycle region. */
export const StateCountSchema = z.object({ code: z.number().int(), label: z.string(), count: z.number().int() });
/** Work done on one day (Asia/Seoul) by the events of the exam audit trail. */
export const DayWorkSchema = z.object({ date: z.string(), entered: z.number().int(), reviewed: z.number().int(), classified: z.number().int(), returned: z.number().int() });
/** Work done by one person over the window. */
export const PersonWorkSchema = z.object({ user_id: z.number().int(), name: z.string(), entered: z.number().int(), reviewed: z.number().int(), classified: z.number().int() });
/** An exam waiting for someone, oldest first. */
export const WaitingExamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  state: z.number().int(),
  admin_check: z.number().int(),
  /** What it waits for: review, classification or entry. */
  waiting_for: z.enum(['review', 'class', 'entry']),
  user_name: z.string().nullable(),
  /** Since its last change. */
  since: z.string(),
});
/** A page or referer with its count over the window. */
export const TopCountSchema = z.object({ name: z.string(), count: z.number().int() });

/** GET admin_dashboard: the team's work (administrators). */
export const AdminDashboardReplySchema = z.object({
  weeks: z.number().int(),
  entry: z.array(StateCountSchema),
  review: z.array(StateCountSchema),
  classification: z.array(StateCountSchema),
  per_day: z.array(DayWorkSchema),
  per_person: z.array(PersonWorkSchema),
  oldest: z.array(WaitingExamSchema),
  pages: z.array(TopCountSchema),
  referers: z.array(TopCountSchema),
  /** Page views per day over the window. */
  page_views: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export const adminDashboard = defineCall({ method: 'GET', path: '/api/v2/common/admin_dashboard', area: 'staff', summary: '관리자 대시보드', query: DashboardQuerySchema, reply: AdminDashboardReplySchema });

/** One of the signed-in person's own exams on their dashboard. */
export const OwnExamSchema = z.object({ id: z.number().int(), name: z.string(), state: z.number().int(), admin_check: z.number().int(), update_time: z.string(), return_count: z.number().int() });
/** A warning the person received. */
export const OwnWarningSchema = z.object({ id: z.number().int(), warning_point: z.number().int(), reason: z.string(), create_time: z.string() });

/** GET user_dashboard: the signed-in enterer's or classifier's own queue, returned work, this month's work and pay, warnings. */
export const UserDashboardReplySchema = z.object({
  weeks: z.number().int(),
  /** Exams assigned to them by entry state. */
  queue: z.array(StateCountSchema),
  /** Their exams being entered or waiting, newest change first. */
  in_progress: z.array(OwnExamSchema),
  /** Their exams returned to them (rejected or given back) and not yet sent again. */
  returned: z.array(OwnExamSchema),
  per_day: z.array(DayWorkSchema),
  month: z.object({ month: z.string(), enter_count: z.number().int(), class_count: z.number().int(), enter_pay: z.number().int(), class_pay: z.number().int(), total: z.number().int() }),
  warnings: z.array(OwnWarningSchema),
  warning_point: z.number().int(),
});
export const userDashboard = defineCall({ method: 'GET', path: '/api/v2/common/user_dashboard', area: 'staff', summary: '내 작업 대시보드', query: DashboardQuerySchema, reply: UserDashboardReplySchema });

/** GET teacher_dashboard: a teacher's (level 2) classification work. */
export const TeacherDashboardReplySchema = z.object({
  weeks: z.number().int(),
  /** Exams waiting for classification (state 3, nobody holds them), in the teacher's subject when they have one. */
  waiting: z.number().int(),
  /** Exams the teacher holds for classification. */
  holding: z.array(OwnExamSchema),
  /** Classified by the teacher per day. */
  per_day: z.array(DayWorkSchema),
  /** Classified this month and its pay so far. */
  month: z.object({ month: z.string(), class_count: z.number().int(), class_pay: z.number().int() }),
  /** Per subject: exams waiting for classification. */
  by_subject: z.array(z.object({ subject_type_id: z.number().int(), label: z.string(), count: z.number().int() })),
});
export const teacherDashboard = defineCall({ method: 'GET', path: '/api/v2/common/teacher_dashboard', area: 'staff', summary: '선생님 대시보드', query: DashboardQuerySchema, reply: TeacherDashboardReplySchema });

/** The public-page batch bound (site-traffic.ts, read there by the zod-free logger). */
export { PAGE_VIEW_BATCH };
/** A site path (no host); its query and fragment are not part of the page counted. */
const PathText = z.string().trim().min(1).max(300).regex(/^\//, '경로는 /로 시작합니다.');
/**
 * POST user/page: the pages of the public site a visitor viewed since the last batch. Each distinct public page
 * (site-traffic.ts PUBLIC_PAGES, after `publicPageOf`) counts one view; any other path is dropped, never stored. A
 * body carries no counts (a `count` sent is ignored) and at most PAGE_VIEW_BATCH entries.
 */
export const PageViewBodySchema = z.object({
  pages: z
    .array(z.object({ path: PathText }))
    .min(1)
    .max(PAGE_VIEW_BATCH, `한 번에 최대 ${PAGE_VIEW_BATCH}개의 페이지만 보낼 수 있습니다.`),
});
export const userPage = defineCall({ method: 'POST', path: '/api/v2/common/user/page', area: 'staff', summary: '페이지 조회 기록 (묶음)', body: PageViewBodySchema, reply: EmptyReplySchema });
/**
 * POST referer_log: the site a visitor came from and the public page they landed on. Only the site's name is kept
 * (site-traffic.ts REFERRER_SOURCES, any other site as 기타); a visit from this site itself or landing on a path that
 * is no public page is not counted.
 */
export const RefererBodySchema = z.object({ referer: z.string().trim().min(1).max(LIMITS.shortText * 5), landing: PathText });
export const refererLog = defineCall({ method: 'POST', path: '/api/v2/common/referer_log', area: 'staff', summary: '유입 경로 기록', body: RefererBodySchema, reply: EmptyReplySchema });
