/**
 * The visitors' sample test (issue 12, point 5): assembles a short test from the in-use samples of a school
 * level, grade and subject, shuffled by a seed, and grades answers against the stored answers. Nothing is
 * written; answers never leave the server before grading, and grading reveals answers only for a whole test the
 * choice and seed assemble (never for a question sent on its own or one the test does not hold).
 */
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { SampleTestGradeBodySchema, SampleTestGradeReply, SampleTestIdentity, SampleTestQuerySchema, SampleTestReply, SampleTestUnit } from '../../../src/api/public';
import { INT4_MAX } from '../../../src/api/http';
import { SAMPLE_TEST_MESSAGES } from '../../../src/api/public';
import { gradeAnswer, isAnswered, isGradable, pickShuffled, rightAnswer, scoreOf } from '../../../src/features/public/sample-test.rules';
import type { Deps } from '../../core/deps';
import { badRequest } from '../../core/errors';
import * as repo from './sample-test.repository';

type Query = z.output<typeof SampleTestQuerySchema>;
type GradeBody = z.output<typeof SampleTestGradeBodySchema>;

/**
 * Each question served once: a bank question linked from several samples, or the same question entered in
 * several exams (same passage, text and choices), keeps its first sample.
 */
function oncePerQuestion<R extends { question_id: number; shown_key: string }>(rows: R[]): R[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const keys = [`q${r.question_id}`, `k${r.shown_key}`];
    if (keys.some((k) => seen.has(k))) return false;
    keys.forEach((k) => seen.add(k));
    return true;
  });
}

/** The samples of the test a choice, count and seed assemble, in test order, with their bank questions. */
async function assemble(db: Deps['db'], test: SampleTestIdentity) {
  const candidates = oncePerQuestion((await repo.listServableSamples(db, test)).filter(isGradable));
  const picked = pickShuffled(
    candidates.map((c) => c.id),
    test.seed,
    test.count,
  );
  return { picked, bySample: new Map(candidates.map((c) => [c.id, c])) };
}

/** A test of up to `count` servable samples, in the order the seed gives; no answers in it. */
export async function getSampleTest({ db }: Deps, query: Query): Promise<SampleTestReply> {
  const seed = query.seed ?? randomInt(0, INT4_MAX);
  const { picked, bySample } = await assemble(db, { ...query, seed });
  const questionIds = picked.map((id) => bySample.get(id)!.question_id);
  const [texts, choices] = await Promise.all([repo.questionTexts(db, questionIds), repo.questionChoices(db, questionIds)]);
  const textOf = new Map(texts.map((t) => [t.id, t]));
  return {
    seed,
    questions: picked.map((id) => {
      const questionId = bySample.get(id)!.question_id;
      const text = textOf.get(questionId)!;
      return {
        id,
        question_type: text.question_type,
        content: text.content,
        passage: text.passage ?? null,
        choices: choices.filter((c) => c.question_id === questionId).map((c) => ({ choice_index: c.choice_index, content: c.content })),
      };
    }),
  };
}

/**
 * Grades a whole test: the test is assembled again from its choice and seed, every one of its questions must have an
 * answer (400 naming body.answers otherwise) and no other question may (400 naming that answer's id); then each
 * answer is graded against its question's stored answer, and the right answers and units are shown.
 */
export async function gradeSampleTest({ db }: Deps, body: GradeBody): Promise<SampleTestGradeReply> {
  const { picked } = await assemble(db, body.test);
  const inTest = new Set(picked);
  const ids = body.answers.map((a) => a.id);
  const stranger = ids.findIndex((id) => !inTest.has(id));
  if (stranger >= 0) throw badRequest(`body.answers.${stranger}.id`, `body.answers.${stranger}.id: ${SAMPLE_TEST_MESSAGES.notInTest}`);
  if (ids.length !== picked.length) throw badRequest('body.answers', `body.answers: ${SAMPLE_TEST_MESSAGES.wholeTest}`);
  const found = new Map((await repo.findServableSamples(db, ids)).filter(isGradable).map((r) => [r.id, r]));
  const rows = ids.map((id) => found.get(id)!);
  const paths = await repo.categoryPaths(
    db,
    rows.flatMap((r) => [r.chapter_id, r.category_id].filter((c): c is number => c !== null)),
  );
  const unitOf = (r: (typeof rows)[number]): SampleTestUnit | null => {
    const chapter = r.chapter_id === null ? undefined : paths.get(r.chapter_id);
    if (chapter) return { kind: 'chapter', names: chapter };
    const type = r.category_id === null ? undefined : paths.get(r.category_id);
    return type ? { kind: 'type', names: type } : null;
  };
  const results = body.answers.map((a, i) => ({
    id: a.id,
    correct: gradeAnswer(rows[i], a.answer),
    answered: isAnswered(a.answer),
    answer: rightAnswer(rows[i]),
    unit: unitOf(rows[i]),
  }));
  return { results, score: scoreOf(results) };
}
