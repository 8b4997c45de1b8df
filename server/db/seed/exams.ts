/**
 * Demo data: exams and exam subjects of every kind (national mock, modified mock, school, textbook) in
 * every lifecycle state, with complete and incomplete questions, assigned to the demo accounts. Every
 * question's type category belongs to its exam's curriculum, school level, grade, subject and detail; the
 * Korean questions that speak of 윗글 are sets under a real passage (a question head); and some exams are
 * of class_type 2 and 3 (answers checked by question type: 객관식, 주관식, 복수선택, 듣기평가). Idempotent.
 */
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { refreshQuestionCount } from '../../features/question-bank/exams.repository';
import { categoryMatches } from '../../../src/features/question-bank/curriculum/category-filter.rules';
import { CLASS_TYPE, QUESTION_TYPE } from '../../../src/api/codes';
import { ADMIN_CHECK } from '../../../src/machines/admin-check.machine';
import { EXAM_SUBJECT_STATE } from '../../../src/machines/exam-subject.machine';
import { categories, examSubjects, exams, errorReports, questionHeads, questionMultiples, questions, schoolSubjects, subjectDetailTypes, textbookSubjects, users } from '../schema';

const S = EXAM_SUBJECT_STATE;
const A = ADMIN_CHECK;

/** A seeded question: its stem, five choices and answer (1-5); a type other than multiple choice where given. */
interface SeedQuestion {
  content: string;
  choices: string[];
  answer: string;
  /** QUESTION_TYPE code; multiple choice when left out. */
  question_type?: number;
  /** The answers of a multi-select question. */
  answer_multiple?: number[];
}

/** Question stems with LaTeX math, five choices and the answer (1-5). */
const MATH: SeedQuestion[] = [
  { content: '$\\log_2 8 + \\log_3 9$의 값은?', choices: ['3', '4', '5', '6', '7'], answer: '3' },
  { content: '함수 $f(x) = x^3 - 3x + 2$의 극솟값은?', choices: ['$-2$', '$-1$', '$0$', '$1$', '$2$'], answer: '3' },
  { content: '$\\displaystyle\\lim_{x \\to 2} \\frac{x^2 - 4}{x - 2}$의 값은?', choices: ['1', '2', '3', '4', '5'], answer: '4' },
  { content: '등차수열 $\\{a_n\\}$에서 $a_3 = 7$, $a_7 = 19$일 때, $a_{10}$의 값은?', choices: ['25', '26', '27', '28', '29'], answer: '4' },
  { content: '$\\displaystyle\\int_0^2 (3x^2 + 1)\\,dx$의 값은?', choices: ['8', '9', '10', '11', '12'], answer: '3' },
  { content: '$\\sin\\theta = \\frac{3}{5}$이고 $\\frac{\\pi}{2} < \\theta < \\pi$일 때, $\\tan\\theta$의 값은?', choices: ['$-\\frac{4}{3}$', '$-\\frac{3}{4}$', '$\\frac{3}{4}$', '$\\frac{4}{3}$', '$\\frac{5}{3}$'], answer: '2' },
  { content: '두 사건 $A$, $B$가 서로 독립이고 $P(A) = \\frac{1}{3}$, $P(A \\cup B) = \\frac{2}{3}$일 때, $P(B)$의 값은?', choices: ['$\\frac{1}{6}$', '$\\frac{1}{4}$', '$\\frac{1}{3}$', '$\\frac{1}{2}$', '$\\frac{2}{3}$'], answer: '4' },
  { content: '곡선 $y = e^{2x}$ 위의 점 $(0, 1)$에서의 접선의 기울기는?', choices: ['1', '2', '$e$', '$2e$', '$e^2$'], answer: '2' },
];
/**
 * Korean sets: each passage (stored as a question head) and the four questions that ask about it (윗글).
 * The expository passage is written for this demo; the poem is 김소월 「진달래꽃」 (1925, public domain).
 */
