/**
 * Furniture and decorations for the generated room pictures: beds with pillows and throws,
 * nightstands, lamps (glowing when lit), potted plants and rugs.
 */
import { between, chance, intBetween, pick } from './prng.ts';
import { anchor, box, floorShadow, poly, type Box, type BoxColours, type Vec3 } from './scene-3d.ts';
import { mix, shade } from './scene-palette.ts';
import type { SceneContext } from './scene-walls.ts';

/** Top lighter, front as is, side darker. */
export function tones(colour: string): BoxColours {
  return { top: shade(colour, 0.14), front: colour, side: shade(colour, -0.16) };
}

/** A 2D drawing in cm, scaled by depth and anchored (bottom centre) at world point `p`. */
export function sprite(c: SceneContext, p: Vec3, inner: string): string {
  const a = anchor(c.cam, p);
  return `<g transform="translate(${a.x.toFixed(1)} ${a.y.toFixed(1)}) scale(${a.s.toFixed(4)})">${inner}</g>`;
}

/** A pillow or cushion standing at `p`, facing the camera. */
export function pillow(c: SceneContext, p: Vec3, w: number, h: number, colour: string): string {
  const fill = c.b.gradient([
    [0, shade(colour, 0.12)],
    [1, shade(colour, -0.1)],
  ]);
  return sprite(
    c,
    p,
    `<rect x="${-w / 2}" y="${-h}" width="${w}" height="${h}" rx="${h * 0.35}" fill="${fill}" stroke="${shade(colour, -0.2)}" stroke-width="0.6"/>`,
  );
}

export interface BedStyle {
  headboard: string;
  headboardHeight: number;
  throwColour: string;
  /** Where the throw starts, as a share of the bed length. */
  throwStart: number;
  hasCushion: boolean;
}

/** One look for every bed of a picture, so twin beds match. */
export function pickBedStyle(c: SceneContext): BedStyle {
  const { rng, palette } = c;
  return {
    headboard: pick(rng, [palette.fabric, palette.wood, shade(palette.accentWall, 0.15)]),
    headboardHeight: between(rng, 105, 130),
    throwColour: mix(palette.accent, palette.fabric, between(rng, 0, 0.35)),
    throwStart: between(rng, 0.55, 0.7),
    hasCushion: chance(rng, 0.7),
  };
}

/** A bed against the back wall, centred at `x`, `width` × `length` cm, with pillows and a throw. */
export function drawBed(c: SceneContext, x: number, width: number, length: number, style: BedStyle): void {
  const { b, cam, palette } = c;
  const x0 = x - width / 2;
  const x1 = x + width / 2;
  b.add(floorShadow(cam, { x0, x1, z0: 0, z1: length + 8 }, 10, 0.22));
  b.add(box(cam, { x0: x0 - 6, x1: x1 + 6, y0: 0, y1: style.headboardHeight, z0: 0, z1: 9 }, tones(style.headboard)));
  b.add(box(cam, { x0, x1, y0: 0, y1: 30, z0: 9, z1: length + 9 }, tones(palette.wood)));
  b.add(box(cam, { x0: x0 + 1, x1: x1 - 1, y0: 30, y1: 52, z0: 9, z1: length + 8 }, tones(palette.bedding)));
  const pillowColours = [palette.bedding, shade(palette.bedding, -0.04), mix(palette.fabric, palette.accent, 0.3)];
  const count = width > 120 ? 2 : 1;
  for (let i = 0; i < count; i++) {
    const px = x0 + ((i + 0.5) * width) / count;
    b.add(pillow(c, [px, 50, 20], width / count - 12, 34, pillowColours[0]));
  }
  for (let i = 0; i < count; i++) {
    const px = x0 + ((i + 0.5) * width) / count;
    b.add(pillow(c, [px, 50, 30], width / count - 22, 28, pillowColours[1]));
  }
  if (style.hasCushion) b.add(pillow(c, [x, 50, 38], Math.min(50, width * 0.35), 24, pillowColours[2]));
  const duvet = shade(palette.bedding, -0.02);
  b.add(
    box(
      cam,
      { x0: x0 - 3, x1: x1 + 3, y0: 24, y1: 56, z0: 55, z1: length + 11 },
      { top: shade(duvet, 0.05), front: shade(duvet, -0.07), side: shade(duvet, -0.12) },
    ),
  );
  b.add(
    poly(
      cam,
      [
        [x0 - 3, 56.2, 55],
        [x1 + 3, 56.2, 55],
        [x1 + 3, 56.2, 68],
        [x0 - 3, 56.2, 68],
      ],
      shade(duvet, 0.08),
    ),
  );
  b.add(box(cam, { x0: x0 - 4, x1: x1 + 4, y0: 18, y1: 57, z0: length * style.throwStart, z1: length + 12 }, tones(style.throwColour)));
}

