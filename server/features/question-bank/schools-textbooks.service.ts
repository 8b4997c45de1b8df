/**
 * Use cases of school exams (내신 school_subjects) and the textbook hierarchy (spec sections 3, 5, 7):
 * lists and records by school level, creation with reference checks and the duplicate rule, deletion
 * guarded by entered questions, publisher and textbook pickers (grade_id and detail only for middle
 * school), the 대단원/중단원/소단원 editor with dense 1..n positions, and the textbook exam fields.
 */
import type { z } from 'zod';
import type {
  SchoolSubjectCreateBodySchema,
  SchoolSubjectListQuerySchema,
  SchoolSubjectUpdateBodySchema,
  TempSchoolSubjectQuerySchema,
  TextbookExamBodySchema,
  TextbookFilterSchema,
  TextbookUnitUpdateBodySchema,
} from '../../../src/api/question-bank/schools-textbooks';
import { textbookQuery } from '../../../src/api/question-bank/schools-textbooks';
import type { Deps } from '../../core/deps';
import type { DbOrTx } from '../../core/db';
import { badRequest, conflict, notFound } from '../../core/errors';
import * as repo from './schools-textbooks.repository';
import { EXAM_TYPE, labelFor, SCHOOL_TYPE, SORT } from '../../../src/api/codes';

type ListQuery = z.output<typeof SchoolSubjectListQuerySchema>;
type CreateBody = z.output<typeof SchoolSubjectCreateBodySchema>;
type UpdateBody = z.output<typeof SchoolSubjectUpdateBodySchema>;

/** A stored row with its times as ISO strings (the wire shape). */
function toWire<T extends { create_time: Date; update_time: Date }>(row: T) {
  return { ...row, create_time: row.create_time.toISOString(), update_time: row.update_time.toISOString() };
}

const recordName = (schoolType: number) => `${labelFor(SCHOOL_TYPE, schoolType)} 내신 시험`;

/** One page of a school level's exam records with the list filters and the sort arrow. */
export async function listSchoolSubjects(deps: Deps, schoolType: number, q: ListQuery) {
  const sort = q.sort_key ? { key: q.sort_key, descending: q.sort === SORT.desc } : undefined;
  const { rows, total } = await repo.listSchoolSubjects(
    deps.db,
    { school_type: schoolType, year: q.year, grade_id: q.grade_id, semester: q.semester, subject_type_id: q.subject_type_id, name_search: q.name_search },
    q,
    sort,
  );
  return { data_list: rows.map(toWire), total, page: q.page, size: q.size };
}

/** Records still marked temporary, newest first. */
export async function listTempSchoolSubjects(deps: Deps, q: z.output<typeof TempSchoolSubjectQuerySchema>) {
  const { rows, total } = await repo.listSchoolSubjects(deps.db, { is_temp: true, school_type: q.school_type }, q);
  return { data_list: rows.map(toWire), total, page: q.page, size: q.size };
}

/** One record of a school level; 404 when missing or of the other level. */
export async function getSchoolSubject(deps: Deps, schoolType: number, id: number) {
  const row = await repo.findSchoolSubject(deps.db, id);
  if (!row || row.school_type !== schoolType) throw notFound(recordName(schoolType));
  return toWire(row);
}

/** The references of a record after a create or an update. */
interface Refs {
  school_id: number | null;
  school_type: number;
  grade_id: number;
  subject_type_id: number;
  subject_detail_type_id: number | null;
  publisher_id: number | null;
  textbook_subject_id: number | null;
  semester: number;
  year: number;
}

const REF_KEYS = ['school_id', 'school_type', 'grade_id', 'subject_type_id', 'subject_detail_type_id', 'publisher_id', 'textbook_subject_id', 'semester', 'year'] as const;
const pickRefs = (v: Refs): Refs => Object.fromEntries(REF_KEYS.map((k) => [k, v[k]])) as unknown as Refs;

/**
 * Checks that every referenced row exists and fits (400 naming the field), fills the publisher and the
 * subject detail from the textbook when they were left out, then refuses a duplicate (409).
 */
