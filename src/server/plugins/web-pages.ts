/**
 * Server-rendered first paint of `/` and `/rooms` (issue 11). The built index.html gets the
 * app's markup for the page (the web's own components, rendered by src/web/entry-server.tsx)
 * and the room list it was rendered from; the SPA then takes over (main.tsx). Pages are
 * cached in the public cache beside the list, so they follow every write, with a strong ETag.
 * Any failure (or a query the render does not know) falls back to the plain SPA shell.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROOM_CATEGORIES } from '#shared/domain/humanize-category.ts';
import { roomListSchema, type Room } from '#shared/schemas/rooms.ts';
import { listRooms } from '../modules/rooms/rooms.service.ts';
import { sendCached } from './public-cache.ts';

interface WebEntry {
  renderPage: (url: string, initial: { category: string | null; rooms: Room[] }) => Promise<string | null>;
}

// The web's server entry is loaded at run time by path (never bundled into or imported by the
// server's own modules, which stay independent of the web code: DESIGN §1, decision 006).
const ENTRY = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'entry-server.tsx')).href;
const PAGES = new Set(['/', '/rooms']);

/** `<` and friends escaped so the JSON cannot close its script element. */
const toScriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** Registers GET `/` and `/rooms`; `sendShell` answers the plain index.html. */
export function registerWebPages(app: FastifyInstance, webRoot: string, sendShell: (reply: FastifyReply) => FastifyReply): void {
  const template = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  let entry: Promise<WebEntry> | null = null;

  const render = async (request: FastifyRequest, pathname: string, category: string | null): Promise<string> => {
    entry ??= import(ENTRY) as Promise<WebEntry>;
    const rooms = roomListSchema.parse(await listRooms(app.db, (category ?? undefined) as never));
    const url = new URL(request.url, app.config.publicUrl).href;
    const markup = await (await entry).renderPage(url, { category: pathname === '/rooms' ? category : null, rooms });
    if (markup === null) throw new Error(`no markup for ${pathname}`);
    // React puts the page's <title> where it is rendered; the head's title is the one browsers use.
    const title = /<title>([^<]*)<\/title>/.exec(markup)?.[1];
    const html = template
      .replace('<div id="root"></div>', `<div id="root">${markup}</div>`)
      .replace('</body>', `<script type="application/json" id="initial-rooms">${toScriptJson({ category: pathname === '/rooms' ? category : null, rooms })}</script>\n  </body>`);
    return title ? html.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`) : html;
  };

  for (const pathname of PAGES) {
    app.get(pathname, async (request, reply) => {
      const query = request.query as Record<string, string | undefined>;
      const keys = Object.keys(query);
      const category = pathname === '/rooms' && typeof query.category === 'string' ? query.category : null;
      const isKnownQuery = keys.every((k) => k === 'category' && pathname === '/rooms')
        && (category === null || (ROOM_CATEGORIES as readonly string[]).includes(category));
      if (!isKnownQuery) return sendShell(reply);
      try {
        const cached = await app.publicCache.get(`page:${pathname}?${category ?? ''}`, () => render(request, pathname, category));
        return sendCached(request, reply, cached, 'text/html; charset=utf-8');
      } catch (error) {
        request.log.error({ err: error }, 'server render failed; answering the SPA shell');
        return sendShell(reply);
      }
    });
  }
}
