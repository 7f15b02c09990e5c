-- Receipts keep their tax basis (decision 0074): a payment's GST is worked out by the settings and charges of when it was received.
ALTER TABLE "payments" ADD COLUMN "tax_basis" jsonb;--> statement-breakpoint
ALTER TABLE "figure_day_sums" ADD COLUMN "charges" text;
--> statement-breakpoint
-- What a payment's GST is worked out by, as it stands now: the business's tax settings (their
-- defaults when never saved), its GSTIN (empty: none), and the appointment's country's charges.
CREATE OR REPLACE FUNCTION "payment_tax_basis"(appointment integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'business_state', coalesce((SELECT "business_state" FROM "tax_settings" WHERE "id" = 1), '33'),
    'sac_code', coalesce((SELECT "sac_code" FROM "tax_settings" WHERE "id" = 1), '999799'),
    'zero_rated_exports', coalesce((SELECT "zero_rated_exports" FROM "tax_settings" WHERE "id" = 1), false),
    'gstin', coalesce((SELECT "value_english" FROM "ui_settings" WHERE "key" = 'business_gstin'), ''),
    'charges', coalesce((
      SELECT jsonb_agg(jsonb_build_object('code', c."code", 'name_english', c."name_english", 'name_tamil', c."name_tamil", 'rate_basis_points', c."rate_basis_points", 'is_included', c."is_included") ORDER BY c."sort_order", c."id")
      FROM "country_charges" c JOIN "appointments" a ON a."country_id" = c."country_id" WHERE a."id" = appointment), '[]'::jsonb))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "payments_keep_tax_basis"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" IN ('paid', 'refunded') AND NEW."tax_basis" IS NULL THEN
    NEW."tax_basis" := "payment_tax_basis"(NEW."appointment_id");
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payments_keep_tax_basis" BEFORE INSERT OR UPDATE OF "status", "tax_basis" ON "payments" FOR EACH ROW EXECUTE FUNCTION "payments_keep_tax_basis"();
--> statement-breakpoint
-- Payments received before: the settings and charges of today, which their receipts showed until now.
UPDATE "payments" SET "tax_basis" = "payment_tax_basis"("appointment_id") WHERE "status" IN ('paid', 'refunded') AND "tax_basis" IS NULL;
--> statement-breakpoint
-- The figures' day book kept payments without their charges: it is summed again.
DELETE FROM "figure_day_sums";
--> statement-breakpoint
UPDATE "figure_days" SET "summed" = false WHERE "summed";
