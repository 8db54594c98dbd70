CREATE TABLE "shipment_cars" (
	"shipment_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"override_reason" text,
	"added_by" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_cars_shipment_id_vehicle_id_pk" PRIMARY KEY("shipment_id","vehicle_id")
);
--> statement-breakpoint
CREATE TABLE "shipment_costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"split" text NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"status" text NOT NULL,
	"date" date NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"container_number" text,
	"container_size" text,
	"shipping_line" text NOT NULL,
	"booking_number" text NOT NULL,
	"vessel" text,
	"voyage" text,
	"loading_country_id" integer NOT NULL,
	"port_of_loading" text NOT NULL,
	"port_of_discharge" text NOT NULL,
	"destination_station_id" integer NOT NULL,
	"cy_cutoff" date,
	"doc_cutoff" date,
	"etd" date NOT NULL,
	"eta" date NOT NULL,
	"departed_on" date,
	"arrived_on" date,
	"shipper" text,
	"consignee" text,
	"notify_party" text,
	"bl_number" text,
	"bl_date" date,
	"release_type" text,
	"notes" text,
	"status" text DEFAULT 'booked' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "shipment_cost_id" integer;--> statement-breakpoint
ALTER TABLE "shipment_cars" ADD CONSTRAINT "shipment_cars_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_cars" ADD CONSTRAINT "shipment_cars_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_cars" ADD CONSTRAINT "shipment_cars_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_costs" ADD CONSTRAINT "shipment_costs_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_costs" ADD CONSTRAINT "shipment_costs_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_costs" ADD CONSTRAINT "shipment_costs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_loading_country_id_countries_id_fk" FOREIGN KEY ("loading_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_destination_station_id_stations_id_fk" FOREIGN KEY ("destination_station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_cars_open_uq" ON "shipment_cars" USING btree ("vehicle_id") WHERE "shipment_cars"."open";--> statement-breakpoint
CREATE INDEX "shipment_cars_vehicle_idx" ON "shipment_cars" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "shipment_cars_added_by_idx" ON "shipment_cars" USING btree ("added_by");--> statement-breakpoint
CREATE INDEX "shipment_costs_shipment_idx" ON "shipment_costs" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "shipment_costs_currency_idx" ON "shipment_costs" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "shipment_costs_created_by_idx" ON "shipment_costs" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_idx" ON "shipment_events" USING btree ("shipment_id","id");--> statement-breakpoint
CREATE INDEX "shipment_events_user_idx" ON "shipment_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shipments_eta_idx" ON "shipments" USING btree ("eta","id");--> statement-breakpoint
CREATE INDEX "shipments_status_eta_idx" ON "shipments" USING btree ("status","eta","id");--> statement-breakpoint
CREATE INDEX "shipments_destination_idx" ON "shipments" USING btree ("destination_station_id");--> statement-breakpoint
CREATE INDEX "shipments_loading_country_idx" ON "shipments" USING btree ("loading_country_id");--> statement-breakpoint
CREATE INDEX "shipments_created_by_idx" ON "shipments" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_shipment_cost_id_shipment_costs_id_fk" FOREIGN KEY ("shipment_cost_id") REFERENCES "public"."shipment_costs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_shipment_cost_idx" ON "expenses" USING btree ("shipment_cost_id");