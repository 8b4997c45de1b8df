/**
 * The score formulas of server/db/data/consulting/score_formulas_sample.json as rows of score_formulas (issue 10
 * point 6): reference data, run on every start after the consulting import (the universities must exist; skipped
 * when the formulas are those last imported, importScoreFormulasIfChanged), and a few demo cut-offs for the demo seed.
 *
 * The sample holds facts as news pages reported them, not 모집요강, in free form. Each entry is read here by a
 * written reading (READINGS) that takes its numbers from the file and says, in the row's `note`, what the sample
 * marks uncertain and what it does not give. Nothing is filled in: a fact the sample lacks (a score kind, a full
 * score, a 변환표준점수 table, the total) is left null in the formula, and the engine then answers "incomplete"
 * naming it, until an administrator completes the formula. A reading checks the free-text facts it interprets
 * word for word, so a changed text stops the import instead of being misread. Read and not seeded:
 * - 경희대학교 (2019): only 영어 points of grades 1-3 ("later changed to 감점제"): no weights, no formula;
 * - 국민대 / 단국대 (기계) (2018): weights of one major at each, and 영어 3등급 only: not a university formula.
 *
 * Idempotent: rows are upserted on (university, year, track) and written only when a value differs; a row an
 * administrator edited (`edited_by` set) is never overwritten. Universities are matched by name as the
 * consulting import does (고려대학교(서울) is the main campus 고려대학교).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ScoreFormulaSchema, type ByGrade, type ScoreFormula, type Track } from '../../../src/api/consulting/scores';
import type { DbOrTx } from '../../core/db';
import { consultingImports, majorCutoffs, scoreFormulas, univMajors, universities } from '../schema';
import { consultingDataDir } from './consulting';

const FILE = 'score_formulas_sample.json';

/** One formula the sample yields. */
export interface SampleFormula {
  /** The university's name as the sample writes it. */
  univ: string;
  year: number;
  track: Track;
  formula: ScoreFormula;
  source: string;
  note: string;
}

/** What was imported: rows inserted or changed, and the entries read but not seeded (with why). */
export interface FormulaImportReport {
  formulas: number;
  written: number;
  skipped: Array<{ univ: string; reason: string }>;
}

type Entry = Record<string, unknown> & { univ: string };

// ---- Reading the sample ----

function fail(entry: string, what: string): never {
  throw new Error(`${FILE}: ${entry}: ${what} (the reading in server/db/seed/consulting-formulas.ts must be revised)`);
}
/** An object field of an entry. */
function obj(entry: Entry, key: string): Record<string, unknown> {
  const value = entry[key];
  if (!value || typeof value !== 'object' || Array.isArray(value)) fail(entry.univ, `${key} is not an object`);
  return value as Record<string, unknown>;
}
/** A number of an object. */
function num(where: Record<string, unknown>, key: string, entry: string): number {
  const value = where[key];
  if (typeof value !== 'number') fail(entry, `${key} is not a number`);
  return value;
}
/** A list of numbers of an entry, of `length` items. */
function nums(entry: Entry, key: string, length: number): number[] {
  const value = entry[key];
  if (!Array.isArray(value) || value.length !== length || !value.every((v) => typeof v === 'number')) fail(entry.univ, `${key} is not a list of ${length} numbers`);
  return value as number[];
}
/** A free-text fact the reading interprets: it must read exactly as when the reading was written. */
function text(entry: Entry, key: string, expected: string): string {
  if (entry[key] !== expected) fail(entry.univ, `${key} reads ${JSON.stringify(entry[key])}, the reading was written for ${JSON.stringify(expected)}`);
  return expected;
}
/** By-grade points from the first grades (the rest null: the sample does not give them). */
function byGrade(values: readonly number[]): ByGrade {
  return Object.fromEntries(Array.from({ length: 9 }, (_, i) => [String(i + 1), values[i] ?? null])) as ByGrade;
}
/** The row's source: the sample file and the entry's pages. */
function sourceOf(entry: Entry): string {
  const urls = Array.isArray(entry.sources) ? entry.sources.filter((s): s is string => typeof s === 'string') : [];
  return `${FILE} (보도 기사, 모집요강 아님): ${urls.join(' ')}`;
}
const empty: ScoreFormula = { version: 1, weight_mode: 'relative', korean: null, math: null, inquiry: null, english: null, korean_history: null, bonuses: [], total: null, scale: null };

