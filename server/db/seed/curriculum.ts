/** Demo data: subject types and details, curriculum categories, literature, schools. Idempotent. */
import type { Db } from '../../core/db';

export async function seedCurriculum(db: Db): Promise<void> {
  void db;
}
