/**
 * The record-level rules of uploaded test papers (test-papers.policy.ts), table-driven: administrators from
 * level 4 read and review any paper, make a school exam only of an approved one (409, not 403, for the others),
 * and a customer has only their own papers. The record's facts come from the test-paper machine's tags.
 */
import { describe, expect, it } from 'vitest';
import { TEST_PAPERS_POLICY as policy, testPaperAccess } from '../../src/features/test-papers/test-papers.policy';
import { TEST_PAPER_STATE } from '../../src/machines/test-paper.machine';
import { runPolicyTable, who, type PolicyRow } from '../helpers/policy-table';

const uploader = who(7, 0);
const otherCustomer = who(8, 0);
const reviewer = who(31, 3);
const admin = who(41, 4);
const master = who(100, 10);

const paper = (state: number) => testPaperAccess({ user_id: 7, state });
const requested = paper(TEST_PAPER_STATE.requested.code);
const rejected = paper(TEST_PAPER_STATE.rejected.code);
const approved = paper(TEST_PAPER_STATE.approved.code);

type Row = PolicyRow<ReturnType<typeof testPaperAccess>>;
const table: Array<[Parameters<typeof policy.authorize>[1], Row[]]> = [
  [
    'paper.read',
    [
      ['an admin', admin, requested, 'ok'],
      ['the master', master, rejected, 'ok'],
      ['a reviewer (level 3)', reviewer, approved, 'forbidden'],
      ['its uploader', uploader, requested, 'forbidden'],
    ],
  ],
  [
    'paper.review',
    [
      ['an admin', admin, approved, 'ok'],
      ['a reviewer (level 3)', reviewer, requested, 'forbidden'],
      ['its uploader', uploader, rejected, 'forbidden'],
    ],
  ],
  [
    'paper.makeSchoolExam',
    [
      ['an admin, an approved paper', admin, approved, 'ok'],
      ['an admin, a paper waiting for review', admin, requested, 'state'],
      ['an admin, a rejected paper', admin, rejected, 'state'],
      ['a reviewer, an approved paper', reviewer, approved, 'forbidden'],
    ],
  ],
  [
    'paper.seeOwn',
    [
      ['its uploader', uploader, rejected, 'ok'],
      ['another customer', otherCustomer, rejected, 'forbidden'],
      ['an admin (staff see papers through the review calls)', admin, rejected, 'forbidden'],
    ],
  ],
];

describe('test-papers policy', () => {
  it('reads its facts from the machine: only an approved paper is bankable', () => {
    expect([requested, rejected, approved].map((p) => p.bankable)).toEqual([false, false, true]);
  });

  runPolicyTable(policy, table);
});
