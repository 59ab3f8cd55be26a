/**
 * The digest: an e-mail to a project's team with the figures of the last day or week (in the project's time zone)
 * next to the period before: responses started and completed, the completion rate, the funnel's biggest drop, the
 * top partners and the regions. Aggregates only: no answer, postcode, address or other personal data.
 *
 * Opt-in per project: an operator adds the recipients (`treesponse-api digest add`, stored in `digest_recipients`),
 * each with a language (nl, fr, de, en) and `daily` or `weekly`. A server with mail settings (the SMTP_* and
 * MAIL_FROM environment, the same setup as the questionnaire's result e-mails) looks for due digests every few minutes
 * and sends each one once: the period is claimed in `digest_sends` first, so several servers on one database never
 * send it twice. A failed send gives the claim back (the next look tries again); a claim left by a process that died
 * while sending is taken over after CLAIM_TIMEOUT_MS. Only the last period is sent: after a long stop the days missed
 * are not sent one by one.
 */
import nodemailer from 'nodemailer';
import type { Database, Queryable } from './db.js';
import { AccountError } from './admin/accounts.js';
import type { DashboardLabels, LabelText } from './admin/labels.js';
import type { RegionCode } from './admin/belgian-provinces.js';
import { catchUp } from './admin/rollup.js';
import { dashboardStats, projectSettings, type DashboardStats } from './admin/stats.js';

export const DIGEST_LANGUAGES = ['nl', 'fr', 'de', 'en'] as const;
export type DigestLanguage = (typeof DIGEST_LANGUAGES)[number];
export const DIGEST_FREQUENCIES = ['daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/** Partners listed at most in a digest. */
export const DIGEST_TOP_PARTNERS = 5;
/** A claim whose sender has not finished after this long is taken over. */
export const CLAIM_TIMEOUT_MS = 15 * 60 * 1000;
/** How often a server looks for due digests; the first look is right after start-up. */
export const DEFAULT_DIGEST_INTERVAL_MS = 5 * 60 * 1000;

/** Where the mail goes out: the same settings as the questionnaire's result e-mails. */
export interface MailSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
  timeoutMs: number;
}

export class MailSettingsError extends Error {}

/**
 * The mail settings from the environment: SMTP_HOST and MAIL_FROM (neither set: no mail, undefined), SMTP_PORT
 * (default 465 with SMTP_SECURE, else 587), SMTP_SECURE, SMTP_USER, SMTP_PASS, SMTP_TIMEOUT_MS (default 10,000).
 */
export function mailSettingsFromEnv(env: Record<string, string | undefined>): MailSettings | undefined {
  const host = env.SMTP_HOST?.trim();
  const from = env.MAIL_FROM?.trim();
  if (!host && !from) return undefined;
  if (!host || !from) throw new MailSettingsError('SMTP_HOST and MAIL_FROM must be set together');
  const secure = /^(1|true|yes)$/i.test(env.SMTP_SECURE?.trim() ?? '');
  const port = env.SMTP_PORT?.trim() ? Number(env.SMTP_PORT) : secure ? 465 : 587;
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new MailSettingsError('SMTP_PORT must be a port number');
  const timeoutMs = env.SMTP_TIMEOUT_MS?.trim() ? Number(env.SMTP_TIMEOUT_MS) : 10_000;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) throw new MailSettingsError('SMTP_TIMEOUT_MS must be a positive number');
  const user = env.SMTP_USER?.trim() || undefined;
  return { host, port, secure, from, timeoutMs, ...(user ? { user, pass: env.SMTP_PASS ?? '' } : {}) };
}

