-- The figures (decision 0066): each event is counted by its own moment, found by an index on it.
CREATE INDEX IF NOT EXISTS "appointments_created_idx" ON "appointments" USING btree ("created_at") INCLUDE ("astrologer_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appointments_cancelled_idx" ON "appointments" USING btree ("cancelled_at") INCLUDE ("astrologer_id") WHERE "status" = 'cancelled';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appointments_outcome_time_idx" ON "appointments" USING btree ("scheduled_at") INCLUDE ("astrologer_id", "status") WHERE "status" in ('completed', 'no_show');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_received_idx" ON "payments" USING btree ("paid_at") INCLUDE ("appointment_id", "method", "amount_paise") WHERE "status" in ('paid', 'refunded');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refunds_processed_idx" ON "refunds" USING btree ("processed_at") INCLUDE ("appointment_id", "amount_paise") WHERE "status" = 'processed';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appointments_figures_facts_idx" ON "appointments" USING btree ("id") INCLUDE ("astrologer_id", "country_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appointment_services_lines_idx" ON "appointment_services" USING btree ("appointment_id", "service_id") INCLUDE ("price_paise");
