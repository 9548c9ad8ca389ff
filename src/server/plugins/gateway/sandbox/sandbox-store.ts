/**
 * State of the built-in gateway sandbox (docs/architecture.md#external-services). It lives in an in-memory Map on
 * purpose: the sandbox is a development and test stand-in for SSLCommerz, so its sessions
 * vanish on restart and are not shared between app instances (a restart mid-payment just
 * means starting the payment again). Amounts are integer poisha here and two-decimal BDT
 * strings on the wire.
 */
import { randomBytes } from 'node:crypto';

type SandboxStatus = 'PENDING' | 'VALID' | 'FAILED' | 'CANCELLED';

export interface SandboxRefund {
  refundRefId: string;
  amountPoisha: number;
  remarks: string;
  refeId: string;
  /** The merchant's own unique key of the refund request (SSLCommerz `refund_trans_id`). */
  refundTransId: string;
  initiatedOn: string;
}

export interface SandboxTransaction {
  sessionKey: string;
  tranId: string;
  amountPoisha: number;
  currency: string;
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  ipnUrl: string | null;
  customerName: string;
  customerEmail: string;
  productName: string;
  values: { a: string; b: string; c: string; d: string };
  status: SandboxStatus;
  /** Set when paid. */
  payment: null | {
    valId: string;
    bankTranId: string;
    tranDate: string;
    cardType: string;
    cardNo: string;
    cardIssuer: string;
    cardBrand: string;
    bankGw: string;
  };
  /** How many times the order-validation API answered for it (VALID first, then VALIDATED). */
  validationCount: number;
  /** Its refunds, oldest first (issue 28: a refund may be a part; together at most the amount). */
  refunds: SandboxRefund[];
}

export type NewSandboxTransaction = Omit<SandboxTransaction, 'sessionKey' | 'status' | 'payment' | 'validationCount' | 'refunds'>;

/** Random upper-case alphanumeric id of `length` characters. */
export function randomId(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/** "YYYY-MM-DD HH:mm:ss" in `timeZone` (SSLCommerz: Dhaka), the format SSLCommerz uses for tran_date. */
export function formatGatewayDate(at: Date = new Date(), timeZone = 'Asia/Dhaka'): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}

/** The digits of a tran_date without the century ("YYMMDDHHmmss"), which prefix val_id and bank_tran_id. */
export const gatewayStamp = (tranDate: string): string => tranDate.replace(/\D/g, '').slice(2);

/** The sandbox's transactions, indexed by session key, tran_id, val_id and refund_ref_id. */
export function createSandboxStore() {
  const bySession = new Map<string, SandboxTransaction>();
  const byTranId = new Map<string, SandboxTransaction>();
  const byValId = new Map<string, SandboxTransaction>();
  const byBankTranId = new Map<string, SandboxTransaction>();
  const byRefundRef = new Map<string, SandboxTransaction>();

  return {
    /**
     * Opens a session, or refuses with null when `tran_id` already has one, pending or
     * finished: a session is never replaced (issue #9), so whoever learns a pending tran_id
     * cannot swap the guest's gateway page. The merchant reopens the page it was given.
     */
    openSession(input: NewSandboxTransaction): SandboxTransaction | null {
      if (byTranId.has(input.tranId)) return null;
      const tx: SandboxTransaction = {
        ...input,
        sessionKey: randomId(32),
        status: 'PENDING',
        payment: null,
        validationCount: 0,
        refunds: [],
      };
      bySession.set(tx.sessionKey, tx);
      byTranId.set(tx.tranId, tx);
      return tx;
    },
    findBySession: (sessionKey: string) => bySession.get(sessionKey),
    findByTranId: (tranId: string) => byTranId.get(tranId),
    findByValId: (valId: string) => byValId.get(valId),
    findByBankTranId: (bankTranId: string) => byBankTranId.get(bankTranId),
    findByRefundRef: (refundRefId: string) => byRefundRef.get(refundRefId),

    /** Marks a pending transaction paid with a fresh val_id and bank_tran_id. */
    markPaid(tx: SandboxTransaction, at: Date = new Date()): void {
      const tranDate = formatGatewayDate(at);
      const stamp = gatewayStamp(tranDate);
      tx.status = 'VALID';
      tx.payment = {
        valId: `${stamp}${randomId(12)}`,
        bankTranId: `${stamp}${randomId(8)}`,
        tranDate,
        cardType: 'VISA-Dutch Bangla',
        cardNo: '432149XXXXXX0667',
        cardIssuer: 'DUTCH-BANGLA BANK LIMITED',
        cardBrand: 'VISA',
        bankGw: 'DBBL-VISA',
      };
      byValId.set(tx.payment.valId, tx);
      byBankTranId.set(tx.payment.bankTranId, tx);
    },

    markClosed(tx: SandboxTransaction, status: 'FAILED' | 'CANCELLED'): void {
      tx.status = status;
    },

    recordRefund(tx: SandboxTransaction, refund: SandboxRefund): void {
      tx.refunds.push(refund);
      byRefundRef.set(refund.refundRefId, tx);
    },
  };
}

export type SandboxStore = ReturnType<typeof createSandboxStore>;
