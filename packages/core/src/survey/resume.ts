/**
 * Coming back to a response: its answers, results, uploads, special fields and language loaded by id with the stored
 * treesponder's token, its random order taken back, and (with `resumePage`) the page it was on shown again. The page
 * shown is kept per response in the environment's storage, so it is found after a reload even when it was entered
 * after the last save (`shown-pages.ts`); a response saved elsewhere falls back to its last page visit. Loaded on the
 * first resume.
 */
import type { TreesponseApi } from '../contracts.js';
import type { Translator } from '../translator.js';
import type { Language } from '../types.js';
import { fromWireTreesponse } from '../wire-treesponse.js';
import type { ResponseCell } from './answers.js';
import type { PageFlow } from './page-flow.js';
import type { PageOrder } from './page-order.js';
import type { SaveChain } from './persistence.js';
import type { ShownPages } from './shown-pages.js';

/** Loads a saved response by id into the survey, once the caller has found a saved treesponder with a token. */
export async function resumeResponse(
  id: string,
  parts: {
    api: TreesponseApi;
    response: ResponseCell;
    saves: SaveChain;
    order: PageOrder;
    flow: PageFlow;
    translator: Translator;
    /** Loads the engine's texts of a language, reporting a failure (the survey's language part). */
    loadTexts: (language: Language) => Promise<void>;
    shownPages: ShownPages;
    resumePage: boolean;
    report: (error: unknown, context: string) => void;
  },
): Promise<void> {
  const { response, order, flow } = parts;
  // The caller has checked that a saved treesponder with a token is there (a NotAuthorizedError otherwise).
  const token = parts.saves.treesponder.token!;
  const read = await parts.api.getTreesponse(token, id);
  response.current = fromWireTreesponse(response.current, id, read);
  order.adoptResponseSeed(flow.index);
  // Without its engine texts (a failed load, reported) the response's language shows them in the fallback language.
  await parts.loadTexts(response.current.language);
  parts.translator.setLanguage(response.current.language);
  if (parts.resumePage) {
    const shown = parts.shownPages.read(id) ?? response.current.pageVisits.at(-1)?.name;
    const index = order.pages.findIndex((candidate) => candidate.key === shown);
    if (index >= 0) flow.enter(index);
  }
}
