/**
 * The room page's shell with its downloads announced (issue 11, LCP of `/room/{id}`). The room
 * page is for signed-in guests, so the server does not render it; it sends the SPA shell with
 * `<link rel="modulepreload">` for the page's chunks and a preload of their style sheets (from
 * the build's Vite manifest) and, for a visitor with a session cookie, a high-priority
 * `<link rel="preload" as="image">` for the room's main photo with the srcset and sizes the
 * page's slider asks for. The browser then fetches them while the entry script runs and the
 * session is checked, instead of after.
 * Anything unknown (no manifest, an archived or unknown room) just leaves a hint out.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ROOM_PHOTO_SIZES, responsiveSrcSet } from '#shared/domain/image-variants.ts';
import { roomSchema } from '#shared/schemas/rooms.ts';
import { getCachedRoom } from '../modules/rooms/rooms.routes.ts';

/** The room page module's key in the manifest (its source path). */
const ROOM_PAGE_MODULE = 'src/web/features/room-detail/pages/room-detail-page.tsx';
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

/** Registers GET `/room/:id`: `template` (the built index.html) with the page's hints in its head. */
export function registerRoomPageHints(app: FastifyInstance, webRoot: string, template: string): void {
  // Chunks the shell already names (the entry and its imports) need no second hint.
  const modulePreloads = readChunkClosure(webRoot, ROOM_PAGE_MODULE)
    .filter((file) => !template.includes(file))
    .map((file) =>
      file.endsWith('.css') ? `<link rel="preload" as="style" href="${file}">` : `<link rel="modulepreload" crossorigin href="${file}">`,
    )
    .join('');

  app.get<{ Params: { id: string } }>(
    '/room/:id',
    { config: { access: 'public' }, schema: { params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      let hints = modulePreloads;
      if (SESSION_COOKIE.test(request.headers.cookie ?? '')) {
        // An unknown or archived room rejects: no photo hint.
        const room = await getCachedRoom(app, request.params.id)
          .then((cached) => roomSchema.pick({ image: true }).parse(JSON.parse(cached.body.toString())))
          .catch(() => null);
        if (room) hints = photoPreload(room.image) + hints;
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(template.replace('</head>', `${hints}</head>`));
    },
  );
}