const KOREAN_SETS: Array<{ passage: string; questions: SeedQuestion[] }> = [
  {
    passage: [
      '독서의 목적은 흔히 세 가지로 나뉜다. 정보를 얻기 위한 독서, 즐거움을 위한 독서, 그리고 성찰을 위한 독서가 그것이다. 정보를 얻으려는 독자는 글에 담긴 사실을 빠르게 ㉠찾아내고, 여러 글의 주장을 서로 ㉡비교하며 믿을 만한 내용을 가려낸다. 즐거움을 위해 읽는 독자는 이야기의 흐름에 몸을 맡기며 인물의 마음을 ㉢짐작한다. 성찰을 위해 읽는 독자는 글을 읽으며 자신의 삶을 ㉣돌아보고 생각을 ㉤정리한다.',
      '독서는 혼자 하는 활동처럼 보이지만 사실은 사회적 소통의 한 방식이다. 독자는 필자가 글을 쓴 시대와 상황, 곧 글의 맥락을 고려하며 읽는다. 이때 독자가 이미 알고 있는 배경지식은 글을 이해하는 데 큰 영향을 미친다. 같은 글이라도 배경지식이 풍부한 독자는 더 깊이 읽어 낸다. 또한 능숙한 독자는 읽기의 목적에 따라 훑어 읽기, 자세히 읽기, 비판적으로 읽기 같은 전략을 바꾸어 사용한다.',
    ].join('\n\n'),
    questions: [
      { content: '윗글의 내용과 일치하지 않는 것은?', choices: ['글쓴이는 독서의 목적을 세 가지로 나눈다.', '독서는 사회적 소통의 한 방식이다.', '독자는 글의 맥락을 고려하며 읽는다.', '배경지식은 독해에 영향을 주지 않는다.', '읽기 전략은 목적에 따라 달라진다.'], answer: '4' },
      {
        content: '윗글을 바탕으로 <보기>의 민수를 이해한 내용으로 적절하지 않은 것은?\n<보기> 민수는 과제에 필요한 자료를 찾으려고 신문 기사 세 편을 빠르게 훑어 읽은 뒤, 기사마다 다른 통계를 서로 비교하였다.',
        choices: ['정보를 얻기 위한 독서를 하고 있다.', '이야기의 흐름에 몸을 맡기며 인물의 마음을 짐작하고 있다.', '읽기의 목적에 맞게 훑어 읽기 전략을 사용하였다.', '여러 글을 비교하며 믿을 만한 내용을 가려내려 한다.', '배경지식이 풍부할수록 기사를 더 깊이 이해할 수 있다.'],
        answer: '2',
      },
      { content: '㉠~㉤을 바꾸어 쓴 말로 가장 적절한 것은?', choices: ['㉠: 숨기고', '㉡: 견주며', '㉢: 꾸며 낸다', '㉣: 잊어버리고', '㉤: 흩뜨린다'], answer: '2' },
      { content: '윗글의 서술 방식으로 가장 적절한 것은?', choices: ['대상을 몇 가지 유형으로 나누어 설명하고 있다.', '대상의 변화 과정을 시간 순서로 서술하고 있다.', '두 이론의 장단점을 비교하여 절충안을 제시한다.', '구체적 통계 자료를 근거로 주장을 강화하고 있다.', '묻고 답하는 방식으로 독자의 흥미를 유발한다.'], answer: '1' },
    ],
  },
  {
    passage: [
      '나 보기가 역겨워\n가실 때에는\n말없이 고이 보내 드리우리다',
      '영변에 약산\n진달래꽃\n아름 따다 가실 길에 뿌리우리다',
      '가시는 걸음걸음\n놓인 그 꽃을\n사뿐히 즈려밟고 가시옵소서',
      '나 보기가 역겨워\n가실 때에는\n죽어도 아니 눈물 흘리우리다',
      '- 김소월, 「진달래꽃」',
    ].join('\n\n'),
    questions: [
      {
        content: '<보기>를 참고하여 윗글을 감상한 내용으로 적절하지 않은 것은?\n<보기> 이 시는 이별의 상황에서 슬픔을 겉으로 드러내지 않고 참고 견디려는 전통적 정서를 보여 준다.',
        choices: ['화자는 이별의 슬픔을 절제하며 드러내지 않으려 한다.', '\'죽어도 아니 눈물 흘리우리다\'에는 슬픔을 참으려는 의지가 담겨 있다.', '진달래꽃을 뿌리는 행위는 떠나는 임에 대한 사랑을 나타낸다.', '첫 연과 마지막 연이 비슷하게 되풀이되어 안정감을 준다.', '화자는 임을 붙잡기 위해 슬픔을 소리 높여 드러낸다.'],
        answer: '5',
      },
      { content: '윗글의 표현상 특징으로 가장 적절한 것은?', choices: ['수미상관의 구성으로 시상을 마무리한다.', '도시적 시어로 현대 문명을 비판한다.', '색채의 대비로 화자의 분노를 드러낸다.', '명령형 어미만으로 시상을 전개한다.', '대화 형식으로 두 화자의 갈등을 보여 준다.'], answer: '1' },
      {
        content: '윗글의 시어에 대한 이해로 적절하지 않은 것은?',
        choices: ['\'진달래꽃\'은 화자의 분신이라 할 수 있다.', '\'즈려밟고\'는 임이 꽃을 밟고 지나가는 모습을 나타낸다.', '\'영변에 약산\'은 진달래꽃이 피는 구체적인 장소이다.', '\'말없이 고이\'는 화자의 절제된 태도를 보여 준다.', '\'역겨워\'는 화자가 임을 미워하는 마음을 직접 드러낸다.'],
        answer: '5',
      },
      { content: '윗글의 화자가 처한 상황으로 가장 적절한 것은?', choices: ['임과의 이별을 가정하고 있다.', '임을 처음 만나 설레고 있다.', '고향을 떠나 타향에서 지내고 있다.', '임과 다시 만나기를 기다리고 있다.', '자연 속에서 홀로 지내며 즐거워한다.'], answer: '1' },
    ],
  },
];
const KOREAN: SeedQuestion[] = KOREAN_SETS.flatMap((set) => set.questions);
const ENGLISH: SeedQuestion[] = [
  { content: '다음 글의 주제로 가장 적절한 것은?', choices: ['the role of sleep in memory', 'ways to reduce screen time', 'benefits of group study', 'history of the calendar', 'effects of noise on plants'], answer: '1' },
  { content: '다음 빈칸에 들어갈 말로 가장 적절한 것은?', choices: ['curiosity', 'obedience', 'isolation', 'hesitation', 'routine'], answer: '1' },
  { content: '주어진 글 다음에 이어질 글의 순서로 가장 적절한 것은?', choices: ['(A)-(C)-(B)', '(B)-(A)-(C)', '(B)-(C)-(A)', '(C)-(A)-(B)', '(C)-(B)-(A)'], answer: '3' },
  { content: '다음 글의 밑줄 친 부분 중, 어법상 틀린 것은?', choices: ['which', 'to have', 'being', 'what', 'themselves'], answer: '4' },
];
/** English questions of every question type: multiple choice, listening, short answer and multi-select. */
const ENGLISH_MIXED: SeedQuestion[] = [
  ENGLISH[0],
  ENGLISH[1],
  { question_type: QUESTION_TYPE.listening.code, content: '대화를 듣고, 여자가 남자에게 부탁한 일로 가장 적절한 것을 고르시오.', choices: ['우산 빌려주기', '책 반납하기', '발표 자료 만들기', '강아지 산책시키기', '병원 예약하기'], answer: '3' },
  { question_type: QUESTION_TYPE.listening.code, content: '다음을 듣고, 남자가 하는 말의 목적으로 가장 적절한 것을 고르시오.', choices: ['도서관 이용 시간 변경을 안내하려고', '동아리 회원을 모집하려고', '체육 대회 일정을 알리려고', '분실물 습득을 알리려고', '급식 메뉴 변경을 공지하려고'], answer: '1' },
  { question_type: QUESTION_TYPE.subjective.code, content: '다음 문장의 빈칸에 들어갈 한 단어를 쓰시오.\nShe has ______ to London twice.', choices: [], answer: 'been' },
  { question_type: QUESTION_TYPE.multiSelect.code, content: '다음 중 어법상 옳은 문장을 모두 고르시오.', choices: ['He enjoys reading books.', 'She made me to clean the room.', 'I have lived here since 2020.', 'Let him goes home.', 'The news were surprising.'], answer: '', answer_multiple: [1, 3] },
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
  /** CLASS_TYPE code of the exam and its questions; type classification when left out. */
  class_type?: number;
  /** The questions to cycle through; by subject when left out. */
  bank?: SeedQuestion[];
}

