/**
 * The guest register's contracts (issue 28): the record taken at check-in (identity document,
 * guests, and for foreign nationals passport, visa and travel), what the check-in page reads,
 * the check-out reply and the daily foreign guests register. Money is BDT in the API; dates
 * `YYYY-MM-DD` in hotel time. Nationality is ISO 3166-1 alpha-2 (`BD`: Bangladeshi).
 */
import { z } from 'zod';
import { HOUSEKEEPING_STATUSES, ID_TYPES, STAY_STATUSES } from './desk-vocabularies.ts';
import { isoDateSchema } from './common.ts';

/** The nationality of a Bangladeshi guest; any other is a foreign national. */
export const BANGLADESH = 'BD';

/** The fields a foreign national must give (issue 28), with their labels for messages. */
export const FOREIGNER_FIELDS = {
  passportNumber: 'Passport number',
  visaType: 'Visa type',
  visaNumber: 'Visa number',
  arrivingFrom: 'Arriving from',
  nextDestination: 'Next destination',
  purposeOfVisit: 'Purpose of visit',
} as const;
type ForeignerField = keyof typeof FOREIGNER_FIELDS;

/** The foreigner fields as stored and answered: each a string, or null for a Bangladeshi guest. */
const foreignerRecordShape = Object.fromEntries(Object.keys(FOREIGNER_FIELDS).map((field) => [field, z.string().nullable()])) as Record<
  ForeignerField,
  z.ZodNullable<z.ZodString>
>;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`);
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .optional()
    .transform((v) => v || null);

/** A Bangladeshi mobile (11 digits, 01…) or an international number (+ and 8–15 digits). */
const registerPhoneSchema = z
  .string({ error: 'Phone is required' })
  .trim()
  .regex(/^(01\d{9}|\+\d{8,15})$/, 'Enter an 11-digit Bangladeshi phone (01…) or an international one (+…)');

/** POST /api/admin/bookings/{id}/check-in: the guest register record. */
export const guestRegisterBodySchema = z
  .object({
    fullName: text('Full name', 120),
    phone: registerPhoneSchema,
    address: text('Address', 300),
    nationality: z
      .string({ error: 'Nationality is required' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Choose a nationality'),
    idType: z.enum(ID_TYPES, { error: 'Choose an ID type' }),
    idNumber: text('ID number', 40),
    adults: z.coerce.number({ error: 'Adults must be a number' }).int().min(1, 'At least 1 adult').max(20),
    children: z.coerce.number({ error: 'Children must be a number' }).int().min(0, 'Children cannot be negative').max(20),
    companions: z.array(text('Companion name', 120)).max(40).default([]),
    passportNumber: optionalText('Passport number', 40),
    visaType: optionalText('Visa type', 60),
    visaNumber: optionalText('Visa number', 40),
    arrivingFrom: optionalText('Arriving from', 120),
    nextDestination: optionalText('Next destination', 120),
    purposeOfVisit: optionalText('Purpose of visit', 200),
  })
  .superRefine((body, ctx) => {
    const others = body.adults + body.children - 1;
    if (body.companions.length !== others) {
      ctx.addIssue({ code: 'custom', path: ['companions'], message: `Enter the name of each other guest (${others})` });
    }
    if (body.nationality === BANGLADESH) return;
    for (const field of Object.keys(FOREIGNER_FIELDS) as ForeignerField[]) {
      if (!body[field])
        ctx.addIssue({ code: 'custom', path: [field], message: `${FOREIGNER_FIELDS[field]} is required for a foreign guest` });
    }
  });
export type GuestRegisterBody = z.input<typeof guestRegisterBodySchema>;
export type GuestRegisterRecord = z.output<typeof guestRegisterBodySchema>;

/** A stored register record, ID numbers whole (the check-in page and the registration card only). */
const guestRegisterSchema = z.object({
  fullName: z.string(),
  phone: z.string(),
  address: z.string(),
  nationality: z.string(),
  idType: z.enum(ID_TYPES),
  idNumber: z.string().nullable(),
  adults: z.number().int(),
  children: z.number().int(),
  companions: z.array(z.string()),
  ...foreignerRecordShape,
});
export type GuestRegister = z.infer<typeof guestRegisterSchema>;

/** GET /api/admin/bookings/{id}/check-in: the stay, its room and readiness, its folio (BDT), the record. */
export const checkInViewSchema = z.object({
  booking: z.object({
    id: z.string(),
    tranId: z.string(),
    status: z.string(),
    stayStatus: z.enum(STAY_STATUSES),
    guestName: z.string(),
    roomId: z.string(),
    roomTitle: z.string(),
    capacity: z.number().int(),
    roomNumber: z.string(),
    housekeepingStatus: z.enum(HOUSEKEEPING_STATUSES),
    checkIn: isoDateSchema,
    checkOut: isoDateSchema,
    nights: z.number().int(),
    checkedInAt: z.string().nullable(),
    checkedOutAt: z.string().nullable(),
  }),
  folio: z.object({ total: z.number(), paid: z.number(), balanceDue: z.number() }),
  /** The stored record, or a draft pre-filled from the guest's profile (`isSaved` false). */
  register: guestRegisterSchema.extend({ isSaved: z.boolean() }),
  canCheckIn: z.boolean(),
  reason: z.string().nullable(),
  canCheckOut: z.boolean(),
});
export type CheckInView = z.infer<typeof checkInViewSchema>;

export const checkInReplySchema = z.object({ stayStatus: z.enum(STAY_STATUSES), roomNumber: z.string() });
export const checkOutReplySchema = z.object({ stayStatus: z.enum(STAY_STATUSES), roomNumber: z.string(), invoiceUrl: z.string() });

/** GET /api/admin/foreign-guests?date= (default: hotel today). */
export const foreignGuestsQuerySchema = z.object({ date: isoDateSchema.optional() });

/** One foreign guest in the house on the register's day; passport and visa numbers whole (staff only). */
const foreignGuestSchema = z.object({
  bookingId: z.string(),
  fullName: z.string(),
  nationality: z.string(),
  ...foreignerRecordShape,
  roomNumber: z.string(),
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
});
export const foreignGuestsSchema = z.object({ date: isoDateSchema, guests: z.array(foreignGuestSchema) });
export type ForeignGuests = z.infer<typeof foreignGuestsSchema>;
