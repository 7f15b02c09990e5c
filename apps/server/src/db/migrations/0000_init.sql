CREATE TABLE "content_pages" (
	"page_type" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_page_type_language_pk" PRIMARY KEY("page_type","language"),
	CONSTRAINT "content_pages_language" CHECK (language in ('english', 'tamil'))
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_tamil" text NOT NULL,
	"phone_code" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "country_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_english" text NOT NULL,
	"name_tamil" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"is_included" boolean NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "country_charges_country_code_unique" UNIQUE("country_id","code"),
	CONSTRAINT "country_charges_rate_range" CHECK ("country_charges"."rate_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "service_prices" (
	"country_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"base_price_paise" integer NOT NULL,
	CONSTRAINT "service_prices_country_id_service_id_pk" PRIMARY KEY("country_id","service_id"),
	CONSTRAINT "service_prices_positive" CHECK ("service_prices"."base_price_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name_english" text NOT NULL,
	"name_tamil" text NOT NULL,
	"description_english" text NOT NULL,
	"description_tamil" text NOT NULL,
	"base_price_paise" integer NOT NULL,
	"includes_report" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "services_key_unique" UNIQUE("key"),
	CONSTRAINT "services_base_price_positive" CHECK ("services"."base_price_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"youtube_video_id" text NOT NULL,
	"title_english" text NOT NULL,
	"title_tamil" text NOT NULL,
	"description_english" text NOT NULL,
	"description_tamil" text NOT NULL,
	"thumbnail_url" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "testimonials_youtube_video_id_unique" UNIQUE("youtube_video_id")
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"language" text NOT NULL,
	"page" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "translations_language_page_key_pk" PRIMARY KEY("language","page","key"),
	CONSTRAINT "translations_language" CHECK (language in ('english', 'tamil'))
);
--> statement-breakpoint
CREATE TABLE "ui_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value_english" text NOT NULL,
	"value_tamil" text
);
--> statement-breakpoint
ALTER TABLE "country_charges" ADD CONSTRAINT "country_charges_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_prices" ADD CONSTRAINT "service_prices_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_prices" ADD CONSTRAINT "service_prices_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;