CREATE TABLE "destination_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"max_age_years" smallint,
	"age_from" text DEFAULT 'first_registration' NOT NULL,
	"applied_by" text DEFAULT 'arrival' NOT NULL,
	"steering" text,
	"inspection_agency" text,
	"source" text NOT NULL,
	"effective_from" date NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "destination_rules" ADD CONSTRAINT "destination_rules_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "destination_rules_country_uq" ON "destination_rules" USING btree ("country_id");