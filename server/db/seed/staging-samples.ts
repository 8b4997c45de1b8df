/**
 * Demo data: three staging exams filled with questions of the seeded bank whose school level, grade and
 * subject match (left empty when the bank has none), a dozen sample questions in every state, and the in-use
 * samples the public sample test (/test) is drawn from: gradable bank questions of 고3 수학 and 고3 국어.
 * Runs after the exams seeder. Idempotent: staging exams and the dozen samples are seeded only while their
 * table is empty, each sample test only while no sample links to a question of its school level, grade and subject.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { examSubjects, questionMultiples, questions, questionSamples, stagingExams, stagingQuestions, users } from '../schema';
import type { Db } from '../../core/db';
import { SAMPLE_STATE } from '../../../src/machines/sample.machine';
import { EXCLUSION } from '../../../src/machines/exam-subject.machine';
import { SCHOOL_TYPE, SUBJECT_TYPE } from '../../../src/api/codes';
import { isGradable } from '../../../src/features/public/sample-test.rules';

const HIGH = SCHOOL_TYPE.high.code;
const MIDDLE = SCHOOL_TYPE.middle.code;
const { korean: KOR, english: ENG, math: MATH, social: SOC, science: SCI, history: HIS } = Object.fromEntries(
  Object.entries(SUBJECT_TYPE).map(([k, v]) => [k, v.code]),
) as Record<keyof typeof SUBJECT_TYPE, number>;

/** The staging exams and how many bank questions each takes. */
const STAGING_EXAMS = [
  { name: '고3 수학 6월 대비 실전', school_type: HIGH, grade_id: 3, subject_type_id: MATH, take: 10 },
  { name: '중2 영어 기말 대비', school_type: MIDDLE, grade_id: 2, subject_type_id: ENG, take: 8 },
  { name: '고1 국어 문학 집중', school_type: HIGH, grade_id: 1, subject_type_id: KOR, take: 6 },
];

const { draft: DRAFT, inUse: IN_USE, retired: RETIRED } = Object.fromEntries(Object.entries(SAMPLE_STATE).map(([k, v]) => [k, v.code])) as Record<
  keyof typeof SAMPLE_STATE,
  number
>;

