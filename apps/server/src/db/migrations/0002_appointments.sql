CREATE SEQUENCE "public"."appointment_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "appointment_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_files_type" CHECK ("appointment_files"."content_type" in ('image/jpeg', 'image/png', 'application/pdf'))
);
--> statement-breakpoint
CREATE TABLE "appointment_services" (
	"appointment_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"price_paise" integer NOT NULL,
	CONSTRAINT "appointment_services_appointment_id_service_id_pk" PRIMARY KEY("appointment_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_number" text NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"birth_time_type" text NOT NULL,
	"birth_time" text NOT NULL,
	"birth_place" text NOT NULL,
	"current_location" text NOT NULL,
	"country_id" integer NOT NULL,
	"work_details" text,
	"reason_for_visit" text,
	"father_name" text,
	"mother_name" text,
	"bridegroom_name" text,
	"bridegroom_gender" text,
	"bridegroom_date_of_birth" date,
	"bridegroom_birth_time_type" text,
	"bridegroom_birth_time" text,
	"bridegroom_birth_place" text,
	"bridegroom_current_location" text,
	"total_cost_paise" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_appointment_number_unique" UNIQUE("appointment_number"),
	CONSTRAINT "appointments_gender" CHECK ("appointments"."gender" in ('male', 'female', 'other')),
	CONSTRAINT "appointments_birth_time_type" CHECK ("appointments"."birth_time_type" in ('exact', 'period')),
	CONSTRAINT "appointments_status" CHECK ("appointments"."status" in ('pending', 'paid', 'scheduled', 'completed', 'cancelled')),
	CONSTRAINT "appointments_payment_status" CHECK ("appointments"."payment_status" in ('pending', 'paid', 'failed', 'refunded')),
	CONSTRAINT "appointments_total_positive" CHECK ("appointments"."total_cost_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "pdf_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"report" "bytea",
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pdf_requests_appointment_service_unique" UNIQUE("appointment_id","service_id"),
	CONSTRAINT "pdf_requests_status" CHECK ("pdf_requests"."status" in ('pending', 'completed')),
	CONSTRAINT "pdf_requests_completed_has_report" CHECK ("pdf_requests"."status" <> 'completed' or "pdf_requests"."report" is not null)
);
--> statement-breakpoint
ALTER TABLE "appointment_files" ADD CONSTRAINT "appointment_files_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_services" ADD CONSTRAINT "appointment_services_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_services" ADD CONSTRAINT "appointment_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_requests" ADD CONSTRAINT "pdf_requests_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_requests" ADD CONSTRAINT "pdf_requests_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_files_appointment_idx" ON "appointment_files" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "appointments_user_idx" ON "appointments" USING btree ("user_id","created_at");