/** A reading: the formulas of one entry (by track), each with its note. */
type Reading = (entry: Entry, sampleNote: string) => Array<{ year: number; track: Track; formula: ScoreFormula; note: string }>;

const READINGS: Record<string, Reading> = {
  /** 서울대학교 2025: 표준점수, relative weights, 영어 감점, 한국사 감점 (uncertain), 자연계 과탐 Ⅱ 가산. */
  서울대학교: (entry, sampleNote) => {
    const w = obj(entry, 'weights_relative');
    const history = text(entry, 'korean_history', '1-3등급 감점 없음; 4등급부터 등급당 -0.4 (2019 source; 2025 text truncated) [uncertain for 2025]');
    const bonus = text(entry, 'bonus', '자연계 과탐 I+II +3점, II+II +5점 (2025)');
    text(entry, 'score_type', '표준점수');
    const common: ScoreFormula = {
      ...empty,
      korean: { score: 'standard', weight: num(w, '국어', entry.univ), max: null },
      math: { score: 'standard', weight: num(w, '수학', entry.univ), max: null },
      inquiry: { score: 'standard', weight: num(w, '탐구', entry.univ), max: null, count: 2, combine: 'sum', conversion: null },
      english: { mode: 'add', weight: null, by_grade: byGrade(nums(entry, 'english_deduction_by_grade', 9)) },
      korean_history: { by_grade: byGrade([0, 0, 0, -0.4, -0.8, -1.2, -1.6, -2, -2.4]) },
    };
    const notes = [
      sampleNote,
      `한국사: "${history}" — 4등급 −0.4부터 9등급 −2.4까지로 읽음 (2025년 기준인지 불확실).`,
      '탐구 2과목 표준점수 합: 표본에 과목 수가 없음. 상대 가중 1 : 1.2 : 0.8과 비율 33.3 : 40 : 26.7이 같으려면 탐구가 국어·수학과 같은 크기(2과목 합)여야 하므로 그렇게 읽음.',
      '영어 감점은 가중 합에서 뺌.',
    ];
    return [
      { year: 2025, track: '인문', formula: common, note: [...notes, `가산: "${bonus}" — 자연계 공식에만 넣음.`].join(' ') },
      {
        year: 2025,
        track: '자연',
        formula: {
          ...common,
          bonuses: [
            { label: '과탐 Ⅰ+Ⅱ 가산', inquiry_kind: 'science', level2_count: 1, effect: 'points', target: 'total', value: 3 },
            { label: '과탐 Ⅱ+Ⅱ 가산', inquiry_kind: 'science', level2_count: 2, effect: 'points', target: 'total', value: 5 },
          ],
        },
        note: [...notes, `가산: "${bonus}" — 총점에 더함 (탐구 점수에 더하는지는 표본에 없음).`].join(' '),
      },
    ];
  },

  /** 고려대학교(서울) 2025: 국어·수학 표준점수, 탐구 변환표준점수 (no table), percent weights, 영어 감점, 한국사 가산. */
  '고려대학교(서울)': (entry, sampleNote) => {
    const pct = obj(entry, 'weights_pct');
    text(entry, 'score_type', '국어·수학 표준점수, 탐구 백분위기반 변환표준점수');
    const english = byGrade(nums(entry, 'english_deduction_by_grade', 9));
    const history = byGrade(nums(entry, 'korean_history_bonus_by_grade', 9));
    const older = JSON.stringify(entry.points_older_year ?? null);
    return (['인문', '자연'] as const).map((track) => {
      const w = (pct[track] ?? fail(entry.univ, `weights_pct.${track} is missing`)) as Record<string, unknown>;
      const weights = [num(w, '국어', entry.univ), num(w, '수학', entry.univ), num(w, '탐구', entry.univ)];
      return {
        year: 2025,
        track,
        formula: {
          ...empty,
          weight_mode: 'percent' as const,
          korean: { score: 'standard' as const, weight: weights[0], max: null },
          math: { score: 'standard' as const, weight: weights[1], max: null },
          inquiry: { score: 'converted_standard' as const, weight: weights[2], max: null, count: 2, combine: 'sum' as const, conversion: null },
          english: { mode: 'add' as const, weight: null, by_grade: english },
          korean_history: { by_grade: history },
        },
        note: [
          sampleNote,
          `반영 비율 ${weights.join(' : ')}${weights.reduce((a, b) => a + b, 0) !== 100 ? ` (합 ${weights.reduce((a, b) => a + b, 0)}: 반올림된 보도 수치)` : ''}.`,
          '표본에 없어 비워 둠: 총점(만점), 국어·수학 만점 기준(그해 최고 표준점수), 탐구 변환표준점수 표 — 채워야 계산됨.',
          `탐구 2과목: 옛 배점의 "탐구2"에서 읽음. 옛 배점(약 2019, 불확실): ${older}.`,
          `표본 메모: "${String(entry.note ?? '')}" — 2026년 내용이라 2025 공식에 넣지 않음.`,
          `군: ${String(entry.gun ?? '')}.`,
        ].join(' '),
      };
    });
  },

  /** 연세대학교(서울) 2022 (edaily) / 2019 (chosun): percent weights, 영어 as an area (grades 1-4), 1000점 환산; score kinds unknown. */
  '연세대학교(서울)': (entry, sampleNote) => {
    const pct = obj(entry, 'weights_pct');
    const points = JSON.stringify(entry.points ?? null);
    const english = byGrade(nums(entry, 'english_points_by_grade_1to4', 4));
    const total = num(entry, 'scaled_to', entry.univ);
    const yearText = text(entry, 'year', '2022 (edaily) / 2019 (chosun)');
    return (['인문', '자연'] as const).map((track) => {
      const w = (pct[track] ?? fail(entry.univ, `weights_pct.${track} is missing`)) as Record<string, unknown>;
      return {
        year: 2022,
        track,
        formula: {
          ...empty,
          weight_mode: 'percent' as const,
          korean: { score: null, weight: num(w, '국어', entry.univ), max: null },
          math: { score: null, weight: num(w, '수학', entry.univ), max: null },
          inquiry: { score: null, weight: num(w, '탐구', entry.univ), max: null, count: null, combine: null, conversion: null },
          english: { mode: 'area' as const, weight: num(w, '영어', entry.univ), by_grade: english },
          total,
        },
        note: [
          sampleNote,
          `연도: 표본에 "${yearText}"로 적혀 있어 2022로 둠.`,
          `배점 ${points}, ${total}점으로 환산.`,
          '표본에 없어 비워 둠: 국어·수학·탐구의 반영 점수 종류(표준점수/백분위/변환표준점수), 탐구 과목 수와 합산 방식, 영어 5~9등급 점수 — 채워야 계산됨.',
          `표본 메모: "${String(entry.note ?? '')}".`,
          `군: ${String(entry.gun ?? '')}.`,
        ].join(' '),
      };
    });
  },

  /** 한양대학교(서울) 2019: percent weights, 영어 as an area (인문 grades 1-3 only); score kinds and total unknown. */
  '한양대학교(서울)': (entry, sampleNote) => {
    const pct = obj(entry, 'weights_pct');
    const englishHumanities = nums(entry, 'english_points_by_grade_1to3_인문', 3);
    text(entry, 'year', '2019');
    return (['인문', '자연'] as const).map((track) => {
      const w = (pct[track] ?? fail(entry.univ, `weights_pct.${track} is missing`)) as Record<string, unknown>;
      return {
        year: 2019,
        track,
        formula: {
          ...empty,
          weight_mode: 'percent' as const,
          korean: { score: null, weight: num(w, '국어', entry.univ), max: null },
          math: { score: null, weight: num(w, '수학', entry.univ), max: null },
          inquiry: { score: null, weight: num(w, '탐구', entry.univ), max: null, count: null, combine: null, conversion: null },
          english: { mode: 'area' as const, weight: num(w, '영어', entry.univ), by_grade: byGrade(track === '인문' ? englishHumanities : []) },
        },
        note: [
          sampleNote,
          '2019년 자료.',
          `표본에 없어 비워 둠: 반영 점수 종류, 탐구 과목 수와 합산 방식, 총점(만점), 영어 ${track === '인문' ? '4~9' : '1~9'}등급 점수 — 채워야 계산됨.`,
        ].join(' '),
      };
    });
  },
};

