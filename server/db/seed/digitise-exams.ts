/**
 * Demo AI exam subjects of the AI review flow (issue 9 point 7), one in each interesting state, in one AI exam
 * entered by the level-1 demo account and reviewed by level 3: one being entered (two questions still incomplete),
 * one sent to AI review, one rejected with a returned question waiting for its fix, and one approved and checked
 * by an administrator (allowed). Questions are answer-only (class_type 2) so completeness needs no categories.
 * Idempotent: the exam is found by its name.
 */
import { eq } from 'drizzle-orm';
import { CHOICE_COUNT, CLASS_TYPE, EXAM_TYPE, QUESTION_TYPE } from '../../../src/api/codes';
import { AI_REVIEW_STATE } from '../../../src/machines/ai-review.machine';
import { AUTO_ADMIN_CHECK, AUTO_ENTRY_STATE } from '../../../src/machines/auto-exam.machine';
import { examSubjects, exams, questionMultiples, questions, users } from '../schema';
import type { Db } from '../../core/db';

/** The demo AI exam's name (also how the seeder finds it again). */
export const DEMO_AI_FLOW_EXAM_NAME = 'AI 검토 데모 모의평가';

const E = AUTO_ENTRY_STATE;
const AI = AI_REVIEW_STATE;
const C = AUTO_ADMIN_CHECK;

interface Plan {
  subject: string;
  subject_type_id: number;
  state: number;
  ai_state: number;
  admin_check: number;
  incomplete: number;
  returned?: { index: number; reason: string };
  ai_reason?: string;
}

const PLANS: Plan[] = [
  { subject: '국어', subject_type_id: 1, state: E.entering.code, ai_state: AI.notRequested.code, admin_check: C.unchecked.code, incomplete: 2 },
  { subject: '영어', subject_type_id: 2, state: E.writerDone.code, ai_state: AI.requested.code, admin_check: C.unchecked.code, incomplete: 0 },
  { subject: '수학', subject_type_id: 3, state: E.entering.code, ai_state: AI.rejected.code, admin_check: C.unchecked.code, incomplete: 0, returned: { index: 2, reason: '보기 ③의 그림이 잘렸습니다.' }, ai_reason: '보기 ③의 그림이 잘렸습니다.' },
  { subject: '과학', subject_type_id: 5, state: E.writerDone.code, ai_state: AI.approved.code, admin_check: C.checked.code, incomplete: 0 },
];

/** Seeds the demo AI exam and its four subjects; does nothing when the exam exists already. */
export async function seedDigitiseExams(db: Db): Promise<void> {
  const [existing] = await db.select({ id: exams.id }).from(exams).where(eq(exams.name, DEMO_AI_FLOW_EXAM_NAME));
  if (existing) return;
  const byEmail = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? null;
  const enterer = await byEmail('level1@demo.local');
  const reviewer = await byEmail('level3@demo.local');
  const admin = await byEmail('level5@demo.local');
  const year = new Date().getFullYear();
  await db.transaction(async (tx) => {
    const [exam] = await tx.insert(exams).values({ name: DEMO_AI_FLOW_EXAM_NAME, type: EXAM_TYPE.ai.code, school_type: 3, grade_id: 3, year, release_time: `${year}-06-04` }).returning({ id: exams.id });
    for (const plan of PLANS) {
      const count = 5;
      const [subject] = await tx
        .insert(examSubjects)
        .values({
          exam_id: exam.id,
          name: `${DEMO_AI_FLOW_EXAM_NAME} ${plan.subject}`,
          test_name: DEMO_AI_FLOW_EXAM_NAME,
          school_type: 3,
          grade_id: 3,
          subject_type_id: plan.subject_type_id,
          type: EXAM_TYPE.ai.code,
          year,
          release_time: `${year}-06-04`,
          class_type: CLASS_TYPE.answer.code,
          state: plan.state,
          ai_state: plan.ai_state,
          admin_check: plan.admin_check,
          ai_reason: plan.ai_reason ?? null,
          return_count: plan.returned ? 1 : 0,
          user_id: enterer,
          admin_id: reviewer,
          admin_user: admin,
          enter_price: 500 * count,
          question_count: count,
        })
        .returning({ id: examSubjects.id });
      const made = await tx
        .insert(questions)
        .values(
          Array.from({ length: count }, (_, i) => {
            const complete = i < count - plan.incomplete;
            const returned = plan.returned?.index === i + 1;
            return {
              exam_subject_id: subject.id,
              question_index: i + 1,
              question_type: QUESTION_TYPE.multipleChoice.code,
              class_type: CLASS_TYPE.answer.code,
              content: `${plan.subject} ${i + 1}번 문항 (AI 분할 데모)`,
              answer: complete ? String((i % 5) + 1) : null,
              level: complete ? (i % 5) + 1 : null,
              returned,
              return_reason: returned ? plan.returned!.reason : null,
              return_done: false,
            };
          }),
        )
        .returning({ id: questions.id, question_index: questions.question_index });
      await tx.insert(questionMultiples).values(
        made.flatMap((q) => Array.from({ length: CHOICE_COUNT }, (_, i) => ({ question_id: q.id, choice_index: i + 1, content: q.question_index <= count - plan.incomplete ? `보기 ${i + 1}` : '' }))),
      );
    }
  });
}
