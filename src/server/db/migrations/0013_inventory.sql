-- One inventory (issue 27, docs/decisions/026-one-inventory.md): a rooms row is a room type with physical rooms; each
-- booking holds one physical room and the no-double-booking constraint moves to it.
CREATE TYPE "public"."block_kind" AS ENUM('out-of-order', 'maintenance', 'owner-use');--> statement-breakpoint
CREATE TYPE "public"."booking_source" AS ENUM('website', 'walk-in', 'phone', 'facebook', 'whatsapp', 'ota');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('gateway', 'cash', 'bkash', 'nagad', 'card', 'bank-transfer');--> statement-breakpoint
CREATE TABLE "physical_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"number" text NOT NULL,
	"floor" integer,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "physical_rooms_number_nonblank" CHECK (length(btrim("physical_rooms"."number")) between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "room_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"physical_room_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"kind" "block_kind" NOT NULL,
	"reason" text NOT NULL,
	"created_by" text NOT NULL,
	"ended_early_at" timestamp with time zone,
	"ended_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_blocks_end_after_start" CHECK ("room_blocks"."end_date" > "room_blocks"."start_date")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "physical_room_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "source" "booking_source" DEFAULT 'website' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "source_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" "payment_method" DEFAULT 'gateway' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "taken_by" text;--> statement-breakpoint
ALTER TABLE "physical_rooms" ADD CONSTRAINT "physical_rooms_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_blocks" ADD CONSTRAINT "room_blocks_physical_room_id_physical_rooms_id_fk" FOREIGN KEY ("physical_room_id") REFERENCES "public"."physical_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_blocks" ADD CONSTRAINT "room_blocks_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_blocks" ADD CONSTRAINT "room_blocks_ended_by_user_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "physical_rooms_room_idx" ON "physical_rooms" USING btree ("room_id");--> statement-breakpoint
CREATE UNIQUE INDEX "physical_rooms_number_unique" ON "physical_rooms" USING btree ("number") WHERE "physical_rooms"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "room_blocks_room_idx" ON "room_blocks" USING btree ("physical_room_id","end_date");--> statement-breakpoint
CREATE INDEX "room_blocks_range_idx" ON "room_blocks" USING gist (daterange("start_date", "end_date", '[]'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_physical_room_id_physical_rooms_id_fk" FOREIGN KEY ("physical_room_id") REFERENCES "public"."physical_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_taken_by_user_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_physical_room_idx" ON "bookings" USING btree ("physical_room_id","end_date");--> statement-breakpoint
CREATE INDEX "bookings_source_idx" ON "bookings" USING btree ("source","booking_date");--> statement-breakpoint
-- Every existing room becomes a type with one physical room, numbered in the order rooms were added; every booking keeps its room.
INSERT INTO "physical_rooms" ("room_id", "number", "created_at")
  SELECT "id", (row_number() OVER (ORDER BY "created_at", "id"))::text, "created_at" FROM "rooms";--> statement-breakpoint
UPDATE "bookings" b SET "physical_room_id" = p."id" FROM "physical_rooms" p WHERE p."room_id" = b."room_id";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "physical_room_id" SET NOT NULL;--> statement-breakpoint
-- The constraint keeps the bounds and predicate the hotel's turnover setting gave it (db/overlap-rule.ts); only the column changes.
DO $$
DECLARE def text;
BEGIN
  SELECT pg_get_constraintdef(oid) INTO def FROM pg_constraint WHERE conname = 'bookings_no_overlap' AND conrelid = 'bookings'::regclass;
  IF def IS NULL OR def !~ '^EXCLUDE USING gist \(room_id WITH =' THEN
    RAISE EXCEPTION 'bookings_no_overlap is not the expected constraint: %', def;
  END IF;
  ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";
  EXECUTE 'ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap ' || regexp_replace(def, '^EXCLUDE USING gist \(room_id WITH =', 'EXCLUDE USING gist (physical_room_id WITH =');
END $$;--> statement-breakpoint
-- Two blocks of one physical room never share a night.
ALTER TABLE "room_blocks" ADD CONSTRAINT "room_blocks_no_overlap" EXCLUDE USING gist (
  "physical_room_id" WITH =,
  daterange("start_date", "end_date", '[)') WITH &&
);
