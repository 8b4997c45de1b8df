/**
 * What payments need beside their routes, registered once by app.ts with `await registerPayments(app)`: the
 * Toss-compatible stand-in's browser pages when it is on (development and tests) and its webhook events sent to
 * the app's webhook route, and the store's two jobs: the
 * renewal of unlimited passes (every TOSS_RENEW_MINUTES) and the closing of orders past their time to live (every
 * ORDER_EXPIRE_MINUTES). A value of 0 turns a job off (as in tests, which call the jobs themselves).
 */
import type { FastifyInstance } from 'fastify';
import { expireStaleOrders } from './order-lifecycle';
import { renewDuePasses } from './passes.service';
import { onStandinEvent, registerTossStandin } from './toss-standin-routes';

/** Runs `job` every `minutes` once the app is ready (never two runs at once), and stops on close. */
function every(app: FastifyInstance, minutes: number, name: string, job: () => Promise<unknown>): void {
  if (minutes <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const result = await job();
      if (result) app.log.info({ job: name, result }, name);
    } catch (error) {
      app.log.error({ err: error, job: name }, `${name} 실패`);
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

/** Mounts the stand-in (keyless setups) and starts the store's jobs. */
export async function registerPayments(app: FastifyInstance): Promise<void> {
  await registerTossStandin(app);
  // The stand-in tells the app of payment changes the way Toss does: a POST to the webhook route.
  onStandinEvent(app.deps, async (event) => {
    const res = await app.inject({ method: 'POST', url: '/api/v2/common/toss/webhook', payload: event as object });
    if (res.statusCode !== 200) throw new Error(`토스 웹훅 ${res.statusCode}: ${res.body}`);
  });
  app.addHook('onClose', async () => {
    onStandinEvent(app.deps, null);
  });
  const { env } = app.deps;
  every(app, env.toss.renewMinutes, '무제한 이용권 정기 결제', async () => {
    const run = await renewDuePasses(app.deps);
    return run.renewed.length || run.failed.length || run.errors.length ? run : null;
  });
  every(app, env.ORDER_EXPIRE_MINUTES ?? (env.NODE_ENV === 'test' ? 0 : 1), '결제 기한이 지난 주문 닫기', async () => {
    const closed = await expireStaleOrders(app.deps);
    return closed.length ? { closed } : null;
  });
}
