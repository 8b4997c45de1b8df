/**
 * Use cases of a student's mock exams (issue 10 point 5; spec sections 3 and 7 "Consulting"): the list by year,
 * one record with every question's result, the results grouped by the bank's units and types, saving a
 * sitting's scores, grading answers against a bank exam, deleting a sitting; the bank exams to grade against;
 * and the consultants' analysis across students. Every call that names a student (`user_id`, the caller when
 * left out) asks CONSULTING_POLICY 'student.read' or 'student.write' first (403 for another student's).
 *
 * Grading is the server's only: the answers are graded with the contract's one rule (src/api/grading.ts)
 * against the bank's stored answers, and the raw score is computed (src/features/consulting/exams.rules.ts);
 * a graded record's raw score and elective never change through the scores call (409).
 *
 * What a reply shows follows the sitting's lifecycle (src/machines/consulting-sitting.machine.ts): while the sitting
 * is open, the score and, per question, whether the answer was right; the bank's key and classification (KEY_FIELDS)
 * only once the sitting is submitted, for that sitting only. Grading locks the sitting's row and is refused (409)
 * once it is submitted.
 */
import type { z } from 'zod';
import {
  areaInfo,
  bankSubjectTypeOf,
  CHOICE_GROUPS,
  choiceInfo,
  SUBJECT_AREA_CODES,
  type BankExam,
  type BankListQuerySchema,
  type BankSheetQuerySchema,
  type ExamAnalysisQuerySchema,
  type ExamAnswersBodySchema,
  type ExamCategoryQuerySchema,
  type ExamDeleteQuerySchema,
  type ExamDetailReply,
  type ExamListQuerySchema,
  type ExamQuerySchema,
  type ExamRecord,
  type ExamScoresBodySchema,
  type ExamSitting,
  type ExamSubmitBodySchema,
  type GradedSummary,
  type SubjectArea,
} from '../../../src/api/consulting/exams';
import { hasStoredAnswer, rightAnswer } from '../../../src/api/grading';
import { CONSULTING_POLICY as policy } from '../../../src/features/consulting/consulting.policy';
import { CONSULTING_SITTING_INITIAL, CONSULTING_SITTING_STATE, consultingSittingHasTag, consultingSittingMachine } from '../../../src/machines/consulting-sitting.machine';
import {
  analysisCategories,
  answerShapeIssue,
  choiceLabel,
  decodeAnswer,
  distributions,
  gradeSheet,
  groupByCategory,
  maxPointsOf,
  pointsOf,
  scoreText,
  storedQuestionType,
  summarise,
} from '../../../src/features/consulting/exams.rules';
import type { AuthUser } from '../../core/access';
import type { DbOrTx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { badRequest, conflict, notFound } from '../../core/errors';
import { actorOf, assertAllowed } from '../../core/policy';
import { applyTransition } from '../../core/transitions';
import * as repo from './exams.repository';

type In<T extends z.ZodType> = z.output<T>;

const RECORD = '모의고사 성적';
const BANK = '채점할 문제은행 모의고사';

/** 403 unless the actor may read / change the records of `userId`. */
const mayRead = (user: AuthUser, userId: number) => assertAllowed(policy.authorize(actorOf(user), 'student.read', { user_id: userId }));
const mayWrite = (user: AuthUser, userId: number) => assertAllowed(policy.authorize(actorOf(user), 'student.write', { user_id: userId }));

// ---- Sittings ----

/** A sitting as far as replies go: its stored state (open when it has no row) and when it was submitted. */
interface SittingView {
  state: string;
  submitted_at: Date | null;
}
const OPEN: SittingView = { state: CONSULTING_SITTING_INITIAL, submitted_at: null };
const sittingKey = (r: { user_id: number; year: number; test_name: string }) => JSON.stringify([r.user_id, r.year, r.test_name]);

/** The sittings of some records, by sittingKey. */
async function sittingViews(db: DbOrTx, rows: ReadonlyArray<{ user_id: number; year: number; test_name: string }>): Promise<Map<string, SittingView>> {
  const users = [...new Set(rows.map((r) => r.user_id))];
  const stored = (await Promise.all(users.map((u) => repo.storedSittings(db, u)))).flat();
  return new Map(stored.map((s) => [sittingKey(s), s]));
}

/** 409 unless the sitting's answers may still be graded. */
function assertAnswersOpen(sitting: SittingView, testName: string) {
  if (!consultingSittingHasTag(sitting.state, 'answersOpen')) {
    throw conflict(`${testName}은(는) 제출한 시험이라 답안을 바꿀 수 없습니다. 다시 풀려면 시험을 지우고 새로 입력하세요.`);
  }
}

// ---- Records as the wire has them ----

function present(row: repo.ExamRowNamed, graded: GradedSummary | null, sitting: SittingView): ExamRecord {
  return {
    id: row.id,
    user_id: row.user_id,
    year: row.year,
    test_name: row.test_name,
    subject_area: row.subject_area as SubjectArea,
    choice_subject_id: row.choice_subject_id,
    exam_subject_id: row.exam_subject_id,
    exam_subject_name: row.exam_subject_id === null ? null : row.exam_subject_name,
    raw_score: row.raw_score,
    standard_score: row.standard_score,
    percentile: row.percentile,
    grade: row.grade,
    graded,
    submitted_at: sitting.submitted_at?.toISOString() ?? null,
    update_time: row.update_time.toISOString(),
  };
}

/** Records with the summary of their graded answers (null for scores entered by hand) and their sitting's submission. */
async function presentRecords(db: DbOrTx, rows: repo.ExamRowNamed[]): Promise<ExamRecord[]> {
  const [answers, sittings] = await Promise.all([
    repo.answerLevels(
      db,
      rows.map((r) => r.id),
    ),
    sittingViews(db, rows),
  ]);
  return rows.map((r) => {
    const own = answers.filter((a) => a.consulting_exam_id === r.id);
    return present(r, own.length ? summarise(own) : null, sittings.get(sittingKey(r)) ?? OPEN);
  });
}

const areaOrder = (code: string) => SUBJECT_AREA_CODES.indexOf(code as SubjectArea);

/** Records grouped into sittings: newest year first, then the sitting entered last first; areas in 성적표 order. */
function sittingsOf(records: ExamRecord[]): ExamSitting[] {
  const by = new Map<string, ExamRecord[]>();
  for (const r of records) {
    const key = JSON.stringify([r.year, r.test_name]);
    by.set(key, [...(by.get(key) ?? []), r]);
  }
  return [...by.values()]
    .sort((a, b) => b[0].year - a[0].year || Math.min(...b.map((r) => r.id)) - Math.min(...a.map((r) => r.id)))
    .map((list) => ({ year: list[0].year, test_name: list[0].test_name, submitted_at: list[0].submitted_at, subject_list: [...list].sort((a, b) => areaOrder(a.subject_area) - areaOrder(b.subject_area)) }));
}

/**
 * One record with every question's result. The bank's key and classification (KEY_FIELDS) only when the record's
 * sitting shows its keys (submitted); otherwise they are null, whatever was answered.
 */
async function detailOf(db: DbOrTx, row: repo.ExamRowNamed): Promise<ExamDetailReply['data']> {
  const sitting = (await sittingViews(db, [row])).get(sittingKey(row)) ?? OPEN;
  const keysShown = consultingSittingHasTag(sitting.state, 'keysShown');
  const answers = await repo.answersWithQuestions(db, row.id);
  const paths = await repo.categoryPaths(
    db,
    answers.flatMap((a) => [a.chapter_id, a.category_id]),
  );
  const ref = (id: number | null) => (id === null ? null : { id, names: paths.get(id) ?? [] });
  const question_list = answers.map((a) => {
    const type = storedQuestionType(a.question_type, a.answer);
    const bank = a.question_id !== null && a.question_type !== null ? { question_type: a.question_type, answer: a.right, answer_number: a.answer_number, answer_multiple: a.answer_multiple ?? [] } : null;
    return {
      question_index: a.question_index,
      question_id: a.question_id,
      question_type: type,
      answer: decodeAnswer(a.answer, type),
      answered: a.answer !== '',
      correct: a.correct,
      points: a.points,
      max_points: maxPointsOf(a),
      right_answer: keysShown && bank ? rightAnswer(bank) : null,
      level: keysShown ? a.level : null,
      unit: keysShown ? ref(a.chapter_id) : null,
      type: keysShown ? ref(a.category_id) : null,
    };
  });
  return { ...present(row, answers.length ? summarise(answers) : null, sitting), question_list };
}

// ---- The spec's reads ----

/** GET consulting_exam_list: a student's sittings (of a year, or all) and every year they have. */
export async function listExams({ db }: Deps, user: AuthUser, q: In<typeof ExamListQuerySchema>) {
  mayRead(user, q.user_id);
  const [rows, years] = await Promise.all([repo.listRecords(db, q.user_id, q.year), repo.yearsOf(db, q.user_id)]);
  return { data: sittingsOf(await presentRecords(db, rows)), years };
}

/** GET consulting_exam: the record of a sitting's elective with every question's result (404 when there is none). */
export async function getExam({ db }: Deps, user: AuthUser, q: In<typeof ExamQuerySchema>) {
  const userId = q.user_id ?? user.uid;
  mayRead(user, userId);
  const row = await repo.recordByChoice(db, userId, q.year, q.test_name, q.choice_subject_id);
  if (!row) throw notFound(RECORD);
  return { data: await detailOf(db, row) };
}

/**
 * GET consulting_exam_category: the graded answers of an elective (one sitting, a year, or all) by unit and by
 * type, most points lost first; 404 when a named sitting has no record of that elective.
 */
export async function getExamCategory({ db }: Deps, user: AuthUser, q: In<typeof ExamCategoryQuerySchema>) {
  const userId = q.user_id ?? user.uid;
  mayRead(user, userId);
  if (q.test_name !== undefined && !(await repo.hasRecord(db, userId, q.choice_subject_id, q.year, q.test_name))) throw notFound(RECORD);
  const rows = await repo.categoryAnswers(db, userId, q.choice_subject_id, q.year, q.test_name);
  const paths = await repo.categoryPaths(
    db,
    rows.flatMap((r) => [r.chapter_id, r.category_id]),
  );
  const tally = (key: 'chapter_id' | 'category_id') => rows.map((r) => ({ key: r[key], level: r.level, correct: r.correct, answers: 1, points: r.points }));
  const total = summarise(rows);
  return {
    data: {
      choice_subject_id: q.choice_subject_id,
      sittings: new Set(rows.map((r) => r.consulting_exam_id)).size,
      questions: total.total,
      points: total.points,
      max_points: total.max_points,
      units: groupByCategory(tally('chapter_id'), paths),
      types: groupByCategory(tally('category_id'), paths),
    },
  };
}

// ---- Writes ----

/**
 * 409 naming `field` when an elective would be held by two areas of the sitting (탐구1 and 탐구2): `choices`
 * are the areas' electives after the write.
 */
function refuseSharedChoice(choices: Map<string, number>, area: string, choice: number, field: string) {
  const other = [...choices].find(([a, c]) => a !== area && c === choice);
  if (other) throw conflict(`${choiceLabel(choice)}은(는) 이 시험의 ${areaInfo(other[0] as SubjectArea).label}에 이미 있습니다. 탐구1과 탐구2는 서로 다른 과목이어야 합니다.`, field);
}

/**
 * PUT consulting_exam/scores: adds or replaces the given areas of a sitting. A graded area keeps its elective
 * and its computed raw score (409 naming the field that would change them); the others take what is sent.
 */
export function saveScores({ db }: Deps, user: AuthUser, body: In<typeof ExamScoresBodySchema>) {
  mayWrite(user, body.user_id);
  return db.transaction(async (tx) => {
    const existing = await repo.sittingRecords(tx, body.user_id, body.year, body.test_name);
    const gradedIds = new Set((await repo.answerLevels(tx, existing.map((r) => r.id))).map((a) => a.consulting_exam_id));
    const byArea = new Map(existing.map((r) => [r.subject_area, r]));
    const choices = new Map(existing.map((r) => [r.subject_area, r.choice_subject_id]));
    for (const s of body.subjects) choices.set(s.subject_area, s.choice_subject_id);
    const values = body.subjects.map((s, i) => {
      const field = `body.subjects.${i}`;
      refuseSharedChoice(choices, s.subject_area, s.choice_subject_id, `${field}.choice_subject_id`);
      const old = byArea.get(s.subject_area);
      const graded = old !== undefined && (old.exam_subject_id !== null || gradedIds.has(old.id));
      if (graded && old.choice_subject_id !== s.choice_subject_id) {
        throw conflict(`${areaInfo(s.subject_area).label}은(는) ${choiceLabel(old.choice_subject_id)} 답안으로 채점되어 선택과목을 바꿀 수 없습니다. 이 과목을 지우고 다시 입력하세요.`, `${field}.choice_subject_id`);
      }
      if (graded && s.raw_score !== undefined && s.raw_score !== null && s.raw_score !== old.raw_score) {
        throw conflict(`${areaInfo(s.subject_area).label} 원점수는 채점한 답안으로 계산합니다 (${scoreText(old.raw_score)}점). 답안을 다시 채점하세요.`, `${field}.raw_score`);
      }
      return {
        user_id: body.user_id,
        year: body.year,
        test_name: body.test_name,
        subject_area: s.subject_area,
        choice_subject_id: s.choice_subject_id,
        exam_subject_id: graded ? old.exam_subject_id : null,
        raw_score: graded ? old.raw_score : (s.raw_score ?? null),
        standard_score: s.standard_score ?? null,
        percentile: s.percentile ?? null,
        grade: s.grade ?? null,
      };
    });
    for (const v of values) await repo.upsertRecord(tx, v);
    const [sitting] = sittingsOf(await presentRecords(tx, await repo.sittingRecords(tx, body.user_id, body.year, body.test_name)));
    return { data: sitting };
  });
}

/** A bank exam the elective may be graded against, with its questions that have an answer: 404 / 400 naming body.exam_subject_id. */
async function bankSheet(db: DbOrTx, id: number, field: string, choiceId?: number) {
  const exam = await repo.bankExam(db, id);
  if (!exam) throw notFound(BANK, field);
  if (choiceId !== undefined && exam.subject_type_id !== bankSubjectTypeOf(choiceId)) {
    const group = CHOICE_GROUPS[choiceInfo(choiceId)!.group];
    throw badRequest(field, `${field}: ${exam.name}은(는) ${choiceLabel(choiceId)} 답안을 채점할 수 없습니다. ${group.label} 시험을 고르세요.`);
  }
  const questions = (await repo.bankQuestions(db, [exam.exam_subject_id])).filter(hasStoredAnswer);
  if (!questions.length) throw notFound(BANK, field);
  return { exam, questions };
}

/**
 * POST consulting_exam/answers: grades a sitting's answers in one area against a bank exam and stores the record
 * (raw score computed; 표준점수, 백분위 and 등급 kept when the elective stays the same) and every question's result.
 */
export async function gradeAnswers({ db }: Deps, user: AuthUser, body: In<typeof ExamAnswersBodySchema>) {
  mayWrite(user, body.user_id);
  const { questions } = await bankSheet(db, body.exam_subject_id, 'body.exam_subject_id', body.choice_subject_id);
  const byIndex = new Map(questions.map((q) => [q.question_index, q]));
  body.answers.forEach((a, i) => {
    const q = byIndex.get(a.question_index);
    if (!q) throw badRequest(`body.answers.${i}.question_index`, `body.answers.${i}.question_index: ${a.question_index}번은 이 시험에서 채점하는 문항이 아닙니다.`);
    const issue = answerShapeIssue(q.question_type, a.answer);
    if (issue) throw badRequest(`body.answers.${i}.answer`, `body.answers.${i}.answer: ${a.question_index}번 ${issue}`);
  });
  const graded = gradeSheet(questions, body.answers, areaInfo(body.subject_area).raw_max);
  return db.transaction(async (tx) => {
    assertAnswersOpen(await repo.lockSitting(tx, body), body.test_name);
    const existing = await repo.sittingRecords(tx, body.user_id, body.year, body.test_name);
    refuseSharedChoice(new Map(existing.map((r) => [r.subject_area, r.choice_subject_id])), body.subject_area, body.choice_subject_id, 'body.choice_subject_id');
    const old = existing.find((r) => r.subject_area === body.subject_area);
    const keep = old && old.choice_subject_id === body.choice_subject_id ? old : null;
    const id = await repo.upsertRecord(tx, {
      user_id: body.user_id,
      year: body.year,
      test_name: body.test_name,
      subject_area: body.subject_area,
      choice_subject_id: body.choice_subject_id,
      exam_subject_id: body.exam_subject_id,
      raw_score: graded.raw_score,
      standard_score: keep?.standard_score ?? null,
      percentile: keep?.percentile ?? null,
      grade: keep?.grade ?? null,
    });
    await repo.replaceAnswers(tx, id, graded.rows);
    const row = await repo.recordByChoice(tx, body.user_id, body.year, body.test_name, body.choice_subject_id);
    return { data: await detailOf(tx, row!) };
  });
}

/** DELETE consulting_exam: a sitting, or one area of it, with its graded answers (404 when there is nothing to delete). */
export function deleteExam({ db }: Deps, user: AuthUser, q: In<typeof ExamDeleteQuerySchema>) {
  mayWrite(user, q.user_id);
  return db.transaction(async (tx) => {
    const sitting = await repo.lockSitting(tx, q);
    if (q.subject_area !== undefined && !consultingSittingHasTag(sitting.state, 'answersOpen')) {
      const area = (await repo.sittingRecords(tx, q.user_id, q.year, q.test_name)).find((r) => r.subject_area === q.subject_area);
      const gradedArea = area !== undefined && (await repo.answerLevels(tx, [area.id])).length > 0;
      if (gradedArea) throw conflict(`${q.test_name}은(는) 제출한 시험이라 채점한 ${areaInfo(q.subject_area).label} 답안만 지울 수 없습니다. 시험 전체를 지우세요.`, 'query.subject_area');
    }
    const deleted = await repo.deleteRecords(tx, q.user_id, q.year, q.test_name, q.subject_area);
    if (!deleted) throw notFound(RECORD);
    await repo.dropEmptySitting(tx, q);
    return { deleted };
  });
}

/**
 * POST consulting_exam/submit: submits a sitting through the sitting machine, once: 404 when the student has no
 * record of it, 409 when nothing is graded yet (guard `graded`) or it was submitted before. From then on its graded
 * answers are read-only and its replies carry the bank's key of its questions.
 */
export async function submitSitting({ db }: Deps, user: AuthUser, body: In<typeof ExamSubmitBodySchema>) {
  mayWrite(user, body.user_id);
  return db.transaction(async (tx) => {
    const sitting = await repo.lockSitting(tx, body);
    if (!(await repo.sittingRecords(tx, body.user_id, body.year, body.test_name)).length) throw notFound(RECORD);
    const to = await applyTransition({
      tx,
      machine: consultingSittingMachine,
      entity: 'consulting_sitting',
      entityId: sitting.id,
      current: sitting.state,
      event: { type: 'SUBMIT', graded: await repo.sittingHasAnswers(tx, body) },
      userId: user.uid,
      label: (state) => Object.values(CONSULTING_SITTING_STATE).find((s) => s.value === state)?.label ?? state,
      guardAnswers: { graded: () => conflict(`${body.test_name}에는 채점한 답안이 없어 제출할 수 없습니다. 먼저 답안을 채점하세요.`) },
    });
    await repo.setSittingState(tx, sitting.id, to, new Date());
    const [submitted] = sittingsOf(await presentRecords(tx, await repo.sittingRecords(tx, body.user_id, body.year, body.test_name)));
    return { data: submitted };
  });
}

// ---- The bank ----

/** The bank subject types an area or elective is graded against (every gradable one when neither is given). */
function bankTypes(q: In<typeof BankListQuerySchema>): number[] {
  if (q.choice_subject_id !== undefined) return [bankSubjectTypeOf(q.choice_subject_id)].filter((t): t is number => t !== null);
  const groups = q.subject_area ? areaInfo(q.subject_area).groups : (Object.keys(CHOICE_GROUPS) as Array<keyof typeof CHOICE_GROUPS>);
  return [...new Set(groups.map((g): number | null => CHOICE_GROUPS[g].subject_type_id).filter((t): t is number => t !== null))];
}

/** GET consulting_exam/bank: the bank exams to grade against, each with how many of its questions can be graded (exams with none left out). */
export async function listBankExams({ db }: Deps, q: In<typeof BankListQuerySchema>) {
  const exams = await repo.bankExams(db, bankTypes(q), q.year);
  const questions = (
    await repo.bankQuestions(
      db,
      exams.map((e) => e.exam_subject_id),
    )
  ).filter(hasStoredAnswer);
  const counts = new Map<number, number>();
  for (const question of questions) counts.set(question.exam_subject_id, (counts.get(question.exam_subject_id) ?? 0) + 1);
  const data: BankExam[] = exams.filter((e) => counts.has(e.exam_subject_id)).map((e) => ({ ...e, question_count: counts.get(e.exam_subject_id)! }));
  return { data };
}

/** GET consulting_exam/bank/sheet: a bank exam's answer sheet (numbers, types, 배점), without answers. */
export async function getBankSheet({ db }: Deps, q: In<typeof BankSheetQuerySchema>) {
  const { exam, questions } = await bankSheet(db, q.exam_subject_id, 'query.exam_subject_id');
  const sheet = questions.map((x) => ({ question_index: x.question_index, question_type: x.question_type, max_points: pointsOf(x.level) }));
  return { data: { ...exam, question_count: sheet.length, questions: sheet, max_points: sheet.reduce((n, x) => n + x.max_points, 0) } };
}

// ---- The consultants' analysis ----

/** GET consulting_exam/analyze_info: students and records under the filters, points lost per unit and type, and score distributions. */
export async function analyseExams({ db }: Deps, q: In<typeof ExamAnalysisQuerySchema>) {
  const [counts, sittings, unitRows, typeRows, unitStudents, typeStudents, scores] = await Promise.all([
    repo.analysisCounts(db, q),
    repo.analysisSittings(db),
    repo.analysisTally(db, q, 'unit'),
    repo.analysisTally(db, q, 'type'),
    repo.analysisStudents(db, q, 'unit'),
    repo.analysisStudents(db, q, 'type'),
    repo.analysisScores(db, q),
  ]);
  const paths = await repo.categoryPaths(db, [...unitRows, ...typeRows].map((r) => r.key));
  return {
    data: {
      students: counts.students,
      records: counts.records,
      graded_records: counts.graded,
      sittings,
      units: analysisCategories(unitRows, unitStudents, paths),
      types: analysisCategories(typeRows, typeStudents, paths),
      distributions: distributions(scores),
    },
  };
}
