/**
 * The sandbox's server-to-server API, at SSLCommerz's own paths and with its field names:
 * session init (POST /gwprocess/v4/api.php), order validation
 * (/validator/api/validationserverAPI.php) and the merchant query API
 * (/validator/api/merchantTransIDvalidationAPI.php: transaction query by tran_id or
 * sessionkey, refund, refund query). Request shapes: sandbox-request.ts. Every answer is
 * HTTP 200 JSON, failures included, as SSLCommerz answers: session init
 * `{ status: 'FAILED', failedreason }`, the others `{ APIConnect: 'FAILED' }` on bad credentials.
 */
import type { FastifyInstance } from 'fastify';
import { formatGatewayAmount, parseAmountToPoisha } from '#shared/domain/money.ts';
import { fieldOf } from '../form-fields.ts';
import { queryElement, queryElements, validationAnswer } from './sandbox-fields.ts';
import { CALLBACK_FIELDS, callbackUnder, requestFields } from './sandbox-request.ts';
import { formatGatewayDate, randomId, type SandboxStore } from './sandbox-store.ts';

export interface SandboxOptions {
  /** This install's store credentials (install-secrets.ts); any other pair is refused. */
  storeId: string;
  storePassword: string;
  /** Absolute URL the browser reaches the sandbox at, e.g. http://localhost:3000/sandbox-gateway. */
  publicBaseUrl: string;
  /** PUBLIC_URL: every callback URL (success, fail, cancel, IPN) must lie under it. */
  merchantUrl: string;
  merchantName: string;
}

const SESSION_FIELDS = ['tran_id', 'success_url', 'fail_url', 'cancel_url', 'cus_name', 'cus_email', 'product_name'];
const MAX_AMOUNT_POISHA = 50_000_000; // SSLCommerz accepts 10.00 to 500000.00 BDT per transaction.
const CREDENTIAL_ERROR = 'Store Credential Error Or Store is De-active';

/** Registers the API routes on `app` (already under the /sandbox-gateway prefix). */
export function registerSandboxApi(app: FastifyInstance, store: SandboxStore, options: SandboxOptions): void {
  const isStore = (source: unknown) =>
    fieldOf(source, 'store_id') === options.storeId && fieldOf(source, 'store_passwd') === options.storePassword;

  app.post('/gwprocess/v4/api.php', { config: { access: 'public' } }, async (request) => {
    const body = requestFields(request);
    const failed = (failedreason: string) => ({ status: 'FAILED', failedreason, sessionkey: '', GatewayPageURL: '' });
    if (!isStore(body)) return failed(CREDENTIAL_ERROR);
    const missing = SESSION_FIELDS.filter((key) => !fieldOf(body, key));
    if (missing.length) return failed(`Missing required field(s): ${missing.join(', ')}`);
    const urls: Partial<Record<(typeof CALLBACK_FIELDS)[number], string>> = {};
    for (const key of CALLBACK_FIELDS) {
      const raw = fieldOf(body, key);
      if (!raw) continue; // only ipn_url may be empty (checked above)
      const url = callbackUnder(raw, options.merchantUrl, options.publicBaseUrl);
      if (!url) return failed(`Invalid Information: ${key} must be a URL under this store's site ${options.merchantUrl}`);
      urls[key] = url;
    }
    const amountPoisha = parseAmountToPoisha(fieldOf(body, 'total_amount'));
    if (amountPoisha === null || amountPoisha < 1000 || amountPoisha > MAX_AMOUNT_POISHA) {
      return failed('Invalid total_amount: it must be between 10.00 and 500000.00');
    }
    if (fieldOf(body, 'currency') !== 'BDT') return failed('The sandbox accepts currency BDT only');
    const tx = store.openSession({
      tranId: fieldOf(body, 'tran_id'),
      amountPoisha,
      currency: 'BDT',
      successUrl: urls.success_url!,
      failUrl: urls.fail_url!,
      cancelUrl: urls.cancel_url!,
      ipnUrl: urls.ipn_url ?? null,
      customerName: fieldOf(body, 'cus_name'),
      customerEmail: fieldOf(body, 'cus_email'),
      productName: fieldOf(body, 'product_name'),
      values: { a: fieldOf(body, 'value_a'), b: fieldOf(body, 'value_b'), c: fieldOf(body, 'value_c'), d: fieldOf(body, 'value_d') },
    });
    if (!tx) return failed('Duplicate tran_id: this transaction already has a session; reopen its GatewayPageURL or use a new tran_id');
    const pageUrl = `${options.publicBaseUrl}/pay/${tx.sessionKey}`;
    return {
      status: 'SUCCESS',
      failedreason: '',
      sessionkey: tx.sessionKey,
      GatewayPageURL: pageUrl,
      redirectGatewayURL: pageUrl,
      storeBanner: '',
      storeLogo: '',
      desc: [],
      is_direct_pay_enable: '0',
    };
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/validator/api/validationserverAPI.php',
    config: { access: 'public' },
    handler: async (request) => {
      const fields = requestFields(request);
      if (!isStore(fields)) return { APIConnect: 'FAILED' };
      const tx = store.findByValId(fieldOf(fields, 'val_id'));
      if (!tx?.payment) return { status: 'INVALID_TRANSACTION' };
      tx.validationCount += 1;
      return validationAnswer(tx);
    },
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/validator/api/merchantTransIDvalidationAPI.php',
    config: { access: 'public' },
    handler: async (request) => {
      const fields = requestFields(request);
      if (!isStore(fields)) return { APIConnect: 'FAILED' };
      if (fieldOf(fields, 'refund_ref_id')) return refundStatus(store, fieldOf(fields, 'refund_ref_id'));
      if (fieldOf(fields, 'bank_tran_id')) return initiateRefund(store, fields);
      if (fieldOf(fields, 'tran_id')) {
        const tx = store.findByTranId(fieldOf(fields, 'tran_id'));
        const element = tx && tx.status !== 'PENDING' ? queryElements(tx) : [];
        return { APIConnect: 'DONE', no_of_trans_found: element.length, element };
      }
      if (fieldOf(fields, 'sessionkey')) {
        const tx = store.findBySession(fieldOf(fields, 'sessionkey'));
        if (!tx) return { APIConnect: 'DONE', status: 'INVALID_REQUEST', sessionkey: fieldOf(fields, 'sessionkey') };
        return { ...queryElement(tx), sessionkey: tx.sessionKey, gw_version: 'sandbox' };
      }
      return { APIConnect: 'INVALID_REQUEST' };
    },
  });
}

