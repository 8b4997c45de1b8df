ALTER TABLE "exam_subjects" ADD COLUMN "question_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "exam_subjects_subject_grade_idx" ON "exam_subjects" USING btree ("subject_type_id","grade_id");--> statement-breakpoint
UPDATE "exam_subjects" SET "question_count" = (SELECT count(*)::int FROM "questions" WHERE "questions"."exam_subject_id" = "exam_subjects"."id");
