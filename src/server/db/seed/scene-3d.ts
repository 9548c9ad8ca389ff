/**
 * A tiny pinhole camera and SVG builder for the generated room pictures. World units are
 * centimetres: X to the right, Y up from the floor, Z from the back wall (Z = 0) towards the
 * camera. Furniture is drawn as shaded boxes; decorations are 2D sprites scaled by depth.
 */

export type Vec3 = readonly [number, number, number];

export interface Camera {
  x: number;
  /** Eye height above the floor. */
  y: number;
  /** Distance from the back wall. */
  z: number;
  /** Turn to the right, in radians. */
  yaw: number;
  /** Focal length in pixels. */
  f: number;
  /** Screen position of the optical centre. */
  cx: number;
  cy: number;
}

export interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  z0: number;
  z1: number;
}

export interface BoxColours {
  top: string;
  front: string;
  side: string;
}

const NEAR = 12;

/** Collects gradients/clips (`defs`) and shapes, handing out unique ids. */
export class SvgBuilder {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private readonly late: string[] = [];
  private counter = 0;

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  add(markup: string | null | undefined): void {
    if (markup) this.body.push(markup);
  }

  /** Drawn after everything else (light halos over the darkening of night scenes). */
  addLate(markup: string): void {
    this.late.push(markup);
  }

  /** Defines a vertical (or given-direction) linear gradient and returns `url(#id)`. */
  gradient(stops: readonly (readonly [number, string, number?])[], dir = { x1: 0, y1: 0, x2: 0, y2: 1 }, extra = ''): string {
    const id = this.id('g');
    const markup = stops
      .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
      .join('');
    this.def(`<linearGradient id="${id}" x1="${dir.x1}" y1="${dir.y1}" x2="${dir.x2}" y2="${dir.y2}" ${extra}>${markup}</linearGradient>`);
    return `url(#${id})`;
  }

