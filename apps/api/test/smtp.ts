/**
 * A real SMTP server for the digest tests: smtp-server on 127.0.0.1, a random port, user 'mailer' with password
 * 's3cret'. It keeps every message it accepts, with its subject and plain text decoded.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { MailSettings } from '../src/index.js';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  raw: string;
}

export interface TestSmtp {
  settings: MailSettings;
  received: ReceivedMail[];
  close(): Promise<void>;
}

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

/** RFC 2047 encoded words of a header (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), decoded. */
const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );

/** Subject and plain text of a single-part message as nodemailer writes it. */
export function decodeMail(raw: string): { subject: string; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
  return { subject: decodeHeader(header('Subject')), text: text.replace(/\r\n/g, '\n') };
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid user name or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          ...decodeMail(raw),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    settings: { host: '127.0.0.1', port, secure: false, user: 'mailer', pass: 's3cret', from: 'dashboard@treesponse.example', timeoutMs: 5000 },
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
