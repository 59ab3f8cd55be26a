/**
 * Registration-number questions: the digits typed are kept in memory only (never saved); their SHA3-512 hash is the
 * answer, computed asynchronously, so Next waits for pending hashes before it validates. A number the server refuses
 * shows the survey's own text for the reason when it has one in the respondent's language.
 */
import { hashRrn, normalizeRrn, rrnRefusal } from '../rrn.js';
import type { Translator } from '../translator.js';
import type { AnswerValue, RrnQuestion } from '../types.js';
import type { ValidationMessage } from '../validation.js';

export interface RrnAnswers {
  /** Digits typed per question. */
  readonly digits: Record<string, string>;
  /** Keeps the digits typed and starts hashing them; the answer is null until the hash is in. */
  set(key: string, raw: AnswerValue | undefined): void;
  /** Forgets the digits of questions whose answers were dropped. */
  clear(keys: readonly string[]): void;
  /** Settles when every hash started has been written. */
  settled(): Promise<void>;
  /** The message for a number the server refused. */
  refusalMessage(question: RrnQuestion, error: unknown): ValidationMessage;
}

export function createRrnAnswers(options: {
  translator: Translator;
  write(key: string, value: string | null): void;
  report(error: unknown, context: string): void;
  emit(): void;
}): RrnAnswers {
  const { translator } = options;
  let digits: Record<string, string> = {};
  const pending = new Map<string, Promise<void>>();

  return {
    get digits() {
      return digits;
    },
    set(key, raw) {
      const typed = normalizeRrn(raw == null ? '' : String(raw));
      digits = { ...digits, [key]: typed };
      options.write(key, null);
      const hashing = hashRrn(typed)
        .then((hash) => {
          if (digits[key] !== typed) return; // typed on in the meantime
          options.write(key, hash);
          options.emit();
        })
        .catch((error: unknown) => options.report(error, 'rrn hash'))
        .finally(() => {
          if (pending.get(key) === hashing) pending.delete(key);
        });
      pending.set(key, hashing);
    },
    clear(keys) {
      for (const key of keys) if (digits[key] !== undefined) digits = { ...digits, [key]: '' };
    },
    async settled() {
      await Promise.all([...pending.values()]);
    },
    refusalMessage(question, error) {
      const reason = rrnRefusal(error);
      const own = question.messages?.[reason];
      // Only in the respondent's language: otherwise the engine's generic message in that language is the better one.
      const inLanguage =
        typeof own === 'string' || (own !== undefined && (own[translator.language] ?? own[translator.language.split('-')[0]!]) !== undefined);
      const text = inLanguage ? translator.text(own) : '';
      return text !== '' ? { literal: text } : { key: `rrn.${reason}` };
    },
  };
}
