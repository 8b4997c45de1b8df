/**
 * The one place the exam machine (src/machines/exam.machine.ts) is applied to a stored exam subject, for
 * every area that moves an exam (question-bank, review, error-reports): lock the row, rebuild the machine's
 * snapshot from its state columns and its returned-question flags, add the facts read from the database
 * (completeness, who classifies), send the event, and write every state column, the return marks and one
 * audit row per region that moved, all in the caller's transaction. A refused event changes nothing and
 * answers by its first failing guard (a missing reason is 400 on the reason field, an admin action 403)
 * or, when the state does not take the event, 409 naming the state and the event.
 */
import { transition } from 'xstate';
import { ADMIN_CHECK_EVENTS } from '../../src/machines/admin-check.machine';
import { examSubjectColumns, MID_ENTRY_REVIEW_EVENTS, WRITER_EVENTS } from '../../src/machines/exam-subject.machine';
import { EVENT_REGION, EXAM_REGIONS, examMachine, examRegionLabel, examSnapshotOf, type ExamEvent, type ExamEventType, type ExamFacts, type ExamValue } from '../../src/machines/exam.machine';
import { refusalOf } from '../../src/machines/lifecycle';
import { REJECTION_STATE } from '../../src/machines/rejection.machine';
import type { DbOrTx } from '../core/db';
import { AppError, badRequest, conflict, forbidden, notFound } from '../core/errors';
import { recordTransition } from '../core/transitions';
import { notify } from './notifications';
import * as repo from './exam-subjects.repository';

export type { ExamSubjectRow } from './exam-subjects.repository';

/** An exam event to apply to one stored exam subject. */
export interface ExamTransitionRequest {
  /** The exam subject. */
  id: number;
  /** The event with the facts the caller knows (reason, adminActions from the policy); completeness and who classifies are read here. */
  event: ExamEvent;
  /** Who sends it (audit rows; the staff member an unassigned exam is taken by). */
  actor: { uid: number };
  /** The caller's record-level permission check on the locked row (403 before the machine is asked). */
  authorize?: (row: repo.ExamSubjectRow) => void;
  /** Facts the caller reads from the locked row (e.g. whether the actor may use admin actions, by its policy). */
  facts?: (row: repo.ExamSubjectRow) => ExamFacts;
  /** The request field a missing reason is reported on (400). */
  reasonField?: string;
  /** The shared passage whose own mark follows a MARK_RETURN or CANCEL_RETURN of its questions. */
  headId?: number;
}

/** The stored states after an applied event, and the rejection region's state while the author fixes (else null). */
export interface ExamTransitionResult {
  id: number;
  state: number;
  admin_check: number;
  rejection: string | null;
}

/** Events whose guards need every question complete. */
const COMPLETENESS_EVENTS: readonly ExamEventType[] = ['ENTER_DONE', 'REVIEW_PASS', 'CLASS_DONE'];
/** Events that give an exam back to its writer, who is notified (issue 8: alarms). */
const RETURNING_EVENTS: readonly ExamEventType[] = ['REJECT', 'RETURN'];
/** Events by which a reviewer takes an unassigned exam. */
const REVIEWER_EVENTS: readonly ExamEventType[] = [...ADMIN_CHECK_EVENTS, ...MID_ENTRY_REVIEW_EVENTS];

const reasonOf = (event: ExamEvent): string | null => ('reason' in event && event.reason?.trim()) || null;

/** The columns an event sets besides the states: who takes the exam, the return count, the exclusion reason. */
function effects(row: repo.ExamSubjectRow, event: ExamEvent, uid: number): Partial<repo.ExamSubjectRow> {
  const values: Partial<repo.ExamSubjectRow> = {};
  if ((WRITER_EVENTS as readonly string[]).includes(event.type) && row.user_id === null) values.user_id = uid;
  if (REVIEWER_EVENTS.includes(event.type) && row.admin_id === null) values.admin_id = uid;
  if (event.type === 'REJECT' || event.type === 'RETURN') values.return_count = row.return_count + 1;
  if (event.type === 'TAKE_CLASS') values.teacher_id = uid;
  if (event.type === 'EXCLUDE') values.exclude = reasonOf(event);
  if (event.type === 'INCLUDE') values.exclude = null;
  return values;
}

/** "1번(난이도, 문제유형), 3번(...)". */
const questionList = (items: Array<{ question_index: number; missing?: string[] }>) => items.map((q) => `${q.question_index}번${q.missing ? `(${q.missing.join(', ')})` : ''}`).join(', ');

/** The state of every region, for a 409. */
const describe = (value: ExamValue) => EXAM_REGIONS.map((r) => `${r} ${value[r]} (${examRegionLabel(r, value[r])})`).join(' · ');

interface RefusalFacts {
  event: ExamEvent;
  value: ExamValue;
  reasonField: string;
  incomplete: Array<{ question_index: number; missing: string[] }>;
  returned: Array<{ question_index: number; return_done: boolean }>;
}

