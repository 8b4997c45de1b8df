/** Use cases of exams and exam subjects: records, lists by scope, and lifecycle transitions through the machines. */
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type * as api from '../../../src/api/question-bank/exams';
import { ADMIN_CHECK, adminCheckMachine, type AdminCheckEvent } from '../../../src/machines/admin-check.machine';
import { EXAM_SUBJECT_STATE, examSubjectMachine, examSubjectValue, EXCLUDED, type ExamSubjectEvent } from '../../../src/machines/exam-subject.machine';
import { labelOf } from '../../../src/machines/lifecycle';
import { canReadSubject, incompleteQuestions, type Actor } from '../../../src/features/question-bank/question-bank.rules';
import { examSubjects, exams, questionMultiples, questions } from '../../db/schema';
import type { AuthUser } from '../../core/access';
import type { Deps } from '../../core/deps';
import type { DbOrTx } from '../../core/db';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors';
import { applyTransition } from '../../core/transitions';
import * as repo from './exams.repository';
import { choicesOf } from './questions.repository';
import { removeStoredFiles, storedKeysOfExamSubject } from './files.service';
import { resubmitReturned } from '../review/review.service';
import { CHOICE_COUNT } from '../../../src/api/codes';
import { ADMIN_LEVEL } from '../../../src/api/levels';

const S = EXAM_SUBJECT_STATE;
type ListQuery = z.output<typeof api.ExamSubjectListQuerySchema>;

export const actor = (user: AuthUser | null): Actor => ({ uid: user!.uid, level: user!.level });

// --- lists ---

/** Which rows each work list shows (spec section 4 lists). */
export function listScope(kind: 'all' | 'enter' | 'class' | 'ori', uid?: number): SQL[] {
  switch (kind) {
    case 'enter':
      return [eq(examSubjects.user_id, uid!), eq(examSubjects.excluded_state, 0)];
    case 'class':
      return [eq(examSubjects.excluded_state, 0), or(eq(examSubjects.teacher_id, uid!), and(isNull(examSubjects.teacher_id), eq(examSubjects.state, S.nextStage.code)))!];
    case 'ori':
      return [eq(examSubjects.type, 1), eq(examSubjects.state, S.done.code), eq(examSubjects.excluded_state, 0)];
    default:
      return [];
  }
}

export function list(deps: Deps, q: ListQuery, kind: Parameters<typeof listScope>[0], uid?: number) {
  return repo.listExamSubjects(deps.db, q, listScope(kind, uid));
}

/** Another staff member's list: admins see anyone's, others only their own. */
export function userList(deps: Deps, user: AuthUser | null, q: ListQuery, kind: 'enter' | 'class') {
  if (q.user_id === undefined) throw badRequest('query.user_id', 'query.user_id: 직원을 선택하세요.');
  if (q.user_id !== user!.uid && user!.level < ADMIN_LEVEL) throw forbidden('다른 직원의 목록은 관리자만 볼 수 있습니다.');
  return repo.listExamSubjects(deps.db, q, listScope(kind, q.user_id));
}

// --- exam subjects ---

async function incompleteOf(db: DbOrTx, subject: { id: number; subject_code_name: string }) {
  const rows = await db.select().from(questions).where(and(eq(questions.exam_subject_id, subject.id), eq(questions.excluded, false)));
  const choices = await choicesOf(db, rows.map((r) => r.id));
  const filled = new Map<number, number>();
  for (const c of choices) if (c.content.trim()) filled.set(c.question_id, (filled.get(c.question_id) ?? 0) + 1);
  return incompleteQuestions(
    rows.map((r) => ({ ...r, choice_count: filled.get(r.id) ?? 0 })),
    subject.subject_code_name,
  );
}

export async function getExamSubject(deps: Deps, user: AuthUser | null, id: number) {
  const data = await repo.findExamSubject(deps.db, id);
  if (!data) throw notFound('시험 과목');
  if (!canReadSubject(actor(user), data)) throw forbidden('배정되지 않은 시험입니다.');
  return { data, incomplete: await incompleteOf(deps.db, data) };
}

