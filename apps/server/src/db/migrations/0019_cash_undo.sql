-- Cash taken in error can be undone the same day, India time (decision 0069): the payment row stays, as `undone`, with who undid it and when, so the cash book and the accountant's export still see it.
ALTER TABLE "payments" DROP CONSTRAINT "payments_status";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status" CHECK ("payments"."status" in ('created', 'pending', 'paid', 'failed', 'cancelled', 'refunded', 'undone'));--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "undone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "undone_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_undone_by_user_id_users_id_fk" FOREIGN KEY ("undone_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_undone" CHECK (("payments"."status" = 'undone') = ("payments"."undone_at" is not null) and ("payments"."status" <> 'undone' or "payments"."method" = 'cash'));--> statement-breakpoint
-- The cash book reads cash by the day it was taken, and cash refunds by the day they were handed back.
CREATE INDEX "payments_cash_paid_at_idx" ON "payments" USING btree ("paid_at") WHERE "payments"."method" = 'cash';--> statement-breakpoint
CREATE INDEX "refunds_cash_processed_at_idx" ON "refunds" USING btree ("processed_at") WHERE "refunds"."method" = 'cash';
