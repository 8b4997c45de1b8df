/**
 * Use cases of error reports and question comments (spec sections 4, 6, 7): reporting flags the question and
 * its exam; solving and cancelling go through the error-report machine and clear the flags when nothing is
 * left open; reviewers fix the reported question while the report is open.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type * as api from '../../../src/api/error-reports';
import { examSubjectAccess } from '../../../src/api/exam-subject-access';
import { ERROR_REPORTS_POLICY as policy } from '../../../src/features/error-reports/error-reports.policy';
import { errorReportMachine, ISSUE_STATUS, type ErrorReportEvent } from '../../../src/machines/error-report.machine';
import { labelOf } from '../../../src/machines/lifecycle';
import { examSubjects, errorReports } from '../../db/schema/index';
import type { AuthUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import type { DbOrTx } from '../../core/db';
import { conflict, notFound } from '../../core/errors';
import { actorOf, assertAllowed } from '../../core/policy';
import { applyTransition } from '../../core/transitions';
import * as questionsRepo from '../../shared/questions.repository';
import * as repo from './error-reports.repository';

/** The event a requested issue_status sends: 1 solves, 2 cancels. */
const EVENT_OF_STATUS: Record<1 | 2, ErrorReportEvent> = { [ISSUE_STATUS.solved.code]: { type: 'SOLVE' }, [ISSUE_STATUS.cancelled.code]: { type: 'CANCEL' } };
const statusLabel = (s: string) => labelOf(ISSUE_STATUS, Number(s));

/** The list scope: the master sees every exam, others their own unless show-all is on (spec section 6). */
const scopeOf = (user: AuthUser, showAll: boolean) => (showAll || policy.allows(actorOf(user), 'reports.seeAll', {}) ? [] : [repo.ownExams(user.uid)]);
const listed = (user: AuthUser) => (q: { is_reported: boolean }) => policy.allows(actorOf(user), 'listedQuestion.show', q);

/** The question and its exam, checked for the caller: 404 when missing or hidden, 403 when the exam is not theirs. */
async function readableQuestion(db: DbOrTx, user: AuthUser, questionId: number, lock = false) {
  const q = lock ? await repo.lockQuestion(db, questionId) : await questionsRepo.findQuestion(db, questionId);
  if (!q) throw notFound('문항');
  const subject = lock ? await repo.lockExamSubject(db, q.exam_subject_id) : (await db.select().from(examSubjects).where(eq(examSubjects.id, q.exam_subject_id)))[0];
  if (!subject) throw notFound('시험 과목');
  assertAllowed(policy.authorize(actorOf(user), 'question.open', { ...examSubjectAccess(subject), is_reported: q.is_reported }));
  return { question: q, subject };
}

/** The exam subject of a report, checked with `report.handle`. */
async function handledExam(db: DbOrTx, user: AuthUser, examSubjectId: number, lock = false) {
  const subject = lock ? await repo.lockExamSubject(db, examSubjectId) : (await db.select().from(examSubjects).where(eq(examSubjects.id, examSubjectId)))[0];
  if (!subject) throw notFound('시험 과목');
  assertAllowed(policy.authorize(actorOf(user), 'report.handle', examSubjectAccess(subject)));
  return subject;
}

// --- reports ---

/** Reports an error: an open report, and the question and its exam flagged as reported, in one transaction. */
export function reportError(deps: Deps, user: AuthUser, body: z.output<typeof api.ErrorReportBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const { question, subject } = await readableQuestion(tx, user, body.question_id, true);
    if (await repo.openReportBy(tx, question.id, user.uid)) throw conflict('이 문항에 이미 접수한 오류 신고가 있습니다. 그 신고의 내용을 고치세요.', 'body.question_id');
    const errorId = await repo.insertReport(tx, { question_id: question.id, exam_subject_id: subject.id, exam_type: subject.type, content: body.content, user_id: user.uid });
    await repo.setQuestionReported(tx, question.id, true);
    await repo.setExamReported(tx, subject.id, true);
    return { error_id: errorId };
  });
}

/** Exam subjects with open reports (bug_exam). */
export async function errorReportExams(deps: Deps, user: AuthUser, q: z.output<typeof api.ErrorReportExamQuerySchema>) {
  return repo.listErrorReportExams(deps.db, q, scopeOf(user, q.show_all));
}

/** The open (or closed) reports of one exam subject. */
export async function reportsOfExam(deps: Deps, user: AuthUser, examSubjectId: number, open: boolean) {
  await handledExam(deps.db, user, examSubjectId);
  const rows = await repo.reportsOfExam(deps.db, examSubjectId, open);
  return { data_list: rows.map((r) => repo.presentReport(r, listed(user))) };
}

