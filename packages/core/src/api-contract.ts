/**
 * The collection API contract as a reusable test suite: round trips any server honouring `{host}/api/v1`
 * (spec section 7) must pass with the engine's HTTP client. Run it against a server by calling
 * `describeApiContract(label, setup)` from a vitest test file; `setup` starts (or points at) the server.
 * Published as the entry `@treesponse/core/api-contract`; it needs vitest (an optional peer dependency).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  computeChecksum,
  NotAuthorizedError,
  rrnErrorMessageKey,
  toWireTreesponse,
  UnprocessableEntityError,
  type Treesponse,
  type TreesponseApi,
} from './index.js';
import { createHttpApi } from './http-api.js';

export interface ApiContractTarget {
  /** Origin of the server, e.g. http://127.0.0.1:4000 (the API is under /api/v1). */
  host: string;
  /** A project key the server accepts. */
  projectKey: string;
  /** Base address of the likes aggregator for that project. */
  aggregatorUrl: string;
  close(): Promise<void>;
}

function randomHex(bytes: number): string {
  const values = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(values);
  return [...values].map((v) => v.toString(16).padStart(2, '0')).join('');
}

function treesponse(overrides: Partial<Treesponse> = {}): Treesponse {
  return {
    id: null,
    completed: false,
    language: 'nl',
    surveyVersion: 'v1',
    query: 'linkname=bp&p_id=42',
    answers: { price: '5', origin: '2', comment: 'Meer windmolens' },
    results: {},
    pageVisits: [
      { index: 0, name: 'first', order: 0 },
      { index: 1, name: 'page_price', order: 1 },
    ],
    uploads: {},
    age: '36-45',
    yearOfBirth: 1984,
    optinOrganisation: true,
    optinProject: false,
    email: 'contract@example.org',
    gender: 'female',
    postcode: '9000',
    validationCode: null,
    ...overrides,
  };
}

