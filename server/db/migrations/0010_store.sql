CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"max_discount" integer,
	"min_amount" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"used_time" timestamp with time zone,
	"used_user_id" integer,
	"used_order_id" integer,
	"issuer_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_cancels" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"transaction_key" text,
	"idempotency_key" text NOT NULL,
	"user_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" integer,
	"product_id" integer,
	"order_name" text NOT NULL,
	"list_amount" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"coupon_id" integer,
	"consulting_application_id" integer,
	"state" integer DEFAULT 0 NOT NULL,
	"payment_key" text,
	"method" text,
	"approved_time" timestamp with time zone,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"fail_code" text,
	"fail_message" text,
	"toss_payment" jsonb,
	"channel" text DEFAULT 'web' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_code" text NOT NULL,
	"goods_name" text NOT NULL,
	"brand_name" text DEFAULT '' NOT NULL,
	"goods_type" integer,
	"category1_seq" integer,
	"display" boolean DEFAULT true NOT NULL,
	"auto_registered" boolean DEFAULT false NOT NULL,
	"kind" text DEFAULT 'goods' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"period_days" integer,
	"description" text DEFAULT '' NOT NULL,
	"consulting_service_id" integer,
	"file_name" text,
	"file_path" text,
	"thumb_path" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliations" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" text NOT NULL,
	"checked" integer DEFAULT 0 NOT NULL,
	"mismatches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unlimited_passes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer,
	"customer_key" text NOT NULL,
	"billing_key" text,
	"card_company" text,
	"card_number" text,
	"valid_until" timestamp with time zone,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"last_order_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_used_user_id_users_id_fk" FOREIGN KEY ("used_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_issuer_id_users_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancels" ADD CONSTRAINT "order_cancels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancels" ADD CONSTRAINT "order_cancels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_consulting_application_id_consulting_applications_id_fk" FOREIGN KEY ("consulting_application_id") REFERENCES "public"."consulting_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliations" ADD CONSTRAINT "reconciliations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unlimited_passes" ADD CONSTRAINT "unlimited_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unlimited_passes" ADD CONSTRAINT "unlimited_passes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unlimited_passes" ADD CONSTRAINT "unlimited_passes_last_order_id_orders_id_fk" FOREIGN KEY ("last_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupons_user_idx" ON "coupons" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "order_cancels_order_idx" ON "order_cancels" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_cancels_idem_key" ON "order_cancels" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_id_key" ON "orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","create_time");--> statement-breakpoint
CREATE INDEX "orders_state_idx" ON "orders" USING btree ("state","create_time");--> statement-breakpoint
CREATE INDEX "orders_payment_key_idx" ON "orders" USING btree ("payment_key");--> statement-breakpoint
CREATE UNIQUE INDEX "products_goods_code_key" ON "products" USING btree ("goods_code");--> statement-breakpoint
CREATE INDEX "products_list_idx" ON "products" USING btree ("display","category1_seq","goods_type");--> statement-breakpoint
CREATE UNIQUE INDEX "unlimited_passes_user_key" ON "unlimited_passes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "unlimited_passes_renew_idx" ON "unlimited_passes" USING btree ("auto_renew","valid_until");