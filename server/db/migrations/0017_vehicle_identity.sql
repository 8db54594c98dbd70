ALTER TABLE "vehicles" ADD COLUMN "model_code" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "first_reg_year" smallint;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "first_reg_month" smallint;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "length_mm" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "width_mm" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "height_mm" integer;