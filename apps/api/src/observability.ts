/**
 * What operators see: structured JSON log lines and Prometheus metrics. Neither ever holds a token, a signed id, an
 * upload url, a client address or a vote code: request paths are reduced to their route (`/api/v1/treesponses/:id`,
 * `/rails/active_storage/disk/:token`).
 */

/** One JSON object per line: `{"time":…,"level":"warn","event":"rate_limited","limit":"codeAttemptsPerAddress"}`. */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
}

export function jsonLogger(write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  const log = (level: string) => (event: string, fields: LogFields = {}) =>
    write(`${JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })}\n`);
  return { info: log('info'), warn: log('warn'), error: log('error') };
}

/** The route of a request path, without ids, tokens or signed ids. */
export function routeOf(method: string, path: string[]): string {
  const [a, b, c] = path;
  if (a === 'rails' && b === 'active_storage') return `${method} /rails/active_storage/${c === 'disk' ? 'disk/:token' : 'blobs/:signed_id/:filename'}`;
  if (a === 'api' && b === 'v1') {
    const [resource, id] = path.slice(2);
    const known = ['treesponders', 'treesponses', 'direct_uploads', 'ai_feedbacks', 'aggregator'];
    if (!resource || !known.includes(resource)) return `${method} /api/v1/(unknown)`;
    return `${method} /api/v1/${resource}${id === undefined ? '' : '/:id'}`;
  }
  if (path.length === 1 && ['health', 'ready', 'metrics'].includes(a!)) return `${method} /${a}`;
  return `${method} (unknown)`;
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

function labelText(labels: Record<string, string>): string {
  const entries = Object.entries(labels);
  if (entries.length === 0) return '';
  return `{${entries.map(([name, value]) => `${name}="${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`).join(',')}}`;
}

/** Counters and one request-duration histogram, rendered in the Prometheus text format. */
export class Metrics {
  private readonly counters = new Map<string, { help: string; values: Map<string, number> }>();
  private readonly durations = new Map<string, { buckets: number[]; sum: number; count: number }>();

  count(name: string, help: string, labels: Record<string, string> = {}, amount = 1): void {
    let counter = this.counters.get(name);
    if (!counter) this.counters.set(name, (counter = { help, values: new Map() }));
    const key = labelText(labels);
    counter.values.set(key, (counter.values.get(key) ?? 0) + amount);
  }

  /** Records a finished request. */
  request(route: string, status: number, seconds: number): void {
    this.count('treesponse_http_requests_total', 'HTTP requests by route and status', { route, status: String(status) });
    let entry = this.durations.get(route);
    if (!entry) this.durations.set(route, (entry = { buckets: DURATION_BUCKETS.map(() => 0), sum: 0, count: 0 }));
    DURATION_BUCKETS.forEach((bound, index) => {
      if (seconds <= bound) entry.buckets[index]! += 1;
    });
    entry.sum += seconds;
    entry.count += 1;
  }

  render(gauges: Record<string, { help: string; value: number }> = {}): string {
    const lines: string[] = [];
    for (const [name, { help, values }] of this.counters) {
      lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} counter`);
      for (const [labels, value] of values) lines.push(`${name}${labels} ${value}`);
    }
    const histogram = 'treesponse_http_request_duration_seconds';
    lines.push(`# HELP ${histogram} Time from request to response`, `# TYPE ${histogram} histogram`);
    for (const [route, { buckets, sum, count }] of this.durations) {
      DURATION_BUCKETS.forEach((bound, index) => lines.push(`${histogram}_bucket${labelText({ route, le: String(bound) })} ${buckets[index]}`));
      lines.push(`${histogram}_bucket${labelText({ route, le: '+Inf' })} ${count}`);
      lines.push(`${histogram}_sum${labelText({ route })} ${sum}`, `${histogram}_count${labelText({ route })} ${count}`);
    }
    for (const [name, { help, value }] of Object.entries(gauges)) {
      lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} gauge`, `${name} ${value}`);
    }
    return `${lines.join('\n')}\n`;
  }
}
