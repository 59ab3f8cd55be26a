/**
 * What the running questionnaire keeps on the device to survive a reload: its treesponse id, the page shown and when
 * the visitor was last active. Its own module, free of engine code, so the entry bundle can tell whether a
 * questionnaire is waiting to be resumed.
 *
 * A shared device must not hand one visitor's answers to the next, so how old the kept questionnaire is decides what
 * a reopening does:
 * - last active less than `PAUSE_MS` (20 minutes) ago: it is the same visit (a reload, a quick return), and the
 *   questionnaire continues where it was without a question;
 * - after such a pause: the visitor is asked "continue where you were (naming the page) / start over";
 * - older than `KEEP_ON_DEVICE_MS` (7 days): it is forgotten, and the questionnaire starts empty.
 * Finishing, or choosing start over, removes it (and the engine's treesponder key) from the device at once.
 *
 * It is the one resume record on the device: the engine reads and writes the page shown through it (session.ts
 * passes it as the survey's `resumeStore`). Its key prefix and times are in `kept-on-device.json`, which the
 * first-paint script (scripts/after-first-paint.mjs) reads at build too.
 */
import type { KeyValueStorage } from '@treesponse/core';
import { keepDays, keyPrefix, pauseMinutes } from './kept-on-device.json';

export interface KeptSession {
  id: string;
  page: string;
  /** When the visitor was last active (ms since 1970, to the minute); null in an entry written without it. */
  at: number | null;
}

/** A reopening later than this after the last activity asks before continuing. */
export const PAUSE_MS = pauseMinutes * 60_000;
/** The number of days an unfinished questionnaire is kept on the device (the privacy statement names it). */
export const KEEP_ON_DEVICE_DAYS = keepDays;
export const KEEP_ON_DEVICE_MS = KEEP_ON_DEVICE_DAYS * 24 * 60 * 60_000;

/** What a reopening does with a kept questionnaire last active at `kept.at`. */
export function reopening(kept: KeptSession, now: number): 'continue' | 'ask' | 'forget' {
  if (kept.at === null) return 'ask';
  const idle = now - kept.at;
  if (idle > KEEP_ON_DEVICE_MS) return 'forget';
  return idle > PAUSE_MS ? 'ask' : 'continue';
}

export function keptSessionKey(projectKey: string): string {
  return `${keyPrefix}${projectKey}`;
}

export function readKept(storage: Pick<KeyValueStorage, 'getItem'>, key: string): KeptSession | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (parsed && typeof parsed === 'object') {
      const { id, page, at } = parsed as Record<string, unknown>;
      if (typeof id === 'string' && id !== '' && typeof page === 'string') {
        return { id, page, at: typeof at === 'number' && Number.isFinite(at) ? at : null };
      }
    }
  } catch {
    // An unreadable entry (or storage that cannot be read) is no kept questionnaire.
  }
  return null;
}

