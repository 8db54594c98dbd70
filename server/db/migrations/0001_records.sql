CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "attendance" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"overtime_minutes" integer DEFAULT 0 NOT NULL,
	"late_minutes" integer DEFAULT 0 NOT NULL,
	"recorded_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"image_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"whatsapp" text,
	"phone" text,
	"date_of_birth" date,
	"business_name" text,
	"business_type" text,
	"business_card_id" uuid,
	"country_id" integer NOT NULL,
	"business_country_id" integer,
	"currency" varchar(3) NOT NULL,
	"destination_port" text,
	"shipping_mode" text,
	"trade_term" text,
	"address" text,
	"city" text,
	"province" text,
	"post_code" text,
	"id_card_front_id" uuid,
	"id_card_back_id" uuid,
	"photo_id" uuid,
	"security_deposit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"original_name" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"is_advance" boolean DEFAULT false NOT NULL,
	"paid_on" date NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"national_id" text,
	"phone" text,
	"joining_date" date NOT NULL,
	"country_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"salary" numeric(18, 2) NOT NULL,
	"salary_type" text NOT NULL,
	"hours_per_day" numeric(4, 2) DEFAULT '8' NOT NULL,
	"user_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"country_id" integer NOT NULL,
	"phone" text,
	"whatsapp" text,
	"email" text,
	"address" text,
	"picture_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"registration_no" text,
	"country_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"phone" text,
	"email" text,
	"address" text,
	"city" text,
	"advance" numeric(18, 2) DEFAULT '0' NOT NULL,
	"picture_id" uuid,
	"id_card_id" uuid,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_business_card_id_files_id_fk" FOREIGN KEY ("business_card_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_business_country_id_countries_id_fk" FOREIGN KEY ("business_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_id_card_front_id_files_id_fk" FOREIGN KEY ("id_card_front_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_id_card_back_id_files_id_fk" FOREIGN KEY ("id_card_back_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_photo_id_files_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_payments" ADD CONSTRAINT "salary_payments_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_payments" ADD CONSTRAINT "salary_payments_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_payments" ADD CONSTRAINT "salary_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_picture_id_files_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_picture_id_files_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_id_card_id_files_id_fk" FOREIGN KEY ("id_card_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_staff_date_uq" ON "attendance" USING btree ("staff_id","date");--> statement-breakpoint
CREATE INDEX "attendance_date_idx" ON "attendance" USING btree ("date");--> statement-breakpoint
CREATE INDEX "attendance_recorded_by_idx" ON "attendance" USING btree ("recorded_by");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_uq" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "categories_image_idx" ON "categories" USING btree ("image_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_uq" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "customers_country_idx" ON "customers" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "customers_business_country_idx" ON "customers" USING btree ("business_country_id");--> statement-breakpoint
CREATE INDEX "customers_currency_idx" ON "customers" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "customers_business_card_idx" ON "customers" USING btree ("business_card_id");--> statement-breakpoint
CREATE INDEX "customers_id_front_idx" ON "customers" USING btree ("id_card_front_id");--> statement-breakpoint
CREATE INDEX "customers_id_back_idx" ON "customers" USING btree ("id_card_back_id");--> statement-breakpoint
CREATE INDEX "customers_photo_idx" ON "customers" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "customers_search_idx" ON "customers" USING gin (("first_name" || ' ' || "last_name" || ' ' || coalesce("phone", '') || ' ' || coalesce("whatsapp", '') || ' ' || coalesce("email", '') || ' ' || coalesce("city", '') || ' ' || coalesce("business_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "files_created_by_idx" ON "files" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "salary_payments_staff_idx" ON "salary_payments" USING btree ("staff_id","period_start");--> statement-breakpoint
CREATE INDEX "salary_payments_currency_idx" ON "salary_payments" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "salary_payments_created_by_idx" ON "salary_payments" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "staff_country_idx" ON "staff" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "staff_currency_idx" ON "staff" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "staff_user_idx" ON "staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_search_idx" ON "staff" USING gin (("name" || ' ' || coalesce("phone", '') || ' ' || coalesce("national_id", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "stations_name_uq" ON "stations" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "stations_country_idx" ON "stations" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "stations_picture_idx" ON "stations" USING btree ("picture_id");--> statement-breakpoint
CREATE INDEX "stations_search_idx" ON "stations" USING gin (("name" || ' ' || "city" || ' ' || coalesce("phone", '') || ' ' || coalesce("email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_name_country_uq" ON "vendors" USING btree (lower("name"),"country_id");--> statement-breakpoint
CREATE INDEX "vendors_country_idx" ON "vendors" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "vendors_currency_idx" ON "vendors" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "vendors_picture_idx" ON "vendors" USING btree ("picture_id");--> statement-breakpoint
CREATE INDEX "vendors_id_card_idx" ON "vendors" USING btree ("id_card_id");--> statement-breakpoint
CREATE INDEX "vendors_search_idx" ON "vendors" USING gin (("name" || ' ' || coalesce("phone", '') || ' ' || coalesce("email", '') || ' ' || coalesce("city", '')) gin_trgm_ops);