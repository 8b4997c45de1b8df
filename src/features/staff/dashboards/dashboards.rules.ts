/**
 * What the dashboards count (issue 8 point 3): which events of the exam audit trail are which kind of work,
 * their Korean names, the weeks the screens offer, and the time zone days and months are counted in. The
 * server's SQL and the screens' charts read these, so a chart's series and the query behind it never differ.
 */
import { checkAccess, LEVEL, type Access, type Principal } from '../../../api/levels';
import type { z } from 'zod';
import { DASHBOARD_WEEKS, type DayWorkSchema, type OwnExamSchema, type PersonWorkSchema, type StateCountSchema, type TopCountSchema, type WaitingExamSchema } from '../../../api/staff/dashboards';
import type { ExamEventType } from '../../../machines/exam.machine';

/** The wire shapes the screens draw (inferred from the contract's schemas). */
export type DayWork = z.infer<typeof DayWorkSchema>;
export type StateCount = z.infer<typeof StateCountSchema>;
export type WaitingExam = z.infer<typeof WaitingExamSchema>;
export type OwnExam = z.infer<typeof OwnExamSchema>;
export type TopCount = z.infer<typeof TopCountSchema>;
export type PersonWork = z.infer<typeof PersonWorkSchema>;

/** The kinds of work a day or a person is counted by. */
export type WorkKind = 'entered' | 'reviewed' | 'classified' | 'returned';

/**
 * The exam events (transition_log, entity exam_subject) each kind counts: entered = the writer finishes or
 * sends for review; reviewed = a reviewer decides; classified = classification done; returned = the exam goes
 * back to its writer. An event is one audit row of the region that owns it (EVENT_REGION).
 */
export const WORK_EVENTS = {
  entered: ['ENTER_DONE', 'SEND_REVIEW'],
  reviewed: ['APPROVE', 'REJECT', 'RETURN', 'REVIEW_PASS', 'FORCE_SKIP'],
  classified: ['CLASS_DONE'],
  returned: ['REJECT', 'RETURN'],
} as const satisfies Record<WorkKind, readonly ExamEventType[]>;

/** Every event any kind counts, once. */
export const COUNTED_EVENTS: readonly ExamEventType[] = [...new Set(Object.values(WORK_EVENTS).flat())];

/** Korean names of the kinds (chart series, table headers). */
export const WORK_LABELS: Record<WorkKind, string> = { entered: '입력', reviewed: '검수', classified: '분류', returned: '반려' };

/** The chart colours of the kinds. */
export const WORK_COLORS: Record<WorkKind, string> = { entered: 'blue.6', reviewed: 'teal.6', classified: 'grape.6', returned: 'red.6' };

/** The windows the weeks selector offers; the contract's default is one of them. */
export const WEEK_CHOICES = [1, 2, 4, 8, 12] as const satisfies readonly number[];
export const DEFAULT_WEEKS = DASHBOARD_WEEKS.default;

/** Days and months are counted in Korean time (spec: the team works in Korea; no daylight saving). */
export const DASHBOARD_TIME_ZONE = 'Asia/Seoul';

/** What an oldest waiting exam waits for, in Korean. */
export const WAITING_LABELS = { review: '검수 대기', class: '분류 대기', entry: '입력 대기' } as const;

/** How many of a person's own exams a dashboard lists; a full list means there may be more. */
export const OWN_LIST_SIZE = 20;
/** The size of a listed set: "3건", or "20건 이상" when the list is full. */
export const listedCount = (n: number) => `${n}건${n >= OWN_LIST_SIZE ? ' 이상' : ''}`;

/** A time as Korean date and time ("26. 5. 4. 오후 3:20"). */
export const formatDateTime = (iso: string) => new Date(iso).toLocaleString('ko-KR', { timeZone: DASHBOARD_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });
/** Whole days from `iso` to `now` (how long something has waited). */
export const daysSince = (iso: string, now = Date.now()) => Math.max(0, Math.floor((now - Date.parse(iso)) / 86_400_000));
/** An amount of won ("123,000원"). */
export const formatWon = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/** The label of the classification count of exams someone holds (state 3 with a classifier). */
export const CLASS_HELD_LABEL = '분류 중';

/**
 * Who may call each dashboard (the server's route declarations read these): administrators (level 4 and up)
 * the team's; teachers and up a teacher's; every staff member with a level their own.
 */
export const DASHBOARD_ACCESS = {
  admin: { minLevel: LEVEL.adminExternal },
  teacher: { minLevel: LEVEL.teacher },
  user: { minLevel: LEVEL.aiReview },
} as const satisfies Record<string, Access>;

export type DashboardKind = 'admin' | 'teacher' | 'user' | 'none';

/**
 * Which dashboard /admin/dashboard shows: administrators the team's; a teacher (level 2, whose work is
 * classification) the teacher's; other levels (1, 3) their own work; level 0 none yet (a master raises it).
 */
export function dashboardFor(who: Principal): DashboardKind {
  if (checkAccess(DASHBOARD_ACCESS.admin, who) === 'allowed') return 'admin';
  if (checkAccess({ levels: [LEVEL.teacher] }, who) === 'allowed') return 'teacher';
  if (checkAccess(DASHBOARD_ACCESS.user, who) === 'allowed') return 'user';
  return 'none';
}
