/**
 * How boxes are tied to the exam's questions and passages (digitise area, issue 9 point 2): a question or choice
 * box belongs to the `questions` row of its number and section, a passage box to the `question_heads` row of the
 * questions it covers. After a split the questions follow the paper's reading order (question_index 1..N; rows
 * already at an index keep their entered data); after box edits numbers are matched to the questions they were
 * linked to, and a number no question has yet gets a new question at the end. exam_subjects.question_count is
 * recounted after every change of rows (as the question bank does).
 */
import { and, eq, gt, inArray, max, sql } from 'drizzle-orm';
import { CHOICE_COUNT, QUESTION_TYPE } from '../../../src/api/codes';
import { examSubjects, questionHeads, questionMultiples, questions } from '../../db/schema';
import type { DbOrTx } from '../../core/db';

/** What linking needs of a box. */
export interface BoxKey {
  kind: string;
  number: string;
  section: string;
}

/** A question's number and section as one key ("7|common"). */
export const questionKey = (number: string, section: string) => `${number}|${section}`;

/** The question number a box belongs to: its own, or a choice's ("7.3" -> "7"); null for a passage. */
export function questionNumberOf(box: BoxKey): string | null {
  if (box.kind === 'passage') return null;
  return box.kind === 'choice' ? box.number.split('.')[0] : box.number;
}

