/**
 * Belgian national registration number (rijksregisternummer): input clean-up, display pattern, hashing and the
 * mapping of the server's refusal to the respondent's message. The browser sends the SHA3-512 hash of the digits
 * (as validation_code), not the digits. That hash is no secret: trying every possible number finds it in minutes,
 * so a server must not store or return it as is (the collection API stores only a keyed hash of it).
 */
import { UnprocessableEntityError } from './errors.js';
import type { MessageKey } from './messages.js';
import type { RrnRefusal } from './types.js';

/** Digits in a registration number. */
export const RRN_LENGTH = 11;
/** Length of the formatted number, e.g. '85.07.30-033.28'. */
export const RRN_DISPLAY_MAX_LENGTH = 15;

/**
 * Keep only digits, at most as many as the field shows (15). A number is never cut to 11 digits: 12 typed digits
 * stay 12, so they are visibly wrong and hash to null instead of passing as their first 11.
 */
export function normalizeRrn(input: string): string {
  return input.replace(/\D/g, '').slice(0, RRN_DISPLAY_MAX_LENGTH);
}

/**
 * Display pattern 2.2.2-3.2: dots after the 2nd, 4th and 9th digit, a dash after the 6th. More than 11 digits are
 * shown as plain digits, as typed.
 */
export function formatRrn(input: string): string {
  const digits = normalizeRrn(input);
  if (digits.length > RRN_LENGTH) return digits;
  let out = '';
  for (let i = 0; i < digits.length; i += 1) {
    if (i === 2 || i === 4 || i === 9) out += '.';
    if (i === 6) out += '-';
    out += digits[i];
  }
  return out;
}

/**
 * SHA3-512 hex of exactly 11 digits, otherwise null. js-sha3 is loaded here, on first use, so pages without a
 * registration number never download it.
 */
export async function hashRrn(input: string): Promise<string | null> {
  const digits = normalizeRrn(input);
  if (digits.length !== RRN_LENGTH || input.replace(/\D/g, '').length !== RRN_LENGTH) return null;
  const { sha3_512 } = await import('js-sha3');
  return sha3_512(digits);
}

function validationCodeErrors(details: unknown): string[] {
  if (!details || typeof details !== 'object') return [];
  const record = details as Record<string, unknown>;
  const nested = record.errors && typeof record.errors === 'object' ? (record.errors as Record<string, unknown>) : {};
  const raw = record.validation_code ?? nested.validation_code;
  if (Array.isArray(raw)) return raw.map(String);
  return typeof raw === 'string' ? [raw] : [];
}

/**
 * Why a save of a registration number failed: 422 with validation_code 'is not allowed' or 'already used' give
 * their own reason, any other failure means the number cannot be checked now.
 */
export function rrnRefusal(error: unknown): RrnRefusal {
  if (error instanceof UnprocessableEntityError) {
    const codes = validationCodeErrors(error.details);
    if (codes.some((code) => code.includes('is not allowed'))) return 'notAllowed';
    if (codes.some((code) => code.includes('already used'))) return 'alreadyUsed';
  }
  return 'unavailable';
}

/** The engine's generic message key for a failed save of a registration number (see `rrnRefusal`). */
export function rrnErrorMessageKey(error: unknown): MessageKey {
  return `rrn.${rrnRefusal(error)}`;
}
