/**
 * Server-rendered HTML of the sandbox's hosted payment page. Plain HTML that works on a
 * phone and without JavaScript; the only script (the auto-submit back to the merchant)
 * and the only style carry a per-response nonce named in the page's own CSP.
 */
import { randomBytes } from 'node:crypto';
import { formatGatewayAmount } from '#shared/domain/money.ts';
import type { SandboxTransaction } from './sandbox-store.ts';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const createNonce = (): string => randomBytes(16).toString('base64');

/** A CSP allowing only the nonce'd script/style and form posts to `formTargets` (origins). */
export function pageCsp(nonce: string, formTargets: string[] = []): string {
  const targets = ["'self'", ...new Set(formTargets)].join(' ');
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    `form-action ${targets}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The origin of `url`, or null when it is not an absolute http(s) URL. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f3f4f6;color:#111827}
  main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
  .card{background:#fff;border-radius:.75rem;padding:1.25rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
  h1{font-size:1.375rem;margin:0 0 .75rem}.notice{background:#fef3c7;border:1px solid #d97706;border-radius:.5rem;padding:.75rem;font-weight:600}
  dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}dt{color:#4b5563}dd{margin:0;font-weight:600;word-break:break-all}
  .actions{display:grid;gap:.75rem}form{margin:0}
  button{width:100%;min-height:3rem;font:inherit;font-weight:600;border:0;border-radius:.5rem;cursor:pointer}
  button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
  .pay{background:#15803d;color:#fff}.fail{background:#b91c1c;color:#fff}.cancel{background:#e5e7eb;color:#111827}`;

function layout(title: string, nonce: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
<div class="card">
${body}
</div>
</main>
${script ? `<script nonce="${nonce}">${script}</script>` : ''}
</body>
</html>`;
}

/** The hosted page: merchant, amount, tran_id, the test notice and Pay / Fail / Cancel. */
export function renderPaymentPage(tx: SandboxTransaction, merchantName: string, nonce: string): string {
  // Relative to /sandbox-gateway/pay/:sessionkey, so it works whatever host the browser used.
  const action = (outcome: string) => `${encodeURIComponent(tx.sessionKey)}/${outcome}`;
  const button = (outcome: string, label: string, description: string) => `
<form method="post" action="${escapeHtml(action(outcome))}">
  <button type="submit" class="${outcome}" aria-label="${escapeHtml(description)}">${label}</button>
</form>`;
  const amount = `BDT ${formatGatewayAmount(tx.amountPoisha)}`;
  return layout(
    `Pay ${amount} to ${merchantName} (sandbox)`,
    nonce,
    `
<h1>SSLCommerz sandbox payment</h1>
<p class="notice" role="note">Test payment — no money moves. This page stands in for the real payment gateway.</p>
<dl>
  <dt>Merchant</dt><dd>${escapeHtml(merchantName)}</dd>
  <dt>For</dt><dd>${escapeHtml(tx.productName)}</dd>
  <dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
  <dt>Transaction</dt><dd>${escapeHtml(tx.tranId)}</dd>
</dl>
<div class="actions">
${button('pay', 'Pay', `Pay ${amount} (test payment)`)}
${button('fail', 'Fail', 'Fail (simulate a declined payment)')}
${button('cancel', 'Cancel', 'Cancel and return to the merchant')}
</div>`,
  );
}

/** An auto-submitting form that posts `fields` to `action`, with a Continue button for no-JS. */
export function renderAutoPost(action: string, fields: Record<string, string>, nonce: string): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n  ');
  return layout(
    'Returning to the merchant',
    nonce,
    `
<h1>Returning to the merchant</h1>
<p>Test payment — no money moves. If nothing happens, press Continue.</p>
<form id="return-form" method="post" action="${escapeHtml(action)}">
  ${inputs}
  <button type="submit" class="pay">Continue</button>
</form>`,
    "document.getElementById('return-form').submit();",
  );
}

/** A short message page (unknown or finished session). */
export function renderMessage(title: string, text: string, nonce: string): string {
  return layout(title, nonce, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p>`);
}