/** The first and last question numbers of a passage ("16-17" -> [16, 17]), or null when it does not read so. */
export function passageRange(number: string): [number, number] | null {
  const m = /^(\d+)\s*[-～~]\s*(\d+)$/.exec(number.trim());
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/** The question keys of boxes in the order they first appear, and which of them have choice boxes. */
function keysInOrder(boxes: BoxKey[]): { keys: string[]; withChoices: Set<string> } {
  const keys: string[] = [];
  const seen = new Set<string>();
  const withChoices = new Set<string>();
  for (const box of boxes) {
    const number = questionNumberOf(box);
    if (number === null) continue;
    const k = questionKey(number, box.section);
    if (!seen.has(k)) {
      seen.add(k);
      keys.push(k);
    }
    if (box.kind === 'choice') withChoices.add(k);
  }
  return { keys, withChoices };
}

/** Inserts empty questions at the given indexes (multiple choice ones with five empty choices); returns their ids in order. */
async function insertQuestions(tx: DbOrTx, examSubjectId: number, classType: number, rows: { index: number; choices: boolean }[]): Promise<number[]> {
  if (!rows.length) return [];
  const inserted = await tx
    .insert(questions)
    .values(rows.map((r) => ({ exam_subject_id: examSubjectId, question_index: r.index, class_type: classType, question_type: r.choices ? QUESTION_TYPE.multipleChoice.code : QUESTION_TYPE.subjective.code })))
    .returning({ id: questions.id, choices: questions.question_type });
  const withChoices = inserted.filter((q) => q.choices === QUESTION_TYPE.multipleChoice.code);
  if (withChoices.length) {
    await tx.insert(questionMultiples).values(withChoices.flatMap((q) => Array.from({ length: CHOICE_COUNT }, (_, i) => ({ question_id: q.id, choice_index: i + 1, content: '' }))));
  }
  return inserted.map((q) => q.id);
}

/** Recounts the subject's questions (exam_subjects.question_count). */
async function recount(tx: DbOrTx, examSubjectId: number) {
  await tx
    .update(examSubjects)
    .set({ question_count: sql`(select count(*)::int from questions q where q.exam_subject_id = ${examSubjectId})` })
    .where(eq(examSubjects.id, examSubjectId));
}

/** A question's id and index by its key. */
export type QuestionLinks = Map<string, { id: number; index: number }>;

/**
 * After a split: the questions of the paper in reading order become question_index 1..N. A row already at an
 * index is kept with what was entered in it; missing rows are inserted (multiple choice when the question has
 * choice boxes, else subjective); rows past N are removed.
 */
export async function questionsForSplit(tx: DbOrTx, subject: { id: number; class_type: number }, boxes: BoxKey[]): Promise<QuestionLinks> {
  const { keys, withChoices } = keysInOrder(boxes);
  const existing = await tx.select({ id: questions.id, index: questions.question_index }).from(questions).where(eq(questions.exam_subject_id, subject.id));
  const byIndex = new Map(existing.map((q) => [q.index, q.id]));
  const missing = keys.flatMap((k, i) => (byIndex.has(i + 1) ? [] : [{ index: i + 1, choices: withChoices.has(k) }]));
  const ids = await insertQuestions(tx, subject.id, subject.class_type, missing);
  missing.forEach((m, i) => byIndex.set(m.index, ids[i]));
  await tx.delete(questions).where(and(eq(questions.exam_subject_id, subject.id), gt(questions.question_index, keys.length)));
  await recount(tx, subject.id);
  return new Map(keys.map((k, i) => [k, { id: byIndex.get(i + 1)!, index: i + 1 }]));
}

/**
 * After box edits: each number keeps the question its boxes were linked to (`before`); a number no question
 * has gets a new question after the last one.
 */
export async function questionsForEdit(tx: DbOrTx, subject: { id: number; class_type: number }, boxes: BoxKey[], before: QuestionLinks): Promise<QuestionLinks> {
  const { keys, withChoices } = keysInOrder(boxes);
  const links: QuestionLinks = new Map([...before].filter(([k]) => keys.includes(k)));
  const fresh = keys.filter((k) => !links.has(k));
  if (fresh.length) {
    const [{ last }] = await tx.select({ last: max(questions.question_index) }).from(questions).where(eq(questions.exam_subject_id, subject.id));
    const rows = fresh.map((k, i) => ({ index: (last ?? 0) + i + 1, choices: withChoices.has(k) }));
    const ids = await insertQuestions(tx, subject.id, subject.class_type, rows);
    fresh.forEach((k, i) => links.set(k, { id: ids[i], index: rows[i].index }));
    await recount(tx, subject.id);
  }
  return links;
}

/**
 * The passages of the boxes as question_heads covering their questions' indexes: a head with the same range is
 * kept (with its entered text), others are added, heads no passage box has any more are removed; the covered
 * questions point at their head. Returns the head id of each passage key ("16-17|common").
 */
export async function headsFor(tx: DbOrTx, examSubjectId: number, boxes: BoxKey[], links: QuestionLinks): Promise<Map<string, number>> {
  const wanted = new Map<string, { start: number; end: number }>();
  for (const box of boxes) {
    if (box.kind !== 'passage') continue;
    const range = passageRange(box.number);
    const first = range && links.get(questionKey(String(range[0]), box.section));
    const last = range && links.get(questionKey(String(range[1]), box.section));
    if (first && last) wanted.set(questionKey(box.number, box.section), { start: Math.min(first.index, last.index), end: Math.max(first.index, last.index) });
  }
  const existing = await tx.select({ id: questionHeads.id, start: questionHeads.start_index, end: questionHeads.end_index }).from(questionHeads).where(eq(questionHeads.exam_subject_id, examSubjectId));
  const heads = new Map<string, number>();
  const kept = new Set<number>();
  for (const [k, range] of wanted) {
    let id = existing.find((h) => h.start === range.start && h.end === range.end)?.id;
    if (!id) [{ id }] = await tx.insert(questionHeads).values({ exam_subject_id: examSubjectId, start_index: range.start, end_index: range.end }).returning({ id: questionHeads.id });
    heads.set(k, id);
    kept.add(id);
  }
  const stale = existing.filter((h) => !kept.has(h.id)).map((h) => h.id);
  if (stale.length) await tx.delete(questionHeads).where(inArray(questionHeads.id, stale));
  await tx.update(questions).set({ head_question_id: null }).where(eq(questions.exam_subject_id, examSubjectId));
  for (const [k, id] of heads) {
    const range = wanted.get(k)!;
    await tx
      .update(questions)
      .set({ head_question_id: id })
      .where(and(eq(questions.exam_subject_id, examSubjectId), sql`${questions.question_index} between ${range.start} and ${range.end}`));
  }
  return heads;
}

/** The question and head a box links to. */
export function linkOf(box: BoxKey, links: QuestionLinks, heads: Map<string, number>): { question_id: number | null; head_id: number | null } {
  const number = questionNumberOf(box);
  if (number === null) return { question_id: null, head_id: heads.get(questionKey(box.number, box.section)) ?? null };
  return { question_id: links.get(questionKey(number, box.section))?.id ?? null, head_id: null };
}
