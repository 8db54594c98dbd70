CREATE TABLE "auction_purchases" (
	"vehicle_id" integer PRIMARY KEY NOT NULL,
	"venue" text NOT NULL,
	"sale_date" date NOT NULL,
	"lot_no" text NOT NULL,
	"overall_grade" text,
	"interior_grade" text,
	"exterior_grade" text,
	"sheet_mileage_km" integer,
	"sheet_id" uuid,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_jobs" (
	"job" text NOT NULL,
	"day" date NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_jobs_job_day_pk" PRIMARY KEY("job","day")
);
--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "line_kind" text;--> statement-breakpoint
ALTER TABLE "export_files" ADD COLUMN "tax_claim_period_end" date;--> statement-breakpoint
ALTER TABLE "export_files" ADD COLUMN "tax_refund_amount" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "export_files" ADD COLUMN "tax_refunded_on" date;--> statement-breakpoint
ALTER TABLE "export_files" ADD COLUMN "dereg_document_id" uuid;--> statement-breakpoint
ALTER TABLE "export_files" ADD COLUMN "inspection_document_id" uuid;--> statement-breakpoint
ALTER TABLE "export_files" ADD COLUMN "permit_document_id" uuid;--> statement-breakpoint
ALTER TABLE "export_files" ADD COLUMN "originals_document_id" uuid;--> statement-breakpoint
ALTER TABLE "export_files" ADD COLUMN "recycle_document_id" uuid;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "auction_payment_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "reinspection_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "originals_after_payment_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "tax_period_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "fiscal_year_end_month" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_purchases" ADD CONSTRAINT "auction_purchases_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_purchases" ADD CONSTRAINT "auction_purchases_sheet_id_files_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_purchases" ADD CONSTRAINT "auction_purchases_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auction_purchases_lot_uq" ON "auction_purchases" USING btree (upper("venue"),"sale_date",upper("lot_no"));--> statement-breakpoint
CREATE INDEX "auction_purchases_sheet_idx" ON "auction_purchases" USING btree ("sheet_id");--> statement-breakpoint
CREATE INDEX "auction_purchases_updated_by_idx" ON "auction_purchases" USING btree ("updated_by");--> statement-breakpoint
ALTER TABLE "export_files" ADD CONSTRAINT "export_files_dereg_document_id_files_id_fk" FOREIGN KEY ("dereg_document_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_files" ADD CONSTRAINT "export_files_inspection_document_id_files_id_fk" FOREIGN KEY ("inspection_document_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_files" ADD CONSTRAINT "export_files_permit_document_id_files_id_fk" FOREIGN KEY ("permit_document_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_files" ADD CONSTRAINT "export_files_originals_document_id_files_id_fk" FOREIGN KEY ("originals_document_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_files" ADD CONSTRAINT "export_files_recycle_document_id_files_id_fk" FOREIGN KEY ("recycle_document_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_line_kind_idx" ON "expenses" USING btree ("vehicle_id","line_kind") WHERE "expenses"."line_kind" is not null;--> statement-breakpoint
CREATE INDEX "export_files_dereg_document_idx" ON "export_files" USING btree ("dereg_document_id");--> statement-breakpoint
CREATE INDEX "export_files_inspection_document_idx" ON "export_files" USING btree ("inspection_document_id");--> statement-breakpoint
CREATE INDEX "export_files_permit_document_idx" ON "export_files" USING btree ("permit_document_id");--> statement-breakpoint
CREATE INDEX "export_files_originals_document_idx" ON "export_files" USING btree ("originals_document_id");--> statement-breakpoint
CREATE INDEX "export_files_recycle_document_idx" ON "export_files" USING btree ("recycle_document_id");