/**
 * sharp (libvips), loaded with the first image rather than at start-up (about 0.13 s of every
 * start), and set up once as issue #9 bounds decoding: one libvips thread per image and no
 * operation cache, so memory goes back after each image.
 */
import type sharpModule from 'sharp';

let loading: Promise<typeof sharpModule> | undefined;

/** Resolves to sharp's default export, configured. */
export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
