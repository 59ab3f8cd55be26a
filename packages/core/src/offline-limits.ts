/** The offline transport's lengths, limits and messages, shared by its entry and its lazily loaded part. */
/** Offline treesponder id length. */
export const OFFLINE_ID_LENGTH = 12;
/** Offline token length. */
export const OFFLINE_TOKEN_LENGTH = 36;
/** Default room for kept files: 50 MB. */
export const DEFAULT_OFFLINE_FILE_BUDGET = 50 * 1024 * 1024;
/** Default wait before a failed send is tried again while the network seems up: 10 s. */
export const DEFAULT_SYNC_RETRY_MS = 10_000;

export const OFFLINE_READ_MESSAGE = 'Cannot read existing data when using offline API';
export const OFFLINE_AI_FEEDBACK_MESSAGE = 'Cannot fetch AI feedback scores when using offline API';
export const OFFLINE_NO_ROOM_MESSAGE = 'Not enough room to keep this file offline';
