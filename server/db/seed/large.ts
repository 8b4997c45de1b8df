/**
 * The scale seed (issue 13): exam subjects of 20 questions each with a realistic spread (years, subjects, grades,
 * kinds, states, reviewer states, difficulty, type categories, several enterers, reviewers and classifiers,
 * reported and excluded questions), with their exams, choices and error reports, plus customers, staff, test
 * papers, products and staging exams to fill the other areas' lists. Everything is generated in SQL
 * (generate_series) in batches of BATCH exam subjects, each batch in one transaction, so a run that stops half
 * way resumes where it stopped, and a second run with the same size adds nothing (idempotent). A larger size
 * adds only the difference.
 *
 * Large exam subjects carry `subject_code_name = 'LARGE'` and are numbered by their name's suffix.
 */
import { sql } from 'drizzle-orm';
import { CHOICE_COUNT } from '../../../src/api/codes';
import type { DbOrTx } from '../../core/db';

export const LARGE = { questionsEach: 20, marker: 'LARGE', batch: 2_500 } as const;

const rowsOf = <T>(r: unknown): T[] => ((r as { rows?: T[] }).rows ?? (r as T[]));
async function one<T>(db: DbOrTx, q: ReturnType<typeof sql>): Promise<T> {
  return rowsOf<T>(await db.execute(q))[0];
}

export interface LargeOptions {
  /** Questions in all (exam subjects = questions / 20). */
  questions: number;
  log?: (line: string) => void;
}

/** How many large exam subjects exist (their names are numbered 1..n without gaps, batch by batch). */
export async function largeSubjectCount(db: DbOrTx): Promise<number> {
  const r = await one<{ n: number }>(db, sql`select count(*)::int as n from exam_subjects where subject_code_name = ${LARGE.marker}`);
  return Number(r.n);
}

/** Staff who work on the large data: the demo enterer/reviewer/classifier accounts plus generated staff. */
async function ensureStaff(db: DbOrTx): Promise<{ enterers: number[]; reviewers: number[]; classifiers: number[]; customers: number[] }> {
  const hash = await one<{ password_hash: string }>(db, sql`select password_hash from users where email = 'level1@demo.local' and realm = 'staff'`);
  if (!hash) throw new Error('seed the demo accounts first');
  // 60 staff (levels 1-3 spread) and 20,000 customers: the user lists' scale.
  await db.execute(sql`
    insert into users (realm, email, password_hash, name, level, class_type, created_at, updated_at)
    select 'staff', 'staff' || g || '@large.local', ${hash.password_hash},
           (array['김','이','박','최','정','강','조','윤','장','임'])[1 + g % 10] || (array['민준','서연','도윤','하은','지호','수아','예준','지우','시우','서윤','주원','하린'])[1 + g % 12],
           1 + g % 3, 1 + g % 6, now() - (g || ' days')::interval, now() - (g || ' hours')::interval
    from generate_series(1, 60) g
    on conflict (realm, email) do nothing`);
  await db.execute(sql`
    insert into users (realm, email, password_hash, name, level, customer_type, created_at, updated_at, email_confirmed_at)
    select 'customer', 'user' || g || '@large.local', ${hash.password_hash},
           (array['김','이','박','최','정','강','조','윤','장','임','한','오'])[1 + g % 12] || (array['민준','서연','도윤','하은','지호','수아','예준','지우','시우','서윤','주원','하린','유나','건우'])[1 + (g / 12) % 14],
           0, case when g % 4 = 0 then 'parent' else 'student' end, now() - ((g % 900) || ' days')::interval - ((g % 1440) || ' minutes')::interval, now() - (((g % 900) * (g % 7) / 7) || ' days')::interval - ((g % 1440) / 2 || ' minutes')::interval,
           now() - ((g % 900) || ' days')::interval
    from generate_series(1, 20000) g
    on conflict (realm, email) do nothing`);
  const ids = async (where: ReturnType<typeof sql>) => rowsOf<{ id: number }>(await db.execute(sql`select id from users where ${where} order by id`)).map((r) => r.id);
  const demo = (level: number) => sql`email = ${`level${level}@demo.local`}`;
  return {
    enterers: [...(await ids(demo(1))), ...(await ids(sql`email like 'staff%@large.local' and level = 1`))],
    // as the demo data: level 1 enters, level 2 classifies, level 3 reviews
    reviewers: [...(await ids(demo(3))), ...(await ids(sql`email like 'staff%@large.local' and level = 3`))],
    classifiers: [...(await ids(demo(2))), ...(await ids(sql`email like 'staff%@large.local' and level = 2`))],
    customers: await ids(sql`email like 'user%@large.local'`),
  };
}

