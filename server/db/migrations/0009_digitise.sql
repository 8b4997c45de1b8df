CREATE TABLE "auto_school_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer,
	"school_type" integer NOT NULL,
	"grade_id" integer NOT NULL,
	"subject_type_id" integer NOT NULL,
	"subject_detail_type_id" integer,
	"detail" text,
	"publisher_id" integer,
	"textbook_subject_id" integer,
	"semester" integer NOT NULL,
	"year" integer NOT NULL,
	"user_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "divide_error_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_subject_id" integer NOT NULL,
	"question_id" integer,
	"question_index" integer NOT NULL,
	"exam_type" integer NOT NULL,
	"reason" text NOT NULL,
	"issue_status" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"solver_id" integer,
	"solve_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "divided_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_subject_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"section" text DEFAULT 'common' NOT NULL,
	"part" integer DEFAULT 1 NOT NULL,
	"page" integer NOT NULL,
	"x0" real NOT NULL,
	"y0" real NOT NULL,
	"x1" real NOT NULL,
	"y1" real NOT NULL,
	"image_key" text,
	"question_id" integer,
	"head_id" integer,
	"auto" boolean DEFAULT true NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_visits" (
	"question_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"visited_type" integer NOT NULL,
	"visit_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_visits_question_id_user_id_visited_type_pk" PRIMARY KEY("question_id","user_id","visited_type")
);
--> statement-breakpoint
CREATE TABLE "split_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_subject_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"extra_file_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"pages_total" integer DEFAULT 0 NOT NULL,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"result" jsonb,
	"user_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "split_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_subject_id" integer NOT NULL,
	"page" integer NOT NULL,
	"width" real NOT NULL,
	"height" real NOT NULL,
	"image_key" text NOT NULL,
	"scale" real NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD COLUMN "ai_state" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD COLUMN "ai_reason" text;--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD COLUMN "auto_school_subject_id" integer;--> statement-breakpoint
ALTER TABLE "auto_school_subjects" ADD CONSTRAINT "auto_school_subjects_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_school_subjects" ADD CONSTRAINT "auto_school_subjects_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_school_subjects" ADD CONSTRAINT "auto_school_subjects_textbook_subject_id_textbook_subjects_id_fk" FOREIGN KEY ("textbook_subject_id") REFERENCES "public"."textbook_subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_school_subjects" ADD CONSTRAINT "auto_school_subjects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divide_error_reports" ADD CONSTRAINT "divide_error_reports_exam_subject_id_exam_subjects_id_fk" FOREIGN KEY ("exam_subject_id") REFERENCES "public"."exam_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divide_error_reports" ADD CONSTRAINT "divide_error_reports_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divide_error_reports" ADD CONSTRAINT "divide_error_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divide_error_reports" ADD CONSTRAINT "divide_error_reports_solver_id_users_id_fk" FOREIGN KEY ("solver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divided_images" ADD CONSTRAINT "divided_images_exam_subject_id_exam_subjects_id_fk" FOREIGN KEY ("exam_subject_id") REFERENCES "public"."exam_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divided_images" ADD CONSTRAINT "divided_images_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divided_images" ADD CONSTRAINT "divided_images_head_id_question_heads_id_fk" FOREIGN KEY ("head_id") REFERENCES "public"."question_heads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_visits" ADD CONSTRAINT "question_visits_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_visits" ADD CONSTRAINT "question_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_jobs" ADD CONSTRAINT "split_jobs_exam_subject_id_exam_subjects_id_fk" FOREIGN KEY ("exam_subject_id") REFERENCES "public"."exam_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_jobs" ADD CONSTRAINT "split_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_pages" ADD CONSTRAINT "split_pages_exam_subject_id_exam_subjects_id_fk" FOREIGN KEY ("exam_subject_id") REFERENCES "public"."exam_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auto_school_subjects_lookup_idx" ON "auto_school_subjects" USING btree ("school_type","year","grade_id");--> statement-breakpoint
CREATE INDEX "divide_error_reports_status_idx" ON "divide_error_reports" USING btree ("issue_status","create_time");--> statement-breakpoint
CREATE INDEX "divide_error_reports_subject_idx" ON "divide_error_reports" USING btree ("exam_subject_id","question_index");--> statement-breakpoint
CREATE INDEX "divided_images_subject_idx" ON "divided_images" USING btree ("exam_subject_id","page");--> statement-breakpoint
CREATE INDEX "divided_images_question_idx" ON "divided_images" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "split_jobs_claim_idx" ON "split_jobs" USING btree ("state","locked_until");--> statement-breakpoint
CREATE INDEX "split_jobs_subject_idx" ON "split_jobs" USING btree ("exam_subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "split_pages_key" ON "split_pages" USING btree ("exam_subject_id","page");