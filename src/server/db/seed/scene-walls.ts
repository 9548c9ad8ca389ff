/**
 * The room shell of a generated picture (ceiling, walls, floor) and what hangs on walls:
 * windows with their view and curtains, framed art, mirrors and accent panels.
 */
import { between, intBetween, pick, type Rng } from './prng.ts';
import { anchor, planeMatrix, poly, segment, type Camera, type SvgBuilder, type Vec3 } from './scene-3d.ts';
import { drawLandscape } from './scene-landscape.ts';
import { mix, shade, type Palette, type Sky, type ViewKind } from './scene-palette.ts';

export interface SceneContext {
  b: SvgBuilder;
  cam: Camera;
  rng: Rng;
  palette: Palette;
  sky: Sky;
  view: ViewKind;
  /** Room width and height, and how far the side walls reach towards (past) the camera. */
  room: { w: number; h: number; near: number };
}

/** A wall plane: local u to the right, v downwards from `origin`, in cm. */
export interface Wall {
  origin: Vec3;
  u: Vec3;
  v: Vec3;
}

export type FloorKind = 'wood' | 'tile' | 'carpet';

export const backWall = (c: SceneContext): Wall => ({ origin: [-c.room.w / 2, c.room.h, 0], u: [1, 0, 0], v: [0, -1, 0] });
export const sideWall = (c: SceneContext, side: -1 | 1): Wall => ({
  origin: [(side * c.room.w) / 2, c.room.h, 0],
  u: [0, 0, 1],
  v: [0, -1, 0],
});

function at(wall: Wall, u: number, v: number): Vec3 {
  return [
    wall.origin[0] + wall.u[0] * u + wall.v[0] * v,
    wall.origin[1] + wall.u[1] * u + wall.v[1] * v,
    wall.origin[2] + wall.u[2] * u + wall.v[2] * v,
  ];
}

/** The four world corners of a u/v rectangle on a wall. */
function wallRect(wall: Wall, u: number, v: number, w: number, h: number): Vec3[] {
  return [at(wall, u, v), at(wall, u + w, v), at(wall, u + w, v + h), at(wall, u, v + h)];
}

/** Opens a group whose local coordinates are the wall's u/v (cm) starting at (u, v). */
export function onWall(c: SceneContext, wall: Wall, u: number, v: number, w: number, h: number, inner: string): string {
  return `<g transform="${planeMatrix(c.cam, at(wall, u, v), wall.u, wall.v, w, h)}">${inner}</g>`;
}

/** Ceiling, three walls, baseboards and the floor with planks, tiles or carpet. */
export function drawShell(c: SceneContext, floor: FloorKind, floorColour: string, wallColour = c.palette.wall): void {
  const { b, cam, room } = c;
  const { w, h, near } = room;
  const [l, r] = [-w / 2, w / 2];
  b.add(
    poly(
      cam,
      [
        [l, h, 0],
        [r, h, 0],
        [r, h, near],
        [l, h, near],
      ],
      shade(wallColour, 0.45),
    ),
  );
  b.add(
    poly(
      cam,
      [
        [l, h, 0],
        [r, h, 0],
        [r, 0, 0],
        [l, 0, 0],
      ],
      b.gradient([
        [0, shade(wallColour, 0.12)],
        [1, shade(wallColour, -0.04)],
      ]),
    ),
  );
  b.add(
    poly(
      cam,
      [
        [l, h, 0],
        [l, h, near],
        [l, 0, near],
        [l, 0, 0],
      ],
      shade(wallColour, -0.1),
    ),
  );
  b.add(
    poly(
      cam,
      [
        [r, h, 0],
        [r, h, near],
        [r, 0, near],
        [r, 0, 0],
      ],
      shade(wallColour, -0.05),
    ),
  );
  const floorFill = b.gradient([
    [0, shade(floorColour, -0.12)],
    [1, shade(floorColour, 0.06)],
  ]);
  b.add(
    poly(
      cam,
      [
        [l, 0, 0],
        [r, 0, 0],
        [r, 0, near],
        [l, 0, near],
      ],
      floorFill,
    ),
  );
  const line = shade(floorColour, -0.22);
  if (floor === 'wood') {
    for (let x = l; x <= r; x += 16) {
      b.add(segment(cam, [x, 0, 0], [x, 0, near], line, 1, 'opacity="0.55"'));
      for (let z = between(c.rng, 0, 120); z < near; z += between(c.rng, 90, 160))
        b.add(segment(cam, [x, 0, z], [x + 16, 0, z], line, 1, 'opacity="0.45"'));
    }
  } else if (floor === 'tile') {
    for (let x = l; x <= r; x += 60) b.add(segment(cam, [x, 0, 0], [x, 0, near], shade(floorColour, 0.3), 1.2));
    for (let z = 60; z < near; z += 60) b.add(segment(cam, [l, 0, z], [r, 0, z], shade(floorColour, 0.3), 1.2));
  }
  const board = shade(wallColour, 0.5);
  b.add(
    poly(
      cam,
      [
        [l, 10, 0],
        [r, 10, 0],
        [r, 0, 0],
        [l, 0, 0],
      ],
      board,
    ),
  );
  for (const x of [l, r])
    b.add(
      poly(
        cam,
        [
          [x, 10, 0],
          [x, 10, near],
          [x, 0, near],
          [x, 0, 0],
        ],
        shade(board, -0.06),
      ),
    );
  b.add(segment(cam, [l, h - 1, 0], [r, h - 1, 0], shade(wallColour, 0.55), 3));
}

