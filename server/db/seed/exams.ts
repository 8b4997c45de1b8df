/**
 * Demo data: exams and exam subjects of every kind (national mock, modified mock, school, textbook) in
 * every lifecycle state, with complete and incomplete questions, assigned to the demo accounts. Idempotent.
 */
import { and, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { refreshQuestionCount } from '../../features/question-bank/exams.repository';
import { categories, examSubjects, exams, errorReports, questionMultiples, questions, schoolSubjects, subjectDetailTypes, textbookSubjects, users } from '../schema';

/** Question stems with LaTeX math, five choices and the answer (1-5). */
const MATH = [
  { content: '$\\log_2 8 + \\log_3 9$의 값은?', choices: ['3', '4', '5', '6', '7'], answer: '3' },
  { content: '함수 $f(x) = x^3 - 3x + 2$의 극솟값은?', choices: ['$-2$', '$-1$', '$0$', '$1$', '$2$'], answer: '3' },
  { content: '$\\displaystyle\\lim_{x \\to 2} \\frac{x^2 - 4}{x - 2}$의 값은?', choices: ['1', '2', '3', '4', '5'], answer: '4' },
  { content: '등차수열 $\\{a_n\\}$에서 $a_3 = 7$, $a_7 = 19$일 때, $a_{10}$의 값은?', choices: ['25', '26', '27', '28', '29'], answer: '4' },
  { content: '$\\displaystyle\\int_0^2 (3x^2 + 1)\\,dx$의 값은?', choices: ['8', '9', '10', '11', '12'], answer: '3' },
  { content: '$\\sin\\theta = \\frac{3}{5}$이고 $\\frac{\\pi}{2} < \\theta < \\pi$일 때, $\\tan\\theta$의 값은?', choices: ['$-\\frac{4}{3}$', '$-\\frac{3}{4}$', '$\\frac{3}{4}$', '$\\frac{4}{3}$', '$\\frac{5}{3}$'], answer: '2' },
  { content: '두 사건 $A$, $B$가 서로 독립이고 $P(A) = \\frac{1}{3}$, $P(A \\cup B) = \\frac{2}{3}$일 때, $P(B)$의 값은?', choices: ['$\\frac{1}{6}$', '$\\frac{1}{4}$', '$\\frac{1}{3}$', '$\\frac{1}{2}$', '$\\frac{2}{3}$'], answer: '4' },
  { content: '곡선 $y = e^{2x}$ 위의 점 $(0, 1)$에서의 접선의 기울기는?', choices: ['1', '2', '$e$', '$2e$', '$e^2$'], answer: '2' },
];
const KOREAN = [
  { content: '윗글의 내용과 일치하지 않는 것은?', choices: ['글쓴이는 독서의 목적을 세 가지로 나눈다.', '독서는 사회적 소통의 한 방식이다.', '독자는 글의 맥락을 고려하며 읽는다.', '배경지식은 독해에 영향을 주지 않는다.', '읽기 전략은 목적에 따라 달라진다.'], answer: '4' },
  { content: '<보기>를 참고하여 윗글을 감상한 내용으로 적절하지 않은 것은?', choices: ['화자는 자연물에 감정을 이입하고 있다.', '대조적 시어로 주제를 부각한다.', '계절의 변화가 정서 변화와 맞물린다.', '설의적 표현으로 의지를 드러낸다.', '청각적 이미지만으로 시상을 전개한다.'], answer: '5' },
  { content: '밑줄 친 ㉠~㉤의 문맥적 의미로 적절한 것은?', choices: ['㉠: 드러내다', '㉡: 견주다', '㉢: 헤아리다', '㉣: 누그러지다', '㉤: 가다듬다'], answer: '2' },
  { content: '윗글의 서술상 특징으로 가장 적절한 것은?', choices: ['인물 간의 대화로 갈등을 드러낸다.', '서술자가 인물의 내면을 직접 제시한다.', '과거와 현재를 교차하여 서술한다.', '공간의 이동에 따라 사건이 전개된다.', '동시에 일어난 사건을 병렬적으로 제시한다.'], answer: '3' },
];
const ENGLISH = [
  { content: '다음 글의 주제로 가장 적절한 것은?', choices: ['the role of sleep in memory', 'ways to reduce screen time', 'benefits of group study', 'history of the calendar', 'effects of noise on plants'], answer: '1' },
  { content: '다음 빈칸에 들어갈 말로 가장 적절한 것은?', choices: ['curiosity', 'obedience', 'isolation', 'hesitation', 'routine'], answer: '1' },
  { content: '주어진 글 다음에 이어질 글의 순서로 가장 적절한 것은?', choices: ['(A)-(C)-(B)', '(B)-(A)-(C)', '(B)-(C)-(A)', '(C)-(A)-(B)', '(C)-(B)-(A)'], answer: '3' },
  { content: '다음 글의 밑줄 친 부분 중, 어법상 틀린 것은?', choices: ['which', 'to have', 'being', 'what', 'themselves'], answer: '4' },
];

interface SubjectPlan {
  name: string;
  code: string;
  subject_type_id: number;
  /** Lifecycle state and reviewer state. */
  state: number;
  admin_check: number;
  user: string;
  teacher?: string;
  admin?: string;
  /** How many of the questions are complete (difficulty, type, five choices). */
  complete: number;
  count: number;
}

async function idsByEmail(db: Db) {
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(like(users.email, '%@demo.local'));
  return new Map(rows.map((r) => [r.email, r.id]));
}

/** Looks up a detail type by code (from the curriculum seeder) or the first of its subject. */
async function detail(db: Db, code: string, subjectTypeId: number) {
  const [exact] = await db.select().from(subjectDetailTypes).where(eq(subjectDetailTypes.code, code));
  if (exact) return exact;
  const [any] = await db.select().from(subjectDetailTypes).where(eq(subjectDetailTypes.subject_type_id, subjectTypeId)).limit(1);
  return any ?? null;
}

async function typeCategories(db: Db, subjectTypeId: number) {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.kind, 'type'), eq(categories.subject_type_id, subjectTypeId)))
    .limit(20);
  return rows.map((r) => r.id);
}