/** A period of whole days in the project's time zone, both ends included (YYYY-MM-DD). */
export interface Period {
  from: string;
  to: string;
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Today in `timeZone` (YYYY-MM-DD). */
export function dayIn(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * The last whole period before `now` in `timeZone` and the one before it: yesterday and the day before, or last week
 * (Monday to Sunday) and the week before.
 */
export function digestPeriods(now: Date, timeZone: string, frequency: DigestFrequency): { current: Period; previous: Period } {
  const today = dayIn(now, timeZone);
  if (frequency === 'daily') {
    const yesterday = addDays(today, -1);
    const before = addDays(today, -2);
    return { current: { from: yesterday, to: yesterday }, previous: { from: before, to: before } };
  }
  const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  return {
    current: { from: addDays(monday, -7), to: addDays(monday, -1) },
    previous: { from: addDays(monday, -14), to: addDays(monday, -8) },
  };
}

/** What a digest says, in numbers: the period's figures and the period before's. */
export interface DigestFigures {
  project: string;
  frequency: DigestFrequency;
  current: Period;
  started: number;
  completed: number;
  previous: { started: number; completed: number };
  /** The pair of consecutive pages between which most respondents were lost, if any was. */
  biggestDrop: { from: string; to: string; reached: number; lost: number } | null;
  partners: { partner: string; started: number; completed: number }[];
  regions: { region: RegionCode | ''; started: number; completed: number }[];
}

function labelIn(text: LabelText | undefined, language: DigestLanguage): string | undefined {
  if (text === undefined) return undefined;
  if (typeof text === 'string') return text;
  return text[language as keyof typeof text] ?? text.nl ?? text.fr ?? text.de ?? Object.values(text)[0];
}

function biggestDrop(stats: DashboardStats, labels: DashboardLabels | null, language: DigestLanguage): DigestFigures['biggestDrop'] {
  const steps = [...stats.funnel].sort((a, b) => a.index - b.index);
  let best: DigestFigures['biggestDrop'] = null;
  for (let i = 0; i + 1 < steps.length; i++) {
    const lost = steps[i]!.reached - steps[i + 1]!.reached;
    if (lost > 0 && (!best || lost > best.lost)) {
      const name = (page: string) => labelIn(labels?.pages[page], language) ?? page;
      best = { from: name(steps[i]!.page), to: name(steps[i + 1]!.page), reached: steps[i]!.reached, lost };
    }
  }
  return best;
}

/** The figures of a project's digest for the period; the dashboard's counts are brought up to date first. */
export async function digestFigures(
  db: Database,
  project: { id: number; name: string },
  frequency: DigestFrequency,
  periods: { current: Period; previous: Period },
  language: DigestLanguage,
): Promise<DigestFigures> {
  await catchUp(db, project.id);
  const { labels } = await projectSettings(db, project.id);
  const stats = await dashboardStats(db, { projectId: project.id, ...periods.current });
  const previous = await dashboardStats(db, { projectId: project.id, ...periods.previous });
  return {
    project: project.name,
    frequency,
    current: periods.current,
    started: stats.totals.started,
    completed: stats.totals.completed,
    previous: { started: previous.totals.started, completed: previous.totals.completed },
    biggestDrop: biggestDrop(stats, labels, language),
    partners: stats.partners.partners.slice(0, DIGEST_TOP_PARTNERS),
    regions: [
      ...stats.places.regions.filter((region) => region.started > 0),
      ...(stats.places.unknown.started > 0 ? [{ region: '' as const, ...stats.places.unknown }] : []),
    ],
  };
}

/** The digest's texts per language (exported for the typography check). */
export const DIGEST_TEXTS = {
  en: {
    daily: 'yesterday',
    weekly: 'last week',
    subject: '{project}: {started} started, {completed} completed ({period})',
    intro: 'The figures of {project} for {period} ({dates}), next to the {before}.',
    beforeDaily: 'day before',
    beforeWeekly: 'week before',
    started: 'Started',
    completed: 'Completed',
    rate: 'Completion rate',
    was: 'was',
    drop: 'Biggest drop in the questionnaire: {lost} of {reached} respondents ({share}) did not go on from “{from}” to “{to}”.',
    noDrop: 'No respondent stopped between two pages.',
    partners: 'Top partners (started / completed)',
    direct: 'Direct visits',
    regions: 'Regions (started / completed)',
    none: 'none',
    regionNames: { 'BE-VLG': 'Flanders', 'BE-WAL': 'Wallonia', 'BE-BRU': 'Brussels', '': 'No Belgian postcode' },
    footer: 'You receive this because an operator of {project} added your address. Only totals, no personal data.',
  },
  nl: {
    daily: 'gisteren',
    weekly: 'vorige week',
    subject: '{project}: {started} gestart, {completed} voltooid ({period})',
    intro: 'De cijfers van {project} voor {period} ({dates}), naast die van de {before}.',
    beforeDaily: 'dag ervoor',
    beforeWeekly: 'week ervoor',
    started: 'Gestart',
    completed: 'Voltooid',
    rate: 'Voltooiingsgraad',
    was: 'was',
    drop: 'Grootste uitval in de vragenlijst: {lost} van {reached} deelnemers ({share}) gingen niet verder van “{from}” naar “{to}”.',
    noDrop: 'Geen enkele deelnemer stopte tussen twee pagina’s.',
    partners: 'Belangrijkste partners (gestart / voltooid)',
    direct: 'Rechtstreekse bezoeken',
    regions: 'Gewesten (gestart / voltooid)',
    none: 'geen',
    regionNames: { 'BE-VLG': 'Vlaanderen', 'BE-WAL': 'Wallonië', 'BE-BRU': 'Brussel', '': 'Geen Belgische postcode' },
    footer: 'U ontvangt dit omdat een beheerder van {project} uw adres toevoegde. Alleen totalen, geen persoonsgegevens.',
  },
  fr: {
    daily: 'hier',
    weekly: 'la semaine dernière',
    subject: '{project} : {started} commencées, {completed} terminées ({period})',
    intro: 'Les chiffres de {project} pour {period} ({dates}), à côté de ceux de la {before}.',
    beforeDaily: 'veille',
    beforeWeekly: 'semaine précédente',
    started: 'Commencées',
    completed: 'Terminées',
    rate: 'Taux d’achèvement',
    was: 'avant',
    drop: 'Plus grande perte dans le questionnaire : {lost} des {reached} répondants ({share}) ne sont pas passés de « {from} » à « {to} ».',
    noDrop: 'Aucun répondant ne s’est arrêté entre deux pages.',
    partners: 'Principaux partenaires (commencées / terminées)',
    direct: 'Visites directes',
    regions: 'Régions (commencées / terminées)',
    none: 'aucune',
    regionNames: { 'BE-VLG': 'Flandre', 'BE-WAL': 'Wallonie', 'BE-BRU': 'Bruxelles', '': 'Sans code postal belge' },
    footer: 'Vous recevez ce message parce qu’un gestionnaire de {project} a ajouté votre adresse. Uniquement des totaux, aucune donnée personnelle.',
  },
  de: {
    daily: 'gestern',
    weekly: 'letzte Woche',
    subject: '{project}: {started} begonnen, {completed} abgeschlossen ({period})',
    intro: 'Die Zahlen von {project} für {period} ({dates}), neben denen der {before}.',
    beforeDaily: 'Vortags',
    beforeWeekly: 'Vorwoche',
    started: 'Begonnen',
    completed: 'Abgeschlossen',
    rate: 'Abschlussquote',
    was: 'vorher',
    drop: 'Größter Verlust im Fragebogen: {lost} von {reached} Teilnehmenden ({share}) gingen nicht von „{from}“ zu „{to}“ weiter.',
    noDrop: 'Niemand hat zwischen zwei Seiten aufgehört.',
    partners: 'Wichtigste Partner (begonnen / abgeschlossen)',
    direct: 'Direkte Besuche',
    regions: 'Regionen (begonnen / abgeschlossen)',
    none: 'keine',
    regionNames: { 'BE-VLG': 'Flandern', 'BE-WAL': 'Wallonien', 'BE-BRU': 'Brüssel', '': 'Ohne belgische Postleitzahl' },
    footer: 'Sie erhalten diese E-Mail, weil eine verwaltende Person von {project} Ihre Adresse hinzugefügt hat. Nur Summen, keine personenbezogenen Daten.',
  },
} satisfies Record<DigestLanguage, unknown>;

const LOCALES: Record<DigestLanguage, string> = { en: 'en-GB', nl: 'nl-BE', fr: 'fr-BE', de: 'de-BE' };

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_m, name: string) => String(values[name] ?? ''));