async function subjectCode(db: DbOrTx, detailId: number | null | undefined): Promise<string> {
  if (!detailId) return '';
  const rows = await db.execute<{ code: string }>(sql`select code from subject_detail_types where id = ${detailId}`);
  const list = (rows as unknown as { rows?: Array<{ code: string }> }).rows ?? (rows as unknown as Array<{ code: string }>);
  if (!list[0]) throw badRequest('body.subject_detail_type_id', 'body.subject_detail_type_id: 없는 세부 과목입니다.');
  return list[0].code;
}

/** Creates an exam subject with `question_count` empty questions (each multiple choice with five empty choices). */
export async function createExamSubject(deps: Deps, user: AuthUser | null, body: z.output<typeof api.ExamSubjectBodySchema>) {
  return deps.db.transaction(async (tx) => {
    if (body.exam_id && !(await repo.findExam(tx, body.exam_id))) throw badRequest('body.exam_id', 'body.exam_id: 없는 시험입니다.');
    const code = await subjectCode(tx, body.subject_detail_type_id);
    const { question_count, ...values } = body;
    const [row] = await tx
      .insert(examSubjects)
      .values({ ...values, subject_code_name: code, test_name: values.test_name ?? values.name, admin_user: user!.uid, state: S.waiting.code, admin_check: ADMIN_CHECK.withWriter.code })
      .returning({ id: examSubjects.id });
    await insertEmptyQuestions(tx, row.id, question_count, body.class_type ?? 1);
    await repo.refreshQuestionCount(tx, row.id);
    return row;
  });
}

/** Inserts questions 1..n with five empty choices each. */
export async function insertEmptyQuestions(tx: DbOrTx, examSubjectId: number, n: number, classType: number) {
  const inserted = await tx
    .insert(questions)
    .values(Array.from({ length: n }, (_, i) => ({ exam_subject_id: examSubjectId, question_index: i + 1, class_type: classType })))
    .returning({ id: questions.id });
  await tx.insert(questionMultiples).values(inserted.flatMap((q) => Array.from({ length: CHOICE_COUNT }, (_, i) => ({ question_id: q.id, choice_index: i + 1, content: '' }))));
}

/** Updates an exam subject only at the version the editor loaded (409 otherwise). */
export async function updateExamSubject(deps: Deps, body: z.output<typeof api.ExamSubjectUpdateBodySchema>) {
  const { id, version, ...values } = body;
  return deps.db.transaction(async (tx) => {
    const row = await repo.lockExamSubject(tx, id);
    if (!row) throw notFound('시험 과목');
    if (row.version !== version) throw conflict('다른 사용자가 이 시험 과목을 먼저 수정했습니다. 새로고침 후 다시 시도하세요.', 'body.version');
    const code = values.subject_detail_type_id !== undefined ? { subject_code_name: await subjectCode(tx, values.subject_detail_type_id) } : {};
    await tx
      .update(examSubjects)
      .set({ ...values, ...code, version: version + 1, update_time: new Date() })
      .where(eq(examSubjects.id, id));
    return { id, version: version + 1 };
  });
}

/** Deletes an exam subject that has not been finished (done work is excluded instead), then its stored files. */
export async function deleteExamSubject(deps: Deps, id: number) {
  const keys = await deps.db.transaction(async (tx) => {
    const row = await repo.lockExamSubject(tx, id);
    if (!row) throw notFound('시험 과목');
    if (row.state === S.nextStage.code || row.state === S.done.code) throw conflict('입력이 끝난 시험 과목은 삭제할 수 없습니다. 제외 기능을 사용하세요.');
    const stored = await storedKeysOfExamSubject(tx, id);
    await tx.delete(examSubjects).where(eq(examSubjects.id, id));
    return stored;
  });
  await removeStoredFiles(deps, keys);
}

