ALTER TABLE "pending_balances" ALTER COLUMN "total" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "pending_balances" ALTER COLUMN "paid" SET DATA TYPE numeric;