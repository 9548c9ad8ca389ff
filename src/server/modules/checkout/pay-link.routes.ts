/**
 * GET /pay/{token} (issue 27): the payment link the front desk sends a guest. No login: the
 * signed token is the key. A live hold redirects (303) to the gateway page; an unknown,
 * already paid or ended one answers a short page saying so (404, 409, 410), and the same as
 * JSON `{ message, code }` to a client asking for JSON.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ErrorCode } from '#shared/error-codes.ts';
import { openPayLink, type PayLinkOutcome } from './pay-links.ts';

const ANSWERS: Record<Exclude<PayLinkOutcome['kind'], 'gateway'>, { status: number; code: ErrorCode; message: string }> = {
  unknown: { status: 404, code: 'NOT_FOUND', message: 'This payment link is not valid. Please ask the hotel for a new one.' },
  paid: { status: 409, code: 'NOT_PAYABLE', message: 'This booking is already paid. Thank you!' },
  ended: { status: 410, code: 'HOLD_ENDED', message: 'This payment link has expired. Please contact the hotel to book again.' },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small self-contained page with `message` under the hotel's name. */
function messagePage(hotelName: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Payment link · ${escapeHtml(hotelName)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937;line-height:1.5}h1{font-size:1.25rem}</style></head>
<body><main><h1>${escapeHtml(hotelName)}</h1><p>${escapeHtml(message)}</p></main></body></html>`;
}

export const registerPayLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pay/:token',
    { config: { access: 'public' }, schema: { params: z.object({ token: z.string().min(1).max(200) }) } },
    async (request, reply) => {
      const outcome = await openPayLink(app, request.params.token);
      reply.header('cache-control', 'no-store');
      if (outcome.kind === 'gateway') return reply.redirect(outcome.url, 303);
      const answer = ANSWERS[outcome.kind];
      if (String(request.headers.accept ?? '').includes('application/json')) {
        return reply.status(answer.status).send({ message: answer.message, code: answer.code });
      }
      return reply.status(answer.status).type('text/html; charset=utf-8').send(messagePage(app.config.hotel.name, answer.message));
    },
  );
};