/** The digest e-mail in `language`: subject and plain text. */
export function renderDigest(figures: DigestFigures, language: DigestLanguage): { subject: string; text: string } {
  const t = DIGEST_TEXTS[language];
  const number = new Intl.NumberFormat(LOCALES[language]);
  const percent = new Intl.NumberFormat(LOCALES[language], { style: 'percent', maximumFractionDigits: 1 });
  const rate = (completed: number, started: number) => (started > 0 ? percent.format(completed / started) : '–');
  const change = (now: number, before: number) => {
    const difference = now - before;
    return `${difference > 0 ? '+' : difference < 0 ? '−' : '±'}${number.format(Math.abs(difference))}`;
  };
  const period = figures.frequency === 'daily' ? t.daily : t.weekly;
  const dates = figures.current.from === figures.current.to ? figures.current.from : `${figures.current.from} – ${figures.current.to}`;
  const { started, completed, previous } = figures;
  const drop = figures.biggestDrop;
  const lines = [
    fill(t.intro, { project: figures.project, period, dates, before: figures.frequency === 'daily' ? t.beforeDaily : t.beforeWeekly }),
    '',
    `${t.started}: ${number.format(started)} (${t.was} ${number.format(previous.started)}, ${change(started, previous.started)})`,
    `${t.completed}: ${number.format(completed)} (${t.was} ${number.format(previous.completed)}, ${change(completed, previous.completed)})`,
    `${t.rate}: ${rate(completed, started)} (${t.was} ${rate(previous.completed, previous.started)})`,
    '',
    drop
      ? fill(t.drop, { lost: number.format(drop.lost), reached: number.format(drop.reached), share: percent.format(drop.lost / drop.reached), from: drop.from, to: drop.to })
      : t.noDrop,
    '',
    `${t.partners}:`,
    ...(figures.partners.length > 0
      ? figures.partners.map((p) => `- ${p.partner === '' ? t.direct : p.partner}: ${number.format(p.started)} / ${number.format(p.completed)}`)
      : [`- ${t.none}`]),
    '',
    `${t.regions}:`,
    ...(figures.regions.length > 0
      ? figures.regions.map((r) => `- ${t.regionNames[r.region]}: ${number.format(r.started)} / ${number.format(r.completed)}`)
      : [`- ${t.none}`]),
    '',
    '-- ',
    fill(t.footer, { project: figures.project }),
  ];
  return {
    subject: fill(t.subject, { project: figures.project, started: number.format(started), completed: number.format(completed), period }),
    text: `${lines.join('\n')}\n`,
  };
}

