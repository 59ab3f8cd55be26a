/**
 * The digest e-mail on one database: figures of the last day (days in Brussels) next to the day before, in the
 * recipient's language, over real SMTP; sent once per period even when two servers look at the same time; a failed
 * send is tried again; no personal data in the mail.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runCommand, sendDueDigests, smtpSender, startApiServer, type ApiServer, type ApiServerOptions } from '../src/index.js';
import { TEST_SECRET } from './server-suite.js';
import { startTestSmtp, type TestSmtp } from './smtp.js';

const KEY = 'digest';
/** A Wednesday morning in Brussels: yesterday is Tuesday 24 November, last week 16–22 November. */
const NOW = new Date('2026-11-25T09:00:00Z');

const visits = (...names: string[]) => names.map((name, index) => ({ index, name, order: index }));

async function insertResponse(
  server: ApiServer,
  response: { at: string; completed: boolean; postcode?: string; partner?: string; pages: string[]; email?: string },
): Promise<void> {
  const { rows } = await server.db.query<{ id: number }>('SELECT id FROM projects WHERE key = $1', [KEY]);
  const id = randomBytes(8).toString('hex');
  await server.db.query(
    `WITH r AS (INSERT INTO treesponders (project_id, public_id, token_hash) VALUES ($1, $2, $3) RETURNING id)
     INSERT INTO treesponses (project_id, treesponder_id, public_id, created_at, updated_at, completed, postcode, email, answers, page_visits, language)
     SELECT $1, r.id, $4, $5::timestamptz, $5::timestamptz, $6, $7, $8, $9::jsonb, $10::jsonb, 'nl' FROM r`,
    [
      rows[0]!.id,
      `digest-${id}`,
      `digest-token-${id}`,
      `d${id}`,
      response.at,
      response.completed,
      response.postcode ?? null,
      response.email ?? null,
      JSON.stringify(response.partner ? { bpact_id: response.partner, price: '3' } : { price: '3' }),
      JSON.stringify(visits(...response.pages)),
    ],
  );
}

const ALL_PAGES = ['first_page', 'page_price', 'page_privacy', 'page_outro'];

