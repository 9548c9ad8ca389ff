ALTER TABLE "bookings" ALTER COLUMN "price_poisha" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_poisha" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "amount_poisha" SET DATA TYPE bigint;