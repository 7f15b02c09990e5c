CREATE TABLE "sign_in_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"countries" text[] NOT NULL,
	CONSTRAINT "sign_in_settings_single_row" CHECK ("sign_in_settings"."id" = 1),
	CONSTRAINT "sign_in_settings_countries" CHECK (cardinality("sign_in_settings"."countries") > 0)
);
