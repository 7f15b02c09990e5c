ALTER TABLE "refunds" DROP CONSTRAINT "refunds_appointment_id_unique";--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_status";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status";--> statement-breakpoint
ALTER TABLE "pdf_requests" DROP CONSTRAINT "pdf_requests_status";--> statement-breakpoint
DROP INDEX "appointments_one_holder_per_slot";--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "actor_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "consultation_mode" text DEFAULT 'in_person' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "reschedule_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "outcome_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "kind" text DEFAULT 'cancellation' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schedule_settings" ADD COLUMN "max_reschedules" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "consultation_modes" text[] DEFAULT '{in_person,phone,video}'::text[] NOT NULL;--> statement-breakpoint
-- Each booked consultation becomes a time range: the slot length of today, cut short where the next booking begins (a slot length changed earlier must not make old bookings overlap).
UPDATE "appointments" AS "a" SET "ends_at" = least("a"."scheduled_at" + make_interval(mins => coalesce((SELECT "slot_minutes" FROM "schedule_settings" WHERE "id" = 1), 30)), coalesce("n"."next_start", 'infinity'::timestamptz)) FROM (SELECT "id", lead("scheduled_at") OVER (ORDER BY "scheduled_at") AS "next_start" FROM "appointments" WHERE "scheduled_at" IS NOT NULL AND "status" <> 'cancelled') AS "n" WHERE "n"."id" = "a"."id";--> statement-breakpoint
UPDATE "appointments" SET "ends_at" = "scheduled_at" + make_interval(mins => coalesce((SELECT "slot_minutes" FROM "schedule_settings" WHERE "id" = 1), 30)) WHERE "scheduled_at" IS NOT NULL AND "ends_at" IS NULL;--> statement-breakpoint
UPDATE "appointments" SET "cancelled_at" = "updated_at" WHERE "status" = 'cancelled';--> statement-breakpoint
UPDATE "refunds" SET "processed_at" = "updated_at" WHERE "status" = 'processed';--> statement-breakpoint
UPDATE "pdf_requests" SET "status" = 'cancelled' WHERE "status" = 'pending' AND "appointment_id" IN (SELECT "id" FROM "appointments" WHERE "status" = 'cancelled');--> statement-breakpoint
CREATE INDEX "appointments_scheduled_idx" ON "appointments" USING btree ("scheduled_at");--> statement-breakpoint
CREATE INDEX "refunds_appointment_idx" ON "refunds" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("status");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_unique" UNIQUE("payment_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_consultation_mode" CHECK ("appointments"."consultation_mode" in ('in_person', 'phone', 'video'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_time_range" CHECK (("appointments"."scheduled_at" is null) = ("appointments"."ends_at" is null) and ("appointments"."ends_at" is null or "appointments"."ends_at" > "appointments"."scheduled_at"));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_reschedule_count" CHECK ("appointments"."reschedule_count" >= 0);--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status" CHECK ("appointments"."status" in ('pending', 'paid', 'scheduled', 'completed', 'no_show', 'cancelled'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status" CHECK ("payments"."status" in ('created', 'pending', 'paid', 'failed', 'cancelled', 'refunded'));--> statement-breakpoint
ALTER TABLE "pdf_requests" ADD CONSTRAINT "pdf_requests_status" CHECK ("pdf_requests"."status" in ('pending', 'completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_kind" CHECK ("refunds"."kind" in ('cancellation', 'paid_after_cancel', 'duplicate_payment'));--> statement-breakpoint
ALTER TABLE "schedule_settings" ADD CONSTRAINT "schedule_settings_max_reschedules" CHECK ("schedule_settings"."max_reschedules" between 0 and 10);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_consultation_modes" CHECK (cardinality("services"."consultation_modes") >= 1 and "services"."consultation_modes" <@ array['in_person', 'phone', 'video']::text[]);--> statement-breakpoint
-- The calendar's referee: no two consultations that are not cancelled may overlap in time. btree_gist lets the constraint gain an equality column (an astrologer) later: EXCLUDE USING gist ("astrologer_id" WITH =, tstzrange(...) WITH &&).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist (tstzrange("scheduled_at", "ends_at") WITH &&) WHERE ("scheduled_at" IS NOT NULL AND "status" <> 'cancelled');
