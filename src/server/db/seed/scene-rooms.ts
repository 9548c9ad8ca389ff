/**
 * The other pictures of a room: the sitting area, the bathroom and the window view with a
 * small table for two.
 */
import { between, chance, intBetween, pick } from './prng.ts';
import { box, floorShadow, poly, type Vec3 } from './scene-3d.ts';
import { mix, shade } from './scene-palette.ts';
import { drawArmchair, drawBookshelf, drawChair, drawSofa, drawTable } from './scene-furniture.ts';
import { drawPlant, drawRug, drawTableLamp, sprite, tones } from './scene-props.ts';
import {
  backWall,
  drawArt,
  drawCeilingSpots,
  drawPanel,
  drawShell,
  drawWindow,
  onWall,
  sideWall,
  type SceneContext,
} from './scene-walls.ts';

/** Sitting area: sofa against the back wall, art, shelf, armchair, coffee table and lamp. */
export function composeLounge(c: SceneContext): void {
  const { rng, palette, room } = c;
  drawShell(c, 'wood', palette.floor);
  drawCeilingSpots(c, [0], [90, 250]);
  const wall = backWall(c);
  const side = chance(rng, 0.5) ? -1 : 1;
  const sofaW = between(rng, 190, 240);
  const sofaX = -side * between(rng, 0, 40);
  drawWindow(c, sideWall(c, side), 30, 55, between(rng, 150, 200), 155);
  if (chance(rng, 0.6)) drawPanel(c, wall, room.w / 2 + sofaX - sofaW / 2 - 30, 140, sofaW + 60, room.h - 150, palette.accentWall, false);
  drawArt(c, wall, room.w / 2 + sofaX - 55, 60, 110, 72);
  drawBookshelf(c, -side * (room.w / 2 - 10) - (side < 0 ? 90 : 0), 90);
  drawRug(c, sofaX - sofaW / 2 - 30, sofaX + sofaW / 2 + 30, 60, 280);
  drawSofa(c, sofaX - sofaW / 2, sofaX + sofaW / 2, 4, pick(rng, [palette.fabric, shade(palette.accentWall, 0.1), '#8c8f94']));
  drawTable(c, sofaX, 190, 100, 55, 42);
  drawArmchair(c, side * (room.w / 2 - 75), 180, pick(rng, [palette.accent, palette.fabric]));
  drawTableLamp(c, [side * (room.w / 2 - 25), 0, 70], 150);
  drawPlant(c, [sofaX - side * (sofaW / 2 + 30), 0, 40], between(rng, 90, 130));
}

