/**
 * The consulting reference data (issue 10 point 2), imported from server/db/data/consulting/ (its
 * SOURCES.md names the origin and year of every file): the 17 regions, the 8 main and 36 middle major
 * categories, the 242 four-year universities, the majors of each `univ_majors_<year>.csv` (8,691 for 2025) and
 * the admission groups that score_formulas_sample.json states. Reference data, not demo data: it is meant to
 * run on every start, in production too.
 *
 * Idempotent and migration-safe: the files are checked against the contract's catalog and each other before
 * anything is written, then written in one transaction under an advisory lock (two instances starting
 * together import once). Every table is upserted by its natural key and a row is only written when a value
 * differs, so importing the same files again changes nothing (and is skipped outright when no file's SHA-256
 * changed). A year's majors file replaces that year: new majors are added, changed ones updated in place
 * (their ids, which chosen lists keep, stay), majors it no longer lists are deleted. Years without a file are
 * left alone. Admission groups an administrator edited (`edited_by`) are never overwritten.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { MAJOR_MAINS, MAJOR_SUBS, REGIONS, type AdmissionGroup } from '../../../src/api/consulting/search';
import { normaliseName, searchTextOf } from '../../../src/features/consulting/consulting.rules';
import type { Db, DbOrTx } from '../../core/db';
import { consultingImports, majorMainCategories, majorMiddleCategories, regions, univMajors, universities, universityAdmissionGroups } from '../schema';

/** The data folder: beside the schema in the source tree, or `data/consulting` beside the built server. */
export function consultingDataDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const found = [path.join(here, '../data/consulting'), path.join(here, 'data/consulting')].find((p) => existsSync(path.join(p, 'regions.csv')));
  if (!found) throw new Error('consulting data folder not found (server/db/data/consulting)');
  return found;
}

const FILES = {
  regions: 'regions.csv',
  classification: 'major_classification.csv',
  universities: 'universities_4yr.csv',
  mapping: 'sub_to_kedi_mapping_DERIVED.csv',
  groups: 'score_formulas_sample.json',
} as const;
/** Majors files: one (or more) per year. */
const MAJORS_FILE = /^univ_majors_\d{4}\.csv$/;

const SOURCE = {
  regions: 'KCUE 전국대학및전문대학정보표준데이터 2024 시도 (regions.csv)',
  categories: '대계열 1-8, KEDI 중계열 35 + 기타 (major_classification.csv)',
  universities: 'KCUE 전국대학및전문대학정보표준데이터 기준연도 2024, data.go.kr B340014 (universities_4yr.csv)',
  majors: (year: number, file: string) => `대학알리미 학교별 학부(과) 리스트 ${year} (${file})`,
  groups: (urls: string[]) => `score_formulas_sample.json (보도 기사): ${urls.join(' ')}`,
};
/** The base year of the standard data the regions and universities come from. */
const STANDARD_DATA_YEAR = 2024;

/** How many rows each table gained, changed or lost (a re-run of the same files reports zeros). */
export interface ImportReport {
  /** True when every file was already imported with the same content and nothing was read further. */
  skipped: boolean;
  files: string[];
  written: Record<'regions' | 'major_main_categories' | 'major_middle_categories' | 'universities' | 'univ_majors' | 'university_admission_groups', number>;
  /** Majors per year: added, updated in place, deleted. */
  years: Array<{ year: number; rows: number; inserted: number; updated: number; deleted: number }>;
}

// ---- Reading the files ----

/** RFC 4180 CSV (quotes, doubled quotes, CRLF, a BOM) into records keyed by the header; throws naming the file and line. */
export function parseCsv(text: string, file: string): Array<Record<string, string>> {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(cell), (cell = '');
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(cell), rows.push(row), (row = []), (cell = '');
    } else cell += c;
  }
  if (quoted) throw new Error(`${file}: unterminated quoted field`);
  if (cell !== '' || row.length) row.push(cell), rows.push(row);
  const [header, ...body] = rows.filter((r) => !(r.length === 1 && r[0] === ''));
  if (!header) throw new Error(`${file}: empty file`);
  return body.map((r, i) => {
    if (r.length !== header.length) throw new Error(`${file}:${i + 2}: ${r.length} fields, the header has ${header.length}`);
    return Object.fromEntries(header.map((h, j) => [h.trim(), r[j].trim()]));
  });
}

/** One required column of a CSV record. */
function need(record: Record<string, string>, column: string, where: string): string {
  const value = record[column];
  if (value === undefined || value === '') throw new Error(`${where}: ${column} is missing`);
  return value;
}

