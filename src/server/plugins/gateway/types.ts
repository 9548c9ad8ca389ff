/**
 * The SSLCommerz API as our app uses it (docs/architecture.md#external-services). One typed client speaks it to real
 * SSLCommerz (sandbox/live) and to the built-in sandbox alike. Amounts are integer poisha
 * on our side and two-decimal BDT strings on the wire.
 */

export interface InitSessionInput {
  tranId: string;
  amountPoisha: number;
  currency: 'BDT';
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  ipnUrl: string;
  customer: { name: string; email: string; phone?: string; address?: string };
  productName: string;
  productCategory: string;
  /** Free pass-through fields SSLCommerz returns on callbacks (value_a..value_d). */
  values?: { a?: string; b?: string; c?: string; d?: string };
}

export interface InitSessionResult {
  gatewayPageUrl: string;
  sessionKey: string;
  raw: Record<string, unknown>;
}

/** Order-validation API answer (validationserverAPI.php), the only source of payment truth. */
export interface OrderValidation {
  status: string; // VALID | VALIDATED | INVALID_TRANSACTION | ...
  tranId: string;
  valId: string;
  amount: string;
  currency: string;
  bankTranId: string | null;
  cardType: string | null;
  bankGw: string | null;
  tranDate: string | null;
  currencyType: string | null;
  riskLevel: string | null;
  /**
   * The refund of this transaction, when the transaction query reports one (the built-in
   * sandbox does; see sandbox-fields.ts). `refundTransId` is the merchant's own refund key.
   */
  refund?: { refundRefId: string; refundTransId: string; status: string } | null;
  raw: Record<string, unknown>;
}

/** Refund initiation input. `refundTransId` is our own unique key of this refund request. */
interface RefundInput {
  bankTranId: string;
  amountPoisha: number;
  remarks: string;
  refeId: string;
  refundTransId?: string;
}

export interface SslcommerzClient {
  /** Throws GatewayError when the gateway refuses or cannot be reached. */
  initSession(input: InitSessionInput): Promise<InitSessionResult>;
  /** Throws GatewayError on network failure; an unknown val_id yields status INVALID_TRANSACTION. */
  validateOrder(valId: string): Promise<OrderValidation>;
  /** Transaction query by tran_id (merchantTransIDvalidationAPI.php?tran_id=...). */
  queryTransaction(tranId: string): Promise<{ elements: OrderValidation[]; raw: Record<string, unknown> }>;
  /** Refund initiation; resolves with the gateway's refund reference or throws GatewayError. */
  initiateRefund(input: RefundInput): Promise<{ refundRefId: string; status: string; raw: Record<string, unknown> }>;
  /** Refund status by refund_ref_id. */
  queryRefund(refundRefId: string): Promise<{ status: string; raw: Record<string, unknown> }>;
}

/**
 * The gateway could not be reached, timed out, or answered with a failure.
 * `isOutcomeUnknown`: the request may have reached the gateway and been acted on (a timeout,
 * an HTTP error or garbled answer after sending), so a refund must be looked up, never re-sent.
 */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly raw?: unknown,
    readonly isOutcomeUnknown = false,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}