export function describeDigestSuite(label: string, options: () => Promise<Partial<ApiServerOptions>>, { sharedDatabase }: { sharedDatabase: boolean }): void {
  describe(`digest on ${label}`, () => {
    let server: ApiServer;
    let second: ApiServer;
    let smtp: TestSmtp;
    const logged: string[] = [];
    const logError = (error: unknown, context: string) => void logged.push(`${context}: ${(error as Error).message}`);

    beforeAll(async () => {
      smtp = await startTestSmtp();
      const start = async () =>
        startApiServer({ ...(await options()), secret: TEST_SECRET, projects: [{ key: KEY, name: 'Stroomcheck' }], logError: () => undefined });
      server = await start();
      // a second server on the same database where there can be one (PostgreSQL); the embedded one is one process
      second = sharedDatabase ? await start() : server;
      // yesterday in Brussels: the first one at 00:30 local time, still the day before in UTC
      await insertResponse(server, { at: '2026-11-23T23:30:00Z', completed: true, postcode: '9000', partner: 'p-17', pages: ALL_PAGES, email: 'secret.person@example.org' });
      await insertResponse(server, { at: '2026-11-24T12:00:00Z', completed: true, postcode: '1000', partner: 'p-17', pages: ALL_PAGES });
      await insertResponse(server, { at: '2026-11-24T13:00:00Z', completed: false, postcode: '4000', pages: ['first_page'] });
      await insertResponse(server, { at: '2026-11-24T14:00:00Z', completed: false, partner: 'p-9', pages: ['first_page'] });
      // the day before
      await insertResponse(server, { at: '2026-11-23T10:00:00Z', completed: true, postcode: '2000', pages: ALL_PAGES });
      await insertResponse(server, { at: '2026-11-22T23:30:00Z', completed: false, postcode: '2000', pages: ['first_page'] });
      // last week: Sunday 23:30 in Brussels
      await insertResponse(server, { at: '2026-11-22T22:30:00Z', completed: false, postcode: '8000', pages: ['first_page'] });
      for (const [email, language, every] of [
        ['team@stroomcheck.example', 'nl', 'daily'],
        ['equipe@stroomcheck.example', 'fr', 'weekly'],
      ] as const)
        for await (const _ of await runCommand(server.db, { command: 'digest add', project: KEY, email, language, every })) void _;
    }, 120_000);

    afterAll(async () => {
      if (second !== server) await second?.close();
      await server?.close();
      await smtp?.close();
    });

    test('operators add, list and remove recipients; bad input is refused with a reason', async () => {
      const list = async () => {
        let text = '';
        for await (const line of await runCommand(server.db, { command: 'digest list', project: KEY })) text += line;
        return text;
      };
      expect(await list()).toBe('equipe@stroomcheck.example\tfr\tweekly\nteam@stroomcheck.example\tnl\tdaily\n');
      await expect(runCommand(server.db, { command: 'digest add', project: KEY, email: 'not an address' })).rejects.toThrow("'not an address' is not an e-mail address");
      await expect(runCommand(server.db, { command: 'digest add', project: KEY, email: 'x@y.example', language: 'es' })).rejects.toThrow('--language must be one of nl, fr, de, en');
      await expect(runCommand(server.db, { command: 'digest add', project: KEY, email: 'x@y.example', every: 'hourly' })).rejects.toThrow('--every must be one of daily, weekly');
      await expect(runCommand(server.db, { command: 'digest add', project: 'nope', email: 'x@y.example' })).rejects.toThrow("No project with key 'nope'");
      for await (const _ of await runCommand(server.db, { command: 'digest add', project: KEY, email: 'Extra@Stroomcheck.example' })) void _;
      for await (const _ of await runCommand(server.db, { command: 'digest remove', project: KEY, email: 'extra@stroomcheck.example' })) void _;
      await expect(runCommand(server.db, { command: 'digest remove', project: KEY, email: 'extra@stroomcheck.example' })).rejects.toThrow('does not receive');
      expect(await list()).toBe('equipe@stroomcheck.example\tfr\tweekly\nteam@stroomcheck.example\tnl\tdaily\n');
    });

    test('a send that fails is given back and tried again; two servers looking at once send each digest once, over SMTP', async () => {
      // nothing listens there: the SMTP connection is refused
      const unreachable = smtpSender({ ...smtp.settings, port: 1, timeoutMs: 2000 });
      expect(await sendDueDigests(server.db, unreachable, NOW, logError)).toBe(0);
      expect(logged).toHaveLength(2);
      expect(smtp.received).toHaveLength(0);
      const send = smtpSender(smtp.settings);
      const sent = await Promise.all([sendDueDigests(server.db, send, NOW, logError), sendDueDigests(second.db, send, NOW, logError)]);
      expect(sent[0]! + sent[1]!).toBe(2);
      expect(smtp.received.map((mail) => mail.to).sort()).toEqual([['equipe@stroomcheck.example'], ['team@stroomcheck.example']]);
      // the same period again: nothing more
      expect(await sendDueDigests(second.db, send, new Date(NOW.getTime() + 3_600_000), logError)).toBe(0);
      expect(smtp.received).toHaveLength(2);

      const daily = smtp.received.find((mail) => mail.to[0] === 'team@stroomcheck.example')!;
      expect(daily.from).toBe('dashboard@treesponse.example');
      expect(daily.subject).toBe('Stroomcheck: 4 gestart, 2 voltooid (gisteren)');
      expect(daily.text).toContain('De cijfers van Stroomcheck voor gisteren (2026-11-24), naast die van de dag ervoor.');
      expect(daily.text).toContain('Gestart: 4 (was 2, +2)\nVoltooid: 2 (was 1, +1)\nVoltooiingsgraad: 50% (was 50%)');
      expect(daily.text).toContain('Grootste uitval in de vragenlijst: 2 van 4 deelnemers (50%) gingen niet verder van “first_page” naar “page_price”.');
      expect(daily.text).toMatch(/Belangrijkste partners \(gestart \/ voltooid\):\n- p-17: 2 \/ 2\n(- (Rechtstreekse bezoeken|p-9): 1 \/ 0\n){2}/);
      for (const line of ['- Vlaanderen: 1 / 1', '- Brussel: 1 / 1', '- Wallonië: 1 / 0', '- Geen Belgische postcode: 1 / 0']) expect(daily.text).toContain(line);
      // totals only: no address, postcode or answer of a respondent
      for (const mail of smtp.received) for (const personal of ['secret.person', '9000', '4000', '8000']) expect(mail.subject + mail.text).not.toContain(personal);

      const weekly = smtp.received.find((mail) => mail.to[0] === 'equipe@stroomcheck.example')!;
      expect(weekly.subject).toBe('Stroomcheck : 1 commencées, 0 terminées (la semaine dernière)');
      expect(weekly.text).toContain('Les chiffres de Stroomcheck pour la semaine dernière (2026-11-16 – 2026-11-22), à côté de ceux de la semaine précédente.');
      expect(weekly.text).toContain('- Flandre: 1 / 0');
    });
  });
}

/** The server sends by itself: it looks for due digests after start-up and every `intervalMs`, over its SMTP settings. */
export function describeDigestSchedule(label: string, options: () => Promise<Partial<ApiServerOptions>>): void {
  test(`digest on ${label}: the server sends the due digests by itself`, async () => {
    const smtp = await startTestSmtp();
    const server = await startApiServer({
      ...(await options()),
      secret: TEST_SECRET,
      projects: [{ key: 'scheduled', name: 'Gepland' }],
      // two weeks on: other periods than the suite's, whose recipients may share this database
      digest: { mail: smtp.settings, intervalMs: 100, now: () => new Date(NOW.getTime() + 14 * 86_400_000) },
      logError: () => undefined,
    });
    try {
      for await (const _ of await runCommand(server.db, { command: 'digest add', project: 'scheduled', email: 'team@gepland.example', language: 'de' })) void _;
      const ours = () => smtp.received.filter((mail) => mail.to[0] === 'team@gepland.example');
      for (let waited = 0; ours().length === 0 && waited < 20_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(ours().map((mail) => mail.subject)).toEqual(['Gepland: 0 begonnen, 0 abgeschlossen (gestern)']);
      expect(ours()[0]!.text).toContain('Niemand hat zwischen zwei Seiten aufgehört.');
    } finally {
      await server.close();
      await smtp.close();
    }
  }, 60_000);
}
