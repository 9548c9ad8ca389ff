-- No double booking, enforced by PostgreSQL (docs/architecture.md#data). '[]' because docs/product/rules.md#availability counts edge days
-- as overlapping. Only live holds and paid stays block; an approved cancellation frees the dates.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "room_id" WITH =,
  daterange("start_date", "end_date", '[]') WITH &&
) WHERE ("status" IN ('held', 'paid') AND "c_status" IS DISTINCT FROM 'approved');
