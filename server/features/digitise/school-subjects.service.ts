/**
 * Use cases of the AI flow's school subjects (spec section 7 auto_school_subject*; issue 9 point 9): create
 * and edit with every referenced row checked (400 naming the field), read one, list by school level, and
 * delete unless an AI exam subject uses it (409). Route-level access only: the records belong to no exam.
 */
import type { z } from 'zod';
import { SCHOOL_TYPE } from '../../../src/api/codes';
import type * as api from '../../../src/api/digitise/school-subjects';
import type { Deps } from '../../core/deps';
import type { DbOrTx } from '../../core/db';
import { badRequest, conflict, notFound } from '../../core/errors';
import * as repo from './school-subjects.repository';

const RECORD = 'AI 학교 과목';

/**
 * Checks every referenced row against the record's school level and subject (400 naming the field) and fills
 * the publisher from the textbook when it was left out. The textbook's grade and volume count only for middle
 * school (spec section 5), as in the publisher and textbook pickers.
 */
async function checkRefs(db: DbOrTx, v: repo.AutoSchoolSubjectValues, publisherGiven: boolean): Promise<repo.AutoSchoolSubjectValues> {
  const out = { ...v };
  if (v.school_id != null) {
    const school = await repo.findSchool(db, v.school_id);
    if (!school) throw badRequest('body.school_id', '학교를 찾을 수 없습니다.');
    if (school.school_type !== v.school_type) throw badRequest('body.school_id', `${school.school_name}은(는) 선택한 학교급의 학교가 아닙니다.`);
  }
  if (v.subject_detail_type_id != null) {
    const detail = await repo.findSubjectDetailType(db, v.subject_detail_type_id);
    if (!detail) throw badRequest('body.subject_detail_type_id', '세부 과목을 찾을 수 없습니다.');
    if (detail.subject_type_id !== v.subject_type_id || detail.school_type !== v.school_type) {
      throw badRequest('body.subject_detail_type_id', '과목과 학교급에 맞는 세부 과목을 선택하세요.');
    }
  }
  if (v.textbook_subject_id != null) {
    const textbook = await repo.findTextbookSubject(db, v.textbook_subject_id);
    if (!textbook) throw badRequest('body.textbook_subject_id', '교과서를 찾을 수 없습니다.');
    if (textbook.school_type !== v.school_type || textbook.subject_type_id !== v.subject_type_id) {
      throw badRequest('body.textbook_subject_id', '학교급과 과목이 맞는 교과서를 선택하세요.');
    }
    if (v.school_type === SCHOOL_TYPE.middle.code && textbook.grade_id !== null && textbook.grade_id !== v.grade_id) {
      throw badRequest('body.textbook_subject_id', '학년이 맞는 교과서를 선택하세요.');
    }
    if (!publisherGiven && v.publisher_id == null) out.publisher_id = textbook.publisher_id;
    else if (out.publisher_id !== textbook.publisher_id) throw badRequest('body.textbook_subject_id', '선택한 출판사의 교과서가 아닙니다.');
  }
  if (out.publisher_id != null && !(await repo.findPublisher(db, out.publisher_id))) throw badRequest('body.publisher_id', '출판사를 찾을 수 없습니다.');
  return out;
}

/** Creates a school subject of the AI flow. */
export function createAutoSchoolSubject(deps: Deps, userId: number, body: z.output<typeof api.AutoSchoolSubjectCreateBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const values = await checkRefs(
      tx,
      {
        school_id: body.school_id ?? null,
        school_type: body.school_type,
        grade_id: body.grade_id,
        subject_type_id: body.subject_type_id,
        subject_detail_type_id: body.subject_detail_type_id ?? null,
        detail: body.detail || null,
        publisher_id: body.publisher_id ?? null,
        textbook_subject_id: body.textbook_subject_id ?? null,
        semester: body.semester,
        year: body.year,
        user_id: userId,
      },
      body.publisher_id !== undefined,
    );
    return { id: await repo.insert(tx, values) };
  });
}

/** Updates the given fields of a school subject (404 when it is gone); the result is checked as a whole. */
export function updateAutoSchoolSubject(deps: Deps, body: z.output<typeof api.AutoSchoolSubjectUpdateBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const row = await repo.lockRow(tx, body.id);
    if (!row) throw notFound(RECORD, 'body.id');
    const { id, ...changes } = body;
    const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<repo.AutoSchoolSubjectValues>;
    if ('detail' in given) given.detail = given.detail || null;
    const { id: _id, create_time: _c, update_time: _u, ...stored } = row;
    const values = await checkRefs(tx, { ...stored, ...given }, body.publisher_id !== undefined);
    await repo.update(tx, id, values);
    return { id };
  });
}

/** One school subject with its names. */
export async function getAutoSchoolSubject(deps: Deps, id: number) {
  const row = await repo.findJoined(deps.db, id);
  if (!row) throw notFound(RECORD, 'query.id');
  return { data: repo.present(row) };
}

/** Deletes a school subject no AI exam subject uses (409 naming how many do). */
export function deleteAutoSchoolSubject(deps: Deps, id: number) {
  return deps.db.transaction(async (tx) => {
    const row = await repo.lockRow(tx, id);
    if (!row) throw notFound(RECORD, 'params.id');
    const used = await repo.usedBy(tx, id);
    if (used > 0) throw conflict(`AI 시험 과목 ${used}개가 이 학교 과목을 쓰고 있어 삭제할 수 없습니다. 먼저 시험 과목의 학교 과목을 바꾸세요.`);
    await repo.remove(tx, id);
    return {};
  });
}

/** One page of one school level's school subjects. */
export async function listAutoSchoolSubjects(deps: Deps, q: z.output<typeof api.AutoSchoolSubjectListQuerySchema>) {
  const { rows, total } = await repo.list(deps.db, q);
  return { data_list: rows.map(repo.present), total, page: q.page, size: q.size };
}
