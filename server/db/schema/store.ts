/**
 * The store and payment area (spec section 3 "Product (goods)", section 7 "Store" and the common calls
 * sale_coupon/check, use_sale_coupon, user/unlimited, user/payment_product, toss_auth; issue 11): products with
 * their images, coupons, orders paid through Toss Payments with the amount held by the server, their
 * cancellations (refunds), the unlimited pass with its billing key, and the daily reconciliation with Toss.
 */
import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth';
import { consultingApplications } from './consulting-student';

const created = () => timestamp('create_time', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('update_time', { withTimezone: true }).notNull().defaultNow();

/** A product (goods) of the store. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    /** The product's public code (spec goods_code), unique. */
    goods_code: text('goods_code').notNull(),
    goods_name: text('goods_name').notNull(),
    brand_name: text('brand_name').notNull().default(''),
    /** Product type (type_list). */
    goods_type: integer('goods_type'),
    /** Category (1-14 and 19 are the standard ones, spec section 9). */
    category1_seq: integer('category1_seq'),
    /** Shown in the store (false: hidden, listed on /admin/admin-product/hide). */
    display: boolean('display').notNull().default(true),
    /** Registered automatically (e.g. from a consulting service) rather than by hand. */
    auto_registered: boolean('auto_registered').notNull().default(false),
    /** What buying it gives: 'premium' (a premium product), 'unlimited' (the unlimited pass), 'consulting' (a consulting service), 'goods'. */
    kind: text('kind').notNull().default('goods'),
    /** Price in won (VAT included). */
    price: integer('price').notNull().default(0),
    /** Days of access an unlimited pass or premium product gives (null: no period). */
    period_days: integer('period_days'),
    description: text('description').notNull().default(''),
    /** The consulting service a consulting product sells. */
    consulting_service_id: integer('consulting_service_id'),
    /** The image as uploaded (file_name) and the stored display image and thumbnail (storage keys). */
    file_name: text('file_name'),
    file_path: text('file_path'),
    thumb_path: text('thumb_path'),
    version: integer('version').notNull().default(1),
    create_time: created(),
    update_time: updated(),
  },
  (t) => [
    uniqueIndex('products_goods_code_key').on(t.goods_code),
    index('products_list_idx').on(t.display, t.category1_seq, t.goods_type),
    // The public store's list: what is on display, newest first (20 index entries, not a sort of the catalog).
    index('products_display_time_idx').on(t.display, t.create_time.desc().nullsLast(), t.id.desc().nullsFirst()),
  ],
);

/**
 * A coupon: a customer reaches it only by its code (random, from an unambiguous alphabet; never by its sequential
 * id). Its kind says who may use it how often ('single': the one customer it was issued to, once; 'once_each':
 * anyone signed in, once each, up to `max_uses` in all; 'unlimited': anyone, any number of times, up to
 * `max_uses` when set). Each use is a row of coupon_uses, written by the order's paid transition and deleted by
 * its full refund.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** The code a customer types (upper case, no separators; shown in groups of four). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** 'single', 'once_each' or 'unlimited' (see above). */
    kind: text('kind').notNull().default('single'),
    /** 'amount' (won off) or 'percent' (percent off). */
    discount_type: text('discount_type').notNull(),
    discount_value: integer('discount_value').notNull(),
    /** Largest discount in won for a percent coupon (null: no cap). */
    max_discount: integer('max_discount'),
    /** Smallest order amount it applies to. */
    min_amount: integer('min_amount').notNull().default(0),
    /** Most uses in all (null: no cap; a 'single' coupon is used once). */
    max_uses: integer('max_uses'),
    /** The customer a 'single' coupon was issued to (null for the other kinds). */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    valid_from: timestamp('valid_from', { withTimezone: true }),
    valid_until: timestamp('valid_until', { withTimezone: true }),
    /** Set when an administrator disabled it: it can no longer be checked or used. */
    disabled_time: timestamp('disabled_time', { withTimezone: true }),
    disabled_by: integer('disabled_by').references(() => users.id, { onDelete: 'set null' }),
    /** The administrator who issued it. */
    issuer_id: integer('issuer_id').references(() => users.id, { onDelete: 'set null' }),
    create_time: created(),
  },
  (t) => [uniqueIndex('coupons_code_key').on(t.code), index('coupons_user_idx').on(t.user_id)],
);

/** One use of a coupon: written when the order carrying it is paid, deleted when that order is fully refunded. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: serial('id').primaryKey(),
    coupon_id: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The order it was spent on (one coupon an order). */
    order_id: integer('order_id')
      .notNull()
      .references((): AnyPgColumn => orders.id, { onDelete: 'cascade' }),
    used_time: timestamp('used_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupon_uses_order_key').on(t.order_id), index('coupon_uses_coupon_idx').on(t.coupon_id, t.user_id)],
);

