CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"notice_version" integer,
	"subject_type" text,
	"subject_id" integer,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_purpose" CHECK ("consents"."purpose" in ('service', 'marketing', 'guardian', 'other_person')),
	CONSTRAINT "consents_subject" CHECK (("consents"."subject_type" is null) = ("consents"."subject_id" is null) and ("consents"."subject_type" is null or "consents"."subject_type" in ('appointment', 'saved_person'))),
	CONSTRAINT "consents_source" CHECK ("consents"."source" in ('sign_in', 'profile', 'booking', 'people', 'desk'))
);
--> statement-breakpoint
CREATE TABLE "data_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"due_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_requests_kind" CHECK ("data_requests"."kind" in ('correction', 'erasure', 'grievance')),
	CONSTRAINT "data_requests_status" CHECK ("data_requests"."status" in ('open', 'answered')),
	CONSTRAINT "data_requests_answered" CHECK (("data_requests"."status" = 'answered') = ("data_requests"."answered_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "privacy_notices" (
	"version" serial PRIMARY KEY NOT NULL,
	"body_english" text NOT NULL,
	"body_tamil" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"grievance_name" text NOT NULL,
	"grievance_email" text NOT NULL,
	"grievance_phone" text NOT NULL,
	"files_months" integer NOT NULL,
	"unpaid_files_days" integer NOT NULL,
	"message_text_months" integer NOT NULL,
	"inactive_years" integer NOT NULL,
	"breach_notice_english" text,
	"breach_notice_tamil" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_settings_single_row" CHECK ("privacy_settings"."id" = 1),
	CONSTRAINT "privacy_settings_periods" CHECK ("privacy_settings"."files_months" between 1 and 240 and "privacy_settings"."unpaid_files_days" between 1 and 365 and "privacy_settings"."message_text_months" between 1 and 120 and "privacy_settings"."inactive_years" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "read_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_user_id" integer NOT NULL,
	"staff_role" text NOT NULL,
	"customer_user_id" integer,
	"what" text NOT NULL,
	"entity_id" text,
	"row_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "read_log_what" CHECK ("read_log"."what" in ('customer', 'appointment', 'chart', 'file', 'report', 'export', 'data_copy'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD COLUMN "for_astrologer_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_notice_version_privacy_notices_version_fk" FOREIGN KEY ("notice_version") REFERENCES "public"."privacy_notices"("version") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_notices" ADD CONSTRAINT "privacy_notices_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "read_log" ADD CONSTRAINT "read_log_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "read_log" ADD CONSTRAINT "read_log_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id","purpose","id");--> statement-breakpoint
CREATE INDEX "data_requests_user_idx" ON "data_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "data_requests_open_idx" ON "data_requests" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "read_log_customer_idx" ON "read_log" USING btree ("customer_user_id","id");--> statement-breakpoint
CREATE INDEX "read_log_staff_idx" ON "read_log" USING btree ("staff_user_id","id");--> statement-breakpoint
CREATE INDEX "read_log_created_idx" ON "read_log" USING btree ("created_at");--> statement-breakpoint
-- A note kept before decision 0099 was read by every astrologer of its customer: it stays so.
UPDATE "customer_notes" AS n SET "for_astrologer_ids" = coalesce((SELECT array_agg(DISTINCT a."astrologer_id") FROM "appointments" a WHERE a."user_id" = n."user_id" AND a."astrologer_id" IS NOT NULL), '{}');--> statement-breakpoint
UPDATE "users" AS u SET "last_sign_in_at" = (SELECT max(s."created_at") FROM "sessions" s WHERE s."user_id" = u."id");
