/**
 * The question bank's record-level rules (question-bank.policy.ts), table-driven: for each action, actors of
 * each level and relation against records in each state, and the answer (allowed, or refused as forbidden,
 * state or hidden). Record states are read from the exam machine, as the server reads them.
 */
import { describe, expect, it } from 'vitest';
import { examSubjectAccess, type ExamSubjectAccess } from '../../src/api/exam-subject-access';
import { QUESTION_BANK_POLICY as policy } from '../../src/features/question-bank/question-bank.policy';
import { runPolicyTable, who, type PolicyRow } from '../helpers/policy-table';

/** Staff ids of the table: the exam's enterer (21), reviewer (31), classifier (22); 11 is level 1 with no tie to it. */
const ENTERER = 21;
const REVIEWER = 31;
const CLASSIFIER = 22;
const stranger1 = who(11, 1);
const enterer = who(ENTERER, 1);
const reviewer3 = who(REVIEWER, 3);
const otherReviewer3 = who(32, 3);
const classifier2 = who(CLASSIFIER, 2);
const admin4 = who(41, 4);
const master = who(100, 10);

/** An exam subject with the table's assignees, in a stored state. */
const exam = (state: number, opts: { excluded?: boolean; user_id?: number | null; teacher_id?: number | null } = {}): ExamSubjectAccess =>
  examSubjectAccess({ user_id: opts.user_id === undefined ? ENTERER : opts.user_id, admin_id: REVIEWER, teacher_id: opts.teacher_id === undefined ? CLASSIFIER : opts.teacher_id, state, excluded_state: opts.excluded ? 1 : 0 });
const ENTERING = exam(0);
const WAITING = exam(2);
const UNASSIGNED = exam(2, { user_id: null });
const CLASSIFYING = exam(3);
const DONE = exam(4);
const EXCLUDED = exam(4, { excluded: true });


