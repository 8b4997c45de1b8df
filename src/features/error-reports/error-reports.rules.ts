/**
 * Pure rules of error reports and question comments (spec section 4 "Error report issue_status", section 6),
 * shared by the server (error-reports.service.ts) and the screens.
 */
import { LEVEL } from '../../api/levels';
import { canSeeReported } from '../../api/levels';

/** Reviewers (level 3+) handle error reports: lists of reports, the bug editor, solve and cancel. */
export const canHandleReports = (level: number) => level >= LEVEL.reviewer;

/**
 * Whether a question may be opened (its report editor, its comments, a further report on it):
 * a reported question is hidden from everyone below the reviewers who handle reports (spec section 4).
 */
export const canOpenQuestion = (level: number, q: { is_reported: boolean }) => !q.is_reported || canHandleReports(level);

/** Whether a list row may show a question's text: reported questions only for the master (spec section 6). */
export const canShowInList = (level: number, q: { is_reported: boolean }) => !q.is_reported || canSeeReported(level);

/** The author of a comment, or an admin (level 4+), may delete it. */
export const canDeleteComment = (actor: { uid: number; level: number }, comment: { user_id: number | null }) =>
  comment.user_id === actor.uid || actor.level >= LEVEL.adminExternal;

/** Report lists show only the caller's exams (reviewer, enterer or classifier) unless the master asks, or show-all is on. */
export const limitedToOwnExams = (level: number, showAll: boolean) => !canSeeReported(level) && !showAll;