/** A whole number written into the SQL (numbers only: never text). */
const n = (v: number) => sql.raw(String(Math.trunc(v)));
const arr = (xs: number[]) => sql.raw(`array[${xs.join(',')}]::int[]`);

/** One batch: exam subjects from..to (numbers), their exams, questions, choices and error reports. */
async function addBatch(tx: DbOrTx, from: number, to: number, staff: Awaited<ReturnType<typeof ensureStaff>>) {
  const E = arr(staff.enterers);
  const R = arr(staff.reviewers);
  const C = arr(staff.classifiers);
  // One exam per ten subjects (the mock exams' events), numbered like the subjects.
  const firstExam = Math.ceil(from / 10);
  const lastExam = Math.ceil(to / 10);
  const examRows = rowsOf<{ id: number }>(
    await tx.execute(sql`
      insert into exams (name, type, school_type, grade_id, year, release_time, create_time, update_time)
      select (2015 + k % 12) || '학년도 ' || (array[3, 4, 6, 7, 9, 10, 11])[1 + k % 7] || '월 전국연합 모의고사 고' || (1 + k % 3) || ' #' || k,
             1, 3, 1 + k % 3, 2015 + k % 12, make_date(2015 + k % 12, (array[3, 4, 6, 7, 9, 10, 11])[1 + k % 7], 1 + k % 27)::timestamp,
             now() - (k || ' hours')::interval, now() - (k || ' hours')::interval
      from generate_series(${n(firstExam)}, ${n(lastExam)}) k
      returning id`),
  );
  const examBase = Math.min(...examRows.map((r) => r.id)) - firstExam;
  // state and admin_check follow the lifecycle: most work is done (4), some waiting (2), entering (0), under review (1),
  // entered (3); reviewer states only on exams sent to review.
  const subjectRows = rowsOf<{ id: number }>(
    await tx.execute(sql`
    insert into exam_subjects (exam_id, name, test_name, school_type, grade_id, subject_type_id, subject_code_name, type, year, semester, state, admin_check,
                               user_id, admin_id, teacher_id, class_type, enter_price, class_price, excluded_state, return_count, question_count, create_time, update_time, release_time)
    select case when t = 1 then ${n(examBase)} + ((g + 9) / 10) end,
           n, n, st, gr, su, ${LARGE.marker}, t, y, case when t in (3, 4) then 1 + g % 4 end, s,
           ac,
           (${E})[1 + hu % cardinality(${E})],
           case when s = 4 or (s = 3 and not (ac = 2 and hu % 3 = 0)) then (${R})[1 + (hu / 7) % cardinality(${R})] end,
           case when s = 4 or (s = 3 and ac = 4 and hu % 2 = 0) then (${C})[1 + (hu / 11) % cardinality(${C})] end,
           1, 500 * ${n(LARGE.questionsEach)}, 200 * ${n(LARGE.questionsEach)},
           case when s = 4 and hu % 50 = 0 then 1 else 0 end, (hu % 17 = 0)::int + (hu % 101 = 0)::int, ${n(LARGE.questionsEach)},
           -- created up to four years ago, changed since (never before it was created)
           now() - ((g % 1500) || ' days')::interval - ((g * 37) % 1440 || ' minutes')::interval,
           now() - (((g % 1500) * (hu % 100) / 100) || ' days')::interval - ((g * 37) % 1440 / 2 || ' minutes')::interval,
           make_date(y, 1 + g % 12, 1 + g % 28)::timestamp
    from (
      select g, t, y, st, gr, su, hu, s,
             -- reviewer state: sent exams wait (2), are on hold (3) or reviewed (4); done exams are completed (5)
             case when s = 3 then (array[2, 2, 3, 4, 4])[1 + (hu / 13) % 5] when s = 4 then 5 else 0 end as ac,
             y || '학년도 ' || (array['3월','4월','6월','7월','9월','10월','11월'])[1 + g % 7] || ' ' ||
               (case t when 1 then '전국연합' when 2 then '변형' when 3 then '내신' else '교과서' end) || ' ' ||
               (case st when 2 then '중' else '고' end) || gr || ' ' || (array['국어','영어','수학','사회','과학','한국사'])[su] || ' ' ||
               (array['A','B','C','D','E','F','G','H'])[1 + g % 8] || '형 #' || g as n
      from (
        select g, case when h1 % 10 < 6 then 1 when h1 % 10 < 7 then 2 when h1 % 10 < 9 then 3 else 4 end as t,
               2015 + h2 % 12 as y, case when h1 % 10 in (7, 8) and h3 % 3 = 0 then 2 else 3 end as st,
               1 + h4 % 3 as gr, 1 + h5 % 6 as su, h6 % 20 as hs, h7 as hu
        from (select g, (2147483647 & hashint4(g * 16 + 1)) as h1, (2147483647 & hashint4(g * 16 + 2)) as h2, (2147483647 & hashint4(g * 16 + 3)) as h3, (2147483647 & hashint4(g * 16 + 4)) as h4,
                     (2147483647 & hashint4(g * 16 + 5)) as h5, (2147483647 & hashint4(g * 16 + 6)) as h6, (2147483647 & hashint4(g * 16 + 7)) as h7
              from generate_series(${n(from)}, ${n(to)}) g) hashed
      ) base
      cross join lateral (select case when hs < 11 then 4 when hs < 14 then 2 when hs < 16 then 0 when hs < 17 then 1 else 3 end as s) lc
    ) x
    returning id`),
  );
  const ids = subjectRows.map((r) => r.id);
  const inBatch = (alias: string) => sql.raw(`${alias}.id between ${Math.min(...ids)} and ${Math.max(...ids)} and ${alias}.subject_code_name = '${LARGE.marker}'`);
  // The batch's questions by their exam subject (the index on exam_subject_id), never by a join the planner could
  // misjudge while the tables' statistics are still those of an empty database.
  const questionsOfBatch = sql.raw(`q.exam_subject_id between ${Math.min(...ids)} and ${Math.max(...ids)}`);
  // Questions: 1 in 5 subjective, 1 in 40 multi-select; difficulty mostly set; type categories of the subject's tree
  // on classified exams; a few excluded and reported.
  await tx.execute(sql`
    with cats as (
      select subject_type_id, array_agg(id order by id) as ids from categories where kind = 'type' group by subject_type_id
    )
    insert into questions (exam_subject_id, question_index, question_type, content, level, answer, class_type, category_id, excluded, is_reported, check_state, create_time, update_time)
    select s.id, q,
           case when q % 5 = 0 then 2 when (2147483647 & hashint4(s.id * 64 + q + 40)) % 40 = 0 then 3 else 1 end,
           (array['다음 중 옳은 것은?','함수 $f(x) = x^2 + ' || q || 'x$에 대하여 $f(2)$의 값은?','밑줄 친 부분의 의미로 가장 적절한 것은?','윗글의 내용과 일치하지 않는 것은?','$\\lim_{n \\to \\infty} \\frac{' || q || 'n}{n+1}$의 값은?','다음 자료에 대한 설명으로 옳은 것만을 <보기>에서 있는 대로 고른 것은?'])[1 + (s.id + q) % 6]
             || ' [' || s.name || ' ' || q || '번]',
           case when (2147483647 & hashint4(s.id * 64 + q)) % 11 = 0 then null else 1 + (2147483647 & hashint4(s.id * 64 + q + 32)) % 5 end,
           (1 + (s.id + q) % 5)::text, 1,
           case when s.state in (3, 4) and (s.id + q) % 9 <> 0 and c.ids is not null then c.ids[1 + (2147483647 & hashint4(s.id * 64 + q + 16)) % cardinality(c.ids)] end,
           (2147483647 & hashint4(s.id * 64 + q + 8)) % 97 = 0, (2147483647 & hashint4(s.id * 64 + q + 24)) % 211 = 0, 0, s.create_time, s.update_time
    from exam_subjects s
    cross join generate_series(1, ${n(LARGE.questionsEach)}) q
    left join cats c on c.subject_type_id = s.subject_type_id
    where ${inBatch('s')}`);
  await tx.execute(sql`analyze exam_subjects, questions`);
  // Five choices per multiple-choice and multi-select question.
  await tx.execute(sql`
    insert into question_multiples (question_id, choice_index, content)
    select q.id, i, (array['①','②','③','④','⑤'])[i] || ' ' || (i * 3 + q.question_index)
    from questions q
    cross join generate_series(1, ${n(CHOICE_COUNT)}) i
    where ${questionsOfBatch} and q.question_type in (1, 3)`);
  // Error reports on the reported questions (open) and on a few others (solved or cancelled).
  await tx.execute(sql`
    insert into question_bug_reports (question_id, exam_subject_id, exam_type, content, issue_status, resolution, user_id, create_time, update_time)
    select q.id, s.id, s.type,
           (array['정답이 틀린 것 같습니다.','보기 ③의 오타','그림이 보이지 않습니다.','해설과 정답이 다릅니다.','문항 번호가 어긋나 있습니다.'])[1 + q.id % 5],
           case when q.is_reported then 0 else 1 + q.id % 2 end,
           case when q.is_reported then null when q.id % 2 = 0 then '확인 후 수정했습니다.' else '오류가 아닙니다.' end,
           (${E})[1 + q.id % cardinality(${E})], least(q.create_time + interval '3 days', now() - interval '1 hour'), least(q.update_time + interval '4 days', now() - interval '30 minutes')
    from questions q
    join exam_subjects s on s.id = q.exam_subject_id
    where ${questionsOfBatch}
      and (q.is_reported or (s.id * 7 + q.question_index) % 401 = 0)`);
  await tx.execute(sql`
    update exam_subjects s set is_reported = true
    where ${inBatch('s')}
      and exists (select 1 from questions q where q.exam_subject_id = s.id and q.is_reported)`);
}

