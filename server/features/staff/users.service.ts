/**
 * Use cases of users and permissions (spec sections 6 and 7 "Common"; issue 8, point 2): the user list and its
 * export, one user's record, the administrators' warnings, points, notes and withdrawals, and the master's
 * levels and subjects. Every user loaded by id is 404 when missing, then checked with the staff policy (403, or
 * 409 when only the account's state stands in the way). Each change is written with its audit row, and its
 * notification where the user should hear of it, in one transaction.
 *
 * The last master: a level change or a withdrawal that would leave no active master is refused with 409. Both
 * count the masters under one advisory lock (users.repository `lockMasters`), taken before the account's row, so
 * that parallel requests (two masters lowering each other, many withdrawals) are decided one at a time.
 */
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { SORT } from '../../../src/api/codes';
import { LEVEL, type Level } from '../../../src/api/levels';
import {
  USER_SORT_KEYS,
  type PermissionListQuerySchema,
  type PointGiveBodySchema,
  type UserClassTypeBodySchema,
  type UserLevelBodySchema,
  type UserListQuery,
  type UserNoteBodySchema,
  type UserSortKey,
  type UserWarningBodySchema,
} from '../../../src/api/staff/users';
import { STAFF_POLICY as policy, accountAccess } from '../../../src/features/staff/staff.policy';
import { accountKindLabel, classTypeLabel, formatDateTime, levelLabel } from '../../../src/features/staff/users/users.rules';
import { accountLabel, accountMachine, accountStateOf } from '../../../src/machines/account.machine';
import type { AuthUser } from '../../core/access';
import type { DbOrTx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { conflict, notFound } from '../../core/errors';
import { actorOf, assertAllowed } from '../../core/policy';
import { applyTransition } from '../../core/transitions';
import { changeLevel, withdrawAccount } from '../../shared/accounts';
import { notify } from '../../shared/notifications';
import { movePoints } from '../../shared/points';
import { sendXlsx } from '../../shared/xlsx';
import { presentPermission, presentUser, withIsoTime } from './users.presenter';
import * as repo from './users.repository';

/** The audit trail's name of an account (transition_log.entity). */
const ENTITY = 'user';
const USER = '사용자';
/** How many of a user's exams the detail lists. */
const USER_EXAMS_LIMIT = 100;
/** The most rows one export writes. */
const EXPORT_LIMIT = 50_000;

type AccountAction = 'account.read' | 'account.manage' | 'account.withdraw' | 'account.setPermission';

/** A user by id for an action: 404 when missing, then the policy's answer. */
async function requireUser(db: DbOrTx, user: AuthUser, id: number, action: AccountAction, field?: string): Promise<repo.UserRecord> {
  const row = await repo.findUser(db, id);
  if (!row) throw notFound(USER, field);
  assertAllowed(policy.authorize(actorOf(user), action, accountAccess(row)));
  return row;
}

/** The same, locked until the transaction ends, for the writes. */
async function lockAccount(tx: DbOrTx, user: AuthUser, id: number, action: AccountAction, field?: string): Promise<repo.UserRecord> {
  const row = await repo.lockUser(tx, id);
  if (!row) throw notFound(USER, field);
  assertAllowed(policy.authorize(actorOf(user), action, accountAccess(row)));
  return row;
}

const isSortKey = (key: string | undefined): key is UserSortKey => (USER_SORT_KEYS as readonly string[]).includes(key ?? '');
const sortOf = (q: { sort_key?: string; sort?: number }): repo.UserSort | undefined => (isSortKey(q.sort_key) ? { key: q.sort_key, descending: q.sort === SORT.desc } : undefined);
const filterOf = (q: UserListQuery): repo.UserFilter => ({ realm: q.realm, admin: q.admin, user_search: q.user_search, name_search: q.name_search, include_out: q.include_out === 1 });

/** GET user_management: one page of users under the filters and the sort arrow (ties by id). */
export async function listUsers(deps: Deps, q: UserListQuery) {
  const { rows, ...total } = await repo.listUsers(deps.db, filterOf(q), q, sortOf(q));
  return { data_list: rows.map(presentUser), ...total, page: q.page, size: q.size };
}

/** GET user_management/xlsx: every user under the same filters and sort, as one sheet. */
export async function exportUsers(deps: Deps, q: UserListQuery, reply: FastifyReply) {
  const rows = (await repo.allUsers(deps.db, filterOf(q), EXPORT_LIMIT, sortOf(q))).map(presentUser);
  return sendXlsx(reply, { ascii: 'users.xlsx', korean: '사용자목록.xlsx' }, [
    {
      name: '사용자',
      columns: [
        { header: '번호', key: 'id', width: 8 },
        { header: '구분', key: 'kind', width: 14 },
        { header: '이메일', key: 'email', width: 30 },
        { header: '이름', key: 'name', width: 16 },
        { header: '레벨', key: 'level', width: 6 },
        { header: '담당 과목', key: 'class_type', width: 12 },
        { header: '경고 점수', key: 'warning_point', width: 10 },
        { header: '포인트', key: 'point', width: 10 },
        { header: '알림', key: 'alarm', width: 6 },
        { header: '가입일', key: 'create_time', width: 20 },
        { header: '탈퇴일', key: 'out_at', width: 20 },
      ],
      rows: rows.map((r) => ({
        ...r,
        kind: `${r.realm === 'staff' ? '직원' : '고객'} · ${accountKindLabel(r)}`,
        class_type: r.realm === 'staff' ? classTypeLabel(r.class_type) : '',
        alarm: r.alarm ? '켬' : '끔',
        create_time: formatDateTime(r.create_time),
        out_at: r.out_at ? formatDateTime(r.out_at) : '',
      })),
    },
  ]);
}

/** GET user_manage: one page of active staff accounts with their latest level or subject change. */
export async function listPermissions(deps: Deps, q: z.output<typeof PermissionListQuerySchema>) {
  const { rows, ...total } = await repo.listPermissions(deps.db, { admin: q.admin, user_search: q.user_search, name_search: q.name_search }, q, sortOf(q));
  return { data_list: rows.map(presentPermission), ...total, page: q.page, size: q.size };
}

/** GET user_management_detail: the user's row, audit trail, warnings, points, notes (newest first), work per month and exams. */
export async function getUserDetail(deps: Deps, user: AuthUser, id: number) {
  const row = await requireUser(deps.db, user, id, 'account.read');
  const [history, warnings, points, notes, work, exams] = await Promise.all([
    repo.historyOf(deps.db, id),
    repo.warningsOf(deps.db, id),
    repo.pointsOf(deps.db, id),
    repo.notesOf(deps.db, id),
    repo.workOf(deps.db, id),
    repo.examsOf(deps.db, id, USER_EXAMS_LIMIT),
  ]);
  return {
    data: presentUser(row),
    history: withIsoTime(history),
    warnings: withIsoTime(warnings),
    points: withIsoTime(points),
    notes: withIsoTime(notes),
    work,
    exams: exams.map((e) => ({ ...e, update_time: e.update_time.toISOString() })),
  };
}

const LAST_MASTER = '다른 계정을 먼저 마스터로 지정하세요.';

/** Whether the account is the only active master left (read under lockMasters). */
async function isLastMaster(tx: DbOrTx, row: repo.UserRecord): Promise<boolean> {
  if (row.realm !== 'staff' || row.level !== LEVEL.master || row.out_at) return false;
  return (await repo.countActiveMasters(tx)) <= 1;
}

/**
 * PUT user/level: the master sets a staff member's level. The account's sessions end at once (its token version
 * is raised), the change is written to its audit trail and the person is notified. The last master is never
 * lowered (409 naming body.level). The same level again changes nothing.
 */
export function setUserLevel(deps: Deps, user: AuthUser, body: z.output<typeof UserLevelBodySchema>) {
  return deps.db.transaction(async (tx) => {
    await repo.lockMasters(tx);
    const row = await lockAccount(tx, user, body.id, 'account.setPermission', 'body.id');
    if (row.level === body.level) return {};
    if (body.level < LEVEL.master && (await isLastMaster(tx, row))) throw conflict(`마지막 마스터의 레벨은 낮출 수 없습니다. ${LAST_MASTER}`, 'body.level');
    await changeLevel(tx, { uid: row.id, level: body.level as Level });
    await repo.insertHistory(tx, { user_id: row.id, field: 'level', from_value: String(row.level), to_value: String(body.level), changed_by: user.uid });
    await notify(tx, {
      user_id: row.id,
      kind: 'level',
      title: '권한이 변경되었습니다',
      body: `${levelLabel(row.level)}에서 ${levelLabel(body.level)}(으)로 바뀌었습니다. 다시 로그인하면 새 권한으로 일할 수 있습니다.`,
      link: '/admin/dashboard',
    });
    return {};
  });
}

/** PUT user/class_type: the master sets a staff member's subject (or none), written to the audit trail. */
export function setUserClassType(deps: Deps, user: AuthUser, body: z.output<typeof UserClassTypeBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const row = await lockAccount(tx, user, body.id, 'account.setPermission', 'body.id');
    if (row.class_type === body.class_type) return {};
    await repo.setClassType(tx, row.id, body.class_type);
    const text = (v: number | null) => (v === null ? null : String(v));
    await repo.insertHistory(tx, { user_id: row.id, field: 'class_type', from_value: text(row.class_type), to_value: text(body.class_type), changed_by: user.uid });
    return {};
  });
}

