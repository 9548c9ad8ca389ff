/**
 * The web's server entry (src/web/entry-server.tsx), loaded at run time by path: the server's
 * own modules never import web code (docs/architecture.md#shape; decision 010). Used by the
 * server-rendered pages (modules/web-pages: web-pages.ts, `/` and `/rooms`; room-page-shell.ts: a signed-in
 * guest's room page).
 *
 * Which file (issue 25, decision 022): the server built into dist/server loads the entry's
 * own SSR build, dist/ssr/entry-server.js (Vite already dropped its style-sheet imports); the
 * server run from sources (tsx, vitest) loads the .tsx source, with style sheets answered empty.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { BookingLimits } from '#shared/schemas/bookings.ts';
import { APP_STATE_ELEMENT_ID, type InitialSession } from '#shared/schemas/initial-session.ts';
import type { RoomDetail, RoomPage } from '#shared/schemas/rooms.ts';
import { ignoreStyleImports } from './ignore-style-imports.ts';
import { toScriptJson } from './script-json.ts';

/** A rendered page: its markup and the app state the browser hydrates it with (embedded as JSON). */
interface RenderedPage {
  markup: string;
  state: unknown;
}

/** What src/web/entry-server.tsx exports; each render gives null for a redirect. */
export interface WebEntry {
  /** `/` or `/rooms` (absolute URL) for an anonymous visitor, from the list's first page. */
  renderPage: (url: string, data: { page: RoomPage; limits: BookingLimits }) => Promise<RenderedPage | null>;
  /** `/room/{id}` (absolute URL) for the signed-in guest of `session`. */
  renderRoomPage: (url: string, session: InitialSession & { room: RoomDetail }, limits: BookingLimits) => Promise<RenderedPage | null>;
  /** The app state of a room page sent unrendered, for the signed-in guest of `session`. */
  createRoomPageState: (session: InitialSession, limits: BookingLimits) => unknown;
  /** Loads the rendered pages' modules ahead of the first visitor. */
  warmUp: () => Promise<void>;
}

/**
 * The entry's URL for a server module at `moduleUrl`: a bundled server (a `.js` file in
 * dist/server) takes dist/ssr/entry-server.js beside it; a source module (src/server/plugins,
 * a `.ts` file) takes src/web/entry-server.tsx.
 */
export function locateWebEntry(moduleUrl: string): { url: string; isBuilt: boolean } {
  const isBuilt = !moduleUrl.endsWith('.ts');
  const file = isBuilt
    ? path.join(path.dirname(fileURLToPath(moduleUrl)), '..', 'ssr', 'entry-server.js')
    : path.join(path.dirname(fileURLToPath(moduleUrl)), '..', '..', 'web', 'entry-server.tsx');
  return { url: pathToFileURL(file).href, isBuilt };
}

const ENTRY = locateWebEntry(import.meta.url);
let entry: Promise<WebEntry> | null = null;

/** The entry module, imported on first use (once per process). */
export function loadWebEntry(): Promise<WebEntry> {
  // Web components import their style sheets; the browser build makes them <link>s, and the
  // SSR build drops them. Only the sources need Node told to answer them empty.
  if (!ENTRY.isBuilt) ignoreStyleImports();
  entry ??= import(/* @vite-ignore */ ENTRY.url) as Promise<WebEntry>;
  return entry;
}

/** Loads the entry and its pages once the server listens, in the background (a failure is only logged). */
export function warmUpWebEntry(app: FastifyInstance): void {
  app.addHook('onListen', async () => {
    loadWebEntry()
      .then((entry) => entry.warmUp())
      .catch((error: unknown) => app.log.warn({ err: error }, 'web entry not warmed up'));
  });
}

/** `<script type="application/json" id="app-state">` holding `state`, escaped so no text can end it. */
export function appStateScript(state: unknown): string {
  return `<script type="application/json" id="${APP_STATE_ELEMENT_ID}">${toScriptJson(state)}</script>`;
}

/**
 * `template` (the built index.html) with `markup` inside `<div id="root">`. React leaves the
 * page's `<title>` where it renders it; it moves to the head (the one browsers use), so the body
 * does not carry a second, hidden copy of the page's title text.
 */
export function placeMarkup(template: string, markup: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(markup)?.[1];
  const html = template.replace('<div id="root"></div>', `<div id="root">${markup.replace(/<title>[^<]*<\/title>/, '')}</div>`);
  return title ? html.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`) : html;
}