/** Every report, newest first (bug/question_list). */
export async function listReports(deps: Deps, user: AuthUser, q: z.output<typeof api.ErrorReportListQuerySchema>) {
  const page = await repo.listReports(deps.db, q, scopeOf(user, q.show_all));
  return { ...page, data_list: page.data_list.map((r) => repo.presentReport(r, listed(user))) };
}

/** One report with its whole question: reviewers see the reported question they handle. */
export async function getReport(deps: Deps, user: AuthUser, id: number) {
  const row = await repo.findReport(deps.db, id);
  if (!row) throw notFound('오류 신고');
  await handledExam(deps.db, user, row.report.exam_subject_id);
  const { question, subject } = await readableQuestion(deps.db, user, row.report.question_id);
  return { data: repo.presentReport(row, () => true), question: questionsRepo.presentQuestion(question, await questionsRepo.choicesOf(deps.db, [question.id]), subject.subject_code_name) };
}

/** Edits the report text and/or fixes the question (bumping its version), only while the report is open. */
export function editReport(deps: Deps, user: AuthUser, body: z.output<typeof api.ErrorReportEditBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const report = await repo.lockReport(tx, body.error_id);
    if (!report) throw notFound('오류 신고');
    await handledExam(tx, user, report.exam_subject_id);
    if (report.issue_status !== ISSUE_STATUS.open.code) {
      throw conflict(`현재 상태 ${report.issue_status} (${statusLabel(String(report.issue_status))})인 신고는 고칠 수 없습니다. 새 신고를 접수하세요.`);
    }
    let questionVersion: number | null = null;
    if (body.question) {
      const { version, choices, ...fields } = body.question;
      const { question } = await readableQuestion(tx, user, report.question_id, true);
      if (version !== undefined && version !== question.version) {
        throw conflict('다른 사용자가 이 문항을 먼저 고쳤습니다. 새로고침해 최신 내용을 확인한 뒤 다시 고치세요.', 'body.question.version');
      }
      const values = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
      if (Object.keys(values).length || choices?.length) {
        questionVersion = await repo.fixQuestion(tx, question.id, values);
        if (choices) await repo.upsertChoices(tx, question.id, choices);
      } else questionVersion = question.version;
    }
    await tx
      .update(errorReports)
      .set({ ...(body.content === undefined ? {} : { content: body.content }), update_time: new Date() })
      .where(eq(errorReports.id, report.id));
    return { error_id: report.id, question_version: questionVersion };
  });
}

/**
 * Solves (1) or cancels (2) a report through the error-report machine: a closed report answers 409 and
 * nothing changes. When the question (or its exam) has no open report left, its flag is cleared.
 */
export function closeReport(deps: Deps, user: AuthUser, body: z.output<typeof api.ErrorReportDoneBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const report = await repo.lockReport(tx, body.error_id);
    if (!report) throw notFound('오류 신고');
    await repo.lockQuestion(tx, report.question_id);
    await handledExam(tx, user, report.exam_subject_id, true);
    const to = await applyTransition({
      tx,
      machine: errorReportMachine,
      entity: 'question_bug_report',
      entityId: report.id,
      current: String(report.issue_status),
      event: EVENT_OF_STATUS[body.issue_status],
      userId: user.uid,
      reason: body.resolution ?? null,
      label: statusLabel,
    });
    await tx
      .update(errorReports)
      .set({ issue_status: Number(to), resolution: body.resolution ?? report.resolution, solved_by: user.uid, update_time: new Date() })
      .where(eq(errorReports.id, report.id));
    const questionOpen = (await repo.openCount(tx, { question_id: report.question_id })) > 0;
    const examOpen = (await repo.openCount(tx, { exam_subject_id: report.exam_subject_id })) > 0;
    await repo.setQuestionReported(tx, report.question_id, questionOpen);
    await repo.setExamReported(tx, report.exam_subject_id, examOpen);
    return { error_id: report.id, issue_status: Number(to), question_is_reported: questionOpen, exam_is_reported: examOpen };
  });
}

// --- comments ---

export async function comments(deps: Deps, user: AuthUser, questionId: number) {
  await readableQuestion(deps.db, user, questionId);
  return { data_list: await repo.commentsOf(deps.db, questionId) };
}

export async function addComment(deps: Deps, user: AuthUser, body: z.output<typeof api.CommentBodySchema>) {
  await readableQuestion(deps.db, user, body.question_id);
  return repo.insertComment(deps.db, { question_id: body.question_id, user_id: user.uid, content: body.content, tag: body.tag ?? null });
}

/** Deletes a comment: its author or an admin (level 4+); anyone else gets 403. */
export async function removeComment(deps: Deps, user: AuthUser, id: number) {
  const comment = await repo.findComment(deps.db, id);
  if (!comment) throw notFound('댓글');
  assertAllowed(policy.authorize(actorOf(user), 'comment.delete', comment));
  await repo.deleteComment(deps.db, id);
}
