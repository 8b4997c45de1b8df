/**
 * What payments need beside their routes (issue 11 point 4), registered once by app.ts with
 * `await registerPayments(app)`: the Toss-compatible stand-in under /toss-standin when no Toss keys are set, and
 * the periodic renewal of unlimited passes (every TOSS_RENEW_MINUTES; 0 turns it off, as in tests).
 */
import type { FastifyInstance } from 'fastify';
import { renewDuePasses } from './passes.service';
import { registerTossStandin } from './toss-standin-routes';

/** Mounts the stand-in (keyless setups) and starts the renewal timer once the app is ready; stops it on close. */
export async function registerPayments(app: FastifyInstance): Promise<void> {
  await registerTossStandin(app);
  const minutes = app.deps.env.toss.renewMinutes;
  if (minutes <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const run = await renewDuePasses(app.deps);
      if (run.renewed.length || run.failed.length || run.errors.length) app.log.info({ renewals: run }, '무제한 이용권 정기 결제');
    } catch (error) {
      app.log.error({ err: error }, '무제한 이용권 정기 결제 실패');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), minutes * 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
