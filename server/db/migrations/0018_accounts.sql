CREATE TABLE "email_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_confirmations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "consulting_sittings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"year" integer NOT NULL,
	"test_name" text NOT NULL,
	"state" text NOT NULL,
	"submitted_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_confirmations" ADD CONSTRAINT "email_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consulting_sittings" ADD CONSTRAINT "consulting_sittings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consulting_sittings_key" ON "consulting_sittings" USING btree ("user_id","year","test_name");--> statement-breakpoint
-- Hand-written: every account that exists before e-mail confirmation counts as confirmed (demo accounts included).
UPDATE "users" SET "email_confirmed_at" = "created_at" WHERE "email_confirmed_at" IS NULL;--> statement-breakpoint
-- Hand-written: a sitting graded before submission existed has already shown its answer key: it is submitted.
INSERT INTO "consulting_sittings" ("user_id", "year", "test_name", "state", "submitted_at")
SELECT ce."user_id", ce."year", ce."test_name", 'submitted', max(ce."update_time")
FROM "consulting_exams" ce
WHERE EXISTS (SELECT 1 FROM "consulting_exam_answers" a WHERE a."consulting_exam_id" = ce."id")
GROUP BY ce."user_id", ce."year", ce."test_name"
ON CONFLICT DO NOTHING;
