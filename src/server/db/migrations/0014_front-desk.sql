CREATE TYPE "public"."cancellation_outcome" AS ENUM('full-refund', 'first-night-kept', 'no-refund');--> statement-breakpoint
CREATE TYPE "public"."housekeeping_status" AS ENUM('clean', 'dirty', 'inspected', 'out-of-order');--> statement-breakpoint
CREATE TYPE "public"."id_type" AS ENUM('nid', 'passport', 'driving-licence', 'birth-certificate');--> statement-breakpoint
CREATE TYPE "public"."stay_status" AS ENUM('expected', 'checked-in', 'checked-out');--> statement-breakpoint
ALTER TYPE "public"."booking_status" ADD VALUE 'no_show';--> statement-breakpoint
CREATE TABLE "guest_notes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"notes" text NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"nationality" text NOT NULL,
	"id_type" "id_type" NOT NULL,
	"id_number" text,
	"adults" integer NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"companions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"passport_number" text,
	"visa_type" text,
	"visa_number" text,
	"arriving_from" text,
	"next_destination" text,
	"purpose_of_visit" text,
	"created_by" text NOT NULL,
	"id_purged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_registrations_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "guest_registrations_guests" CHECK ("guest_registrations"."adults" >= 1 and "guest_registrations"."children" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "stay_status" "stay_status" DEFAULT 'expected' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checked_in_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checked_out_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "no_show_by" text;--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD COLUMN "requested_by" text;--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD COLUMN "outcome" "cancellation_outcome";--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD COLUMN "refund_poisha" bigint;--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD COLUMN "override_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_poisha" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "physical_rooms" ADD COLUMN "housekeeping_status" "housekeeping_status" DEFAULT 'clean' NOT NULL;--> statement-breakpoint
ALTER TABLE "physical_rooms" ADD COLUMN "housekeeping_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "physical_rooms" ADD COLUMN "housekeeping_updated_by" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "method" "payment_method" DEFAULT 'gateway' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "guest_notes" ADD CONSTRAINT "guest_notes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_notes" ADD CONSTRAINT "guest_notes_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_registrations" ADD CONSTRAINT "guest_registrations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_registrations" ADD CONSTRAINT "guest_registrations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_registrations" ADD CONSTRAINT "guest_registrations_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_registrations_user_idx" ON "guest_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "guest_registrations_nationality_idx" ON "guest_registrations" USING btree ("nationality","created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_checked_in_by_user_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_checked_out_by_user_id_fk" FOREIGN KEY ("checked_out_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_show_by_user_id_fk" FOREIGN KEY ("no_show_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD CONSTRAINT "cancellation_requests_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_rooms" ADD CONSTRAINT "physical_rooms_housekeeping_updated_by_user_id_fk" FOREIGN KEY ("housekeeping_updated_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_end_date_idx" ON "bookings" USING btree ("end_date");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_within_amount" CHECK ("payments"."refunded_poisha" between 0 and "payments"."amount_poisha");--> statement-breakpoint
-- A payment refunded before issue 28 went back whole.
UPDATE "payments" SET "refunded_poisha" = "amount_poisha" WHERE "status" = 'refunded';