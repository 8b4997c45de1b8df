/**
 * Demo history of the staff area (issue 8): the audit trail the seeded exams would have if their work had
 * gone through the machine (entry handed over, approved, classified), spread over the last weeks so that the
 * dashboards and pay have something to show, and work days of the demo staff this month. Exams that already
 * have an audit trail are left alone, so running it again changes nothing.
 */
import { and, eq, gte, inArray, isNotNull, ne } from 'drizzle-orm';
import { ADMIN_CHECK } from '../../../src/machines/admin-check.machine';
import { examHasTag } from '../../../src/machines/exam.machine';
import { EXAM_SUBJECT_STATE } from '../../../src/machines/exam-subject.machine';
import type { Db } from '../../core/db';
import { examSubjects, transitionLog, users, workDays } from '../schema';
import { LARGE } from './large';

const DAY = 24 * 3600 * 1000;
const S = EXAM_SUBJECT_STATE;
const A = ADMIN_CHECK;

/** Writes the demo history that is missing (of the demo exams: the scale seed's are left without one). */
export async function seedStaff(db: Db, now = new Date()): Promise<void> {
  const exams = await db.select().from(examSubjects).where(and(ne(examSubjects.subject_code_name, LARGE.marker), isNotNull(examSubjects.user_id), inArray(examSubjects.state, [S.underReview.code, S.nextStage.code, S.done.code])));
  if (!exams.length) return;
  const logged = await db.selectDistinct({ id: transitionLog.entity_id }).from(transitionLog).where(and(eq(transitionLog.entity, 'exam_subject'), inArray(transitionLog.entity_id, exams.map((e) => String(e.id)))));
  const has = new Set(logged.map((l) => l.id));
  const [reviewer] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'level3@demo.local'));
  const rows: Array<typeof transitionLog.$inferInsert> = [];
  exams
    .filter((e) => !has.has(String(e.id)))
    .forEach((e, i) => {
      // Spread the work over the last five weeks: entered, reviewed two days later, classified a day after.
      const entered = new Date(now.getTime() - (35 - ((i * 7) % 33)) * DAY);
      const at = (days: number) => new Date(Math.min(entered.getTime() + days * DAY, now.getTime() - 3600_000));
      const base = { entity: 'exam_subject', entity_id: String(e.id) };
      rows.push(
        { ...base, machine: 'examSubject', event: 'ENTER', from_state: String(S.waiting.code), to_state: String(S.entering.code), user_id: e.user_id, created_at: new Date(entered.getTime() - DAY) },
        { ...base, machine: 'examSubject', event: 'ENTER_DONE', from_state: String(S.entering.code), to_state: String(S.nextStage.code), user_id: e.user_id, created_at: entered },
        { ...base, machine: 'adminCheck', event: 'ENTER_DONE', from_state: String(A.withWriter.code), to_state: String(A.pending.code), user_id: e.user_id, created_at: entered },
      );
      if (examHasTag(e, 'approved')) {
        rows.push({ ...base, machine: 'adminCheck', event: 'APPROVE', from_state: String(A.pending.code), to_state: String(A.reviewed.code), user_id: e.admin_id ?? reviewer?.id ?? null, created_at: at(2) });
        if (e.admin_check === A.completed.code) rows.push({ ...base, machine: 'adminCheck', event: 'ADMIN_CHECK', from_state: String(A.reviewed.code), to_state: String(A.completed.code), user_id: e.admin_user, created_at: at(3) });
      }
      if (e.state === S.done.code && e.teacher_id) {
        rows.push(
          { ...base, machine: 'examSubject', event: 'TAKE_CLASS', from_state: String(S.nextStage.code), to_state: String(S.nextStage.code), user_id: e.teacher_id, created_at: at(2.5) },
          { ...base, machine: 'examSubject', event: 'CLASS_DONE', from_state: String(S.nextStage.code), to_state: String(S.done.code), user_id: e.teacher_id, created_at: at(3) },
        );
      }
    });
  if (rows.length) await db.insert(transitionLog).values(rows);
  await seedWorkDays(db, now);
}

/** Weekdays of this month so far for the demo enterers and classifiers (8 hours, some 6), unless already recorded. */
async function seedWorkDays(db: Db, now: Date) {
  const seoul = new Date(now.getTime() + 9 * 3600_000);
  const first = `${seoul.toISOString().slice(0, 7)}-01`;
  const staff = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, ['level1@demo.local', 'level2@demo.local', 'level3@demo.local']));
  const existing = await db.select({ user_id: workDays.user_id }).from(workDays).where(gte(workDays.date, first)).limit(1);
  if (existing.length || !staff.length) return;
  const rows: Array<typeof workDays.$inferInsert> = [];
  for (let d = 1; d < seoul.getUTCDate(); d++) {
    const date = `${first.slice(0, 8)}${String(d).padStart(2, '0')}`;
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    staff.forEach((s, i) => rows.push({ user_id: s.id, date, minutes: (d + i) % 4 === 0 ? 360 : 480, memo: (d + i) % 4 === 0 ? '반차' : '', recorded_by: s.id }));
  }
  if (rows.length) await db.insert(workDays).values(rows).onConflictDoNothing();
}
