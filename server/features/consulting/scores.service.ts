/**
 * Use cases of 환산점수 (spec section 2 "a scaled-score modal"; issue 10 point 6):
 * - the converted score of a choice or a major for a student, from the student's latest sitting, through the
 *   formula engine (src/features/consulting/score.rules.ts), with the band from the major's cut-offs. The
 *   student is the caller (customer) or, for consultants, `user_id`; CONSULTING_POLICY 'student.read' decides.
 *   Where no formula fits, the formula lacks a fact, the student lacks a score or the major has no 70%컷, the
 *   reply says so and carries no number;
 * - administrators' formulas and cut-offs (CONSULTING_POLICY 'formula.edit'): each write records who made it,
 *   so the sample import never overwrites it (server/db/seed/consulting-formulas.ts).
 */
import type { z } from 'zod';
import { choiceInfo } from '../../../src/api/consulting/exams';
import {
  ScoreFormulaSchema,
  type CutoffBody,
  type CutoffListQuerySchema,
  type CutoffRow,
  type CutoffUpdateBody,
  type FormulaBody,
  type FormulaListQuerySchema,
  type FormulaRow,
  type FormulaUpdateBody,
  type ScoreData,
  type ScoreFormula,
  type ScoreMajorListQuerySchema,
  type ScoreQuerySchema,
  type Track,
} from '../../../src/api/consulting/scores';
import { CONSULTING_POLICY as policy } from '../../../src/features/consulting/consulting.policy';
import { bandOf, convert, formulaGaps, pickFormulaYear, pickTrack, sortTracks, TRACK_RULE, trackOfMajor, type InquiryScores, type StudentScores } from '../../../src/features/consulting/score.rules';
import type { AuthUser } from '../../core/access';
import type { DbOrTx } from '../../core/db';
import type { Deps } from '../../core/deps';
import { badRequest, conflict, notFound } from '../../core/errors';
import { actorOf, assertAllowed } from '../../core/policy';
import * as repo from './scores.repository';

type ScoreQuery = z.output<typeof ScoreQuerySchema>;

