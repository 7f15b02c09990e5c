-- The console at five years' size (decision 0071): every office list reads its page from an index in the list's own order, and counts from the same index.
-- The appointments list, newest first, plain or by status or payment state (a day's list uses appointments_scheduled_idx).
CREATE INDEX IF NOT EXISTS "appointments_newest_idx" ON "appointments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appointments_status_newest_idx" ON "appointments" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appointments_payment_status_newest_idx" ON "appointments" USING btree ("payment_status","created_at","id");--> statement-breakpoint
-- The messages screen, newest first, plain or by status or channel; the navigation's failed count reads only the failed messages' entries.
CREATE INDEX IF NOT EXISTS "messages_newest_idx" ON "messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "messages_status_newest_idx" ON "messages" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "messages_channel_newest_idx" ON "messages" USING btree ("channel","created_at","id");--> statement-breakpoint
-- The activity log by who (the system: a null actor), newest first; and by what (an action or a group of them) over a time.
CREATE INDEX IF NOT EXISTS "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
-- The office's people (the activity log's "who" filter, decision 0072): a few rows among the customers.
CREATE INDEX IF NOT EXISTS "users_office_idx" ON "users" USING btree ("name","id") WHERE "role" <> 'customer';