async function addSubject(db: Db, people: Map<string, number>, base: { exam_id?: number | null; school_subject_id?: number | null; textbook_subject_id?: number | null; type: number; year: number; grade_id: number; school_type: number; semester?: number | null }, plan: SubjectPlan) {
  const d = await detail(db, plan.code, plan.subject_type_id);
  const [row] = await db
    .insert(examSubjects)
    .values({
      ...base,
      name: plan.name,
      test_name: plan.name,
      subject_type_id: plan.subject_type_id,
      subject_detail_type_id: d?.id ?? null,
      subject_code_name: d?.code ?? plan.code,
      state: plan.state,
      admin_check: plan.admin_check,
      user_id: people.get(plan.user) ?? null,
      teacher_id: plan.teacher ? (people.get(plan.teacher) ?? null) : null,
      admin_id: plan.admin ? (people.get(plan.admin) ?? null) : null,
      admin_user: people.get('level10@demo.local') ?? null,
      enter_price: 500 * plan.count,
      class_price: 200 * plan.count,
      class_type: 1,
      release_time: `${base.year}-06-04`,
    })
    .returning({ id: examSubjects.id });
  const bank = plan.subject_type_id === 3 ? MATH : plan.subject_type_id === 1 ? KOREAN : ENGLISH;
  const cats = await typeCategories(db, plan.subject_type_id);
  const inserted = await db
    .insert(questions)
    .values(
      Array.from({ length: plan.count }, (_, i) => {
        const q = bank[i % bank.length];
        const complete = i < plan.complete;
        return {
          exam_subject_id: row.id,
          question_index: i + 1,
          question_type: 1,
          class_type: 1,
          content: q.content,
          answer: complete ? q.answer : null,
          level: complete ? (i % 5) + 1 : null,
          category_id: complete && cats.length ? cats[i % cats.length] : null,
        };
      }),
    )
    .returning({ id: questions.id, question_index: questions.question_index });
  await db.insert(questionMultiples).values(
    inserted.flatMap((q) => {
      const src = bank[(q.question_index - 1) % bank.length];
      const complete = q.question_index <= plan.complete;
      return src.choices.map((c, j) => ({ question_id: q.id, choice_index: j + 1, content: complete || j < 3 ? c : '' }));
    }),
  );
  return row.id;
}

