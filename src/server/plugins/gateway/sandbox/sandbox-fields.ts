/**
 * The field sets the sandbox sends, named exactly as SSLCommerz names them: the callback
 * form posted to success_url and the IPN, the order-validation answer and the
 * transaction-query element. Amounts are two-decimal BDT strings.
 */
import { formatGatewayAmount } from '#shared/domain/money.ts';
import type { SandboxRefund, SandboxTransaction } from './sandbox-store.ts';
import { computeVerifySign } from './verify-sign.ts';

/** SSLCommerz keeps a commission; the sandbox pretends it is 2.5 %. */
const storeAmountOf = (poisha: number) => formatGatewayAmount(Math.round(poisha * 0.975));

/** Payment fields shared by the callback, the validation answer and the query element. */
function paidFields(tx: SandboxTransaction, status: string): Record<string, string> {
  const p = tx.payment;
  if (!p) throw new Error(`sandbox transaction ${tx.tranId} is not paid`);
  const amount = formatGatewayAmount(tx.amountPoisha);
  return {
    status,
    tran_date: p.tranDate,
    tran_id: tx.tranId,
    val_id: p.valId,
    amount,
    store_amount: storeAmountOf(tx.amountPoisha),
    currency: tx.currency,
    bank_tran_id: p.bankTranId,
    card_type: p.cardType,
    card_no: p.cardNo,
    card_issuer: p.cardIssuer,
    card_brand: p.cardBrand,
    card_issuer_country: 'Bangladesh',
    card_issuer_country_code: 'BD',
    bank_gw: p.bankGw,
    currency_type: tx.currency,
    currency_amount: amount,
    currency_rate: '1.0000',
    base_fair: '0.00',
    value_a: tx.values.a,
    value_b: tx.values.b,
    value_c: tx.values.c,
    value_d: tx.values.d,
    risk_level: '0',
    risk_title: 'Safe',
  };
}

/** The signed form SSLCommerz posts to success_url and to the IPN listener after a payment. */
export function successCallbackFields(tx: SandboxTransaction, storeId: string, storePassword: string): Record<string, string> {
  const fields = { ...paidFields(tx, 'VALID'), error: '', store_id: storeId };
  return { ...fields, ...computeVerifySign(fields, storePassword) };
}

/** The signed form posted to fail_url or cancel_url. */
export function closedCallbackFields(tx: SandboxTransaction, storeId: string, storePassword: string): Record<string, string> {
  const status = tx.status === 'CANCELLED' ? 'CANCELLED' : 'FAILED';
  const fields = {
    status,
    tran_id: tx.tranId,
    error: status === 'CANCELLED' ? 'Cancelled by User' : 'Declined by the test page',
    bank_tran_id: '',
    currency: tx.currency,
    tran_date: '',
    amount: formatGatewayAmount(tx.amountPoisha),
    store_id: storeId,
    currency_type: tx.currency,
    currency_amount: formatGatewayAmount(tx.amountPoisha),
    value_a: tx.values.a,
    value_b: tx.values.b,
    value_c: tx.values.c,
    value_d: tx.values.d,
  };
  return { ...fields, ...computeVerifySign(fields, storePassword) };
}

/** The `error` of an unpaid transaction's query answer, by status. */
const UNPAID_ERRORS: Record<SandboxTransaction['status'], string> = {
  PENDING: '',
  VALID: '',
  FAILED: 'Declined by the test page',
  CANCELLED: 'Cancelled by User',
};

/** validationserverAPI.php answer for a paid transaction: VALID once, VALIDATED afterwards. */
export function validationAnswer(tx: SandboxTransaction): Record<string, unknown> {
  const status = tx.validationCount > 1 ? 'VALIDATED' : 'VALID';
  return {
    ...paidFields(tx, status),
    emi_instalment: '0',
    emi_amount: '0.00',
    account_details: '',
    APIConnect: 'DONE',
    validated_on: tx.payment?.tranDate ?? '',
    gw_version: 'sandbox',
  };
}

/**
 * The elements of merchantTransIDvalidationAPI.php?tran_id=...: one for a transaction without
 * refunds, else one per refund (issue 28: refunds may be parts), each carrying that refund.
 */
export function queryElements(tx: SandboxTransaction): Array<Record<string, unknown>> {
  if (!tx.payment || tx.refunds.length === 0) return [queryElement(tx)];
  return tx.refunds.map((refund) => queryElement(tx, refund));
}

/** One element of merchantTransIDvalidationAPI.php?tran_id=..., with `refund` when given. */
export function queryElement(tx: SandboxTransaction, refund?: SandboxRefund): Record<string, unknown> {
  if (tx.payment) {
    const status = tx.validationCount > 0 ? 'VALIDATED' : 'VALID';
    // SSLCommerz documents no refund fields here; the sandbox adds them so a merchant that
    // lost a refund's answer (a crash) can find it by tran_id and its own refund_trans_id.
    const refundFields = refund
      ? {
          refund_ref_id: refund.refundRefId,
          refund_trans_id: refund.refundTransId,
          refund_status: 'refunded',
          refund_amount: formatGatewayAmount(refund.amountPoisha),
          refunded_on: refund.initiatedOn,
        }
      : {};
    return { ...paidFields(tx, status), ...refundFields, APIConnect: 'DONE', validated_on: tx.payment.tranDate, error: '' };
  }
  return {
    status: tx.status,
    tran_id: tx.tranId,
    val_id: '',
    amount: formatGatewayAmount(tx.amountPoisha),
    currency: tx.currency,
    currency_type: tx.currency,
    tran_date: '',
    bank_tran_id: '',
    APIConnect: 'DONE',
    error: UNPAID_ERRORS[tx.status],
  };
}
