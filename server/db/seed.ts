/** Demo data: one staff account per level and two customers (README "Demo accounts"). Idempotent. */
import { LEVELS, LEVEL_LABELS } from '../../src/api/levels';
import { users } from './schema';
import { hashPassword } from '../core/auth';
import type { Db } from '../core/db';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'demo1234!';

/** The demo accounts: `level{N}@demo.local` for staff, plus a student and a parent. */
export const DEMO_ACCOUNTS = [
  ...LEVELS.map((level) => ({ realm: 'staff' as const, email: `level${level}@demo.local`, name: `데모 ${LEVEL_LABELS[level]}`, level })),
  { realm: 'customer' as const, email: 'student@demo.local', name: '데모 학생', level: 0, customer_type: 'student' as const },
  { realm: 'customer' as const, email: 'parent@demo.local', name: '데모 학부모', level: 0, customer_type: 'parent' as const },
];

/** Creates whatever demo rows are missing; running it again changes nothing. */
export async function seedDemo(db: Db): Promise<void> {
  const password_hash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(DEMO_ACCOUNTS.map((a) => ({ ...a, password_hash })))
    .onConflictDoNothing();
}