/** Makes a modified mock exam from a done original: questions, choices and answers are copied, classification reset. */
export async function modifyExamSubject(deps: Deps, user: AuthUser | null, body: z.output<typeof api.ModifyBodySchema>) {
  return deps.db.transaction(async (tx) => {
    const [ori] = await tx.select().from(examSubjects).where(eq(examSubjects.id, body.ori_id));
    if (!ori) throw notFound('원본 시험 과목');
    if (ori.state !== S.done.code) throw conflict('완료된 시험만 변형할 수 있습니다.', 'body.ori_id');
    const { id: _id, create_time: _c, update_time: _u, ...copy } = ori;
    void _id;
    void _c;
    void _u;
    const [row] = await tx
      .insert(examSubjects)
      .values({
        ...copy,
        name: body.name ?? `${ori.name} (변형)`,
        type: 2,
        ori_id: ori.id,
        state: S.waiting.code,
        admin_check: ADMIN_CHECK.withWriter.code,
        user_id: body.user_id ?? null,
        admin_id: null,
        teacher_id: null,
        admin_user: user!.uid,
        return_count: 0,
        version: 1,
      })
      .returning({ id: examSubjects.id });
    const oriQuestions = await tx.select().from(questions).where(eq(questions.exam_subject_id, ori.id));
    if (oriQuestions.length) {
      const copies = await tx
        .insert(questions)
        .values(
          oriQuestions.map((q) => ({
            exam_subject_id: row.id,
            question_index: q.question_index,
            question_type: q.question_type,
            answer: q.answer,
            answer_multiple: q.answer_multiple,
            answer_number: q.answer_number,
            class_type: q.class_type,
            content: q.content,
            level: q.level,
          })),
        )
        .returning({ id: questions.id, question_index: questions.question_index });
      const byIndex = new Map(copies.map((c) => [c.question_index, c.id]));
      const oriChoices = await choicesOf(tx, oriQuestions.map((q) => q.id));
      const indexOf = new Map(oriQuestions.map((q) => [q.id, q.question_index]));
      if (oriChoices.length)
        await tx.insert(questionMultiples).values(oriChoices.map((c) => ({ question_id: byIndex.get(indexOf.get(c.question_id)!)!, choice_index: c.choice_index, content: c.content, width: c.width })));
    }
    await repo.refreshQuestionCount(tx, row.id);
    return row;
  });
}

// --- transitions ---

const examLabel = (s: string) => (s === EXCLUDED ? '제외' : labelOf(S, Number(s)));
const checkLabel = (s: string) => labelOf(ADMIN_CHECK, Number(s));

/** Writes the new state and reviewer state of a locked row (and bumps its version). */
async function writeStates(tx: DbOrTx, row: repo.ExamSubjectRow, values: Partial<repo.ExamSubjectRow>) {
  const [updated] = await tx
    .update(examSubjects)
    .set({ ...values, version: row.version + 1, update_time: new Date() })
    .where(eq(examSubjects.id, row.id))
    .returning({ id: examSubjects.id, state: examSubjects.state, admin_check: examSubjects.admin_check });
  return updated;
}

/** Applies an exam-subject event (and optionally an admin_check event) in one transaction with audit rows. */
export async function transition(
  deps: Deps,
  user: AuthUser | null,
  id: number,
  events: { exam?: ExamSubjectEvent; check?: AdminCheckEvent },
  opts: { reason?: string | null; authorize?: (row: repo.ExamSubjectRow) => void; before?: (tx: DbOrTx, row: repo.ExamSubjectRow) => Promise<void>; extra?: (row: repo.ExamSubjectRow) => Partial<repo.ExamSubjectRow> } = {},
) {
  return deps.db.transaction(async (tx) => {
    const row = await repo.lockExamSubject(tx, id);
    if (!row) throw notFound('시험 과목');
    opts.authorize?.(row);
    const values: Partial<repo.ExamSubjectRow> = {};
    if (events.exam) {
      const to = await applyTransition({ tx, machine: examSubjectMachine, entity: 'exam_subject', entityId: id, current: examSubjectValue(row), event: events.exam, userId: user?.uid ?? null, reason: opts.reason, label: examLabel });
      if (to === EXCLUDED) values.excluded_state = 1;
      else Object.assign(values, { state: Number(to), excluded_state: 0 });
    }
    if (events.check) {
      const to = await applyTransition({ tx, machine: adminCheckMachine, entity: 'exam_subject', entityId: id, current: String(row.admin_check), event: events.check, userId: user?.uid ?? null, reason: opts.reason, label: checkLabel });
      values.admin_check = Number(to);
    }
    await opts.before?.(tx, row);
    return writeStates(tx, row, { ...values, ...(opts.extra?.(row) ?? {}) });
  });
}

/** Only the assignee (or an admin) moves an exam through entry; an unassigned exam is taken by whoever enters it. */
function assigneeOnly(user: AuthUser | null) {
  return (row: repo.ExamSubjectRow) => {
    if (row.user_id !== null && row.user_id !== user!.uid && user!.level < ADMIN_LEVEL) throw forbidden('다른 직원에게 배정된 시험입니다.');
  };
}

