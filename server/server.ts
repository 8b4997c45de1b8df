/** Starts the app on PORT: listen and close only (the app itself is built in app.ts). */
import { buildApp } from './app';
import { loadEnv } from './core/env';

const env = loadEnv();
const app = await buildApp({ env });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(`에듀플랫폼 ${env.publicUrl} (${app.deps.database.kind}), listening ${Math.round(performance.now())} ms after the process started`);
