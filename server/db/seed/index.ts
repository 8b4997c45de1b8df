/**
 * Demo data: one staff account per level and two customers (README "Demo accounts"), then each area's
 * demo data, in dependency order. Every seeder is idempotent.
 */
import { inArray } from 'drizzle-orm';
import { LEVELS, LEVEL_LABELS } from '../../../src/api/levels';
import { users } from '../schema';
import { hashPassword } from '../../core/auth';
import type { Db } from '../../core/db';
import type { FileStorage } from '../../core/storage';
import { seedCurriculum } from './curriculum';
import { seedSchoolsAndTextbooks } from './schools-textbooks';
import { seedExams } from './exams';
import { seedStagingAndSamples } from './staging-samples';
import { seedTestPapers } from './test-papers';
import { seedStaff } from './staff';
import { seedStaffCalendar } from './staff-calendar';
import { seedStaffActivity } from './staff-activity';
import { seedStaffUsers } from './staff-users';
import { seedConsultingExams } from './consulting-exams';
import { seedDemoCutoffs } from './consulting-formulas';
import { seedDemoApplications } from './consulting-services';
import { seedDigitise } from './digitise';
import { seedDigitiseExams } from './digitise-exams';
import { seedDigitiseReports } from './digitise-reports';
import { seedStoreProducts } from './store-products';
import { seedStorePayments } from './store-payments';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'demo1234!';

/** The demo accounts: `level{N}@demo.local` for staff, plus a student and a parent. */
export const DEMO_ACCOUNTS = [
  ...LEVELS.map((level) => ({ realm: 'staff' as const, email: `level${level}@demo.local`, name: `데모 ${LEVEL_LABELS[level]}`, level })),
  { realm: 'customer' as const, email: 'student@demo.local', name: '데모 학생', level: 0, customer_type: 'student' as const },
  { realm: 'customer' as const, email: 'parent@demo.local', name: '데모 학부모', level: 0, customer_type: 'parent' as const },
];

/** Creates the demo accounts that are missing. */
export async function seedAccounts(db: Db): Promise<void> {
  // Hashing is slow on purpose (argon2): done only when an account is missing, not on every start.
  const existing = await db.select({ realm: users.realm, email: users.email }).from(users).where(inArray(users.email, DEMO_ACCOUNTS.map((a) => a.email)));
  const missing = DEMO_ACCOUNTS.filter((a) => !existing.some((e) => e.realm === a.realm && e.email === a.email));
  if (missing.length === 0) return;
  const password_hash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    // Demo accounts count as confirmed: they may buy and upload at once.
    .values(missing.map((a) => ({ ...a, password_hash, email_confirmed_at: new Date() })))
    .onConflictDoNothing();
}

/**
 * Creates whatever demo rows are missing; running it again changes nothing. Demo data with files (users' test
 * papers) is seeded only when the storage its files go to is given.
 */
export async function seedDemo(db: Db, storage?: FileStorage): Promise<void> {
  await seedAccounts(db);
  await seedCurriculum(db);
  await seedSchoolsAndTextbooks(db);
  await seedExams(db);
  await seedStagingAndSamples(db);
  if (storage) await seedTestPapers(db, storage);
  await seedStaff(db);
  await seedStaffCalendar(db);
  await seedStaffActivity(db);
  await seedStaffUsers(db);
  await seedConsultingExams(db);
  await seedDemoCutoffs(db);
  await seedDemoApplications(db);
  await seedDigitiseExams(db);
  if (storage) await seedDigitise(db, storage);
  await seedDigitiseReports(db);
  if (storage) await seedStoreProducts(db, storage);
  await seedStorePayments(db);
}
