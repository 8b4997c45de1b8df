CREATE TABLE "consulting_imports" (
	"file" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"rows" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "major_main_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "major_main_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "major_middle_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"head_major" integer NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"region" text NOT NULL,
	"region_full" text NOT NULL,
	"sort_order" integer NOT NULL,
	"note" text,
	"source" text NOT NULL,
	"year" integer NOT NULL,
	CONSTRAINT "regions_region_unique" UNIQUE("region")
);
--> statement-breakpoint
CREATE TABLE "univ_majors" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer NOT NULL,
	"year" integer NOT NULL,
	"univ_name" text NOT NULL,
	"major_name" text NOT NULL,
	"region" text NOT NULL,
	"head_major" integer NOT NULL,
	"major_sub_id" integer NOT NULL,
	"member_majors" text[] DEFAULT '{}'::text[] NOT NULL,
	"src_broad5" text,
	"src_mid_new" text,
	"src_sub" text,
	"category_confidence" text,
	"univ_key" text NOT NULL,
	"univ_search" text NOT NULL,
	"major_search" text NOT NULL,
	"source" text NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "universities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"campus" text NOT NULL,
	"school_type" text NOT NULL,
	"establishment" text NOT NULL,
	"region" text NOT NULL,
	"address" text NOT NULL,
	"homepage" text NOT NULL,
	"source" text NOT NULL,
	"year" integer NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "university_admission_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer NOT NULL,
	"year" integer NOT NULL,
	"gun" text NOT NULL,
	"note" text,
	"source_text" text,
	"source" text NOT NULL,
	"edited_by" integer,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "university_admission_groups_gun_check" CHECK (gun in ('ga', 'na', 'da'))
);
--> statement-breakpoint
ALTER TABLE "major_middle_categories" ADD CONSTRAINT "major_middle_categories_head_major_major_main_categories_id_fk" FOREIGN KEY ("head_major") REFERENCES "public"."major_main_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "univ_majors" ADD CONSTRAINT "univ_majors_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "univ_majors" ADD CONSTRAINT "univ_majors_region_regions_region_fk" FOREIGN KEY ("region") REFERENCES "public"."regions"("region") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "univ_majors" ADD CONSTRAINT "univ_majors_head_major_major_main_categories_id_fk" FOREIGN KEY ("head_major") REFERENCES "public"."major_main_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "univ_majors" ADD CONSTRAINT "univ_majors_major_sub_id_major_middle_categories_id_fk" FOREIGN KEY ("major_sub_id") REFERENCES "public"."major_middle_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "universities" ADD CONSTRAINT "universities_region_regions_region_fk" FOREIGN KEY ("region") REFERENCES "public"."regions"("region") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "university_admission_groups" ADD CONSTRAINT "university_admission_groups_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "university_admission_groups" ADD CONSTRAINT "university_admission_groups_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "major_middle_categories_name_key" ON "major_middle_categories" USING btree ("head_major","name");--> statement-breakpoint
CREATE UNIQUE INDEX "univ_majors_key" ON "univ_majors" USING btree ("university_id","major_name","year");--> statement-breakpoint
CREATE INDEX "univ_majors_year_region_idx" ON "univ_majors" USING btree ("year","region");--> statement-breakpoint
CREATE INDEX "univ_majors_year_sub_idx" ON "univ_majors" USING btree ("year","major_sub_id");--> statement-breakpoint
CREATE INDEX "univ_majors_year_main_idx" ON "univ_majors" USING btree ("year","head_major");--> statement-breakpoint
CREATE INDEX "univ_majors_year_order_idx" ON "univ_majors" USING btree ("year","univ_name" collate "C","major_name" collate "C","id");--> statement-breakpoint
CREATE UNIQUE INDEX "universities_name_key" ON "universities" USING btree ("name","campus");--> statement-breakpoint
CREATE INDEX "universities_region_idx" ON "universities" USING btree ("region");--> statement-breakpoint
CREATE UNIQUE INDEX "university_admission_groups_key" ON "university_admission_groups" USING btree ("university_id","year");