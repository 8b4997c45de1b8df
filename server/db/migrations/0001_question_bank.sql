CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"kind" text NOT NULL,
	"curriculum" integer NOT NULL,
	"subject_type_id" integer NOT NULL,
	"subject_detail_type_id" integer,
	"grade_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"school_type" integer NOT NULL,
	"name" text NOT NULL,
	"depth" integer DEFAULT 1 NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_subject_id" integer,
	"school_subject_id" integer,
	"type" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"is_divide" boolean DEFAULT false NOT NULL,
	"page" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer,
	"school_subject_id" integer,
	"textbook_subject_id" integer,
	"name" text NOT NULL,
	"test_name" text DEFAULT '' NOT NULL,
	"school_type" integer NOT NULL,
	"grade_id" integer NOT NULL,
	"subject_type_id" integer NOT NULL,
	"subject_detail_type_id" integer,
	"subject_code_name" text DEFAULT '' NOT NULL,
	"type" integer NOT NULL,
	"year" integer NOT NULL,
	"semester" integer,
	"state" integer DEFAULT 2 NOT NULL,
	"admin_check" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"admin_id" integer,
	"teacher_id" integer,
	"admin_user" integer,
	"enter_price" integer DEFAULT 0 NOT NULL,
	"class_price" integer DEFAULT 0 NOT NULL,
	"release_time" timestamp,
	"ori_id" integer,
	"detail" text,
	"excluded_state" integer DEFAULT 0 NOT NULL,
	"is_reported" boolean DEFAULT false NOT NULL,
	"class_type" integer DEFAULT 1 NOT NULL,
	"exclude" text,
	"order" integer DEFAULT 0 NOT NULL,
	"return_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" integer NOT NULL,
	"school_type" integer NOT NULL,
	"grade_id" integer NOT NULL,
	"year" integer NOT NULL,
	"release_time" timestamp,
	"is_temp" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "literature" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"genre" text DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publishers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" integer,
	"content" text NOT NULL,
	"tag" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_heads" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_subject_id" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"start_index" integer NOT NULL,
	"end_index" integer NOT NULL,
	"image_key" text,
	"returned" boolean DEFAULT false NOT NULL,
	"return_reason" text
);
--> statement-breakpoint
CREATE TABLE "question_multiples" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"choice_index" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"width" integer DEFAULT 100 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_samples" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer,
	"subject_type_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_subject_id" integer NOT NULL,
	"question_index" integer NOT NULL,
	"question_type" integer DEFAULT 1 NOT NULL,
	"answer" text,
	"answer_multiple" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer_number" text,
	"category_id" integer,
	"chapter_id" integer,
	"class_type" integer DEFAULT 1 NOT NULL,
	"head_question_id" integer,
	"level" integer,
	"visit_a" boolean DEFAULT false NOT NULL,
	"visit_q" boolean DEFAULT false NOT NULL,
	"divide_error_reported" boolean DEFAULT false NOT NULL,
	"check_state" integer DEFAULT 0 NOT NULL,
	"comment" text,
	"comment_tag" text,
	"content" text DEFAULT '' NOT NULL,
	"image_key" text,
	"excluded" boolean DEFAULT false NOT NULL,
	"is_reported" boolean DEFAULT false NOT NULL,
	"returned" boolean DEFAULT false NOT NULL,
	"return_reason" text,
	"return_done" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_subjects" (
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
	"is_temp" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_type" integer NOT NULL,
	"school_name" text NOT NULL,
	"region" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staging_exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"school_type" integer NOT NULL,
	"grade_id" integer NOT NULL,
	"subject_type_id" integer NOT NULL,
	"user_id" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staging_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"staging_exam_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subject_detail_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"subject_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"school_type" integer NOT NULL,
	"curriculum" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subject_detail_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "subject_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "textbook_content_mains" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_id" integer NOT NULL,
	"name" text NOT NULL,
	"index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "textbook_content_subs" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_main_id" integer NOT NULL,
	"name" text NOT NULL,
	"index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "textbook_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"textbook_subject_id" integer NOT NULL,
	"name" text NOT NULL,
	"index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "textbook_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_id" integer NOT NULL,
	"name" text NOT NULL,
	"school_type" integer NOT NULL,
	"subject_type_id" integer NOT NULL,
	"subject_detail_type_id" integer,
	"grade_id" integer,
	"detail" text,
	"curriculum" integer DEFAULT 2022 NOT NULL,
	"index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_files" ADD CONSTRAINT "exam_files_exam_subject_id_exam_subjects_id_fk" FOREIGN KEY ("exam_subject_id") REFERENCES "public"."exam_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_files" ADD CONSTRAINT "exam_files_school_subject_id_school_subjects_id_fk" FOREIGN KEY ("school_subject_id") REFERENCES "public"."school_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_files" ADD CONSTRAINT "exam_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD CONSTRAINT "exam_subjects_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD CONSTRAINT "exam_subjects_school_subject_id_school_subjects_id_fk" FOREIGN KEY ("school_subject_id") REFERENCES "public"."school_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD CONSTRAINT "exam_subjects_textbook_subject_id_textbook_subjects_id_fk" FOREIGN KEY ("textbook_subject_id") REFERENCES "public"."textbook_subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD CONSTRAINT "exam_subjects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD CONSTRAINT "exam_subjects_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD CONSTRAINT "exam_subjects_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD CONSTRAINT "exam_subjects_admin_user_users_id_fk" FOREIGN KEY ("admin_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_comments" ADD CONSTRAINT "question_comments_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_comments" ADD CONSTRAINT "question_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_heads" ADD CONSTRAINT "question_heads_exam_subject_id_exam_subjects_id_fk" FOREIGN KEY ("exam_subject_id") REFERENCES "public"."exam_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_multiples" ADD CONSTRAINT "question_multiples_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_samples" ADD CONSTRAINT "question_samples_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_samples" ADD CONSTRAINT "question_samples_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_exam_subject_id_exam_subjects_id_fk" FOREIGN KEY ("exam_subject_id") REFERENCES "public"."exam_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_chapter_id_categories_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_head_question_id_question_heads_id_fk" FOREIGN KEY ("head_question_id") REFERENCES "public"."question_heads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_subjects" ADD CONSTRAINT "school_subjects_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_subjects" ADD CONSTRAINT "school_subjects_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_subjects" ADD CONSTRAINT "school_subjects_textbook_subject_id_textbook_subjects_id_fk" FOREIGN KEY ("textbook_subject_id") REFERENCES "public"."textbook_subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staging_exams" ADD CONSTRAINT "staging_exams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staging_questions" ADD CONSTRAINT "staging_questions_staging_exam_id_staging_exams_id_fk" FOREIGN KEY ("staging_exam_id") REFERENCES "public"."staging_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staging_questions" ADD CONSTRAINT "staging_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_detail_types" ADD CONSTRAINT "subject_detail_types_subject_type_id_subject_types_id_fk" FOREIGN KEY ("subject_type_id") REFERENCES "public"."subject_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "textbook_content_mains" ADD CONSTRAINT "textbook_content_mains_content_id_textbook_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."textbook_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "textbook_content_subs" ADD CONSTRAINT "textbook_content_subs_content_main_id_textbook_content_mains_id_fk" FOREIGN KEY ("content_main_id") REFERENCES "public"."textbook_content_mains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "textbook_contents" ADD CONSTRAINT "textbook_contents_textbook_subject_id_textbook_subjects_id_fk" FOREIGN KEY ("textbook_subject_id") REFERENCES "public"."textbook_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "textbook_subjects" ADD CONSTRAINT "textbook_subjects_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_lookup_idx" ON "categories" USING btree ("kind","curriculum","subject_type_id","subject_detail_type_id");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "exam_files_subject_idx" ON "exam_files" USING btree ("exam_subject_id","type");--> statement-breakpoint
