/** The upload flow: checksum, direct-upload request, PUT of the file to the returned address. */
import { computeChecksum, type ChecksumOptions } from './checksum.js';
import type { TreesponseApi } from './contracts.js';
import { UploadError } from './transfer-errors.js';

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

export interface UploadFileOptions extends Pick<ChecksumOptions, 'yieldToEventLoop' | 'chunkSize'> {
  /** The collection API that receives the file. */
  api: TreesponseApi;
  /** The treesponder's token (create the treesponder first). */
  token: string;
  /** The file to store; none gives UploadError('Cannot upload file'). */
  file: Blob | null | undefined;
  /** File name; default the File's name, else 'file'. */
  filename?: string;
  /** 'hashing' then 'uploading', with a fraction 0..1 of that phase. */
  onProgress?: (phase: 'hashing' | 'uploading', fraction: number) => void;
}

export interface StoredFile {
  signedId: string;
  filename: string;
  checksum: string;
  /** View address of the stored file. */
  url: string;
}

/** Hash, request a direct upload and store the file. Throws UploadError('Cannot upload file') when there is no file. */
export async function uploadFile(options: UploadFileOptions): Promise<StoredFile> {
  const { api, token, file } = options;
  if (!file) throw new UploadError('Cannot upload file');
  const filename = options.filename ?? (file as Blob & { name?: string }).name ?? 'file';
  const checksum = await computeChecksum(file, {
    chunkSize: options.chunkSize,
    yieldToEventLoop: options.yieldToEventLoop,
    onProgress: (fraction) => options.onProgress?.('hashing', fraction),
  });
  const { direct_upload, signed_id } = await api.createDirectUpload(token, {
    blob: { filename, content_type: file.type || DEFAULT_CONTENT_TYPE, byte_size: file.size, checksum },
  });
  options.onProgress?.('uploading', 0);
  await api.storeFile(direct_upload, file);
  options.onProgress?.('uploading', 1);
  return { signedId: signed_id, filename, checksum, url: api.fileUrl(signed_id, filename) };
}