/** Entries read and deliberately not seeded, with why. */
const NOT_SEEDED: Record<string, string> = {
  경희대학교: '2019년 영어 1~3등급 점수뿐 (가중치 없음, 이후 감점제로 바뀜): 공식이 되지 않음',
  '국민대 / 단국대 (기계)': '2018년 한 모집단위(기계)의 비율과 영어 3등급 점수뿐: 대학 공식이 아님',
};

/** The formulas the sample yields (pure: tests read it too), and the entries not seeded. */
export function formulasFromSample(sample: unknown): { formulas: SampleFormula[]; skipped: FormulaImportReport['skipped'] } {
  const file = sample as { _note?: unknown; universities?: unknown };
  if (!Array.isArray(file.universities)) throw new Error(`${FILE}: universities is not a list`);
  const sampleNote = `표본 전체 메모: "${String(file._note ?? '')}"`;
  const formulas: SampleFormula[] = [];
  const skipped: FormulaImportReport['skipped'] = [];
  for (const raw of file.universities as Entry[]) {
    if (typeof raw?.univ !== 'string') throw new Error(`${FILE}: an entry without univ`);
    const reading = READINGS[raw.univ];
    if (!reading) {
      skipped.push({ univ: raw.univ, reason: NOT_SEEDED[raw.univ] ?? '이 항목을 읽는 방법이 아직 없음' });
      continue;
    }
    for (const f of reading(raw, sampleNote)) {
      // The contract's schema: a reading that produces an invalid formula stops the import.
      const formula = ScoreFormulaSchema.parse(f.formula);
      formulas.push({ univ: raw.univ, year: f.year, track: f.track, formula, source: sourceOf(raw), note: f.note });
    }
  }
  return { formulas, skipped };
}

