/**
 * The order of a response's pages, sections and options. Pages trade places at creation, a page's sections and
 * options are shuffled when it is entered. The seed is kept in the answers (`RANDOM_SEED_KEY`) from creation when a
 * page asks for a random position or section order, else from the first page entered whose options ask for one; a
 * resumed response brings its own seed, and its order with it.
 */
import { arrangePages, pageUsesRandomOrder, RANDOM_SEED_KEY, shufflePage } from '../random-order.js';
import type { PageDefinition } from '../types.js';
import type { ResponseCell } from './answers.js';

export interface PageOrder {
  /** The pages in the response's order (a page entered has its sections and options in order too). */
  readonly pages: readonly PageDefinition[];
  /** Puts a page's sections and options in the response's order, once. */
  arrangePage(index: number): void;
  /** Takes the seed of a resumed response, if it brings another one, and puts everything in its order again. */
  adoptResponseSeed(currentIndex: number): void;
}

export function createPageOrder(options: {
  sortedPages: readonly PageDefinition[];
  response: ResponseCell;
  randomId: (length: number) => string;
}): PageOrder {
  const { sortedPages, response } = options;
  const movesPages = sortedPages.some((page) => page.randomPosition || page.randomOrder);
  let seed: string | null = null;
  let pages: readonly PageDefinition[] = sortedPages;
  /** Pages whose sections and options are in the response's order already. */
  let arranged = new Set<number>();

  function useSeed(): string {
    const answers = response.current.answers;
    if (seed === null) {
      const given = answers[RANDOM_SEED_KEY];
      seed = typeof given === 'string' && given !== '' ? given : options.randomId(12);
    }
    if (answers[RANDOM_SEED_KEY] !== seed) response.current = { ...response.current, answers: { ...answers, [RANDOM_SEED_KEY]: seed } };
    return seed;
  }
  function arrangeAll() {
    pages = movesPages ? arrangePages(sortedPages, useSeed()) : sortedPages;
    arranged = new Set();
  }
  function arrangePage(index: number) {
    if (arranged.has(index)) return;
    arranged.add(index);
    if (pageUsesRandomOrder(pages[index]!)) {
      const shuffled = shufflePage(pages[index]!, useSeed());
      pages = pages.map((page, i) => (i === index ? shuffled : page));
    }
  }
  if (movesPages) arrangeAll();

  return {
    get pages() {
      return pages;
    },
    arrangePage,
    adoptResponseSeed(currentIndex) {
      const resumed = response.current.answers[RANDOM_SEED_KEY];
      if (typeof resumed !== 'string' || resumed === '' || resumed === seed) return;
      seed = resumed;
      arrangeAll();
      arrangePage(currentIndex);
    },
  };
}
