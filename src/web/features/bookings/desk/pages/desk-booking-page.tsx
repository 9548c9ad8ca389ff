/**
 * New booking (issue 27, /dashboard/desk-booking): staff book a stay for a guest at the desk —
 * find or create the guest, choose the type and (optionally) the room free for the dates, the
 * guests and where the booking came from, see the server's price, and take the money (in full,
 * a deposit) or send a payment link. Prefilled from the tape chart's empty cell
 * (`?roomId=&physicalRoomId=&checkIn=&checkOut=`).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { BOOKING_SOURCE_LABELS } from '#shared/schemas/inventory.ts';
import { DESK_SOURCES, type DeskBookingReply, type DeskGuest, type DeskSource } from '#shared/schemas/desk.ts';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { DAY_INPUT_HINT } from '#web/lib/day-input.ts';
import { formatMoney } from '#web/lib/format.ts';
import { useCreateDeskBooking, useDeskQuote, useRoomTypes } from '../api/desk-api.ts';
import { DeskPaymentFields } from '../components/desk-payment-fields.tsx';
import { DeskSuccess } from '../components/desk-success.tsx';
import { GuestPicker } from '../components/guest-picker.tsx';
import { initialDeskForm, isoDayOf, toDeskBookingBody, type DeskForm } from '../lib/desk-form.ts';

function Field({ id, label, children, hint }: { id: string; label: string; children: React.ReactNode; hint?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-base-content/75">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The server's price of the stay and how many rooms are free. */
function QuoteSummary({ quote, error }: { quote: ReturnType<typeof useDeskQuote>; error: string | null }) {
  return (
    <div aria-live="polite" className="rounded-box bg-base-200 p-4 text-sm">
      {error ? (
        <p className="text-error">{error}</p>
      ) : quote.data ? (
        <p>
          {quote.data.nights} {quote.data.nights === 1 ? 'night' : 'nights'} × {formatMoney(quote.data.pricePerNight)} ={' '}
          <strong className="text-base">{formatMoney(quote.data.total)}</strong> · {quote.data.freeRooms.length} free{' '}
          {quote.data.freeRooms.length === 1 ? 'room' : 'rooms'} · sleeps {quote.data.capacity}
        </p>
      ) : (
        <p className="text-base-content/75">{quote.isFetching ? 'Pricing…' : 'Choose the type and both days to see the price.'}</p>
      )}
    </div>
  );
}

