/**
 * The demo hotel's rooms: two per category (docs/product/entities.md#room-categories), realistic BDT prices, facilities and
 * descriptions, plus how their pictures look (palette, window view). `hasReviews: false`
 * rooms stay unreviewed so the list shows "N/A".
 */
import type { RoomCategory } from '#shared/domain/humanize-category.ts';
import type { BedPlan } from './scene-bedroom.ts';
import type { ViewKind } from './scene-palette.ts';

export interface CatalogueRoom {
  title: string;
  category: RoomCategory;
  priceBdt: number;
  facilities: string[];
  paragraphs: string[];
  /** Index into PALETTES, and what the windows look out on. */
  palette: number;
  view: ViewKind;
  hasReviews: boolean;
  /**
   * Its physical rooms (issue 27): the demo is a 20-room hotel, floor = the first digit. The first
   * type of each category in the room list (same age, so by title) has one room, so a journey that
   * books the first room of a category still sees it taken; the other has several.
   */
  roomNumbers: string[];
}

/** Guests per category (docs/product/entities.md#room) and the beds drawn in its pictures. */
export const CATEGORY_LAYOUT: Record<RoomCategory, { capacity: number; plan: BedPlan }> = {
  singleDeluxe: { capacity: 1, plan: { beds: 1, bedWidth: 110 } },
  singlePremium: { capacity: 1, plan: { beds: 1, bedWidth: 130 } },
  coupleDeluxe: { capacity: 2, plan: { beds: 1, bedWidth: 160 } },
  couplePremium: { capacity: 2, plan: { beds: 1, bedWidth: 185 } },
  'family-4': { capacity: 4, plan: { beds: 2, bedWidth: 140 } },
  'family-6': { capacity: 6, plan: { beds: 3, bedWidth: 130 } },
};