/** An order: created by the server with the amount it holds, then paid through Toss (src/machines/order.machine.ts). */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Toss's orderId: unique, 6-64 characters of [A-Za-z0-9_-]. */
    order_id: text('order_id').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    product_id: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The product's name and price when ordered. */
    order_name: text('order_name').notNull(),
    list_amount: integer('list_amount').notNull(),
    discount_amount: integer('discount_amount').notNull().default(0),
    /** What the customer pays: list_amount - discount_amount, computed by the server. */
    amount: integer('amount').notNull(),
    coupon_id: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** The consulting application this order pays for. */
    consulting_application_id: integer('consulting_application_id').references(() => consultingApplications.id, { onDelete: 'set null' }),
    /** Lifecycle state (src/machines/order.machine.ts). */
    state: integer('state').notNull().default(0),
    /** Days of access the product gave when ordered (premium, unlimited pass); a refund shortens them by its share. */
    period_days: integer('period_days'),
    /** Until when a waiting order may be paid (create time + ORDER_TTL_MINUTES); later it expires. */
    expires_time: timestamp('expires_time', { withTimezone: true }),
    /** Toss's paymentKey once the payment is confirmed (or known from a lookup). */
    payment_key: text('payment_key'),
    method: text('method'),
    approved_time: timestamp('approved_time', { withTimezone: true }),
    /** Refunded so far (won); the rest is balance_amount = amount - refunded_amount. */
    refunded_amount: integer('refunded_amount').notNull().default(0),
    fail_code: text('fail_code'),
    fail_message: text('fail_message'),
    /** Toss's reply to the confirm (or the lookup that settled it), as received. */
    toss_payment: jsonb('toss_payment'),
    /** 'web' or 'mobile'. */
    channel: text('channel').notNull().default('web'),
    create_time: created(),
    update_time: updated(),
  },
  (t) => [
    uniqueIndex('orders_order_id_key').on(t.order_id),
    index('orders_user_idx').on(t.user_id, t.create_time),
    index('orders_state_idx').on(t.state, t.create_time),
    index('orders_payment_key_idx').on(t.payment_key),
    index('orders_consulting_application_idx').on(t.consulting_application_id),
  ],
);

/** A refund (Toss cancel) of an order, full or partial, with its reason. */
export const orderCancels = pgTable(
  'order_cancels',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /** Toss's transactionKey of the cancel. */
    transaction_key: text('transaction_key'),
    /** The idempotency key sent to Toss, so a retried refund cancels once. */
    idempotency_key: text('idempotency_key').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    create_time: created(),
  },
  (t) => [index('order_cancels_order_idx').on(t.order_id), uniqueIndex('order_cancels_idem_key').on(t.idempotency_key)],
);

/** A customer's unlimited pass: the billing key from card authorisation (toss_auth) and the period paid for. */
export const unlimitedPasses = pgTable(
  'unlimited_passes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    product_id: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** Toss's customerKey and billingKey (the key is a secret: never sent to a browser). */
    customer_key: text('customer_key').notNull(),
    billing_key: text('billing_key'),
    /** The card as Toss describes it (issuer and masked number), for the screens. */
    card_company: text('card_company'),
    card_number: text('card_number'),
    /** Until when the pass holds; renewals extend it. */
    valid_until: timestamp('valid_until', { withTimezone: true }),
    /** Whether it renews (false once the customer or an administrator stops it). */
    auto_renew: boolean('auto_renew').notNull().default(true),
    last_order_id: integer('last_order_id').references(() => orders.id, { onDelete: 'set null' }),
    create_time: created(),
    update_time: updated(),
  },
  (t) => [uniqueIndex('unlimited_passes_user_key').on(t.user_id), index('unlimited_passes_renew_idx').on(t.auto_renew, t.valid_until)],
);

/** One reconciliation run: the day's paid orders compared with Toss's payment lookup, and every mismatch. */
export const reconciliations = pgTable('reconciliations', {
  id: serial('id').primaryKey(),
  /** The Korean calendar day checked (YYYY-MM-DD). */
  day: text('day').notNull(),
  checked: integer('checked').notNull().default(0),
  /** Each mismatch: order, what we hold, what Toss says, and what was done (settled or left for a person). */
  mismatches: jsonb('mismatches').notNull().default([]),
  user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  create_time: created(),
});

/** A reconciliation mismatch a person looked at and resolved, with what they did: the audit row of the resolve action. */
export const reconcileResolutions = pgTable(
  'reconcile_resolutions',
  {
    id: serial('id').primaryKey(),
    reconciliation_id: integer('reconciliation_id')
      .notNull()
      .references(() => reconciliations.id, { onDelete: 'cascade' }),
    /** The order of the mismatch (orders.id). */
    order_id: integer('order_id').notNull(),
    note: text('note').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    create_time: created(),
  },
  (t) => [uniqueIndex('reconcile_resolutions_key').on(t.reconciliation_id, t.order_id)],
);

/**
 * A customer's 청약철회 / refund request for a paid order (terms: an unused service within 7 days of payment);
 * 'requested' until an internal administrator approves it (the refund is made) or rejects it with an answer.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    /** 'requested', 'approved' or 'rejected'. */
    state: text('state').notNull().default('requested'),
    /** The administrator's answer (required for a rejection). */
    answer: text('answer'),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_time: timestamp('decided_time', { withTimezone: true }),
    create_time: created(),
  },
  (t) => [
    index('refund_requests_state_idx').on(t.state, t.create_time),
    /** At most one open request per order. */
    uniqueIndex('refund_requests_open_key').on(t.order_id).where(sql`state = 'requested'`),
  ],
);

/** Every webhook event Toss sent (payment status changes), with what the app did: idempotency and an audit trail. */
export const tossWebhookEvents = pgTable(
  'toss_webhook_events',
  {
    id: serial('id').primaryKey(),
    event_type: text('event_type').notNull(),
    payment_key: text('payment_key'),
    order_id: text('order_id'),
    /** The status Toss's lookup gave (the body is never trusted). */
    status: text('status'),
    /** What the app did ('paid', 'refunded 5000', 'failed', 'nothing', 'unknown order' ...). */
    result: text('result').notNull(),
    create_time: created(),
  },
  (t) => [index('toss_webhook_events_time_idx').on(t.create_time)],
);
