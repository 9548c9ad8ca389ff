/**
 * The room page (issue 11, LCP of `/room/{id}`; decisions 018 and 020). The room page is for
 * signed-in guests. Every answer is the SPA shell with its downloads announced:
 * `<link rel="modulepreload">` for the page's chunks and their style sheets (from the build's
 * Vite manifest). For a guest whose session cookie is valid it also carries what the page would
 * otherwise ask for one round trip after another (the session, then the user record; the room),
 * in the page's app state (`<script type="application/json" id="app-state">`, issue 25), a
 * high-priority `<link rel="preload" as="image">` for the room's main photo with the srcset
 * and sizes of the page's slider, and the page itself rendered on the server from that data
 * (src/web/entry-server.tsx) and hydrated by the browser, so the room and its photo paint before
 * any script runs. Such an
 * answer is the guest's own: `private, no-store`, and it varies with the cookie.
 * Anything unknown (no manifest, an invalid session, an archived or unknown room, a failed
 * render) just leaves that part out. A return from the gateway (`?errorMsg=` or `?tranId=`)
 * opens a dialog that only the running app can operate, so it is not rendered here.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROOM_PHOTO_SIZES, responsiveSrcSet } from '#shared/domain/image-variants.ts';
import { idParamSchema } from '#shared/schemas/common.ts';
import type { BookingLimits } from '#shared/schemas/bookings.ts';
import type { InitialSession } from '#shared/schemas/initial-session.ts';
import type { RoomDetail } from '#shared/schemas/rooms.ts';
import { readBookingLimits } from '../bookings/booking-limits.routes.ts';
import { getCachedRoom } from '../rooms/rooms.routes.ts';
import { isRoomLikedBy } from '../rooms/rooms.service.ts';
import { getUserRecord } from '../users/users.service.ts';
import { appStateScript, loadWebEntry, placeMarkup } from '../../plugins/web-entry.ts';

/** The room page module's key in the manifest (its source path). */
const ROOM_PAGE_MODULE = 'src/web/features/rooms/room-page/pages/room-detail-page.tsx';
// better-auth's session cookie (`__Secure-` prefixed over https).
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** `/assets/…` scripts and style sheets of `key` and its static imports, transitively, or [] without a manifest. */
function readChunkClosure(webRoot: string, key: string): string[] {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const imported of manifest[k].imports ?? []) visit(imported);
  };
  visit(key);
  return [...new Set([...seen].flatMap((k) => [manifest[k].file, ...(manifest[k].css ?? [])]))].map((file) => `/${file}`);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `<link rel="preload" as="image">` for a room's main photo, as the slider's first <img> asks for it. */
function photoPreload(src: string): string {
  const srcSet = responsiveSrcSet(src);
  const responsive = srcSet ? ` imagesrcset="${escapeAttribute(srcSet)}" imagesizes="${ROOM_PHOTO_SIZES}"` : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(src)}"${responsive} fetchpriority="high">`;
}

/** The room as GET /api/room/{id} answers `userId`, or null for an unknown or archived room. */
async function readRoomDetail(app: FastifyInstance, id: string, userId: string): Promise<RoomDetail | null> {
  const [cached, isLiked] = await Promise.all([getCachedRoom(app, id).catch(() => null), isRoomLikedBy(app.db, id, userId)]);
  return cached ? { ...(JSON.parse(cached.body.toString()) as Omit<RoomDetail, 'isLiked'>), isLiked } : null;
}

/** The signed-in guest's record and the room, or null without a valid session. */
async function readInitialSession(app: FastifyInstance, request: FastifyRequest, roomId: string): Promise<InitialSession | null> {
  if (!SESSION_COOKIE.test(request.headers.cookie ?? '')) return null;
  const caller = await app.sessionCache.callerOf(request);
  if (!caller) return null;
  const [user, room] = await Promise.all([getUserRecord(app.db, caller, caller.email), readRoomDetail(app, roomId, caller.id)]);
  return { user, room };
}

/** The page's markup (null when it is not rendered here, see the module's doc) and app state for `initial`. */
async function renderForGuest(
  app: FastifyInstance,
  request: FastifyRequest,
  initial: InitialSession,
  limits: BookingLimits,
): Promise<{ markup: string | null; state: unknown }> {
  const entry = await loadWebEntry();
  const { room, user } = initial;
  const query = request.query as Record<string, unknown>;
  if (room && !('errorMsg' in query) && !('tranId' in query)) {
    const url = new URL(request.url, app.config.publicUrl).href;
    const rendered = await entry.renderRoomPage(url, { user, room }, limits).catch((error: unknown) => {
      request.log.warn({ err: error }, 'room page not rendered on the server');
      return null;
    });
    if (rendered) return rendered;
  }
  return { markup: null, state: entry.createRoomPageState(initial, limits) };
}

/**
 * `<link>`s for the page's chunks. A page that comes rendered needs their style sheets at once
 * (`stylesheet`) and their scripts only once it has painted (the app takes over then,
 * main.tsx, and asks for them itself): they are not hinted, leaving the phone's bandwidth to
 * the photo (Lighthouse's LCP: 1.8-2.1 s without them, 2.4-2.5 s with them at low priority).
 * A bare shell has them all fetched early (`modulepreload`, style sheets `preload`).
 * crossorigin: Vite asks for a chunk's style sheets in cors mode, a preload of another mode is
 * not used (Chromium fetched the room page's CSS twice), and a sheet already there is not
 * asked for again.
 */
function chunkLinks(files: string[], isRendered: boolean): string {
  const styleSheet = isRendered ? 'rel="stylesheet"' : 'rel="preload" as="style"';
  return files
    .filter((file) => file.endsWith('.css') || !isRendered)
    .map((file) => `<link ${file.endsWith('.css') ? styleSheet : 'rel="modulepreload"'} crossorigin href="${file}">`)
    .join('');
}

/** Registers GET `/room/:id`: `template` (the built index.html) with the page's hints and, signed in, its data and markup. */
export function registerRoomPageShell(app: FastifyInstance, webRoot: string, template: string): void {
  // Chunks the shell already names (the entry and its imports) need no second hint.
  const chunks = readChunkClosure(webRoot, ROOM_PAGE_MODULE).filter((file) => !template.includes(file));

  app.get<{ Params: { id: string } }>(
    '/room/:id',
    { config: { access: 'public' }, schema: { params: idParamSchema } },
    async (request, reply) => {
      // Without it the page still works: it asks for each part itself.
      const initial = await readInitialSession(app, request, request.params.id).catch((error: unknown) => {
        request.log.warn({ err: error }, 'room page shell without its initial session');
        return null;
      });
      const { markup, state } = initial
        ? await readBookingLimits(app)
            .then((limits) => renderForGuest(app, request, initial, limits))
            .catch((error: unknown) => {
              request.log.warn({ err: error }, 'room page shell without its app state');
              return { markup: null, state: null };
            })
        : { markup: null, state: null };
      const hints = (initial?.room ? photoPreload(initial.room.image) : '') + chunkLinks(chunks, markup !== null);
      const data = state === null ? '' : appStateScript(state);
      const page = markup === null ? template : placeMarkup(template, markup);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', initial ? 'private, no-store' : 'no-cache')
        .header('vary', 'cookie')
        .send(page.replace('</head>', `${hints}</head>`).replace('</body>', `${data}</body>`));
    },
  );
}