export function enterChange(deps: Deps, user: AuthUser | null, body: z.output<typeof api.EnterExamBodySchema>) {
  return transition(deps, user, body.id, { exam: { type: body.event } }, { authorize: assigneeOnly(user), extra: (row) => (row.user_id === null ? { user_id: user!.uid } : {}) });
}

/** 409 naming each incomplete question and its missing labels (spec section 5). */
export async function assertComplete(tx: DbOrTx, row: repo.ExamSubjectRow) {
  const incomplete = await incompleteOf(tx, row);
  if (incomplete.length) throw conflict(`미완성 문항이 있어 입력을 완료할 수 없습니다: ${incomplete.map((q) => `${q.question_index}번(${q.missing.join(', ')})`).join(', ')}`);
}

/** Finishes entry: refused with 409 naming each incomplete question and its missing labels (spec section 5). */
export function enterDone(deps: Deps, user: AuthUser | null, id: number) {
  return transition(
    deps,
    user,
    id,
    { exam: { type: 'ENTER_DONE' }, check: { type: 'SUBMIT' } },
    {
      authorize: assigneeOnly(user),
      before: async (tx, row) => {
        await resubmitReturned(tx, user, row);
        await assertComplete(tx, row);
      },
    },
  );
}

/** A classifier takes an exam waiting for classification (or an admin assigns it to themself). */
export function classTake(deps: Deps, user: AuthUser | null, id: number) {
  return deps.db.transaction(async (tx) => {
    const row = await repo.lockExamSubject(tx, id);
    if (!row) throw notFound('시험 과목');
    if (row.state !== S.nextStage.code) throw conflict(`현재 상태 ${row.state} (${labelOf(S, row.state)})에서는 분류를 맡을 수 없습니다.`);
    if (row.teacher_id !== null && row.teacher_id !== user!.uid) throw conflict('이미 다른 직원이 분류 중인 시험입니다.');
    return writeStates(tx, row, { teacher_id: user!.uid });
  });
}

/** Classification done (3 -> 4): every question of a type-classified exam must have its type. */
export function classDone(deps: Deps, user: AuthUser | null, id: number) {
  return transition(
    deps,
    user,
    id,
    { exam: { type: 'CLASS_DONE' } },
    {
      authorize: (row) => {
        if (row.teacher_id !== user!.uid && user!.level < ADMIN_LEVEL) throw forbidden('분류를 맡은 직원만 완료할 수 있습니다.');
      },
      before: async (tx, row) => {
        const incomplete = await incompleteOf(tx, row);
        if (incomplete.length) throw conflict(`분류가 끝나지 않은 문항이 있습니다: ${incomplete.map((q) => `${q.question_index}번(${q.missing.join(', ')})`).join(', ')}`);
      },
    },
  );
}

export function exclude(deps: Deps, user: AuthUser | null, body: z.output<typeof api.ExcludeBodySchema>) {
  if (body.excluded && !body.exclude) throw badRequest('body.exclude', 'body.exclude: 제외 사유를 입력하세요.');
  return transition(deps, user, body.id, { exam: { type: body.excluded ? 'EXCLUDE' : 'INCLUDE' } }, { reason: body.exclude ?? null, extra: () => ({ exclude: body.excluded ? body.exclude! : null }) });
}

export async function excludeQuestion(deps: Deps, body: z.output<typeof api.ExcludeQuestionBodySchema>) {
  const [row] = await deps.db.update(questions).set({ excluded: body.excluded, update_time: new Date() }).where(eq(questions.id, body.id)).returning({ id: questions.id });
  if (!row) throw notFound('문항');
  return row;
}

// --- exams (events) ---

export async function deleteExam(deps: Deps, id: number) {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.findExam(tx, id))) throw notFound('시험');
    if ((await repo.startedSubjectsOfExam(tx, id)).length) throw conflict('입력이 시작된 과목이 있는 시험은 삭제할 수 없습니다.');
    await tx.delete(exams).where(eq(exams.id, id));
  });
}

export async function updateExam(deps: Deps, body: z.output<typeof api.ExamUpdateBodySchema>) {
  const { id, ...values } = body;
  const [row] = await deps.db.update(exams).set({ ...values, update_time: new Date() }).where(eq(exams.id, id)).returning({ id: exams.id });
  if (!row) throw notFound('시험');
  return row;
}

