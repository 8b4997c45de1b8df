/**
 * Users and permissions (spec sections 6 and 7 "Common"; issue 8): the staff list for assignee pickers, the
 * user list with the admin-list filters (admin = level, user search = e-mail, name search), one user's detail
 * (info, level, subject, work, warnings, points, notes, the audit trail of changes, their exams), and the
 * administrators' actions: warn, give points, write a note, withdraw; the master's level and subject (class
 * type). Every change is written to the user's audit trail (`history`).
 */
import { z } from 'zod';
import { codeField, defineCall, EmptyReplySchema, IdSchema, intField, LIMITS, queryNumber } from '../http';
import { LEVELS } from '../levels';
import { SUBJECT_TYPE } from '../codes';
import { IdParamsSchema, IdQuerySchema, listReply, PageQuerySchema, SearchText, SortQuerySchema } from '../question-bank/common';

export const StaffMemberSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string(), level: z.number().int() });
export const AdminListQuerySchema = z.object({ min_level: queryNumber(intField(0, 10).optional()) });

/** GET /api/v2/common/admin_list: active staff accounts (optionally from a level up), by name. */
export const adminList = defineCall({ method: 'GET', path: '/api/v2/common/admin_list', area: 'staff', summary: '직원 목록', query: AdminListQuerySchema, reply: z.object({ data_list: z.array(StaffMemberSchema) }) });

/** The two realms of accounts. */
export const REALMS = { staff: '직원', customer: '고객' } as const;
export type Realm = keyof typeof REALMS;

const LEVEL_MESSAGE = `레벨은 ${LEVELS.join(', ')} 중 하나입니다.`;
/** A staff level of spec section 6 in a JSON body. */
export const LevelBody = codeField(LEVELS, LEVEL_MESSAGE);

const SUBJECT_CODES = Object.values(SUBJECT_TYPE).map((s) => s.code) as number[];
const SUBJECT_MESSAGE = '담당 과목은 0(기타), 1(국어), 2(영어), 3(수학), 4(사회), 5(과학), 6(한국사·역사) 중 하나이거나 비워 둡니다(null).';
/** A staff member's subject (class type): a subject code, or null for none. */
export const ClassTypeBody = codeField(SUBJECT_CODES, SUBJECT_MESSAGE).nullable();

/** Warning points per warning. */
export const WARNING_POINT = { min: 1, max: 10 } as const;
/** Points given at once (negative takes points back). */
export const POINT_GIVE = { min: -1_000_000, max: 1_000_000 } as const;

/** Columns the user list sorts by. */
export const USER_SORT_KEYS = ['id', 'name', 'email', 'level', 'warning_point', 'point', 'create_time'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

/** One row of the user list. */
export const UserRowSchema = z.object({
  id: z.number().int(),
  realm: z.enum(['staff', 'customer']),
  email: z.string(),
  name: z.string(),
  /** Staff level (spec section 6); 0 for customers. */
  level: z.number().int(),
  /** Staff subject (class type): a SUBJECT_TYPE code or null. */
  class_type: z.number().int().nullable(),
  /** Customers: student or parent. */
  customer_type: z.enum(['student', 'parent']).nullable(),
  /** The user's notification setting. */
  alarm: z.boolean(),
  /** The sum of the user's warnings' points. */
  warning_point: z.number().int(),
  /** The user's point balance (sum of points given). */
  point: z.number().int(),
  /** When the account was withdrawn (it can no longer sign in), else null. */
  out_at: z.string().nullable(),
  create_time: z.string(),
});
export type UserRow = z.infer<typeof UserRowSchema>;

/** The user list's filters (spec section 2: admin, user search, name search) with paging and the sort arrow. */
export const UserListQuerySchema = PageQuerySchema.extend(SortQuerySchema.shape).extend({
  /** staff or customer; absent for both. */
  realm: z.enum(['staff', 'customer']).optional(),
  /** The admin filter: a staff level (-1 or absent for every level). */
  admin: queryNumber(intField(-1, 10).optional()),
  /** Search in the e-mail address. */
  user_search: SearchText,
  /** Search in the name. */
  name_search: SearchText,
  /** 1 to include withdrawn accounts. */
  include_out: queryNumber(intField(0, 1).optional()),
});
export type UserListQuery = z.output<typeof UserListQuerySchema>;

/** GET user_management: the user list (administrators). */
export const userManagement = defineCall({ method: 'GET', path: '/api/v2/common/user_management', area: 'staff', summary: '사용자 목록 (필터·정렬·페이지)', query: UserListQuerySchema, reply: listReply(UserRowSchema) });
/** The user list as an xlsx file (not in the spec: the list's export button). */
export const userManagementXlsx = defineCall({ method: 'GET', path: '/api/v2/common/user_management/xlsx', area: 'staff-extra', summary: '사용자 목록 엑셀 내보내기', query: UserListQuerySchema, reply: z.object({}), replyKind: 'binary' });

/** One staff row of the permission page: level and subject with the latest change. */
export const PermissionRowSchema = UserRowSchema.extend({
  /** The latest level or subject change: when and by whom, else null. */
  changed_at: z.string().nullable(),
  changed_by_name: z.string().nullable(),
});
/** The permission page's filters: staff only. */
export const PermissionListQuerySchema = PageQuerySchema.extend(SortQuerySchema.shape).extend({
  admin: queryNumber(intField(-1, 10).optional()),
  user_search: SearchText,
  name_search: SearchText,
});
/** GET user_manage: staff accounts with their level and subject, for the permission page (master). */
export const userManage = defineCall({ method: 'GET', path: '/api/v2/common/user_manage', area: 'staff', summary: '직원 권한 목록', query: PermissionListQuerySchema, reply: listReply(PermissionRowSchema) });

/** One entry of a user's audit trail: a level, subject or state change. */
export const UserHistorySchema = z.object({
  id: z.number().int(),
  /** What changed: level, class_type (subject), out (withdrawal). */
  field: z.enum(['level', 'class_type', 'out']),
  from_value: z.string().nullable(),
  to_value: z.string().nullable(),
  changed_by: z.number().int().nullable(),
  changed_by_name: z.string().nullable(),
  create_time: z.string(),
});
/** A warning with its points and reason. */
export const WarningSchema = z.object({ id: z.number().int(), warning_point: z.number().int(), reason: z.string(), given_by_name: z.string().nullable(), create_time: z.string() });
/** Points given (or taken back) with the reason. */
export const PointLogSchema = z.object({ id: z.number().int(), point: z.number().int(), reason: z.string(), given_by_name: z.string().nullable(), create_time: z.string() });
/** An administrator's note on a user. */
export const NoteSchema = z.object({ id: z.number().int(), note: z.string(), written_by_name: z.string().nullable(), create_time: z.string() });
/** The user's work per month: entered, classified and reviewed exams (from the audit trail of exams). */
export const WorkMonthSchema = z.object({ month: z.string(), entered: z.number().int(), classified: z.number().int(), reviewed: z.number().int() });
/** One of the user's own exams (entered, classified or reviewed). */
export const UserExamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  year: z.number().int(),
  state: z.number().int(),
  admin_check: z.number().int(),
  excluded_state: z.number().int(),
  /** The user's part in it. */
  role: z.enum(['enter', 'class', 'review']),
  update_time: z.string(),
});
/** GET user_management_detail?id=: one user's whole record. */
export const UserDetailReplySchema = z.object({
  data: UserRowSchema,
  history: z.array(UserHistorySchema),
  warnings: z.array(WarningSchema),
  points: z.array(PointLogSchema),
  notes: z.array(NoteSchema),
  work: z.array(WorkMonthSchema),
  exams: z.array(UserExamSchema),
});
export const userManagementDetail = defineCall({ method: 'GET', path: '/api/v2/common/user_management_detail', area: 'staff', summary: '사용자 상세', query: IdQuerySchema, reply: UserDetailReplySchema });

