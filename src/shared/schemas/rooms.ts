import { z } from 'zod';
import { MAX_GUESTS, ROOM_SORTS } from '../domain/room-search.ts';
import { ROOM_CATEGORIES } from '../domain/humanize-category.ts';
import { formatBdt } from '../domain/money.ts';
import { MAX_ROOM_PRICE_BDT } from '../domain/stay-limits.ts';
import { messages } from '../messages.ts';
import { isoDateSchema } from './common.ts';

/** Room as the API answers it; `price` is BDT per night. SPEC §3 Room. */
export const roomSchema = z.object({
  _id: z.string(),
  title: z.string(),
  host: z.string(),
  price: z.number(),
  capacity: z.number().int(),
  description: z.string(),
  category: z.enum(ROOM_CATEGORIES),
  image: z.string(),
  gallery: z.array(z.string()),
  facilities: z.array(z.string()),
  likes: z.number().int(),
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
});
export type Room = z.infer<typeof roomSchema>;

/** Room detail adds the caller's liked state. */
export const roomDetailSchema = roomSchema.extend({ isLiked: z.boolean() });
export type RoomDetail = z.infer<typeof roomDetailSchema>;

// Kept in a zod-free module so the first page's JavaScript can use them (issue 11).
export { MAX_GUESTS, ROOM_SORTS, type RoomSort } from '../domain/room-search.ts';

/**
 * GET /all-rooms query: category (SPEC §7) plus the stay search. checkIn/checkOut come
 * together; the service checks them against today in hotel time like a booking's dates.
 */
export const roomListQuerySchema = z.object({
  category: z.enum(ROOM_CATEGORIES).optional(),
  checkIn: isoDateSchema.optional(),
  checkOut: isoDateSchema.optional(),
  guests: z.coerce.number().int('Guests must be a whole number').min(1, 'Guests must be at least 1').max(MAX_GUESTS, `Guests can be at most ${MAX_GUESTS}`).optional(),
  sort: z.enum(ROOM_SORTS).optional(),
});
export type RoomListQuery = z.infer<typeof roomListQuerySchema>;

/** A listed room; with a stay searched, also its nights and total for that stay (BDT), else null. */
export const roomListItemSchema = roomSchema.extend({
  stayNights: z.number().int().nullable(),
  stayTotal: z.number().nullable(),
});
export type RoomListItem = z.infer<typeof roomListItemSchema>;
export const roomListSchema = z.array(roomListItemSchema);

/** SPEC §7 GET /reservation-data/{roomId}: dates that still block bookings. */
export const reservationSchema = z.object({
  _id: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  c_status: z.string().nullable(),
});
export const reservationListSchema = z.array(reservationSchema);

/** SPEC §7 GET /reviews/{roomId}. */
export const reviewSchema = z.object({
  _id: z.string(),
  user: z.object({ name: z.string(), photo: z.string().nullable() }),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListSchema = z.array(reviewSchema);

/**
 * SPEC §7 POST /add-room and PUT /edit-room/{id} body, with SPEC §5's messages. `price` is
 * BDT per night; `host` and `likes` in the body are ignored (the server sets the host to the
 * calling admin). Blank facilities are dropped before the "at least two" rule.
 */
export const roomInputSchema = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(120, 'Title is too long'),
  price: z.coerce
    .number({ error: 'Price must be a number' })
    .positive('Price must be more than 0')
    .max(MAX_ROOM_PRICE_BDT, `Price can be at most ${formatBdt(MAX_ROOM_PRICE_BDT)} per night`),
  capacity: z.coerce.number({ error: 'Capacity must be a number' }).int('Capacity must be a whole number').min(1, 'Capacity must be at least 1').max(50, 'Capacity is too high'),
  category: z.enum(ROOM_CATEGORIES, { error: 'Category is required' }),
  description: z.string({ error: 'Description is required' }).trim().min(1, 'Description is required').max(5000, 'Description is too long'),
  image: z.string({ error: messages.mainImageMissing }).trim().min(1, messages.mainImageMissing),
  gallery: z
    .array(z.string().trim(), { error: messages.galleryMissing })
    .refine((images) => images.length === 5 && images.every(Boolean), messages.galleryMissing),
  facilities: z
    .array(z.string(), { error: messages.facilitiesTooFew })
    .transform((items) => items.map((f) => f.trim()).filter(Boolean))
    .refine((items) => items.length >= 2, messages.facilitiesTooFew),
  host: z.unknown().optional(),
  likes: z.unknown().optional(),
});
export type RoomInput = z.infer<typeof roomInputSchema>;