export default function DeskBookingPage() {
  const [params] = useSearchParams();
  const [form, setForm] = useState<DeskForm>(() => initialDeskForm(params));
  const [guest, setGuest] = useState<DeskGuest | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reply, setReply] = useState<DeskBookingReply | null>(null);
  const rooms = useRoomTypes();
  const quote = useDeskQuote(form.roomId, isoDayOf(form.checkIn), isoDayOf(form.checkOut));
  const create = useCreateDeskBooking();
  const doneRef = useRef<HTMLDivElement>(null);
  const patch = (p: Partial<DeskForm>) => setForm((f) => ({ ...f, ...p }));
  const total = quote.data?.total ?? null;
  const quoteError = quote.error instanceof Error ? quote.error.message : null;
  const freeRooms = quote.data?.freeRooms ?? [];

  useEffect(() => {
    if (reply) doneRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [reply]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = toDeskBookingBody(form, guest?.id ?? null, total);
    if (typeof body === 'string') return setProblem(body);
    setProblem(null);
    try {
      setReply(await create.mutateAsync(body));
    } catch (e) {
      setProblem(e instanceof Error ? e.message : 'The booking could not be made');
      void quote.refetch();
    }
  }

  function startAgain() {
    setReply(null);
    setGuest(null);
    setForm(initialDeskForm(new URLSearchParams()));
  }

  return (
    <section className="mx-auto max-w-4xl">
      <PageTitle text="New booking · Hotel Booking" />
      <h1 className="mb-6 font-display text-3xl font-semibold">New booking</h1>
      {reply ? (
        <div ref={doneRef}>
          <DeskSuccess reply={reply} onAnother={startAgain} />
        </div>
      ) : (
        <div className="flex flex-col gap-8">
          <section aria-labelledby="desk-guest-heading" className="flex flex-col gap-3">
            <h2 id="desk-guest-heading" className="text-lg font-semibold">
              Guest
            </h2>
            <GuestPicker guest={guest} onPick={setGuest} />
          </section>
          <form onSubmit={submit} noValidate className="flex flex-col gap-8" aria-label="Stay and payment">
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 text-lg font-semibold">Stay</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field id="desk-room-type" label="Room type">
                  <select
                    id="desk-room-type"
                    className="select w-full"
                    value={form.roomId}
                    onChange={(e) => patch({ roomId: e.target.value, physicalRoomId: '' })}
                  >
                    <option value="">Choose a type…</option>
                    {(rooms.data ?? []).map((r) => (
                      <option key={r._id} value={r._id}>
                        {r.title} · {formatMoney(r.price)} a night
                      </option>
                    ))}
                  </select>
                </Field>
                <Field id="desk-room" label="Room">
                  <select
                    id="desk-room"
                    className="select w-full"
                    value={form.physicalRoomId}
                    onChange={(e) => patch({ physicalRoomId: e.target.value })}
                    disabled={!quote.data}
                  >
                    <option value="">Any free room (lowest number)</option>
                    {form.physicalRoomId && !freeRooms.some((r) => r.id === form.physicalRoomId) && (
                      <option value={form.physicalRoomId}>The room asked for (not free for these dates)</option>
                    )}
                    {freeRooms.map((r) => (
                      <option key={r.id} value={r.id}>
                        Room {r.number}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field id="desk-check-in" label="Check-in" hint={DAY_INPUT_HINT}>
                  <input
                    id="desk-check-in"
                    className="input w-full"
                    placeholder={DAY_INPUT_HINT}
                    value={form.checkIn}
                    onChange={(e) => patch({ checkIn: e.target.value })}
                    aria-describedby="desk-check-in-hint"
                    autoComplete="off"
                  />
                </Field>
                <Field id="desk-check-out" label="Check-out" hint={DAY_INPUT_HINT}>
                  <input
                    id="desk-check-out"
                    className="input w-full"
                    placeholder={DAY_INPUT_HINT}
                    value={form.checkOut}
                    onChange={(e) => patch({ checkOut: e.target.value })}
                    aria-describedby="desk-check-out-hint"
                    autoComplete="off"
                  />
                </Field>
                <Field id="desk-guests" label="Guests">
                  <input
                    id="desk-guests"
                    type="number"
                    min={1}
                    max={quote.data?.capacity ?? 50}
                    className="input w-full"
                    value={form.guests}
                    onChange={(e) => patch({ guests: Math.max(1, Number(e.target.value) || 1) })}
                  />
                </Field>
                <Field id="desk-source" label="Source">
                  <select
                    id="desk-source"
                    className="select w-full"
                    value={form.source}
                    onChange={(e) => patch({ source: e.target.value as DeskSource })}
                  >
                    {DESK_SOURCES.map((s) => (
                      <option key={s} value={s}>
                        {BOOKING_SOURCE_LABELS[s]}
                      </option>
                    ))}
                  </select>
                </Field>
                {form.source === 'ota' && (
                  <Field id="desk-ota" label="OTA name">
                    <input
                      id="desk-ota"
                      className="input w-full"
                      placeholder="e.g. Booking.com"
                      value={form.sourceName}
                      onChange={(e) => patch({ sourceName: e.target.value })}
                    />
                  </Field>
                )}
              </div>
              <QuoteSummary quote={quote} error={quoteError} />
            </fieldset>
            <DeskPaymentFields form={form} total={total} onChange={patch} />
            {problem && (
              <p role="alert" className="alert alert-error">
                {problem}
              </p>
            )}
            <div>
              <button type="submit" className="btn btn-primary" disabled={create.isPending}>
                {form.mode === 'link' ? 'Hold and make the link' : 'Book and take payment'}
              </button>
            </div>
          </form>
        </div>
      )}
    </section>
  );
}
