/** Instance-wide settings, the audit trail of every lifecycle transition and the rate limits' counters. */
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Secrets generated on first start and shared by every instance on the same database. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per applied transition: who, when, from, to, event, reason (written in the same transaction). */
export const transitionLog = pgTable(
  'transition_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    machine: text('machine').notNull(),
    entity: text('entity').notNull(),
    entity_id: text('entity_id').notNull(),
    event: text('event').notNull(),
    from_state: text('from_state').notNull(),
    to_state: text('to_state').notNull(),
    reason: text('reason'),
    user_id: integer('user_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transition_log_entity_idx').on(t.entity, t.entity_id, t.created_at),
    /** Dashboards and pay read the trail by day and by person. */
    index('transition_log_time_idx').on(t.entity, t.created_at),
    index('transition_log_user_idx').on(t.user_id, t.created_at),
  ],
);

/**
 * The counters of the rate limits (server/core/rate-limits.ts, src/api/rate-limits.ts): one row per key (limit, scope
 * and value: `coupon-check:account:12`), counting the requests of its current fixed window, which ends at
 * `expires_at`. A request is counted by one atomic upsert (insert, or add one, or start a new window once the old one
 * has ended) returning the count and the time left, so parallel requests on every instance on one database share
 * it. Ended windows are deleted now and then.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_expires_idx').on(t.expires_at)],
);
