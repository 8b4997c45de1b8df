/**
 * Demo data of the AI flow's reports and school subjects: a few auto school subjects (middle school with a
 * textbook, high school with and without a school), and two split-error reports on the first seeded AI exam
 * (one open, one solved), so /exam/admin-question-bug-ai and the school-subject tab are not empty.
 * Idempotent: school subjects are skipped while the table has rows, reports while that exam has any; the AI
 * exams are seeded by others, so without one (or without its questions) the reports are left for a later run.
 */
import { asc, count, eq } from 'drizzle-orm';
import { EXAM_TYPE, SCHOOL_TYPE } from '../../../src/api/codes';
import { ISSUE_STATUS } from '../../../src/machines/error-report.machine';
import { autoSchoolSubjects, divideErrorReports, examSubjects, questions, schools, textbookSubjects, transitionLog, users } from '../schema';
import type { Db } from '../../core/db';

async function seedAutoSchoolSubjects(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(autoSchoolSubjects);
  if (n > 0) return;
  const [book] = await db.select().from(textbookSubjects).where(eq(textbookSubjects.school_type, SCHOOL_TYPE.middle.code)).orderBy(asc(textbookSubjects.id)).limit(1);
  const [high] = await db.select().from(schools).where(eq(schools.school_type, SCHOOL_TYPE.high.code)).orderBy(asc(schools.id)).limit(1);
  const rows: (typeof autoSchoolSubjects.$inferInsert)[] = [
    { school_type: SCHOOL_TYPE.high.code, grade_id: 1, subject_type_id: 3, semester: 1, year: 2025, school_id: high?.id ?? null },
    { school_type: SCHOOL_TYPE.high.code, grade_id: 2, subject_type_id: 1, semester: 2, year: 2025, detail: '문학' },
  ];
  if (book) {
    rows.push({
      school_type: SCHOOL_TYPE.middle.code,
      grade_id: book.grade_id ?? 1,
      subject_type_id: book.subject_type_id,
      subject_detail_type_id: book.subject_detail_type_id,
      detail: book.detail,
      publisher_id: book.publisher_id,
      textbook_subject_id: book.id,
      semester: 1,
      year: 2025,
    });
  }
  await db.insert(autoSchoolSubjects).values(rows);
}

async function seedSplitReports(db: Db) {
  const [exam] = await db.select().from(examSubjects).where(eq(examSubjects.type, EXAM_TYPE.ai.code)).orderBy(asc(examSubjects.id)).limit(1);
  if (!exam) return;
  const [{ n }] = await db.select({ n: count() }).from(divideErrorReports).where(eq(divideErrorReports.exam_subject_id, exam.id));
  if (n > 0) return;
  const qs = await db.select().from(questions).where(eq(questions.exam_subject_id, exam.id)).orderBy(asc(questions.question_index)).limit(2);
  if (qs.length === 0) return;
  const [reporter] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'level1@demo.local'));
  const [solver] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'level3@demo.local'));
  const [open, solved = open] = qs;
  await db.transaction(async (tx) => {
    await tx.insert(divideErrorReports).values({
      exam_subject_id: exam.id,
      question_id: open.id,
      question_index: open.question_index,
      exam_type: exam.type,
      reason: '문항 상자가 ⑤번 선택지를 빠뜨렸습니다.',
      user_id: reporter?.id ?? null,
    });
    await tx.update(questions).set({ divide_error_reported: true }).where(eq(questions.id, open.id));
    const [closed] = await tx
      .insert(divideErrorReports)
      .values({
        exam_subject_id: exam.id,
        question_id: solved.id,
        question_index: solved.question_index,
        exam_type: exam.type,
        reason: '공통 지문 상자가 다음 단까지 이어졌습니다.',
        user_id: reporter?.id ?? null,
        issue_status: ISSUE_STATUS.solved.code,
        solver_id: solver?.id ?? null,
        solve_time: new Date(),
      })
      .returning({ id: divideErrorReports.id });
    await tx.insert(transitionLog).values({
      machine: 'errorReport',
      entity: 'divide_error_report',
      entity_id: String(closed.id),
      event: 'SOLVE',
      from_state: String(ISSUE_STATUS.open.code),
      to_state: String(ISSUE_STATUS.solved.code),
      user_id: solver?.id ?? null,
    });
  });
}

/** Seeds the demo school subjects and split-error reports of the AI flow (idempotent). */
export async function seedDigitiseReports(db: Db): Promise<void> {
  await seedAutoSchoolSubjects(db);
  await seedSplitReports(db);
}
