/**
 * Starts the app on PORT: listen and close only (the app itself is built in app.ts). With WORKERS > 1 this process
 * is the primary and each worker runs this file again to serve (server/core/workers.ts).
 */
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadEnv } from './core/env';
import { runPrimary, servesRequests } from './core/workers';

/** The configuration; a bad or missing setting stops the server with its Korean message alone (no stack trace). */
const env = (() => {
  try {
    return loadEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();

async function serve() {
  const app = await buildApp({ env });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`);
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`에듀플랫폼 ${env.publicUrl} (${app.deps.database.kind}), listening ${Math.round(performance.now())} ms after the process started`);
}

if (servesRequests(env)) await serve();
// Workers run this file (not the script that imported it, such as scripts/start.mjs), with this process's flags.
else await runPrimary(env, fileURLToPath(import.meta.url));
