ALTER TABLE "refunds" ALTER COLUMN "requested_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_claimed_at" timestamp with time zone;