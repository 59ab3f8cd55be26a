/**
 * The end of the questionnaire, as one plain flow plugged into the engine's completion, which the visitor's Next on
 * the privacy page (the last page) starts. The survey's `onCompleting` computes the outcome, whose results and
 * audit answers the engine saves with the completed response; its `onComplete`, once that save succeeded, shows the
 * result page (or the insufficient-data page) and opens the results address once the minimum display time has passed.
 * The result e-mail is asked for together with the save, as the save starts; a retry after a failed save asks again
 * only when the address or the results changed, so a visitor is never mailed twice for one result. When the save
 * fails the engine keeps the visitor on the privacy page with its message and every answer, and Next tries again.
 */
import type { Answers, CompletionData, FullSurveyController, Treesponse } from '@treesponse/core';
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
  /** Reports a failed save of the visit to the result page. */
  onError: (error: unknown, context: string) => void;
  /** The result e-mail was refused (too many for this address) or could not be sent: the visitor is told. */
  onMailFailed: (reason: MailFailure) => void;
  /** Opens the results address; false when the visitor has left the questionnaire meanwhile (nothing is opened). */
  open: (address: string) => boolean;
}

/** Why the result e-mail did not go out: refused (HTTP 429, too many requests for the address) or any other failure. */
export type MailFailure = 'refused' | 'failed';

/** What the result page shows of the end of the questionnaire. */
export interface Ending {
  /** The results address, once it is time to open it (null before, and on the insufficient-data page). */
  address: string | null;
  /** The results address was opened (coming back, the result page offers it again instead of a redirect). */
  redirected: boolean;
}

/** How long the redirect may wait for a slow mail call after the minimum display time. */
export const MAIL_WAIT_LIMIT_MS = 15000;
/** Deadline of the result e-mail request. */
export const SEND_PROFILE_TIMEOUT_MS = 15000;

/** The e-mail address the result is mailed to, or null: only with mailResults, an address and no partner link. */
export function resultMailAddress(answers: Answers, email: string | null | undefined): string | null {
  const address = email?.trim();
  return answers.mailResults === true && !answers.bpact_id && address ? address : null;
}

/** The survey options of the finishing flow: what the engine calls as it completes the questionnaire. */
export interface Finishing {
  onCompleting(treesponse: Readonly<Treesponse>): CompletionData;
  onComplete(treesponse: Readonly<Treesponse>): void;
  /** Settles once the results address is opened, or known not to be. */
  settled(): Promise<void>;
}

/**
 * The end of one questionnaire. `controller` gives the survey (it is created with these options); `onEnding` is told
 * every change of what the result page shows.
 */
export function createFinishing(
  controller: () => FullSurveyController,
  environment: FinishEnvironment,
  onEnding: (ending: Ending) => void,
): Finishing {
  let outcome: ReturnType<typeof computeOutcome> | null = null;
  let done: Promise<void> = Promise.resolve();
  /** The result e-mail asked for, by what it was asked for (address, results address and language). */
  let mail: { request: string; sent: Promise<void> } | null = null;

  function mailTogetherWithSave(treesponse: Readonly<Treesponse>, address: string): Promise<void> {
    const language = treesponse.language as AppLanguage;
    const email = resultMailAddress(treesponse.answers, treesponse.email);
    if (!email) return Promise.resolve();
    const body = { url: address, email, language };
    const request = JSON.stringify(body);
    if (mail?.request !== request) mail = { request, sent: sendProfile(environment, body) };
    return mail.sent;
  }

  async function end(treesponse: Readonly<Treesponse>): Promise<void> {
    if (!outcome) return;
    const survey = controller();
    const target = outcome.kind === 'result' ? PAGE.outro : PAGE.error;
    survey.goTo(survey.getState().pages.findIndex((page) => page.key === target));
    const shownAt = environment.now();
    // The visit of the end page, for the campaign's count of visitors who reach it; the response is saved already.
    survey.save().catch((error: unknown) => environment.onError(error, 'save'));
    if (outcome.kind !== 'result') return;
    const { address } = outcome;
    onEnding({ address: null, redirected: false });
    const mailing = mailTogetherWithSave(treesponse, address);
    const { minResultDisplayMs } = environment.config;
    await Promise.race([mailing, environment.sleep(minResultDisplayMs + MAIL_WAIT_LIMIT_MS)]);
    const remaining = minResultDisplayMs - (environment.now() - shownAt);
    if (remaining > 0) await environment.sleep(remaining);
    const showing = controller().getState().page.key === PAGE.outro;
    onEnding({ address, redirected: showing && environment.open(address) });
  }

  return {
    onCompleting(treesponse) {
      const language = treesponse.language as AppLanguage;
      outcome = computeOutcome(treesponse.answers, language, environment.config.resultsBase || environment.origin, treesponse.postcode);
      if (outcome.kind === 'result') void mailTogetherWithSave(treesponse, outcome.address);
      return {
        // Which supplier data and which region produced the result, so a stored result can be audited against it.
        answers: { [SUPPLIER_DATA_VERSION_ANSWER]: SUPPLIER_DATA_VERSION, [REGION_ANSWER]: outcome.setting.region },
        results: outcome.results,
      };
    },
    onComplete(treesponse) {
      done = end(treesponse);
    },
    settled: () => done,
  };
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