/** The university a sample name means: the name itself, or without "(서울)"; the main campus first. */
async function universityIdOf(db: DbOrTx, name: string): Promise<number> {
  const candidates = [name, name.replace(/\(서울\)$/, '')];
  const rows = await db.select({ id: universities.id, name: universities.name, campus: universities.campus }).from(universities).where(inArray(universities.name, candidates));
  const best = rows.sort((a, b) => candidates.indexOf(a.name) - candidates.indexOf(b.name) || Number(b.campus === '본교') - Number(a.campus === '본교'))[0];
  if (!best) throw new Error(`${FILE}: university ${name} is not in universities (import the consulting data first)`);
  return best.id;
}

/**
 * Imports the sample's formulas: upserts on (university, year, track), writing a row only when it differs and no
 * administrator edited it. Call after importConsultingData (server/core/db.ts migrate()).
 */
export async function importScoreFormulas(db: DbOrTx, dir: string = consultingDataDir()): Promise<FormulaImportReport> {
  const { formulas, skipped } = formulasFromSample(JSON.parse(readFileSync(path.join(dir, FILE), 'utf8')));
  const f = scoreFormulas;
  let written = 0;
  for (const row of formulas) {
    const university_id = await universityIdOf(db, row.univ);
    const changed = await db
      .insert(f)
      .values({ university_id, year: row.year, track: row.track, formula: row.formula, source: row.source, note: row.note })
      .onConflictDoUpdate({
        target: [f.university_id, f.year, f.track],
        set: { formula: sql`excluded.formula`, source: sql`excluded.source`, note: sql`excluded.note`, update_time: sql`now()` },
        setWhere: sql`${f.edited_by} is null and (${f.formula}, ${f.source}, ${f.note}) is distinct from (excluded.formula, excluded.source, excluded.note)`,
      })
      .returning({ id: f.id });
    written += changed.length;
  }
  return { formulas: formulas.length, written, skipped };
}

/** Where the start-up import stamps what it imported: a row of consulting_imports under this name. */
export const FORMULAS_STAMP = 'score_formulas (readings of score_formulas_sample.json)';