/** Bathroom: tiles, a vanity with a round mirror, a bathtub and towels. */
export function composeBathroom(c: SceneContext): void {
  const { b, cam, rng, palette, room } = c;
  const tile = pick(rng, ['#f2f0ec', '#e6ece9', '#ece4da', '#dfe4ea']);
  drawShell(c, 'tile', pick(rng, ['#b9b4ac', '#8f959c', '#c8bca9']), mix(palette.wall, '#ffffff', 0.4));
  drawCeilingSpots(c, [-room.w / 4, room.w / 4], [100]);
  const wall = backWall(c);
  let tiles = `<rect width="${room.w}" height="130" fill="${tile}"/>`;
  for (let x = 0; x < room.w; x += 30) tiles += `<rect x="${x}" y="0" width="0.8" height="130" fill="${shade(tile, -0.15)}"/>`;
  for (let y = 0; y < 130; y += 15) tiles += `<rect x="0" y="${y}" width="${room.w}" height="0.8" fill="${shade(tile, -0.15)}"/>`;
  b.add(onWall(c, wall, 0, room.h - 130, room.w, 130, tiles));
  const side = chance(rng, 0.5) ? -1 : 1;
  const vanityX = side * between(rng, room.w / 4 - 20, room.w / 4 + 10);
  const mirror = `<circle cx="40" cy="40" r="40" fill="${palette.metal}"/><circle cx="40" cy="40" r="36" fill="${b.gradient([
    [0, shade(palette.wall, 0.3)],
    [1, shade(palette.wall, -0.1)],
  ])}"/><polygon points="20,12 34,8 12,58 6,44" fill="#ffffff" opacity="0.35"/>`;
  b.add(onWall(c, wall, room.w / 2 + vanityX - 40, 45, 80, 80, mirror));
  b.add(box(cam, { x0: vanityX - 55, x1: vanityX + 55, y0: 10, y1: 82, z0: 0, z1: 52 }, tones(palette.wood)));
  b.add(box(cam, { x0: vanityX - 58, x1: vanityX + 58, y0: 82, y1: 86, z0: 0, z1: 55 }, tones('#f4f2ee')));
  b.add(
    sprite(
      c,
      [vanityX, 86, 26],
      `<ellipse cx="0" cy="-5" rx="22" ry="7" fill="#ffffff" stroke="#d8d6d0"/><rect x="-2" y="-26" width="4" height="20" fill="${palette.metal}"/><rect x="-2" y="-26" width="12" height="3" fill="${palette.metal}"/>`,
    ),
  );
  b.add(
    sprite(
      c,
      [vanityX + 42, 86, 40],
      `<rect x="-4" y="-16" width="8" height="16" rx="2" fill="${palette.accent}"/><rect x="-12" y="-6" width="6" height="6" fill="#fffdf8"/>`,
    ),
  );
  const tubX = -side * (room.w / 2 - 95);
  drawWindow(c, wall, room.w / 2 + tubX - 55, 40, 110, 80, { hasCurtains: false });
  b.add(
    poly(
      cam,
      [
        [tubX - 45, 0.4, 100],
        [tubX + 45, 0.4, 100],
        [tubX + 45, 0.4, 150],
        [tubX - 45, 0.4, 150],
      ],
      pick(rng, [palette.rug[0], '#ffffff', palette.fabric]),
    ),
  );
  b.add(floorShadow(cam, { x0: tubX - 90, x1: tubX + 90, z0: 0, z1: 82 }, 6, 0.2));
  b.add(box(cam, { x0: tubX - 90, x1: tubX + 90, y0: 0, y1: 58, z0: 2, z1: 82 }, { top: '#ffffff', front: '#f3f2ef', side: '#e2e0db' }));
  b.add(
    poly(
      cam,
      [
        [tubX - 80, 58.2, 10],
        [tubX + 80, 58.2, 10],
        [tubX + 80, 58.2, 74],
        [tubX - 80, 58.2, 74],
      ],
      b.gradient([
        [0, '#bcd9e6'],
        [1, '#e4f1f6'],
      ]),
    ),
  );
  const towel = pick(rng, [palette.accent, '#ffffff', palette.fabric]);
  b.add(
    sprite(
      c,
      [tubX + 60, 58, 82],
      `<rect x="-18" y="-4" width="36" height="30" rx="3" fill="${towel}"/><rect x="-18" y="14" width="36" height="3" fill="${shade(towel, -0.15)}"/>`,
    ),
  );
  const stool: Vec3 = [tubX - side * 120, 0, 150];
  b.add(box(cam, { x0: stool[0] - 20, x1: stool[0] + 20, y0: 0, y1: 45, z0: 130, z1: 170 }, tones(palette.wood)));
  b.add(
    sprite(
      c,
      [stool[0], 45, 150],
      `<rect x="-16" y="-10" width="32" height="10" rx="3" fill="#ffffff"/><rect x="-14" y="-19" width="28" height="9" rx="3" fill="${towel}"/>`,
    ),
  );
  drawPlant(c, [side * (room.w / 2 - 30), 0, 110], between(rng, 70, 100));
}

/** Floor-to-ceiling window with a balcony rail, curtains, and a table for two. */
export function composeView(c: SceneContext): void {
  const { b, rng, palette, room } = c;
  drawShell(c, 'wood', palette.floor);
  const wall = backWall(c);
  const ww = room.w - intBetween(rng, 120, 180);
  const wu = (room.w - ww) / 2;
  drawWindow(c, wall, wu, 25, ww, room.h - 45);
  let rail = '';
  for (let x = 0; x <= ww; x += 12) rail += `<rect x="${x}" y="${room.h - 150}" width="2.5" height="80" fill="#2f3338" opacity="0.85"/>`;
  rail += `<rect x="0" y="${room.h - 152}" width="${ww}" height="5" fill="#2f3338"/>`;
  b.add(onWall(c, wall, wu, 25, ww, room.h - 45, rail));
  const sunFill = c.sky.isLampOn ? '#ffd48a' : '#fff8e6';
  if (c.sky.daylight > 0.75)
    b.add(
      poly(
        c.cam,
        [
          [-ww / 2, 0.5, 0],
          [ww / 2, 0.5, 0],
          [ww / 2 + 40, 0.5, 240],
          [-ww / 2 + 40, 0.5, 240],
        ],
        sunFill,
        'opacity="0.2"',
      ),
    );
  drawRug(c, -110, 110, 60, 260);
  const chairColour = pick(rng, [palette.accent, palette.fabric, palette.wood]);
  drawChair(c, -55, 120, chairColour, true);
  drawChair(c, 55, 120, chairColour, true);
  drawTable(c, 0, 150, 70, 70, 72);
  drawPlant(c, [room.w / 2 - 45, 0, 60], between(rng, 100, 140));
}
