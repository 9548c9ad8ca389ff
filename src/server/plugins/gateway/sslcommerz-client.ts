/**
 * Our own small SSLCommerz client (docs/architecture.md#external-services): fetch + URLSearchParams + a timeout, speaking
 * SSLCommerz's v4 API to real SSLCommerz (sandbox/live) and to the built-in sandbox alike.
 * Not `sslcommerz-lts`: that package sends unencoded query values and resolves network
 * errors as results. Here every failure to get a usable answer is a thrown GatewayError.
 */
import { formatGatewayAmount } from '#shared/domain/money.ts';
import { GatewayError, type InitSessionInput, type InitSessionResult, type OrderValidation, type SslcommerzClient } from './types.ts';

export interface SslcommerzClientOptions {
  storeId: string;
  storePassword: string;
  /** e.g. https://sandbox.sslcommerz.com, or http://host/sandbox-gateway for the built-in one. */
  baseUrl: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

type Json = Record<string, unknown>;

const SESSION_PATH = '/gwprocess/v4/api.php';
const VALIDATION_PATH = '/validator/api/validationserverAPI.php';
const MERCHANT_QUERY_PATH = '/validator/api/merchantTransIDvalidationAPI.php';

/** A string field of a gateway answer, or null when absent/empty. */
function text(raw: Json, key: string): string | null {
  const value = raw[key];
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Maps a validation answer (or a transaction-query element) to our shape. Real SSLCommerz
 * has no `bank_gw` in these answers; the card issuer is the closest thing, so it stands in.
 */
function toOrderValidation(raw: Json): OrderValidation {
  return {
    status: text(raw, 'status') ?? '',
    tranId: text(raw, 'tran_id') ?? '',
    valId: text(raw, 'val_id') ?? '',
    amount: text(raw, 'amount') ?? '',
    currency: text(raw, 'currency') ?? '',
    bankTranId: text(raw, 'bank_tran_id'),
    cardType: text(raw, 'card_type'),
    bankGw: text(raw, 'bank_gw') ?? text(raw, 'card_issuer'),
    tranDate: text(raw, 'tran_date'),
    currencyType: text(raw, 'currency_type'),
    riskLevel: text(raw, 'risk_level'),
    refund: text(raw, 'refund_ref_id')
      ? {
          refundRefId: text(raw, 'refund_ref_id')!,
          refundTransId: text(raw, 'refund_trans_id') ?? '',
          status: text(raw, 'refund_status') ?? '',
        }
      : null,
    raw,
  };
}

/** True when the answer says the gateway itself failed (status FAILED/failed). */
const isFailedStatus = (raw: Json) => (text(raw, 'status') ?? '').toUpperCase() === 'FAILED';

/** Throws unless the merchant API authenticated us (`APIConnect: DONE`). */
function requireApiConnect(raw: Json, what: string): void {
  if (raw.APIConnect !== 'DONE') {
    throw new GatewayError(`SSLCommerz ${what}: APIConnect ${text(raw, 'APIConnect') ?? 'missing'}`, raw);
  }
}

/**
 * Creates the client. Every method throws GatewayError on network failure, timeout
 * (`timeoutMs`, default 15 s), a non-2xx answer, a non-JSON answer or a FAILED status.
 */
export function createSslcommerzClient(options: SslcommerzClientOptions): SslcommerzClient {
  const { storeId, storePassword, timeoutMs = 15_000, fetchImpl = fetch } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const credentials = { store_id: storeId, store_passwd: storePassword };

  async function requestJson(path: string, init: RequestInit = {}): Promise<Json> {
    const url = `${baseUrl}${path}`;
    let response: Response;
    try {
      response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const isTimeout = error instanceof Error && error.name === 'TimeoutError';
      const reason = isTimeout ? `timed out after ${timeoutMs} ms` : 'unreachable';
      // Only a refused connection or an unknown host surely never delivered the request.
      const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
      const isUndelivered = !isTimeout && (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN');
      throw new GatewayError(`SSLCommerz ${reason} (${path})`, error, !isUndelivered);
    }
    const body = await response.text().catch(() => '');
    if (!response.ok) throw new GatewayError(`SSLCommerz answered HTTP ${response.status} (${path})`, body, true);
    try {
      const parsed: unknown = JSON.parse(body);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Json;
    } catch {
      // fall through: not JSON
    }
    throw new GatewayError(`SSLCommerz answered something other than a JSON object (${path})`, body, true);
  }

  const query = (path: string, params: Record<string, string>) =>
    requestJson(`${path}?${new URLSearchParams({ ...params, ...credentials, format: 'json' })}`);

  return {
    async initSession(input: InitSessionInput): Promise<InitSessionResult> {
      const form = new URLSearchParams({
        ...credentials,
        total_amount: formatGatewayAmount(input.amountPoisha),
        currency: input.currency,
        tran_id: input.tranId,
        success_url: input.successUrl,
        fail_url: input.failUrl,
        cancel_url: input.cancelUrl,
        ipn_url: input.ipnUrl,
        cus_name: input.customer.name,
        cus_email: input.customer.email,
        // SSLCommerz requires these; we do not collect a postal address for a room stay.
        cus_add1: input.customer.address ?? 'Dhaka',
        cus_city: 'Dhaka',
        cus_country: 'Bangladesh',
        cus_phone: input.customer.phone ?? '01700000000',
        shipping_method: 'NO',
        product_name: input.productName,
        product_category: input.productCategory,
        product_profile: 'non-physical-goods',
        value_a: input.values?.a ?? '',
        value_b: input.values?.b ?? '',
        value_c: input.values?.c ?? '',
        value_d: input.values?.d ?? '',
      });
      const raw = await requestJson(SESSION_PATH, { method: 'POST', body: form });
      const gatewayPageUrl = text(raw, 'GatewayPageURL');
      const sessionKey = text(raw, 'sessionkey');
      if (raw.status !== 'SUCCESS' || !gatewayPageUrl || !sessionKey) {
        throw new GatewayError(`SSLCommerz refused the session: ${text(raw, 'failedreason') ?? 'no reason given'}`, raw);
      }
      return { gatewayPageUrl, sessionKey, raw };
    },

    async validateOrder(valId: string): Promise<OrderValidation> {
      const raw = await query(VALIDATION_PATH, { val_id: valId });
      // An unknown val_id answers a bare { status: 'INVALID_TRANSACTION' } without APIConnect.
      if (raw.APIConnect !== undefined) requireApiConnect(raw, 'order validation');
      if (isFailedStatus(raw)) throw new GatewayError('SSLCommerz order validation failed', raw);
      return toOrderValidation(raw);
    },

    async queryTransaction(tranId: string) {
      const raw = await query(MERCHANT_QUERY_PATH, { tran_id: tranId });
      requireApiConnect(raw, 'transaction query');
      const list = Array.isArray(raw.element) ? (raw.element as unknown[]) : [];
      const elements = list.filter((e): e is Json => !!e && typeof e === 'object').map(toOrderValidation);
      return { elements, raw };
    },

    async initiateRefund(input) {
      const raw = await query(MERCHANT_QUERY_PATH, {
        bank_tran_id: input.bankTranId,
        refund_amount: formatGatewayAmount(input.amountPoisha),
        refund_remarks: input.remarks,
        refe_id: input.refeId,
        // Required by SSLCommerz since 2025-02-24: our own unique key of this refund request.
        refund_trans_id: input.refundTransId ?? input.refeId,
      });
      requireApiConnect(raw, 'refund');
      const refundRefId = text(raw, 'refund_ref_id');
      if (isFailedStatus(raw) || !refundRefId) {
        throw new GatewayError(`SSLCommerz refused the refund: ${text(raw, 'errorReason') ?? 'no reason given'}`, raw);
      }
      return { refundRefId, status: text(raw, 'status') ?? '', raw };
    },

    async queryRefund(refundRefId: string) {
      const raw = await query(MERCHANT_QUERY_PATH, { refund_ref_id: refundRefId });
      requireApiConnect(raw, 'refund query');
      if (isFailedStatus(raw)) {
        throw new GatewayError(`SSLCommerz refund query failed: ${text(raw, 'errorReason') ?? 'no reason given'}`, raw);
      }
      return { status: text(raw, 'status') ?? '', raw };
    },
  };
}