/**
 * PUT user/out/{id}: withdraws an account through the account machine (audit row in transition_log; 409 for
 * an account withdrawn already or the last master). It can no longer sign in and every token it holds stops
 * working on the next request (out_at set and token version raised in one statement).
 */
export function withdrawUser(deps: Deps, user: AuthUser, id: number) {
  return deps.db.transaction(async (tx) => {
    await repo.lockMasters(tx);
    const row = await lockAccount(tx, user, id, 'account.withdraw');
    const from = accountStateOf(row);
    const to = await applyTransition({
      tx,
      machine: accountMachine,
      entity: ENTITY,
      entityId: row.id,
      current: from,
      event: { type: 'WITHDRAW', lastMaster: await isLastMaster(tx, row) },
      userId: user.uid,
      label: accountLabel,
      guardAnswers: { notLastMaster: () => conflict(`마지막 마스터는 탈퇴 처리할 수 없습니다. ${LAST_MASTER}`) },
    });
    await withdrawAccount(tx, { uid: row.id });
    await repo.insertHistory(tx, { user_id: row.id, field: 'out', from_value: from, to_value: to, changed_by: user.uid });
    return {};
  });
}

/** PUT user/detail: an administrator's note on a user. */
export function addUserNote(deps: Deps, user: AuthUser, body: z.output<typeof UserNoteBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const row = await lockAccount(tx, user, body.id, 'account.manage', 'body.id');
    return { id: await repo.insertNote(tx, { user_id: row.id, note: body.note, written_by: user.uid }) };
  });
}