async function checkRecord(db: DbOrTx, v: Refs, given: { publisher_id?: unknown; subject_detail_type_id?: unknown }, exceptId?: number): Promise<Refs> {
  const out = pickRefs(v);
  if (v.school_id !== null) {
    const school = await repo.findSchool(db, v.school_id);
    if (!school) throw badRequest('body.school_id', '학교를 찾을 수 없습니다.');
    if (school.school_type !== v.school_type) throw badRequest('body.school_id', `${school.school_name}은(는) ${labelFor(SCHOOL_TYPE, v.school_type)}가 아닙니다.`);
  }
  if (v.textbook_subject_id !== null) {
    const textbook = await repo.findTextbookSubject(db, v.textbook_subject_id);
    if (!textbook) throw badRequest('body.textbook_subject_id', '교과서를 찾을 수 없습니다.');
    if (textbook.school_type !== v.school_type || textbook.subject_type_id !== v.subject_type_id) {
      throw badRequest('body.textbook_subject_id', '학교급과 과목이 맞는 교과서를 선택하세요.');
    }
    if (given.publisher_id === undefined) out.publisher_id = textbook.publisher_id;
    else if (out.publisher_id !== textbook.publisher_id) throw badRequest('body.textbook_subject_id', '선택한 출판사의 교과서가 아닙니다.');
    if (given.subject_detail_type_id === undefined && out.subject_detail_type_id === null) out.subject_detail_type_id = textbook.subject_detail_type_id;
  }
  if (out.publisher_id !== null && !(await repo.findPublisher(db, out.publisher_id))) throw badRequest('body.publisher_id', '출판사를 찾을 수 없습니다.');
  if (out.subject_detail_type_id !== null) {
    const detail = await repo.findSubjectDetailType(db, out.subject_detail_type_id);
    if (!detail) throw badRequest('body.subject_detail_type_id', '세부 과목을 찾을 수 없습니다.');
    if (detail.subject_type_id !== v.subject_type_id || detail.school_type !== v.school_type) {
      throw badRequest('body.subject_detail_type_id', '과목과 학교급에 맞는 세부 과목을 선택하세요.');
    }
  }
  if (out.school_id !== null) {
    const duplicate = await repo.findDuplicateSchoolSubject(db, { ...out, school_id: out.school_id }, exceptId);
    if (duplicate) throw conflict(`같은 학교·학년·과목·학기·연도의 내신 시험이 이미 있습니다 (번호 ${duplicate.id}).`);
  }
  return out;
}

/** Creates a school exam record of either level. */
export async function createSchoolSubject(deps: Deps, body: CreateBody) {
  return deps.db.transaction(async (tx) => {
    const refs = await checkRecord(
      tx,
      {
        school_id: body.school_id,
        school_type: body.school_type,
        grade_id: body.grade_id,
        subject_type_id: body.subject_type_id,
        subject_detail_type_id: body.subject_detail_type_id ?? null,
        publisher_id: body.publisher_id ?? null,
        textbook_subject_id: body.textbook_subject_id ?? null,
        semester: body.semester,
        year: body.year,
      },
      body,
    );
    return repo.insertSchoolSubject(tx, { ...refs, detail: body.detail || null, is_temp: body.is_temp ?? false });
  });
}

/** Updates a record of one school level: the given fields change; 404 for the other level. */
export async function updateSchoolSubject(deps: Deps, schoolType: number, body: UpdateBody) {
  return deps.db.transaction(async (tx) => {
    const row = await repo.findSchoolSubjectRow(tx, body.id);
    if (!row || row.school_type !== schoolType) throw notFound(recordName(schoolType));
    const { id, detail, is_temp, ...changes } = body;
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const refs = await checkRecord(tx, { ...row, ...defined } as Refs, body, id);
    await repo.updateSchoolSubject(tx, id, { ...refs, ...(detail !== undefined ? { detail: detail || null } : {}), ...(is_temp !== undefined ? { is_temp } : {}) });
    return { id };
  });
}

/** Deletes a record with its empty exam subjects; 409 while an exam subject of it holds questions. */
export async function deleteSchoolSubject(deps: Deps, id: number) {
  return deps.db.transaction(async (tx) => {
    const row = await repo.findSchoolSubjectRow(tx, id);
    if (!row) throw notFound('내신 시험');
    const used = await repo.countExamSubjectsWithQuestions(tx, id);
    if (used > 0) throw conflict(`문항이 입력된 시험 과목 ${used}개가 이 내신 시험을 사용하고 있어 삭제할 수 없습니다. 시험 과목을 먼저 정리하세요.`);
    await repo.deleteSchoolSubject(tx, id);
    return { id };
  });
}

/** Publishers, all or those with a textbook of one school level. */
export async function listPublishers(deps: Deps, schoolType?: number) {
  const rows = schoolType === undefined ? await repo.listPublishers(deps.db) : await repo.listPublishersWithTextbooks(deps.db, { school_type: schoolType });
  return { data_list: rows };
}

/** Spec section 5: grade_id and detail narrow the pickers only for middle school. */
const textbookFilter = (q: z.output<typeof TextbookFilterSchema>): repo.TextbookFilter => textbookQuery(q);

/** Publishers with a textbook matching the picker's filter. */
export async function listTextbookPublishers(deps: Deps, q: z.output<typeof TextbookFilterSchema>) {
  return { data_list: await repo.listPublishersWithTextbooks(deps.db, textbookFilter(q)) };
}

/** A publisher's textbooks matching the picker's filter. */
export async function listTextbookSubjects(deps: Deps, q: z.output<typeof TextbookFilterSchema> & { publisher_id: number }) {
  return { data_list: await repo.listTextbookSubjects(deps.db, { ...textbookFilter(q), publisher_id: q.publisher_id }) };
}

