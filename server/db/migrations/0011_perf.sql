ALTER TABLE "exam_subjects" ADD COLUMN "report_open_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD COLUMN "report_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD COLUMN "last_report_time" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "exam_subjects_update_time_idx" ON "exam_subjects" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "exam_subjects_create_time_idx" ON "exam_subjects" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "exam_subjects_name_idx" ON "exam_subjects" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "exam_subjects_year_name_idx" ON "exam_subjects" USING btree ("year","name","id");--> statement-breakpoint
CREATE INDEX "exam_subjects_user_update_idx" ON "exam_subjects" USING btree ("user_id","update_time","id");--> statement-breakpoint
CREATE INDEX "exam_subjects_teacher_update_idx" ON "exam_subjects" USING btree ("teacher_id","update_time","id");--> statement-breakpoint
CREATE INDEX "exam_subjects_admin_check_update_idx" ON "exam_subjects" USING btree ("admin_check","update_time","id");--> statement-breakpoint
CREATE INDEX "exam_subjects_type_update_idx" ON "exam_subjects" USING btree ("type","update_time","id");--> statement-breakpoint
CREATE INDEX "exam_subjects_reported_idx" ON "exam_subjects" USING btree ("last_report_time","id") WHERE "exam_subjects"."report_open_count" > 0;--> statement-breakpoint
CREATE INDEX "question_bug_reports_create_time_idx" ON "question_bug_reports" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "question_bug_reports_subject_idx" ON "question_bug_reports" USING btree ("exam_subject_id");--> statement-breakpoint
-- The error-report counts of an exam subject, kept on write (issue 13): every insert, update and delete of a report
-- recounts its exam subject's reports (by question_bug_reports_subject_idx), whatever wrote it.
CREATE FUNCTION "refresh_exam_subject_report_counts"(subject integer) RETURNS void LANGUAGE sql AS $$
  UPDATE "exam_subjects" s
  SET "report_open_count" = c.open_count, "report_count" = c.total_count, "last_report_time" = c.last_time
  FROM (
    SELECT count(*) FILTER (WHERE r."issue_status" = 0)::int AS open_count, count(*)::int AS total_count, max(r."create_time") AS last_time
    FROM "question_bug_reports" r WHERE r."exam_subject_id" = subject
  ) c
  WHERE s."id" = subject
    AND (s."report_open_count", s."report_count", s."last_report_time") IS DISTINCT FROM (c.open_count, c.total_count, c.last_time);
$$;--> statement-breakpoint
CREATE FUNCTION "question_bug_reports_keep_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "refresh_exam_subject_report_counts"(OLD."exam_subject_id");
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."exam_subject_id" <> OLD."exam_subject_id") THEN
    PERFORM "refresh_exam_subject_report_counts"(NEW."exam_subject_id");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "question_bug_reports_keep_counts" AFTER INSERT OR DELETE OR UPDATE OF "exam_subject_id", "issue_status", "create_time" ON "question_bug_reports"
  FOR EACH ROW EXECUTE FUNCTION "question_bug_reports_keep_counts"();--> statement-breakpoint
UPDATE "exam_subjects" s
SET "report_open_count" = c.open_count, "report_count" = c.total_count, "last_report_time" = c.last_time
FROM (
  SELECT "exam_subject_id", count(*) FILTER (WHERE "issue_status" = 0)::int AS open_count, count(*)::int AS total_count, max("create_time") AS last_time
  FROM "question_bug_reports" GROUP BY "exam_subject_id"
) c
WHERE s."id" = c."exam_subject_id";--> statement-breakpoint
-- The lists' filters on columns that go together (a state and its reviewer state; an exam's kind and AI state):
-- without these the planner multiplies their selectivities and misjudges the lists' totals (server/shared/page-total.ts).
CREATE STATISTICS "exam_subjects_state_stats" (dependencies, mcv) ON "state", "admin_check", "excluded_state" FROM "exam_subjects";--> statement-breakpoint
CREATE STATISTICS "exam_subjects_kind_stats" (dependencies, mcv) ON "type", "ai_state", "state" FROM "exam_subjects";--> statement-breakpoint
CREATE STATISTICS "questions_flags_stats" (dependencies, mcv) ON "excluded", "is_reported", "level", "question_type" FROM "questions";--> statement-breakpoint
ANALYZE "exam_subjects";--> statement-breakpoint
ANALYZE "questions";
