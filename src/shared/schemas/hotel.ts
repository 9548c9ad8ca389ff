import { z } from 'zod';

/**
 * The hotel's identity as invoices and e-mails print it (HOTEL_NAME, HOTEL_ADDRESS, HOTEL_EMAIL;
 * docs/product/screens.md#invoice). It comes from the server's configuration only, so the web
 * learns it from GET /api/booking-limits instead of carrying its own copy.
 */
export const hotelIdentitySchema = z.object({
  name: z.string().min(1),
  /** Postal address, one printed line each (HOTEL_ADDRESS split at `|`). */
  addressLines: z.array(z.string().min(1)),
  email: z.string(),
});
export type HotelIdentity = z.infer<typeof hotelIdentitySchema>;
