/** Rows for tests, written straight to the database (the calls under test are then made through the API). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../server/core/db';
import { categories, examSubjects, questionMultiples, questions, users } from '../../server/db/schema';

export async function userId(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
}

/** A 수학 type category (creating one if the seed has none). */
export async function mathTypeCategory(db: Db): Promise<number> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(and(eq(categories.kind, 'type'), eq(categories.subject_type_id, 3))).limit(1);
  if (row) return row.id;
  const [created] = await db.insert(categories).values({ kind: 'type', curriculum: 2015, subject_type_id: 3, school_type: 3, name: '계산' }).returning({ id: categories.id });
  return created.id;
}

/** An exam subject waiting in the entry list whose questions are all complete (or not). */
export async function examSubjectWithQuestions(db: Db, opts: { user_id?: number | null; teacher_id?: number | null; state?: number; admin_check?: number; complete?: boolean; count?: number; name?: string } = {}) {
  const category = await mathTypeCategory(db);
  const [row] = await db
    .insert(examSubjects)
    .values({
      name: opts.name ?? '경로 테스트 수학',
      school_type: 3,
      grade_id: 3,
      subject_type_id: 3,
      subject_code_name: 'MATH1',
      type: 1,
      year: 2025,
      state: opts.state ?? 2,
      admin_check: opts.admin_check ?? 0,
      user_id: opts.user_id ?? null,
      teacher_id: opts.teacher_id ?? null,
    })
    .returning();
  const complete = opts.complete ?? true;
  const qs = await db
    .insert(questions)
    .values(Array.from({ length: opts.count ?? 3 }, (_, i) => ({ exam_subject_id: row.id, question_index: i + 1, content: `문항 ${i + 1}`, level: complete ? 3 : null, category_id: complete ? category : null, answer: '1' })))
    .returning({ id: questions.id });
  await db.insert(questionMultiples).values(qs.flatMap((q) => [1, 2, 3, 4, 5].map((n) => ({ question_id: q.id, choice_index: n, content: complete ? `보기 ${n}` : '' }))));
  return row;
}
