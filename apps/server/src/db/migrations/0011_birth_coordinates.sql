CREATE TABLE "astrology_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"node" text DEFAULT 'mean' NOT NULL,
	CONSTRAINT "astrology_settings_single_row" CHECK ("astrology_settings"."id" = 1),
	CONSTRAINT "astrology_settings_node" CHECK ("astrology_settings"."node" in ('mean', 'true'))
);
--> statement-breakpoint
-- One row, read by every chart: the mean node until the office chooses the true node (docs/decisions/0026).
INSERT INTO "astrology_settings" ("id", "node") VALUES (1, 'mean') ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "birth_latitude" double precision;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "birth_longitude" double precision;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "bridegroom_birth_latitude" double precision;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "bridegroom_birth_longitude" double precision;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_birth_coordinates" CHECK (("appointments"."birth_latitude" is null) = ("appointments"."birth_longitude" is null) and ("appointments"."birth_latitude" is null or ("appointments"."birth_latitude" between -90 and 90 and "appointments"."birth_longitude" between -180 and 180)));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_bridegroom_birth_coordinates" CHECK (("appointments"."bridegroom_birth_latitude" is null) = ("appointments"."bridegroom_birth_longitude" is null) and ("appointments"."bridegroom_birth_latitude" is null or ("appointments"."bridegroom_birth_latitude" between -90 and 90 and "appointments"."bridegroom_birth_longitude" between -180 and 180)));