/**
 * Who may do what to which record of the AI digitisation flow (spec section 1 "AI-assisted digitisation
 * workflow", section 4 "AI review state", section 6 levels: 1 is the AI-review role). An AI exam subject is an
 * exam subject (EXAM_TYPE.ai) with the same assigned staff as any other, plus its AI review state:
 * administrators (4+) create, upload, split and manage; its enterer completes the questions from their crops,
 * fixes its boxes and sends it to AI review; reviewers (3+, or the assigned reviewer) approve or return it;
 * administrators check it and may force-skip the review with a reason; anyone working on it reports a wrong
 * split. The server calls `authorize` on every record it loads by id; the screens call it to hide or disable;
 * docs/permissions.md prints these declarations.
 */
import { EXAM_FACTS, EXAM_READERS, EXAM_RELATIONS, NOT_ASSIGNED, type ExamSubjectAccess } from '../../api/exam-subject-access';
import { LEVEL } from '../../api/levels';
import { definePolicy, resource } from '../../api/policy';

/** An AI exam subject as record-level rules see it: its assigned staff and its exam-state facts. */
export type AutoExamAccess = ExamSubjectAccess;

/** Admin levels (4+) act on any AI exam. */
const ADMIN = LEVEL.adminExternal;
const ADMIN_ONLY = 'AI 시험 관리는 관리자(레벨 4 이상)만 할 수 있습니다.';

const autoExam = resource<AutoExamAccess>()({
  label: 'AI 시험 과목',
  relations: EXAM_RELATIONS,
  facts: EXAM_FACTS,
  actions: {
    read: { description: 'AI 시험 과목, 분할 이미지, 분할 상태, 문항 보기', allow: EXAM_READERS, denied: NOT_ASSIGNED },
    manage: { description: 'AI 시험 과목 만들기·수정·삭제, 담당자 배정', allow: [{ minLevel: ADMIN }], denied: ADMIN_ONLY },
    split: {
      description: '시험지 올리기와 자동 분할(다시 분할·초기화 포함)',
      allow: [{ minLevel: ADMIN, facts: ['open'] }],
      denied: ADMIN_ONLY,
      stateDenied: '완료된 시험은 다시 분할할 수 없습니다.',
    },
    editBoxes: {
      description: '분할 상자 고치기(이동·크기·추가·삭제·나누기·합치기·번호)',
      allow: [{ minLevel: LEVEL.reviewer, facts: ['open'] }, { relations: ['enterer'], facts: ['open'] }],
      denied: '이 시험의 분할 상자는 입력 담당자와 검수자, 관리자만 고칠 수 있습니다.',
      stateDenied: '완료된 시험의 분할 상자는 고칠 수 없습니다.',
    },
    enter: {
      description: 'AI 시험 입력 시작·문항 입력·입력 완료·AI 검토 요청 (미배정 시험은 시작한 직원이 맡음)',
      allow: [{ minLevel: ADMIN }, { relations: ['entererOrFree'] }],
      denied: '다른 직원에게 배정된 AI 시험입니다.',
    },
    review: {
      description: 'AI 검토: 승인, 문항 반려(사유 필수), 검토 완료',
      allow: [{ minLevel: ADMIN }, { minLevel: LEVEL.reviewer, relations: ['reviewerOrFree'] }],
      denied: '검수 담당자(레벨 3 이상)만 AI 검토를 할 수 있습니다.',
    },
    check: { description: '관리자 확인(허용 처리)과 검토 강제 통과(사유 필수)', allow: [{ minLevel: ADMIN }], denied: ADMIN_ONLY },
    report: { description: '분할 오류 신고 (시험을 맡은 직원 누구나)', allow: EXAM_READERS, denied: NOT_ASSIGNED },
    fixReport: {
      description: '분할 오류 신고 해결·취소',
      allow: [{ minLevel: LEVEL.reviewer }, { relations: ['enterer'] }],
      denied: '분할 오류는 입력 담당자와 검수자(레벨 3 이상)만 처리할 수 있습니다.',
    },
  },
});

/** Whose AI exam list is asked for (GET auto_enter_exam_user?user_id). */
export interface AutoWorkListAccess {
  user_id: number;
}

const autoWorklist = resource<AutoWorkListAccess>()({
  label: 'AI 시험 작업 목록',
  relations: { self: { label: '자기 목록', test: (a, r) => r.user_id === a.uid } },
  facts: {},
  actions: {
    readOf: {
      description: '직원별 AI 시험 목록 보기 (레벨 1은 자기 목록만)',
      allow: [{ minLevel: ADMIN }, { relations: ['self'] }],
      denied: '다른 직원의 AI 시험 목록은 관리자만 볼 수 있습니다.',
    },
  },
});

/** The AI digitisation flow's record-level rules. */
export const DIGITISE_POLICY = definePolicy('digitise', { autoExam, autoWorklist });
