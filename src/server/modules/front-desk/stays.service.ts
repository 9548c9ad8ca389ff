/**
 * Check-in with the guest register, check-out, and the foreign guests register (issue 28,
 * decision 027). The server checks every rule under the booking's row lock; checkout's named
 * transitions (checkInStay, checkOutStay) write the stay and its event. Money: BDT in the API,
 * integer poisha inside; dates `YYYY-MM-DD` in hotel time. ID numbers never reach an event, an
 * audit entry or a log.
 */
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { toBdt } from '#shared/domain/money.ts';
import { isEntityId } from '#shared/schemas/common.ts';
import { HOUSEKEEPING_STATUS_LABELS, READY_HOUSEKEEPING_STATUSES } from '#shared/schemas/desk-vocabularies.ts';
import type { CheckInView, ForeignGuests, GuestRegister, GuestRegisterRecord } from '#shared/schemas/guest-register.ts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import { checkInStay, checkOutStay } from '../checkout/checkout.service.ts';
import {
  findForeignGuests,
  findRegistration,
  findStayForCheckIn,
  purgeGuestIds,
  upsertRegistration,
  type StayForCheckIn,
} from './guest-register.repository.ts';

const refuse = (message: string) => new AppError('CANNOT_CHECK_IN', message);

/** Why `stay` cannot check in on hotel day `today` (issue 28 rules, in order), or null when it can. */
function checkInRefusal(stay: StayForCheckIn, today: string): AppError | null {
  if (stay.status !== 'paid') return refuse(`Only a paid booking can check in (this one is ${stay.status.replace('_', '-')})`);
  if (stay.cStatus === 'approved') return refuse('This booking was cancelled');
  if (stay.stayStatus !== 'expected') return refuse(`The guest is already ${stay.stayStatus.replace('-', ' ')}`);
  if (today < stay.checkIn) return new AppError('CHECK_IN_TOO_EARLY', `Check-in opens on ${stay.checkIn}`);
  if (today > stay.checkOut) return refuse(`This stay ended on ${stay.checkOut}`);
  if (!(READY_HOUSEKEEPING_STATUSES as readonly string[]).includes(stay.housekeepingStatus)) {
    const status = HOUSEKEEPING_STATUS_LABELS[stay.housekeepingStatus].toLowerCase();
    return new AppError('ROOM_NOT_READY', `Room ${stay.roomNumber} is ${status}: housekeeping must clean it first`);
  }
  return null;
}

const hotelToday = (app: AppContext) => todayInHotel(new Date(), app.config.hotelTimeZone);

/** The stored record of the booking, or a draft from the guest's profile (name, phone, address). */
async function registerOf(app: AppContext, stay: StayForCheckIn): Promise<GuestRegister & { isSaved: boolean }> {
  const saved = await findRegistration(app.db, stay.id);
  if (saved) {
    const { fullName, phone, address, nationality, idType, idNumber, adults, children, companions } = saved;
    const { passportNumber, visaType, visaNumber, arrivingFrom, nextDestination, purposeOfVisit } = saved;
    const foreign = { passportNumber, visaType, visaNumber, arrivingFrom, nextDestination, purposeOfVisit };
    return { fullName, phone, address, nationality, idType, idNumber, adults, children, companions, ...foreign, isSaved: true };
  }
  return {
    fullName: stay.guestName,
    phone: stay.guestPhone ?? '',
    address: stay.guestAddress ?? '',
    nationality: 'BD',
    idType: 'nid',
    idNumber: null,
    adults: 1,
    children: 0,
    companions: [],
    passportNumber: null,
    visaType: null,
    visaNumber: null,
    arrivingFrom: null,
    nextDestination: null,
    purposeOfVisit: null,
    isSaved: false,
  };
}

async function findStayOr404(app: AppContext, bookingId: string): Promise<StayForCheckIn> {
  const stay = isEntityId(bookingId) ? await findStayForCheckIn(app.db, bookingId) : undefined;
  if (!stay) throw notFound('Booking');
  return stay;
}

