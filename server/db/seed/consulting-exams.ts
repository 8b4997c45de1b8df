/**
 * Demo data: the demo student's (student@demo.local) mock exams of 2025, so that "내 모의고사" and the
 * consultants' analysis have something to show: two sittings (6월 모의평가, 9월 모의평가) with every area
 * (국어 언어와 매체, 수학 미적분, 영어, 한국사, 탐구 생활과 윤리 and 지구과학Ⅰ, 제2외국어 일본어Ⅰ) and plausible
 * scores; the 6월 수학 is graded against the seeded done national mock exam of 2025 (its 6월 수학) when the bank
 * has one, answered right except for two questions, with the raw score computed as the answer call computes it, and
 * that sitting is submitted (its answer key shown).
 * Idempotent: a record already there is left as it is, and a graded record is never graded again.
 */
import { and, eq } from 'drizzle-orm';
import { CHOICE_COUNT, QUESTION_TYPE } from '../../../src/api/codes';
import { areaInfo, bankSubjectTypeOf, CHOICE_SUBJECTS, type SubjectArea } from '../../../src/api/consulting/exams';
import { hasStoredAnswer, rightAnswer, type GivenAnswer } from '../../../src/api/grading';
import { gradeSheet, suggestBankExam } from '../../../src/features/consulting/exams.rules';
import type { Db } from '../../core/db';
import * as repo from '../../features/consulting/exams.repository';
import { CONSULTING_SITTING_STATE } from '../../../src/machines/consulting-sitting.machine';
import { consultingExamAnswers, consultingExams, consultingSittings, users } from '../schema';

const choice = (label: string) => CHOICE_SUBJECTS.find((c) => c.label === label)!.id;

interface DemoScore {
  subject_area: SubjectArea;
  choice: string;
  raw_score: number | null;
  standard_score: number | null;
  percentile: number | null;
  grade: number;
}

const YEAR = 2025;
/** The sitting graded against the bank, and its area. */
const GRADED = { test_name: '6월 모의평가', subject_area: 'math' as const };

const SITTINGS: Array<{ test_name: string; scores: DemoScore[] }> = [
  {
    test_name: '6월 모의평가',
    scores: [
      { subject_area: 'korean', choice: '언어와 매체', raw_score: 84, standard_score: 128, percentile: 89, grade: 2 },
      { subject_area: 'math', choice: '미적분', raw_score: null, standard_score: 131, percentile: 92, grade: 2 },
      { subject_area: 'english', choice: '영어', raw_score: 88, standard_score: null, percentile: null, grade: 2 },
      { subject_area: 'history', choice: '한국사', raw_score: 37, standard_score: null, percentile: null, grade: 2 },
      { subject_area: 'inquiry1', choice: '생활과 윤리', raw_score: 44, standard_score: 65, percentile: 88, grade: 2 },
      { subject_area: 'inquiry2', choice: '지구과학Ⅰ', raw_score: 40, standard_score: 62, percentile: 80, grade: 3 },
      { subject_area: 'second_lang', choice: '일본어Ⅰ', raw_score: 38, standard_score: null, percentile: null, grade: 3 },
    ],
  },
  {
    test_name: '9월 모의평가',
    scores: [
      { subject_area: 'korean', choice: '언어와 매체', raw_score: 89, standard_score: 133, percentile: 94, grade: 2 },
      { subject_area: 'math', choice: '미적분', raw_score: 84, standard_score: 134, percentile: 95, grade: 2 },
      { subject_area: 'english', choice: '영어', raw_score: 92, standard_score: null, percentile: null, grade: 1 },
      { subject_area: 'history', choice: '한국사', raw_score: 45, standard_score: null, percentile: null, grade: 1 },
      { subject_area: 'inquiry1', choice: '생활과 윤리', raw_score: 47, standard_score: 68, percentile: 95, grade: 1 },
      { subject_area: 'inquiry2', choice: '지구과학Ⅰ', raw_score: 43, standard_score: 65, percentile: 89, grade: 2 },
      { subject_area: 'second_lang', choice: '일본어Ⅰ', raw_score: 41, standard_score: null, percentile: null, grade: 2 },
    ],
  },
];

/** The question numbers answered wrong in the graded demo (the second and the fifth question of the sheet). */
const WRONG_AT = [1, 4];

/** A right answer as given, or a wrong one (the next choice, or a wrong text). */
function demoAnswer(stored: Parameters<typeof rightAnswer>[0], right: boolean): GivenAnswer {
  const answer = rightAnswer(stored);
  if (stored.question_type === QUESTION_TYPE.subjective.code) return right ? (answer.text ?? '') : '모름';
  if (right) return answer.choices;
  return [(answer.choices[0] % CHOICE_COUNT) + 1];
}

/** Grades the demo 6월 수학 against the bank's done 6월 수학 of 2025, once. */
async function gradeDemo(db: Db, userId: number): Promise<void> {
  const [record] = await db
    .select()
    .from(consultingExams)
    .where(and(eq(consultingExams.user_id, userId), eq(consultingExams.year, YEAR), eq(consultingExams.test_name, GRADED.test_name), eq(consultingExams.subject_area, GRADED.subject_area)));
  if (!record) return;
  const [answered] = await db.select({ id: consultingExamAnswers.id }).from(consultingExamAnswers).where(eq(consultingExamAnswers.consulting_exam_id, record.id)).limit(1);
  if (answered) return;
  const type = bankSubjectTypeOf(record.choice_subject_id);
  const exam = suggestBankExam(
    (await repo.bankExams(db, type === null ? [] : [type], YEAR)).map((e) => ({ ...e, question_count: 0 })),
    { year: YEAR, test_name: GRADED.test_name },
  );
  if (!exam) return;
  const questions = (await repo.bankQuestions(db, [exam.exam_subject_id])).filter(hasStoredAnswer);
  if (!questions.length) return;
  const answers = questions.map((q, i) => ({ question_index: q.question_index, answer: demoAnswer(q, !WRONG_AT.includes(i)) }));
  const graded = gradeSheet(questions, answers, areaInfo(GRADED.subject_area).raw_max);
  await db.transaction(async (tx) => {
    await tx.update(consultingExams).set({ exam_subject_id: exam.exam_subject_id, raw_score: graded.raw_score }).where(eq(consultingExams.id, record.id));
    await repo.replaceAnswers(tx, record.id, graded.rows);
    // The demo sitting was submitted, so "내 모의고사" shows its answer key.
    await tx
      .insert(consultingSittings)
      .values({ user_id: userId, year: YEAR, test_name: GRADED.test_name, state: CONSULTING_SITTING_STATE.submitted.value, submitted_at: new Date() })
      .onConflictDoNothing();
  });
}

/** Creates the demo student's sittings that are missing and grades the demo 수학 once. */
export async function seedConsultingExams(db: Db): Promise<void> {
  const [student] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, 'student@demo.local'), eq(users.realm, 'customer')));
  if (!student) return;
  const rows = SITTINGS.flatMap((s) =>
    s.scores.map((x) => ({
      user_id: student.id,
      year: YEAR,
      test_name: s.test_name,
      subject_area: x.subject_area,
      choice_subject_id: choice(x.choice),
      raw_score: x.raw_score,
      standard_score: x.standard_score,
      percentile: x.percentile,
      grade: x.grade,
    })),
  );
  await db.insert(consultingExams).values(rows).onConflictDoNothing();
  await gradeDemo(db, student.id);
}
