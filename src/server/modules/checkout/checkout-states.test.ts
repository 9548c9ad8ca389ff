/**
 * The state table (issue 26): every named transition with the states it starts from and ends
 * in, and ARCHITECTURE.md's diagram drawing each of them (one edge per start state, labelled
 * with the transition's name), so the picture cannot fall behind the code.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_TRANSITIONS,
  CANCELLATION_TRANSITIONS,
  HOUSEKEEPING_TRANSITIONS,
  PAYMENT_TRANSITIONS,
  REQUEST_TRANSITIONS,
  REVIEW_TRANSITIONS,
  ROOM_TRANSITIONS,
  STAY_CHANGE_TRANSITIONS,
  STAY_TRANSITIONS,
} from './checkout-states.ts';

type State = string | boolean | null;
type Table = Record<string, { from: readonly State[]; to: State }>;

/** Each machine's table and the composite state of the diagram that draws it. */
const MACHINES: Array<{ block: string; table: Table }> = [
  { block: 'B', table: BOOKING_TRANSITIONS },
  { block: 'P', table: PAYMENT_TRANSITIONS },
  { block: 'C', table: CANCELLATION_TRANSITIONS },
  { block: 'R', table: REQUEST_TRANSITIONS },
  { block: 'V', table: REVIEW_TRANSITIONS },
  { block: 'S', table: STAY_TRANSITIONS },
  { block: 'H', table: HOUSEKEEPING_TRANSITIONS },
];

const fromTo = (table: Table) => Object.fromEntries(Object.entries(table).map(([name, t]) => [name, [[...t.from].sort(), t.to]]));

describe('the state table', () => {
  it('names the booking transitions', () => {
    expect(fromTo(BOOKING_TRANSITIONS)).toEqual({
      pay: [['cancelled', 'expired', 'held', 'paid'], 'paid'],
      expire: [['held'], 'expired'],
      release: [['held'], 'expired'],
      cancelHold: [['held'], 'cancelled'],
      bookAtDesk: [[], 'paid'],
      markNoShow: [['paid'], 'no_show'],
    });
  });

  it('names the payment transitions', () => {
    expect(fromTo(PAYMENT_TRANSITIONS)).toEqual({
      confirm: [['cancelled', 'failed', 'pending'], 'paid'],
      fail: [['pending'], 'failed'],
      cancel: [['pending'], 'cancelled'],
      acceptRefund: [['paid'], 'refunded'],
      takeDeskPayment: [[], 'paid'],
      refundPart: [['paid'], 'paid'],
    });
  });

  it("names a paid booking's cancellation transitions and its request's resolution", () => {
    expect(fromTo(CANCELLATION_TRANSITIONS)).toEqual({
      requestCancellation: [[null], 'processing'],
      approveCancellation: [['processing'], 'approved'],
      declineCancellation: [['processing'], 'declined'],
      cancelByStaff: [['declined', null, 'processing'], 'approved'],
    });
    expect(fromTo(REQUEST_TRANSITIONS)).toEqual({ resolve: [['pending'], 'resolved'] });
  });

  it("names the move of a booking's room, which keeps its status (issue 27)", () => {
    expect(Object.fromEntries(Object.entries(ROOM_TRANSITIONS).map(([name, t]) => [name, [...t.from].sort()]))).toEqual({
      moveBooking: ['held', 'paid'],
    });
  });

  it("names a paid stay's check-in and check-out, and its change of dates (issue 28)", () => {
    expect(fromTo(STAY_TRANSITIONS)).toEqual({
      checkIn: [['expected'], 'checked-in'],
      checkOut: [['checked-in'], 'checked-out'],
    });
    expect(Object.fromEntries(Object.entries(STAY_CHANGE_TRANSITIONS).map(([name, t]) => [name, [...t.from]]))).toEqual({
      changeStay: ['paid'],
    });
  });

  it("names a physical room's housekeeping transitions (issue 28)", () => {
    expect(fromTo(HOUSEKEEPING_TRANSITIONS)).toEqual({
      markDirty: [['clean', 'dirty', 'inspected'], 'dirty'],
      markClean: [['clean', 'dirty', 'inspected', 'out-of-order'], 'clean'],
      markInspected: [['clean', 'dirty', 'inspected'], 'inspected'],
      markOutOfOrder: [['clean', 'dirty', 'inspected', 'out-of-order'], 'out-of-order'],
    });
  });

  it('names the review flag', () => {
    expect(fromTo(REVIEW_TRANSITIONS)).toEqual({ markReviewed: [[false], true] });
  });
});

/** The edges of each composite state of ARCHITECTURE.md's mermaid diagram, aliases resolved to their labels. */
function diagramEdges(): Map<string, Array<{ from: string; to: string; label: string }>> {
  const doc = readFileSync(new URL('../../../../ARCHITECTURE.md', import.meta.url), 'utf8');
  const diagram = /```mermaid\n(stateDiagram-v2[\s\S]*?)```/.exec(doc)?.[1] ?? '';
  const edges = new Map<string, Array<{ from: string; to: string; label: string }>>();
  for (const [, id, body] of diagram.matchAll(/state "[^"]+" as (\w+) \{\n([\s\S]*?)\n {4}\}/g)) {
    const labels = new Map([...body.matchAll(/state "([^"]+)" as (\w+)$/gm)].map(([, label, alias]) => [alias, label]));
    const name = (state: string) => labels.get(state) ?? state;
    edges.set(
      id,
      [...body.matchAll(/^\s*(\S+) --> (\S+): (.+)$/gm)].map(([, from, to, label]) => ({ from: name(from), to: name(to), label })),
    );
  }
  return edges;
}

/** How the diagram draws a state: null is the start, the review flag reads as words. */
const drawn = (state: State): string => (state === null ? '[*]' : state === false ? 'not reviewed' : state === true ? 'reviewed' : state);
/** refund_pending is how the API shows `paid` with a refund claim (ARCHITECTURE.md, below the diagram). */
const drawnFrom = (name: string, state: State) => (name === 'acceptRefund' ? 'refund_pending' : drawn(state));

describe("ARCHITECTURE.md's state diagram", () => {
  const edges = diagramEdges();

  it.each(MACHINES)('draws every transition of machine $block', ({ block, table }) => {
    const drawnEdges = edges.get(block) ?? [];
    expect(drawnEdges.length).toBeGreaterThan(0);
    for (const [name, { from, to }] of Object.entries(table)) {
      // A transition without start states inserts its row: drawn from the start [*].
      for (const start of from.length > 0 ? from : [null]) {
        const edge = drawnEdges.find(
          (e) => e.from === drawnFrom(name, start) && e.to === drawn(to) && new RegExp(`\\b${name}\\b`).test(e.label),
        );
        expect(edge, `${name}: ${drawnFrom(name, start)} --> ${drawn(to)}`).toBeDefined();
      }
    }
  });

  it('draws the room and stay-change transitions as loops on the booking states they keep', () => {
    const bookingEdges = edges.get('B') ?? [];
    for (const [name, { from }] of Object.entries({ ...ROOM_TRANSITIONS, ...STAY_CHANGE_TRANSITIONS })) {
      for (const state of from) {
        const edge = bookingEdges.find((e) => e.from === state && e.to === state && new RegExp(`\\b${name}\\b`).test(e.label));
        expect(edge, `${name}: ${state} --> ${state}`).toBeDefined();
      }
    }
  });
});
