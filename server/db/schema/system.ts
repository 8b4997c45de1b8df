/** Instance-wide settings and the audit trail of every lifecycle transition. */
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
 * One counted request of a rate limit (server/core/rate-limit.ts): the limit's key (e.g. `coupon:user:12`,
 * `coupon:ip:10.0.0.1`) and when. Counted and written under an advisory lock on the key, so every instance on the
 * same database shares the limit; rows older than the longest window are deleted as they are passed.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_key_idx').on(t.key, t.created_at)],
);