/** A cut-off's score as entered: the column is float4, so 412.3 reads back as 412.29998...; sources and forms use one decimal. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The stored formula JSON read with the contract's schema; null when it does not fit (never computed with). */
function readFormula(json: unknown): ScoreFormula | null {
  const parsed = ScoreFormulaSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

// ---- The converted score ----

/** The student's latest sitting as the engine reads it: 국어, 수학, 영어, 한국사, 탐구1-2 (제2외국어 is not read). */
export function studentScoresOf(rows: ReadonlyArray<{ subject_area: string; choice_subject_id: number; standard_score: number | null; percentile: number | null; grade: number | null }>): StudentScores {
  const of = (area: string) => rows.find((r) => r.subject_area === area) ?? null;
  const scores = (r: ReturnType<typeof of>) => (r ? { standard_score: r.standard_score, percentile: r.percentile, grade: r.grade } : null);
  const inquiry = ['inquiry1', 'inquiry2'].flatMap((area): InquiryScores[] => {
    const r = of(area);
    if (!r) return [];
    const choice = choiceInfo(r.choice_subject_id);
    const kind = choice?.group === 'science' || choice?.group === 'social' ? choice.group : null;
    // A Ⅱ subject is named so in the electives' catalog (물리학Ⅱ ...); 사회탐구 has none.
    const level = kind === null ? null : choice!.label.endsWith('Ⅱ') ? 2 : 1;
    return [{ name: choice?.label ?? `과목 ${r.choice_subject_id}`, kind, level, standard_score: r.standard_score, percentile: r.percentile, grade: r.grade }];
  });
  return { korean: scores(of('korean')), math: scores(of('math')), english: scores(of('english')), korean_history: scores(of('history')), inquiry };
}

/** What is scored: a choice (its names and 군) or a major, with its university and 계열. */
interface Target {
  data: ScoreData['target'];
  university_id: number | null;
  src_broad5: string | null;
}

/** The target of a query and the student it belongs to; 404 naming the field for a missing choice or major. */
async function loadTarget(db: DbOrTx, query: ScoreQuery): Promise<{ target: Target; owner: number | null }> {
  if (query.choice_id !== undefined && query.major_id !== undefined) throw badRequest('query.major_id', 'query.major_id: choice_id와 major_id는 함께 보낼 수 없습니다. 하나만 보내세요.');
  if (query.choice_id !== undefined) {
    const choice = await repo.findChoice(db, query.choice_id);
    if (!choice) throw notFound('지원 목록 항목', 'query.choice_id');
    const major = choice.major_id !== null ? await repo.findMajor(db, choice.major_id) : await repo.findMajorByNames(db, choice.univ_name, choice.major_name);
    return {
      owner: choice.user_id,
      target: {
        data: { choice_id: choice.id, major_id: choice.major_id, univ_id: major?.university_id ?? null, univ_name: choice.univ_name, major_name: choice.major_name, year: choice.year, gun: choice.gun },
        university_id: major?.university_id ?? null,
        src_broad5: major?.src_broad5 ?? null,
      },
    };
  }
  const major = await repo.findMajor(db, query.major_id!);
  if (!major) throw notFound('학과', 'query.major_id');
  return {
    owner: null,
    target: {
      data: { choice_id: null, major_id: major.id, univ_id: major.university_id, univ_name: major.univ_name, major_name: major.major_name, year: major.year, gun: null },
      university_id: major.university_id,
      src_broad5: major.src_broad5,
    },
  };
}

/** The score status's sentence. */
function statusMessage(status: ScoreData['score_status'], ctx: { univ: string; track: Track | null; tracks: Track[] }): string {
  if (status === 'ok') return '환산점수를 계산했습니다.';
  if (status === 'incomplete') return '공식에 필요한 내용이 빠져 있어 환산점수를 계산하지 않았습니다. 아래 빠진 항목을 관리자가 채우면 계산됩니다.';
  if (status === 'missing_scores') return '성적이 모자라 환산점수를 계산하지 않았습니다. 아래 빠진 성적을 입력하면 계산됩니다.';
  if (!ctx.tracks.length) return `${ctx.univ}의 환산 공식이 아직 없습니다. 공식이 입력되면 계산됩니다.`;
  if (ctx.track === null) return `학과의 계열을 알 수 없어 공식을 고르지 못했습니다. 계열(${ctx.tracks.join(', ')})을 골라 주세요.`;
  return `${ctx.univ}에는 ${ctx.track} 계열 공식이 없습니다 (있는 계열: ${ctx.tracks.join(', ')}).`;
}

/** The converted score and band of a target for a student, with everything the modal shows. */
export async function scoreOf(db: DbOrTx, userId: number, target: Target, askedTrack?: Track): Promise<ScoreData> {
  const [formulas, sitting, cutoffRows] = await Promise.all([
    target.university_id === null ? Promise.resolve([]) : repo.formulasOfUniversity(db, target.university_id),
    repo.latestSitting(db, userId),
    target.university_id === null ? Promise.resolve([]) : repo.cutoffsOfMajor(db, target.university_id, target.data.major_name),
  ]);
  const tracks = sortTracks(new Set(formulas.map((f) => f.track as Track)));
  const majorTrack = trackOfMajor(target.src_broad5);
  const track = pickTrack(tracks, majorTrack, askedTrack);
  const picked = pickFormulaYear(
    formulas.filter((f) => f.track === track),
    target.data.year,
  );
  const cutoffs = cutoffRows.map((c) => ({ ...c, score: oneDecimal(c.score) }));
  const warnings: string[] = picked.warning ? [picked.warning] : [];
  const formula = picked.formula ? readFormula(picked.formula.formula) : null;
  if (picked.formula && !formula) warnings.push('저장된 공식의 형식이 올바르지 않아 계산하지 않았습니다. 관리자에게 알려 주세요.');

  const result = formula ? convert(formula, studentScoresOf(sitting?.rows ?? [])) : null;
  const status: ScoreData['score_status'] = !formula ? 'no_formula' : result!.missing.some((m) => m.source === 'formula') ? 'incomplete' : result!.missing.length ? 'missing_scores' : 'ok';
  const band = bandOf(result?.converted ?? null, cutoffs);
  const trackRule = askedTrack ? `고른 계열(${askedTrack})의 공식을 씁니다.` : `${TRACK_RULE}${majorTrack ? ` 이 학과의 계열: ${majorTrack}.` : ' 이 학과의 계열은 알 수 없습니다.'}`;
  return {
    user_id: userId,
    target: target.data,
    sitting: sitting ? { year: sitting.year, test_name: sitting.test_name } : null,
    track,
    tracks,
    track_rule: trackRule,
    score_status: status,
    message: statusMessage(status, { univ: target.data.univ_name, track, tracks }),
    formula: picked.formula ? { id: picked.formula.id, year: picked.formula.year, track: picked.formula.track as Track, source: picked.formula.source, note: picked.formula.note, weight_mode: formula?.weight_mode ?? 'relative', edited: picked.formula.edited_by !== null } : null,
    converted: status === 'ok' ? result!.converted : null,
    steps: result?.steps ?? [],
    missing: result?.missing ?? [],
    warnings: [...warnings, ...(result?.warnings ?? [])],
    band_status: !band.reference ? 'no_cutoff' : band.band === null ? 'no_score' : 'ok',
    band: status === 'ok' ? band.band : null,
    rule: band.rule,
    reference: band.reference,
    cutoffs,
  };
}

/**
 * The converted score and band of one choice for its own student, without a permission check: for other use
 * cases of the area that have checked access already (an application's report snapshots its choices' scores).
 * Null when the choice does not exist.
 */
export async function scoreForChoice(db: DbOrTx, choiceId: number, track?: Track): Promise<ScoreData | null> {
  if (!(await repo.findChoice(db, choiceId))) return null;
  const { target, owner } = await loadTarget(db, { choice_id: choiceId });
  return scoreOf(db, owner!, target, track);
}

/** GET consulting_score: the caller's own (or, through the policy, nobody else's) score of a choice or major. */
export async function customerScore(deps: Deps, user: AuthUser, query: ScoreQuery): Promise<{ data: ScoreData }> {
  const { target, owner } = await loadTarget(deps.db, query);
  const student = owner ?? query.user_id ?? user.uid;
  assertAllowed(policy.authorize(actorOf(user), 'student.read', { user_id: student }));
  if (query.user_id !== undefined && query.user_id !== student) throw badRequest('query.user_id', 'query.user_id: 이 지원 목록 항목은 다른 학생의 것입니다.');
  return { data: await scoreOf(deps.db, student, target, query.track) };
}

/** GET consulting_score/student: a consultant reads a student's score (404 for an unknown student). */
export async function studentScore(deps: Deps, user: AuthUser, query: ScoreQuery & { user_id: number }): Promise<{ data: ScoreData }> {
  if (!(await repo.findCustomer(deps.db, query.user_id))) throw notFound('학생', 'query.user_id');
  const { target, owner } = await loadTarget(deps.db, query);
  assertAllowed(policy.authorize(actorOf(user), 'student.read', { user_id: owner ?? query.user_id }));
  if (owner !== null && owner !== query.user_id) throw badRequest('query.user_id', 'query.user_id: 이 지원 목록 항목은 다른 학생의 것입니다.');
  return { data: await scoreOf(deps.db, query.user_id, target, query.track) };
}

// ---- Formulas ----

/** A formula row as the wire gives it, with what it lacks. */
function formulaOut(row: repo.FormulaDbRow): FormulaRow {
  const formula = readFormula(row.formula);
  if (!formula) throw new Error(`score_formulas ${row.id}: stored formula does not fit ScoreFormulaSchema`);
  return { ...row, track: row.track as Track, formula, update_time: row.update_time.toISOString(), gaps: formulaGaps(formula).map((g) => g.message) };
}

/** GET score_formula. */
export async function listFormulas(deps: Deps, query: z.output<typeof FormulaListQuerySchema>): Promise<{ data: FormulaRow[] }> {
  return { data: (await repo.listFormulas(deps.db, repo.formulaWhere(query))).map(formulaOut) };
}

/** Checks a formula body: the university exists (404), no other formula holds its key (409). */
async function checkFormula(db: DbOrTx, body: FormulaBody, id?: number): Promise<void> {
  if (!(await repo.findUniversity(db, body.university_id))) throw notFound('대학', 'body.university_id');
  const taken = await repo.formulaIdOf(db, body);
  if (taken !== null && taken !== id) throw conflict(`이 대학의 ${body.year}학년도 ${body.track} 공식이 이미 있습니다. 그 공식을 수정하세요.`, 'body.track');
}

const formulaWrite = (body: FormulaBody, user: AuthUser): repo.FormulaWrite => ({
  university_id: body.university_id,
  year: body.year,
  track: body.track,
  formula: ScoreFormulaSchema.parse(body.formula),
  source: body.source,
  note: body.note ?? null,
  edited_by: user.uid,
});

/** POST score_formula. */
export async function createFormula(deps: Deps, user: AuthUser, body: FormulaBody): Promise<{ data: FormulaRow }> {
  assertAllowed(policy.authorize(actorOf(user), 'formula.edit', {}));
  return deps.db.transaction(async (tx) => {
    await checkFormula(tx, body);
    const id = await repo.insertFormula(tx, formulaWrite(body, user));
    return { data: formulaOut((await repo.findFormula(tx, id))!) };
  });
}

/** PUT score_formula. */
export async function updateFormula(deps: Deps, user: AuthUser, body: FormulaUpdateBody): Promise<{ data: FormulaRow }> {
  assertAllowed(policy.authorize(actorOf(user), 'formula.edit', {}));
  return deps.db.transaction(async (tx) => {
    if (!(await repo.findFormula(tx, body.id))) throw notFound('환산 공식', 'body.id');
    await checkFormula(tx, body, body.id);
    await repo.updateFormula(tx, body.id, formulaWrite(body, user));
    return { data: formulaOut((await repo.findFormula(tx, body.id))!) };
  });
}

/** GET score_formula/universities. */
export async function listUniversities(deps: Deps) {
  return { data: await repo.listUniversities(deps.db) };
}

/** GET score_formula/majors: 404 for an unknown university. */
export async function listMajors(deps: Deps, query: z.output<typeof ScoreMajorListQuerySchema>) {
  if (!(await repo.findUniversity(deps.db, query.university_id))) throw notFound('대학', 'query.university_id');
  const year = query.year ?? (await repo.latestMajorYear(deps.db, query.university_id));
  return { data: year === null ? [] : await repo.listMajors(deps.db, query.university_id, year) };
}

// ---- Cut-offs ----

const cutoffOut = (row: repo.CutoffDbRow): CutoffRow => ({ ...row, score: oneDecimal(row.score), update_time: row.update_time.toISOString() });

/** GET major_cutoff. */
export async function listCutoffs(deps: Deps, query: z.output<typeof CutoffListQuerySchema>): Promise<{ data: CutoffRow[] }> {
  return { data: (await repo.listCutoffs(deps.db, repo.cutoffWhere(query))).map(cutoffOut) };
}

const duplicateCutoff = (key: { major_name: string; year: number; kind: string }) => conflict(`${key.major_name}의 ${key.year}학년도 ${key.kind}이(가) 이미 있습니다. 그 입결을 수정하세요.`, 'body.kind');

/** POST major_cutoff: the major's university and name are stored with it (404 for an unknown major, 409 for a second of a kind). */
export async function createCutoff(deps: Deps, user: AuthUser, body: CutoffBody): Promise<{ data: CutoffRow }> {
  assertAllowed(policy.authorize(actorOf(user), 'formula.edit', {}));
  return deps.db.transaction(async (tx) => {
    const major = await repo.findMajor(tx, body.major_id);
    if (!major) throw notFound('학과', 'body.major_id');
    const key = { university_id: major.university_id, major_name: major.major_name, year: body.year, kind: body.kind };
    if ((await repo.cutoffIdOf(tx, key)) !== null) throw duplicateCutoff(key);
    const id = await repo.insertCutoff(tx, { ...key, major_id: major.id, score: body.score, source: body.source, edited_by: user.uid });
    return { data: cutoffOut((await repo.findCutoff(tx, id))!) };
  });
}

/** PUT major_cutoff. */
export async function updateCutoff(deps: Deps, user: AuthUser, body: CutoffUpdateBody): Promise<{ data: CutoffRow }> {
  assertAllowed(policy.authorize(actorOf(user), 'formula.edit', {}));
  return deps.db.transaction(async (tx) => {
    const row = await repo.findCutoff(tx, body.id);
    if (!row) throw notFound('입결', 'body.id');
    const key = { university_id: row.university_id, major_name: row.major_name, year: body.year, kind: body.kind };
    const taken = await repo.cutoffIdOf(tx, key);
    if (taken !== null && taken !== row.id) throw duplicateCutoff(key);
    await repo.updateCutoff(tx, row.id, { year: body.year, kind: body.kind, score: body.score, source: body.source, edited_by: user.uid });
    return { data: cutoffOut((await repo.findCutoff(tx, row.id))!) };
  });
}

/** DELETE major_cutoff/{id}. */
export async function deleteCutoff(deps: Deps, user: AuthUser, id: number): Promise<Record<string, never>> {
  assertAllowed(policy.authorize(actorOf(user), 'formula.edit', {}));
  const row = await repo.findCutoff(deps.db, id);
  if (!row) throw notFound('입결');
  await repo.deleteCutoff(deps.db, id);
  return {};
}
