/**
 * The view through a window: sky for the time of day plus a landscape (lake, hills, sea,
 * city, forest or mountains), drawn flat in a `w` × `h` local box.
 */
import { between, chance, intBetween, type Rng } from './prng.ts';
import { mix, shade, type Sky, type ViewKind } from './scene-palette.ts';
import type { SvgBuilder } from './scene-3d.ts';

/** Smooth hill line across the box at about `base`, filled down to the bottom. */
function hills(rng: Rng, w: number, h: number, base: number, amp: number, fill: string): string {
  const steps = intBetween(rng, 3, 5);
  let d = `M0 ${h} L0 ${base}`;
  for (let i = 1; i <= steps; i++) {
    const x = (w * i) / steps;
    const cx = x - w / steps / 2;
    d += ` Q${cx.toFixed(1)} ${(base - amp * between(rng, 0.4, 1.2)).toFixed(1)} ${x.toFixed(1)} ${(base + between(rng, -amp, amp) * 0.3).toFixed(1)}`;
  }
  return `<path d="${d} L${w} ${h} Z" fill="${fill}"/>`;
}

/** Jagged mountain ridge. */
function ridge(rng: Rng, w: number, h: number, base: number, amp: number, fill: string): string {
  let points = `0,${h} 0,${base}`;
  for (let x = 0; x <= w; x += w / intBetween(rng, 5, 8)) {
    points += ` ${x.toFixed(1)},${(base - amp * between(rng, 0.2, 1)).toFixed(1)}`;
  }
  return `<polygon points="${points} ${w},${base} ${w},${h}" fill="${fill}"/>`;
}

function trees(rng: Rng, w: number, h: number, base: number, size: number, fill: string): string {
  let out = '';
  for (let x = -size; x < w + size; x += size * between(rng, 0.45, 0.8)) {
    const t = size * between(rng, 0.8, 1.4);
    out += `<polygon points="${(x - t * 0.35).toFixed(1)},${base} ${x.toFixed(1)},${(base - t).toFixed(1)} ${(x + t * 0.35).toFixed(1)},${base}" fill="${fill}"/>`;
  }
  return `${out}<rect x="0" y="${base}" width="${w}" height="${h - base}" fill="${fill}"/>`;
}

function city(rng: Rng, w: number, h: number, base: number, sky: Sky, stone: string): string {
  let out = '';
  const litWindow = sky.daylight < 0.6 ? '#ffd983' : shade(sky.top, 0.35);
  for (let x = 0; x < w;) {
    const bw = between(rng, 14, 32);
    const bh = between(rng, 25, 90);
    const tone = shade(stone, between(rng, -0.15, 0.12));
    out += `<rect x="${x.toFixed(1)}" y="${(base - bh).toFixed(1)}" width="${bw.toFixed(1)}" height="${(bh + h - base).toFixed(1)}" fill="${tone}"/>`;
    for (let wy = base - bh + 5; wy < base - 4; wy += 7) {
      for (let wx = x + 3; wx < x + bw - 4; wx += 6) {
        if (chance(rng, sky.daylight < 0.6 ? 0.45 : 0.7))
          out += `<rect x="${wx.toFixed(1)}" y="${wy.toFixed(1)}" width="3" height="3.5" fill="${litWindow}" opacity="0.85"/>`;
      }
    }
    x += bw + between(rng, 0, 5);
  }
  return out;
}