/** Recessed ceiling spots (lit at night). */
export function drawCeilingSpots(c: SceneContext, xs: readonly number[], zs: readonly number[]): void {
  for (const x of xs) {
    for (const z of zs) {
      const p = anchor(c.cam, [x, c.room.h - 0.5, z]);
      c.b.add(
        `<ellipse cx="${p.x.toFixed(1)}" cy="${p.y.toFixed(1)}" rx="${(7 * p.s).toFixed(1)}" ry="${(2.2 * p.s).toFixed(1)}" fill="${c.sky.isLampOn ? '#fff4d6' : '#f4f1ec'}" stroke="#c9c4bb" stroke-width="0.8"/>`,
      );
    }
  }
}

/** A window on `wall` with its view, mullions, sill and (optionally) curtains. */
export function drawWindow(
  c: SceneContext,
  wall: Wall,
  u: number,
  v: number,
  w: number,
  h: number,
  options: { hasCurtains?: boolean; frame?: string } = {},
): void {
  const { b, cam, rng, palette } = c;
  const frame = options.frame ?? '#f7f5f0';
  b.add(poly(cam, wallRect(wall, u - 7, v - 7, w + 14, h + 14), frame));
  const clipId = b.id('clip');
  b.def(
    `<clipPath id="${clipId}"><polygon points="${wallRect(wall, u, v, w, h)
      .map((p) => anchor(cam, p))
      .map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`)
      .join(' ')}"/></clipPath>`,
  );
  const panes = w > 120 ? intBetween(rng, 2, 3) : 1;
  let glass = drawLandscape(b, rng, w, h, c.sky, c.view);
  glass += `<polygon points="${w * 0.15},0 ${w * 0.35},0 ${w * 0.05},${h} 0,${h} 0,${h * 0.7}" fill="#ffffff" opacity="0.08"/>`;
  for (let i = 1; i < panes; i++) glass += `<rect x="${(w * i) / panes - 2.5}" y="0" width="5" height="${h}" fill="${frame}"/>`;
  b.add(`<g clip-path="url(#${clipId})">${onWall(c, wall, u, v, w, h, glass)}</g>`);
  if (wall.u[0] === 1) {
    // Sill on the back wall.
    b.add(
      poly(
        cam,
        [
          [u - 10 + wall.origin[0], c.room.h - v - h - 6, 0],
          [u + w + 10 + wall.origin[0], c.room.h - v - h - 6, 0],
          [u + w + 10 + wall.origin[0], c.room.h - v - h - 6, 10],
          [u - 10 + wall.origin[0], c.room.h - v - h - 6, 10],
        ],
        shade(frame, -0.04),
      ),
    );
  }
  if (options.hasCurtains !== false) {
    const fabric = mix(palette.fabric, palette.accent, between(rng, 0, 0.5));
    const folds = b.gradient(
      [
        [0, shade(fabric, -0.18)],
        [0.5, shade(fabric, 0.1)],
        [1, shade(fabric, -0.18)],
      ],
      { x1: 0, y1: 0, x2: 0.12, y2: 0 },
      'spreadMethod="repeat"',
    );
    const drop = Math.min(c.room.h - v + 12, h + 80);
    const panel = between(rng, 34, 50);
    const sheer = `<rect x="${w * 0.55}" y="-12" width="${w * 0.45 + 8}" height="${drop}" fill="#ffffff" opacity="0.22"/>`;
    const curtains = `${sheer}<rect x="${-panel - 8}" y="-12" width="${panel}" height="${drop}" fill="${folds}"/><rect x="${w + 8}" y="-12" width="${panel}" height="${drop}" fill="${folds}"/><rect x="${-panel - 16}" y="-18" width="${w + 2 * panel + 32}" height="4" rx="2" fill="${palette.metal}"/>`;
    b.add(onWall(c, wall, u, v, w, h, curtains));
  }
}