/**
 * The start-up import (server/core/db.ts): importScoreFormulas, skipped when the formulas the readings yield now
 * have the SHA-256 stamped by the last import (so a changed file or a changed reading imports again, and a start
 * on existing data does no upserts). Returns null when skipped.
 */
export async function importScoreFormulasIfChanged(db: DbOrTx, dir: string = consultingDataDir()): Promise<FormulaImportReport | null> {
  const { formulas } = formulasFromSample(JSON.parse(readFileSync(path.join(dir, FILE), 'utf8')));
  const sha256 = createHash('sha256').update(JSON.stringify(formulas)).digest('hex');
  const [stamp] = await db.select({ sha256: consultingImports.sha256 }).from(consultingImports).where(eq(consultingImports.file, FORMULAS_STAMP));
  if (stamp?.sha256 === sha256) return null;
  const report = await importScoreFormulas(db, dir);
  await db
    .insert(consultingImports)
    .values({ file: FORMULAS_STAMP, sha256, rows: report.formulas })
    .onConflictDoUpdate({ target: consultingImports.file, set: { sha256, rows: report.formulas, imported_at: sql`now()` } });
  return report;
}

// ---- Demo cut-offs ----

/** The source every demo cut-off carries: made-up numbers to show the bands, not real 입결. */
export const DEMO_CUTOFF_SOURCE = '데모';

/**
 * Demo cut-offs (2024, in each formula's converted score): 서울대학교 majors of both tracks, one 고려대·연세대 major
 * (whose sample formulas are incomplete, so the band says there is no score), and 서울대 국어국문학과 left without
 * one (the "no cut-off" answer).
 */
const DEMO_CUTOFFS = [
  { univ: '서울대학교', major: '경영학과', kind: '70%컷', score: 395.5 },
  { univ: '서울대학교', major: '경영학과', kind: '50%컷', score: 397.0 },
  { univ: '서울대학교', major: '경제학부', kind: '70%컷', score: 393.0 },
  { univ: '서울대학교', major: '기계공학부', kind: '70%컷', score: 392.5 },
  { univ: '서울대학교', major: '기계공학부', kind: '50%컷', score: 394.0 },
  { univ: '서울대학교', major: '컴퓨터공학부', kind: '70%컷', score: 397.5 },
  { univ: '서울대학교', major: '수리과학부', kind: '70%컷', score: 386.0 },
  { univ: '서울대학교', major: '수리과학부', kind: '50%컷', score: 388.5 },
  { univ: '고려대학교', major: '경영학과', kind: '70%컷', score: 685.0 },
  { univ: '연세대학교', major: '경영학과', kind: '70%컷', score: 705.0 },
] as const;
const DEMO_YEAR = 2024;

/** Adds the demo cut-offs to the majors of the latest year (existing rows, demo or edited, are left alone); returns how many were added. */
export async function seedDemoCutoffs(db: DbOrTx): Promise<number> {
  // One read of the named majors (latest year first) and one insert, not a round trip per cut-off.
  const majors = await db
    .select({ id: univMajors.id, university_id: univMajors.university_id, univ_name: univMajors.univ_name, major_name: univMajors.major_name })
    .from(univMajors)
    .where(and(inArray(univMajors.univ_name, [...new Set(DEMO_CUTOFFS.map((d) => d.univ))]), inArray(univMajors.major_name, [...new Set(DEMO_CUTOFFS.map((d) => d.major))])))
    .orderBy(sql`${univMajors.year} desc`, univMajors.id);
  const rows = DEMO_CUTOFFS.flatMap((demo) => {
    const major = majors.find((m) => m.univ_name === demo.univ && m.major_name === demo.major);
    return major ? [{ major_id: major.id, university_id: major.university_id, major_name: major.major_name, year: DEMO_YEAR, kind: demo.kind, score: demo.score, source: DEMO_CUTOFF_SOURCE }] : [];
  });
  if (rows.length === 0) return 0;
  const inserted = await db.insert(majorCutoffs).values(rows).onConflictDoNothing().returning({ id: majorCutoffs.id });
  return inserted.length;
}