/** Sample questions: model items the team writes questions after. */
const SAMPLES: Array<{ title: string; subject_type_id: number; state: number; content: string }> = [
  {
    title: '이차함수의 최댓값 (기본형)',
    subject_type_id: MATH,
    state: IN_USE,
    content:
      '이차함수 $y = -x^2 + 4x + 1$의 최댓값을 구하시오.\n\n[풀이] $y = -(x-2)^2 + 5$이므로 $x = 2$일 때 최댓값 $5$를 갖는다.\n[출제 의도] 완전제곱식으로 꼴을 바꾸어 꼭짓점을 찾는 과정을 확인한다.',
  },
  {
    title: '등차수열의 일반항',
    subject_type_id: MATH,
    state: IN_USE,
    content:
      '첫째항이 $3$, 공차가 $4$인 등차수열 $\\{a_n\\}$에서 $a_{10}$의 값은?\n① 35 ② 37 ③ 39 ④ 41 ⑤ 43\n\n[정답] ③ $a_{10} = 3 + 9 \\times 4 = 39$',
  },
  {
    title: '미분계수의 정의 활용',
    subject_type_id: MATH,
    state: DRAFT,
    content:
      '다항함수 $f(x)$에 대하여 $\\lim_{h \\to 0} \\frac{f(1+2h) - f(1)}{h} = 6$일 때, $f\'(1)$의 값을 구하시오.\n\n[해설 초안] 분모를 $2h$로 맞추면 $2f\'(1) = 6$이므로 $f\'(1) = 3$.',
  },
  {
    title: '로그의 성질 (복수선택형)',
    subject_type_id: MATH,
    state: RETIRED,
    content: '다음 중 옳은 것을 모두 고르시오.\nㄱ. $\\log_2 8 = 3$\nㄴ. $\\log_3 1 = 1$\nㄷ. $\\log_{10} 100 = 2$\n\n[정답] ㄱ, ㄷ\n[보관 사유] 2022 개정 교육과정 문항 형식으로 교체함.',
  },
  {
    title: '빈칸 추론 (연결사)',
    subject_type_id: ENG,
    state: IN_USE,
    content:
      'Many people believe that talent is everything. ______, research shows that steady practice matters more than natural ability.\n① Therefore ② However ③ For example ④ Similarly ⑤ As a result\n\n[정답] ② 앞 문장과 뒤 문장이 대조를 이루므로 However가 알맞다.',
  },
  {
    title: '글의 주제 찾기',
    subject_type_id: ENG,
    state: DRAFT,
    content:
      'Plastic waste in the ocean harms sea animals. Many countries are now banning single-use plastic bags and straws to protect marine life.\n\n윗글의 주제로 가장 적절한 것은?\n[작성 메모] 선택지 5개를 중2 어휘 수준으로 다듬을 것.',
  },
  {
    title: '현대시의 표현 방식 (김소월, 「진달래꽃」)',
    subject_type_id: KOR,
    state: IN_USE,
    content:
      '「진달래꽃」에서 "나 보기가 역겨워 / 가실 때에는 / 말없이 고이 보내 드리우리다"에 드러난 화자의 태도로 가장 적절한 것은?\n\n[정답 해설] 이별의 슬픔을 절제하며 인종(忍從)하는 태도가 드러난다. 반어적 표현에 유의한다.',
  },
  {
    title: '고전 소설의 서술상 특징 (「홍길동전」)',
    subject_type_id: KOR,
    state: DRAFT,
    content:
      '「홍길동전」에서 길동이 "소인이 평생 설움이 있사오니, 대감 정기를 받아 당당하온 남자로 태어났사오매..."라고 말하는 장면의 서술상 특징을 설명하시오.\n\n[채점 기준] 적서 차별에 대한 비판 의식과 인물의 대화를 통한 갈등 제시를 모두 언급하면 만점.',
  },
  {
    title: '문법: 음운 변동 (비음화)',
    subject_type_id: KOR,
    state: RETIRED,
    content: '다음 중 비음화가 일어나는 단어가 아닌 것은?\n① 국물 ② 밥물 ③ 신라 ④ 닫는 ⑤ 앞마당\n\n[정답] ③ \'신라\'는 유음화가 일어난다.',
  },
  {
    title: '수요와 공급의 변화',
    subject_type_id: SOC,
    state: IN_USE,
    content:
      '배추 산지에 태풍이 와서 배추 생산량이 크게 줄었다. 이때 배추 시장의 균형 가격과 균형 거래량의 변화로 옳은 것은?\n\n[정답] 공급 감소 → 균형 가격 상승, 균형 거래량 감소',
  },
  {
    title: '화학 반응식 완성하기',
    subject_type_id: SCI,
    state: DRAFT,
    content: '메테인의 연소 반응식 $\\mathrm{CH_4 + aO_2 \\rightarrow CO_2 + bH_2O}$에서 $a + b$의 값을 구하시오.\n\n[정답] $a = 2$, $b = 2$이므로 $4$',
  },
  {
    title: '조선 후기 실학의 등장',
    subject_type_id: HIS,
    state: IN_USE,
    content:
      '다음 주장을 한 인물로 옳은 것은?\n"토지는 농사를 짓는 사람만 가져야 하며, 마을 단위로 공동 경작하고 노동량에 따라 분배해야 한다."\n① 유형원 ② 이익 ③ 정약용 ④ 박지원 ⑤ 박제가\n\n[정답] ③ 정약용의 여전론',
  },
];

async function isEmpty(db: Db, table: typeof stagingExams | typeof questionSamples) {
  const [{ n }] = await db.select({ n: count() }).from(table);
  return n === 0;
}

async function demoUserId(db: Db, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.realm, 'staff'), eq(users.email, email)));
  return row?.id ?? null;
}

/** Usable bank questions (not excluded, not reported) of a school level, grade and subject, oldest exam first. */
function pickQuestions(db: Db, match: { school_type?: number; grade_id?: number; subject_type_id: number }, limit: number) {
  return db
    .select({ id: questions.id })
    .from(questions)
    .innerJoin(examSubjects, eq(examSubjects.id, questions.exam_subject_id))
    .where(
      and(
        eq(questions.excluded, false),
        eq(questions.is_reported, false),
        eq(examSubjects.excluded_state, EXCLUSION.included),
        eq(examSubjects.subject_type_id, match.subject_type_id),
        match.school_type === undefined ? undefined : eq(examSubjects.school_type, match.school_type),
        match.grade_id === undefined ? undefined : eq(examSubjects.grade_id, match.grade_id),
      ),
    )
    .orderBy(asc(examSubjects.year), asc(examSubjects.id), asc(questions.question_index))
    .limit(limit)
    .then((rows) => rows.map((r) => r.id));
}

async function seedStagingExams(db: Db) {
  const user_id = await demoUserId(db, 'level4@demo.local');
  const picked = await Promise.all(STAGING_EXAMS.map(({ take, ...match }) => pickQuestions(db, match, take)));
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(stagingExams)
      .values(STAGING_EXAMS.map(({ take: _take, ...e }) => ({ ...e, user_id })))
      .returning({ id: stagingExams.id });
    const rows = picked.flatMap((ids, i) => ids.map((question_id, k) => ({ staging_exam_id: created[i].id, question_id, sequence: k + 1 })));
    if (rows.length) await tx.insert(stagingQuestions).values(rows);
  });
}

