/**
 * The reviewer workflow's record-level rules (review.policy.ts), table-driven: reviewing from level 3 on
 * one's own or an unassigned exam (any exam from level 4), the admin-type actions from level 4, returning
 * questions from level 3, the author's "fixed" mark while the exam is back with them, the master's lists.
 */
import { describe, expect, it } from 'vitest';
import { examSubjectAccess } from '../../src/api/exam-subject-access';
import type { Actor } from '../../src/api/policy';
import { REVIEW_POLICY as policy } from '../../src/features/review/review.policy';

const who = (uid: number, level: number): Actor => ({ uid, level });
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
const outcome = (d: ReturnType<typeof policy.authorize>) => (d.ok ? 'ok' : d.denial);

type Row = [string, Actor, Parameters<typeof policy.authorize>[2], 'ok' | 'forbidden' | 'state' | 'hidden'];
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
  for (const [action, rows] of table) {
    describe(action, () => {
      it.each(rows)('%s', (_name, actor, record, expected) => {
        expect(outcome(policy.authorize(actor, action, record as never))).toBe(expected);
      });
    });
  }

  it('every declared action has a row in this table', () => {
    const declared = Object.entries(policy.resources).flatMap(([name, res]) => Object.keys(res.actions).map((a) => `${name}.${a}`));
    expect(declared.sort()).toEqual(table.map(([action]) => action).sort());
  });
});
