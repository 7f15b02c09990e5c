CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"gateway" text,
	"gateway_order_id" text,
	"gateway_payment_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_gateway_order_id_unique" UNIQUE("gateway_order_id"),
	CONSTRAINT "payments_gateway_payment_id_unique" UNIQUE("gateway_payment_id"),
	CONSTRAINT "payments_method" CHECK ("payments"."method" in ('online', 'cash')),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('created', 'pending', 'paid', 'failed')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_paise" > 0),
	CONSTRAINT "payments_online_has_order" CHECK ("payments"."method" <> 'online' or "payments"."gateway_order_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_appointment_idx" ON "payments" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid_per_appointment" ON "payments" USING btree ("appointment_id") WHERE "payments"."status" = 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_order_per_appointment" ON "payments" USING btree ("appointment_id") WHERE "payments"."status" = 'created';