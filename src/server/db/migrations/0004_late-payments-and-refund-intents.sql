ALTER TYPE "public"."payment_status" ADD VALUE 'cancelled';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'refund_pending';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_checked_at" timestamp with time zone;