/** Test papers, products and staging exams: the other areas' lists, sized to the bank. */
async function addOtherAreas(db: DbOrTx, subjects: number, staff: Awaited<ReturnType<typeof ensureStaff>>) {
  const U = arr(staff.customers);
  const papers = Math.max(0, Math.round(subjects * 0.4) - Number((await one<{ n: number }>(db, sql`select count(*)::int as n from test_papers where school_name like '대량%'`)).n));
  if (papers > 0) {
    await db.execute(sql`
      insert into test_papers (user_id, school_name, school_type, grade_id, subject_type_id, semester, year, state, reason, points_awarded, create_time, update_time)
      select (${U})[1 + (g * 7) % cardinality(${U})], '대량' || (array['서울','부산','대구','인천','광주','대전'])[1 + g % 6] || (1 + g % 300) || (case when g % 3 = 0 then '중학교' else '고등학교' end),
             case when g % 3 = 0 then 2 else 3 end, 1 + g % 3, 1 + g % 6, 1 + g % 4, 2019 + g % 8,
             case when g % 10 < 6 then 3 when g % 10 < 8 then 1 else 2 end,
             case when g % 10 >= 8 then '사진이 흐려 문항을 읽을 수 없습니다.' end,
             case when g % 10 < 6 then 500 else 0 end,
             now() - ((g % 700) || ' days')::interval - ((g * 17) % 1440 || ' minutes')::interval, now() - (((g % 700) * (g % 5) / 5) || ' days')::interval - ((g * 17) % 1440 / 2 || ' minutes')::interval
      from generate_series(1, ${n(papers)}) g`);
  }
  const products = Math.max(0, 2_000 - Number((await one<{ n: number }>(db, sql`select count(*)::int as n from products where goods_code like 'LARGE-%'`)).n));
  if (products > 0) {
    await db.execute(sql`
      insert into products (goods_code, goods_name, brand_name, goods_type, category1_seq, display, kind, price, period_days, description, create_time, update_time)
      select 'LARGE-' || g, (array['수능 완성','내신 대비','모의고사 총정리','개념 정리','기출 분석'])[1 + g % 5] || ' ' || (array['국어','영어','수학','사회','과학'])[1 + g % 5] || ' 문제집 ' || g,
             (array['에듀출판','한빛교육','미래학습','새길북스'])[1 + g % 4], 1 + g % 3, 1 + g % 14, g % 10 <> 0, 'goods', 9000 + (g % 20) * 1000, null,
             '대량 상품 설명 ' || g, now() - (g || ' hours')::interval, now() - (g || ' minutes')::interval
      from generate_series(1, ${n(products)}) g
      on conflict (goods_code) do nothing`);
  }
  const staging = Math.max(0, Math.round(subjects / 25) - Number((await one<{ n: number }>(db, sql`select count(*)::int as n from staging_exams where name like '대량 스테이징%'`)).n));
  if (staging > 0) {
    const R = arr(staff.reviewers);
    await db.execute(sql`
      insert into staging_exams (name, school_type, grade_id, subject_type_id, user_id, create_time, update_time)
      select '대량 스테이징 ' || (array['국어','영어','수학','사회','과학','한국사'])[1 + g % 6] || ' 모음 ' || g, 3, 1 + g % 3, 1 + g % 6, (${R})[1 + g % cardinality(${R})],
             now() - (g || ' hours')::interval, now() - (g || ' minutes')::interval
      from generate_series(1, ${n(staging)}) g`);
    await db.execute(sql`
      insert into staging_questions (staging_exam_id, question_id, sequence)
      select e.id, q.id, row_number() over (partition by e.id order by q.id)
      from staging_exams e
      cross join lateral (select id from questions where id >= 1 + (e.id * 7919) % (select max(id) from questions) and not excluded order by id limit 15) q
      where e.name like '대량 스테이징%' and not exists (select 1 from staging_questions x where x.staging_exam_id = e.id)
      on conflict do nothing`);
  }
}

/** Adds what is missing up to `questions` questions (and the rest of the large data set to match). */
export async function seedLarge(db: DbOrTx, options: LargeOptions): Promise<{ added: number; subjects: number }> {
  const log = options.log ?? (() => {});
  const target = Math.ceil(options.questions / LARGE.questionsEach);
  const staff = await ensureStaff(db);
  let have = await largeSubjectCount(db);
  const start = have;
  const started = Date.now();
  while (have < target) {
    const to = Math.min(target, have + LARGE.batch);
    await db.transaction(async (tx) => addBatch(tx as unknown as DbOrTx, have + 1, to, staff));
    have = to;
    const rate = ((have - start) * LARGE.questionsEach) / ((Date.now() - started) / 1000);
    log(`  ${have.toLocaleString()} / ${target.toLocaleString()} exam subjects (${Math.round(rate).toLocaleString()} questions/s)`);
  }
  await addOtherAreas(db, target, staff);
  // vacuum too: the visibility map lets the lists count through their indexes alone
  if (have > start) await db.execute(sql`vacuum analyze`);
  return { added: have - start, subjects: have };
}