/**
 * Refund of a VALID transaction, whole or a part (issue 28): never more than its amount less what
 * was refunded of it already, so a refund sent twice for the last money is refused.
 */
function initiateRefund(store: SandboxStore, query: unknown) {
  const bankTranId = fieldOf(query, 'bank_tran_id');
  const refused = (errorReason: string) => ({ APIConnect: 'DONE', bank_tran_id: bankTranId, status: 'failed', errorReason });
  const tx = store.findByBankTranId(bankTranId);
  if (!tx || tx.status !== 'VALID') return refused('Invalid bank_tran_id or the transaction is not VALID');
  const leftPoisha = tx.amountPoisha - tx.refunds.reduce((sum, r) => sum + r.amountPoisha, 0);
  const amountPoisha = parseAmountToPoisha(fieldOf(query, 'refund_amount'));
  // More than is left after earlier refunds: the whole-refund gateway's own words.
  if (tx.refunds.length > 0 && (amountPoisha === null || amountPoisha > leftPoisha)) {
    return refused('A refund was already initiated for this transaction');
  }
  if (amountPoisha === null || amountPoisha <= 0 || amountPoisha > leftPoisha) {
    return refused(`refund_amount must be more than 0 and at most ${formatGatewayAmount(leftPoisha)}`);
  }
  if (!fieldOf(query, 'refund_remarks')) return refused('refund_remarks is required');
  const refundRefId = randomId(20);
  store.recordRefund(tx, {
    refundRefId,
    amountPoisha,
    remarks: fieldOf(query, 'refund_remarks'),
    refeId: fieldOf(query, 'refe_id'),
    refundTransId: fieldOf(query, 'refund_trans_id'),
    initiatedOn: formatGatewayDate(),
  });
  return {
    APIConnect: 'DONE',
    bank_tran_id: bankTranId,
    trans_id: tx.tranId,
    refund_ref_id: refundRefId,
    status: 'success',
    errorReason: '',
  };
}

/** Refund query; the sandbox settles refunds at once, so a known one is always `refunded`. */
function refundStatus(store: SandboxStore, refundRefId: string) {
  const tx = store.findByRefundRef(refundRefId);
  const refund = tx?.refunds.find((r) => r.refundRefId === refundRefId);
  if (!tx || !refund || !tx.payment)
    return { APIConnect: 'DONE', refund_ref_id: refundRefId, status: 'failed', errorReason: 'Invalid refund_ref_id' };
  return {
    APIConnect: 'DONE',
    bank_tran_id: tx.payment.bankTranId,
    tran_id: tx.tranId,
    refund_ref_id: refundRefId,
    initiated_on: refund.initiatedOn,
    refunded_on: refund.initiatedOn,
    status: 'refunded',
    errorReason: '',
    refund_amount: formatGatewayAmount(refund.amountPoisha),
  };
}
