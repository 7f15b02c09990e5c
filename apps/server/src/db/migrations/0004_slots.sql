CREATE TABLE "blocked_days" (
	"day" date PRIMARY KEY NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "blocked_slots" (
	"day" date NOT NULL,
	"start_minute" integer NOT NULL,
	CONSTRAINT "blocked_slots_day_start_minute_pk" PRIMARY KEY("day","start_minute")
);
--> statement-breakpoint
CREATE TABLE "schedule_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"slot_minutes" integer DEFAULT 30 NOT NULL,
	"horizon_days" integer DEFAULT 60 NOT NULL,
	CONSTRAINT "schedule_settings_single_row" CHECK ("schedule_settings"."id" = 1),
	CONSTRAINT "schedule_settings_slot_minutes" CHECK ("schedule_settings"."slot_minutes" between 10 and 240),
	CONSTRAINT "schedule_settings_horizon" CHECK ("schedule_settings"."horizon_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "weekly_hours" (
	"weekday" integer PRIMARY KEY NOT NULL,
	"opens_at_minute" integer NOT NULL,
	"closes_at_minute" integer NOT NULL,
	CONSTRAINT "weekly_hours_weekday" CHECK ("weekly_hours"."weekday" between 1 and 7),
	CONSTRAINT "weekly_hours_order" CHECK (0 <= "weekly_hours"."opens_at_minute" and "weekly_hours"."opens_at_minute" < "weekly_hours"."closes_at_minute" and "weekly_hours"."closes_at_minute" <= 1440)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_one_holder_per_slot" ON "appointments" USING btree ("scheduled_at") WHERE "appointments"."scheduled_at" is not null and "appointments"."status" <> 'cancelled';--> statement-breakpoint
-- The default schedule (docs/product.md, "Times and slots"): Monday to Saturday 09:00-18:00 India time, 30-minute slots, Sunday closed; bookable 60 days ahead.
INSERT INTO "weekly_hours" ("weekday", "opens_at_minute", "closes_at_minute") VALUES (1, 540, 1080), (2, 540, 1080), (3, 540, 1080), (4, 540, 1080), (5, 540, 1080), (6, 540, 1080);--> statement-breakpoint
INSERT INTO "schedule_settings" ("id", "slot_minutes", "horizon_days") VALUES (1, 30, 60);