CREATE INDEX "exam_files_school_idx" ON "exam_files" USING btree ("school_subject_id");--> statement-breakpoint
CREATE INDEX "exam_subjects_list_idx" ON "exam_subjects" USING btree ("year","subject_type_id","grade_id","state");--> statement-breakpoint
CREATE INDEX "exam_subjects_user_idx" ON "exam_subjects" USING btree ("user_id","state");--> statement-breakpoint
CREATE INDEX "exam_subjects_exam_idx" ON "exam_subjects" USING btree ("exam_id");--> statement-breakpoint
CREATE INDEX "exam_subjects_admin_check_idx" ON "exam_subjects" USING btree ("admin_check","state");--> statement-breakpoint
CREATE INDEX "exams_year_type_idx" ON "exams" USING btree ("year","type");--> statement-breakpoint
CREATE INDEX "question_comments_question_idx" ON "question_comments" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "question_heads_subject_idx" ON "question_heads" USING btree ("exam_subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_multiples_key" ON "question_multiples" USING btree ("question_id","choice_index");--> statement-breakpoint
CREATE UNIQUE INDEX "questions_subject_index_key" ON "questions" USING btree ("exam_subject_id","question_index");--> statement-breakpoint
CREATE INDEX "questions_category_idx" ON "questions" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "school_subjects_lookup_idx" ON "school_subjects" USING btree ("school_type","year","grade_id");--> statement-breakpoint
CREATE UNIQUE INDEX "schools_type_name_key" ON "schools" USING btree ("school_type","school_name");--> statement-breakpoint
CREATE UNIQUE INDEX "staging_questions_key" ON "staging_questions" USING btree ("staging_exam_id","question_id");--> statement-breakpoint
CREATE INDEX "staging_questions_seq_idx" ON "staging_questions" USING btree ("staging_exam_id","sequence");--> statement-breakpoint
CREATE INDEX "subject_detail_types_type_idx" ON "subject_detail_types" USING btree ("subject_type_id");--> statement-breakpoint
CREATE INDEX "textbook_subjects_publisher_idx" ON "textbook_subjects" USING btree ("publisher_id");