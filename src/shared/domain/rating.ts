/** Average rating text of docs/product/screens.md#room-list: one decimal, or "N/A" when there are no reviews. */
export function formatAverageRating(average: number | null | undefined, count: number): string {
  if (!count || average == null || Number.isNaN(average)) return 'N/A';
  return average.toFixed(1);
}
