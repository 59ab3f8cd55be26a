/**
 * Random order of pages, sections and options where a definition asks for it, reproducible from a seed. The seed is
 * kept in the treesponse's answers (`$seed`), so a resumed response shows the same order it showed before.
 */
import type { PageDefinition, Question, Section } from './types.js';

/** The answer key that keeps the seed of a response's random order. */
export const RANDOM_SEED_KEY = '$seed';

/** 32-bit FNV-1a hash of a text. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A shuffled copy of `items`: the same for the same seed and scope, independent between scopes. */
export function seededShuffle<T>(items: readonly T[], seed: string, scope: string): T[] {
  let state = hash(`${seed}:${scope}`) || 1;
  // mulberry32
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const hasRandomOptions = (question: Question): boolean =>
  ('randomOrder' in question && question.randomOrder === true) ||
  (question.type === 'group' && question.questions.some(hasRandomOptions));

const sectionQuestions = (section: Section): Question[] =>
  section.type === 'question' ? [section.question] : section.type === 'group' ? section.questions : [];

/** Whether a page's section list or one of its option lists asks for a random order (its position aside). */
export function pageUsesRandomOrder(page: PageDefinition): boolean {
  return page.randomOrder === true || page.sections.some((section) => sectionQuestions(section).some(hasRandomOptions));
}

/** Whether any page, section list or option list of these pages asks for a random order. */
export function usesRandomOrder(pages: readonly PageDefinition[]): boolean {
  return pages.some((page) => page.randomPosition || pageUsesRandomOrder(page));
}

function shuffleOptions(question: Question, seed: string): Question {
  if (question.type === 'group') return { ...question, questions: question.questions.map((child) => shuffleOptions(child, seed)) };
  if ('randomOrder' in question && question.randomOrder && 'options' in question) {
    return { ...question, options: seededShuffle(question.options, seed, `options:${question.key}`) } as Question;
  }
  return question;
}

/** The pages (sorted by order) with those that have `randomPosition` trading places among themselves; sections untouched. */
export function arrangePages(pages: readonly PageDefinition[], seed: string): PageDefinition[] {
  const movable = pages.map((page, index) => (page.randomPosition ? index : -1)).filter((index) => index >= 0);
  if (movable.length === 0) return [...pages];
  const moved = seededShuffle(movable, seed, 'pages');
  return pages.map((page, index) => (page.randomPosition ? pages[moved[movable.indexOf(index)]!]! : page));
}

/** A page with its sections (`randomOrder`) and the options of its questions (their `randomOrder`) in the seed's order. */
export function shufflePage(page: PageDefinition, seed: string): PageDefinition {
  const sections = page.randomOrder ? seededShuffle(page.sections, seed, `sections:${page.key}`) : page.sections;
  return {
    ...page,
    sections: sections.map((section) => {
      if (section.type === 'question') return { ...section, question: shuffleOptions(section.question, seed) };
      if (section.type === 'group') return { ...section, questions: section.questions.map((q) => shuffleOptions(q, seed)) };
      return section;
    }),
  };
}

/**
 * The pages (sorted by order) in the response's order: pages with `randomPosition` trade places among themselves,
 * sections of a page with `randomOrder` are shuffled, and so are the options of questions with `randomOrder`.
 */
export function applyRandomOrder(pages: readonly PageDefinition[], seed: string): PageDefinition[] {
  return arrangePages(pages, seed).map((page) => shufflePage(page, seed));
}
