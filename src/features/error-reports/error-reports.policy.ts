/**
 * Who may do what to which record of error reports and question comments (spec sections 4 and 6): a
 * reported question is hidden below the reviewers who handle reports, and its text in lists below the master;
 * reporting and commenting need the question's exam to be readable; a comment is deleted by its author or an
 * admin; the master's report lists cover every exam without "전체 보기". The server calls `authorize` on
 * every record it loads by id; the screens call it to hide or disable; docs/permissions.md prints these.
 */
import { EXAM_FACTS, EXAM_READERS, EXAM_RELATIONS, NOT_ASSIGNED, type ExamSubjectAccess } from '../../api/exam-subject-access';
import { LEVEL } from '../../api/levels';
import { definePolicy, resource, type Relation } from '../../api/policy';

/** A question as these rules see it: its exam subject, and whether it is reported. */
export interface ReportedQuestionAccess extends ExamSubjectAccess {
  is_reported: boolean;
}

/** A question comment: its author. */
export interface CommentAccess {
  user_id: number | null;
}

const reported = { label: '오류 신고됨', test: (r: { is_reported: boolean }) => r.is_reported };

const question = resource<ReportedQuestionAccess>()({
  label: '문항',
  relations: EXAM_RELATIONS,
  facts: { ...EXAM_FACTS, reported },
  actions: {
    open: {
      description: '오류 신고하기, 문항 댓글 읽기·쓰기, 신고 편집 화면에서 문항 열기 (신고된 문항은 검수자부터)',
      allow: EXAM_READERS,
      denied: NOT_ASSIGNED,
      hide: { fact: 'reported', belowLevel: LEVEL.reviewer, record: '문항' },
    },
  },
});

const listedQuestion = resource<{ is_reported: boolean }>()({
  label: '목록의 문항',
  relations: {},
  facts: { reported },
  actions: {
    show: {
      description: '신고 목록에서 문항 내용 보기 (신고된 문항은 마스터만)',
      allow: [{}],
      denied: '신고된 문항의 내용은 마스터만 볼 수 있습니다.',
      hide: { fact: 'reported', belowLevel: LEVEL.master, record: '문항' },
    },
  },
});

const author: Relation<CommentAccess> = { label: '댓글 작성자', test: (a, r) => r.user_id === a.uid };
const comment = resource<CommentAccess>()({
  label: '문항 댓글',
  relations: { author },
  facts: {},
  actions: {
    delete: {
      description: '댓글 삭제',
      allow: [{ minLevel: LEVEL.adminExternal }, { relations: ['author'] }],
      denied: '자신의 댓글만 삭제할 수 있습니다.',
    },
  },
});

const reports = resource<Record<string, never>>()({
  label: '오류 신고 목록',
  relations: {},
  facts: {},
  actions: {
    seeAll: {
      description: '신고 목록에서 모든 시험 보기 ("전체 보기" 없이도; 나머지는 입력·검수·분류를 맡은 시험)',
      allow: [{ minLevel: LEVEL.master }],
      denied: '자신이 맡은 시험의 신고만 봅니다. "전체 보기"를 켜면 모두 봅니다.',
    },
  },
});

const report = resource<ExamSubjectAccess>()({
  label: '신고된 시험 과목',
  relations: EXAM_RELATIONS,
  facts: EXAM_FACTS,
  actions: {
    handle: {
      description: '신고 처리: 시험별 신고 목록, 신고 읽기·고치기, 해결·취소 (목록의 범위와 달리 어느 시험이든)',
      allow: [{ minLevel: LEVEL.reviewer }],
      denied: '오류 신고는 검수자(레벨 3 이상)가 처리합니다.',
    },
  },
});

/** Error reports' and comments' record-level rules. */
export const ERROR_REPORTS_POLICY = definePolicy('error-reports', { question, listedQuestion, comment, report, reports });