export async function seedExams(db: Db): Promise<void> {
  if ((await db.select({ id: exams.id }).from(exams).limit(1)).length) return;
  const people = await idsByEmail(db);
  const [june] = await db.insert(exams).values({ name: '2025학년도 6월 모의평가 (고3)', type: 1, school_type: 3, grade_id: 3, year: 2025, release_time: '2025-06-04' }).returning({ id: exams.id });
  const [sept] = await db.insert(exams).values({ name: '2024년 9월 전국연합학력평가 (고1)', type: 1, school_type: 3, grade_id: 1, year: 2024, release_time: '2024-09-04' }).returning({ id: exams.id });
  await db.insert(exams).values({ name: '2025년 11월 전국연합학력평가 (고2) 준비', type: 1, school_type: 3, grade_id: 2, year: 2025, release_time: '2025-11-19', is_temp: true });

  const juneBase = { exam_id: june.id, type: 1, year: 2025, grade_id: 3, school_type: 3 };
  const doneMath = await addSubject(db, people, juneBase, { name: '2025학년도 6월 모의평가 수학', code: 'MATH1', subject_type_id: 3, state: 4, admin_check: 5, user: 'level1@demo.local', teacher: 'level2@demo.local', admin: 'level3@demo.local', complete: 8, count: 8 });
  await addSubject(db, people, juneBase, { name: '2025학년도 6월 모의평가 국어', code: 'KOR_READ', subject_type_id: 1, state: 3, admin_check: 2, user: 'level1@demo.local', teacher: 'level2@demo.local', complete: 6, count: 6 });
  await addSubject(db, people, juneBase, { name: '2025학년도 6월 모의평가 영어', code: 'ENG1', subject_type_id: 2, state: 0, admin_check: 0, user: 'level1@demo.local', complete: 3, count: 6 });
  await addSubject(db, people, juneBase, { name: '2025학년도 6월 모의평가 수학 (미적분)', code: 'MATH_CALC', subject_type_id: 3, state: 3, admin_check: 3, user: 'level4@demo.local', admin: 'level3@demo.local', complete: 5, count: 5 });

  const septBase = { exam_id: sept.id, type: 1, year: 2024, grade_id: 1, school_type: 3 };
  await addSubject(db, people, septBase, { name: '2024년 9월 고1 수학', code: 'MATH_COMMON', subject_type_id: 3, state: 2, admin_check: 0, user: 'level1@demo.local', complete: 0, count: 10 });
  await addSubject(db, people, septBase, { name: '2024년 9월 고1 국어', code: 'KOR_COMMON', subject_type_id: 1, state: 2, admin_check: 0, user: 'level4@demo.local', complete: 0, count: 8 });
  await addSubject(db, people, septBase, { name: '2024년 9월 고1 영어', code: 'ENG_COMMON', subject_type_id: 2, state: 1, admin_check: 0, user: 'level1@demo.local', complete: 4, count: 6 });

  const modified = await addSubject(db, people, { exam_id: null, type: 2, year: 2025, grade_id: 3, school_type: 3 }, { name: '6월 모의평가 수학 변형 1회', code: 'MATH1', subject_type_id: 3, state: 0, admin_check: 0, user: 'level4@demo.local', complete: 2, count: 8 });
  await db.update(examSubjects).set({ ori_id: doneMath }).where(eq(examSubjects.id, modified));

  const [school] = await db.select().from(schoolSubjects).where(eq(schoolSubjects.is_temp, false)).limit(1);
  await addSubject(
    db,
    people,
    { school_subject_id: school?.id ?? null, type: 3, year: school?.year ?? 2025, grade_id: school?.grade_id ?? 2, school_type: school?.school_type ?? 3, semester: school?.semester ?? 1 },
    { name: '2025 1학기 중간고사 수학', code: 'MATH_COMMON', subject_type_id: 3, state: 0, admin_check: 0, user: 'level1@demo.local', complete: 4, count: 8 },
  );
  const [textbook] = await db.select().from(textbookSubjects).where(inArray(textbookSubjects.subject_type_id, [3])).limit(1);
  await addSubject(
    db,
    people,
    { textbook_subject_id: textbook?.id ?? null, type: 4, year: 2025, grade_id: textbook?.grade_id ?? 1, school_type: textbook?.school_type ?? 2 },
    { name: `${textbook?.name ?? '중학 수학 1'} 단원 평가`, code: 'MATH_MID', subject_type_id: 3, state: 2, admin_check: 0, user: 'level1@demo.local', complete: 0, count: 6 },
  );
  await refreshQuestionCount(db);

  // one open error report on the done math exam, so the error-report screens have something to show
  const [reported] = await db.select().from(questions).where(and(eq(questions.exam_subject_id, doneMath), eq(questions.question_index, 4)));
  if (reported) {
    await db.insert(errorReports).values({ question_id: reported.id, exam_subject_id: doneMath, exam_type: 1, content: '④번 선택지의 값이 28이 아니라 27입니다. 정답도 확인해 주세요.', user_id: people.get('level1@demo.local') ?? null });
    await db.update(questions).set({ is_reported: true }).where(eq(questions.id, reported.id));
    await db.update(examSubjects).set({ is_reported: true }).where(eq(examSubjects.id, doneMath));
  }
}
