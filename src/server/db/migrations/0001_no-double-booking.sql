-- No double booking, enforced by PostgreSQL (DESIGN §3). '[]' because SPEC §5 counts edge days
-- as overlapping. Only live holds and paid stays block; an approved cancellation frees the dates.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "room_id" WITH =,
  daterange("start_date", "end_date", '[]') WITH &&
) WHERE ("status" IN ('held', 'paid') AND "c_status" IS DISTINCT FROM 'approved');