const GUN_OF: Record<string, AdmissionGroup> = { 가: 'ga', 나: 'na', 다: 'da' };

/**
 * The admission group a source's text states, e.g. "나", "가 (학부대학은 다군)", "가 (2025, 음악대학만 나)": the
 * leading group letter is the university's group; a year inside the parentheses is the year it holds for
 * (else `entryYear`, when the entry has a plain year); the rest of the parentheses is kept as the note (the
 * exception it names is not applied to single majors). Null when there is no group or no year.
 */
export function parseGun(text: unknown, entryYear: unknown): { gun: AdmissionGroup; year: number; note: string | null } | null {
  if (typeof text !== 'string') return null;
  const match = /^\s*([가나다])\s*군?\s*(?:\((.*)\))?\s*$/u.exec(text);
  if (!match) return null;
  const inner = (match[2] ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const yearPart = inner.find((p) => /^(19|20)\d{2}$/.test(p));
  const year = yearPart ? Number(yearPart) : typeof entryYear === 'number' && Number.isInteger(entryYear) ? entryYear : null;
  if (year === null) return null;
  const note = inner.filter((p) => p !== yearPart).join(', ');
  return { gun: GUN_OF[match[1]], year, note: note || null };
}

interface FileSet {
  names: string[];
  text: Map<string, string>;
  sha: Map<string, string>;
}

function readFiles(dir: string): FileSet {
  const majors = readdirSync(dir)
    .filter((f) => MAJORS_FILE.test(f))
    .sort();
  if (!majors.length) throw new Error(`${dir}: no univ_majors_<year>.csv`);
  const names = [...Object.values(FILES), ...majors];
  const text = new Map(names.map((f) => [f, readFileSync(path.join(dir, f), 'utf8')]));
  const sha = new Map(names.map((f) => [f, createHash('sha256').update(text.get(f)!).digest('hex')]));
  return { names, text, sha };
}

type UniversityRow = typeof universities.$inferInsert;
type MajorInput = Omit<typeof univMajors.$inferInsert, 'university_id'> & { univ_registry_key: string };
type GroupInput = { univ_registry_key: string; year: number; gun: AdmissionGroup; note: string | null; source_text: string; source: string };

/** Everything the files say, checked, before the database is touched. */
interface Parsed {
  regions: Array<typeof regions.$inferInsert>;
  mains: Array<typeof majorMainCategories.$inferInsert>;
  middles: Array<typeof majorMiddleCategories.$inferInsert>;
  universities: UniversityRow[];
  majors: MajorInput[];
  groups: GroupInput[];
  /** Rows read from each file. */
  rowsOf: Map<string, number>;
}

const registryKey = (name: string, campus: string) => `${name}\u0001${campus}`;
/** The main campus first, then the others by name. */
const campusRank = (campus: string) => (campus === '본교' ? 0 : 1);

function parseAll(files: FileSet): Parsed {
  const csv = (f: string) => parseCsv(files.text.get(f)!, f);

  // Regions: exactly the contract's 17 (code, short and full name).
  const regionRows = csv(FILES.regions);
  const parsedRegions = REGIONS.map((r, i) => {
    const row = regionRows.find((x) => Number(x.sido_code) === r.code);
    if (!row || row.region_short !== r.region || row.region_full !== r.region_full) throw new Error(`${FILES.regions}: ${r.code} ${r.region} ${r.region_full} differs from the catalog (src/api/consulting.ts)`);
    return { id: r.code, region: r.region, region_full: r.region_full, sort_order: i + 1, note: row.note || null, source: SOURCE.regions, year: STANDARD_DATA_YEAR };
  });
  if (regionRows.length !== REGIONS.length) throw new Error(`${FILES.regions}: ${regionRows.length} rows, the catalog has ${REGIONS.length}`);

  // Categories: exactly the contract's 8 main and 36 middle categories.
  const classRows = csv(FILES.classification);
  const middles = MAJOR_SUBS.map((s) => {
    const row = classRows.find((x) => Number(x.middle_id) === s.id);
    const main = MAJOR_MAINS.find((m) => m.id === s.head_major)!;
    if (!row || Number(row.head_major) !== s.head_major || row.middle_name !== s.name || row.main_ko !== main.name || row.main_en !== main.name_en) {
      throw new Error(`${FILES.classification}: middle category ${s.id} ${main.name}/${s.name} differs from the catalog (src/api/consulting.ts)`);
    }
    return { id: s.id, head_major: s.head_major, name: s.name, source: SOURCE.categories };
  });
  if (classRows.length !== MAJOR_SUBS.length) throw new Error(`${FILES.classification}: ${classRows.length} rows, the catalog has ${MAJOR_SUBS.length}`);
  const mains = MAJOR_MAINS.map((m) => ({ id: m.id, name: m.name, name_en: m.name_en, source: SOURCE.categories }));
  const middleId = new Map(MAJOR_SUBS.map((s) => [`${MAJOR_MAINS.find((m) => m.id === s.head_major)!.name}/${s.name}`, s]));

  // Universities, keyed by (name, campus).
  const regionNames = new Set<string>(REGIONS.map((r) => r.region));
  const univs = csv(FILES.universities).map((r, i) => {
    const where = `${FILES.universities}:${i + 2}`;
    const region = need(r, 'region_short', where);
    if (!regionNames.has(region)) throw new Error(`${where}: unknown region ${region}`);
    return {
      name: need(r, 'univ_name', where),
      campus: need(r, 'campus', where),
      school_type: need(r, 'school_type', where),
      establishment: need(r, 'establishment', where),
      region,
      address: r.address ?? '',
      homepage: r.homepage ?? '',
      source: SOURCE.universities,
      year: STANDARD_DATA_YEAR,
    };
  });
  const seen = new Set<string>();
  for (const u of univs) {
    const key = registryKey(u.name, u.campus);
    if (seen.has(key)) throw new Error(`${FILES.universities}: ${u.name} ${u.campus} twice`);
    seen.add(key);
  }
  const byName = new Map<string, UniversityRow[]>();
  for (const u of [...univs].sort((a, b) => campusRank(a.campus) - campusRank(b.campus))) byName.set(u.name, [...(byName.get(u.name) ?? []), u]);
  /** The university a name means (this year's name, or the standard data's: without 국립, without (서울)), in a region when given; main campus first. */
  const findUniversity = (name: string, region?: string): UniversityRow | undefined => {
    for (const candidate of [name, name.replace(/^국립/, ''), name.replace(/\(서울\)$/, '')]) {
      const found = (byName.get(candidate) ?? []).find((u) => region === undefined || u.region === region);
      if (found) return found;
    }
    return undefined;
  };

  // Majors of every year file.
  const mapping = csv(FILES.mapping);
  const confidence = new Map(mapping.map((r) => [r.src_sub, r.confidence || null]));
  const rowsOf = new Map<string, number>([
    [FILES.regions, regionRows.length],
    [FILES.classification, classRows.length],
    [FILES.universities, univs.length],
    [FILES.mapping, mapping.length],
  ]);
  const majors: MajorInput[] = [];
  const majorKeys = new Set<string>();
  for (const file of files.names.filter((f) => MAJORS_FILE.test(f))) {
    const records = csv(file);
    rowsOf.set(file, records.length);
    records.forEach((r, i) => {
      const where = `${file}:${i + 2}`;
      const univName = need(r, 'univ_name', where);
      const region = need(r, 'region_short', where);
      const university = findUniversity(univName, region);
      if (!university) throw new Error(`${where}: university ${univName} (${region}) is not in ${FILES.universities}`);
      const category = middleId.get(`${need(r, 'main_category', where)}/${need(r, 'middle_category', where)}`);
      if (!category) throw new Error(`${where}: unknown category ${r.main_category}/${r.middle_category}`);
      const year = Number(need(r, 'year', where));
      if (!Number.isInteger(year) || year < 2000 || year > 2100) throw new Error(`${where}: year ${r.year}`);
      const majorName = need(r, 'major_name', where);
      const key = `${registryKey(university.name, university.campus)}\u0001${majorName}\u0001${year}`;
      if (majorKeys.has(key)) throw new Error(`${where}: ${univName} ${majorName} ${year} twice`);
      majorKeys.add(key);
      const members = (r.member_majors ?? '')
        .split('|')
        .map((m) => m.trim())
        .filter(Boolean);
      majors.push({
        univ_registry_key: registryKey(university.name, university.campus),
        year,
        univ_name: univName,
        major_name: majorName,
        region: university.region,
        head_major: category.head_major,
        major_sub_id: category.id,
        member_majors: members,
        src_broad5: r.src_broad5 || null,
        src_mid_new: r.src_mid_new || null,
        src_sub: r.src_sub || null,
        category_confidence: (r.src_sub && confidence.get(r.src_sub)) || null,
        univ_key: normaliseName(univName),
        univ_search: searchTextOf([univName, university.name]),
        major_search: searchTextOf([majorName, ...members]),
        source: SOURCE.majors(year, file),
      });
    });
  }

  // Admission groups the news facts state (see SOURCES.md).
  const facts = JSON.parse(files.text.get(FILES.groups)!) as { universities?: Array<{ univ?: unknown; year?: unknown; gun?: unknown; sources?: unknown }> };
  const groups: GroupInput[] = [];
  for (const entry of facts.universities ?? []) {
    const parsed = parseGun(entry.gun, entry.year);
    if (!parsed || typeof entry.univ !== 'string') continue;
    const university = findUniversity(entry.univ);
    if (!university) throw new Error(`${FILES.groups}: university ${entry.univ} is not in ${FILES.universities}`);
    const urls = Array.isArray(entry.sources) ? entry.sources.filter((s): s is string => typeof s === 'string') : [];
    groups.push({ univ_registry_key: registryKey(university.name, university.campus), ...parsed, source_text: String(entry.gun), source: SOURCE.groups(urls) });
  }

  rowsOf.set(FILES.groups, groups.length);
  return { regions: parsedRegions, mains, middles, universities: univs, majors, groups, rowsOf };
}

// ---- Writing ----

/** `excluded.<column>` of an upsert. */
const excluded = (column: PgColumn) => sql.raw(`excluded."${column.name}"`);
/** The update part of an upsert: the columns from the new row, written only when one of them differs. */
function upsertSet(columns: Record<string, PgColumn>, touch?: PgColumn): { set: Record<string, SQL>; setWhere: SQL } {
  const list = Object.values(columns);
  const set: Record<string, SQL> = Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, excluded(column)]));
  if (touch) set[touch.name] = sql`now()`;
  const setWhere = sql`(${sql.join(list, sql`, `)}) is distinct from (${sql.join(list.map(excluded), sql`, `)})`;
  return { set, setWhere };
}