/** Sky, sun or moon, clouds or stars, then the landscape for `view`. */
export function drawLandscape(b: SvgBuilder, rng: Rng, w: number, h: number, sky: Sky, view: ViewKind): string {
  const horizon = h * between(rng, 0.55, 0.68);
  const dim = 1 - sky.daylight;
  const green = mix(mix('#5d8f4e', sky.haze, 0.25), '#0e1a2a', dim * 0.8);
  const darkGreen = mix('#2f5b35', '#07101c', dim * 0.8);
  const far = mix(sky.haze, sky.bottom, 0.3);
  let out = `<rect x="0" y="0" width="${w}" height="${h}" fill="${b.gradient([
    [0, sky.top],
    [1, sky.bottom],
  ])}"/>`;
  if (sky.hasStars) {
    for (let i = 0; i < 26; i++)
      out += `<circle cx="${between(rng, 0, w).toFixed(1)}" cy="${between(rng, 0, horizon * 0.8).toFixed(1)}" r="${between(rng, 0.4, 1.1).toFixed(2)}" fill="#ffffff" opacity="${between(rng, 0.5, 1).toFixed(2)}"/>`;
  }
  const orbX = between(rng, w * 0.2, w * 0.8);
  const orbY = horizon * sky.orbHeight;
  out += `<circle cx="${orbX.toFixed(1)}" cy="${orbY.toFixed(1)}" r="${w * 0.16}" fill="${b.radial([
    [0, sky.orb, 0.7],
    [1, sky.orb, 0],
  ])}"/>`;
  out += `<circle cx="${orbX.toFixed(1)}" cy="${orbY.toFixed(1)}" r="${(sky.hasStars ? 6 : 8).toFixed(1)}" fill="${sky.orb}"/>`;
  if (!sky.hasStars) {
    for (let i = 0, n = intBetween(rng, 1, 3); i < n; i++) {
      const cx = between(rng, 0, w);
      const cy = between(rng, h * 0.08, horizon * 0.5);
      const s = between(rng, 8, 16);
      out += `<g fill="#ffffff" opacity="${(0.55 + sky.daylight * 0.3).toFixed(2)}"><ellipse cx="${cx}" cy="${cy}" rx="${s * 2}" ry="${s * 0.6}"/><ellipse cx="${cx - s * 0.6}" cy="${cy - s * 0.4}" rx="${s}" ry="${s * 0.7}"/><ellipse cx="${cx + s * 0.5}" cy="${cy - s * 0.55}" rx="${s * 1.1}" ry="${s * 0.8}"/></g>`;
    }
  }
  switch (view) {
    case 'lake':
    case 'sea': {
      const water = mix(view === 'sea' ? '#2f6f9a' : '#4b7f8c', sky.top, 0.35);
      if (view === 'lake') out += hills(rng, w, h, horizon, h * 0.1, far) + hills(rng, w, h, horizon + 2, h * 0.05, green);
      out += `<rect x="0" y="${horizon.toFixed(1)}" width="${w}" height="${(h - horizon).toFixed(1)}" fill="${b.gradient([
        [0, mix(water, sky.bottom, 0.4)],
        [1, shade(water, -0.25)],
      ])}"/>`;
      for (let i = 0; i < 10; i++)
        out += `<rect x="${(orbX - between(rng, 2, 18)).toFixed(1)}" y="${between(rng, horizon + 2, h).toFixed(1)}" width="${between(rng, 6, 30).toFixed(1)}" height="1.2" fill="${sky.orb}" opacity="0.45"/>`;
      if (view === 'sea')
        out += `<path d="M0 ${h} L0 ${h * 0.9} Q${w * 0.3} ${h * 0.86} ${w * 0.55} ${h} Z" fill="${mix('#e8d3a5', '#1a2238', dim * 0.7)}"/>`;
      else out += trees(rng, w * 0.3, h, h * 0.97, h * 0.12, darkGreen);
      break;
    }
    case 'city':
      out += city(rng, w, h, horizon + h * 0.05, sky, mix(sky.haze, '#9aa3ad', 0.5));
      out += city(rng, w, h, h * 0.92, sky, mix('#6d7682', '#1b2233', dim * 0.7));
      break;
    case 'forest':
      out +=
        hills(rng, w, h, horizon, h * 0.12, far) +
        trees(rng, w, h, horizon + h * 0.08, h * 0.14, green) +
        trees(rng, w, h, h * 0.95, h * 0.22, darkGreen);
      break;
    case 'mountains':
      out +=
        ridge(rng, w, h, horizon, h * 0.4, far) +
        ridge(rng, w, h, horizon + h * 0.05, h * 0.22, mix(far, darkGreen, 0.5)) +
        hills(rng, w, h, h * 0.86, h * 0.06, green);
      break;
    default:
      out +=
        hills(rng, w, h, horizon, h * 0.12, far) +
        hills(rng, w, h, horizon + h * 0.1, h * 0.1, green) +
        hills(rng, w, h, h * 0.9, h * 0.08, darkGreen);
  }
  return out;
}