/** GET /api/admin/bookings/{id}/check-in: the stay, its room, its folio (BDT), the record, and whether it can check in (why not). Throws 404. */
export async function getCheckInView(app: AppContext, bookingId: string): Promise<CheckInView> {
  const stay = await findStayOr404(app, bookingId);
  const refusal = checkInRefusal(stay, hotelToday(app));
  const due = stay.totalPoisha - stay.paidPoisha;
  return {
    booking: {
      ...stay,
      checkedInAt: stay.checkedInAt?.toISOString() ?? null,
      checkedOutAt: stay.checkedOutAt?.toISOString() ?? null,
    },
    folio: { total: toBdt(stay.totalPoisha), paid: toBdt(stay.paidPoisha), balanceDue: toBdt(Math.max(0, due)) },
    register: await registerOf(app, stay),
    canCheckIn: refusal === null,
    reason: refusal?.message ?? null,
    canCheckOut: stay.stayStatus === 'checked-in',
  };
}

/**
 * POST /api/admin/bookings/{id}/check-in: under the booking's row lock, checks the rules
 * (checkInRefusal, the guests within the type's capacity), writes the register record and
 * checks the guest in (checkInStay, event `guest-checked-in`) in one transaction. Throws 400
 * (capacity), 404, 409 CANNOT_CHECK_IN / CHECK_IN_TOO_EARLY / ROOM_NOT_READY.
 */
export async function checkInGuest(app: AppContext, staffId: string, bookingId: string, record: GuestRegisterRecord) {
  if (!isEntityId(bookingId)) throw notFound('Booking');
  const result = await app.db.transaction(async (tx) => {
    const stay = await findStayForCheckIn(tx, bookingId, true);
    if (!stay) throw notFound('Booking');
    const refusal = checkInRefusal(stay, hotelToday(app));
    if (refusal) throw refusal;
    if (record.adults + record.children > stay.capacity) {
      throw new AppError('VALIDATION', `Room ${stay.roomNumber} sleeps at most ${stay.capacity} guests`);
    }
    await upsertRegistration(tx, { bookingId, userId: stay.userId, staffId }, record);
    const input = { bookingId, tranId: stay.tranId, staffId, guestName: record.fullName, roomNumber: stay.roomNumber };
    if (!(await checkInStay(tx, input))) throw refuse('The guest is already checked in');
    return { stayStatus: 'checked-in' as const, roomNumber: stay.roomNumber };
  });
  app.outbox.kick();
  return result;
}

/** POST /api/admin/bookings/{id}/check-out (checkOutStay): the room number and the invoice to print. Throws 404, 409. */
export async function checkOutGuest(app: AppContext, staffId: string, bookingId: string) {
  if (!isEntityId(bookingId)) throw notFound('Booking');
  const { roomNumber, tranId } = await checkOutStay(app, staffId, bookingId);
  return { stayStatus: 'checked-out' as const, roomNumber, invoiceUrl: `/api/invoice/${encodeURIComponent(tranId)}` };
}

/** GET /api/admin/foreign-guests?date=: the foreign guests in the house on `date` (default hotel today), numbers whole. */
export async function listForeignGuests(app: AppContext, date: string | undefined): Promise<ForeignGuests> {
  const day = date ?? hotelToday(app);
  return { date: day, guests: await findForeignGuests(app.db, day, app.config.hotelTimeZone) };
}

/**
 * The retention step of the periodic job (decision 027): blanks the numbers of records checked
 * out more than config.guestIdRetentionDays days before `now`. Returns how many were blanked.
 */
export async function purgeExpiredGuestIds(app: AppContext, now: Date): Promise<number> {
  const before = new Date(now.getTime() - app.config.guestIdRetentionDays * 24 * 60 * 60 * 1000);
  return purgeGuestIds(app.db, before);
}
