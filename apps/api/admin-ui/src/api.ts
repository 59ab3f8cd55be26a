/** The dashboard's calls to /admin/api (same origin, session cookie), with the fetch function passed in. */
import type { DashboardStats } from '../../src/admin/stats.js';

export type { DashboardStats };

export interface SessionInfo {
  username: string;
  csrfToken: string;
  projects: { key: string; name: string }[];
}

export interface Filters {
  from: string;
  to: string;
  language: string;
  version: string;
  /** A region or province code (ISO 3166-2:BE) of the respondents' postcode. */
  region: string;
  province: string;
  /** A partner's id; `direct` is 'true' for direct visits only. */
  partner: string;
  direct: string;
  /** 'true' for completed responses only. */
  completed: string;
  /** A result key: responses whose top result (for powercheck the first-ranked supplier) it is. */
  top: string;
  /** A question's key and one of its answers: responses that gave it (both set, or neither). */
  question: string;
  answer: string;
}

export const NO_FILTERS: Filters = {
  from: '',
  to: '',
  language: '',
  version: '',
  region: '',
  province: '',
  partner: '',
  direct: '',
  completed: '',
  top: '',
  question: '',
  answer: '',
};

/** The query string of the filters that are set (`?from=...&language=...`), or ''. */
export function filterQuery(filters: Filters): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
  const text = query.toString();
  return text ? `?${text}` : '';
}

export type LoginResult = { ok: true; session: SessionInfo } | { ok: false; reason: 'wrong' | 'network' } | { ok: false; reason: 'limited'; minutes: number };

export class NotLoggedInError extends Error {}

/** The view's statistics, computed from the responses (completed, top, answer), hold more than the server counts. */
export class ViewTooLargeError extends Error {
  constructor(
    readonly details: { reason: 'responses' | 'time'; responses: number; limit: number; seconds: number },
    /** The project's filter choices and labels, which the refusal carries so the filters stay in the survey's words. */
    readonly choices: Pick<DashboardStats, 'options' | 'labels'>,
  ) {
    super(`view too large (${details.reason})`);
  }
}

export function createDashboardApi(base = '/admin/api', fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  async function getJson<T>(path: string): Promise<T> {
    const response = await fetchImpl(`${base}${path}`, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (response.status === 401) throw new NotLoggedInError();
    if (response.status === 422) {
      const body = (await response.json().catch(() => ({}))) as { tooLarge?: ViewTooLargeError['details'] } & Pick<DashboardStats, 'options' | 'labels'>;
      if (body.tooLarge) throw new ViewTooLargeError(body.tooLarge, { options: body.options, labels: body.labels ?? null });
    }
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as T;
  }
  return {
    session: () => getJson<SessionInfo>('/session'),
    async login(username: string, password: string): Promise<LoginResult> {
      let response: Response;
      try {
        response = await fetchImpl(`${base}/login`, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password }),
        });
      } catch {
        return { ok: false, reason: 'network' };
      }
      if (response.ok) return { ok: true, session: (await response.json()) as SessionInfo };
      if (response.status === 429)
        return { ok: false, reason: 'limited', minutes: Math.max(1, Math.ceil(Number(response.headers.get('retry-after') ?? 60) / 60)) };
      if (response.status === 401) return { ok: false, reason: 'wrong' };
      return { ok: false, reason: 'network' };
    },
    async logout(csrfToken: string): Promise<void> {
      await fetchImpl(`${base}/logout`, { method: 'POST', credentials: 'same-origin', headers: { 'x-csrf-token': csrfToken } });
    },
    stats: (project: string, filters: Filters) =>
      getJson<DashboardStats>(`/projects/${encodeURIComponent(project)}/stats${filterQuery(filters)}`),
    eventsUrl: (project: string) => `${base}/projects/${encodeURIComponent(project)}/events`,
    /** A download; `excel` is the CSV Excel in Belgium opens (semicolons and a byte-order mark). */
    exportUrl: (project: string, format: 'csv' | 'jsonl' | 'xlsx', filters: Filters, dialect?: 'excel') => {
      const query = filterQuery(filters);
      const extra = dialect ? `${query ? '&' : '?'}dialect=${dialect}` : '';
      return `${base}/projects/${encodeURIComponent(project)}/export.${format}${query}${extra}`;
    },
    contactsUrl: (project: string, filters: Filters) => `${base}/projects/${encodeURIComponent(project)}/contacts.csv${filterQuery(filters)}`,
  };
}

export type DashboardApi = ReturnType<typeof createDashboardApi>;
