-- Customers (issue 33, point 3): the office's private notes on a customer, and trigram search over the names, numbers and phones the office looks for (decision 0065).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "customer_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"author_user_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_notes_body" CHECK (length(trim("customer_notes"."body")) between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_notes_user_idx" ON "customer_notes" USING btree ("user_id","created_at");--> statement-breakpoint
-- Any part of a name, a phone's digits or an appointment number, found through its trigrams (ILIKE '%…%' uses them).
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_mobile_number_trgm_idx" ON "users" USING gin ("mobile_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appointments_name_trgm_idx" ON "appointments" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appointments_bridegroom_name_trgm_idx" ON "appointments" USING gin ("bridegroom_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appointments_number_trgm_idx" ON "appointments" USING gin ("appointment_number" gin_trgm_ops);--> statement-breakpoint
-- The customers' list, newest first; a customer's messages on their page.
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "messages_user_idx" ON "messages" USING btree ("user_id","created_at");
