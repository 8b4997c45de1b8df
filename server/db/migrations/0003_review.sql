CREATE TABLE "question_bug_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"exam_subject_id" integer NOT NULL,
	"exam_type" integer NOT NULL,
	"content" text NOT NULL,
	"issue_status" integer DEFAULT 0 NOT NULL,
	"resolution" text,
	"user_id" integer,
	"solved_by" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "question_bug_reports" ADD CONSTRAINT "question_bug_reports_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_bug_reports" ADD CONSTRAINT "question_bug_reports_exam_subject_id_exam_subjects_id_fk" FOREIGN KEY ("exam_subject_id") REFERENCES "public"."exam_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_bug_reports" ADD CONSTRAINT "question_bug_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_bug_reports" ADD CONSTRAINT "question_bug_reports_solved_by_users_id_fk" FOREIGN KEY ("solved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_bug_reports_status_idx" ON "question_bug_reports" USING btree ("issue_status","exam_subject_id");--> statement-breakpoint
CREATE INDEX "question_bug_reports_question_idx" ON "question_bug_reports" USING btree ("question_id");