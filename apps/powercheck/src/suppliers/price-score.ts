/**
 * The price formula alone, so that the results page can score a household's prices without loading the other
 * formulas and the figures (derive.ts re-exports it).
 */

/** How much dearer than the region's cheapest supplier scores 0 on price: 25 %. */
export const PRICE_BAND = 0.25;

/** price: clamp(1 − (cost / cheapest − 1) / 0.25, 0, 1), to 4 decimals. The cheapest supplier scores 1, 25 % dearer or more 0. */
export function priceScore(cost: number, cheapest: number): number {
  return Math.round(Math.min(1, Math.max(0, 1 - (cost / cheapest - 1) / PRICE_BAND)) * 10000) / 10000;
}
