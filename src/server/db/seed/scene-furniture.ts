/**
 * Larger furniture for the generated room pictures: sofa, tables, armchair, chairs, a desk
 * and a bookshelf, built from shaded boxes.
 */
import { between, chance, pick } from './prng.ts';
import { box, floorShadow, type Box } from './scene-3d.ts';
import { shade } from './scene-palette.ts';
import { drawPlant, drawTableLamp, pillow, sprite, tones } from './scene-props.ts';
import { onWall, type SceneContext, type Wall } from './scene-walls.ts';

/** A sofa facing the camera, its back against `z0`. */
export function drawSofa(c: SceneContext, x0: number, x1: number, z0: number, colour: string): void {
  const { b, cam } = c;
  b.add(floorShadow(cam, { x0, x1, z0, z1: z0 + 90 }, 8, 0.22));
  b.add(box(cam, { x0, x1, y0: 0, y1: 85, z0, z1: z0 + 22 }, tones(colour)));
  b.add(box(cam, { x0: x0 + 18, x1: x1 - 18, y0: 8, y1: 45, z0: z0 + 22, z1: z0 + 88 }, tones(shade(colour, 0.06))));
  for (const [a, bb] of [
    [x0, x0 + 18],
    [x1 - 18, x1],
  ])
    b.add(box(cam, { x0: a, x1: bb, y0: 0, y1: 62, z0, z1: z0 + 90 }, tones(colour)));
  const seats = Math.max(2, Math.round((x1 - x0 - 36) / 70));
  const step = (x1 - x0 - 36) / seats;
  for (let i = 0; i < seats; i++) {
    const sx = x0 + 18 + step * (i + 0.5);
    b.add(pillow(c, [sx, 45, z0 + 30], step - 14, 34, i % 2 === 0 ? shade(c.palette.accent, 0.1) : shade(colour, 0.2)));
  }
}

/** A low table (coffee or side) with a tray, cups and a small vase. */
export function drawTable(c: SceneContext, x: number, z: number, w: number, d: number, height: number): void {
  const { b, cam, palette } = c;
  const top: Box = { x0: x - w / 2, x1: x + w / 2, y0: height - 4, y1: height, z0: z - d / 2, z1: z + d / 2 };
  b.add(floorShadow(cam, top, 4, 0.16));
  for (const [lx, lz] of [
    [top.x0 + 4, top.z0 + 4],
    [top.x1 - 8, top.z0 + 4],
    [top.x0 + 4, top.z1 - 8],
    [top.x1 - 8, top.z1 - 8],
  ]) {
    b.add(box(cam, { x0: lx, x1: lx + 4, y0: 0, y1: height - 4, z0: lz, z1: lz + 4 }, tones(shade(palette.wood, -0.1))));
  }
  b.add(box(cam, top, tones(palette.wood)));
  const cups = `<rect x="-7" y="-9" width="8" height="9" rx="1.5" fill="#fbfbf8"/><rect x="4" y="-9" width="8" height="9" rx="1.5" fill="#fbfbf8"/><path d="M1 -7 q3 0 3 3 q0 3 -3 3" stroke="#fbfbf8" stroke-width="1.2" fill="none"/>`;
  b.add(sprite(c, [x - w * 0.15, height, z], cups));
  b.add(
    sprite(
      c,
      [x + w * 0.2, height, z - 4],
      `<ellipse cx="0" cy="-8" rx="5" ry="8" fill="${palette.accent}"/><circle cx="-3" cy="-19" r="4" fill="#f2d06b"/><circle cx="3" cy="-21" r="4" fill="#e98a7a"/>`,
    ),
  );
}

/** An armchair facing the camera, slightly turned by its placement. */
export function drawArmchair(c: SceneContext, x: number, z: number, colour: string): void {
  const { b, cam } = c;
  b.add(floorShadow(cam, { x0: x - 40, x1: x + 40, z0: z, z1: z + 80 }, 6, 0.2));
  b.add(box(cam, { x0: x - 40, x1: x + 40, y0: 0, y1: 90, z0: z, z1: z + 18 }, tones(colour)));
  b.add(box(cam, { x0: x - 28, x1: x + 28, y0: 10, y1: 44, z0: z + 18, z1: z + 78 }, tones(shade(colour, 0.08))));
  for (const s of [-1, 1]) b.add(box(cam, { x0: x + s * 34 - 6, x1: x + s * 34 + 6, y0: 0, y1: 60, z0: z, z1: z + 80 }, tones(colour)));
}

