CREATE TABLE "export_files" (
	"vehicle_id" integer PRIMARY KEY NOT NULL,
	"dereg_applied_on" date,
	"dereg_certificate_no" text,
	"planned_export_on" date,
	"dereg_issued_on" date,
	"dereg_returned_on" date,
	"inspection_agency" text,
	"inspection_booked_on" date,
	"inspection_result" text,
	"inspected_on" date,
	"inspection_certificate_no" text,
	"inspection_expires_on" date,
	"export_permit_no" text,
	"export_permit_on" date,
	"originals_courier" text,
	"originals_tracking" text,
	"originals_sent_on" date,
	"originals_delivered_on" date,
	"recycle_claimed_on" date,
	"recycle_amount" numeric(18, 2),
	"recycle_received_on" date,
	"notes" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "export_files" ADD CONSTRAINT "export_files_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_files" ADD CONSTRAINT "export_files_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "export_files_dereg_certificate_uq" ON "export_files" USING btree (upper("dereg_certificate_no"));--> statement-breakpoint
CREATE UNIQUE INDEX "export_files_inspection_certificate_uq" ON "export_files" USING btree (upper("inspection_certificate_no"));--> statement-breakpoint
CREATE UNIQUE INDEX "export_files_permit_uq" ON "export_files" USING btree (upper("export_permit_no"));--> statement-breakpoint
CREATE INDEX "export_files_planned_idx" ON "export_files" USING btree ("planned_export_on") WHERE "export_files"."dereg_issued_on" is not null and "export_files"."dereg_returned_on" is null;--> statement-breakpoint
CREATE INDEX "export_files_updated_by_idx" ON "export_files" USING btree ("updated_by");