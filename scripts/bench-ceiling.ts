/**
 * The bare-Fastify ceiling of `npm run bench` (scripts/bench.ts): Fastify 5 with no plugins, no logger and one
 * route answering a small JSON, in a process of its own as the app is. Prints its address as its first line;
 * SIGTERM closes it.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ result: 'success', status: 'ok' }));
console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
