-- Files out of the database (docs/decisions/0031): rows refer to the blob store by content hash.
-- SQL cannot write files, so the bytes are moved by code run after the migrations (db/blob-move);
-- the bytea columns stay, emptied, until a later migration drops them.
ALTER TABLE "pdf_requests" DROP CONSTRAINT "pdf_requests_completed_has_report";--> statement-breakpoint
ALTER TABLE "appointment_files" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_files" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "pdf_requests" ADD COLUMN "report_hash" text;--> statement-breakpoint
ALTER TABLE "pdf_requests" ADD COLUMN "report_size_bytes" integer;--> statement-breakpoint
CREATE INDEX "appointment_files_content_hash_idx" ON "appointment_files" USING btree ("content_hash");--> statement-breakpoint
CREATE INDEX "pdf_requests_report_hash_idx" ON "pdf_requests" USING btree ("report_hash");--> statement-breakpoint
ALTER TABLE "appointment_files" ADD CONSTRAINT "appointment_files_content_kept" CHECK ("appointment_files"."content_hash" is not null or "appointment_files"."content" is not null);--> statement-breakpoint
ALTER TABLE "appointment_files" ADD CONSTRAINT "appointment_files_content_hash" CHECK ("appointment_files"."content_hash" ~ '^[0-9a-f]{64}$');--> statement-breakpoint
ALTER TABLE "pdf_requests" ADD CONSTRAINT "pdf_requests_report_hash" CHECK (("pdf_requests"."report_hash" is null) = ("pdf_requests"."report_size_bytes" is null) and "pdf_requests"."report_hash" ~ '^[0-9a-f]{64}$');--> statement-breakpoint
ALTER TABLE "pdf_requests" ADD CONSTRAINT "pdf_requests_completed_has_report" CHECK ("pdf_requests"."status" <> 'completed' or "pdf_requests"."report_hash" is not null or "pdf_requests"."report" is not null);