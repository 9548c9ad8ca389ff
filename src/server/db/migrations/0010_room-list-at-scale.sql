ALTER TABLE "rooms" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_live_stay_range_idx" ON "bookings" USING gist (daterange("start_date", "end_date", '[]')) WHERE "bookings"."status" in ('held', 'paid') and "bookings"."c_status" is distinct from 'approved';--> statement-breakpoint
UPDATE "rooms" SET "review_count" = t.n, "rating_total" = t.total
FROM (SELECT "room_id", count(*)::int AS n, sum("rating")::int AS total FROM "reviews" GROUP BY "room_id") t
WHERE "rooms"."id" = t."room_id";--> statement-breakpoint
CREATE FUNCTION "reviews_room_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "rooms" SET "review_count" = "review_count" - 1, "rating_total" = "rating_total" - OLD."rating" WHERE "id" = OLD."room_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "rooms" SET "review_count" = "review_count" + 1, "rating_total" = "rating_total" + NEW."rating" WHERE "id" = NEW."room_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reviews_room_totals" AFTER INSERT OR DELETE OR UPDATE OF "rating", "room_id" ON "reviews"
FOR EACH ROW EXECUTE FUNCTION "reviews_room_totals"();
