/**
 * The reviewer workflow's record-level rules (review.policy.ts), table-driven: reviewing from level 3 on
 * one's own or an unassigned exam (any exam from level 4), the admin-type actions from level 4, returning
 * questions from level 3, the author's "fixed" mark while the exam is back with them, the master's lists.
 */
import { describe } from 'vitest';
import { examSubjectAccess } from '../../src/api/exam-subject-access';
import { REVIEW_POLICY as policy } from '../../src/features/review/review.policy';
import { runPolicyTable, who, type PolicyRow } from '../helpers/policy-table';

const author = who(21, 1);
const reviewer = who(31, 3);
const otherReviewer = who(32, 3);
const teacher = who(22, 2);
const admin = who(41, 4);
const master = who(100, 10);

const exam = (state: number, admin_id: number | null = 31) => examSubjectAccess({ user_id: 21, admin_id, teacher_id: 22, state, excluded_state: 0 });
const REVIEWED = exam(3);
const UNTAKEN = exam(3, null);
const REJECTED = exam(0);

type Row = PolicyRow<Parameters<typeof policy.authorize>[2]>;
const table: Array<[Parameters<typeof policy.authorize>[1], Row[]]> = [
  [
    'exam.read',
    [
      ['its author', author, REVIEWED, 'ok'],
      ['a level-1 stranger', who(11, 1), REVIEWED, 'forbidden'],
      ['another reviewer', otherReviewer, REVIEWED, 'ok'],
    ],
  ],
  [
    'exam.review',
    [
      ['its reviewer', reviewer, REVIEWED, 'ok'],
      ['another reviewer', otherReviewer, REVIEWED, 'forbidden'],
      ['any reviewer on an exam nobody took', otherReviewer, UNTAKEN, 'ok'],
      ['a classifier (level 2) on an exam nobody took', teacher, UNTAKEN, 'forbidden'],
      ['an admin on another reviewer’s exam', admin, REVIEWED, 'ok'],
    ],
  ],
  [
    'exam.adminAction',
    [
      ['its reviewer (level 3)', reviewer, REVIEWED, 'forbidden'],
      ['an admin (level 4)', admin, REVIEWED, 'ok'],
      ['the master', master, REVIEWED, 'ok'],
    ],
  ],
  [
    'exam.returnQuestions',
    [
      ['its reviewer', reviewer, REVIEWED, 'ok'],
      ['its author (level 1)', author, REVIEWED, 'forbidden'],
      ['a classifier (level 2)', teacher, UNTAKEN, 'forbidden'],
      ['another reviewer', otherReviewer, REVIEWED, 'forbidden'],
      ['an admin', admin, REVIEWED, 'ok'],
    ],
  ],
  [
    'exam.markFixed',
    [
      ['its author while it is back with them', author, REJECTED, 'ok'],
      ['its author while it is with the reviewers', author, REVIEWED, 'state'],
      ['another staff member', teacher, REJECTED, 'forbidden'],
      ['its reviewer', reviewer, REJECTED, 'forbidden'],
      ['an admin', admin, REJECTED, 'ok'],
    ],
  ],
  [
    'list.seeAll',
    [
      ['a reviewer', reviewer, {}, 'forbidden'],
      ['an admin', admin, {}, 'forbidden'],
      ['the master (without “전체 보기”)', master, {}, 'ok'],
    ],
  ],
];

describe('review policy', () => {
  runPolicyTable(policy, table);
});
