-- A written report deleted after the retention period keeps its row, as 'removed' (decision 0103).
ALTER TABLE "pdf_requests" DROP CONSTRAINT "pdf_requests_status";--> statement-breakpoint
ALTER TABLE "pdf_requests" ADD CONSTRAINT "pdf_requests_status" CHECK ("pdf_requests"."status" in ('pending', 'completed', 'cancelled', 'removed'));