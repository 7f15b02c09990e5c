ALTER TABLE "appointments" ADD COLUMN "birth_utc_offset" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "bridegroom_birth_utc_offset" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_birth_utc_offset" CHECK ("appointments"."birth_utc_offset" ~ '^[+-][0-9]{2}:[0-5][0-9](:[0-5][0-9])?$');--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_bridegroom_birth_utc_offset" CHECK ("appointments"."bridegroom_birth_utc_offset" ~ '^[+-][0-9]{2}:[0-5][0-9](:[0-5][0-9])?$');