export function describeApiContract(label: string, setup: () => Promise<ApiContractTarget>): void {
  describe(`collection API contract: ${label}`, () => {
    let target: ApiContractTarget;
    let api: TreesponseApi;

    beforeAll(async () => {
      target = await setup();
      api = createHttpApi({ host: target.host, projectKey: target.projectKey });
    });
    afterAll(async () => {
      await target?.close();
    });

    it('creates a treesponder with a public id and a token', async () => {
      const treesponder = await api.createTreesponder();
      expect(typeof treesponder.publicId).toBe('string');
      expect(treesponder.publicId.length).toBeGreaterThan(0);
      expect(typeof treesponder.token).toBe('string');
      expect(treesponder.token.length).toBeGreaterThan(0);
    });

    it('round-trips a treesponse: create, read, update, read again', async () => {
      const { token } = await api.createTreesponder();
      const original = treesponse({ validationCode: randomHex(64) });
      const { publicId } = await api.createTreesponse(token, toWireTreesponse(original));
      expect(publicId.length).toBeGreaterThan(0);

      const read = await api.getTreesponse(token, publicId);
      // a server may keep the code private (stored keyed, never sent back): then it reads back as null
      expect([original.validationCode, null]).toContain(read.validation_code);
      expect(read.answers).toEqual(original.answers);
      expect(read.results).toEqual({});
      expect(read).toMatchObject({
        age: '36-45',
        year_of_birth: 1984,
        optin_organisation: true,
        optin_project: false,
        email: 'contract@example.org',
        gender: 'female',
        postcode: '9000',
        language: 'nl',
        completed: false,
      });

      const updated = treesponse({
        ...original,
        id: publicId,
        completed: true,
        language: 'fr',
        answers: { ...original.answers, price: '1' },
        results: { ecopower: 93, luminus: 41 },
        optinProject: true,
      });
      await api.updateTreesponse(token, publicId, toWireTreesponse(updated));
      const reread = await api.getTreesponse(token, publicId);
      expect(reread.answers).toEqual(updated.answers);
      expect(reread.results).toEqual({ ecopower: 93, luminus: 41 });
      expect(reread).toMatchObject({ completed: true, language: 'fr', optin_project: true });
    });

    it('stores a direct upload and serves the same bytes at the file address', async () => {
      const { token } = await api.createTreesponder();
      const bytes = new Uint8Array(70_000).map((_, i) => (i * 31) % 256);
      const file = new Blob([bytes], { type: 'image/png' });
      const checksum = await computeChecksum(file);
      const { direct_upload, signed_id } = await api.createDirectUpload(token, {
        blob: { filename: 'contract.png', content_type: 'image/png', byte_size: file.size, checksum },
      });
      expect(signed_id.length).toBeGreaterThan(0);
      await api.storeFile(direct_upload, file);

      const response = await fetch(api.fileUrl(signed_id, 'contract.png'));
      expect(response.status).toBe(200);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);

      const { publicId } = await api.createTreesponse(
        token,
        toWireTreesponse(treesponse({ uploads: { photo: { name: 'photo', filename: 'contract.png', blobSignedId: signed_id } } })),
      );
      const read = await api.getTreesponse(token, publicId);
      expect(read.uploads).toEqual([expect.objectContaining({ name: 'photo', filename: 'contract.png', blobSignedId: signed_id })]);
    });

    it('scores a text with AI feedback numbers', async () => {
      const { token } = await api.createTreesponder();
      const feedback = await api.getAiFeedback(token, 'Ik wil graag meer zonnepanelen op de daken van scholen.');
      expect(typeof feedback.toxicity.score).toBe('number');
      expect(Number.isFinite(feedback.proficiency)).toBe(true);
    });

    it('serves like options from the aggregator with the project key as bearer', async () => {
      const { token } = await api.createTreesponder();
      const { publicId } = await api.createTreesponse(token, toWireTreesponse(treesponse()));
      const options = await api.getLikeOptions(target.aggregatorUrl, publicId);
      expect(Array.isArray(options)).toBe(true);
      for (const option of options) expect(typeof option.text).toBe('string');
    });

    it('refuses a wrong token with NotAuthorizedError', async () => {
      const { token } = await api.createTreesponder();
      const { publicId } = await api.createTreesponse(token, toWireTreesponse(treesponse()));
      await expect(api.getTreesponse(`${token}x`, publicId)).rejects.toBeInstanceOf(NotAuthorizedError);
      await expect(api.createTreesponse('not-a-token', toWireTreesponse(treesponse()))).rejects.toBeInstanceOf(NotAuthorizedError);
    });

    it('refuses an unknown project key with NotAuthorizedError', async () => {
      const stranger = createHttpApi({ host: target.host, projectKey: `${target.projectKey}-unknown` });
      await expect(stranger.createTreesponder()).rejects.toBeInstanceOf(NotAuthorizedError);
    });

    it('refuses an invalid body with UnprocessableEntityError carrying details', async () => {
      const { token } = await api.createTreesponder();
      const invalid = { ...toWireTreesponse(treesponse()), completed: 'yes', language: 'xx' } as never;
      const error = await api.createTreesponse(token, invalid).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UnprocessableEntityError);
      expect((error as UnprocessableEntityError).message).toBe('Could not be saved');
      const details = (error as UnprocessableEntityError).details;
      expect(details && typeof details === 'object' && Object.keys(details).length > 0).toBe(true);
    });

    it("refuses a registration-number hash used before with validation_code 'already used'", async () => {
      const code = randomHex(64);
      const first = await api.createTreesponder();
      await api.createTreesponse(first.token, toWireTreesponse(treesponse({ validationCode: code })));
      const second = await api.createTreesponder();
      const error = await api
        .createTreesponse(second.token, toWireTreesponse(treesponse({ validationCode: code })))
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UnprocessableEntityError);
      expect(rrnErrorMessageKey(error)).toBe('rrn.alreadyUsed');
    });
  });
}
