/**
 * The end of the questionnaire, as one plain flow the result page only calls: compute the outcome, mark the response
 * completed, store the results, save, ask for the result e-mail at the same time, and decide between the results
 * address (after the minimum display time) and the insufficient-data page.
 */
import type { Answers, FullSurveyController } from '@treesponse/core';
import { computeResult, regionOfLanguage, regionOfPostcode } from '@powercheck/scoring';
import type { AppConfig, AppLanguage } from '../config.js';
// The build-derived scores, not the full tables: finishing ranks as the results page does, without the figures.
import { SUPPLIER_DATA_VERSION, SUPPLIER_DATA_VERSION_ANSWER, regionScoresFor } from '../suppliers/scores.js';
import { resultsAddressFor, type RegionSetting } from '../results/model.js';
import { PAGE } from './pages.js';

/** What the answers lead to. Everything stored with the response is computed here, in one place. */
export type Outcome =
  | { kind: 'insufficient'; results: Record<string, number> }
  | { kind: 'result'; results: Record<string, number>; address: string };

/** The answer key under which the response stores the region its results were ranked in. */
export const REGION_ANSWER = 'region';

/**
 * The region to rank in: the one of the visitor's postcode (any language may live in any region), else the
 * language's region, marked as assumed so the results page says so and offers to change it.
 */
export function regionSettingFor(postcode: unknown, language: AppLanguage): RegionSetting {
  const region = typeof postcode === 'string' || typeof postcode === 'number' ? regionOfPostcode(postcode) : undefined;
  return region ? { region, fromLanguage: false } : { region: regionOfLanguage(language), fromLanguage: true };
}

/**
 * The outcome of a set of answers: the stored results (supplier → percentage) and the results address, ranked in the
 * region of the postcode (else the language's).
 */
export function computeOutcome(answers: Answers, language: AppLanguage, resultsBase: string, postcode?: unknown): Outcome & { setting: RegionSetting } {
  const setting = regionSettingFor(postcode, language);
  const result = computeResult(answers, regionScoresFor(setting.region).suppliers);
  if (result.insufficientData) return { kind: 'insufficient', results: {}, setting };
  return {
    kind: 'result',
    setting,
    results: Object.fromEntries(result.rankings.map(({ name, percentage }) => [name, percentage])),
    address: resultsAddressFor(result, language, setting, resultsBase),
  };
}

/** What the finishing flow needs from its surroundings. */
export interface FinishEnvironment {
  config: Pick<AppConfig, 'minResultDisplayMs' | 'sendProfileUrl' | 'resultsBase'>;
  /** Origin used when no results base is configured (this site). */
  origin: string;
  fetch: typeof globalThis.fetch;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  /** The save failed: the result is still given, the visitor is told. */
  onSaveFailed: () => void;
  /** Reports a failed save. */
  onError: (error: unknown, context: string) => void;
  /** The result e-mail was refused (too many for this address) or could not be sent: the visitor is told. */
  onMailFailed: (reason: MailFailure) => void;
}

/** Why the result e-mail did not go out: refused (HTTP 429, too many requests for the address) or any other failure. */
export type MailFailure = 'refused' | 'failed';

/** How long the redirect may wait for a slow save or mail call after the minimum display time. */
export const SAVE_WAIT_LIMIT_MS = 15000;
/** Deadline of the result e-mail request. */
export const SEND_PROFILE_TIMEOUT_MS = 15000;

/** The e-mail address the result is mailed to, or null: only with mailResults, an address and no partner link. */
export function resultMailAddress(answers: Answers, email: string | null | undefined): string | null {
  const address = email?.trim();
  return answers.mailResults === true && !answers.bpact_id && address ? address : null;
}

/**
 * Runs the end of the questionnaire once. Resolves to the results address to open, or to null when the answers
 * allow no personal result (the controller is then on the insufficient-data page).
 */
export async function finishQuestionnaire(controller: FullSurveyController, environment: FinishEnvironment): Promise<string | null> {
  const state = controller.getState();
  const language = state.language as AppLanguage;
  const answers = state.treesponse.answers;
  const outcome = computeOutcome(answers, language, environment.config.resultsBase || environment.origin, state.treesponse.postcode);
  // Which supplier data and which region produced the result, so a stored result can be audited against it later.
  controller.setAnswer(SUPPLIER_DATA_VERSION_ANSWER, SUPPLIER_DATA_VERSION);
  controller.setAnswer(REGION_ANSWER, outcome.setting.region);
  controller.setCompleted();
  controller.setResults(outcome.results);
  const started = environment.now();
  const saving = controller.save().catch((error: unknown) => {
    environment.onError(error, 'save');
    environment.onSaveFailed();
  });
  if (outcome.kind === 'insufficient') {
    controller.goTo(state.pages.findIndex((page) => page.key === PAGE.error));
    return null;
  }
  const email = resultMailAddress(answers, state.treesponse.email);
  const mailing = email ? sendProfile(environment, { url: outcome.address, email, language }) : Promise.resolve();
  const { minResultDisplayMs } = environment.config;
  await Promise.race([Promise.all([saving, mailing]), environment.sleep(minResultDisplayMs + SAVE_WAIT_LIMIT_MS)]);
  const remaining = minResultDisplayMs - (environment.now() - started);
  if (remaining > 0) await environment.sleep(remaining);
  return outcome.address;
}

/** Asks the mail function for the result e-mail; a refusal, failure or timeout is reported, never thrown. */
async function sendProfile(environment: FinishEnvironment, body: { url: string; email: string; language: AppLanguage }): Promise<void> {
  const abort = new AbortController();
  void environment.sleep(SEND_PROFILE_TIMEOUT_MS).then(() => abort.abort());
  try {
    const response = await environment.fetch(environment.config.sendProfileUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      // The request survives the redirect if it is still running.
      keepalive: true,
      signal: abort.signal,
    });
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) environment.onMailFailed(response.status === 429 ? 'refused' : 'failed');
  } catch {
    // The result page does not depend on the mail; the visitor is told it did not go out.
    environment.onMailFailed('failed');
  }
}
