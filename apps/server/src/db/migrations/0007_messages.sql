CREATE TABLE "message_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"error" text,
	"provider_message_id" text,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_attempts_outcome" CHECK ("message_attempts"."outcome" in ('sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"audience" text NOT NULL,
	"user_id" integer,
	"appointment_id" integer,
	"recipient" text NOT NULL,
	"language" text NOT NULL,
	"payload" jsonb NOT NULL,
	"subject" text,
	"body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"provider_message_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "messages_channel" CHECK ("messages"."channel" in ('whatsapp', 'sms', 'email')),
	CONSTRAINT "messages_audience" CHECK ("messages"."audience" in ('customer', 'office')),
	CONSTRAINT "messages_status" CHECK ("messages"."status" in ('pending', 'sending', 'sent', 'failed', 'dropped')),
	CONSTRAINT "messages_language" CHECK (language in ('english', 'tamil')),
	CONSTRAINT "messages_attempts" CHECK ("messages"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "customer_time_zone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_whatsapp" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_sms" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "message_attempts" ADD CONSTRAINT "message_attempts_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_attempts_message_idx" ON "message_attempts" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "messages_due_idx" ON "messages" USING btree ("send_after") WHERE "messages"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "messages_appointment_idx" ON "messages" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "messages_created_idx" ON "messages" USING btree ("created_at");