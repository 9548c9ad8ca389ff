import { z } from 'zod';
import { roomNumbersSchema } from './physical-rooms.ts';
import { MAX_GUESTS, ROOM_SORTS } from '../domain/room-search.ts';
import { ROOM_CATEGORIES } from '../domain/humanize-category.ts';
import { formatBdt } from '../domain/money.ts';
import { MAX_ROOM_PRICE_BDT } from '../domain/stay-limits.ts';
import { messages } from '../messages.ts';
import { isoDateSchema } from './common.ts';
import { pageMetaFields, pageNumberFields } from './paging.ts';

/** Room as the API answers it; `price` is BDT per night. docs/product/entities.md#room. */
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
export { type RoomSort } from '../domain/room-search.ts';

/**
 * GET /all-rooms query: category (docs/product/api.md#rooms) plus the stay search. checkIn/checkOut come
 * together; the service checks them against today in hotel time like a booking's dates.
 * With `page` or `pageSize` the answer is one page (roomPageSchema) instead of the whole list.
 */
export const roomListQuerySchema = z.object({
  ...pageNumberFields,
  category: z.enum(ROOM_CATEGORIES).optional(),
  checkIn: isoDateSchema.optional(),
  checkOut: isoDateSchema.optional(),
  guests: z.coerce
    .number()
    .int('Guests must be a whole number')
    .min(1, 'Guests must be at least 1')
    .max(MAX_GUESTS, `Guests can be at most ${MAX_GUESTS}`)
    .optional(),
  sort: z.enum(ROOM_SORTS).optional(),
});
export type RoomListQuery = z.infer<typeof roomListQuerySchema>;

/**
 * A listed room; with a stay searched, also its nights and total for that stay (BDT), else null.
 * Issue 27: `roomsLeft` is how many physical rooms of the type are free for the searched stay
 * (null without one), `roomsInService` how many it has in service ("Only N left", fewRoomsLeft).
 */
const roomListItemSchema = roomSchema.extend({
  stayNights: z.number().int().nullable(),
  stayTotal: z.number().nullable(),
  roomsLeft: z.number().int().nullable(),
  roomsInService: z.number().int(),
});
export type RoomListItem = z.infer<typeof roomListItemSchema>;
export const roomListSchema = z.array(roomListItemSchema);
/** One page of the room list (issue 11: a hotel of 10,000 rooms is not sent whole). */
export const roomPageSchema = z.object({ items: roomListSchema, ...pageMetaFields });
export type RoomPage = z.infer<typeof roomPageSchema>;

/** docs/product/api.md#rooms GET /reservation-data/{roomId}: dates that still block bookings. */
export const reservationSchema = z.object({
  _id: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  c_status: z.string().nullable(),
  /** Issue 24: the caller's own stay (the calendar marks it "Your booking", not taken by another guest). */
  isOwn: z.boolean(),
});
export const reservationListSchema = z.array(reservationSchema);

/** GET /room/{id}/availability query (issue 27): a stay, checked like the search's. */
export const roomAvailabilityQuerySchema = z.object({ checkIn: isoDateSchema, checkOut: isoDateSchema });

/**
 * GET /room/{id}/availability (issue 27, "the availability check"): whether one physical room of
 * the type is free for the whole stay, how many are, and how many the type has in service.
 */
export const roomAvailabilitySchema = z.object({
  isAvailable: z.boolean(),
  roomsLeft: z.number().int(),
  roomsInService: z.number().int(),
});
export type RoomAvailability = z.infer<typeof roomAvailabilitySchema>;

/** docs/product/api.md#rooms GET /reviews/{roomId}. */
const reviewSchema = z.object({
  _id: z.string(),
  user: z.object({ name: z.string(), photo: z.string().nullable() }),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListSchema = z.array(reviewSchema);

/** Most facilities a room lists, and the longest one (characters), issue #9: the list was unbounded. */
export const MAX_FACILITIES = 20;
export const MAX_FACILITY_LENGTH = 60;
export const facilitiesTooManyMessage = `A room can list at most ${MAX_FACILITIES} facilities`;
export const facilityTooLongMessage = `A facility can be at most ${MAX_FACILITY_LENGTH} characters`;

/**
 * A number, or decimal text such as "2500" or "2500.50" (the form's inputs), as a number;
 * anything else is passed on unchanged for z.number() to refuse. Unlike z.coerce.number() it
 * never reads "0x10" as 16, "1e3" as 1000, "" or " " as 0, or true as 1 (issue #9).
 */
function decimalInput(value: unknown): unknown {
  if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return value;
}

/**
 * docs/product/api.md#admin-rooms POST /add-room and PUT /edit-room/{id} body, with docs/product/messages.md#validation-messages. `price` is
 * BDT per night; `host` and `likes` in the body are ignored (the server sets the host to the
 * calling admin). Blank facilities are dropped before the "at least two" rule; at most
 * MAX_FACILITIES entries (blank ones included) of at most MAX_FACILITY_LENGTH characters each.
 * Price and capacity take numbers or decimal text only (docs/product/rules.md "Price and capacity are numeric").
 */
export const roomInputSchema = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(120, 'Title is too long'),
  price: z.preprocess(
    decimalInput,
    z
      .number({ error: 'Price must be a number' })
      .positive('Price must be more than 0')
      .max(MAX_ROOM_PRICE_BDT, `Price can be at most ${formatBdt(MAX_ROOM_PRICE_BDT)} per night`),
  ),
  capacity: z.preprocess(
    decimalInput,
    z
      .number({ error: 'Capacity must be a number' })
      .int('Capacity must be a whole number')
      .min(1, 'Capacity must be at least 1')
      .max(50, 'Capacity is too high'),
  ),
  category: z.enum(ROOM_CATEGORIES, { error: 'Category is required' }),
  description: z.string({ error: 'Description is required' }).trim().min(1, 'Description is required').max(5000, 'Description is too long'),
  image: z.string({ error: messages.mainImageMissing }).trim().min(1, messages.mainImageMissing),
  gallery: z
    .array(z.string().trim(), { error: messages.galleryMissing })
    .refine((images) => images.length === 5 && images.every(Boolean), messages.galleryMissing),
  facilities: z
    .array(z.string({ error: messages.facilitiesTooFew }).trim().max(MAX_FACILITY_LENGTH, facilityTooLongMessage), {
      error: messages.facilitiesTooFew,
    })
    .max(MAX_FACILITIES, facilitiesTooManyMessage)
    .transform((items) => items.map((f) => f.trim()).filter(Boolean))
    .refine((items) => items.length >= 2, messages.facilitiesTooFew),
  host: z.unknown().optional(),
  likes: z.unknown().optional(),
});
export type RoomInput = z.infer<typeof roomInputSchema>;

/**
 * POST /add-room's body: the spec's room, plus (issue 27) the optional numbers of the type's
 * physical rooms; without them the type gets one room with the next free number.
 */
export const addRoomInputSchema = roomInputSchema.extend({ roomNumbers: roomNumbersSchema.optional() });
export type AddRoomInput = z.infer<typeof addRoomInputSchema>;