export const ROOM_CATALOGUE: readonly CatalogueRoom[] = [
  {
    title: 'Garden View Single Deluxe',
    roomNumbers: ['101', '102', '103', '105'],
    category: 'singleDeluxe',
    priceBdt: 3200,
    palette: 0,
    view: 'hills',
    hasReviews: true,
    facilities: ['Free Wi-Fi', 'Air conditioning', 'Breakfast included', 'Garden view'],
    paragraphs: [
      'A calm single room on the garden side, with a window over the lawns and the frangipani trees.',
      'The bed has a firm orthopaedic mattress and crisp cotton linen; a reading lamp and a writing desk make it easy to work in the evening.',
    ],
  },
  {
    title: 'Courtyard Cozy Single Deluxe',
    roomNumbers: ['104'],
    category: 'singleDeluxe',
    priceBdt: 2600,
    palette: 4,
    view: 'city',
    hasReviews: true,
    facilities: ['Free Wi-Fi', 'Air conditioning', 'Tea & coffee maker'],
    paragraphs: [
      'Our most affordable room, tucked above the inner courtyard and away from street noise.',
      'Warm ochre tones, a soft single bed and a tiled shower room with hot water around the clock.',
      'Ideal for a short business trip or a solo stopover in the city.',
    ],
  },
  {
    title: 'Skyline Single Premium',
    roomNumbers: ['106'],
    category: 'singlePremium',
    priceBdt: 5200,
    palette: 2,
    view: 'city',
    hasReviews: true,
    facilities: ['Free Wi-Fi', 'Air conditioning', 'Smart TV', 'Work desk', 'Mini fridge'],
    paragraphs: [
      'On an upper floor with a wide window over the city lights, this premium single is made for travellers who work on the road.',
      'A large desk, an ergonomic chair and fast Wi-Fi sit beside a deep single bed with a plush topper.',
    ],
  },
  {
    title: 'Tea Garden Single Premium',
    roomNumbers: ['107', '108'],
    category: 'singlePremium',
    priceBdt: 4800,
    palette: 5,
    view: 'hills',
    hasReviews: false,
    facilities: ['Free Wi-Fi', 'Air conditioning', 'Breakfast included', 'Balcony', 'Rain shower'],
    paragraphs: [
      'Newly opened: a bright premium single looking out over rolling green hills.',
      'Teal accents, a private balcony for morning tea and a rain shower make it a quiet retreat.',
      'Breakfast is served on the terrace or brought to your room.',
    ],
  },
  {
    title: 'Riverside Couple Deluxe',
    roomNumbers: ['204'],
    category: 'coupleDeluxe',
    priceBdt: 6500,
    palette: 1,
    view: 'lake',
    hasReviews: true,
    facilities: ['Free Wi-Fi', 'Air conditioning', 'Breakfast for two', 'River view'],
    paragraphs: [
      'A queen-bed room for two with terracotta walls and a window over the slow-moving river.',
      'Evenings are best spent watching the boats go by from the window seat with a cup of tea.',
    ],
  },
  {
    title: 'Sunset Terrace Couple Deluxe',
    roomNumbers: ['205', '206', '207', '208'],
    category: 'coupleDeluxe',
    priceBdt: 7200,
    palette: 3,
    view: 'sea',
    hasReviews: true,
    facilities: ['Free Wi-Fi', 'Air conditioning', 'Private terrace', 'Smart TV', 'Tea & coffee maker'],
    paragraphs: [
      'Facing west over the bay, this room catches the sunset every evening from its private terrace.',
      'Soft blush tones, a queen bed dressed in Egyptian cotton and a small sitting area with two armchairs.',
      'The beach is a three-minute walk away.',
    ],
  },
  {
    title: 'Lake Breeze Couple Premium',
    roomNumbers: ['209'],
    category: 'couplePremium',
    priceBdt: 9800,
    palette: 8,
    view: 'lake',
    hasReviews: true,
    facilities: ['Free Wi-Fi', 'Air conditioning', 'King bed', 'Bathtub', 'Lake view', 'Room service 24/7'],
    paragraphs: [
      'Our favourite room for anniversaries: a king bed, a freestanding bathtub and a window over the lake.',
      'Lavender walls, blackout curtains and a pillow menu make for long, quiet nights.',
      'Ask the front desk about a candle-lit dinner served on your balcony.',
    ],
  },
  {
    title: 'Ocean Pearl Couple Premium',
    roomNumbers: ['210'],
    category: 'couplePremium',
    priceBdt: 11500,
    palette: 6,
    view: 'sea',
    hasReviews: true,
    facilities: ['Free Wi-Fi', 'Air conditioning', 'Sea view', 'Bathtub', 'Mini bar'],
    paragraphs: [
      'A dark, elegant premium room with brass details and floor-to-ceiling windows onto the sea.',
      'The king bed faces the horizon, so you wake up to the sound and sight of the waves.',
    ],
  },
  {
    title: 'Hillside Family Room',
    roomNumbers: ['301', '302'],
    category: 'family-4',
    priceBdt: 12000,
    palette: 7,
    view: 'mountains',
    hasReviews: true,
    facilities: ['Free Wi-Fi', 'Air conditioning', 'Two queen beds', 'Breakfast for four', 'Kids stay free'],
    paragraphs: [
      'Two queen beds under warm walnut panelling, with a wide window over the hills.',
      'There is space for a travel cot, and the lounge corner keeps everyone comfortable on rainy afternoons.',
    ],
  },
  {
    title: 'Forest Retreat Family Room',
    roomNumbers: ['303'],
    category: 'family-4',
    priceBdt: 10500,
    palette: 5,
    view: 'forest',
    hasReviews: true,
    facilities: ['Free Wi-Fi', 'Air conditioning', 'Two queen beds', 'Mini fridge'],
    paragraphs: [
      'A family room at the edge of the sal forest, where mornings start with birdsong.',
      'Two queen beds, a sitting area and a large bathroom with a tub for the little ones.',
      'Guided nature walks leave from the lobby every morning at seven.',
    ],
  },
  {
    title: 'Grand Family Suite',
    roomNumbers: ['304'],
    category: 'family-6',
    priceBdt: 17500,
    palette: 2,
    view: 'sea',
    hasReviews: true,
    facilities: ['Free Wi-Fi', 'Air conditioning', 'Three beds', 'Sea view', 'Kitchenette', 'Airport pickup'],
    paragraphs: [
      'Our largest suite sleeps six in three comfortable beds, with a lounge and a kitchenette.',
      'Big windows open onto the sea; the suite is on the first floor, close to the pool and the kids club.',
    ],
  },
  {
    title: 'Palm Grove Family Villa',
    roomNumbers: ['305'],
    category: 'family-6',
    priceBdt: 15000,
    palette: 4,
    view: 'forest',
    hasReviews: false,
    facilities: ['Free Wi-Fi', 'Air conditioning', 'Three beds', 'Private garden', 'Barbecue corner'],
    paragraphs: [
      'A ground-floor villa among the palms with its own garden, recently refurbished.',
      'Three beds, a lounge with a bookshelf and a bathroom with a deep tub give a big family room to breathe.',
      'Light the barbecue in the evening; charcoal and tools are provided.',
    ],
  },
];