/** Rows written by an upsert (inserted or changed), per statement of at most `size` rows. */
async function inChunks<T>(rows: T[], size: number, write: (chunk: T[]) => Promise<unknown[]>): Promise<unknown[]> {
  const out: unknown[] = [];
  for (let i = 0; i < rows.length; i += size) out.push(...(await write(rows.slice(i, i + size))));
  return out;
}

async function writeAll(tx: DbOrTx, data: Parsed, report: ImportReport): Promise<void> {
  const r = regions;
  report.written.regions = (
    await tx
      .insert(r)
      .values(data.regions)
      .onConflictDoUpdate({ target: r.id, ...upsertSet({ region: r.region, region_full: r.region_full, sort_order: r.sort_order, note: r.note, source: r.source, year: r.year }) })
      .returning({ id: r.id })
  ).length;
  const m = majorMainCategories;
  report.written.major_main_categories = (
    await tx
      .insert(m)
      .values(data.mains)
      .onConflictDoUpdate({ target: m.id, ...upsertSet({ name: m.name, name_en: m.name_en, source: m.source }) })
      .returning({ id: m.id })
  ).length;
  const s = majorMiddleCategories;
  report.written.major_middle_categories = (
    await tx
      .insert(s)
      .values(data.middles)
      .onConflictDoUpdate({ target: s.id, ...upsertSet({ head_major: s.head_major, name: s.name, source: s.source }) })
      .returning({ id: s.id })
  ).length;

  const u = universities;
  report.written.universities = (
    await tx
      .insert(u)
      .values(data.universities)
      .onConflictDoUpdate({
        target: [u.name, u.campus],
        ...upsertSet(
          { school_type: u.school_type, establishment: u.establishment, region: u.region, address: u.address, homepage: u.homepage, source: u.source, year: u.year },
          u.update_time,
        ),
      })
      .returning({ id: u.id })
  ).length;
  const ids = new Map((await tx.select({ id: u.id, name: u.name, campus: u.campus }).from(u)).map((x) => [registryKey(x.name, x.campus), x.id]));
  const idOf = (key: string) => ids.get(key)!;

  const mj = univMajors;
  const majorColumns = {
    univ_name: mj.univ_name,
    region: mj.region,
    head_major: mj.head_major,
    major_sub_id: mj.major_sub_id,
    member_majors: mj.member_majors,
    src_broad5: mj.src_broad5,
    src_mid_new: mj.src_mid_new,
    src_sub: mj.src_sub,
    category_confidence: mj.category_confidence,
    univ_key: mj.univ_key,
    univ_search: mj.univ_search,
    major_search: mj.major_search,
    source: mj.source,
  };
  const years = [...new Set(data.majors.map((x) => x.year))].sort();
  for (const year of years) {
    const rows = data.majors.filter((x) => x.year === year).map(({ univ_registry_key, ...rest }) => ({ ...rest, university_id: idOf(univ_registry_key) }));
    const written = (await inChunks(rows, 500, (chunk) =>
      tx
        .insert(mj)
        .values(chunk)
        .onConflictDoUpdate({ target: [mj.university_id, mj.major_name, mj.year], ...upsertSet(majorColumns, mj.update_time) })
        .returning({ id: mj.id, inserted: sql<boolean>`(xmax = 0)` }),
    )) as Array<{ id: number; inserted: boolean }>;
    // Majors of this year the file no longer lists.
    const keep = new Set(rows.map((x) => `${x.university_id}\u0001${x.major_name}`));
    const stored = await tx.select({ id: mj.id, university_id: mj.university_id, major_name: mj.major_name }).from(mj).where(eq(mj.year, year));
    const gone = stored.filter((x) => !keep.has(`${x.university_id}\u0001${x.major_name}`)).map((x) => x.id);
    for (let i = 0; i < gone.length; i += 1000) await tx.delete(mj).where(and(eq(mj.year, year), inArray(mj.id, gone.slice(i, i + 1000))));
    const inserted = written.filter((x) => x.inserted).length;
    report.years.push({ year, rows: rows.length, inserted, updated: written.length - inserted, deleted: gone.length });
  }
  report.written.univ_majors = report.years.reduce((n, y) => n + y.inserted + y.updated + y.deleted, 0);

  const g = universityAdmissionGroups;
  if (data.groups.length) {
    const { set, setWhere } = upsertSet({ gun: g.gun, note: g.note, source_text: g.source_text, source: g.source }, g.update_time);
    report.written.university_admission_groups = (
      await tx
        .insert(g)
        .values(data.groups.map(({ univ_registry_key, ...rest }) => ({ ...rest, university_id: idOf(univ_registry_key) })))
        .onConflictDoUpdate({ target: [g.university_id, g.year], set, setWhere: sql`${g.edited_by} is null and ${setWhere}` })
        .returning({ id: g.id })
    ).length;
  }
}

