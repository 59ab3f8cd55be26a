/**
 * A local SMTP server that accepts every message (no TLS, no login) and keeps it: in memory, and as .eml files in a
 * folder when one is given. Used by the local start command (so the result e-mail can be read without a mail
 * provider) and by the end-to-end tests (a real SMTP round trip on 127.0.0.1).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) in a header value. */
export function decodeHeader(value) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, charset, encoding, text) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            );
      return new TextDecoder(charset).decode(bytes);
    });
}

/** Decodes a quoted-printable body to text. */
export function decodeQuotedPrintable(text) {
  const bytes = Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

function splitHeaders(raw) {
  const index = raw.search(/\r?\n\r?\n/);
  const head = index < 0 ? raw : raw.slice(0, index);
  const body = index < 0 ? '' : raw.slice(index).replace(/^\r?\n\r?\n/, '');
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers, body) {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The text parts of a message (plain and HTML), decoded; nested multiparts are followed. */
export function textParts(raw) {
  const { headers, body } = splitHeaders(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => textParts(part.replace(/^\r?\n/, '')));
  }
  if (/^text\//i.test(type)) return [{ type: type.split(';')[0].toLowerCase(), text: decodeBody(headers, body) }];
  return [];
}

/**
 * Starts the catcher.
 * @param {{ port?: number, host?: string, dir?: string, from?: string }} [options] port 0 (default) picks a free
 *   port; dir: folder for .eml files; from: MAIL_FROM of the returned environment.
 */
export async function startMailCatcher(options = {}) {
  const host = options.host ?? '127.0.0.1';
  const messages = [];
  const waiters = new Set();
  if (options.dir) await mkdir(options.dir, { recursive: true });

  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: 1024 * 1024,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const { headers } = splitHeaders(raw);
        const parts = textParts(raw);
        const message = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          subject: decodeHeader(headers.subject ?? ''),
          headers,
          text: parts.find((part) => part.type === 'text/plain')?.text ?? '',
          html: parts.find((part) => part.type === 'text/html')?.text ?? '',
          raw,
          file: null,
        };
        try {
          if (options.dir) {
            const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${messages.length + 1}.eml`;
            message.file = join(options.dir, name);
            await writeFile(message.file, raw);
          }
          messages.push(message);
          for (const waiter of [...waiters]) waiter();
          callback();
        } catch (error) {
          callback(error);
        }
      });
    },
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.server.address();

  return {
    host,
    port,
    messages,
    /** Environment for the send_profile function pointing at this catcher. */
    env: { SMTP_HOST: host, SMTP_PORT: String(port), SMTP_SECURE: 'false', MAIL_FROM: options.from ?? 'resultaat@powercheck.localhost' },
    /** Resolves with the first message matching `predicate` (already received or arriving within `timeoutMs`). */
    waitForMessage(predicate = () => true, timeoutMs = 10000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching e-mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
