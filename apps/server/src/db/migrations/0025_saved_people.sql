CREATE TABLE "saved_people" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"relation" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"birth_time_type" text,
	"birth_time" text,
	"birth_place" text NOT NULL,
	"birth_latitude" double precision,
	"birth_longitude" double precision,
	"current_location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_people_gender" CHECK ("saved_people"."gender" in ('male', 'female', 'other')),
	CONSTRAINT "saved_people_birth_time" CHECK (("saved_people"."birth_time_type" is null) = ("saved_people"."birth_time" is null)),
	CONSTRAINT "saved_people_coordinates" CHECK (("saved_people"."birth_latitude" is null) = ("saved_people"."birth_longitude" is null))
);
--> statement-breakpoint
ALTER TABLE "saved_people" ADD CONSTRAINT "saved_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_people_user_idx" ON "saved_people" USING btree ("user_id","name");