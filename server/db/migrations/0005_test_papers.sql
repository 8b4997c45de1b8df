CREATE TABLE "test_paper_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_paper_id" integer NOT NULL,
	"page" integer NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_papers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"school_id" integer,
	"school_name" text NOT NULL,
	"school_type" integer NOT NULL,
	"grade_id" integer NOT NULL,
	"subject_type_id" integer NOT NULL,
	"semester" integer NOT NULL,
	"year" integer NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"reason" text,
	"points_awarded" integer DEFAULT 0 NOT NULL,
	"school_subject_id" integer,
	"state_seen" boolean DEFAULT true NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_paper_files" ADD CONSTRAINT "test_paper_files_test_paper_id_test_papers_id_fk" FOREIGN KEY ("test_paper_id") REFERENCES "public"."test_papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_papers" ADD CONSTRAINT "test_papers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_papers" ADD CONSTRAINT "test_papers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_papers" ADD CONSTRAINT "test_papers_school_subject_id_school_subjects_id_fk" FOREIGN KEY ("school_subject_id") REFERENCES "public"."school_subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "test_paper_files_sha256_key" ON "test_paper_files" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "test_paper_files_page_key" ON "test_paper_files" USING btree ("test_paper_id","page");--> statement-breakpoint
CREATE INDEX "test_papers_list_idx" ON "test_papers" USING btree ("year","state","school_type","grade_id","subject_type_id","semester");--> statement-breakpoint
CREATE INDEX "test_papers_state_idx" ON "test_papers" USING btree ("state","create_time");--> statement-breakpoint
CREATE INDEX "test_papers_create_idx" ON "test_papers" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "test_papers_user_idx" ON "test_papers" USING btree ("user_id","id");