CREATE INDEX "bookings_booking_date_idx" ON "bookings" USING btree ("booking_date","id");--> statement-breakpoint
CREATE INDEX "bookings_stay_idx" ON "bookings" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE INDEX "bookings_price_idx" ON "bookings" USING btree ("price_poisha","id");--> statement-breakpoint
CREATE INDEX "bookings_c_status_idx" ON "bookings" USING btree ("c_status","booking_date") WHERE "bookings"."c_status" is not null;--> statement-breakpoint
CREATE INDEX "payments_paid_at_idx" ON "payments" USING btree ("paid_at","id") WHERE "payments"."status" in ('paid', 'refunded');--> statement-breakpoint
CREATE INDEX "payments_status_paid_at_idx" ON "payments" USING btree ("status","paid_at","id");--> statement-breakpoint
CREATE INDEX "payments_amount_idx" ON "payments" USING btree ("amount_poisha","id");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");