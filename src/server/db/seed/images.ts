/**
 * Renders the seed's pictures (SVG → WebP with sharp) and stores them through app.storage.
 * Keys are content hashes, so re-seeding the same data directory rewrites the same files
 * instead of piling up copies, and immutable caching stays truthful.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { makeVariants, storeImageSet } from '../../modules/uploads/image-variants.ts';
import { loadSharp } from '../../modules/uploads/load-sharp.ts';
import { renderThroughCache } from './picture-cache.ts';
import { hashSeed, pick, createRng } from './prng.ts';
import { CATEGORY_LAYOUT, type CatalogueRoom } from './room-catalogue.ts';
import { renderSceneSvg, type ShotKind } from './scene.ts';
import { PALETTES, TIMES_OF_DAY, type TimeOfDay } from './scene-palette.ts';

/** Pictures rendered at once: enough to keep two cores busy without queueing 70 SVGs in libvips. */
const RENDER_CONCURRENCY = 3;
const GALLERY_SHOTS: readonly ShotKind[] = ['bedroom-angled', 'lounge', 'bathroom', 'view', 'detail'];
const MAIN_TIMES: readonly TimeOfDay[] = ['morning', 'noon', 'golden'];

export interface RoomPictures {
  image: string;
  gallery: string[];
}

/** Runs `task` over `items` with at most `limit` in flight; results keep the input order. */
async function mapWithConcurrency<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const WEBP = { quality: 80, effort: 2 } as const;

/**
 * Rasterises `svg` to WebP (quality 80) and stores it; resolves to its public URL. With
 * `withVariants` (room pictures) the 400/800/1600 px variants are stored beside it (issue 11).
 * Drawn through the picture cache when SEED_PICTURE_CACHE_DIR names one (picture-cache.ts).
 */
export async function storeSvgAsWebp(app: FastifyInstance, svg: string, options: { withVariants?: boolean } = {}): Promise<string> {
  const isWithVariants = options.withVariants === true;
  const settings = JSON.stringify({ ...WEBP, isWithVariants });
  const { webp, variants } = await renderThroughCache(app.config.seedPictureCacheDir, svg, settings, async () => {
    const sharp = await loadSharp();
    const rendered = await sharp(Buffer.from(svg)).webp(WEBP).toBuffer();
    return { webp: rendered, variants: isWithVariants ? await makeVariants(rendered, WEBP.quality) : [] };
  });
  const base = `seed-${createHash('sha256').update(webp).digest('hex').slice(0, 24)}`;
  if (isWithVariants) return storeImageSet(app, base, webp, variants);
  return app.storage.put(`${base}.webp`, webp, 'image/webp');
}

/**
 * Renders and stores each room's main picture (a daylight bedroom shot) and five gallery
 * pictures (angled bedroom, lounge, bathroom, window view, bed detail). Resolves to the URLs
 * in catalogue order.
 */
export async function renderRoomPictures(app: FastifyInstance, rooms: readonly CatalogueRoom[]): Promise<RoomPictures[]> {
  const jobs = rooms.flatMap((room) => {
    const roomSeed = hashSeed(room.title);
    const rng = createRng(roomSeed);
    const shots: { shot: ShotKind; time: TimeOfDay }[] = [
      { shot: 'bedroom', time: pick(rng, MAIN_TIMES) },
      ...GALLERY_SHOTS.map((shot) => ({ shot, time: pick(rng, TIMES_OF_DAY) })),
    ];
    return shots.map(({ shot, time }, index) => ({
      roomSeed,
      seed: hashSeed(`${room.title}#${index}`),
      shot,
      time,
      palette: PALETTES[room.palette % PALETTES.length],
      view: room.view,
      plan: CATEGORY_LAYOUT[room.category].plan,
    }));
  });
  const urls = await mapWithConcurrency(jobs, RENDER_CONCURRENCY, (spec) =>
    storeSvgAsWebp(app, renderSceneSvg(spec), { withVariants: true }),
  );
  return rooms.map((_, i) => ({ image: urls[i * 6], gallery: urls.slice(i * 6 + 1, i * 6 + 6) }));
}
