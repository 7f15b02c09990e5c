-- A team, not a diary (decisions 0059 and 0060): astrologers, each with their own hours, closed days and consultations; service lengths; office roles.
CREATE TABLE "astrologers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_english" text NOT NULL,
	"name_tamil" text NOT NULL,
	"profile_english" text DEFAULT '' NOT NULL,
	"profile_tamil" text DEFAULT '' NOT NULL,
	"languages" text[] DEFAULT '{tamil,english}'::text[] NOT NULL,
	"consultation_modes" text[] DEFAULT '{in_person,phone,video}'::text[] NOT NULL,
	"mobile_number" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "astrologers_mobile_number_unique" UNIQUE("mobile_number"),
	CONSTRAINT "astrologers_languages" CHECK (cardinality("astrologers"."languages") >= 1 and "astrologers"."languages" <@ array['english', 'tamil']::text[]),
	CONSTRAINT "astrologers_consultation_modes" CHECK (cardinality("astrologers"."consultation_modes") >= 1 and "astrologers"."consultation_modes" <@ array['in_person', 'phone', 'video']::text[]),
	CONSTRAINT "astrologers_names" CHECK (length(trim("astrologers"."name_english")) > 0 and length(trim("astrologers"."name_tamil")) > 0)
);
--> statement-breakpoint
CREATE TABLE "astrologer_services" (
	"astrologer_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "astrologer_services_astrologer_id_service_id_pk" PRIMARY KEY("astrologer_id","service_id")
);
--> statement-breakpoint
ALTER TABLE "astrologer_services" ADD CONSTRAINT "astrologer_services_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "astrologer_services" ADD CONSTRAINT "astrologer_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The office as it was becomes the first astrologer: every service, language and mode; the office renames them.
INSERT INTO "astrologers" ("id", "name_english", "name_tamil") VALUES (1, 'Chief Astrologer', 'தலைமை ஜோதிடர்');--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('astrologers', 'id'), 1);--> statement-breakpoint
INSERT INTO "astrologer_services" ("astrologer_id", "service_id") SELECT 1, "id" FROM "services";--> statement-breakpoint
-- Opening hours become the first astrologer's; one astrologer's windows of a weekday stay apart (was migration 0009's rule for the office).
ALTER TABLE "weekly_hours" ADD COLUMN "astrologer_id" integer;--> statement-breakpoint
UPDATE "weekly_hours" SET "astrologer_id" = 1;--> statement-breakpoint
ALTER TABLE "weekly_hours" ALTER COLUMN "astrologer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_hours" ADD CONSTRAINT "weekly_hours_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_hours" DROP CONSTRAINT "weekly_hours_weekday_opens_at_minute_pk";--> statement-breakpoint
ALTER TABLE "weekly_hours" ADD CONSTRAINT "weekly_hours_astrologer_id_weekday_opens_at_minute_pk" PRIMARY KEY("astrologer_id","weekday","opens_at_minute");--> statement-breakpoint
ALTER TABLE "weekly_hours" DROP CONSTRAINT "weekly_hours_windows_apart";--> statement-breakpoint
ALTER TABLE "weekly_hours" ADD CONSTRAINT "weekly_hours_windows_apart" EXCLUDE USING gist ("astrologer_id" WITH =, "weekday" WITH =, int4range("opens_at_minute", "closes_at_minute", '[]') WITH &&);--> statement-breakpoint
-- A service's length and the pause after it; until the office sets them, the slot length it had.
ALTER TABLE "services" ADD COLUMN "duration_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "services" SET "duration_minutes" = coalesce((SELECT "slot_minutes" FROM "schedule_settings" WHERE "id" = 1), 30);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_duration" CHECK ("services"."duration_minutes" between 10 and 480 and "services"."buffer_minutes" between 0 and 120);--> statement-breakpoint
-- Consultations: the astrologer and the end of their pause. No two of one astrologer overlap, pauses included (was: no two at all).
ALTER TABLE "appointments" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "astrologer_id" integer;--> statement-breakpoint
UPDATE "appointments" SET "held_until" = "ends_at", "astrologer_id" = 1 WHERE "scheduled_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_held_until" CHECK (("appointments"."scheduled_at" is null) = ("appointments"."held_until" is null) and ("appointments"."held_until" is null or "appointments"."held_until" >= "appointments"."ends_at"));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_astrologer_given" CHECK ("appointments"."scheduled_at" is null or "appointments"."astrologer_id" is not null);--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_no_overlap";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist ("astrologer_id" WITH =, tstzrange("scheduled_at", "held_until") WITH &&) WHERE ("scheduled_at" IS NOT NULL AND "status" <> 'cancelled');--> statement-breakpoint
CREATE INDEX "appointments_astrologer_idx" ON "appointments" USING btree ("astrologer_id","scheduled_at");--> statement-breakpoint
-- Closed days and blocked slots: the whole office (no astrologer) or one astrologer.
ALTER TABLE "blocked_days" DROP CONSTRAINT "blocked_days_pkey";--> statement-breakpoint
ALTER TABLE "blocked_days" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "blocked_days" ADD COLUMN "astrologer_id" integer;--> statement-breakpoint
ALTER TABLE "blocked_days" ADD CONSTRAINT "blocked_days_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_days_day_astrologer" ON "blocked_days" USING btree ("day",coalesce("astrologer_id", 0));--> statement-breakpoint
ALTER TABLE "blocked_slots" DROP CONSTRAINT "blocked_slots_day_start_minute_pk";--> statement-breakpoint
ALTER TABLE "blocked_slots" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "blocked_slots" ADD COLUMN "astrologer_id" integer;--> statement-breakpoint
ALTER TABLE "blocked_slots" ADD CONSTRAINT "blocked_slots_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_slots_day_start_astrologer" ON "blocked_slots" USING btree ("day","start_minute",coalesce("astrologer_id", 0));--> statement-breakpoint
-- Office roles: admin (everything), desk, astrologer (linked to the astrologer they are).
ALTER TABLE "users" ADD COLUMN "astrologer_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role" CHECK ("users"."role" in ('customer', 'admin', 'desk', 'astrologer'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_astrologer" CHECK (("users"."role" = 'astrologer') = ("users"."astrologer_id" is not null));