async function idsByEmail(db: Db) {
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(like(users.email, '%@demo.local'));
  return new Map(rows.map((r) => [r.email, r.id]));
}

/** Looks up a detail type by code (from the curriculum seeder) when it is of the exam's school level, else the first of its subject and level. */
async function detail(db: Db, code: string, subjectTypeId: number, schoolType: number) {
  const [exact] = await db.select().from(subjectDetailTypes).where(eq(subjectDetailTypes.code, code));
  if (exact && exact.school_type === schoolType) return exact;
  const [any] = await db
    .select()
    .from(subjectDetailTypes)
    .where(and(eq(subjectDetailTypes.subject_type_id, subjectTypeId), eq(subjectDetailTypes.school_type, schoolType)))
    .orderBy(asc(subjectDetailTypes.curriculum), asc(subjectDetailTypes.order))
    .limit(1);
  return any ?? null;
}

/**
 * The type categories (leaves first) an exam's editors offer: its curriculum, school level and subject, and
 * the spec's grade and detail rule (categoryMatches), so a seeded category never shows as a bare id.
 */
async function typeCategories(db: Db, scope: { curriculum: number; school_type: number; subject_type_id: number; subject_detail_type_id: number | null; grade_id: number }) {
  const rows = await db
    .select()
    .from(categories)
    .where(and(eq(categories.kind, 'type'), eq(categories.curriculum, scope.curriculum), eq(categories.school_type, scope.school_type), eq(categories.subject_type_id, scope.subject_type_id)))
    .orderBy(asc(categories.id));
  const fitting = rows.filter((c) => categoryMatches(c, scope));
  const parents = new Set(fitting.map((c) => c.parent_id));
  const leaves = fitting.filter((c) => !parents.has(c.id));
  return (leaves.length ? leaves : fitting).map((c) => c.id);
}