/** POST user/warning: a warning with points and a reason; the user's sum grows and they are notified. */
export function warnUser(deps: Deps, user: AuthUser, body: z.output<typeof UserWarningBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const row = await lockAccount(tx, user, body.user_id, 'account.manage', 'body.user_id');
    const warning = await repo.addWarning(tx, { user_id: row.id, warning_point: body.warning_point, reason: body.reason, given_by: user.uid });
    await notify(tx, { user_id: row.id, kind: 'warning', title: `경고 ${body.warning_point}점을 받았습니다 (누적 ${warning.warning_point}점)`, body: body.reason });
    return warning;
  });
}

/**
 * PUT point_give: gives points (or takes them back with a negative number) with a reason; the balance never goes
 * below 0 (409 naming body.point, nothing changed). The user is notified.
 */
export function givePoints(deps: Deps, user: AuthUser, body: z.output<typeof PointGiveBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const row = await lockAccount(tx, user, body.user_id, 'account.manage', 'body.user_id');
    const moved = await movePoints(tx, { user_id: row.id, point: body.point, reason: body.reason, given_by: user.uid });
    if (!moved) throw conflict(`포인트가 부족합니다. 현재 ${row.point.toLocaleString('ko-KR')}점에서 ${(-body.point).toLocaleString('ko-KR')}점을 회수할 수 없습니다.`, 'body.point');
    const amount = Math.abs(body.point).toLocaleString('ko-KR');
    await notify(tx, { user_id: row.id, kind: 'point', title: body.point > 0 ? `포인트 ${amount}점을 받았습니다` : `포인트 ${amount}점이 회수되었습니다`, body: body.reason });
    return moved;
  });
}
