/**
 * Category label of docs/product/screens.md#room-list: camel case, dashes and underscores become spaced,
 * capitalised words ("singleDeluxe" → "Single Deluxe", "family-4" → "Family 4").
 */
export function humanizeCategory(category: string): string {
  return category
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The six room categories of docs/product/entities.md#room-categories, in menu order. */
export const ROOM_CATEGORIES = ['singleDeluxe', 'singlePremium', 'coupleDeluxe', 'couplePremium', 'family-4', 'family-6'] as const;

export type RoomCategory = (typeof ROOM_CATEGORIES)[number];