async function addSubject(db: Db, people: Map<string, number>, base: { exam_id?: number | null; school_subject_id?: number | null; textbook_subject_id?: number | null; type: number; year: number; grade_id: number; school_type: number; semester?: number | null }, plan: SubjectPlan) {
  const d = await detail(db, plan.code, plan.subject_type_id, base.school_type);
  const classType = plan.class_type ?? CLASS_TYPE.typeCategory.code;
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
      class_type: classType,
      release_time: `${base.year}-06-04`,
    })
    .returning({ id: examSubjects.id });
  const bank = plan.bank ?? (plan.subject_type_id === 3 ? MATH : plan.subject_type_id === 1 ? KOREAN : ENGLISH);
  const cats = await typeCategories(db, { curriculum: d?.curriculum ?? 2015, school_type: base.school_type, subject_type_id: plan.subject_type_id, subject_detail_type_id: d?.id ?? null, grade_id: base.grade_id });
  const needsType = classType !== CLASS_TYPE.answer.code;
  const inserted = await db
    .insert(questions)
    .values(
      Array.from({ length: plan.count }, (_, i) => {
        const q = bank[i % bank.length];
        const complete = i < plan.complete;
        const type = q.question_type ?? QUESTION_TYPE.multipleChoice.code;
        return {
          exam_subject_id: row.id,
          question_index: i + 1,
          question_type: type,
          class_type: classType,
          content: q.content,
          answer: complete && type !== QUESTION_TYPE.multiSelect.code ? q.answer : null,
          answer_multiple: complete ? (q.answer_multiple ?? []) : [],
          level: complete ? (i % 5) + 1 : null,
          category_id: complete && needsType && cats.length ? cats[i % cats.length] : null,
        };
      }),
    )
    .returning({ id: questions.id, question_index: questions.question_index });
  const choiceRows = inserted.flatMap((q) => {
    const src = bank[(q.question_index - 1) % bank.length];
    const partial = q.question_index > plan.complete && (src.question_type ?? QUESTION_TYPE.multipleChoice.code) === QUESTION_TYPE.multipleChoice.code;
    return src.choices.map((c, j) => ({ question_id: q.id, choice_index: j + 1, content: partial && j >= 3 ? '' : c }));
  });
  if (choiceRows.length) await db.insert(questionMultiples).values(choiceRows);
  if (bank === KOREAN) await addKoreanPassages(db, row.id, inserted);
  return row.id;
}

/** Stores each Korean passage as a question head over the questions of its set and links them (head_question_id). */
async function addKoreanPassages(db: Db, examSubjectId: number, inserted: Array<{ id: number; question_index: number }>) {
  const per = KOREAN_SETS[0].questions.length;
  for (let start = 1; start <= inserted.length; start += per) {
    const set = KOREAN_SETS[Math.floor((start - 1) / per) % KOREAN_SETS.length];
    const end = Math.min(start + per - 1, inserted.length);
    const [head] = await db.insert(questionHeads).values({ exam_subject_id: examSubjectId, content: set.passage, start_index: start, end_index: end }).returning({ id: questionHeads.id });
    const ids = inserted.filter((q) => q.question_index >= start && q.question_index <= end).map((q) => q.id);
    await db.update(questions).set({ head_question_id: head.id }).where(inArray(questions.id, ids));
  }
}

