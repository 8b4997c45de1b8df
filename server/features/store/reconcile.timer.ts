/**
 * The daily reconciliation (issue 11 point 5): once the app is ready, and then every hour, yesterday (Korean
 * calendar day) is reconciled unless the timer already did it — idempotent per day, so restarts and hourly
 * ticks run each day once. Several instances may both run a day at the very same moment; that is harmless
 * (settling locks the order and checks its state again) and leaves two rows for that day.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../core/deps';
import { hasAutomaticRun } from './reconcile.repository';
import { reconcileDay, seoulYesterday } from './reconcile.service';

/** How often the timer looks whether yesterday still needs a run. */
export const RECONCILE_TICK_MS = 60 * 60 * 1000;

/** Runs yesterday's reconciliation if the timer has not yet; returns whether it ran. */
export async function reconcileYesterday(deps: Deps, now = new Date()): Promise<boolean> {
  const day = seoulYesterday(now);
  if (await hasAutomaticRun(deps.db, day)) return false;
  await reconcileDay(deps, day, null);
  return true;
}

/** Starts the timer (app.ts: on ready, unless NODE_ENV=test); `stop` ends it and waits for a run in progress. */
export function startReconcileTimer(deps: Deps, log: FastifyBaseLogger, tickMs = RECONCILE_TICK_MS): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = reconcileYesterday(deps)
      .then((ran) => ran && log.info('store: yesterday reconciled with Toss'))
      .catch((error) => log.error({ err: error }, 'store: the daily reconciliation failed; it is tried again in an hour'));
  };
  tick();
  const timer = setInterval(tick, tickMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
