/**
 * One generated room picture as SVG (1200 × 800): picks the camera for the shot, composes
 * the scene, then lays the light of the hour over it (dusk tint, night darkness, vignette).
 */
import { between, createRng, pick } from './prng.ts';
import { SvgBuilder, type Camera } from './scene-3d.ts';
import { composeBedDetail, composeBedroom, type BedPlan } from './scene-bedroom.ts';
import { SKIES, type Palette, type TimeOfDay, type ViewKind } from './scene-palette.ts';
import { composeBathroom, composeLounge, composeView } from './scene-rooms.ts';
import type { SceneContext } from './scene-walls.ts';

const SCENE_WIDTH = 1200;
const SCENE_HEIGHT = 800;

export type ShotKind = 'bedroom' | 'bedroom-angled' | 'lounge' | 'bathroom' | 'view' | 'detail';

export interface SceneSpec {
  /** Seed of the room: its width, layout and decoration, shared by all its pictures. */
  roomSeed: number;
  /** Seed of this picture's camera. */
  seed: number;
  shot: ShotKind;
  palette: Palette;
  time: TimeOfDay;
  view: ViewKind;
  plan: BedPlan;
}

function cameraFor(spec: SceneSpec, rng: () => number, roomRng: () => number): { cam: Camera; roomWidth: number } {
  const bedsWidth = spec.plan.beds * spec.plan.bedWidth + (spec.plan.beds - 1) * 60;
  const roomWidth = Math.max(420, bedsWidth + between(roomRng, 330, 400));
  const base: Camera = {
    x: 0,
    y: between(rng, 135, 155),
    z: between(rng, 420, 470),
    yaw: 0,
    f: between(rng, 700, 770),
    cx: SCENE_WIDTH / 2,
    cy: between(rng, 320, 360),
  };
  switch (spec.shot) {
    case 'bedroom':
      return { roomWidth, cam: { ...base, x: between(rng, -50, 50), yaw: between(rng, -0.06, 0.06), z: base.z + roomWidth * 0.06 } };
    case 'bedroom-angled': {
      const side = pick(rng, [-1, 1]);
      return {
        roomWidth,
        cam: { ...base, x: side * roomWidth * 0.28, yaw: -side * between(rng, 0.22, 0.3), z: base.z + roomWidth * 0.04 },
      };
    }
    case 'detail':
      return {
        roomWidth,
        cam: {
          ...base,
          x: between(rng, 150, 190),
          y: between(rng, 115, 130),
          z: 420,
          yaw: -between(rng, 0.26, 0.32),
          f: 900,
          cy: between(rng, 300, 330),
        },
      };
    case 'view':
      return { roomWidth, cam: { ...base, y: between(rng, 120, 140), x: between(rng, -40, 40), yaw: between(rng, -0.08, 0.08) } };
    case 'bathroom':
      return {
        roomWidth: Math.min(roomWidth, 460),
        cam: { ...base, z: base.z - 60, x: between(rng, -50, 50), yaw: between(rng, -0.12, 0.12) },
      };
    default:
      return { roomWidth: Math.min(roomWidth, 480), cam: { ...base, x: between(rng, -60, 60), yaw: between(rng, -0.15, 0.15) } };
  }
}

/** The light of the hour: warm or cold tint, darkening by night, then a soft vignette. */
function finishLighting(c: SceneContext): void {
  const { b, sky } = c;
  const full = `x="0" y="0" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}"`;
  if (sky.daylight < 0.95) b.add(`<rect ${full} fill="${sky.tint}" opacity="${((1 - sky.daylight) * 0.22).toFixed(2)}"/>`);
  if (sky.daylight < 0.6) b.add(`<rect ${full} fill="#0b0f24" opacity="${((0.6 - sky.daylight) * 1.1).toFixed(2)}"/>`);
  b.add(
    `<rect ${full} fill="${b.radial([
      [0.55, '#000000', 0],
      [1, '#000000', 0.28],
    ])}"/>`,
  );
}

/** Builds the SVG markup of one picture; the same spec always gives the same picture. */
export function renderSceneSvg(spec: SceneSpec): string {
  const roomRng = createRng(spec.roomSeed);
  const { cam, roomWidth } = cameraFor(spec, createRng(spec.seed), roomRng);
  const c: SceneContext = {
    b: new SvgBuilder(),
    cam,
    rng: roomRng,
    palette: spec.palette,
    sky: SKIES[spec.time],
    view: spec.view,
    room: { w: roomWidth, h: 270, near: cam.z + 150 },
  };
  switch (spec.shot) {
    case 'bedroom':
    case 'bedroom-angled':
      composeBedroom(c, spec.plan);
      break;
    case 'detail':
      composeBedDetail(c, spec.plan);
      break;
    case 'lounge':
      composeLounge(c);
      break;
    case 'bathroom':
      composeBathroom(c);
      break;
    case 'view':
      composeView(c);
      break;
  }
  finishLighting(c);
  return c.b.toSvg(SCENE_WIDTH, SCENE_HEIGHT);
}
