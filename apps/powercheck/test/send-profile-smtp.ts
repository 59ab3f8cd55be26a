/**
 * A real SMTP server for the send_profile tests: smtp-server on 127.0.0.1, a random port, user 'mailer' with
 * password 's3cret', recipients at @refused.example refused with 550. It keeps every message it accepts.
 */
import { SMTPServer, type SMTPServerAddress, type SMTPServerEnvelope } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import type { SendProfileEnvironment } from '../netlify/functions/send_profile.mts';

export interface ReceivedMessage {
  envelope: SMTPServerEnvelope;
  user: unknown;
  raw: string;
}

export interface TestSmtp {
  /** The environment that points send_profile at this server. */
  env: SendProfileEnvironment;
  received: ReceivedMessage[];
  close(): Promise<void>;
}

function refuse(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMessage[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(refuse('Invalid user name or password', 535));
    },
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (address.address.endsWith('@refused.example')) callback(refuse('Mailbox unavailable', 550));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ envelope: session.envelope, user: session.user, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SMTP_SECURE: 'false',
      SMTP_USER: 'mailer',
      SMTP_PASS: 's3cret',
      MAIL_FROM: 'resultaat@stroomcheck.example',
      SMTP_TIMEOUT_MS: '5000',
    },
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port on 127.0.0.1 that nothing listens on (it was free a moment ago). */
export async function closedPort(): Promise<number> {
  const probe = new SMTPServer({ logger: false });
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.server.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
