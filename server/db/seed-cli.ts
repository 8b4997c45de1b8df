/** `npm run seed`: migrates the configured database and adds the demo data (works with NODE_ENV=production too). */
import { loadEnv } from '../core/env';
import { openDatabase } from '../core/db';
import { localStorage } from '../core/storage';
import { seedDemo } from './seed/index';

const env = loadEnv();
const database = await openDatabase(env);
await seedDemo(database.db, localStorage(env.storageDir));
await database.close();
console.log(`demo data seeded (${database.kind})`);
