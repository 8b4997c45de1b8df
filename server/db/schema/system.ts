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
