/**
 * Bedroom pictures: a wide shot (camera square to the back wall or turned to a corner) and a
 * close detail of the bed. Layout, camera and decoration come from the scene's PRNG.
 */
import { between, chance, pick } from './prng.ts';
import { poly } from './scene-3d.ts';
import { shade } from './scene-palette.ts';
import { drawDesk } from './scene-furniture.ts';
import { drawBed, drawNightstand, drawPlant, drawRug, pickBedStyle, sprite } from './scene-props.ts';
import { backWall, drawArt, drawCeilingSpots, drawPanel, drawShell, drawWindow, sideWall, type SceneContext } from './scene-walls.ts';

export interface BedPlan {
  /** Number of beds and the width of each, cm. */
  beds: number;
  bedWidth: number;
}

/** Sunlight through a back-wall window, laid on the floor. */
function drawSunPatch(c: SceneContext, x0: number, x1: number, y0: number, y1: number): void {
  if (c.sky.daylight < 0.75) return;
  const lean = between(c.rng, -0.5, 0.5);
  const depth = between(c.rng, 0.9, 1.4);
  const fill = c.sky.isLampOn ? '#ffd48a' : '#fff8e6';
  c.b.add(
    poly(
      c.cam,
      [
        [x0 + y0 * lean, 0.5, y0 * depth],
        [x1 + y0 * lean, 0.5, y0 * depth],
        [x1 + y1 * lean, 0.5, y1 * depth],
        [x0 + y1 * lean, 0.5, y1 * depth],
      ],
      fill,
      'opacity="0.22"',
    ),
  );
}

/** The wide bedroom shot (the camera decides whether it is square-on or angled). */
export function composeBedroom(c: SceneContext, plan: BedPlan): void {
  const { rng, palette, room } = c;
  const bedsWidth = plan.beds * plan.bedWidth + (plan.beds - 1) * 60;
  const windowOnBack = chance(rng, 0.6);
  const side = chance(rng, 0.5) ? -1 : 1;
  const wantsDesk = chance(rng, 0.75);
  const bedCentre = windowOnBack ? -side * (room.w / 2 - bedsWidth / 2 - 70) : side * (wantsDesk ? 40 : between(rng, 0, 30));
  // The desk goes under a back-wall window, else against the back wall across from the window.
  const deskSide = windowOnBack ? side : -side;
  const deskOuter = deskSide * (room.w / 2 - 15);
  const deskInner = deskOuter - deskSide * 105;
  const hasDesk = wantsDesk && (deskInner - (bedCentre + deskSide * (bedsWidth / 2 + 56))) * deskSide >= 15;
  drawShell(c, chance(rng, 0.8) ? 'wood' : 'carpet', chance(rng, 0.8) ? palette.floor : shade(palette.rug[0], -0.15));
  drawCeilingSpots(c, [-room.w / 4, room.w / 4], [80, 260]);
  const wall = backWall(c);
  const panelU = room.w / 2 + bedCentre - bedsWidth / 2 - 45;
  if (chance(rng, 0.7)) {
    const isFull = chance(rng, 0.5);
    drawPanel(c, wall, panelU, isFull ? 0 : 150, bedsWidth + 90, isFull ? room.h - 10 : room.h - 160, palette.accentWall, chance(rng, 0.5));
  }
  if (windowOnBack) {
    const ww = between(rng, 120, 170);
    const wu = side < 0 ? 50 : room.w - 50 - ww;
    drawWindow(c, wall, wu, 55, ww, 150);
    drawSunPatch(c, -room.w / 2 + wu, -room.w / 2 + wu + ww, 70, 190);
  } else {
    drawWindow(c, sideWall(c, side), 25, 60, between(rng, 140, 190), 145);
  }
  if (hasDesk && !windowOnBack) drawArt(c, wall, room.w / 2 + (deskOuter + deskInner) / 2 - 35, 85, 70, 50);
  const artCount = pick(rng, [1, 2, 3]);
  const artW = artCount === 1 ? Math.min(110, bedsWidth * 0.6) : 48;
  for (let i = 0; i < artCount; i++) {
    const u = room.w / 2 + bedCentre - (artCount * (artW + 14)) / 2 + i * (artW + 14) + 7;
    drawArt(c, wall, u, 70, artW, artCount === 1 ? artW * 0.7 : 62);
  }
  const length = 200;
  const firstX = bedCentre - bedsWidth / 2 + plan.bedWidth / 2;
  const bedXs = Array.from({ length: plan.beds }, (_, i) => firstX + i * (plan.bedWidth + 60));
  drawRug(c, bedCentre - bedsWidth / 2 - 50, bedCentre + bedsWidth / 2 + 50, 120, length + 110);
  drawNightstand(c, bedXs[0] - plan.bedWidth / 2 - 32);
  if (plan.beds === 1) drawNightstand(c, bedXs[0] + plan.bedWidth / 2 + 32);
  const isPlantOnDesk = hasDesk && deskSide === side;
  if (hasDesk) drawDesk(c, Math.min(deskOuter, deskInner), Math.max(deskOuter, deskInner), isPlantOnDesk);
  const style = pickBedStyle(c);
  for (let i = 0; i < plan.beds; i++) {
    drawBed(c, bedXs[i], plan.bedWidth, length, style);
    if (i > 0) drawNightstand(c, (bedXs[i - 1] + bedXs[i]) / 2);
  }
  if (plan.beds > 1) drawNightstand(c, bedXs[plan.beds - 1] + plan.bedWidth / 2 + 32);
  if (!isPlantOnDesk) drawPlant(c, [side * (room.w / 2 - 28), 0, 22], between(rng, 80, 120));
}

/** Close-up of the bed corner with pillows, a throw, a nightstand lamp and a breakfast tray. */
export function composeBedDetail(c: SceneContext, plan: BedPlan): void {
  const { rng, palette } = c;
  drawShell(c, 'wood', palette.floor);
  const wall = backWall(c);
  drawPanel(c, wall, 0, 0, c.room.w, c.room.h - 10, chance(rng, 0.5) ? palette.accentWall : palette.wall, chance(rng, 0.6));
  drawArt(c, wall, c.room.w / 2 - 60, 60, 95, 70);
  drawNightstand(c, -plan.bedWidth / 2 - 32);
  drawBed(c, 0, plan.bedWidth, 200, pickBedStyle(c));
  const tray = `<rect x="-24" y="-4" width="48" height="4" rx="1" fill="${palette.wood}"/><rect x="-16" y="-12" width="9" height="8" rx="1.5" fill="#fbfbf8"/><rect x="-3" y="-12" width="9" height="8" rx="1.5" fill="#fbfbf8"/><ellipse cx="15" cy="-6" rx="7" ry="3" fill="#e9b44c"/>`;
  c.b.add(sprite(c, [plan.bedWidth / 4, 57, 150], tray));
  drawPlant(c, [plan.bedWidth / 2 + 60, 0, 60], 95);
}
