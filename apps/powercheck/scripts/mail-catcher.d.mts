/** Types of mail-catcher.mjs (see there). */
export interface CaughtMessage {
  from: string;
  to: string[];
  /** Decoded subject. */
  subject: string;
  /** Header values by lower-case name (not decoded). */
  headers: Record<string, string>;
  /** Decoded text/plain part ('' when there is none). */
  text: string;
  /** Decoded text/html part ('' when there is none). */
  html: string;
  raw: string;
  /** The .eml file, when the catcher writes to a folder. */
  file: string | null;
}

export interface MailCatcher {
  host: string;
  port: number;
  messages: CaughtMessage[];
  env: { SMTP_HOST: string; SMTP_PORT: string; SMTP_SECURE: string; MAIL_FROM: string };
  waitForMessage(predicate?: (message: CaughtMessage) => boolean, timeoutMs?: number): Promise<CaughtMessage>;
  close(): Promise<void>;
}

export function startMailCatcher(options?: { port?: number; host?: string; dir?: string; from?: string }): Promise<MailCatcher>;
export function decodeHeader(value: string): string;
export function decodeQuotedPrintable(text: string): string;
export function textParts(raw: string): { type: string; text: string }[];
