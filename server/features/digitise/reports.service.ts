/**
 * Use cases of split-error reports and question visits (spec section 4 "Error report issue_status", section 7
 * "AI exam flow"; issue 9 point 8). Reporting flags the question (`divide_error_reported`); solving and
 * cancelling go through the error-report machine and clear the flag when no open report is left. Every record
 * loaded by id is checked with DIGITISE_POLICY (autoExam.report, fixReport, read).
 */
import type { z } from 'zod';
import { EXAM_TYPE } from '../../../src/api/codes';
import type * as api from '../../../src/api/digitise/reports';
import { VISITED_TYPE } from '../../../src/api/digitise/reports';
import { examSubjectAccess, UNASSIGNED_EXAM } from '../../../src/api/exam-subject-access';
import { DIGITISE_POLICY as policy } from '../../../src/features/digitise/digitise.policy';
import { errorReportMachine, ISSUE_STATUS, type ErrorReportEvent } from '../../../src/machines/error-report.machine';
import { labelOf } from '../../../src/machines/lifecycle';
import type { AuthUser } from '../../core/access';
import type { DbOrTx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { badRequest, conflict, notFound } from '../../core/errors';
import { actorOf, assertAllowed } from '../../core/policy';
import { applyTransition } from '../../core/transitions';
import * as repo from './reports.repository';

/** The event a requested issue_status sends: 1 solves, 2 cancels. */
const EVENT_OF_STATUS: Record<number, ErrorReportEvent> = { [ISSUE_STATUS.solved.code]: { type: 'SOLVE' }, [ISSUE_STATUS.cancelled.code]: { type: 'CANCEL' } };
const statusLabel = (s: string) => labelOf(ISSUE_STATUS, Number(s));
/** The question flag each visited type sets, as the manual review sets it. */
const FLAG_OF_VISIT: Record<number, 'visit_q' | 'visit_a'> = { [VISITED_TYPE.question.code]: 'visit_q', [VISITED_TYPE.answer.code]: 'visit_a' };

type Action = 'autoExam.read' | 'autoExam.report' | 'autoExam.fixReport';

/** The exam subject, checked for the caller (404 when missing, the policy's answer when refused). */
async function checkedExam(db: DbOrTx, user: AuthUser, id: number, action: Action, opts: { lock?: boolean; field?: string } = {}) {
  const exam = await repo.findExamSubject(db, id, opts.lock);
  if (!exam) throw notFound('시험 과목', opts.field);
  assertAllowed(policy.authorize(actorOf(user), action, examSubjectAccess(exam)));
  return exam;
}

/**
 * Reports a wrong split on a question of an AI exam: one open report and the question's flag, in one
 * transaction with the question row locked, so that the same user's parallel reports leave exactly one.
 * The exam kind is checked after access, so a refusal never tells what kind of exam it is.
 */
export function reportSplitError(deps: Deps, user: AuthUser, body: z.output<typeof api.SplitReportBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const exam = await checkedExam(tx, user, body.exam_subject_id, 'autoExam.report', { field: 'body.exam_subject_id' });
    if (exam.type !== EXAM_TYPE.ai.code) throw notFound('AI 시험 과목', 'body.exam_subject_id');
    const question = body.question_id !== undefined ? await repo.lockQuestion(tx, { id: body.question_id }) : await repo.lockQuestion(tx, { exam_subject_id: exam.id, question_index: body.question_index! });
    const field = body.question_id !== undefined ? 'body.question_id' : 'body.question_index';
    if (!question || question.exam_subject_id !== exam.id) throw notFound('문항', field);
    if (body.question_index !== undefined && question.question_index !== body.question_index) {
      throw badRequest('body.question_index', `문항 번호(${body.question_index})가 question_id ${question.id}의 번호(${question.question_index})와 다릅니다.`);
    }
    if (await repo.openReportBy(tx, question.id, user.uid)) throw conflict('이 문항에 이미 접수한 분할 오류 신고가 있습니다.', field);
    const errorId = await repo.insertReport(tx, {
      exam_subject_id: exam.id,
      question_id: question.id,
      question_index: question.question_index,
      exam_type: exam.type,
      reason: body.reason,
      user_id: user.uid,
    });
    await repo.setDivideReported(tx, question.id, true);
    return { error_id: errorId, question_id: question.id, question_index: question.question_index };
  });
}