/** A nightstand with a lamp (and sometimes a book) on it. */
export function drawNightstand(c: SceneContext, x: number, z = 4): void {
  const { b, cam, palette } = c;
  const bx: Box = { x0: x - 24, x1: x + 24, y0: 0, y1: 55, z0: z, z1: z + 42 };
  b.add(floorShadow(cam, bx, 4));
  b.add(box(cam, bx, tones(palette.wood)));
  b.add(
    poly(
      cam,
      [
        [x - 20, 30, z + 42.2],
        [x + 20, 30, z + 42.2],
        [x + 20, 29, z + 42.2],
        [x - 20, 29, z + 42.2],
      ],
      shade(palette.wood, -0.3),
    ),
  );
  drawTableLamp(c, [x, 55, z + 18]);
}

/** A table lamp standing at `p`; a warm halo when the lamps are on. */
export function drawTableLamp(c: SceneContext, p: Vec3, height = 52): void {
  const { palette, sky } = c;
  const shadeColour = sky.isLampOn ? '#fff1c9' : shade(palette.fabric, 0.3);
  const h = height;
  let inner = `<ellipse cx="0" cy="-2" rx="9" ry="3" fill="${palette.metal}"/><rect x="-1.5" y="${-h * 0.6}" width="3" height="${h * 0.6}" fill="${palette.metal}"/>`;
  inner += `<ellipse cx="0" cy="${-h * 0.42}" rx="8" ry="9" fill="${shade(palette.accent, 0.1)}"/>`;
  inner += `<polygon points="-13,${-h * 0.58} 13,${-h * 0.58} 9,${-h} -9,${-h}" fill="${shadeColour}" stroke="${shade(shadeColour, -0.15)}" stroke-width="0.6"/>`;
  c.b.add(sprite(c, p, inner));
  if (sky.isLampOn)
    c.b.addLate(
      sprite(
        c,
        [p[0], p[1] + h * 0.8, p[2]],
        `<circle r="70" fill="${c.b.radial([
          [0, '#ffd98a', 0.55],
          [1, '#ffd98a', 0],
        ])}"/>`,
      ),
    );
}

/** A potted plant with a fan of leaves, `height` cm tall, standing at `p`. */
export function drawPlant(c: SceneContext, p: Vec3, height: number): void {
  const { rng } = c;
  const pot = pick(rng, ['#e8e2d6', '#b86a46', '#3d3d3d', '#d9c7a5']);
  const potH = height * 0.28;
  let inner = `<polygon points="${-height * 0.14},${-potH} ${height * 0.14},${-potH} ${height * 0.11},0 ${-height * 0.11},0" fill="${pot}"/>`;
  inner += `<rect x="${-height * 0.15}" y="${-potH - 2}" width="${height * 0.3}" height="4" fill="${shade(pot, -0.1)}"/>`;
  const greens = ['#3f7d4a', '#4f9157', '#2f6a3c', '#5fa066'];
  for (let i = 0, n = intBetween(rng, 9, 14); i < n; i++) {
    const angle = between(rng, -70, 70);
    const len = height * between(rng, 0.3, 0.55);
    const ly = -potH - len * 0.45 - between(rng, 0, height * 0.3);
    inner += `<ellipse cx="0" cy="${ly.toFixed(1)}" rx="${(len * 0.16).toFixed(1)}" ry="${(len * 0.5).toFixed(1)}" fill="${pick(rng, greens)}" transform="rotate(${angle.toFixed(0)} 0 ${(-potH).toFixed(1)})"/>`;
  }
  c.b.add(floorShadow(c.cam, { x0: p[0] - height * 0.12, x1: p[0] + height * 0.12, z0: p[2] - 10, z1: p[2] + 4 }, 2, 0.15));
  c.b.add(sprite(c, p, inner));
}

/** A rug on the floor with a border and stripes. */
export function drawRug(c: SceneContext, x0: number, x1: number, z0: number, z1: number): void {
  const { b, cam, palette, rng } = c;
  const [base, border] = palette.rug;
  const rect = (a: number, bb: number, c0: number, c1: number, fill: string) =>
    poly(
      cam,
      [
        [a, 0.4, c0],
        [bb, 0.4, c0],
        [bb, 0.4, c1],
        [a, 0.4, c1],
      ],
      fill,
    );
  b.add(rect(x0, x1, z0, z1, border));
  b.add(rect(x0 + 8, x1 - 8, z0 + 8, z1 - 8, base));
  const stripe = mix(border, base, 0.5);
  for (let i = 0, n = intBetween(rng, 2, 4); i < n; i++) {
    const z = z0 + 20 + ((z1 - z0 - 40) * (i + 0.5)) / n;
    b.add(rect(x0 + 16, x1 - 16, z - 3, z + 3, stripe));
  }
}
