CREATE TABLE "exchange_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency" varchar(3) NOT NULL,
	"base" varchar(3) NOT NULL,
	"date" date NOT NULL,
	"rate" numeric(20, 10) NOT NULL,
	"entered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"details" text,
	"receipt_id" uuid,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"location" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"from_station_id" integer NOT NULL,
	"to_station_id" integer NOT NULL,
	"date" date NOT NULL,
	"rate" numeric(20, 8) NOT NULL,
	"move_expenses" numeric(18, 2) DEFAULT '0' NOT NULL,
	"cost_before" numeric(18, 2) NOT NULL,
	"currency_before" varchar(3) NOT NULL,
	"cost_after" numeric(18, 2) NOT NULL,
	"currency_after" varchar(3) NOT NULL,
	"details" text,
	"moved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"thumb_id" uuid NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"stock_no" text GENERATED ALWAYS AS ('KR-' || lpad(id::text, 6, '0')) STORED NOT NULL,
	"chassis_no" text NOT NULL,
	"model" text NOT NULL,
	"category_id" integer,
	"body_type" text,
	"year" smallint,
	"month" smallint,
	"engine_cc" integer,
	"mileage_km" integer,
	"seats" smallint,
	"doors" smallint,
	"cylinders" smallint,
	"horsepower" integer,
	"steering" text,
	"drive" text,
	"transmission" text,
	"fuel" text,
	"condition" text,
	"colour" text,
	"details" text,
	"vendor_id" integer NOT NULL,
	"purchase_date" date NOT NULL,
	"purchase_price" numeric(18, 2) NOT NULL,
	"purchase_currency" varchar(3) NOT NULL,
	"purchase_details" text,
	"vendor_due_date" date,
	"country_id" integer NOT NULL,
	"station_id" integer NOT NULL,
	"location" text,
	"moved" boolean DEFAULT false NOT NULL,
	"cost" numeric(18, 2) NOT NULL,
	"cost_currency" varchar(3) NOT NULL,
	"status" text DEFAULT 'in_stock' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_base_currencies_code_fk" FOREIGN KEY ("base") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_receipt_id_files_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_updates" ADD CONSTRAINT "location_updates_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_updates" ADD CONSTRAINT "location_updates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moves" ADD CONSTRAINT "moves_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moves" ADD CONSTRAINT "moves_from_station_id_stations_id_fk" FOREIGN KEY ("from_station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moves" ADD CONSTRAINT "moves_to_station_id_stations_id_fk" FOREIGN KEY ("to_station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moves" ADD CONSTRAINT "moves_currency_before_currencies_code_fk" FOREIGN KEY ("currency_before") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moves" ADD CONSTRAINT "moves_currency_after_currencies_code_fk" FOREIGN KEY ("currency_after") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moves" ADD CONSTRAINT "moves_moved_by_users_id_fk" FOREIGN KEY ("moved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_photos" ADD CONSTRAINT "vehicle_photos_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_photos" ADD CONSTRAINT "vehicle_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_photos" ADD CONSTRAINT "vehicle_photos_thumb_id_files_id_fk" FOREIGN KEY ("thumb_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_purchase_currency_currencies_code_fk" FOREIGN KEY ("purchase_currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_cost_currency_currencies_code_fk" FOREIGN KEY ("cost_currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_currency_date_uq" ON "exchange_rates" USING btree ("currency","base","date");--> statement-breakpoint
CREATE INDEX "exchange_rates_base_idx" ON "exchange_rates" USING btree ("base");--> statement-breakpoint
CREATE INDEX "exchange_rates_entered_by_idx" ON "exchange_rates" USING btree ("entered_by");--> statement-breakpoint
CREATE INDEX "expenses_vehicle_idx" ON "expenses" USING btree ("vehicle_id","date");--> statement-breakpoint
CREATE INDEX "expenses_currency_idx" ON "expenses" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "expenses_receipt_idx" ON "expenses" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "expenses_created_by_idx" ON "expenses" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "location_updates_vehicle_idx" ON "location_updates" USING btree ("vehicle_id","at");--> statement-breakpoint
CREATE INDEX "location_updates_user_idx" ON "location_updates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "moves_vehicle_idx" ON "moves" USING btree ("vehicle_id","date");--> statement-breakpoint
CREATE INDEX "moves_from_idx" ON "moves" USING btree ("from_station_id");--> statement-breakpoint
CREATE INDEX "moves_to_idx" ON "moves" USING btree ("to_station_id");--> statement-breakpoint
CREATE INDEX "moves_currency_before_idx" ON "moves" USING btree ("currency_before");--> statement-breakpoint
CREATE INDEX "moves_currency_after_idx" ON "moves" USING btree ("currency_after");--> statement-breakpoint
CREATE INDEX "moves_by_idx" ON "moves" USING btree ("moved_by");--> statement-breakpoint
CREATE INDEX "vehicle_photos_vehicle_idx" ON "vehicle_photos" USING btree ("vehicle_id","position");--> statement-breakpoint
CREATE INDEX "vehicle_photos_file_idx" ON "vehicle_photos" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "vehicle_photos_thumb_idx" ON "vehicle_photos" USING btree ("thumb_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_chassis_uq" ON "vehicles" USING btree (upper("chassis_no"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_stock_no_uq" ON "vehicles" USING btree ("stock_no");--> statement-breakpoint
CREATE INDEX "vehicles_category_idx" ON "vehicles" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "vehicles_vendor_idx" ON "vehicles" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "vehicles_country_idx" ON "vehicles" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "vehicles_station_idx" ON "vehicles" USING btree ("station_id");--> statement-breakpoint
CREATE INDEX "vehicles_purchase_currency_idx" ON "vehicles" USING btree ("purchase_currency");--> statement-breakpoint
CREATE INDEX "vehicles_cost_currency_idx" ON "vehicles" USING btree ("cost_currency");--> statement-breakpoint
CREATE INDEX "vehicles_created_by_idx" ON "vehicles" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "vehicles_status_date_idx" ON "vehicles" USING btree ("status","purchase_date");--> statement-breakpoint
CREATE INDEX "vehicles_purchase_date_idx" ON "vehicles" USING btree ("purchase_date");--> statement-breakpoint
CREATE INDEX "vehicles_search_idx" ON "vehicles" USING gin (("stock_no" || ' ' || "chassis_no" || ' ' || "model" || ' ' || coalesce("colour", '')) gin_trgm_ops);