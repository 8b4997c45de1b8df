/**
 * Who may do what to which exam in the reviewer workflow (README "Permissions", spec sections 4 and 6):
 * reviewing is from level 3 on the exams a reviewer has taken (or that nobody has), on any exam from level 4;
 * the admin-type actions force skip and admin check are from level 4; returning questions is from level 3;
 * the author marks returned questions fixed; the master sees every reviewed exam without "전체 보기".
 * The server calls `authorize` on every exam it loads by id; the review screens call it to hide or disable;
 * docs/permissions.md prints these declarations.
 */
import { EXAM_FACTS, EXAM_READERS, EXAM_RELATIONS, NOT_ASSIGNED, type ExamSubjectAccess } from '../../api/exam-subject-access';
import { LEVEL } from '../../api/levels';
import { definePolicy, resource } from '../../api/policy';

/** Admin levels (4+) act on any exam. */
const ADMIN = LEVEL.adminExternal;
/** Who reviews an exam: a reviewer (3+) on the exams they took or nobody took, an admin on any. */
const REVIEWERS = [{ minLevel: ADMIN }, { minLevel: LEVEL.reviewer, relations: ['reviewerOrFree'] }] as const;

const exam = resource<ExamSubjectAccess>()({
  label: '시험 과목',
  relations: EXAM_RELATIONS,
  facts: EXAM_FACTS,
  actions: {
    read: { description: '검수 기록(타임라인) 읽기', allow: EXAM_READERS, denied: NOT_ASSIGNED },
    review: {
      description: '보류·재개·승인·반려, 입력 중 검토 요청의 통과·되돌림 (미배정 시험은 처리한 검수자가 맡음)',
      allow: REVIEWERS,
      denied: '다른 검수자가 맡은 시험입니다.',
    },
    adminAction: {
      description: '강제 통과(FORCE_SKIP)·최종 확인(ADMIN_CHECK)',
      allow: [{ minLevel: ADMIN }],
      denied: '강제 통과와 최종 확인은 관리자만 할 수 있습니다.',
    },
    returnQuestions: {
      description: '문항·공통 지문 반려 표시와 취소',
      allow: REVIEWERS,
      denied: '이 시험을 맡은 검수자(레벨 3 이상)와 관리자만 문항을 반려 표시할 수 있습니다.',
    },
    markFixed: {
      description: '반려된 문항의 수정 완료 표시',
      allow: [
        { minLevel: ADMIN, facts: ['editable'] },
        { relations: ['enterer'], facts: ['editable'] },
      ],
      denied: '반려된 시험의 작성자만 수정 완료를 표시할 수 있습니다.',
      stateDenied: '반려되어 입력 중인 시험에서만 수정 완료를 표시할 수 있습니다.',
    },
  },
});

const list = resource<Record<string, never>>()({
  label: '검수 목록',
  relations: {},
  facts: {},
  actions: {
    seeAll: {
      description: '검수 목록에서 모든 검수자의 시험 보기 ("전체 보기" 없이도; 나머지는 자기 시험과 미배정 검수 대기 시험)',
      allow: [{ minLevel: LEVEL.master }],
      denied: '자신이 맡은 시험만 봅니다. "전체 보기"를 켜면 다른 검수자의 시험도 봅니다.',
    },
  },
});

/** The reviewer workflow's record-level rules. */
export const REVIEW_POLICY = definePolicy('review', { exam, list });
