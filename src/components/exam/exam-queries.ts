/**
 * The exam subject and its questions as every area's screens cache them (question bank, review, error
 * reports): one query key each, so a write in any area refreshes the same entries.
 */
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../api/client';
import * as exams from '../../api/question-bank/exams';
import * as questions from '../../api/question-bank/questions';

/** Cache keys of the shared exam records. */
export const examKeys = {
  subject: (id: number) => ['exam-subject', id] as const,
  questions: (id: number) => ['questions', id] as const,
  lists: ['exam-subjects'] as const,
};

/** One exam subject (exam_subject_id). */
export const examSubjectOptions = (id: number) => queryOptions({ queryKey: examKeys.subject(id), queryFn: () => adminApi(exams.examSubjectGet, { query: { id } }) });

/** The questions of one exam subject (question_subject). */
export const questionsOptions = (id: number) => queryOptions({ queryKey: examKeys.questions(id), queryFn: () => adminApi(questions.questionSubject, { query: { id } }) });
