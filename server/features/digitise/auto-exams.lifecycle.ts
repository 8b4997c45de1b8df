/**
 * The one place the AI exam machine (src/machines/auto-exam.machine.ts) is applied to a stored AI exam subject:
 * lock the row, rebuild the snapshot from its state columns (state, ai_state, admin_check) and its returned
 * questions, add the facts read from the database (completeness), send the event, and write every state
 * column, the return marks and one audit row per region that moved, all in the caller's transaction. A refused
 * event changes nothing and answers by its first failing guard (a missing reason 400 on the reason field, an
 * admin-type action 403, incomplete questions 400 listing their missing items) or, when the state does not take
 * the event, 409 naming the state and the event. A rejection notifies the enterer.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { transition } from 'xstate';
import { EXAM_TYPE } from '../../../src/api/codes';
import {
  AUTO_EVENT_REGION,
  AUTO_EXAM_REGIONS,
  autoExamColumns,
  autoExamMachine,
  autoExamSnapshotOf,
  describeAutoExam,
  type AutoExamEvent,
  type AutoExamEventType,
  type AutoExamFacts,
  type AutoExamValue,
} from '../../../src/machines/auto-exam.machine';
import { refusalOf } from '../../../src/machines/lifecycle';
import { REJECTION_STATE } from '../../../src/machines/rejection.machine';
import { examSubjects, questions } from '../../db/schema';
import type { DbOrTx } from '../../core/db';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../core/errors';
import { recordTransition } from '../../core/transitions';
import { notify } from '../../shared/notifications';
import * as shared from '../../shared/exam-subjects.repository';

export type AutoExamRow = shared.ExamSubjectRow;

/** An AI exam event to apply to one stored AI exam subject. */
export interface AutoExamTransitionRequest {
  id: number;
  event: AutoExamEvent;
  actor: { uid: number };
  /** The caller's record-level check on the locked row (403 before the machine is asked). */
  authorize?: (row: AutoExamRow) => void;
  /** Facts the caller reads from the locked row (whether the actor may use admin actions, by the policy). */
  facts?: (row: AutoExamRow) => AutoExamFacts;
  /** The request field a missing reason is reported on (400). */
  reasonField?: string;
  /** The request field the returned questions are named in (400). */
  questionsField?: string;
  /** The shared passage returned with its questions (its own mark is set). */
  headId?: number;
}

/** The stored states after an applied event, and the rejection region while the writer fixes (else null). */
export interface AutoExamTransitionResult {
  id: number;
  state: number;
  ai_state: number;
  admin_check: number;
  rejection: string | null;
}

/** Events whose guards need every question complete. */
const COMPLETENESS_EVENTS: readonly AutoExamEventType[] = ['ENTER_DONE', 'REQUEST'];
const reasonOf = (event: AutoExamEvent): string | null => ('reason' in event && event.reason?.trim()) || null;
const questionList = (items: Array<{ question_index: number; missing?: string[] }>) => items.map((q) => `${q.question_index}번${q.missing ? `(${q.missing.join(', ')})` : ''}`).join(', ');

interface RefusalFacts {
  reasonField: string;
  questionsField: string;
  incomplete: Array<{ question_index: number; missing: string[] }>;
  returned: Array<{ question_index: number; return_done: boolean }>;
}

/** The answer to the first failing guard. */
const GUARD_ANSWERS: Record<string, (f: RefusalFacts) => AppError> = {
  hasReason: (f) => badRequest(f.reasonField, `${f.reasonField}: 사유를 입력하세요.`),
  mayUseAdminActions: () => forbidden('강제 통과와 관리자 확인은 관리자만 할 수 있습니다.'),
  isComplete: (f) => badRequest('body.id', `미완성 문항이 있습니다: ${questionList(f.incomplete)}`),
  everyReturnedFixed: (f) => conflict(`반려된 문항의 수정 완료 표시가 필요합니다: ${questionList(f.returned.filter((r) => !r.return_done))}`),
  namesQuestions: (f) => badRequest(f.questionsField, `${f.questionsField}: 반려할 문항을 고르세요.`),
  isPendingQuestion: () => conflict('반려된 문항이 아니거나 이미 수정 완료로 표시된 문항입니다.', 'query.question_id'),
};

/** Locks an AI exam subject (404 for any other kind of exam subject). */
export async function lockAutoExam(tx: DbOrTx, id: number): Promise<AutoExamRow> {
  const row = await shared.lockExamSubjectRow(tx, id);
  if (!row || row.type !== EXAM_TYPE.ai.code) throw notFound('AI 시험 과목');
  return row;
}