/** PUT user/level: sets a staff member's level (master). The last master can never be lowered. */
export const UserLevelBodySchema = z.object({ id: IdSchema, level: LevelBody });
export const userLevel = defineCall({ method: 'PUT', path: '/api/v2/common/user/level', area: 'staff', summary: '레벨 변경', body: UserLevelBodySchema, reply: EmptyReplySchema });
/** PUT user/class_type: sets a staff member's subject (master). */
export const UserClassTypeBodySchema = z.object({ id: IdSchema, class_type: ClassTypeBody });
export const userClassType = defineCall({ method: 'PUT', path: '/api/v2/common/user/class_type', area: 'staff', summary: '담당 과목 변경', body: UserClassTypeBodySchema, reply: EmptyReplySchema });
/** PUT user/out/{id}: withdraws an account; its tokens stop working at once. */
export const userOut = defineCall({ method: 'PUT', path: '/api/v2/common/user/out/{id}', area: 'staff', summary: '회원 탈퇴 처리', params: IdParamsSchema, reply: EmptyReplySchema });
/** PUT user/detail: adds an administrator's note to a user. */
export const UserNoteBodySchema = z.object({ id: IdSchema, note: z.string().trim().min(1, '메모를 입력하세요.').max(LIMITS.longText) });
export const userDetail = defineCall({ method: 'PUT', path: '/api/v2/common/user/detail', area: 'staff', summary: '사용자 메모 작성', body: UserNoteBodySchema, reply: z.object({ id: z.number().int() }) });
/** POST user/warning: warns a user with points and a reason; the user is notified. */
export const UserWarningBodySchema = z.object({
  user_id: IdSchema,
  warning_point: intField(WARNING_POINT.min, WARNING_POINT.max, `경고 점수는 ${WARNING_POINT.min}~${WARNING_POINT.max}점입니다.`),
  reason: z.string().trim().min(1, '경고 사유를 입력하세요.').max(LIMITS.shortText * 5),
});
export const userWarning = defineCall({ method: 'POST', path: '/api/v2/common/user/warning', area: 'staff', summary: '경고 주기', body: UserWarningBodySchema, reply: z.object({ id: z.number().int(), warning_point: z.number().int() }) });
/** PUT point_give: gives (or takes back) points with a reason; the user's balance never goes below 0. */
export const PointGiveBodySchema = z.object({
  user_id: IdSchema,
  point: intField(POINT_GIVE.min, POINT_GIVE.max).refine((v) => v !== 0, '0 포인트는 줄 수 없습니다.'),
  reason: z.string().trim().min(1, '지급 사유를 입력하세요.').max(LIMITS.shortText),
});
export const pointGive = defineCall({ method: 'PUT', path: '/api/v2/common/point_give', area: 'staff', summary: '포인트 지급', body: PointGiveBodySchema, reply: z.object({ id: z.number().int(), point: z.number().int() }) });
