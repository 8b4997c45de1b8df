/**
 * `npm run seed:large [-- --questions N]`: the scale seed (server/db/seed/large.ts) on the configured database
 * (DATA_DIR's PGlite, or PostgreSQL with DATABASE_URL): N questions (default 100,000) in exam subjects of 20, with
 * the rest of the large data set. Idempotent: a second run adds nothing; a larger N adds the difference.
 */
import { parseArgs } from 'node:util';
import { loadEnv } from '../server/core/env';
import { openDatabase } from '../server/core/db';
import { seedDemo } from '../server/db/seed/index';
import { seedLarge } from '../server/db/seed/large';

const { values } = parseArgs({ options: { questions: { type: 'string', default: '100000' } } });
const questions = Number(values.questions);
if (!Number.isInteger(questions) || questions < 20 || questions > 20_000_000) {
  console.error('--questions: a whole number from 20 to 20,000,000');
  process.exit(2);
}
const env = loadEnv();
const database = await openDatabase(env);
const started = Date.now();
try {
  await seedDemo(database.db);
  console.log(`large seed on ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${env.DATA_DIR})`}: ${questions.toLocaleString()} questions`);
  const { added, subjects } = await seedLarge(database.db, { questions, log: (line) => console.log(line) });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(added ? `added ${added.toLocaleString()} exam subjects (${(added * 20).toLocaleString()} questions); ${subjects.toLocaleString()} in all, ${seconds} s` : `already present (${subjects.toLocaleString()} exam subjects), ${seconds} s`);
} finally {
  await database.close();
}
