/**
 * `npm run seed:large`: adds 5,000 exam subjects with 20 questions each (100,000 questions) to the
 * configured database (DATA_DIR or DATABASE_URL), for performance work. Idempotent: skipped when present.
 * Rows are generated in SQL (generate_series) so it takes seconds, not minutes.
 */
import { sql } from 'drizzle-orm';
import { loadEnv } from '../server/core/env';
import { openDatabase } from '../server/core/db';
import { seedDemo } from '../server/db/seed/index';

export const LARGE = { subjects: 5_000, questionsEach: 20, prefix: '대량 시험' } as const;

const env = loadEnv();
const database = await openDatabase(env);
const { db } = database;
await seedDemo(db);
const rows = (r: unknown) => ((r as { rows?: unknown[] }).rows ?? (r as unknown[]));
const existing = rows(await db.execute(sql`select 1 from exam_subjects where name = ${`${LARGE.prefix} 1`} limit 1`));
if (existing.length) {
  console.log('large seed already present');
} else {
  const started = Date.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into exam_subjects (name, test_name, school_type, grade_id, subject_type_id, subject_code_name, type, year, semester, state, admin_check, user_id, class_type, enter_price, class_price, create_time, update_time)
      select ${LARGE.prefix} || ' ' || g, ${LARGE.prefix} || ' ' || g, 2 + (g % 2), 1 + (g % 3), (array[1, 2, 3, 4, 5])[1 + g % 5], 'LARGE', 1 + (g % 4), 2018 + (g % 8), 1 + (g % 4),
             (array[2, 0, 1, 3, 4])[1 + g % 5], case when g % 5 = 3 then 2 else 0 end,
             (select id from users where email = 'level1@demo.local'), 1, 500 * ${LARGE.questionsEach}, 200 * ${LARGE.questionsEach},
             now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
      from generate_series(1, ${LARGE.subjects}) g`);
    await tx.execute(sql`
      insert into questions (exam_subject_id, question_index, question_type, content, level, answer, class_type)
      select s.id, q, 1 + (q % 4 = 0)::int, '대량 문항 ' || s.id || '-' || q || ': $x^2 + ' || q || 'x$의 값은?', 1 + ((s.id + q) % 5), (1 + q % 5)::text, 1
      from exam_subjects s cross join generate_series(1, ${LARGE.questionsEach}) q
      where s.subject_code_name = 'LARGE'`);
    await tx.execute(sql`update exam_subjects set question_count = ${LARGE.questionsEach} where subject_code_name = 'LARGE'`);
  });
  await db.execute(sql`analyze`);
  console.log(`large seed: ${LARGE.subjects} exam subjects, ${LARGE.subjects * LARGE.questionsEach} questions in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
await database.close();
