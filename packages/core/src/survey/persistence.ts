/**
 * Keeping the response: the treesponder it belongs to (created on the first save, kept in storage), the save chain
 * (saves run one after another, so a quick second save never creates a second treesponse) and the message of the
 * last failed save. The response's wire form (`wire.ts`) loads at the first answer or the first save, whichever
 * comes sooner, so a page's first load does not carry it.
 */
import type { TreesponseApi } from '../contracts.js';
import { NetworkError, NotAuthorizedError } from '../errors.js';
import type { ExpressionValue } from '../expression.js';
import type { TreesponderStore } from '../treesponder-store.js';
import type { AnswerValue, SurveyDefinition, Treesponder } from '../types.js';
import type { ValidationMessage } from '../validation.js';
import type { ResponseCell } from './answers.js';
import { lazyPart } from './lazy-part.js';

/** Length of the idempotency key of a create (random [A-Za-z0-9], within the wire's IDEMPOTENCY_KEY_PATTERN). */
export const CREATE_KEY_LENGTH = 32;

/** The message a failed save shows, by error kind. */
export function saveErrorMessage(error: unknown): ValidationMessage {
  if (error instanceof NotAuthorizedError) return { key: 'save.notAuthorized' };
  if (error instanceof NetworkError) return { key: 'save.network' };
  return { key: 'save.failed' };
}

export interface SaveChain {
  readonly treesponder: Treesponder;
  /** The treesponder's token, creating the treesponder on the server first when it has none. */
  ensureTreesponder(): Promise<string>;
  /** Saves the response (create or update) after the saves before it. */
  save(): Promise<void>;
  /** The message of the last failed save, or null. */
  error: ValidationMessage | null;
  /** Starts loading what a save needs (the response's wire form), so that the first save does not wait for it. */
  prepare(): void;
}

export function createSaveChain(options: {
  api: TreesponseApi;
  definition: SurveyDefinition;
  response: ResponseCell;
  store: TreesponderStore;
  computed(): Record<string, ExpressionValue>;
  emit(): void;
  /** Random ids for the idempotency key of a create. */
  randomId(length: number): string;
}): SaveChain {
  const { api, definition, response, store, emit } = options;
  let treesponder: Treesponder = store.load();
  let chain: Promise<void> = Promise.resolve();
  // One key per response to create, kept until a create succeeds: a create sent again after a lost reply carries the
  // same key, so a backend that honours it stores the response once.
  let createKey: string | null = null;
  const wire = lazyPart(() => import('../wire-treesponse.js'));

  async function ensureTreesponder(): Promise<string> {
    if (treesponder.saved && treesponder.token) return treesponder.token;
    const { publicId, token } = await api.createTreesponder();
    treesponder = { id: publicId, token, saved: true };
    store.save(treesponder);
    emit();
    return token;
  }

  async function saveNow(): Promise<void> {
    const [token, { toWireTreesponse }] = await Promise.all([ensureTreesponder(), wire.load()]);
    const body = toWireTreesponse(response.current);
    const saved = definition.computed?.filter((entry) => entry.save) ?? [];
    if (saved.length > 0) {
      const values = options.computed();
      body.answers = { ...body.answers, ...Object.fromEntries(saved.map((entry) => [entry.key, values[entry.key] as AnswerValue])) };
    }
    if (response.current.id) {
      await api.updateTreesponse(token, response.current.id, body);
    } else {
      createKey ??= options.randomId(CREATE_KEY_LENGTH);
      const { publicId } = await api.createTreesponse(token, body, { idempotencyKey: createKey });
      createKey = null;
      // Answers may have changed while the request ran: only the id is taken from the reply.
      response.current = { ...response.current, id: publicId };
    }
    saveChain.error = null;
    emit();
  }

  const saveChain: SaveChain = {
    get treesponder() {
      return treesponder;
    },
    ensureTreesponder,
    save() {
      const run = chain.then(saveNow, saveNow);
      chain = run.catch(() => undefined);
      return run;
    },
    error: null,
    prepare() {
      // A failed load is tried again by the save that needs it.
      if (!wire.loaded) wire.load().catch(() => undefined);
    },
  };
  return saveChain;
}
