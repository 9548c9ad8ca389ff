/**
 * The sandbox's browser side: the hosted payment page and its Pay / Fail / Cancel
 * outcomes. Pay marks the transaction VALID, fires the IPN in the background and sends
 * the browser back to success_url with SSLCommerz's signed form; Fail and Cancel send it
 * to fail_url / cancel_url.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxOptions } from './sandbox-api.ts';
import { closedCallbackFields, successCallbackFields } from './sandbox-fields.ts';
import { createNonce, originOf, pageCsp, renderAutoPost, renderMessage, renderPaymentPage } from './sandbox-pages.ts';
import type { SandboxStore } from './sandbox-store.ts';

const OUTCOMES = ['pay', 'fail', 'cancel'] as const;
type Outcome = (typeof OUTCOMES)[number];

function sendHtml(reply: FastifyReply, status: number, nonce: string, html: string, formTargets: string[] = []) {
  return reply
    .status(status)
    .header('content-security-policy', pageCsp(nonce, formTargets))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * Posts the IPN form to `url` without holding up the browser. Failures are logged, never
 * thrown: like SSLCommerz, the sandbox does not care whether the merchant listened.
 */
function sendIpn(app: FastifyInstance, log: FastifyBaseLogger, url: string, fields: Record<string, string>): void {
  const delivery = fetch(url, { method: 'POST', body: new URLSearchParams(fields), signal: AbortSignal.timeout(15_000) }).then(
    async (response) => {
      await response.arrayBuffer();
      if (!response.ok) log.warn({ url, status: response.status, tranId: fields.tran_id }, 'sandbox IPN was not accepted');
    },
  );
  app.backgroundTasks.run(delivery, (err: unknown) =>
    log.error({ err, url, tranId: fields.tran_id }, 'sandbox IPN could not be delivered'),
  );
}

/** Registers the hosted page routes on `app` (already under the /sandbox-gateway prefix). */
export function registerSandboxCheckout(app: FastifyInstance, store: SandboxStore, options: SandboxOptions): void {
  /** The pending transaction of a session, or an error page already sent (returns null). */
  function pendingOr(reply: FastifyReply, sessionKey: string, nonce: string) {
    const tx = store.findBySession(sessionKey);
    if (!tx) {
      sendHtml(
        reply,
        404,
        nonce,
        renderMessage(
          'Payment session not found',
          'This payment link is unknown or has expired. Start the payment again from the merchant.',
          nonce,
        ),
      );
      return null;
    }
    if (tx.status !== 'PENDING') {
      sendHtml(
        reply,
        409,
        nonce,
        renderMessage('Payment already finished', `This test payment is already ${tx.status.toLowerCase()}.`, nonce),
      );
      return null;
    }
    return tx;
  }

  app.get<{ Params: { sessionkey: string } }>('/pay/:sessionkey', { config: { access: 'public' } }, async (request, reply) => {
    const nonce = createNonce();
    const tx = pendingOr(reply, request.params.sessionkey, nonce);
    if (!tx) return reply;
    return sendHtml(reply, 200, nonce, renderPaymentPage(tx, options.merchantName, nonce));
  });

  app.post<{ Params: { sessionkey: string; outcome: string } }>(
    '/pay/:sessionkey/:outcome',
    { config: { access: 'public' } },
    async (request, reply) => {
      const outcome = request.params.outcome as Outcome;
      if (!OUTCOMES.includes(outcome)) return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
      const nonce = createNonce();
      const tx = pendingOr(reply, request.params.sessionkey, nonce);
      if (!tx) return reply;
      const { storeId, storePassword } = options;
      if (outcome === 'pay') {
        store.markPaid(tx);
        const fields = successCallbackFields(tx, storeId, storePassword);
        if (tx.ipnUrl) sendIpn(app, request.log, tx.ipnUrl, fields);
        return sendHtml(reply, 200, nonce, renderAutoPost(tx.successUrl, fields, nonce), [originOf(tx.successUrl) ?? "'self'"]);
      }
      store.markClosed(tx, outcome === 'fail' ? 'FAILED' : 'CANCELLED');
      const target = outcome === 'fail' ? tx.failUrl : tx.cancelUrl;
      const fields = closedCallbackFields(tx, storeId, storePassword);
      return sendHtml(reply, 200, nonce, renderAutoPost(target, fields, nonce), [originOf(target) ?? "'self'"]);
    },
  );
}
