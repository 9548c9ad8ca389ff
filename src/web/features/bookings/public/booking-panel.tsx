import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { messages } from '#shared/messages.ts';
import { hasErrorCode } from '#web/lib/api-client.ts';
import { useAddBooking } from '../book/api/use-add-booking.ts';
import { rememberStay, searchWithStay } from './remembered-stay.ts';
import { useReservations } from '../book/api/use-reservations.ts';
import { useDatePanel } from '../book/hooks/use-date-panel.ts';
import { ConfirmBookingModal, type BookingSummary } from '../book/components/confirm-booking-modal.tsx';
import { DatePanel } from '../book/components/date-panel.tsx';
import { formatMoney } from '#web/lib/format.ts';
import { bookableStayError } from '#shared/domain/stay-dates.ts';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { RoomsLeftNote } from '../book/components/rooms-left-note.tsx';

interface BookingPanelProps {
  roomId: string;
  roomName: string;
  pricePerNight: number;
  /** The signed-in guest; null only while auth is still settling. */
  user: { _id: string; name: string; email: string } | null;
  /** Dates the page opened with (the search's `?checkIn=&checkOut=`), if any. */
  initialStay: { checkIn: string | null; checkOut: string | null };
}

/** The docs/product/states.md#room-detail-date-flow end to end: dates → availability → total → Reserve → confirm → pay. */
export function BookingPanel({ roomId, roomName, pricePerNight, user, initialStay }: BookingPanelProps) {
  const { state, checking, windowDays, isSameDayTurnover, setCheckIn, setCheckOut, setStay, checkAvailability, edit } = useDatePanel(
    roomId,
    pricePerNight,
    initialStay,
  );
  const reservations = useReservations(roomId);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const addBooking = useAddBooking();
  const reserveRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Coming back from the payment page with the browser's Back button restores this page from
  // the back/forward cache, spinner and all: start that step over.
  const { reset: resetBooking } = addBooking;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      resetBooking();
      setConfirmOpen(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [resetBooking]);

  // The chosen dates live in the address too (replacing the entry; the panel is not restarted:
  // its key follows the navigation state, see RoomDetailPage).
  const location = useLocation();
  const navigate = useNavigate();
  const { checkIn, checkOut } = state;
  useEffect(() => {
    const search = searchWithStay(location.search, checkIn && checkOut ? { checkIn, checkOut } : null);
    if (search === location.search) return;
    void navigate({ search, hash: location.hash }, { replace: true, state: location.state as unknown, preventScrollReset: true });
  }, [checkIn, checkOut, location, navigate]);

  const summary: BookingSummary | null =
    user && state.checkIn && state.checkOut
      ? {
          name: user.name,
          email: user.email,
          roomName,
          checkIn: state.checkIn,
          checkOut: state.checkOut,
          nights: state.nights,
          pricePerNight,
          total: state.total,
        }
      : null;

  function confirmAndPay() {
    if (!user || !state.checkIn || !state.checkOut) return;
    rememberStay(roomId, { checkIn: state.checkIn, checkOut: state.checkOut });
    const toastId = toast.loading(messages.processing);
    addBooking.mutate(
      { userId: user._id, roomId, startDate: state.checkIn, endDate: state.checkOut, price: state.total },
      {
        // The spinner stays on: the browser is leaving for the payment page.
        onSuccess: ({ url }) => window.location.assign(url),
        onError: (error) => {
          toast.dismiss(toastId); // the global mutation-error toast says why
          if (hasErrorCode(error, 'DATES_UNAVAILABLE')) {
            // Taken meanwhile: keep the guest's dates, check again (marks the calendars and
            // offers the nearest free dates).
            setConfirmOpen(false);
            void checkAvailability();
          }
        },
      },
    );
  }

  const paying = addBooking.isPending || addBooking.isSuccess;
  // Issue 27: "Only N left" follows the panel's dates once they make a bookable stay.
  const noteStay = checkIn && checkOut && !bookableStayError(checkIn, checkOut, todayInHotel(), windowDays) ? { checkIn, checkOut } : null;

  return (
    <>
      <DatePanel
        state={state}
        checking={checking}
        windowDays={windowDays}
        isSameDayTurnover={isSameDayTurnover}
        reservations={reservations.data ?? []}
        onUseSuggestion={(stay) => setStay(stay.startDate, stay.endDate)}
        onCheckIn={setCheckIn}
        onCheckOut={setCheckOut}
        onEdit={edit}
        onCheckAvailability={checkAvailability}
        headingRef={headingRef}
      />
      <RoomsLeftNote roomId={roomId} stay={noteStay} />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-base-300 pt-4">
        <p aria-live="polite" className="text-lg">
          <span className="font-semibold">Total: </span>
          <span className="font-bold">{formatMoney(state.total)}</span>
          {state.total > 0 && (
            <span className="block text-sm text-base-content/75">
              {state.nights} {state.nights === 1 ? 'night' : 'nights'} × {formatMoney(pricePerNight)}
            </span>
          )}
        </p>
        {state.total > 0 && (
          <button ref={reserveRef} type="button" className="btn btn-primary" onClick={() => setConfirmOpen(true)} disabled={!user}>
            Reserve
          </button>
        )}
      </div>
      <ConfirmBookingModal
        open={confirmOpen}
        summary={summary}
        paying={paying}
        onRevise={() => setConfirmOpen(false)}
        onConfirm={confirmAndPay}
        onClosed={() => {
          setConfirmOpen(false);
          // Reserve disappears when the dates were reset; fall back to the date panel.
          (reserveRef.current ?? headingRef.current)?.focus();
        }}
      />
    </>
  );
}
