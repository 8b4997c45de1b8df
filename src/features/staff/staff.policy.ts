/**
 * Who may do what to which account, pay, work day and calendar event (spec section 6; issue 8; README
 * "Permissions"):
 * - internal administrators (level 5) and the master read every account and act on it (warn, give points,
 *   write a note, withdraw) only when it is below their own level, or, for the master, any account but
 *   their own withdrawal; nobody acts on themself except reading their own record;
 * - only the master sets levels and subjects (class type), of staff accounts; the last master is never
 *   lowered or withdrawn (a rule of the service under a lock, and of the account machine);
 * - a staff member sees their own pay and records their own work days; internal administrators see and
 *   record everyone's;
 * - administrators (level 4 and up) edit the work calendar; every staff member from level 1 reads it.
 * The server calls `authorize` on every record it loads by id; the screens call it to hide buttons.
 */
import { LEVEL } from '../../api/levels';
import { definePolicy, resource, type Actor, type Relation } from '../../api/policy';

/** An account as record-level rules see it. */
export interface AccountAccess {
  id: number;
  realm: 'staff' | 'customer';
  level: number;
  /** Withdrawn (users.out_at set). */
  out: boolean;
}

/** A stored user row as a record for the policy. */
export const accountAccess = (row: { id: number; realm: 'staff' | 'customer'; level: number; out_at: unknown }): AccountAccess => ({ id: row.id, realm: row.realm, level: row.level, out: !!row.out_at });

/** Whose pay or work day. */
export interface OwnedAccess {
  user_id: number;
}

const ADMIN = LEVEL.adminInternal;
const isSelf = (a: Actor, id: number) => a.uid === id;

const self: Relation<AccountAccess> = { label: '본인', test: (a, r) => isSelf(a, r.id) };
const below: Relation<AccountAccess> = { label: '자신보다 낮은 레벨의 다른 계정', test: (a, r) => !isSelf(a, r.id) && (r.realm === 'customer' || r.level < a.level) };
const other: Relation<AccountAccess> = { label: '다른 계정', test: (a, r) => !isSelf(a, r.id) };
const MANAGE_DENIED = '자신보다 낮은 레벨의 다른 계정만 관리할 수 있습니다 (관리자(내부) 이상).';

const account = resource<AccountAccess>()({
  label: '계정',
  relations: { self, below, other },
  facts: {
    active: { label: '탈퇴하지 않음', test: (r) => !r.out },
    staff: { label: '직원 계정', test: (r) => r.realm === 'staff' },
  },
  actions: {
    read: { description: '사용자 상세 보기 (정보, 작업, 경고, 포인트, 메모, 변경 기록, 시험)', allow: [{ minLevel: ADMIN }, { relations: ['self'] }], denied: '사용자 정보는 관리자(내부) 이상만 볼 수 있습니다.' },
    manage: {
      description: '경고 주기, 포인트 지급, 메모 작성',
      allow: [{ minLevel: ADMIN, relations: ['below'], facts: ['active'] }, { minLevel: LEVEL.master, relations: ['other'], facts: ['active'] }],
      denied: MANAGE_DENIED,
      stateDenied: '탈퇴한 계정입니다.',
    },
    withdraw: {
      description: '탈퇴 처리 (그 계정의 모든 세션이 즉시 끝남; 마지막 마스터는 불가)',
      allow: [{ minLevel: ADMIN, relations: ['below'], facts: ['active'] }, { minLevel: LEVEL.master, relations: ['other'], facts: ['active'] }],
      denied: MANAGE_DENIED,
      stateDenied: '이미 탈퇴한 계정입니다.',
    },
    setPermission: {
      description: '레벨·담당 과목 변경 (직원 계정; 마지막 마스터는 낮출 수 없음)',
      allow: [{ minLevel: LEVEL.master, facts: ['staff', 'active'] }],
      denied: '레벨과 담당 과목은 마스터만 바꿀 수 있습니다.',
      stateDenied: '탈퇴하지 않은 직원 계정만 권한을 바꿀 수 있습니다.',
    },
  },
});

const owner: Relation<OwnedAccess> = { label: '본인', test: (a, r) => isSelf(a, r.user_id) };

const pay = resource<OwnedAccess>()({
  label: '급여',
  relations: { owner },
  facts: {},
  actions: {
    read: { description: '월별 급여 내역과 근무일 보기', allow: [{ minLevel: LEVEL.aiReview, relations: ['owner'] }, { minLevel: ADMIN }], denied: '자신의 급여만 볼 수 있습니다.' },
    readAll: { description: '전체 직원의 급여 합계와 엑셀 내보내기', allow: [{ minLevel: ADMIN }], denied: '전체 급여는 관리자(내부) 이상만 볼 수 있습니다.' },
  },
});

const workDay = resource<OwnedAccess>()({
  label: '근무일',
  relations: { owner },
  facts: {},
  actions: {
    write: { description: '근무일과 근무 시간 기록', allow: [{ minLevel: LEVEL.aiReview, relations: ['owner'] }, { minLevel: ADMIN }], denied: '자신의 근무일만 기록할 수 있습니다.' },
  },
});

const calendarEvent = resource<Record<string, never>>()({
  label: '근무 캘린더 일정',
  relations: {},
  facts: {},
  actions: {
    read: { description: '팀과 개인의 일정, 공휴일 보기', allow: [{ minLevel: LEVEL.aiReview }], denied: '근무 캘린더는 레벨 1 이상이 볼 수 있습니다.' },
    edit: { description: '일정 추가·수정·삭제', allow: [{ minLevel: LEVEL.adminExternal }], denied: '일정은 관리자(레벨 4 이상)만 바꿀 수 있습니다.' },
  },
});

/** The staff area's record-level rules. */
export const STAFF_POLICY = definePolicy('staff', { account, pay, workDay, calendarEvent });