/** Applies one AI exam event inside the caller's transaction (see the file comment). */
export async function applyAutoExamEvent(tx: DbOrTx, req: AutoExamTransitionRequest): Promise<AutoExamTransitionResult> {
  const row = await lockAutoExam(tx, req.id);
  req.authorize?.(row);
  const returnedRows = await shared.returnedQuestionsOf(tx, row.id);
  const returned = Object.fromEntries(returnedRows.map((r) => [String(r.id), r.return_done]));
  const needsCompleteness = COMPLETENESS_EVENTS.includes(req.event.type);
  const incomplete = needsCompleteness ? await shared.incompleteQuestionsOf(tx, row) : [];
  const event = { ...req.event, ...req.facts?.(row), ...(needsCompleteness ? { complete: incomplete.length === 0 } : {}) } as AutoExamEvent;

  const snapshot = autoExamSnapshotOf(row, returned);
  const from = snapshot.value as AutoExamValue;
  const refusal = refusalOf(snapshot, event);
  if (refusal) {
    const answer = refusal.kind === 'guard' ? GUARD_ANSWERS[refusal.guards[0]] : undefined;
    if (answer) throw answer({ reasonField: req.reasonField ?? 'body.reason', questionsField: req.questionsField ?? 'body.question_ids', incomplete, returned: returnedRows });
    throw conflict(`현재 상태 ${describeAutoExam(from)}에서는 ${event.type} 요청을 처리할 수 없습니다.`);
  }
  const [next] = transition(autoExamMachine, snapshot, event);
  const to = next.value as AutoExamValue;

  const values: Partial<AutoExamRow> = { ...autoExamColumns(to) };
  if (event.type === 'ENTER' && row.user_id === null) values.user_id = req.actor.uid;
  if ((event.type === 'APPROVE' || event.type === 'REJECT') && row.admin_id === null) values.admin_id = req.actor.uid;
  if (event.type === 'REJECT') values.return_count = row.return_count + 1;
  if (event.type === 'REJECT' || event.type === 'FORCE') values.ai_reason = reasonOf(event);
  const [stored] = await tx
    .update(examSubjects)
    .set({ ...values, version: row.version + 1, update_time: new Date() })
    .where(eq(examSubjects.id, row.id))
    .returning({ id: examSubjects.id, state: examSubjects.state, ai_state: examSubjects.ai_state, admin_check: examSubjects.admin_check });

  await writeMarks(tx, row.id, snapshot.context.returned, next.context.returned, event, req.headId);
  await recordTransition(
    tx,
    ...AUTO_EXAM_REGIONS.filter((r) => from[r] !== to[r] || AUTO_EVENT_REGION[event.type] === r).map((r) => ({
      machine: r,
      entity: 'exam_subject',
      entityId: row.id,
      event: event.type,
      from: from[r],
      to: to[r],
      reason: reasonOf(event),
      userId: req.actor.uid,
    })),
  );
  if (event.type === 'REJECT' && row.user_id !== null && row.user_id !== req.actor.uid) {
    await notify(tx, { user_id: row.user_id, kind: 'exam_returned', title: `AI 시험이 반려되었습니다: ${row.name}`, body: reasonOf(event) ?? '', link: `/exam/admin-question-edit-ai?id=${row.id}` });
  }
  const fixing = to.rejection === REJECTION_STATE.fixing.value || to.rejection === REJECTION_STATE.ready.value;
  return { ...stored, rejection: fixing ? to.rejection : null };
}

/** Writes the return marks the rejection region's context now holds (and the returned passage's own mark). */
async function writeMarks(tx: DbOrTx, examSubjectId: number, before: Record<string, boolean>, after: Record<string, boolean>, event: AutoExamEvent, headId?: number) {
  if (event.type === 'REJECT') await shared.markQuestionsReturned(tx, event.questionIds.map(Number), reasonOf(event)!);
  const removed = Object.keys(before).filter((id) => !(id in after));
  if (removed.length) {
    await shared.unmarkQuestions(tx, removed.map(Number));
    await shared.clearHeadMarks(tx, examSubjectId);
  }
  const fixed = Object.keys(after).filter((id) => after[id] && before[id] === false);
  if (fixed.length) await shared.markQuestionsFixed(tx, fixed.map(Number));
  if (headId !== undefined && event.type === 'REJECT') await shared.setHeadReturned(tx, headId, reasonOf(event));
}

/** Applies one AI exam event in a transaction of its own. */
export function sendAutoExamEvent(db: DbOrTx, req: AutoExamTransitionRequest): Promise<AutoExamTransitionResult> {
  return db.transaction((tx) => applyAutoExamEvent(tx, req));
}

/** The ids among `ids` that are questions of the exam subject (the rest are refused by the caller). */
export async function questionsOfExam(db: DbOrTx, examSubjectId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: questions.id }).from(questions).where(and(eq(questions.exam_subject_id, examSubjectId), inArray(questions.id, ids)));
  return rows.map((r) => r.id);
}