async function seedSamples(db: Db) {
  const user_id = await demoUserId(db, 'level3@demo.local');
  const subjects = [...new Set(SAMPLES.map((s) => s.subject_type_id))];
  const bySubject = new Map(await Promise.all(subjects.map(async (id) => [id, await pickQuestions(db, { subject_type_id: id }, SAMPLES.length)] as const)));
  const values = SAMPLES.map((s, i) => {
    // Every other sample is drawn from a bank question of its subject, when the bank has one.
    const question_id = i % 2 === 0 ? (bySubject.get(s.subject_type_id)?.shift() ?? null) : null;
    return { ...s, question_id, user_id };
  });
  await db.insert(questionSamples).values(values);
}

/** The sample tests of the public /test page: a school level, grade and subject, and how many in-use samples to draw. */
const SAMPLE_TESTS = [
  { school_type: HIGH, grade_id: 3, subject_type_id: MATH, take: 10 },
  { school_type: HIGH, grade_id: 3, subject_type_id: KOR, take: 6 },
];
/**
 * When the sample-test samples were written: before the dozen above, so the sample list (newest change
 * first) still opens on those.
 */
const SAMPLE_TEST_TIME = new Date('2025-03-03T09:00:00+09:00');

type Scope = Omit<(typeof SAMPLE_TESTS)[number], 'take'>;
const inScope = (scope: Scope) =>
  and(eq(examSubjects.school_type, scope.school_type), eq(examSubjects.grade_id, scope.grade_id), eq(examSubjects.subject_type_id, scope.subject_type_id));

/** Whether any sample (in any state) links to a question of the scope. */
async function hasSamplesIn(db: Db, scope: Scope) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(questionSamples)
    .innerJoin(questions, eq(questions.id, questionSamples.question_id))
    .innerJoin(examSubjects, eq(examSubjects.id, questions.exam_subject_id))
    .where(inScope(scope));
  return n > 0;
}

/** Usable bank questions of a scope that the sample test can grade (sample-test.rules isGradable), distinct, in exam and question order. */
async function gradableQuestions(db: Db, scope: Scope, limit: number) {
  const rows = await db
    .select({
      id: questions.id,
      question_index: questions.question_index,
      exam_subject_name: examSubjects.name,
      content: questions.content,
      question_type: questions.question_type,
      answer: questions.answer,
      answer_number: questions.answer_number,
      answer_multiple: questions.answer_multiple,
      choice_count: sql<number>`(select count(*)::int from ${questionMultiples} qm where qm.question_id = ${questions.id} and btrim(qm.content) <> '')`,
    })
    .from(questions)
    .innerJoin(examSubjects, eq(examSubjects.id, questions.exam_subject_id))
    .where(and(inScope(scope), eq(questions.excluded, false), eq(questions.is_reported, false), eq(examSubjects.excluded_state, EXCLUSION.included)))
    .orderBy(asc(examSubjects.id), asc(questions.question_index));
  // the demo bank enters the same items in several exams: one sample per distinct question text
  const seen = new Set<string>();
  return rows.filter((q) => isGradable(q) && !seen.has(q.content) && seen.add(q.content)).slice(0, limit);
}

/** In-use samples of each sample test's scope, titled after their question and holding its text. */
async function seedSampleTests(db: Db) {
  const user_id = await demoUserId(db, 'level3@demo.local');
  for (const { take, ...scope } of SAMPLE_TESTS) {
    if (await hasSamplesIn(db, scope)) continue;
    const picked = await gradableQuestions(db, scope, take);
    if (!picked.length) continue;
    await db.insert(questionSamples).values(
      picked.map((q) => ({
        title: `${q.exam_subject_name} ${q.question_index}번`,
        subject_type_id: scope.subject_type_id,
        state: IN_USE,
        content: q.content,
        question_id: q.id,
        user_id,
        create_time: SAMPLE_TEST_TIME,
        update_time: SAMPLE_TEST_TIME,
      })),
    );
  }
}

export async function seedStagingAndSamples(db: Db): Promise<void> {
  if (await isEmpty(db, stagingExams)) await seedStagingExams(db);
  if (await isEmpty(db, questionSamples)) await seedSamples(db);
  await seedSampleTests(db);
}

/** The staging exams this seeder creates, by name (for tests). */
export const SEEDED_STAGING_NAMES = STAGING_EXAMS.map((e) => e.name);
