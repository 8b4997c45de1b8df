/**
 * The record-level rules of error reports and question comments (error-reports.policy.ts), table-driven:
 * a reported question hidden below the reviewers (and its text in lists below the master), reporting and
 * commenting on readable exams only, comments deleted by their author or an admin, the master's lists.
 */
import { describe } from 'vitest';
import { examSubjectAccess } from '../../src/api/exam-subject-access';
import { ERROR_REPORTS_POLICY as policy } from '../../src/features/error-reports/error-reports.policy';
import { runPolicyTable, who, type PolicyRow } from '../helpers/policy-table';

const enterer = who(21, 1);
const stranger = who(11, 1);
const reviewer = who(31, 3);
const admin = who(41, 4);
const master = who(100, 10);

const subject = examSubjectAccess({ user_id: 21, admin_id: 31, teacher_id: 22, state: 4, excluded_state: 0 });
const clean = { ...subject, is_reported: false };
const reported = { ...subject, is_reported: true };

type Row = PolicyRow<Parameters<typeof policy.authorize>[2]>;
const table: Array<[Parameters<typeof policy.authorize>[1], Row[]]> = [
  [
    'question.open',
    [
      ['its enterer', enterer, clean, 'ok'],
      ['a level-1 stranger', stranger, clean, 'forbidden'],
      ['its enterer, once reported', enterer, reported, 'hidden'],
      ['a stranger, once reported (hidden, not forbidden)', stranger, reported, 'hidden'],
      ['a reviewer, once reported', reviewer, reported, 'ok'],
    ],
  ],
  [
    'listedQuestion.show',
    [
      ['a reviewer, a clean question', reviewer, { is_reported: false }, 'ok'],
      ['a reviewer, a reported question', reviewer, { is_reported: true }, 'hidden'],
      ['an admin, a reported question', admin, { is_reported: true }, 'hidden'],
      ['the master, a reported question', master, { is_reported: true }, 'ok'],
    ],
  ],
  [
    'comment.delete',
    [
      ['its author', enterer, { user_id: 21 }, 'ok'],
      ['another staff member below admin', reviewer, { user_id: 21 }, 'forbidden'],
      ['an admin', admin, { user_id: 21 }, 'ok'],
      ['anyone below admin on a comment of a removed account', reviewer, { user_id: null }, 'forbidden'],
    ],
  ],
  [
    'report.handle',
    [
      ['a reviewer, on any exam', who(33, 3), subject, 'ok'],
      ['its enterer (level 1)', enterer, subject, 'forbidden'],
    ],
  ],
  [
    'reports.seeAll',
    [
      ['an admin', admin, {}, 'forbidden'],
      ['the master', master, {}, 'ok'],
    ],
  ],
];

describe('error-reports policy', () => {
  runPolicyTable(policy, table);
});
