/**
 * Opening a definition: from a file's or a paste's text, or from an address. Anything that is a JSON object opens
 * (its problems are shown in the editor); what is not JSON is refused with the reason in plain words.
 */
import { isObject, type JsonObject } from './path.js';

export type Opened = { ok: true; definition: JsonObject } | { ok: false; message: string };

export function parseDefinition(text: string): Opened {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { ok: false, message: `This is not valid JSON: ${(error as Error).message}` };
  }
  if (!isObject(value)) return { ok: false, message: 'A survey definition is a JSON object with a "key" and "pages"' };
  return { ok: true, definition: value };
}

/** Fetches and parses a definition; a failed request says why (status or network). */
export async function fetchDefinition(address: string, fetchImpl: typeof fetch = globalThis.fetch): Promise<Opened> {
  let url: URL;
  try {
    url = new URL(address, globalThis.location?.href);
  } catch {
    return { ok: false, message: `"${address}" is not a web address` };
  }
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(20_000) });
  } catch (error) {
    return { ok: false, message: `Could not load ${url.href}: ${(error as Error).message}` };
  }
  if (!response.ok) return { ok: false, message: `Could not load ${url.href}: the server answered ${response.status}` };
  return parseDefinition(await response.text());
}

/** A new survey: one page without sections, in the given languages. */
export function newDefinition(languages: readonly string[] = ['en']): JsonObject {
  return { key: 'new-survey', version: 'v1', languages: [...languages], pages: [{ key: 'page_1', order: 1, sections: [] }] };
}

/** The JSON the export writes: two-space indentation and a final line break (the repository's style). */
export const serializeDefinition = (definition: unknown) => `${JSON.stringify(definition, null, 2)}\n`;
