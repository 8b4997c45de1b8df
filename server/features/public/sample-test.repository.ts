/**
 * Queries of the visitors' sample test: the in-use samples linked to usable bank questions (never
 * excluded, never reported, never from an excluded exam subject), their stored answers, their text and
 * choices, and the names of the categories above them.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { examSubjects, questionHeads, questionMultiples, questions, questionSamples } from '../../db/schema';
import type { DbOrTx } from '../../core/db';
import { EXCLUSION } from '../../../src/machines/exam-subject.machine';
import { sampleCodesTagged } from '../../../src/machines/sample.machine';
import { SAMPLE_TEST_QUESTION_TYPES } from '../../../src/api/public';

/** The most candidate samples one test is drawn from: bounds the work of a public call. */
export const CANDIDATE_MAX = 2000;

/** The choices of a question that have text. */
const choiceCount = sql<number>`(select count(*)::int from ${questionMultiples} qm where qm.question_id = ${questions.id} and btrim(qm.content) <> '')`;

/** Samples a visitor may see: in a state tagged `public`, linked to a usable bank question of a type the page can answer. */
function servable(): SQL {
  return and(
    inArray(questionSamples.state, sampleCodesTagged('public')),
    eq(questions.excluded, false),
    eq(questions.is_reported, false),
    eq(examSubjects.excluded_state, EXCLUSION.included),
    inArray(questions.question_type, SAMPLE_TEST_QUESTION_TYPES),
  )!;
}

/**
 * The question as a visitor sees it (passage, text and choices), hashed: two bank questions with the same key
 * (the same item entered in two exams) are one question to a visitor.
 */
const shownKey = sql<string>`md5(coalesce((select qh.content from ${questionHeads} qh where qh.id = ${questions.head_question_id}), '') || chr(1) || ${questions.content} || chr(1) || coalesce((select string_agg(qm.content, chr(1) order by qm.choice_index) from ${questionMultiples} qm where qm.question_id = ${questions.id}), ''))`;

const answerColumns = {
  id: questionSamples.id,
  question_id: questions.id,
  shown_key: shownKey,
  question_type: questions.question_type,
  answer: questions.answer,
  answer_number: questions.answer_number,
  answer_multiple: questions.answer_multiple,
  choice_count: choiceCount,
};

export interface Scope {
  school_type: number;
  grade_id: number;
  subject_type_id: number;
}

/** The servable samples of a school level, grade and subject (the sample's subject and its question's exam alike), by id. */
export function listServableSamples(db: DbOrTx, scope: Scope) {
  return db
    .select(answerColumns)
    .from(questionSamples)
    .innerJoin(questions, eq(questions.id, questionSamples.question_id))
    .innerJoin(examSubjects, eq(examSubjects.id, questions.exam_subject_id))
    .where(
      and(
        servable(),
        eq(questionSamples.subject_type_id, scope.subject_type_id),
        eq(examSubjects.subject_type_id, scope.subject_type_id),
        eq(examSubjects.school_type, scope.school_type),
        eq(examSubjects.grade_id, scope.grade_id),
      ),
    )
    .orderBy(asc(questionSamples.id))
    .limit(CANDIDATE_MAX);
}

/** The given samples where servable, with their stored answers and classification (for grading). */
export function findServableSamples(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ ...answerColumns, chapter_id: questions.chapter_id, category_id: questions.category_id })
    .from(questionSamples)
    .innerJoin(questions, eq(questions.id, questionSamples.question_id))
    .innerJoin(examSubjects, eq(examSubjects.id, questions.exam_subject_id))
    .where(and(servable(), inArray(questionSamples.id, ids)));
}

/** The text of the given questions and the passage each shares, if any. */
export function questionTexts(db: DbOrTx, questionIds: number[]) {
  if (questionIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: questions.id, question_type: questions.question_type, content: questions.content, passage: questionHeads.content })
    .from(questions)
    .leftJoin(questionHeads, eq(questionHeads.id, questions.head_question_id))
    .where(inArray(questions.id, questionIds));
}

/** The choices of the given questions, in order. */
export function questionChoices(db: DbOrTx, questionIds: number[]) {
  if (questionIds.length === 0) return Promise.resolve([]);
  return db
    .select({ question_id: questionMultiples.question_id, choice_index: questionMultiples.choice_index, content: questionMultiples.content })
    .from(questionMultiples)
    .where(inArray(questionMultiples.question_id, questionIds))
    .orderBy(asc(questionMultiples.question_id), asc(questionMultiples.choice_index));
}

/** Category paths are shared (server/shared/category-paths.ts). */
export { categoryPaths } from '../../shared/category-paths';