  /** Defines a radial gradient (object bounding box) and returns `url(#id)`. */
  radial(stops: readonly (readonly [number, string, number?])[]): string {
    const id = this.id('r');
    const markup = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`).join('');
    this.def(`<radialGradient id="${id}">${markup}</radialGradient>`);
    return `url(#${id})`;
  }

  toSvg(width: number, height: number): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${this.defs.join('')}</defs>${this.body.join('')}${this.late.join('')}</svg>`;
  }
}

/** World point → camera space [side, up, depth]. */
function toCamera(cam: Camera, p: Vec3): [number, number, number] {
  const rx = p[0] - cam.x;
  const ry = p[1] - cam.y;
  const rz = p[2] - cam.z;
  const sin = Math.sin(cam.yaw);
  const cos = Math.cos(cam.yaw);
  return [rx * cos + rz * sin, ry, rx * sin - rz * cos];
}

function toScreen(cam: Camera, c: readonly number[]): [number, number] {
  return [cam.cx + (cam.f * c[0]) / c[2], cam.cy - (cam.f * c[1]) / c[2]];
}

/** Screen position of a world point (assumed in front of the camera). */
function project(cam: Camera, p: Vec3): [number, number] {
  return toScreen(cam, toCamera(cam, p));
}

/** Screen position and scale (px per cm) at a world point, for placing sprites. */
export function anchor(cam: Camera, p: Vec3): { x: number; y: number; s: number } {
  const c = toCamera(cam, p);
  const [x, y] = toScreen(cam, c);
  return { x, y, s: cam.f / c[2] };
}

/** `points` attribute of a world polygon clipped to the near plane, or null when all behind. */
function polyPoints(cam: Camera, pts: readonly Vec3[]): string | null {
  const input = pts.map((p) => toCamera(cam, p));
  const out: number[][] = [];
  for (let i = 0; i < input.length; i++) {
    const a = input[i];
    const b = input[(i + 1) % input.length];
    const isAIn = a[2] >= NEAR;
    const isBIn = b[2] >= NEAR;
    if (isAIn) out.push(a);
    if (isAIn !== isBIn) {
      const t = (NEAR - a[2]) / (b[2] - a[2]);
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, NEAR]);
    }
  }
  if (out.length < 3) return null;
  return out
    .map((c) =>
      toScreen(cam, c)
        .map((v) => v.toFixed(1))
        .join(','),
    )
    .join(' ');
}

/** A filled world polygon. */
export function poly(cam: Camera, pts: readonly Vec3[], fill: string, extra = ''): string | null {
  const points = polyPoints(cam, pts);
  return points ? `<polygon points="${points}" fill="${fill}" ${extra}/>` : null;
}

/** The faces of a box the camera can see, shaded by face. */
export function box(cam: Camera, b: Box, colours: BoxColours, extra = ''): string {
  const { x0, x1, y0, y1, z0, z1 } = b;
  const faces: (string | null)[] = [];
  if (cam.x < x0)
    faces.push(
      poly(
        cam,
        [
          [x0, y0, z0],
          [x0, y0, z1],
          [x0, y1, z1],
          [x0, y1, z0],
        ],
        colours.side,
        extra,
      ),
    );
  if (cam.x > x1)
    faces.push(
      poly(
        cam,
        [
          [x1, y0, z0],
          [x1, y0, z1],
          [x1, y1, z1],
          [x1, y1, z0],
        ],
        colours.side,
        extra,
      ),
    );
  if (cam.y > y1)
    faces.push(
      poly(
        cam,
        [
          [x0, y1, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
        colours.top,
        extra,
      ),
    );
  if (cam.y < y0)
    faces.push(
      poly(
        cam,
        [
          [x0, y0, z0],
          [x1, y0, z0],
          [x1, y0, z1],
          [x0, y0, z1],
        ],
        colours.side,
        extra,
      ),
    );
  if (cam.z > z1)
    faces.push(
      poly(
        cam,
        [
          [x0, y0, z1],
          [x1, y0, z1],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
        colours.front,
        extra,
      ),
    );
  return faces.filter(Boolean).join('');
}

/** A soft contact shadow on the floor around a footprint. */
export function floorShadow(cam: Camera, b: Pick<Box, 'x0' | 'x1' | 'z0' | 'z1'>, spread = 8, opacity = 0.18): string | null {
  const pts: Vec3[] = [
    [b.x0 - spread, 0.2, b.z0],
    [b.x1 + spread, 0.2, b.z0],
    [b.x1 + spread, 0.2, b.z1 + spread],
    [b.x0 - spread, 0.2, b.z1 + spread],
  ];
  return poly(cam, pts, '#000000', `opacity="${opacity}"`);
}

/**
 * SVG `matrix(...)` mapping a flat local drawing (u to the right, v downwards, in cm) onto a
 * world plane starting at `origin` along unit directions `uDir`/`vDir`; exact at three
 * corners of the `uLen` × `vLen` region, close enough inside for small wall items.
 */
export function planeMatrix(cam: Camera, origin: Vec3, uDir: Vec3, vDir: Vec3, uLen: number, vLen: number): string {
  const at = (u: number, v: number): [number, number] =>
    project(cam, [origin[0] + uDir[0] * u + vDir[0] * v, origin[1] + uDir[1] * u + vDir[1] * v, origin[2] + uDir[2] * u + vDir[2] * v]);
  const p0 = at(0, 0);
  const p1 = at(uLen, 0);
  const p2 = at(0, vLen);
  const m = [(p1[0] - p0[0]) / uLen, (p1[1] - p0[1]) / uLen, (p2[0] - p0[0]) / vLen, (p2[1] - p0[1]) / vLen, p0[0], p0[1]];
  return `matrix(${m.map((v) => v.toFixed(4)).join(' ')})`;
}

/** A world line segment clipped to the near plane, or null when behind the camera. */
export function segment(cam: Camera, a: Vec3, b: Vec3, stroke: string, width: number, extra = ''): string | null {
  let ca = toCamera(cam, a);
  let cb = toCamera(cam, b);
  if (ca[2] < NEAR && cb[2] < NEAR) return null;
  const clip = (p: number[], q: number[]) => {
    const t = (NEAR - p[2]) / (q[2] - p[2]);
    return [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t, NEAR] as [number, number, number];
  };
  if (ca[2] < NEAR) ca = clip(ca, cb);
  else if (cb[2] < NEAR) cb = clip(cb, ca);
  const [x1, y1] = toScreen(cam, ca);
  const [x2, y2] = toScreen(cam, cb);
  return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`;
}
