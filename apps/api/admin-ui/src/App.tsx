import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { NO_FILTERS, NotLoggedInError, ViewTooLargeError, type DashboardApi, type DashboardStats, type Filters, type SessionInfo } from './api.js';
import { BarChart, DayChart } from './charts.js';
import { ProvinceMap } from './province-map.js';
import { PlaceResultsTable } from './place-results-table.js';
import { fill, LANGUAGES, TEXTS, type Language, type Texts } from './texts.js';
import { filterChoices, labelsFor, type Choice } from './filter-choices.js';
import { Loads } from './loads.js';
import { readView, writeView, type View } from './view-address.js';
import { change, comparisonProblem, formatChange, NO_COMPARISON, otherPeriod, type Comparison } from './comparison.js';
import { PROVINCE_REGION } from '../../src/admin/belgian-provinces.js';
import type { BarRow } from './charts.js';

const percent = (part: number, whole: number) =>
  whole > 0 ? (part / whole).toLocaleString(undefined, { style: 'percent', maximumFractionDigits: 1 }) : '–';

export function App({ api, initialLanguage, onLanguage }: { api: DashboardApi; initialLanguage: Language; onLanguage: (language: Language) => void }) {
  const [language, setLanguage] = useState(initialLanguage);
  const [session, setSession] = useState<SessionInfo | null | undefined>(undefined);
  const texts = TEXTS[language];

  useEffect(() => {
    document.documentElement.lang = language;
    document.title = texts.title;
    onLanguage(language);
  }, [language, texts, onLanguage]);

  useEffect(() => {
    api.session().then(setSession, () => setSession(null));
  }, [api]);

  return (
    <>
      <header className="top">
        <p className="brand">treesponse</p>
        <label className="language">
          {texts.language}{' '}
          <select value={language} onChange={(event) => setLanguage(event.target.value as Language)}>
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {TEXTS[code].languageName}
              </option>
            ))}
          </select>
        </label>
        {session && (
          <div className="who">
            <span>{fill(texts.loggedInAs, { user: session.username })}</span>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => void api.logout(session.csrfToken).finally(() => setSession(null))}
            >
              {texts.logOut}
            </button>
          </div>
        )}
      </header>
      <main id="main">
        {session === undefined ? (
          <p role="status">{texts.loading}</p>
        ) : session === null ? (
          <LoginForm api={api} texts={texts} onLogin={setSession} />
        ) : (
          <Dashboard api={api} texts={texts} language={language} session={session} onLoggedOut={() => setSession(null)} />
        )}
      </main>
    </>
  );
}