/** Sends one e-mail over SMTP; rejects when the server refuses it or cannot be reached in time. */
export type SendMail = (message: { to: string; subject: string; text: string }) => Promise<void>;

export function smtpSender(settings: MailSettings): SendMail {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? '' } } : {}),
  });
  return async (message) => {
    await transport.sendMail({ from: settings.from, ...message });
  };
}

interface Recipient {
  project_id: number;
  project_name: string;
  time_zone: string;
  email: string;
  language: DigestLanguage;
  frequency: DigestFrequency;
}

/** Takes the period's send for one recipient, or says another process has it (or it went out already). */
async function claim(db: Queryable, recipient: Recipient, periodStart: string): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO digest_sends (project_id, email, frequency, period_start) VALUES ($1, $2, $3, $4::date)
     ON CONFLICT (project_id, email, frequency, period_start) DO UPDATE SET claimed_at = now()
       WHERE digest_sends.sent_at IS NULL AND digest_sends.claimed_at < now() - make_interval(secs => $5)
     RETURNING 1`,
    [recipient.project_id, recipient.email, recipient.frequency, periodStart, CLAIM_TIMEOUT_MS / 1000],
  );
  return rows.length > 0;
}

/**
 * Sends every digest due at `now` that no process sent or is sending; returns how many this call sent. A failed
 * send is reported through `logError` and tried again at the next call.
 */
export async function sendDueDigests(db: Database, send: SendMail, now: Date, logError: (error: unknown, context: string) => void): Promise<number> {
  const { rows: recipients } = await db.query<Recipient>(
    `SELECT r.project_id, p.name AS project_name, p.time_zone, r.email, r.language, r.frequency
     FROM digest_recipients r JOIN projects p ON p.id = r.project_id ORDER BY r.project_id, r.email`,
  );
  let sent = 0;
  for (const recipient of recipients) {
    const periods = digestPeriods(now, recipient.time_zone, recipient.frequency);
    if (!(await claim(db, recipient, periods.current.from))) continue;
    const release = () =>
      db.query('DELETE FROM digest_sends WHERE project_id = $1 AND email = $2 AND frequency = $3 AND period_start = $4::date AND sent_at IS NULL', [
        recipient.project_id,
        recipient.email,
        recipient.frequency,
        periods.current.from,
      ]);
    try {
      const figures = await digestFigures(db, { id: recipient.project_id, name: recipient.project_name }, recipient.frequency, periods, recipient.language);
      await send({ to: recipient.email, ...renderDigest(figures, recipient.language) });
      await db.query(
        'UPDATE digest_sends SET sent_at = now() WHERE project_id = $1 AND email = $2 AND frequency = $3 AND period_start = $4::date',
        [recipient.project_id, recipient.email, recipient.frequency, periods.current.from],
      );
      sent++;
    } catch (error) {
      await release().catch(() => undefined);
      logError(error, `sending the ${recipient.frequency} digest of project ${recipient.project_id}`);
    }
  }
  return sent;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Adds a recipient to a project's digest, or changes their language and frequency. */
export async function addDigestRecipient(
  db: Queryable,
  projectId: number,
  recipient: { email: string; language?: string; frequency?: string },
): Promise<{ email: string; language: DigestLanguage; frequency: DigestFrequency }> {
  const email = recipient.email.trim();
  if (!EMAIL.test(email) || email.length > 254) throw new AccountError(`'${recipient.email}' is not an e-mail address`);
  const language = (recipient.language ?? 'nl') as DigestLanguage;
  if (!DIGEST_LANGUAGES.includes(language)) throw new AccountError(`--language must be one of ${DIGEST_LANGUAGES.join(', ')}`);
  const frequency = (recipient.frequency ?? 'daily') as DigestFrequency;
  if (!DIGEST_FREQUENCIES.includes(frequency)) throw new AccountError(`--every must be one of ${DIGEST_FREQUENCIES.join(', ')}`);
  await db.query(
    `INSERT INTO digest_recipients (project_id, email, language, frequency) VALUES ($1, $2, $3, $4)
     ON CONFLICT (project_id, lower(email)) DO UPDATE SET language = excluded.language, frequency = excluded.frequency`,
    [projectId, email, language, frequency],
  );
  return { email, language, frequency };
}

export async function removeDigestRecipient(db: Queryable, projectId: number, email: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM digest_recipients WHERE project_id = $1 AND lower(email) = lower($2) RETURNING 1', [projectId, email.trim()]);
  return rows.length > 0;
}

export async function listDigestRecipients(db: Queryable, projectId: number): Promise<{ email: string; language: DigestLanguage; frequency: DigestFrequency }[]> {
  const { rows } = await db.query<{ email: string; language: DigestLanguage; frequency: DigestFrequency }>(
    'SELECT email, language, frequency FROM digest_recipients WHERE project_id = $1 ORDER BY lower(email)',
    [projectId],
  );
  return rows;
}
