/**
 * Opening a definition: from a file's or a paste's text, or from an address. Anything that is a JSON object opens
 * (its problems are shown in the editor); what is not JSON is refused with the reason in plain words.
 */
import { isObject, type JsonObject } from './path.js';
import type { JsonSchema } from './schema.js';

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

/** Fetches a JSON file's text; a failed request says why (status or network). */
async function fetchText(address: string, fetchImpl: typeof fetch): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
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
  return { ok: true, text: await response.text() };
}

/** Fetches and parses a definition; a failed request says why (status or network). */
export async function fetchDefinition(address: string, fetchImpl: typeof fetch = globalThis.fetch): Promise<Opened> {
  const fetched = await fetchText(address, fetchImpl);
  return fetched.ok ? parseDefinition(fetched.text) : fetched;
}

export type OpenedTypes = { ok: true; customTypes: Record<string, JsonSchema> } | { ok: false; message: string };

/**
 * An adopter's custom question types as a file: a JSON object of type name → the JSON Schema of its settings, e.g.
 * `{ "score": { "type": "object", "properties": { "max": { "type": "number" } }, "required": ["max"] } }`. The
 * studio page opens it from `?types=ADDRESS`, so custom types need no code in the studio.
 */
export function parseCustomTypes(text: string): OpenedTypes {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { ok: false, message: `The custom types are not valid JSON: ${(error as Error).message}` };
  }
  if (!isObject(value)) return { ok: false, message: 'Custom types are a JSON object: { "type name": the JSON Schema of its settings }' };
  for (const [name, schema] of Object.entries(value)) {
    if (!/^[A-Za-z][\w-]*$/.test(name)) return { ok: false, message: `"${name}" is not a type name (letters, digits, - and _, starting with a letter)` };
    if (!isObject(schema) || (schema.properties !== undefined && !isObject(schema.properties))) {
      return { ok: false, message: `The settings of "${name}" are not a JSON Schema object (with "properties")` };
    }
  }
  return { ok: true, customTypes: value as Record<string, JsonSchema> };
}

/** Fetches and parses custom types (see parseCustomTypes). */
export async function fetchCustomTypes(address: string, fetchImpl: typeof fetch = globalThis.fetch): Promise<OpenedTypes> {
  const fetched = await fetchText(address, fetchImpl);
  return fetched.ok ? parseCustomTypes(fetched.text) : fetched;
}

/** A new survey: one page without sections, in the given languages. */
export function newDefinition(languages: readonly string[] = ['en']): JsonObject {
  return { key: 'new-survey', version: 'v1', languages: [...languages], pages: [{ key: 'page_1', order: 1, sections: [] }] };
}

/** The JSON the export writes: two-space indentation and a final line break (the repository's style). */
export const serializeDefinition = (definition: unknown) => `${JSON.stringify(definition, null, 2)}\n`;
