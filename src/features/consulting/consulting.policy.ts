/**
 * Who may do what to a student's consulting records (issue 10; README "Permissions"): a student or parent
 * (customer) only ever reads and changes their own chosen list, mock exams and applications; consultants
 * (administrators, level 4 and up) read every student's records to analyse them and handle applications, and
 * keep the score formulas and cut-offs. The server calls `authorize` on every record it loads by id or by
 * `user_id`; the screens call it to hide what is not allowed.
 */
import { LEVEL } from '../../api/levels';
import { definePolicy, resource, type Relation } from '../../api/policy';

/** A record of one student's (a choice, an exam, an application, or "their list" as a whole). */
export interface StudentRecord {
  user_id: number;
}

/** Consultants: administrators from level 4. */
const CONSULTANT = LEVEL.adminExternal;
const owner: Relation<StudentRecord> = { label: '본인(학생·학부모)', test: (a, r) => a.uid === r.user_id };
const OWN_ONLY = '자신의 컨설팅 기록만 볼 수 있습니다.';

const student = resource<StudentRecord>()({
  label: '학생의 컨설팅 기록 (지원 목록, 모의고사 성적)',
  relations: { owner },
  facts: {},
  actions: {
    read: { description: '지원 목록, 모의고사 성적과 분석, 환산점수 보기', allow: [{ relations: ['owner'] }, { minLevel: CONSULTANT }], denied: OWN_ONLY },
    write: { description: '지원 목록 추가·삭제, 모의고사 성적·답안 입력', allow: [{ relations: ['owner'] }], denied: '자신의 지원 목록과 성적만 바꿀 수 있습니다.' },
  },
});

const application = resource<StudentRecord>()({
  label: '컨설팅 신청',
  relations: { owner },
  facts: {},
  actions: {
    read: { description: '신청 내용과 상태, 보고서 보기', allow: [{ relations: ['owner'] }, { minLevel: CONSULTANT }], denied: OWN_ONLY },
    handle: { description: '상태 변경, 메모, 보고서 작성 (컨설턴트)', allow: [{ minLevel: CONSULTANT }], denied: '컨설팅 신청은 관리자(레벨 4 이상)가 처리합니다.' },
  },
});

const formula = resource<Record<string, never>>()({
  label: '환산 공식·입결',
  relations: {},
  facts: {},
  actions: {
    edit: { description: '대학별 환산 공식과 지난해 입결 추가·수정', allow: [{ minLevel: CONSULTANT }], denied: '환산 공식과 입결은 관리자(레벨 4 이상)가 관리합니다.' },
  },
});

/** The consulting area's record-level rules. */
export const CONSULTING_POLICY = definePolicy('consulting', { student, application, formula });
