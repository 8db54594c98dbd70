DROP INDEX "vehicles_station_idx";--> statement-breakpoint
DROP INDEX "vehicles_status_date_idx";--> statement-breakpoint
DROP INDEX "vehicles_purchase_date_idx";--> statement-breakpoint
CREATE INDEX "sales_date_idx" ON "sales" USING btree ("date");--> statement-breakpoint
CREATE INDEX "vehicles_stock_value_idx" ON "vehicles" USING btree ("status","country_id","cost_currency","cost");--> statement-breakpoint
CREATE INDEX "vehicles_station_stock_idx" ON "vehicles" USING btree ("station_id","status","cost_currency","cost");--> statement-breakpoint
CREATE INDEX "vehicles_station_idx" ON "vehicles" USING btree ("station_id","status","purchase_date","id");--> statement-breakpoint
CREATE INDEX "vehicles_status_date_idx" ON "vehicles" USING btree ("status","purchase_date","id");--> statement-breakpoint
CREATE INDEX "vehicles_purchase_date_idx" ON "vehicles" USING btree ("purchase_date","id");