export async function seedExams(db: Db): Promise<void> {
  if ((await db.select({ id: exams.id }).from(exams).limit(1)).length) return;
  const people = await idsByEmail(db);
  const [june] = await db.insert(exams).values({ name: '2025학년도 6월 모의평가 (고3)', type: 1, school_type: 3, grade_id: 3, year: 2025, release_time: '2025-06-04' }).returning({ id: exams.id });
  const [sept] = await db.insert(exams).values({ name: '2024년 9월 전국연합학력평가 (고1)', type: 1, school_type: 3, grade_id: 1, year: 2024, release_time: '2024-09-04' }).returning({ id: exams.id });
  await db.insert(exams).values({ name: '2025년 11월 전국연합학력평가 (고2) 준비', type: 1, school_type: 3, grade_id: 2, year: 2025, release_time: '2025-11-19', is_temp: true });

  const juneBase = { exam_id: june.id, type: 1, year: 2025, grade_id: 3, school_type: 3 };
  const doneMath = await addSubject(db, people, juneBase, { name: '2025학년도 6월 모의평가 수학', code: 'MATH1', subject_type_id: 3, state: S.done.code, admin_check: A.completed.code, user: 'level1@demo.local', teacher: 'level2@demo.local', admin: 'level3@demo.local', complete: 8, count: 8 });
  await addSubject(db, people, juneBase, { name: '2025학년도 6월 모의평가 국어', code: 'KOR_READ', subject_type_id: 1, state: S.nextStage.code, admin_check: A.pending.code, user: 'level1@demo.local', teacher: 'level2@demo.local', complete: 6, count: 6 });
  // answers by question type (class_type 3): questions 4-6 miss 듣기평가, 주관식 and 복수선택
  await addSubject(db, people, juneBase, { name: '2025학년도 6월 모의평가 영어', code: 'ENG1', subject_type_id: 2, state: S.entering.code, admin_check: A.withWriter.code, user: 'level1@demo.local', complete: 3, count: 6, class_type: CLASS_TYPE.answerAndType.code, bank: ENGLISH_MIXED });
  await addSubject(db, people, juneBase, { name: '2025학년도 6월 모의평가 수학 (미적분)', code: 'MATH_CALC', subject_type_id: 3, state: S.nextStage.code, admin_check: A.onHold.code, user: 'level4@demo.local', admin: 'level3@demo.local', complete: 5, count: 5 });

  const septBase = { exam_id: sept.id, type: 1, year: 2024, grade_id: 1, school_type: 3 };
  await addSubject(db, people, septBase, { name: '2024년 9월 고1 수학', code: 'MATH_COMMON', subject_type_id: 3, state: S.waiting.code, admin_check: A.withWriter.code, user: 'level1@demo.local', complete: 0, count: 10 });
  await addSubject(db, people, septBase, { name: '2024년 9월 고1 국어', code: 'KOR_COMMON', subject_type_id: 1, state: S.waiting.code, admin_check: A.withWriter.code, user: 'level4@demo.local', complete: 0, count: 8 });
  // answers only (class_type 2): questions 5-6 miss 객관식
  await addSubject(db, people, septBase, { name: '2024년 9월 고1 영어', code: 'ENG_COMMON', subject_type_id: 2, state: S.underReview.code, admin_check: A.withWriter.code, user: 'level1@demo.local', complete: 4, count: 6, class_type: CLASS_TYPE.answer.code });

  const modified = await addSubject(db, people, { exam_id: null, type: 2, year: 2025, grade_id: 3, school_type: 3 }, { name: '6월 모의평가 수학 변형 1회', code: 'MATH1', subject_type_id: 3, state: S.entering.code, admin_check: A.withWriter.code, user: 'level4@demo.local', complete: 2, count: 8 });
  await db.update(examSubjects).set({ ori_id: doneMath }).where(eq(examSubjects.id, modified));

  const [school] = await db.select().from(schoolSubjects).where(eq(schoolSubjects.is_temp, false)).limit(1);
  await addSubject(
    db,
    people,
    { school_subject_id: school?.id ?? null, type: 3, year: school?.year ?? 2025, grade_id: school?.grade_id ?? 2, school_type: school?.school_type ?? 3, semester: school?.semester ?? 1 },
    { name: '2025 1학기 중간고사 수학', code: 'MATH_COMMON', subject_type_id: 3, state: S.entering.code, admin_check: A.withWriter.code, user: 'level1@demo.local', complete: 4, count: 8 },
  );
  const [textbook] = await db.select().from(textbookSubjects).where(inArray(textbookSubjects.subject_type_id, [3])).limit(1);
  await addSubject(
    db,
    people,
    { textbook_subject_id: textbook?.id ?? null, type: 4, year: 2025, grade_id: textbook?.grade_id ?? 1, school_type: textbook?.school_type ?? 2 },
    { name: `${textbook?.name ?? '중학 수학 1'} 단원 평가`, code: 'MATH_MID', subject_type_id: 3, state: S.waiting.code, admin_check: A.withWriter.code, user: 'level1@demo.local', complete: 0, count: 6 },
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
