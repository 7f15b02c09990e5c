-- GST split by place of supply (decisions 0067 and 0068): the office's GST settings, and the Indian state the customer is in.
CREATE TABLE "tax_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"business_state" text DEFAULT '33' NOT NULL,
	"sac_code" text DEFAULT '999799' NOT NULL,
	"zero_rated_exports" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tax_settings_single_row" CHECK ("tax_settings"."id" = 1),
	CONSTRAINT "tax_settings_business_state" CHECK ("tax_settings"."business_state" ~ '^[0-9]{2}$'),
	CONSTRAINT "tax_settings_sac_code" CHECK ("tax_settings"."sac_code" ~ '^[0-9]{4,8}$')
);
--> statement-breakpoint
INSERT INTO "tax_settings" ("id") VALUES (1);--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "customer_state" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_customer_state" CHECK ("appointments"."customer_state" ~ '^[0-9]{2}$');