/**
 * Solves (1) or cancels (2) a report through the error-report machine: a closed report answers 409 naming
 * its state and the event, and nothing changes. When the question has no open report left its flag is cleared.
 */
export function closeSplitReport(deps: Deps, user: AuthUser, body: z.output<typeof api.SplitReportCloseBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const report = await repo.lockReport(tx, body.error_id);
    if (!report) throw notFound('분할 오류 신고', 'body.error_id');
    if (report.exam_type !== body.exam_type) throw badRequest('body.exam_type', `exam_type이 신고된 시험의 종류(${report.exam_type})와 다릅니다.`);
    await checkedExam(tx, user, report.exam_subject_id, 'autoExam.fixReport');
    if (report.question_id !== null) await repo.lockQuestion(tx, { id: report.question_id });
    const to = await applyTransition({
      tx,
      machine: errorReportMachine,
      entity: 'divide_error_report',
      entityId: report.id,
      current: String(report.issue_status),
      event: EVENT_OF_STATUS[body.issue_status],
      userId: user.uid,
      label: statusLabel,
    });
    await repo.closeReport(tx, report.id, Number(to), user.uid);
    let stillReported = false;
    if (report.question_id !== null) {
      stillReported = (await repo.openCountOnQuestion(tx, report.question_id)) > 0;
      await repo.setDivideReported(tx, report.question_id, stillReported);
    }
    return { error_id: report.id, issue_status: Number(to), divide_error_reported: stillReported };
  });
}

/**
 * The reports of one exam subject (or one of its questions), or the report screen's list: reviewers and
 * administrators see every report (they may read any exam, EXAM_READERS), others the reports on exams
 * assigned to them and their own.
 */
export async function listSplitReports(deps: Deps, user: AuthUser, q: z.output<typeof api.SplitReportQuerySchema>) {
  const actor = actorOf(user);
  let exam: Awaited<ReturnType<typeof repo.findExamSubject>> = null;
  let scope: ReturnType<typeof repo.ownReports>[] = [];
  if (q.exam_subject_id !== undefined) exam = await checkedExam(deps.db, user, q.exam_subject_id, 'autoExam.read', { field: 'query.exam_subject_id' });
  else if (!policy.allows(actor, 'autoExam.read', UNASSIGNED_EXAM)) scope = [repo.ownReports(user.uid)];
  const { rows, total } = await repo.listReports(deps.db, q, scope);
  return {
    data_list: rows.map(repo.presentReport),
    total,
    page: q.page,
    size: q.size,
    exam: exam && { id: exam.id, name: exam.name, type: exam.type, user_id: exam.user_id, admin_id: exam.admin_id, teacher_id: exam.teacher_id, state: exam.state, excluded_state: exam.excluded_state },
  };
}

/** Records that the user has seen a question (visited_type 1) or its answer (2), and sets visit_q / visit_a. */
export function markVisited(deps: Deps, user: AuthUser, q: z.output<typeof api.QuestionVisitQuerySchema>) {
  return deps.db.transaction(async (tx) => {
    const question = await repo.findQuestion(tx, q.id);
    if (!question) throw notFound('문항', 'query.id');
    await checkedExam(tx, user, question.exam_subject_id, 'autoExam.read');
    const row = await repo.upsertVisit(tx, question.id, user.uid, q.visited_type);
    await repo.setVisitFlag(tx, question.id, FLAG_OF_VISIT[q.visited_type]);
    return { question_id: question.id, visited_type: row.visited_type, visit_time: row.visit_time.toISOString() };
  });
}

/** Per question of an exam subject, the visited types the user has recorded (empty: unseen). */
export async function visitedCheck(deps: Deps, user: AuthUser, examSubjectId: number) {
  await checkedExam(deps.db, user, examSubjectId, 'autoExam.read');
  return { exam_subject_id: examSubjectId, data_list: await repo.visitsOf(deps.db, examSubjectId, user.uid) };
}
