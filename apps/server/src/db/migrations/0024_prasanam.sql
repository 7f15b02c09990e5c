ALTER TABLE "appointments" ADD COLUMN "prasanam_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "jathagam_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "chart_notes" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "chart_notes_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "astrology_settings" ADD COLUMN "office_place_name" text;--> statement-breakpoint
ALTER TABLE "astrology_settings" ADD COLUMN "office_place_name_tamil" text;--> statement-breakpoint
ALTER TABLE "astrology_settings" ADD COLUMN "office_latitude" double precision;--> statement-breakpoint
ALTER TABLE "astrology_settings" ADD COLUMN "office_longitude" double precision;--> statement-breakpoint
ALTER TABLE "astrology_settings" ADD CONSTRAINT "astrology_settings_office_place" CHECK (("astrology_settings"."office_latitude" is null) = ("astrology_settings"."office_longitude" is null) and ("astrology_settings"."office_latitude" is null) = ("astrology_settings"."office_place_name" is null) and ("astrology_settings"."office_latitude" is null or ("astrology_settings"."office_latitude" > -90 and "astrology_settings"."office_latitude" < 90 and "astrology_settings"."office_longitude" between -180 and 180)));