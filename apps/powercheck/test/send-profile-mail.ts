/**
 * A small reader for the MIME messages the send_profile tests receive: header lookup with RFC 2047 decoding and the
 * decoded text/plain and text/html parts (quoted-printable or base64).
 */

export interface ReadMail {
  header(name: string): string | undefined;
  text: string;
  html: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const joined = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i += 1) {
    const char = joined[i];
    if (char === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...new TextEncoder().encode(char));
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BQ]\?[^?]*\?=)\s+(?==\?)/gi, '$1')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_all, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function splitMessage(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(end + 4) };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Reads a raw message as received by the SMTP server. */
export function readMail(raw: string): ReadMail {
  const { headers, body } = splitMessage(raw);
  const parts: { type: string; content: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitMessage(chunk.replace(/^\r\n/, ''));
      parts.push({ type: (part.headers.get('content-type') ?? '').split(';')[0] ?? '', content: decodeBody(part.headers, part.body.replace(/\r\n$/, '')) });
    }
  } else {
    parts.push({ type: (headers.get('content-type') ?? '').split(';')[0] ?? '', content: decodeBody(headers, body) });
  }
  return {
    header: (name) => {
      const value = headers.get(name.toLowerCase());
      return value === undefined ? undefined : decodeEncodedWords(value);
    },
    text: parts.find((part) => part.type === 'text/plain')?.content.replace(/\r\n/g, '\n') ?? '',
    html: parts.find((part) => part.type === 'text/html')?.content.replace(/\r\n/g, '\n') ?? '',
  };
}