function LoginForm({ api, texts, onLogin }: { api: DashboardApi; texts: Texts; onLogin: (session: SessionInfo) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<{ username?: boolean; password?: boolean }>({});
  const [busy, setBusy] = useState(false);
  const id = useId();
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = { username: username.trim() === '', password: password === '' };
    setMissing(empty);
    if (empty.username || empty.password) {
      (empty.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setBusy(true);
    const result = await api.login(username.trim(), password);
    setBusy(false);
    if (result.ok) return onLogin(result.session);
    setError(result.reason === 'wrong' ? texts.wrongLogin : result.reason === 'limited' ? fill(texts.tooManyAttempts, { minutes: result.minutes }) : texts.networkError);
    if (result.reason === 'wrong') setPassword('');
    passwordRef.current?.focus();
  };

  return (
    <form className="login card" onSubmit={(event) => void submit(event)} noValidate aria-describedby={error ? `${id}-error` : undefined}>
      <h1>{texts.loginTitle}</h1>
      {error && (
        <p id={`${id}-error`} className="error" role="alert">
          {error}
        </p>
      )}
      <RequiredInput
        inputRef={usernameRef}
        id={`${id}-user`}
        label={texts.username}
        name="username"
        autoComplete="username"
        value={username}
        onChange={setUsername}
        missingText={missing.username ? texts.required : undefined}
      />
      <RequiredInput
        inputRef={passwordRef}
        id={`${id}-password`}
        label={texts.password}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        missingText={missing.password ? texts.required : undefined}
      />
      <button type="submit" className="button" disabled={busy}>
        {texts.logIn}
      </button>
    </form>
  );
}

interface RequiredInputProps {
  inputRef: RefObject<HTMLInputElement | null>;
  id: string;
  label: string;
  name: string;
  type?: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  /** The message shown, linked to the field, when it was left empty. */
  missingText?: string;
}

function RequiredInput({ inputRef, id, label, missingText, onChange, ...input }: RequiredInputProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={missingText ? true : undefined}
        aria-describedby={missingText ? `${id}-error` : undefined}
      />
      {missingText && (
        <p id={`${id}-error`} className="error">
          {missingText}
        </p>
      )}
    </div>
  );
}

function Dashboard({ api, texts, language, session, onLoggedOut }: { api: DashboardApi; texts: Texts; language: Language; session: SessionInfo; onLoggedOut: () => void }) {
  const [{ project, filters, comparison }, setView] = useViewInAddress(session.projects);
  const setFilters = (next: Filters, nextComparison: Comparison) => setView({ project, filters: next, comparison: nextComparison });
  const [stats, setStats] = useState<DashboardStats | null>(null);
  /** The same figures for the period compared with, or null. */
  const [otherStats, setOtherStats] = useState<DashboardStats | null>(null);
  const other = otherPeriod(filters, comparison);
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const [liveLost, setLiveLost] = useState(false);
  const [accessEnded, setAccessEnded] = useState(false);
  const [loadError, setLoadError] = useState(false);
  /** The view is too large to count with the filters that read the responses: why, and the figures of the refusal. */
  const [tooLarge, setTooLarge] = useState<ViewTooLargeError['details'] | null>(null);
  /** The latest figures (or a refusal's choices), whose options and labels the filter controls keep offering. */
  const [latest, setLatest] = useState<(Pick<DashboardStats, 'options' | 'labels'> & Partial<DashboardStats>) | null>(null);
  const id = useId();

  const loads = useRef(new Loads()).current;
  /** Loads the view now (`start`) or, for a live refresh, once the running load has ended (`refresh`). */
  const load = useCallback(
    (how: 'start' | 'refresh' = 'start') => {
      if (!project) return;
      const period = otherPeriod(filters, comparison);
      const work = () => Promise.all([api.stats(project, filters), period ? api.stats(project, { ...filters, ...period }) : Promise.resolve(null)]);
      loads[how](work, (outcome) => {
        if (outcome.ok) {
          const [current, compared] = outcome.value;
          setStats(current);
          setLatest(current);
          setOtherStats(compared);
          setUpdatedAt(new Date());
          setLoadError(false);
          setTooLarge(null);
        } else if (outcome.error instanceof NotLoggedInError) onLoggedOut();
        else if (outcome.error instanceof ViewTooLargeError) {
          const { choices, details } = outcome.error;
          // no figures of another view left on screen as if they were this one's
          setStats(null);
          setOtherStats(null);
          setLatest((before) => before ?? choices);
          setTooLarge(details);
          setUpdatedAt(new Date());
          setLoadError(false);
        } else setLoadError(true);
      });
    },
    [api, loads, project, filters, comparison, onLoggedOut],
  );

  useEffect(() => {
    load();
  }, [load]);

  // live refresh: the server announces changes of the project; announcements within 300 ms load once. The first
  // one starts the wait and later ones join it, so a steady stream of responses still refreshes the page.
  useEffect(() => {
    if (!project) return;
    const source = new EventSource(api.eventsUrl(project));
    let timer: ReturnType<typeof setTimeout> | undefined;
    source.addEventListener('change', () => {
      setLiveLost(false);
      timer ??= setTimeout(() => {
        timer = undefined;
        load('refresh');
      }, 300);
    });
    source.addEventListener('logout', () => onLoggedOut());
    // access to the project taken away: no reconnecting, the operator is offered to log in again
    source.addEventListener('revoked', () => {
      source.close();
      setAccessEnded(true);
    });
    source.onopen = () => setLiveLost(false);
    source.onerror = () => setLiveLost(true);
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [api, project, load, onLoggedOut]);

  if (accessEnded)
    return (
      <div className="card" role="alert">
        <p>{texts.accessEnded}</p>
        <button type="button" className="button" onClick={() => void api.logout(session.csrfToken).finally(onLoggedOut)}>
          {texts.logInAgain}
        </button>
      </div>
    );
  if (session.projects.length === 0) return <p className="card">{texts.noProjects}</p>;
  const projectName = session.projects.find((candidate) => candidate.key === project)?.name ?? project;

  return (
    <>
      <h1>
        {texts.title}: {projectName}
      </h1>
      <p className="live" role="status" aria-live="polite">
        {liveLost ? texts.liveLost : updatedAt ? fill(texts.live, { time: updatedAt.toLocaleTimeString() }) : texts.loading}
      </p>
      {stats?.complete === false && (
        <p className="muted" role="status">
          {stats.pendingUntil
            ? fill(texts.counting, {
                pending: (stats.pending ?? 0).toLocaleString(),
                day: new Date(stats.pendingUntil).toLocaleDateString('sv', { timeZone: stats.timeZone }),
              })
            : fill(texts.countingNoDay, { pending: (stats.pending ?? 0).toLocaleString() })}
        </p>
      )}
      {loadError && (
        <p className="error" role="alert">
          {texts.networkError}
        </p>
      )}
      {tooLarge && (
        <p className="error" role="alert">
          {fill(tooLarge.reason === 'time' ? texts.viewTooSlow : texts.viewTooLarge, {
            responses: tooLarge.responses.toLocaleString(),
            limit: tooLarge.limit.toLocaleString(),
            seconds: tooLarge.seconds.toLocaleString(),
          })}
        </p>
      )}
      <FilterForm
        key={writeView({ project, filters, comparison })}
        texts={texts}
        filters={filters}
        comparison={comparison}
        options={latest?.options}
        choices={filterChoices(latest, filters, language, texts)}
        onApply={setFilters}
        projects={session.projects}
        project={project}
        onProject={(key) => {
          setView({ project: key, filters: NO_FILTERS, comparison: NO_COMPARISON });
          setStats(null);
          setLatest(null);
          setOtherStats(null);
        }}
      />
      {stats && (() => {
        const name = labelsFor(stats.labels ?? null, language, texts);
        const collects = stats.labels?.collects;
        const compared = other && otherStats ? otherStats : null;
        /** The other period's value of each row (by label) and the difference, as extra table columns. */
        const comparedColumns = (rowsOf: (of: DashboardStats) => BarRow[], extraColumns: string[] = [], formatExtra?: (row: BarRow) => string[]) => {
          if (!compared) return { extraColumns, formatExtra };
          const otherValues = new Map(rowsOf(compared).map((row) => [row.label, row.values[0] ?? 0]));
          return {
            extraColumns: [...extraColumns, texts.otherPeriod, texts.difference],
            formatExtra: (row: BarRow) => {
              const value = otherValues.get(row.label) ?? 0;
              return [...(formatExtra?.(row) ?? []), value.toLocaleString(), formatChange(change(row.values[0] ?? 0, value))];
            },
          };
        };
        const hourRows = (of: DashboardStats) => of.perHour.map((hour) => ({ label: `${String(hour.hour).padStart(2, '0')}:00`, values: [hour.started] }));
        const funnelRows = (of: DashboardStats) => of.funnel.map((step) => ({ label: name.page(step.page), values: [step.reached, step.leftHere] }));
        const resultRows = (of: DashboardStats) => of.results.top.map((result) => ({ label: name.result(result.key), values: [result.count] }));
        const regionRows = (of: DashboardStats) => of.places.regions.map((row) => ({ ...row, label: placeName(texts, row.region) }));
        const provinceRows = (of: DashboardStats) => of.places.provinces.map((row) => ({ ...row, label: placeName(texts, row.province) }));
        const partnerRows = (of: DashboardStats) => of.partners.partners.map((row) => ({ ...row, label: row.partner || texts.direct }));
        const asBars = (rows: { label: string; started: number; completed: number }[]) => rows.map((row) => ({ label: row.label, values: [row.started, row.completed] }));
        return (
        <>
          {other && (
            <p className="muted" data-comparison>
              {filters.from && filters.to
                ? fill(texts.comparing, { from: other.from, to: other.to, thisFrom: filters.from, thisTo: filters.to })
                : fill(texts.comparingAll, { from: other.from, to: other.to })}
            </p>
          )}
          <section aria-labelledby={`${id}-totals`}>
            <h2 id={`${id}-totals`} className="visually-hidden">
              {texts.responses}
            </h2>
            <dl className="totals">
              {(
                [
                  [texts.started, (of: DashboardStats) => of.totals.started],
                  [texts.completed, (of: DashboardStats) => of.totals.completed],
                  [texts.completionRate, (of: DashboardStats) => (of.totals.started > 0 ? of.totals.completed / of.totals.started : null), 'rate'],
                  // a card for data the survey does not collect is not shown
                  ...(!collects || collects.optinProject ? [[texts.optinProject, (of: DashboardStats) => of.totals.optinProject]] : []),
                  ...(!collects || collects.optinOrganisation ? [[texts.optinOrganisation, (of: DashboardStats) => of.totals.optinOrganisation]] : []),
                ] as [string, (of: DashboardStats) => number | null, 'rate'?][]
              ).map(([label, valueOf, kind]) => (
                <div key={label} className="total card">
                  <dt>{label}</dt>
                  <dd data-total={label}>{kind === 'rate' ? percent(stats.totals.completed, stats.totals.started) : (valueOf(stats) ?? 0).toLocaleString()}</dd>
                  {compared && <TotalChange texts={texts} value={valueOf(stats)} other={valueOf(compared)} rate={kind === 'rate'} />}
                </div>
              ))}
            </dl>
          </section>
          {stats.totals.started === 0 ? (
            <p className="card">{texts.noData}</p>
          ) : (
            <div className="grid">
              <section className="card" aria-labelledby={`${id}-days`}>
                <h2 id={`${id}-days`}>{texts.perDay}</h2>
                <Legend items={[[texts.started, 'light'], [texts.completed, 'dark']]} />
                <DayChart
                  title={texts.perDay}
                  texts={texts}
                  columns={[texts.day, texts.started, texts.completed]}
                  rows={stats.perDay.map((day) => ({ label: day.day, values: [day.started, day.completed] }))}
                />
              </section>
              <section className="card" aria-labelledby={`${id}-hours`} data-section="hours">
                <h2 id={`${id}-hours`}>{texts.perHour}</h2>
                <p className="muted">{fill(texts.timeZone, { zone: stats.timeZone ?? 'Europe/Brussels' })}</p>
                <BarChart
                  title={texts.perHour}
                  texts={texts}
                  columns={[texts.hour, texts.started]}
                  rows={hourRows(stats)}
                  {...comparedColumns(hourRows)}
                />
              </section>
              <section className="card" aria-labelledby={`${id}-funnel`} data-section="funnel">
                <h2 id={`${id}-funnel`}>{texts.funnel}</h2>
                <Legend items={[[texts.reached, 'dark'], [texts.leftHere, 'darker']]} />
                <BarChart
                  title={texts.funnel}
                  texts={texts}
                  columns={[texts.page, texts.reached, texts.leftHere]}
                  rows={funnelRows(stats)}
                  {...comparedColumns(funnelRows, [texts.share], (row) => [percent(row.values[0] ?? 0, stats.totals.started)])}
                />
              </section>
              <section className="card" aria-labelledby={`${id}-results`}>
                <h2 id={`${id}-results`}>{texts.results}</h2>
                <BarChart
                  title={texts.results}
                  texts={texts}
                  columns={[texts.result, texts.responses]}
                  rows={resultRows(stats)}
                  {...comparedColumns(resultRows, [texts.share], (row) => [percent(row.values[0] ?? 0, stats.results.responses)])}
                />
              </section>
              {(!collects || collects.postcode) && (
                <section className="card" aria-labelledby={`${id}-places`} data-section="places">
                  <h2 id={`${id}-places`}>{texts.places}</h2>
                  <p className="muted">{fill(texts.placesHelp, { count: stats.places.unknown.started.toLocaleString() })}</p>
                  <h3>{texts.map}</h3>
                  <ProvinceMap rows={stats.places.provinces} texts={texts} placeName={(code) => placeName(texts, code)} />
                  <Legend items={[[texts.started, 'dark'], [texts.completed, 'darker']]} />
                  <h3>{texts.regions}</h3>
                  <StartedCompletedChart
                    title={texts.regions}
                    texts={texts}
                    nameColumn={texts.region}
                    rows={regionRows(stats)}
                    compared={comparedColumns((of) => asBars(regionRows(of)))}
                  />
                  <h3>{texts.provinces}</h3>
                  <StartedCompletedChart
                    title={texts.provinces}
                    texts={texts}
                    nameColumn={texts.province}
                    rows={provinceRows(stats)}
                    compared={comparedColumns((of) => asBars(provinceRows(of)))}
                  />
                  {stats.placeResults && stats.results.responses > 0 && (
                    <>
                      <h3>{texts.topResults}</h3>
                      <p className="muted">{texts.topResultsHelp}</p>
                      <PlaceResultsTable
                        results={stats.placeResults}
                        places={[...new Set([...stats.places.regions.map((row) => row.region), ...stats.places.provinces.map((row) => row.province)])]}
                        texts={texts}
                        placeName={(code) => placeName(texts, code)}
                        resultName={name.result}
                      />
                    </>
                  )}
                </section>
              )}
              {stats.partners.partners.some((row) => row.partner !== '') && (
                <section className="card" aria-labelledby={`${id}-partners`} data-section="partners">
                  <h2 id={`${id}-partners`}>{texts.partners}</h2>
                  <p className="muted">{texts.partnersHelp}</p>
                  <Legend items={[[texts.started, 'dark'], [texts.completed, 'darker']]} />
                  <StartedCompletedChart
                    title={texts.partners}
                    texts={texts}
                    nameColumn={texts.partner}
                    rows={partnerRows(stats)}
                    compared={comparedColumns((of) => asBars(partnerRows(of)))}
                  />
                  {stats.partners.omitted > 0 && <p className="muted">{fill(texts.partnersOmitted, { count: stats.partners.omitted.toLocaleString() })}</p>}
                </section>
              )}
              <Exports api={api} texts={texts} language={language} project={project} filters={filters} csrfToken={session.csrfToken} />
              <section className="card wide" aria-labelledby={`${id}-questions`}>
                <h2 id={`${id}-questions`}>{texts.questions}</h2>
                <div className="questions">
                  {stats.questions.map((question) => {
                    const answerRows = (of: DashboardStats['questions'][number]) =>
                      of.counts.map((count) => ({ label: name.option(of.key, count.value, of.kind === 'scale'), values: [count.count] }));
                    return (
                    <div key={question.key} className="question">
                      <h3>{name.question(question.key)}</h3>
                      {question.kind === 'text' ? (
                        <p>{fill(texts.freeText, { count: question.answered.toLocaleString() })}</p>
                      ) : (
                        <>
                          <p className="muted">{fill(texts.answered, { count: question.answered.toLocaleString() })}</p>
                          <BarChart
                            title={name.question(question.key)}
                            texts={texts}
                            columns={[texts.answer, texts.count]}
                            rows={answerRows(question)}
                            {...comparedColumns((of) => {
                              const same = of.questions.find((candidate) => candidate.key === question.key);
                              return same ? answerRows(same) : [];
                            })}
                          />
                        </>
                      )}
                    </div>
                    );
                  })}
                </div>
              </section>
            </div>
          )}
        </>
        );
      })()}
    </>
  );
}

/**
 * The project and filters shown, kept in the page's address: read from it on load and when the browser goes back or
 * forward, written to it (a new history entry) when the operator changes them. A project the operator has no access
 * to falls back to their first.
 */
function useViewInAddress(projects: SessionInfo['projects']): [View, (view: View) => void] {
  const known = useCallback(
    (view: View): View => ({ ...view, project: projects.some((p) => p.key === view.project) ? view.project : (projects[0]?.key ?? '') }),
    [projects],
  );
  const [view, setViewState] = useState(() => known(readView(window.location.search)));
  useEffect(() => {
    const restore = () => setViewState(known(readView(window.location.search)));
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, [known]);
  const setView = useCallback((next: View) => {
    const search = writeView(next);
    if (search !== window.location.search) window.history.pushState(null, '', `${window.location.pathname}${search}`);
    setViewState(next);
  }, []);
  return [view, setView];
}

/** Responses started and completed per group (a region, a partner), with the completion rate in the table. */
function StartedCompletedChart(props: {
  title: string;
  texts: Texts;
  nameColumn: string;
  rows: { label: string; started: number; completed: number }[];
  /** The other period's columns (see Dashboard's comparedColumns). */
  compared: { extraColumns: string[]; formatExtra?: (row: BarRow) => string[] };
}) {
  const { title, texts, nameColumn, rows, compared } = props;
  return (
    <BarChart
      title={title}
      texts={texts}
      columns={[nameColumn, texts.started, texts.completed]}
      rows={rows.map((row) => ({ label: row.label, values: [row.started, row.completed] }))}
      extraColumns={[texts.completionRate, ...compared.extraColumns]}
      formatExtra={(row) => [percent(row.values[1] ?? 0, row.values[0] ?? 0), ...(compared.formatExtra?.(row) ?? [])]}
    />
  );
}

/** A total of the other period and the difference, in numbers and in words (the arrow is decoration). */
function TotalChange({ texts, value, other, rate }: { texts: Texts; value: number | null; other: number | null; rate: boolean }) {
  if (value === null || other === null) return <dd className="change">{fill(texts.otherValue, { value: '–' })}</dd>;
  const difference = change(value, other);
  const amount = rate
    ? fill(texts.points, { value: `${difference.difference > 0 ? '+' : difference.difference < 0 ? '−' : ''}${(Math.abs(difference.difference) * 100).toLocaleString(undefined, { maximumFractionDigits: 1 })}` })
    : formatChange(difference);
  const words =
    difference.direction === 'same'
      ? texts.same
      : fill(rate ? (difference.direction === 'more' ? texts.moreRate : texts.fewerRate) : difference.direction === 'more' ? texts.more : texts.fewer, { change: amount });
  return (
    <>
      <dd className="change">{fill(texts.otherValue, { value: rate ? percent(other, 1) : other.toLocaleString() })}</dd>
      <dd className={`change change--${difference.direction}`}>
        <span aria-hidden="true">{difference.direction === 'more' ? '▲ ' : difference.direction === 'fewer' ? '▼ ' : '= '}</span>
        {words}
      </dd>
    </>
  );
}

/** A region's or province's name in the operator's language (ISO 3166-2:BE code as given by the server). */
const placeName = (texts: Texts, code: string) => texts.placeNames[code] ?? code;

function Legend({ items }: { items: [string, 'light' | 'dark' | 'darker'][] }) {
  return (
    <ul className="legend" aria-hidden="true">
      {items.map(([label, shade]) => (
        <li key={label}>
          <span className={`swatch swatch--${shade}`} />
          {label}
        </li>
      ))}
    </ul>
  );
}

interface FilterFormProps {
  texts: Texts;
  filters: Filters;
  comparison: Comparison;
  options?: DashboardStats['options'];
  /** The results and the questions with their answers to choose from (filter-choices.ts). */
  choices: ReturnType<typeof filterChoices>;
  onApply: (filters: Filters, comparison: Comparison) => void;
  projects: SessionInfo['projects'];
  project: string;
  onProject: (key: string) => void;
}

/** A labelled select; with `errorId`, marked invalid and described by that error. */
function SelectField(props: { id: string; label: string; value: string; onChange: (value: string) => void; choices: Choice[]; errorId?: string; wide?: boolean }) {
  const { id, label, value, onChange, choices, errorId, wide } = props;
  return (
    <div className={wide ? 'field field--wide' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={errorId ? true : undefined} aria-describedby={errorId}>
        {choices.map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The partner select's value: '' all visits, DIRECT direct visits only, else PARTNER_PREFIX + the partner's id. */
const DIRECT = 'direct';
const PARTNER_PREFIX = 'partner:';

function FilterForm({ texts, filters, comparison, options, choices, onApply, projects, project, onProject }: FilterFormProps) {
  const [draft, setDraft] = useState(filters);
  const [compareDraft, setCompareDraft] = useState(comparison);
  const [error, setError] = useState<string | null>(null);
  const [compareError, setCompareError] = useState<string | null>(null);
  const id = useId();
  const set = (name: keyof Filters) => (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value });
  const setCompare = (name: keyof Comparison) => (event: { target: { value: string } }) => setCompareDraft({ ...compareDraft, [name]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const datesWrong = Boolean(draft.from && draft.to && draft.from > draft.to);
    const problem = comparisonProblem(draft, compareDraft);
    setError(datesWrong ? texts.badDates : null);
    setCompareError(problem === 'needsDates' ? texts.compareNeedsDates : problem === 'needsOtherDates' ? texts.compareNeedsOtherDates : null);
    if (datesWrong || problem) return;
    onApply(draft, compareDraft);
  };
  // a province outside the chosen region is no choice
  const provinces = (Object.keys(PROVINCE_REGION) as (keyof typeof PROVINCE_REGION)[])
    .filter((code) => !draft.region || PROVINCE_REGION[code] === draft.region)
    .sort((a, b) => placeName(texts, a).localeCompare(placeName(texts, b)));
  const partnerValue = draft.direct ? DIRECT : draft.partner ? PARTNER_PREFIX + draft.partner : '';
  const partners = [...new Set([...(options?.partners ?? []).filter((partner) => partner !== ''), ...(draft.partner ? [draft.partner] : [])])];
  const dateError = (which: 'dates' | 'compare') => {
    const message = which === 'dates' ? error : compareError;
    return { 'aria-invalid': message ? true : undefined, 'aria-describedby': message ? `${id}-${which}-error` : undefined };
  };
  return (
    <form className="filters card" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`} className="visually-hidden">
        {texts.filters}
      </h2>
      {projects.length > 1 && (
        <div className="field">
          <label htmlFor={`${id}-project`}>{texts.project}</label>
          <select id={`${id}-project`} value={project} onChange={(event) => onProject(event.target.value)}>
            {projects.map((candidate) => (
              <option key={candidate.key} value={candidate.key}>
                {candidate.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-from`}>{texts.from}</label>
        <input id={`${id}-from`} type="date" value={draft.from} onChange={set('from')} {...(compareError && compareDraft.compare === 'previous' ? dateError('compare') : dateError('dates'))} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{texts.to}</label>
        <input id={`${id}-to`} type="date" value={draft.to} onChange={set('to')} {...(compareError && compareDraft.compare === 'previous' ? dateError('compare') : dateError('dates'))} />
      </div>
      <SelectField
        id={`${id}-language`}
        label={texts.surveyLanguage}
        value={draft.language}
        onChange={(language) => setDraft({ ...draft, language })}
        choices={[['', texts.all], ...(options?.languages ?? []).map((code): Choice => [code, code])]}
      />
      <SelectField
        id={`${id}-version`}
        label={texts.surveyVersion}
        value={draft.version}
        onChange={(version) => setDraft({ ...draft, version })}
        choices={[['', texts.all], ...(options?.versions ?? []).map((version): Choice => [version, version])]}
      />
      <SelectField
        id={`${id}-region`}
        label={texts.place}
        value={draft.region}
        onChange={(region) => {
          const province = draft.province && region && PROVINCE_REGION[draft.province as keyof typeof PROVINCE_REGION] !== region ? '' : draft.province;
          setDraft({ ...draft, region, province });
        }}
        choices={[['', texts.anyRegion], ...['BE-BRU', 'BE-VLG', 'BE-WAL'].map((code): Choice => [code, placeName(texts, code)])]}
      />
      <SelectField
        id={`${id}-province`}
        label={texts.province}
        value={draft.province}
        onChange={(province) => setDraft({ ...draft, province })}
        choices={[['', texts.anyProvince], ...provinces.map((code): Choice => [code, placeName(texts, code)])]}
      />
      <SelectField
        id={`${id}-partner`}
        label={texts.partnerFilter}
        value={partnerValue}
        onChange={(value) =>
          setDraft({ ...draft, direct: value === DIRECT ? 'true' : '', partner: value.startsWith(PARTNER_PREFIX) ? value.slice(PARTNER_PREFIX.length) : '' })
        }
        choices={[['', texts.anyPartner], [DIRECT, texts.direct], ...partners.map((partner): Choice => [PARTNER_PREFIX + partner, partner])]}
      />
      <SelectField
        id={`${id}-completed`}
        label={texts.completedFilter}
        value={draft.completed}
        onChange={(completed) => setDraft({ ...draft, completed })}
        choices={[['', texts.anyCompletion], ['true', texts.completedOnly]]}
      />
      {choices.results.length > 0 && (
        <SelectField
          id={`${id}-top`}
          label={texts.topFilter}
          value={draft.top}
          onChange={(top) => setDraft({ ...draft, top })}
          choices={[['', texts.anyTop], ...choices.results]}
        />
      )}
      {choices.questions.length > 0 && (
        <SelectField
          id={`${id}-question`}
          wide
          label={texts.questionFilter}
          value={draft.question}
          // a question comes with its first answer: an answer filter is always whole
          onChange={(question) => setDraft({ ...draft, question, answer: choices.questions.find((choice) => choice.key === question)?.answers[0]?.[0] ?? '' })}
          choices={[['', texts.anyQuestion], ...choices.questions.map((question): Choice => [question.key, question.label])]}
        />
      )}
      {draft.question && (
        <SelectField
          id={`${id}-answer`}
          wide
          label={texts.answerFilter}
          value={draft.answer}
          onChange={(answer) => setDraft({ ...draft, answer })}
          choices={choices.questions.find((question) => question.key === draft.question)?.answers ?? []}
        />
      )}
      <SelectField
        id={`${id}-compare`}
        label={texts.compareWith}
        value={compareDraft.compare}
        onChange={(compare) => setCompareDraft({ ...compareDraft, compare: compare as Comparison['compare'] })}
        choices={[['', texts.compareNone], ['previous', texts.comparePrevious], ['custom', texts.compareCustom]]}
        errorId={compareError && compareDraft.compare === 'previous' ? `${id}-compare-error` : undefined}
      />
      {compareDraft.compare === 'custom' && (
        <>
          <div className="field">
            <label htmlFor={`${id}-compare-from`}>{texts.compareFrom}</label>
            <input id={`${id}-compare-from`} type="date" value={compareDraft.compareFrom} onChange={setCompare('compareFrom')} {...dateError('compare')} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-compare-to`}>{texts.compareTo}</label>
            <input id={`${id}-compare-to`} type="date" value={compareDraft.compareTo} onChange={setCompare('compareTo')} {...dateError('compare')} />
          </div>
        </>
      )}
      <div className="actions">
        <button type="submit" className="button">
          {texts.apply}
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => {
            setDraft(NO_FILTERS);
            setCompareDraft(NO_COMPARISON);
            setError(null);
            setCompareError(null);
            onApply(NO_FILTERS, NO_COMPARISON);
          }}
        >
          {texts.reset}
        </button>
      </div>
      {error && (
        <p id={`${id}-dates-error`} className="error" role="alert">
          {error}
        </p>
      )}
      {compareError && (
        <p id={`${id}-compare-error`} className="error" role="alert">
          {compareError}
        </p>
      )}
    </form>
  );
}

/** An export's address with the language of its header row (`labels`). */
const withLabels = (url: string, language: Language) => `${url}${url.includes('?') ? '&' : '?'}labels=${language}`;

function Exports(props: { api: DashboardApi; texts: Texts; language: Language; project: string; filters: Filters; csrfToken: string }) {
  const { api, texts, language, project, filters, csrfToken } = props;
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState(false);
  const id = useId();
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{texts.exports}</h2>
      <p>{texts.exportHelp}</p>
      <p className="muted">{texts.excelHelp}</p>
      <p className="actions">
        <a className="button" href={api.exportUrl(project, 'csv', filters)} download>
          {texts.downloadCsv}
        </a>
        <a className="button" href={api.exportUrl(project, 'csv', filters, 'excel')} download>
          {texts.downloadExcel}
        </a>
        <a className="button" href={api.exportUrl(project, 'jsonl', filters)} download>
          {texts.downloadJsonl}
        </a>
        {/* the header row in the survey's own words, in the operator's language */}
        <a className="button" href={withLabels(api.exportUrl(project, 'xlsx', filters), language)} download>
          {texts.downloadXlsx}
        </a>
      </p>
      <h3>{texts.contacts}</h3>
      <p>{texts.contactsHelp}</p>
      <form
        method="post"
        action={api.contactsUrl(project, filters)}
        noValidate
        onSubmit={(event) => {
          if (!confirmed) {
            event.preventDefault();
            setError(true);
          }
        }}
      >
        <input type="hidden" name="csrf_token" value={csrfToken} />
        <div className="check">
          <input
            id={`${id}-confirm`}
            type="checkbox"
            checked={confirmed}
            onChange={(event) => {
              setConfirmed(event.target.checked);
              if (event.target.checked) setError(false);
            }}
            aria-invalid={error || undefined}
            aria-describedby={error ? `${id}-confirm-error` : undefined}
          />
          <label htmlFor={`${id}-confirm`}>{texts.contactsConfirm}</label>
        </div>
        {error && (
          <p id={`${id}-confirm-error`} className="error" role="alert">
            {texts.contactsConfirmNeeded}
          </p>
        )}
        <button type="submit" className="button">
          {texts.downloadContacts}
        </button>
      </form>
    </section>
  );
}
