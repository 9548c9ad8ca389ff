/** Types for the parts of sslcommerz-lts 1.2 (SSLCommerz's official Node.js client) the tests use; it ships none. */
declare module 'sslcommerz-lts' {
  type Answer = Record<string, unknown>;

  export default class SSLCommerzPayment {
    /** `live` false → https://sandbox.sslcommerz.com, true → https://securepay.sslcommerz.com. */
    constructor(storeId: string, storePassword: string, live?: boolean);
    baseURL: string;
    initURL: string;
    validationURL: string;
    refundURL: string;
    refundQueryURL: string;
    transactionQueryBySessionIdURL: string;
    transactionQueryByTransactionIdURL: string;
    /** Every call resolves with the parsed JSON answer, or with the error itself (it never rejects). */
    init(data: Record<string, string | number>, url?: string | false, method?: string): Promise<Answer>;
    validate(data: { val_id: string }, url?: string | false, method?: string): Promise<Answer>;
    initiateRefund(data: {
      refund_amount: string | number;
      refund_remarks: string;
      bank_tran_id: string;
      refe_id: string;
    }): Promise<Answer>;
    refundQuery(data: { refund_ref_id: string }): Promise<Answer>;
    transactionQueryBySessionId(data: { sessionkey: string }): Promise<Answer>;
    transactionQueryByTransactionId(data: { tran_id: string }): Promise<Answer>;
  }
}