/** A bookshelf against the back wall with rows of books. */
export function drawBookshelf(c: SceneContext, x: number, width: number): void {
  const { b, cam, rng, palette } = c;
  const height = 180;
  b.add(floorShadow(c.cam, { x0: x, x1: x + width, z0: 0, z1: 36 }, 4));
  b.add(box(cam, { x0: x, x1: x + width, y0: 0, y1: height, z0: 0, z1: 35 }, tones(palette.wood)));
  const front: Wall = { origin: [x, height, 35.2], u: [1, 0, 0], v: [0, -1, 0] };
  let inner = `<rect x="4" y="4" width="${width - 8}" height="${height - 8}" fill="${shade(palette.wood, -0.35)}"/>`;
  for (let shelf = 0; shelf < 4; shelf++) {
    const top = 4 + shelf * 44;
    inner += `<rect x="4" y="${top + 40}" width="${width - 8}" height="4" fill="${palette.wood}"/>`;
    for (let bx = 8; bx < width - 14;) {
      const bw = between(rng, 3, 7);
      const bh = between(rng, 24, 36);
      if (chance(rng, 0.85))
        inner += `<rect x="${bx.toFixed(1)}" y="${(top + 40 - bh).toFixed(1)}" width="${bw.toFixed(1)}" height="${bh.toFixed(1)}" fill="${pick(rng, [palette.accent, palette.accentWall, '#e8dcc4', '#8a3b2e', '#3b5a7a', palette.metal])}"/>`;
      bx += bw + 0.8;
    }
  }
  b.add(onWall(c, front, 0, 0, width, height, inner));
}

/** A dining or desk chair; its back is away from the camera unless `isFacingCamera`. */
export function drawChair(c: SceneContext, x: number, z: number, colour: string, isFacingCamera: boolean): void {
  const { b, cam } = c;
  b.add(floorShadow(cam, { x0: x - 22, x1: x + 22, z0: z - 22, z1: z + 22 }, 2, 0.16));
  const back = isFacingCamera ? { z0: z - 22, z1: z - 18 } : { z0: z + 18, z1: z + 22 };
  for (const [lx, lz] of [
    [x - 20, z - 20],
    [x + 17, z - 20],
    [x - 20, z + 17],
    [x + 17, z + 17],
  ]) {
    b.add(box(cam, { x0: lx, x1: lx + 3, y0: 0, y1: 45, z0: lz, z1: lz + 3 }, tones(shade(colour, -0.2))));
  }
  if (isFacingCamera) b.add(box(cam, { x0: x - 22, x1: x + 22, y0: 45, y1: 90, ...back }, tones(colour)));
  b.add(box(cam, { x0: x - 22, x1: x + 22, y0: 42, y1: 48, z0: z - 22, z1: z + 22 }, tones(colour)));
  if (!isFacingCamera) b.add(box(cam, { x0: x - 22, x1: x + 22, y0: 45, y1: 90, ...back }, tones(colour)));
}

/** A writing desk against the back wall from `x0` to `x1`, with its chair, a lamp and a plant. */
export function drawDesk(c: SceneContext, x0: number, x1: number, hasPlant: boolean): void {
  const { b, cam, palette } = c;
  const top: Box = { x0, x1, y0: 72, y1: 76, z0: 0, z1: 55 };
  b.add(floorShadow(cam, top, 4, 0.14));
  const drawerSide = x1 - 40;
  b.add(box(cam, { x0: drawerSide, x1: x1 - 2, y0: 0, y1: 72, z0: 2, z1: 52 }, tones(palette.wood)));
  b.add(box(cam, { x0: x0 + 2, x1: x0 + 6, y0: 0, y1: 72, z0: 46, z1: 50 }, tones(shade(palette.wood, -0.1))));
  b.add(box(cam, { x0: x0 + 2, x1: x0 + 6, y0: 0, y1: 72, z0: 4, z1: 8 }, tones(shade(palette.wood, -0.1))));
  b.add(box(cam, top, tones(palette.wood)));
  drawTableLamp(c, [x0 + 16, 76, 18], 44);
  if (hasPlant) drawPlant(c, [x1 - 14, 76, 16], 38);
  b.add(
    sprite(
      c,
      [(x0 + x1) / 2, 76, 30],
      `<rect x="-15" y="-3" width="30" height="3" fill="#f4f1ea"/><rect x="-13" y="-6" width="26" height="3" fill="${palette.accent}"/>`,
    ),
  );
  drawChair(c, (x0 + drawerSide) / 2, 78, shade(palette.fabric, -0.1), false);
}