/** A framed picture: a small landscape, abstract shapes or a botanical print. */
export function drawArt(c: SceneContext, wall: Wall, u: number, v: number, w: number, h: number): void {
  const { b, rng, palette } = c;
  const frame = pick(rng, [palette.wood, '#222222', palette.metal, '#f4f1ea']);
  const innerW = w - 16;
  const innerH = h - 16;
  let art: string;
  const style = intBetween(rng, 0, 2);
  if (style === 0) {
    art = drawLandscape(
      b,
      rng,
      innerW,
      innerH,
      { ...c.sky, daylight: 1, hasStars: false, top: mix(palette.accent, '#9cc3e6', 0.6), bottom: '#f5e6cc', orbHeight: 0.5 },
      pick(rng, ['hills', 'lake', 'mountains'] as const),
    );
  } else if (style === 1) {
    art = `<rect width="${innerW}" height="${innerH}" fill="${shade(palette.fabric, 0.4)}"/>`;
    for (let i = 0; i < 4; i++)
      art += `<circle cx="${between(rng, 0, innerW).toFixed(1)}" cy="${between(rng, 0, innerH).toFixed(1)}" r="${between(rng, innerW * 0.12, innerW * 0.4).toFixed(1)}" fill="${pick(rng, [palette.accent, palette.accentWall, palette.metal, palette.rug[1]])}" opacity="${between(rng, 0.5, 0.9).toFixed(2)}"/>`;
  } else {
    art = `<rect width="${innerW}" height="${innerH}" fill="#f6f1e6"/><path d="M${innerW / 2} ${innerH * 0.95} Q${innerW / 2 + 4} ${innerH * 0.5} ${innerW / 2} ${innerH * 0.1}" stroke="#4f6f45" stroke-width="1.5" fill="none"/>`;
    for (let i = 0; i < 5; i++) {
      const y = innerH * (0.2 + i * 0.15);
      const side = i % 2 === 0 ? -1 : 1;
      art += `<ellipse cx="${innerW / 2 + side * innerW * 0.16}" cy="${y}" rx="${innerW * 0.17}" ry="${innerH * 0.05}" fill="#6b8f5e" transform="rotate(${side * -25} ${innerW / 2 + side * innerW * 0.16} ${y})"/>`;
    }
  }
  const artClip = b.id('clip');
  b.def(`<clipPath id="${artClip}"><rect width="${innerW}" height="${innerH}"/></clipPath>`);
  const inner = `<rect x="0" y="0" width="${w}" height="${h}" fill="${frame}"/><rect x="4" y="4" width="${w - 8}" height="${h - 8}" fill="#fbfaf6"/><g transform="translate(8 8)" clip-path="url(#${artClip})">${art}</g>`;
  b.add(onWall(c, wall, u, v, w, h, inner));
}

/** A flat coloured panel on a wall (accent wall or wainscoting), optionally with slats. */
export function drawPanel(
  c: SceneContext,
  wall: Wall,
  u: number,
  v: number,
  w: number,
  h: number,
  colour: string,
  hasSlats: boolean,
): void {
  let inner = `<rect width="${w}" height="${h}" fill="${colour}"/>`;
  if (hasSlats)
    for (let x = 10; x < w; x += 10)
      inner += `<rect x="${x}" y="0" width="1.6" height="${h}" fill="${shade(colour, -0.25)}" opacity="0.7"/>`;
  c.b.add(onWall(c, wall, u, v, w, h, inner));
}
