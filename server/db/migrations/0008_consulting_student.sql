CREATE TABLE "consulting_application_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"note" text NOT NULL,
	"written_by" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consulting_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"student_name" text NOT NULL,
	"school_name" text NOT NULL,
	"grade" integer NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"choices" jsonb NOT NULL,
	"scores" jsonb NOT NULL,
	"privacy_agreed" boolean NOT NULL,
	"marketing_agreed" boolean NOT NULL,
	"state" text NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"consultant_id" integer,
	"report" jsonb,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consulting_choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"gun" text NOT NULL,
	"major_id" integer,
	"univ_name" text NOT NULL,
	"major_name" text NOT NULL,
	"region" text NOT NULL,
	"year" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consulting_exam_answers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"consulting_exam_id" integer NOT NULL,
	"question_id" integer,
	"question_index" integer NOT NULL,
	"answer" text NOT NULL,
	"correct" boolean NOT NULL,
	"points" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consulting_exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"year" integer NOT NULL,
	"test_name" text NOT NULL,
	"subject_area" text NOT NULL,
	"choice_subject_id" integer NOT NULL,
	"exam_subject_id" integer,
	"raw_score" real,
	"standard_score" real,
	"percentile" real,
	"grade" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consulting_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "consulting_services_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "major_cutoffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"major_id" integer,
	"university_id" integer NOT NULL,
	"major_name" text NOT NULL,
	"year" integer NOT NULL,
	"kind" text NOT NULL,
	"score" real NOT NULL,
	"source" text NOT NULL,
	"edited_by" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_formulas" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer NOT NULL,
	"year" integer NOT NULL,
	"track" text NOT NULL,
	"formula" jsonb NOT NULL,
	"source" text NOT NULL,
	"note" text,
	"edited_by" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consulting_application_notes" ADD CONSTRAINT "consulting_application_notes_application_id_consulting_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."consulting_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consulting_application_notes" ADD CONSTRAINT "consulting_application_notes_written_by_users_id_fk" FOREIGN KEY ("written_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consulting_applications" ADD CONSTRAINT "consulting_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consulting_applications" ADD CONSTRAINT "consulting_applications_service_id_consulting_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."consulting_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consulting_applications" ADD CONSTRAINT "consulting_applications_consultant_id_users_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consulting_choices" ADD CONSTRAINT "consulting_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consulting_choices" ADD CONSTRAINT "consulting_choices_major_id_univ_majors_id_fk" FOREIGN KEY ("major_id") REFERENCES "public"."univ_majors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consulting_exam_answers" ADD CONSTRAINT "consulting_exam_answers_consulting_exam_id_consulting_exams_id_fk" FOREIGN KEY ("consulting_exam_id") REFERENCES "public"."consulting_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consulting_exam_answers" ADD CONSTRAINT "consulting_exam_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consulting_exams" ADD CONSTRAINT "consulting_exams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consulting_exams" ADD CONSTRAINT "consulting_exams_exam_subject_id_exam_subjects_id_fk" FOREIGN KEY ("exam_subject_id") REFERENCES "public"."exam_subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "major_cutoffs" ADD CONSTRAINT "major_cutoffs_major_id_univ_majors_id_fk" FOREIGN KEY ("major_id") REFERENCES "public"."univ_majors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "major_cutoffs" ADD CONSTRAINT "major_cutoffs_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "major_cutoffs" ADD CONSTRAINT "major_cutoffs_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_formulas" ADD CONSTRAINT "score_formulas_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_formulas" ADD CONSTRAINT "score_formulas_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consulting_application_notes_app_idx" ON "consulting_application_notes" USING btree ("application_id","create_time");--> statement-breakpoint
CREATE INDEX "consulting_applications_state_idx" ON "consulting_applications" USING btree ("state","create_time");--> statement-breakpoint
CREATE INDEX "consulting_applications_user_idx" ON "consulting_applications" USING btree ("user_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "consulting_choices_key" ON "consulting_choices" USING btree ("user_id","gun","major_id");--> statement-breakpoint
CREATE INDEX "consulting_choices_user_idx" ON "consulting_choices" USING btree ("user_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "consulting_exam_answers_key" ON "consulting_exam_answers" USING btree ("consulting_exam_id","question_index");--> statement-breakpoint
CREATE UNIQUE INDEX "consulting_exams_key" ON "consulting_exams" USING btree ("user_id","year","test_name","subject_area");--> statement-breakpoint
CREATE INDEX "consulting_exams_user_idx" ON "consulting_exams" USING btree ("user_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "major_cutoffs_key" ON "major_cutoffs" USING btree ("university_id","major_name","year","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "score_formulas_key" ON "score_formulas" USING btree ("university_id","year","track");