CREATE TABLE "rate_limit_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"user_id" integer,
	"order_id" integer NOT NULL,
	"used_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconcile_resolutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"reconciliation_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"note" text NOT NULL,
	"user_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"reason" text NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"answer" text,
	"decided_by" integer,
	"decided_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "toss_webhook_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"payment_key" text,
	"order_id" text,
	"status" text,
	"result" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" DROP CONSTRAINT "coupons_used_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "consulting_applications" ADD COLUMN "payment_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "kind" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "disabled_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "disabled_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "period_days" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expires_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconcile_resolutions" ADD CONSTRAINT "reconcile_resolutions_reconciliation_id_reconciliations_id_fk" FOREIGN KEY ("reconciliation_id") REFERENCES "public"."reconciliations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconcile_resolutions" ADD CONSTRAINT "reconcile_resolutions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_key_idx" ON "rate_limit_hits" USING btree ("key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_uses_order_key" ON "coupon_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_idx" ON "coupon_uses" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reconcile_resolutions_key" ON "reconcile_resolutions" USING btree ("reconciliation_id","order_id");--> statement-breakpoint
CREATE INDEX "refund_requests_state_idx" ON "refund_requests" USING btree ("state","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_open_key" ON "refund_requests" USING btree ("order_id") WHERE state = 'requested';--> statement-breakpoint
CREATE INDEX "toss_webhook_events_time_idx" ON "toss_webhook_events" USING btree ("create_time");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_disabled_by_users_id_fk" FOREIGN KEY ("disabled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_consulting_application_idx" ON "orders" USING btree ("consulting_application_id");--> statement-breakpoint
-- Existing data: every spent coupon becomes one use; a coupon for anyone was "anyone once" (now once each, capped at
-- one use in all as before, until an administrator raises it); priced applications get the payment state of their orders;
-- waiting orders get the default time to live from now.
INSERT INTO "coupon_uses" ("coupon_id", "user_id", "order_id", "used_time") SELECT c."id", c."used_user_id", c."used_order_id", c."used_time" FROM "coupons" c JOIN "orders" o ON o."id" = c."used_order_id" WHERE c."used_time" IS NOT NULL;--> statement-breakpoint
UPDATE "coupons" SET "kind" = CASE WHEN "user_id" IS NULL THEN 'once_each' ELSE 'single' END, "max_uses" = CASE WHEN "user_id" IS NULL THEN 1 ELSE NULL END;--> statement-breakpoint
UPDATE "consulting_applications" a SET "payment_state" = CASE
  WHEN EXISTS (SELECT 1 FROM "orders" o WHERE o."consulting_application_id" = a."id" AND o."state" = 2) THEN 'paid'
  WHEN EXISTS (SELECT 1 FROM "orders" o WHERE o."consulting_application_id" = a."id" AND o."state" = 5) THEN 'refunded'
  ELSE 'pending' END WHERE a."price" > 0;--> statement-breakpoint
UPDATE "orders" o SET "period_days" = p."period_days" FROM "products" p WHERE p."id" = o."product_id" AND p."kind" IN ('premium', 'unlimited');--> statement-breakpoint
UPDATE "orders" SET "expires_time" = now() + interval '30 minutes' WHERE "state" IN (0, 1, 3);--> statement-breakpoint
ALTER TABLE "coupons" DROP COLUMN "used_time";--> statement-breakpoint
ALTER TABLE "coupons" DROP COLUMN "used_user_id";--> statement-breakpoint
ALTER TABLE "coupons" DROP COLUMN "used_order_id";