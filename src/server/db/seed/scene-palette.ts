/**
 * Colours and light for the generated room pictures: interior palettes, the sky at several
 * times of day, and small colour helpers (hex in, hex out).
 */

export interface Palette {
  wall: string;
  accentWall: string;
  floor: string;
  wood: string;
  fabric: string;
  accent: string;
  bedding: string;
  metal: string;
  rug: readonly [string, string];
}

export const PALETTES: readonly Palette[] = [
  {
    wall: '#e9e4d8',
    accentWall: '#7d9b84',
    floor: '#b08660',
    wood: '#8a6242',
    fabric: '#d9cbb3',
    accent: '#5f8a6c',
    bedding: '#f8f6f1',
    metal: '#b8934f',
    rug: ['#d8c8a8', '#7d9b84'],
  },
  {
    wall: '#f2e4d6',
    accentWall: '#c8704a',
    floor: '#a97c55',
    wood: '#6e4a31',
    fabric: '#e8d2bb',
    accent: '#c45f3a',
    bedding: '#fbf7f2',
    metal: '#a3743d',
    rug: ['#e4c9a8', '#b5552f'],
  },
  {
    wall: '#dde3ea',
    accentWall: '#2f4a68',
    floor: '#9c7b5d',
    wood: '#5a4334',
    fabric: '#c7d0da',
    accent: '#2f4a68',
    bedding: '#f6f8fa',
    metal: '#c9a45c',
    rug: ['#c5cfd9', '#2f4a68'],
  },
  {
    wall: '#f4e6e4',
    accentWall: '#c99592',
    floor: '#c19a74',
    wood: '#a07552',
    fabric: '#ecd5d1',
    accent: '#b86f6b',
    bedding: '#fffaf8',
    metal: '#c8a36a',
    rug: ['#efdcd6', '#b8807b'],
  },
  {
    wall: '#f3ecd9',
    accentWall: '#d3a33a',
    floor: '#b68a5a',
    wood: '#7c5a36',
    fabric: '#eadcb8',
    accent: '#cf952a',
    bedding: '#fcfaf3',
    metal: '#8c8c8c',
    rug: ['#eadfc4', '#c58d2b'],
  },
  {
    wall: '#dcebe8',
    accentWall: '#2f7d78',
    floor: '#a88461',
    wood: '#6b5040',
    fabric: '#c8e0dc',
    accent: '#2a7772',
    bedding: '#f7fbfa',
    metal: '#c0a060',
    rug: ['#cfe3df', '#2f7d78'],
  },
  {
    wall: '#4a4e57',
    accentWall: '#2c3038',
    floor: '#5b4334',
    wood: '#3b2a20',
    fabric: '#7a6f66',
    accent: '#c9a45c',
    bedding: '#f1ede6',
    metal: '#d1ad62',
    rug: ['#6d6258', '#c9a45c'],
  },
  {
    wall: '#efe7dc',
    accentWall: '#6b4a35',
    floor: '#8d6442',
    wood: '#5e3f2a',
    fabric: '#d8c6ae',
    accent: '#9c5a3c',
    bedding: '#fbf8f3',
    metal: '#b58b4c',
    rug: ['#ddcbb2', '#6b4a35'],
  },
  {
    wall: '#e6e1ef',
    accentWall: '#6d5a8e',
    floor: '#b39477',
    wood: '#6e5646',
    fabric: '#d7cfe6',
    accent: '#6d5a8e',
    bedding: '#fbfaff',
    metal: '#b9a06a',
    rug: ['#ddd6ea', '#6d5a8e'],
  },
];

export type TimeOfDay = 'morning' | 'noon' | 'golden' | 'dusk' | 'night';
export const TIMES_OF_DAY: readonly TimeOfDay[] = ['morning', 'noon', 'golden', 'dusk', 'night'];

export interface Sky {
  top: string;
  bottom: string;
  /** Sun or moon colour, and its height in the window (0 top .. 1 horizon). */
  orb: string;
  orbHeight: number;
  /** Colour of far hills / haze. */
  haze: string;
  /** 0 (dark) .. 1 (full daylight): darkens the room and fades the sunlight patch. */
  daylight: number;
  /** Tint laid over the interior (warm at golden hour, blue at night). */
  tint: string;
  isLampOn: boolean;
  hasStars: boolean;
}

export const SKIES: Record<TimeOfDay, Sky> = {
  morning: {
    top: '#8fc3ea',
    bottom: '#f6e7c8',
    orb: '#fff6d8',
    orbHeight: 0.62,
    haze: '#b9cfdc',
    daylight: 0.95,
    tint: '#fff4e0',
    isLampOn: false,
    hasStars: false,
  },
  noon: {
    top: '#4f9be0',
    bottom: '#cfe6f7',
    orb: '#ffffff',
    orbHeight: 0.18,
    haze: '#a8c4d8',
    daylight: 1,
    tint: '#ffffff',
    isLampOn: false,
    hasStars: false,
  },
  golden: {
    top: '#f3a65a',
    bottom: '#fde0a8',
    orb: '#fff0c0',
    orbHeight: 0.7,
    haze: '#d9a57e',
    daylight: 0.8,
    tint: '#ffd59a',
    isLampOn: true,
    hasStars: false,
  },
  dusk: {
    top: '#3b3f7a',
    bottom: '#f08c6a',
    orb: '#ffd7a0',
    orbHeight: 0.86,
    haze: '#8a6a8a',
    daylight: 0.55,
    tint: '#f0a87a',
    isLampOn: true,
    hasStars: false,
  },
  night: {
    top: '#0d1633',
    bottom: '#2c3d6e',
    orb: '#f4f1dc',
    orbHeight: 0.22,
    haze: '#25304f',
    daylight: 0.3,
    tint: '#3a4a7a',
    isLampOn: true,
    hasStars: true,
  },
};

export type ViewKind = 'lake' | 'hills' | 'sea' | 'city' | 'forest' | 'mountains';

function toRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Linear mix of two hex colours; `t` = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const ca = toRgb(a);
  const cb = toRgb(b);
  return toHex(ca.map((c, i) => c + (cb[i] - c) * t));
}

/** Lightens (amount > 0, towards white) or darkens (amount < 0, towards black) a hex colour. */
export function shade(hex: string, amount: number): string {
  return amount >= 0 ? mix(hex, '#ffffff', amount) : mix(hex, '#000000', -amount);
}
