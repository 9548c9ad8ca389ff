/**
 * Wires the pure date-panel reducer to the page: hotel "today", fresh reservation data for
 * each availability check, the server's booking limits (fetched once), the 2-second lifetime
 * of error lines (docs/product/rules.md#constants) and the success toast.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { bookableStayError, DEFAULT_BOOKING_WINDOW_DAYS } from '#shared/domain/stay-dates.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { bookingLimitsQuery } from '#web/lib/hotel-settings.ts';
import { fetchReservations, reservationsKey } from '../api/use-reservations.ts';
import { fetchRoomAvailability, roomAvailabilityKey } from '../api/room-availability.ts';
import { datePanelReducer, initialStateFor, type DatePanelAction } from '../lib/date-panel-reducer.ts';
import { toastError } from '#web/lib/mutation-errors.ts';

/** docs/product/rules.md#constants: date error messages vanish after 2 s. */
const NOTICE_MS = 2000;

/**
 * State and handlers of the date panel for one room; `windowDays` is the server's booking
 * window and `isSameDayTurnover` its overlap rule (GET /api/booking-limits; until it answers
 * DEFAULT_BOOKING_WINDOW_DAYS and edge days overlap), which the calendars and every date
 * check use.
 */
export function useDatePanel(roomId: string, pricePerNight: number, initialStay: { checkIn: string | null; checkOut: string | null }) {
  const [initialState] = useState(() => initialStateFor(initialStay.checkIn, initialStay.checkOut, todayInHotel()));
  const [state, setState] = useState(initialState);
  // The reducer is pure, so it runs here at dispatch time and the latest state is always in
  // `latest`: a date committed on mousedown is seen by the Check Availability click after it.
  const latest = useRef(initialState);
  const dispatch = useCallback((action: DatePanelAction) => {
    latest.current = datePanelReducer(latest.current, action);
    setState(latest.current);
  }, []);
  const [checking, setChecking] = useState(false);
  const queryClient = useQueryClient();
  const limitsQuery = useQuery(bookingLimitsQuery);
  const windowDays = limitsQuery.data?.bookingWindowDays ?? DEFAULT_BOOKING_WINDOW_DAYS;
  const isSameDayTurnover = limitsQuery.data?.isSameDayTurnover ?? false;

  const { notice } = state;
  useEffect(() => {
    if (!notice) return;
    if (notice.kind === 'success') toast.success(notice.text, { id: `availability-${roomId}` });
    const timer = window.setTimeout(() => dispatch({ type: 'dismiss', id: notice.id }), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice, roomId, dispatch]);

  // A total that went (a date changed) takes its "Congratulations!" toast with it (issue 24).
  const hasTotal = state.total > 0;
  useEffect(() => {
    if (!hasTotal) toast.dismiss(`availability-${roomId}`);
  }, [hasTotal, roomId]);

  const setCheckIn = useCallback(
    (date: string | null) => dispatch({ type: 'checkIn', date, today: todayInHotel(), windowDays }),
    [dispatch, windowDays],
  );
  const setCheckOut = useCallback((date: string | null) => dispatch({ type: 'checkOut', date }), [dispatch]);
  const reset = useCallback(() => dispatch({ type: 'reset' }), [dispatch]);
  const edit = useCallback(() => dispatch({ type: 'edit' }), [dispatch]);
  const setStay = useCallback(
    (checkIn: string, checkOut: string) => dispatch({ type: 'stay', checkIn, checkOut, today: todayInHotel() }),
    [dispatch],
  );

  const checkAvailability = useCallback(async () => {
    const today = todayInHotel();
    // Missing or invalid dates need no network round trip.
    const { checkIn, checkOut } = latest.current;
    if (bookableStayError(checkIn, checkOut, today, windowDays)) {
      dispatch({ type: 'checkAvailability', today, pricePerNight, reservations: [], windowDays });
      return;
    }
    setChecking(true);
    try {
      const stay = { checkIn: checkIn!, checkOut: checkOut! };
      const [reservations, limits, availability] = await Promise.all([
        fetchReservations(roomId),
        queryClient.fetchQuery(bookingLimitsQuery),
        // Issue 27: the server's word for a type of several rooms, where the calendars' full
        // days are only a guide. Without it (unreachable) the calendars' rule decides.
        fetchRoomAvailability(roomId, stay).catch(() => undefined),
      ]);
      // The calendars and "Only N left" show what this check saw.
      queryClient.setQueryData(reservationsKey(roomId), reservations);
      if (availability) queryClient.setQueryData(roomAvailabilityKey(roomId, stay), availability);
      dispatch({
        type: 'checkAvailability',
        today: todayInHotel(),
        pricePerNight,
        reservations,
        isStayFree: availability?.isAvailable,
        maxPaymentBdt: limits.maxPaymentBdt,
        windowDays: limits.bookingWindowDays,
        isSameDayTurnover: limits.isSameDayTurnover,
      });
    } catch (error) {
      void toastError(error, 'Could not check availability. Please try again.');
    } finally {
      setChecking(false);
    }
  }, [dispatch, pricePerNight, roomId, queryClient, windowDays]);

  return { state, checking, windowDays, isSameDayTurnover, setCheckIn, setCheckOut, setStay, checkAvailability, reset, edit };
}
