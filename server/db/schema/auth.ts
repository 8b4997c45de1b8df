/** Accounts of both realms, sign-in attempts (rate limiting across instances), password resets and e-mail confirmations. */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** One account: staff (admin workspace, level 0-10) or customer (student or parent). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    realm: text('realm', { enum: ['staff', 'customer'] }).notNull(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    name: text('name').notNull(),
    /** Staff level of spec section 6; 0 for customers and for new staff until a master raises it. */
    level: integer('level').notNull().default(0),
    alarm: boolean('alarm').notNull().default(true),
    /** Customers: student or parent. */
    customer_type: text('customer_type', { enum: ['student', 'parent'] }),
    /** Staff: the subject (class type) the account works on, set on the permission page. */
    class_type: integer('class_type'),
    /**
     * When the owner proved the address: the e-mailed confirmation link, or a password reset by mail. A customer
     * account without it may sign in and read, but not buy or upload (routes declared `confirmedEmail`); staff
     * accounts never need it. Null: not confirmed yet.
     */
    email_confirmed_at: timestamp('email_confirmed_at', { withTimezone: true }),
    /** Set when the account is withdrawn; such an account can no longer sign in. */
    out_at: timestamp('out_at', { withTimezone: true }),
    /**
     * Carried in every token (`ver`) and compared on each request: a password reset, a level change or a
     * withdrawal raises it in the same statement, which ends every token issued before, on every instance.
     */
    token_version: integer('token_version').notNull().default(0),
    /** The sum of the user's warnings' points (user_warnings), kept by the write that adds a warning. */
    warning_point: integer('warning_point').notNull().default(0),
    /** The user's point balance (point_logs), kept by the write that gives points; never below 0. */
    point: integer('point').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_realm_email_key').on(t.realm, t.email), index('users_level_idx').on(t.level), index('users_created_at_idx').on(t.created_at, t.id)],
);

/** Every sign-in attempt, so that limits hold across several app instances. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_email_ip_idx').on(t.email, t.ip, t.created_at), index('login_attempts_ip_idx').on(t.ip, t.created_at)],
);

/** One-time password reset tokens; only a hash of the token is stored. */
export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  token_hash: text('token_hash').notNull().unique(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * One-time e-mail confirmation links (README "Sign-in"): only a hash of the token is stored, with its expiry; a
 * link is spent when used, and sending a new one retires the account's unused ones.
 */
export const emailConfirmations = pgTable('email_confirmations', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  token_hash: text('token_hash').notNull().unique(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});
