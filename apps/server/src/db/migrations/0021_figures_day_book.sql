-- The figures' day book (decision 0073): each ended India day's sums, kept while nothing counted on that day changes.
CREATE TABLE "figure_day_sums" (
	"day" date NOT NULL,
	"shape" text NOT NULL,
	"kind" text NOT NULL,
	"key" integer,
	"country_id" integer,
	"amount_paise" bigint,
	"services" text,
	"count" integer NOT NULL,
	"paise" bigint NOT NULL,
	CONSTRAINT "figure_day_sums_shape" CHECK ("figure_day_sums"."shape" in ('astrologer', 'service', 'money'))
);
--> statement-breakpoint
CREATE TABLE "figure_days" (
	"day" date PRIMARY KEY NOT NULL,
	"summed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "figure_day_sums_day_idx" ON "figure_day_sums" USING btree ("shape","day");--> statement-breakpoint
-- A day the figures count something on is forgotten when that something changes: its row says not
-- summed (made so if new, which also makes a summing that began meanwhile wait for this writer),
-- and its sums go (a day has sums only while summed, so the figures read them without a join).
-- Only ended India days are ever summed, so a change to today touches nothing.
CREATE OR REPLACE FUNCTION "figures_forget_moments"(moments timestamptz[]) RETURNS void LANGUAGE sql AS $$
  WITH "forgotten" AS (
    INSERT INTO "figure_days" ("day", "summed")
    SELECT DISTINCT ("moment" AT TIME ZONE 'Asia/Kolkata')::date, false
    FROM unnest(moments) AS "moment"
    WHERE "moment" IS NOT NULL
      AND ("moment" AT TIME ZONE 'Asia/Kolkata')::date < (clock_timestamp() AT TIME ZONE 'Asia/Kolkata')::date
    ORDER BY 1
    ON CONFLICT ("day") DO UPDATE SET "summed" = false WHERE "figure_days"."summed"
    RETURNING "day"
  )
  DELETE FROM "figure_day_sums" WHERE "day" IN (SELECT "day" FROM "forgotten")
$$;
--> statement-breakpoint
-- Every day an appointment is counted on: booked, held or missed, cancelled, paid, refunded.
CREATE OR REPLACE FUNCTION "figures_forget_appointments"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  SELECT "figures_forget_moments"(array(
    SELECT unnest(array["created_at", "scheduled_at", "cancelled_at"]) FROM "appointments" WHERE "id" = any(ids)
    UNION ALL SELECT "paid_at" FROM "payments" WHERE "appointment_id" = any(ids)
    UNION ALL SELECT "processed_at" FROM "refunds" WHERE "appointment_id" = any(ids)))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "figures_appointments_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "figures_forget_moments"(array(SELECT unnest(array["created_at", "scheduled_at", "cancelled_at"]) FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "figures_forget_moments"(array(SELECT unnest(array["created_at", "scheduled_at", "cancelled_at"]) FROM "old_rows"));
  ELSE
    -- What the figures read of an appointment: its moments and status, and the astrologer and
    -- country its money is counted under (so a change of those forgets its payments' days too).
    PERFORM "figures_forget_moments"(array(
      SELECT unnest(array[o."created_at", o."scheduled_at", o."cancelled_at", n."created_at", n."scheduled_at", n."cancelled_at"])
      FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
      WHERE (o."created_at", o."scheduled_at", o."cancelled_at", o."status", o."astrologer_id", o."country_id")
        IS DISTINCT FROM (n."created_at", n."scheduled_at", n."cancelled_at", n."status", n."astrologer_id", n."country_id")));
    PERFORM "figures_forget_appointments"(array(
      SELECT o."id" FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
      WHERE (o."astrologer_id", o."country_id") IS DISTINCT FROM (n."astrologer_id", n."country_id")));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "figures_appointment_services_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "figures_forget_appointments"(array(SELECT "appointment_id" FROM "new_rows"));
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "figures_forget_appointments"(array(SELECT "appointment_id" FROM "old_rows"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "figures_payments_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "figures_forget_moments"(array(SELECT "paid_at" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "figures_forget_moments"(array(SELECT "paid_at" FROM "old_rows"));
  ELSE
    PERFORM "figures_forget_moments"(array(
      SELECT unnest(array[o."paid_at", n."paid_at"]) FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
      WHERE (o."paid_at", o."status", o."method", o."amount_paise", o."appointment_id")
        IS DISTINCT FROM (n."paid_at", n."status", n."method", n."amount_paise", n."appointment_id")));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "figures_refunds_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "figures_forget_moments"(array(SELECT "processed_at" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "figures_forget_moments"(array(SELECT "processed_at" FROM "old_rows"));
  ELSE
    PERFORM "figures_forget_moments"(array(
      SELECT unnest(array[o."processed_at", n."processed_at"]) FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
      WHERE (o."processed_at", o."status", o."amount_paise", o."appointment_id")
        IS DISTINCT FROM (n."processed_at", n."status", n."amount_paise", n."appointment_id")));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "figures_appointments_inserted" AFTER INSERT ON "appointments" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "figures_appointments_changed"();
--> statement-breakpoint
CREATE TRIGGER "figures_appointments_updated" AFTER UPDATE ON "appointments" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "figures_appointments_changed"();
--> statement-breakpoint
CREATE TRIGGER "figures_appointments_deleted" AFTER DELETE ON "appointments" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "figures_appointments_changed"();
--> statement-breakpoint
CREATE TRIGGER "figures_appointment_services_inserted" AFTER INSERT ON "appointment_services" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "figures_appointment_services_changed"();
--> statement-breakpoint
CREATE TRIGGER "figures_appointment_services_updated" AFTER UPDATE ON "appointment_services" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "figures_appointment_services_changed"();
--> statement-breakpoint
CREATE TRIGGER "figures_appointment_services_deleted" AFTER DELETE ON "appointment_services" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "figures_appointment_services_changed"();
--> statement-breakpoint
CREATE TRIGGER "figures_payments_inserted" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "figures_payments_changed"();
--> statement-breakpoint
CREATE TRIGGER "figures_payments_updated" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "figures_payments_changed"();
--> statement-breakpoint
CREATE TRIGGER "figures_payments_deleted" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "figures_payments_changed"();
--> statement-breakpoint
CREATE TRIGGER "figures_refunds_inserted" AFTER INSERT ON "refunds" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "figures_refunds_changed"();
--> statement-breakpoint
CREATE TRIGGER "figures_refunds_updated" AFTER UPDATE ON "refunds" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "figures_refunds_changed"();
--> statement-breakpoint
CREATE TRIGGER "figures_refunds_deleted" AFTER DELETE ON "refunds" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "figures_refunds_changed"();