/** Each level of the hierarchy: its name in messages, its parent's name, how to find the parent, the wire key. */
const LEVELS = {
  content: { label: '대단원', parentLabel: '교과서', parentKey: 'textbook_subject_id', parentExists: (db: DbOrTx, id: number) => repo.findTextbookSubject(db, id) },
  contentMain: { label: '중단원', parentLabel: '대단원', parentKey: 'content_id', parentExists: (db: DbOrTx, id: number) => repo.findUnit(db, 'content', id) },
  contentSub: { label: '소단원', parentLabel: '중단원', parentKey: 'content_main_id', parentExists: (db: DbOrTx, id: number) => repo.findUnit(db, 'contentMain', id) },
} as const;

/** The units under a parent, by position; 404 when the parent is missing. */
export async function listUnits<L extends repo.UnitLevel>(deps: Deps, level: L, parentId: number) {
  type Row = { id: number; name: string; index: number } & Record<(typeof LEVELS)[L]['parentKey'], number>;
  const def = LEVELS[level];
  if (!(await def.parentExists(deps.db, parentId))) throw notFound(def.parentLabel);
  const rows = await repo.listUnits(deps.db, level, parentId);
  return { data_list: rows.map(({ parent_id, ...row }) => ({ ...row, [def.parentKey]: parent_id }) as Row) };
}

/** Writes positions 1..n for the ids in order, only where they changed. */
async function renumber(tx: DbOrTx, level: repo.UnitLevel, ordered: Array<{ id: number; index: number }>) {
  for (const [i, unit] of ordered.entries()) {
    if (unit.index !== i + 1) await repo.updateUnit(tx, level, unit.id, { index: i + 1 });
  }
}

/** A position past the last one (`last`) is refused, naming body.index: a unit goes where it was asked to go, or nowhere. */
function checkPosition(index: number, last: number) {
  if (index > last) throw badRequest('body.index', `순서는 1~${last} 사이로 입력하세요.`);
}

/** Adds a unit at a position (last when none is given; 400 past the last); the siblings after it move down. */
export async function createUnit(deps: Deps, level: repo.UnitLevel, parentId: number, input: { name: string; index?: number }) {
  const def = LEVELS[level];
  return deps.db.transaction(async (tx) => {
    if (!(await def.parentExists(tx, parentId))) throw notFound(def.parentLabel);
    const siblings = await repo.listUnits(tx, level, parentId);
    const position = input.index ?? siblings.length + 1;
    checkPosition(position, siblings.length + 1);
    const id = await repo.insertUnit(tx, level, parentId, input.name, position);
    siblings.splice(position - 1, 0, { id, name: input.name, index: position, parent_id: parentId });
    await renumber(tx, level, siblings);
    return { id };
  });
}

/** Renames a unit and/or moves it to a position among its siblings (positions stay 1..n; 400 past n, nothing changed). */
export async function updateUnit(deps: Deps, level: repo.UnitLevel, input: z.output<typeof TextbookUnitUpdateBodySchema>) {
  const def = LEVELS[level];
  return deps.db.transaction(async (tx) => {
    const unit = await repo.findUnit(tx, level, input.id);
    if (!unit) throw notFound(def.label);
    if (input.name !== undefined) await repo.updateUnit(tx, level, unit.id, { name: input.name });
    if (input.index !== undefined) {
      const siblings = (await repo.listUnits(tx, level, unit.parent_id)).filter((s) => s.id !== unit.id);
      checkPosition(input.index, siblings.length + 1);
      siblings.splice(input.index - 1, 0, unit);
      await renumber(tx, level, siblings);
    }
    return { id: unit.id };
  });
}

/** Deletes a unit with everything under it; the siblings after it move up. */
export async function deleteUnit(deps: Deps, level: repo.UnitLevel, id: number) {
  return deps.db.transaction(async (tx) => {
    const unit = await repo.findUnit(tx, level, id);
    if (!unit) throw notFound(LEVELS[level].label);
    await repo.deleteUnit(tx, level, id);
    await renumber(tx, level, await repo.listUnits(tx, level, unit.parent_id));
    return { id };
  });
}

/** Updates the textbook fields of a textbook exam subject; 404 for any other kind of exam subject. */
export async function updateTextbookExam(deps: Deps, body: z.output<typeof TextbookExamBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const subject = await repo.findExamSubjectKind(tx, body.id);
    if (!subject || subject.type !== EXAM_TYPE.textbook.code) throw notFound('교과서 시험');
    if (body.textbook_subject_id !== undefined) {
      const textbook = await repo.findTextbookSubject(tx, body.textbook_subject_id);
      if (!textbook) throw badRequest('body.textbook_subject_id', '교과서를 찾을 수 없습니다.');
      if (textbook.school_type !== subject.school_type) throw badRequest('body.textbook_subject_id', '시험과 학교급이 같은 교과서를 선택하세요.');
    }
    const { id, detail, ...rest } = body;
    const values = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
    await repo.updateTextbookExam(tx, id, { ...values, ...(detail !== undefined ? { detail: detail || null } : {}) });
    return { id };
  });
}