/**
 * Imports the consulting data of `dir` (server/db/data/consulting by default). Skipped when every file was
 * imported before with the same content, unless `force`. Throws, writing nothing, when a file disagrees
 * with the catalog or names a university or category that does not exist.
 */
export async function importConsultingData(db: Db, dir: string = consultingDataDir(), options: { force?: boolean } = {}): Promise<ImportReport> {
  const files = readFiles(dir);
  const report: ImportReport = {
    skipped: false,
    files: files.names,
    written: { regions: 0, major_main_categories: 0, major_middle_categories: 0, universities: 0, univ_majors: 0, university_admission_groups: 0 },
    years: [],
  };
  const unchanged = async (tx: DbOrTx) => {
    const stored = new Map((await tx.select({ file: consultingImports.file, sha256: consultingImports.sha256 }).from(consultingImports)).map((x) => [x.file, x.sha256]));
    return files.names.every((f) => stored.get(f) === files.sha.get(f));
  };
  if (!options.force && (await unchanged(db))) return { ...report, skipped: true };
  const data = parseAll(files);
  await db.transaction(async (tx) => {
    // One import at a time across instances; the one that waited finds the files imported.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('consulting_import'))`);
    if (!options.force && (await unchanged(tx))) {
      report.skipped = true;
      return;
    }
    await writeAll(tx, data, report);
    const count = (file: string) => data.rowsOf.get(file) ?? 0;
    await tx
      .insert(consultingImports)
      .values(files.names.map((file) => ({ file, sha256: files.sha.get(file)!, rows: count(file) })))
      .onConflictDoUpdate({ target: consultingImports.file, set: { sha256: excluded(consultingImports.sha256), rows: excluded(consultingImports.rows), imported_at: sql`now()` }, setWhere: sql`${consultingImports.sha256} is distinct from excluded.sha256` });
    // Fresh statistics after a change, so the planner sees thousands of majors, not an empty table (PGlite runs no autovacuum).
    if (Object.values(report.written).some((n) => n > 0)) await tx.execute(sql`analyze regions, universities, univ_majors, university_admission_groups`);
  });
  return report;
}
