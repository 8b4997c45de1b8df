/**
 * Who may do what to which record of the question bank (README "Permissions", spec section 6): exam
 * subjects and what hangs off them (questions, choices, shared passages, files), bank questions as picked
 * into staging exams and samples, and staff work lists. The server services call `authorize` on every record
 * they load by id; the screens call it to hide or disable; docs/permissions.md prints these declarations.
 * Routes whose records have no rule of their own here (curriculum, school and textbook records, exam events,
 * staging exams, samples) are governed by their route-level access alone.
 */
import { EXAM_FACTS, EXAM_READERS, EXAM_RELATIONS, NOT_ASSIGNED, type ExamSubjectAccess } from '../../api/exam-subject-access';
import { LEVEL } from '../../api/levels';
import { definePolicy, resource, type Relation } from '../../api/policy';

/** A question as record-level rules see it: its exam subject, and whether it is reported. */
export interface QuestionAccess extends ExamSubjectAccess {
  is_reported: boolean;
}

/** A work list: whose it is (null asks about any other staff member's list). */
export interface WorkListAccess {
  user_id: number | null;
}

/** Admin levels (4+) act on any exam. */
const ADMIN = LEVEL.adminExternal;
/** Who may change an exam's questions and pages: an admin until it is done, its writer while entering. */
const WRITERS = [
  { minLevel: ADMIN, facts: ['open'] },
  { relations: ['enterer'], facts: ['editable'] },
] as const;

const subject = resource<ExamSubjectAccess>()({
  label: '시험 과목',
  relations: EXAM_RELATIONS,
  facts: EXAM_FACTS,
  actions: {
    read: { description: '시험 과목, 문항 목록, 풀이 기록 읽기', allow: EXAM_READERS, denied: NOT_ASSIGNED },
    manage: {
      description: '시험 과목 수정·삭제·제외, 변형 시험 만들기, 문항 제외',
      allow: [{ minLevel: ADMIN }],
      denied: '시험 관리는 관리자(레벨 4 이상)만 할 수 있습니다.',
    },
    enter: {
      description: '입력 시작·검토 요청·입력 완료 (미배정 시험은 입력을 시작한 직원이 맡음)',
      allow: [{ minLevel: ADMIN }, { relations: ['entererOrFree'] }],
      denied: '다른 직원에게 배정된 시험입니다.',
    },
    editQuestions: {
      description: '문항·선택지·공통 지문 추가, 수정, 삭제',
      allow: WRITERS,
      denied: '이 시험의 문항은 입력 담당자와 관리자만 고칠 수 있습니다.',
      stateDenied: '지금 상태에서는 이 시험의 문항을 고칠 수 없습니다.',
    },
    classify: {
      description: '문항 분류(유형·단원·난이도) 저장',
      allow: [
        { minLevel: ADMIN, facts: ['open'] },
        { relations: ['classifier'], facts: ['classifiable'] },
      ],
      denied: '분류를 맡은 직원만 분류할 수 있습니다.',
      stateDenied: '지금 상태에서는 이 시험을 분류할 수 없습니다.',
    },
    finishClass: {
      description: '분류 완료',
      allow: [{ minLevel: ADMIN }, { relations: ['classifier'] }],
      denied: '분류를 맡은 직원만 완료할 수 있습니다.',
    },
    readFiles: { description: '파일 현황 보기, 시험지·답안지·듣기 파일·페이지 이미지 내려받기', allow: EXAM_READERS, denied: NOT_ASSIGNED },
    editPages: {
      description: '페이지 이미지 추가·삭제',
      allow: WRITERS,
      denied: '이 시험의 페이지 이미지는 입력 담당자와 관리자만 바꿀 수 있습니다.',
      stateDenied: '지금 상태에서는 이 시험의 페이지 이미지를 바꿀 수 없습니다.',
    },
    uploadFiles: {
      description: '시험지·답안지·듣기 파일·교과서 시험지 올리기 (이전 파일을 대체)',
      allow: [{ minLevel: ADMIN }],
      denied: '시험 파일은 관리자(레벨 4 이상)만 올릴 수 있습니다.',
    },
  },
});

const reported = { label: '오류 신고됨', test: (r: { is_reported: boolean }) => r.is_reported };

const question = resource<QuestionAccess>()({
  label: '문항',
  relations: EXAM_RELATIONS,
  facts: { ...EXAM_FACTS, reported },
  actions: {
    read: {
      description: '문항 하나와 그 선택지 읽기 (신고된 문항은 마스터만)',
      allow: EXAM_READERS,
      denied: NOT_ASSIGNED,
      hide: { fact: 'reported', belowLevel: LEVEL.master, record: '문항' },
    },
  },
});

const bankQuestion = resource<{ is_reported: boolean }>()({
  label: '은행 문항',
  relations: {},
  facts: { reported },
  actions: {
    pick: {
      description: '은행 문항을 스테이징 시험이나 샘플에 담기 (신고된 문항은 마스터만)',
      allow: [{}],
      denied: '이 문항을 담을 수 없습니다.',
      hide: { fact: 'reported', belowLevel: LEVEL.master, record: '문항' },
    },
    show: {
      description: '스테이징 시험의 문항 목록에서 문항 내용 보기 (신고된 문항은 마스터만)',
      allow: [{}],
      denied: '신고된 문항의 내용은 마스터만 볼 수 있습니다.',
      hide: { fact: 'reported', belowLevel: LEVEL.master, record: '문항' },
    },
  },
});

const bank = resource<Record<string, never>>()({
  label: '문항 은행',
  relations: {},
  facts: {},
  actions: {
    seeReported: {
      description: '문항 목록·검색·스테이징 목록에서 신고된 문항의 내용 보기',
      allow: [{ minLevel: LEVEL.master }],
      denied: '신고된 문항은 마스터만 볼 수 있습니다.',
    },
  },
});

const self: Relation<WorkListAccess> = { label: '자기 목록', test: (a, r) => r.user_id === a.uid };
const worklist = resource<WorkListAccess>()({
  label: '작업 목록',
  relations: { self },
  facts: {},
  actions: {
    readOf: {
      description: '직원별 입력·분류 목록 보기',
      allow: [{ minLevel: ADMIN }, { relations: ['self'] }],
      denied: '다른 직원의 목록은 관리자만 볼 수 있습니다.',
    },
  },
});

/** The question bank's record-level rules. */
export const QUESTION_BANK_POLICY = definePolicy('question-bank', { subject, question, bankQuestion, bank, worklist });
