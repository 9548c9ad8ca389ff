/**
 * Server-rendered first paint of `/` and `/rooms` (issue 11). The built index.html gets the
 * app's markup for the page (the web's own components, rendered by src/web/entry-server.tsx)
 * and the app state it was rendered from (the room list's first page, the booking limits); the
 * browser hydrates it (main.tsx, issue 25). Pages are
 * cached in the public cache beside the list (same key rules, so they follow every write),
 * with a strong ETag. A query the list refuses, or any failure, falls back to the SPA shell.
 * A module of its own (issue 26): the pages read the rooms, bookings and users modules, and
 * plugins never import modules; app.ts registers it when the web build is there.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROOM_PAGE_SIZE } from '#shared/domain/room-search.ts';
import { roomListQuerySchema, roomPageSchema, type RoomPage } from '#shared/schemas/rooms.ts';
import { normalizedQueryKey } from '../rooms/rooms.routes.ts';
import { readBookingLimits } from '../bookings/booking-limits.routes.ts';
import { listRoomPage } from '../rooms/rooms.service.ts';
import { sendCached } from '../../plugins/public-cache.ts';
import { registerRoomPageShell } from './room-page-shell.ts';
import { appStateScript, loadWebEntry, placeMarkup, warmUpWebEntry } from '../../plugins/web-entry.ts';

const PAGES = ['/', '/rooms'];
// Answers that depend on the clock (a date search: holds lapse without any write).
const DATE_SEARCH_TTL_MS = 5_000;

/** Registers GET `/` and `/rooms` (and the room page's shell, room-page-shell.ts); `sendShell` answers the plain index.html. */
export function registerWebPages(app: FastifyInstance, webRoot: string, sendShell: (reply: FastifyReply) => FastifyReply): void {
  const template = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  registerRoomPageShell(app, webRoot, template);
  warmUpWebEntry(app);

  const render = async (request: FastifyRequest, page: RoomPage): Promise<string> => {
    const url = new URL(request.url, app.config.publicUrl).href;
    const rendered = await (await loadWebEntry()).renderPage(url, { page, limits: await readBookingLimits(app) });
    if (!rendered) throw new Error(`no markup for ${request.url}`);
    return placeMarkup(template, rendered.markup).replace('</body>', `${appStateScript(rendered.state)}\n  </body>`);
  };

  for (const pathname of PAGES) {
    app.get(pathname, { config: { access: 'public' } }, async (request, reply) => {
      const rawQuery = request.query as Record<string, unknown>;
      const parsed = roomListQuerySchema.safeParse(rawQuery);
      const isKnownQuery =
        parsed.success &&
        Object.keys(rawQuery).every((k) => k in parsed.data) &&
        (pathname === '/rooms' || Object.keys(rawQuery).length === 0);
      if (!isKnownQuery) return sendShell(reply);
      const query = parsed.data;
      try {
        const cached = await app.publicCache.get(
          normalizedQueryKey(`page:${pathname}`, query),
          async () => {
            // The first page, as the SPA asks for it (features/rooms/search/api/room-pages.ts): a hotel of 10,000 rooms is not rendered whole.
            const page = roomPageSchema.parse(await listRoomPage(app, { ...query, page: 1, pageSize: ROOM_PAGE_SIZE }));
            return render(request, page);
          },
          { ttlMs: query.checkIn !== undefined ? DATE_SEARCH_TTL_MS : undefined },
        );
        return sendCached(request, reply, cached, 'text/html; charset=utf-8');
      } catch (error) {
        request.log.warn({ err: error }, 'no server render; answering the SPA shell');
        return sendShell(reply);
      }
    });
  }
}