/** The answer to the first failing guard. */
const GUARD_ANSWERS: Record<string, (f: RefusalFacts) => AppError> = {
  hasReason: (f) => badRequest(f.reasonField, `${f.reasonField}: 사유를 입력하세요.`),
  mayUseAdminActions: () => forbidden('강제 통과와 최종 확인은 관리자만 할 수 있습니다.'),
  hasMarkedQuestion: () => conflict('반려할 문항을 하나 이상 표시하세요.'),
  everyReturnedFixed: (f) => conflict(`반려된 문항의 수정 완료 표시가 필요합니다: ${questionList(f.returned.filter((r) => !r.return_done))}`),
  isComplete: (f) =>
    conflict(`${f.event.type === 'CLASS_DONE' ? '분류가 끝나지 않은 문항이 있습니다' : '미완성 문항이 있어 입력을 완료할 수 없습니다'}: ${questionList(f.incomplete)}`),
  notTakenByOther: () => conflict('이미 다른 직원이 분류 중인 시험입니다.'),
  namesQuestions: () => badRequest('body.id', 'body.id: 반려할 문항을 고르세요.'),
  namesMarkedQuestion: () => conflict('반려 표시된 문항이 아닙니다.', 'body.id'),
  isPendingQuestion: () => conflict('반려된 문항이 아니거나 이미 수정 완료로 표시된 문항입니다.', 'body.id'),
};

/**
 * Applies one exam event inside the caller's transaction (see the file comment); throws 400/403/404/409
 * leaving everything unchanged.
 */
export async function applyExamEvent(tx: DbOrTx, req: ExamTransitionRequest): Promise<ExamTransitionResult> {
  const row = await repo.lockExamSubjectRow(tx, req.id);
  if (!row) throw notFound('시험 과목');
  req.authorize?.(row);
  const returnedRows = await repo.returnedQuestionsOf(tx, row.id);
  const returned = Object.fromEntries(returnedRows.map((r) => [String(r.id), r.return_done]));
  const incomplete = COMPLETENESS_EVENTS.includes(req.event.type) ? await repo.incompleteQuestionsOf(tx, row) : [];
  const event = {
    ...req.event,
    ...req.facts?.(row),
    ...(COMPLETENESS_EVENTS.includes(req.event.type) ? { complete: incomplete.length === 0 } : {}),
    ...(req.event.type === 'TAKE_CLASS' ? { takenByOther: row.teacher_id !== null && row.teacher_id !== req.actor.uid } : {}),
  } as ExamEvent;

  const snapshot = examSnapshotOf(row, returned);
  const from = snapshot.value as ExamValue;
  const refusal = refusalOf(snapshot, event);
  if (refusal) {
    const answer = refusal.kind === 'guard' ? GUARD_ANSWERS[refusal.guards[0]] : undefined;
    if (answer) throw answer({ event, value: from, reasonField: req.reasonField ?? 'body.reason', incomplete, returned: returnedRows });
    throw conflict(`현재 상태 ${describe(from)}에서는 ${event.type} 요청을 처리할 수 없습니다.`);
  }
  const [next] = transition(examMachine, snapshot, event);
  const to = next.value as ExamValue;

  const values: Partial<repo.ExamSubjectRow> = { ...effects(row, event, req.actor.uid) };
  if (from.examSubject !== to.examSubject) Object.assign(values, examSubjectColumns(to.examSubject));
  if (from.adminCheck !== to.adminCheck) values.admin_check = Number(to.adminCheck);
  const stored = Object.keys(values).length ? await repo.writeExamSubject(tx, row, values) : { id: row.id, state: row.state, admin_check: row.admin_check };

  await writeMarks(tx, row.id, { before: snapshot.context.returned, after: next.context.returned, event, headId: req.headId, cleared: from.rejection !== to.rejection && to.rejection === REJECTION_STATE.none.value });
  await recordTransition(
    tx,
    ...EXAM_REGIONS.filter((r) => from[r] !== to[r] || EVENT_REGION[event.type] === r).map((r) => ({
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
  if (RETURNING_EVENTS.includes(event.type) && row.user_id !== null && row.user_id !== req.actor.uid) {
    await notify(tx, { user_id: row.user_id, kind: 'exam_returned', title: `시험이 반려되었습니다: ${row.name}`, body: reasonOf(event) ?? '', link: `/exam/admin-question-edit?id=${row.id}` });
  }
  const fixing = to.rejection === REJECTION_STATE.fixing.value || to.rejection === REJECTION_STATE.ready.value;
  return { ...stored, rejection: fixing ? to.rejection : null };
}

/** Writes the return marks the rejection region's context now holds (and a passage's own mark). */
async function writeMarks(
  tx: DbOrTx,
  examSubjectId: number,
  m: { before: Record<string, boolean>; after: Record<string, boolean>; event: ExamEvent; headId?: number; cleared: boolean },
) {
  const { before, after, event } = m;
  if (event.type === 'MARK_RETURN') await repo.markQuestionsReturned(tx, event.questionIds.map(Number), reasonOf(event)!);
  const removed = Object.keys(before).filter((id) => !(id in after));
  if (removed.length) await repo.unmarkQuestions(tx, removed.map(Number));
  const fixed = Object.keys(after).filter((id) => after[id] && before[id] === false);
  if (fixed.length) await repo.markQuestionsFixed(tx, fixed.map(Number));
  if (m.headId !== undefined && event.type === 'MARK_RETURN') await repo.setHeadReturned(tx, m.headId, reasonOf(event));
  if (m.headId !== undefined && event.type === 'CANCEL_RETURN') await repo.setHeadReturned(tx, m.headId, null);
  if (m.cleared) await repo.clearHeadMarks(tx, examSubjectId);
}

/** Applies one exam event in a transaction of its own. */
export function sendExamEvent(db: DbOrTx, req: ExamTransitionRequest): Promise<ExamTransitionResult> {
  return db.transaction((tx) => applyExamEvent(tx, req));
}
