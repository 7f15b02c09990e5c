-- Customers (decision 0064): the office's private notes on a customer, and the search over the names, numbers and phones the office looks for (decision 0065).
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
-- What the office may type to find a row, in one column a trigram index answers (ILIKE '%…%'), kept by the triggers below:
-- an appointment's: its person, bridegroom and number, and its customer's name and phone;
-- a customer's: their name and phone, and the person, bridegroom and number of each of their appointments.
ALTER TABLE "appointments" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text;--> statement-breakpoint
CREATE FUNCTION "appointment_search_text"("person" text, "bridegroom" text, "number" text, "customer" integer) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT concat_ws(' | ', "person", "bridegroom", "number", (SELECT concat_ws(' | ', "name", "mobile_number") FROM "users" WHERE "id" = "customer"))
$$;--> statement-breakpoint
CREATE FUNCTION "customer_search_text"("customer" integer, "name" text, "mobile" text) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT concat_ws(' | ', "name", "mobile", (SELECT string_agg(concat_ws(' | ', a."name", a."bridegroom_name", a."appointment_number"), ' | ' ORDER BY a."id") FROM "appointments" a WHERE a."user_id" = "customer"))
$$;--> statement-breakpoint
CREATE FUNCTION "appointments_search_text_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."search_text" := "appointment_search_text"(NEW."name", NEW."bridegroom_name", NEW."appointment_number", NEW."user_id");
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "appointments_search_text_set" BEFORE INSERT OR UPDATE OF "name", "bridegroom_name", "appointment_number", "user_id" ON "appointments" FOR EACH ROW EXECUTE FUNCTION "appointments_search_text_set"();--> statement-breakpoint
-- New appointments (one booking, or many in one statement) give their customers' text once per customer.
CREATE FUNCTION "customers_search_text_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "users" u SET "search_text" = "customer_search_text"(u."id", u."name", u."mobile_number") WHERE u."id" IN (SELECT DISTINCT "user_id" FROM "added");
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "customers_search_text_after_insert" AFTER INSERT ON "appointments" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "customers_search_text_after_insert"();--> statement-breakpoint
-- A corrected name or bridegroom, or an appointment gone: its customer's text again (the one it left too).
CREATE FUNCTION "customers_search_text_after_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "users" u SET "search_text" = "customer_search_text"(u."id", u."name", u."mobile_number")
	WHERE u."id" IN (OLD."user_id", CASE WHEN TG_OP = 'UPDATE' THEN NEW."user_id" END);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "customers_search_text_after_update" AFTER UPDATE OF "name", "bridegroom_name", "appointment_number", "user_id" ON "appointments" FOR EACH ROW
	WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."bridegroom_name" IS DISTINCT FROM NEW."bridegroom_name" OR OLD."appointment_number" IS DISTINCT FROM NEW."appointment_number" OR OLD."user_id" IS DISTINCT FROM NEW."user_id")
	EXECUTE FUNCTION "customers_search_text_after_change"();--> statement-breakpoint
CREATE TRIGGER "customers_search_text_after_delete" AFTER DELETE ON "appointments" FOR EACH ROW EXECUTE FUNCTION "customers_search_text_after_change"();--> statement-breakpoint
-- A customer's own name or number: theirs, and each of their appointments'.
CREATE FUNCTION "users_search_text_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."search_text" := "customer_search_text"(NEW."id", NEW."name", NEW."mobile_number");
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_search_text_set" BEFORE INSERT OR UPDATE OF "name", "mobile_number" ON "users" FOR EACH ROW EXECUTE FUNCTION "users_search_text_set"();--> statement-breakpoint
CREATE FUNCTION "appointments_search_text_after_customer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "appointments" a SET "search_text" = "appointment_search_text"(a."name", a."bridegroom_name", a."appointment_number", a."user_id") WHERE a."user_id" = NEW."id";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "appointments_search_text_after_customer" AFTER UPDATE OF "name", "mobile_number" ON "users" FOR EACH ROW
	WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."mobile_number" IS DISTINCT FROM NEW."mobile_number")
	EXECUTE FUNCTION "appointments_search_text_after_customer"();--> statement-breakpoint
-- The rows already there.
UPDATE "appointments" a SET "search_text" = "appointment_search_text"(a."name", a."bridegroom_name", a."appointment_number", a."user_id");--> statement-breakpoint
UPDATE "users" u SET "search_text" = "customer_search_text"(u."id", u."name", u."mobile_number");--> statement-breakpoint
-- A finer sample of the text (1,000 values, not 100) lets the planner tell a rare name (the trigram index) from a common one (the newest rows first).
ALTER TABLE "appointments" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
CREATE INDEX "appointments_search_trgm_idx" ON "appointments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The customers' list, newest first; a customer's messages on their page.
CREATE INDEX "users_customers_newest_idx" ON "users" USING btree ("created_at","id") WHERE "role" = 'customer';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "messages_user_idx" ON "messages" USING btree ("user_id","created_at");