type Row = PolicyRow<Parameters<typeof policy.authorize>[2]>;
const table: Array<[Parameters<typeof policy.authorize>[1], Row[]]> = [
  [
    'subject.read',
    [
      ['a level-1 stranger', stranger1, ENTERING, 'forbidden'],
      ['its enterer', enterer, ENTERING, 'ok'],
      ['its classifier', classifier2, CLASSIFYING, 'ok'],
      ['any reviewer (level 3)', otherReviewer3, DONE, 'ok'],
      ['the master', master, EXCLUDED, 'ok'],
    ],
  ],
  [
    'subject.readFiles',
    [
      ['a level-1 stranger', stranger1, ENTERING, 'forbidden'],
      ['its enterer', enterer, DONE, 'ok'],
      ['a level-2 stranger', who(12, 2), ENTERING, 'forbidden'],
      ['any reviewer', otherReviewer3, ENTERING, 'ok'],
    ],
  ],
  [
    'subject.editQuestions',
    [
      ['its enterer while entering', enterer, ENTERING, 'ok'],
      ['its enterer once entry is done', enterer, CLASSIFYING, 'state'],
      ['its enterer before entering', enterer, WAITING, 'state'],
      ['a level-1 stranger', stranger1, ENTERING, 'forbidden'],
      ['a reviewer who may read it', reviewer3, ENTERING, 'forbidden'],
      ['an admin before it is done', admin4, CLASSIFYING, 'ok'],
      ['an admin on a done exam', admin4, DONE, 'state'],
      ['the master on an excluded exam', master, EXCLUDED, 'state'],
    ],
  ],
  [
    'subject.editPages',
    [
      ['its enterer while entering', enterer, ENTERING, 'ok'],
      ['its enterer on a done exam', enterer, DONE, 'state'],
      ['a level-1 stranger', stranger1, ENTERING, 'forbidden'],
      ['a level-1 stranger on an unassigned exam', stranger1, UNASSIGNED, 'forbidden'],
      ['an admin while waiting', admin4, WAITING, 'ok'],
      ['an admin on a done exam', admin4, DONE, 'state'],
    ],
  ],
  [
    'subject.classify',
    [
      ['its classifier while it waits for classification', classifier2, CLASSIFYING, 'ok'],
      ['its classifier once done', classifier2, DONE, 'state'],
      ['another classifier', who(23, 2), CLASSIFYING, 'forbidden'],
      ['an admin before done', admin4, CLASSIFYING, 'ok'],
      ['an admin on an excluded exam', admin4, EXCLUDED, 'state'],
    ],
  ],
  [
    'subject.enter',
    [
      ['its enterer', enterer, WAITING, 'ok'],
      ['anyone on an unassigned exam (who then takes it)', stranger1, UNASSIGNED, 'ok'],
      ['a stranger on an assigned exam', stranger1, WAITING, 'forbidden'],
      ['a reviewer on an assigned exam', reviewer3, WAITING, 'forbidden'],
      ['an admin', admin4, WAITING, 'ok'],
    ],
  ],
  [
    'subject.finishClass',
    [
      ['its classifier', classifier2, CLASSIFYING, 'ok'],
      ['another classifier', who(23, 2), CLASSIFYING, 'forbidden'],
      ['an admin', admin4, CLASSIFYING, 'ok'],
    ],
  ],
  [
    'subject.manage',
    [
      ['a reviewer', reviewer3, DONE, 'forbidden'],
      ['an admin', admin4, DONE, 'ok'],
    ],
  ],
  [
    'subject.uploadFiles',
    [
      ['its enterer', enterer, ENTERING, 'forbidden'],
      ['an admin, whatever the state', admin4, DONE, 'ok'],
    ],
  ],
  [
    'question.read',
    [
      ['its enterer', enterer, { ...ENTERING, is_reported: false }, 'ok'],
      ['a level-1 stranger', stranger1, { ...ENTERING, is_reported: false }, 'forbidden'],
      ['its enterer, once reported', enterer, { ...ENTERING, is_reported: true }, 'hidden'],
      ['a level-1 stranger, once reported (hidden wins: existence does not leak)', stranger1, { ...ENTERING, is_reported: true }, 'hidden'],
      ['an admin, once reported', admin4, { ...ENTERING, is_reported: true }, 'hidden'],
      ['the master, once reported', master, { ...ENTERING, is_reported: true }, 'ok'],
    ],
  ],
  [
    'bankQuestion.pick',
    [
      ['an admin, a clean question', admin4, { is_reported: false }, 'ok'],
      ['an admin, a reported question', admin4, { is_reported: true }, 'hidden'],
      ['the master, a reported question', master, { is_reported: true }, 'ok'],
    ],
  ],
  [
    'bankQuestion.show',
    [
      ['an admin, a clean question', admin4, { is_reported: false }, 'ok'],
      ['an admin, a reported question', admin4, { is_reported: true }, 'hidden'],
      ['the master, a reported question', master, { is_reported: true }, 'ok'],
    ],
  ],
  [
    'bank.seeReported',
    [
      ['an admin', admin4, {}, 'forbidden'],
      ['the master', master, {}, 'ok'],
    ],
  ],
  [
    'worklist.readOf',
    [
      ['one’s own list', enterer, { user_id: ENTERER }, 'ok'],
      ['another’s list below admin', enterer, { user_id: CLASSIFIER }, 'forbidden'],
      ['any other list (null) below admin', reviewer3, { user_id: null }, 'forbidden'],
      ['another’s list as admin', admin4, { user_id: ENTERER }, 'ok'],
    ],
  ],
];

describe('question-bank policy', () => {
  runPolicyTable(policy, table);

  it('refusals carry the message the client shows; a hidden record reads as a missing one', () => {
    expect(policy.authorize(stranger1, 'subject.read', ENTERING)).toEqual({ ok: false, denial: 'forbidden', reason: '배정되지 않은 시험입니다.' });
    expect(policy.authorize(enterer, 'subject.editQuestions', DONE)).toMatchObject({ denial: 'state', reason: '지금 상태에서는 이 시험의 문항을 고칠 수 없습니다.' });
    expect(policy.authorize(enterer, 'question.read', { ...ENTERING, is_reported: true })).toEqual({ ok: false, denial: 'hidden', reason: '문항을(를) 찾을 수 없습니다.', record: '문항' });
  });

  it('reads its state facts from the exam machine', () => {
    expect([ENTERING, WAITING, CLASSIFYING, DONE, EXCLUDED].map(({ editable, classifiable, closed }) => ({ editable, classifiable, closed }))).toEqual([
      { editable: true, classifiable: false, closed: false },
      { editable: false, classifiable: false, closed: false },
      { editable: false, classifiable: true, closed: false },
      { editable: false, classifiable: false, closed: true },
      { editable: false, classifiable: false, closed: true },
    ]);
  });
});
