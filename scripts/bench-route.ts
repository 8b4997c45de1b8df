/**
 * The bare route of `npm run bench` (scripts/bench.ts): what any Node HTTP server could do with a list's SQL on
 * this machine. Fastify 5 with no plugins and no logger, in a process of its own as the app is, with a pg pool of
 * the app's size; `GET /N` replays the statements captured for the bench's N-th call (scripts/bench-sql.ts) and
 * answers every row they returned as JSON objects keyed by column name. No token check beyond the captured account
 * lookup, no mapping, no contract. Reads the plans from the JSON file named by its first argument; prints its
 * address as its first line; SIGTERM closes it.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import { replayRows, type ReplayPlan } from './bench-sql';

const plans = JSON.parse(readFileSync(process.argv[2], 'utf8')) as (ReplayPlan | null)[];
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.PG_POOL_MAX) });
const app = Fastify({ logger: false });
app.get<{ Params: { n: string } }>('/:n', async (request, reply) => {
  const plan = plans[Number(request.params.n)];
  if (!plan) return reply.code(404).send({ result: 'fail' });
  return { result: 'success', rows: await replayRows(pool, plan, true) };
});
console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
process.once('SIGTERM', () => void app.close().then(() => pool.end()).then(() => process.exit(0)));
