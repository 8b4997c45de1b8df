/**
 * Who may do what to which uploaded test paper (README "Permissions": uploaded test papers from level 4,
 * 관리자(외부); spec sections 4 and 7; issue 12): administrators read, download, review and correct any paper,
 * and make a school exam of the question bank only from an approved one (the test-paper machine's `bankable`
 * tag); a customer only ever has their own papers (the list of their papers is scoped to them, and no
 * customer call takes another's paper). The server calls `authorize` on every paper it loads by id; the
 * screens call it to hide or disable; docs/permissions.md prints these declarations.
 */
import { LEVEL } from '../../api/levels';
import { definePolicy, resource, type Relation } from '../../api/policy';
import { testPaperHasTag } from '../../machines/test-paper.machine';

/** A paper as record-level rules see it: its uploader and what its stored state allows. */
export interface TestPaperAccess {
  /** The uploader. */
  user_id: number;
  /** Its state may feed the question bank (approved). */
  bankable: boolean;
}

/** A stored paper (or wire entry) as a record for the policy. */
export function testPaperAccess(row: { user_id: number; state: number }): TestPaperAccess {
  return { user_id: row.user_id, bankable: testPaperHasTag(row.state, 'bankable') };
}

/** Administrators (4+) handle uploaded papers. */
const ADMIN = LEVEL.adminExternal;
const ADMIN_ONLY = '사용자 업로드 시험지는 관리자(레벨 4 이상)만 다룰 수 있습니다.';

const uploader: Relation<TestPaperAccess> = { label: '올린 사람', test: (a, r) => r.user_id === a.uid };

const paper = resource<TestPaperAccess>()({
  label: '사용자 업로드 시험지',
  relations: { uploader },
  facts: { bankable: { label: '승인됨', test: (r) => r.bankable } },
  actions: {
    read: { description: '시험지와 상태 기록 보기, 파일 크기, 파일 내려받기', allow: [{ minLevel: ADMIN }], denied: ADMIN_ONLY },
    review: { description: '승인·반려(사유 필수)·검토 요청으로 되돌리기, 과목 변경', allow: [{ minLevel: ADMIN }], denied: ADMIN_ONLY },
    makeSchoolExam: {
      description: '시험지로 내신 시험 만들기 (시험지마다 한 번)',
      allow: [{ minLevel: ADMIN, facts: ['bankable'] }],
      denied: ADMIN_ONLY,
      stateDenied: '승인된 시험지로만 내신 시험을 만들 수 있습니다.',
    },
    seeOwn: {
      description: '내가 올린 시험지와 그 상태·반려 사유 보기, 변경 확인 (고객)',
      allow: [{ relations: ['uploader'] }],
      denied: '자신이 올린 시험지만 볼 수 있습니다.',
    },
  },
});

/** Uploaded test papers' record-level rules. */
export const TEST_PAPERS_POLICY = definePolicy('test-papers', { paper });
