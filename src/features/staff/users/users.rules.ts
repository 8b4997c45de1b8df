/**
 * Pure rules of users and permissions (issue 8, point 2): which exam events count as a person's work per month,
 * the months the detail shows, and the Korean labels of the list and detail screens (realms, levels, subjects,
 * a user's part in an exam, audit-trail fields). The server reads WORK_EVENTS and WORK_MONTHS from here.
 */
import { labelFor, SUBJECT_TYPE } from '../../../api/codes';
import { LEVEL_LABELS, LEVELS, type Level } from '../../../api/levels';
import type { z } from 'zod';
import { REALMS, type UserDetailReplySchema, type UserRow } from '../../../api/staff/users';
import { accountLabel } from '../../../machines/account.machine';
import type { AdminCheckEventType } from '../../../machines/admin-check.machine';
import type { EntryEventType } from '../../../machines/exam-subject.machine';

type ExamEventType = EntryEventType | AdminCheckEventType;

/** One user's whole record as GET user_management_detail answers it. */
export type UserDetail = z.infer<typeof UserDetailReplySchema>;

/**
 * The exam events (transition_log, entity exam_subject, user_id = the person) that count as work of each kind:
 * entering finished or sent for review, classification finished, and a reviewer's decisions. An exam counts
 * once per kind and month however many audit rows (regions) its event wrote.
 */
export const WORK_EVENTS = {
  entered: ['ENTER_DONE', 'SEND_REVIEW'],
  classified: ['CLASS_DONE'],
  reviewed: ['APPROVE', 'REJECT', 'RETURN', 'REVIEW_PASS', 'FORCE_SKIP'],
} as const satisfies Record<string, readonly ExamEventType[]>;
export type WorkKind = keyof typeof WORK_EVENTS;
/** Korean names of the kinds of work, in chart order. */
export const WORK_LABELS: Record<WorkKind, string> = { entered: '입력', classified: '분류', reviewed: '검수' };
/** How many months (this one included) the detail's work history covers, counted in WORK_TIME_ZONE. */
export const WORK_MONTHS = 12;
/** The months of the work history are the team's months. */
export const WORK_TIME_ZONE = 'Asia/Seoul';

/** A user's part in one of their exams. */
export const EXAM_ROLE_LABELS = { enter: '입력', class: '분류', review: '검수' } as const;
/** What an audit-trail entry changed. */
export const HISTORY_FIELD_LABELS = { level: '레벨', class_type: '담당 과목', out: '탈퇴' } as const;

/** The level of a staff account in Korean (unknown levels as "레벨 n"). */
export const levelLabel = (level: number): string => LEVEL_LABELS[level as Level] ?? `레벨 ${level}`;
/** A staff subject (class type) in Korean; none as "없음". */
export const classTypeLabel = (code: number | null): string => (code === null ? '없음' : labelFor(SUBJECT_TYPE, code));
/** What the account is: a staff level, or the customer type. */
export const accountKindLabel = (row: Pick<UserRow, 'realm' | 'level' | 'customer_type'>): string =>
  row.realm === 'staff' ? levelLabel(row.level) : row.customer_type === 'parent' ? '학부모' : row.customer_type === 'student' ? '학생' : REALMS.customer;

/** The level picker's options (spec section 6 levels). */
export const LEVEL_OPTIONS = LEVELS.map((level) => ({ value: String(level), label: `${level} · ${LEVEL_LABELS[level]}` }));
/** The subject picker's options, with "none" first. */
export const NO_CLASS_TYPE = 'none';
export const CLASS_TYPE_OPTIONS = [{ value: NO_CLASS_TYPE, label: '없음' }, ...Object.values(SUBJECT_TYPE).map((s) => ({ value: String(s.code), label: s.label }))];

/** An audit-trail value as shown: levels and subjects by name, withdrawal by the account machine's state labels. */
export function historyValueLabel(field: keyof typeof HISTORY_FIELD_LABELS, value: string | null): string {
  if (field === 'level') return value === null ? '-' : levelLabel(Number(value));
  if (field === 'class_type') return classTypeLabel(value === null ? null : Number(value));
  return value === null ? '-' : accountLabel(value);
}

/** A stored time as the team reads it ("2025. 06. 04. 14:03"). */
export const formatDateTime = (iso: string | null): string =>
  iso ? new Date(iso).toLocaleString('ko-KR', { timeZone: WORK_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false }) : '-';
/** A stored time as a date only. */
export const formatDate = (iso: string | null): string => (iso ? new Date(iso).toLocaleDateString('ko-KR', { timeZone: WORK_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }) : '-');
