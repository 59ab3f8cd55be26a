/** The collection API without a server: random ids, nothing stored remotely, reading and AI feedback refused. */
import type { TreesponseApi } from './contracts.js';
import { randomId as defaultRandomId } from './environment.js';
import { OfflineError } from './errors.js';

/** Offline treesponder id length. */
export const OFFLINE_ID_LENGTH = 12;
/** Offline token length. */
export const OFFLINE_TOKEN_LENGTH = 36;

export const OFFLINE_READ_MESSAGE = 'Cannot read existing data when using offline API';
export const OFFLINE_AI_FEEDBACK_MESSAGE = 'Cannot fetch AI feedback scores when using offline API';

export interface OfflineApiOptions {
  /** Random id source; default crypto random [A-Za-z0-9]. */
  randomId?: (length: number) => string;
}

export function createOfflineApi(options: OfflineApiOptions = {}): TreesponseApi {
  const randomId = options.randomId ?? defaultRandomId;
  return {
    offline: true,
    async createTreesponder() {
      return { publicId: randomId(OFFLINE_ID_LENGTH), token: randomId(OFFLINE_TOKEN_LENGTH) };
    },
    async createTreesponse() {
      return { publicId: randomId(OFFLINE_ID_LENGTH) };
    },
    async getTreesponse() {
      throw new OfflineError(OFFLINE_READ_MESSAGE);
    },
    async updateTreesponse() {
      // Nothing to send: the answers stay in the survey's memory.
    },
    async createDirectUpload() {
      return { direct_upload: { url: '', headers: {} }, signed_id: randomId(OFFLINE_TOKEN_LENGTH) };
    },
    async storeFile() {
      // The file stays in the browser.
    },
    async getAiFeedback() {
      throw new OfflineError(OFFLINE_AI_FEEDBACK_MESSAGE);
    },
    async getLikeOptions() {
      throw new OfflineError(OFFLINE_READ_MESSAGE);
    },
    fileUrl() {
      // There is no server to view the file from; a front end previews the local file instead.
      return '';
    },
  };
}
