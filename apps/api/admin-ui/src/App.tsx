import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { NO_FILTERS, NotLoggedInError, type DashboardApi, type DashboardStats, type Filters, type SessionInfo } from './api.js';
import { BarChart, DayChart } from './charts.js';
import { fill, LANGUAGES, TEXTS, type Language, type Texts } from './texts.js';
import { labelIn, type DashboardLabels } from '../../src/admin/labels.js';
import { readView, writeView, type View } from './view-address.js';

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
  const [{ project, filters }, setView] = useViewInAddress(session.projects);
  const setFilters = (next: Filters) => setView({ project, filters: next });
  const [stats, setStats] = useState<DashboardStats | null>(null);
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const [liveLost, setLiveLost] = useState(false);
  const [accessEnded, setAccessEnded] = useState(false);
  const [loadError, setLoadError] = useState(false);
  const id = useId();

  const load = useCallback(async () => {
    if (!project) return;
    try {
      setStats(await api.stats(project, filters));
      setUpdatedAt(new Date());
      setLoadError(false);
    } catch (error) {
      if (error instanceof NotLoggedInError) onLoggedOut();
      else setLoadError(true);
    }
  }, [api, project, filters, onLoggedOut]);

  useEffect(() => {
    void load();
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
        void load();
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
      <FilterForm
        key={writeView({ project, filters })}
        texts={texts}
        filters={filters}
        options={stats?.options}
        onApply={setFilters}
        projects={session.projects}
        project={project}
        onProject={(key) => {
          setView({ project: key, filters: NO_FILTERS });
          setStats(null);
        }}
      />
      {stats && (() => {
        const name = labelsFor(stats.labels ?? null, language, texts);
        const collects = stats.labels?.collects;
        return (
        <>
          <section aria-labelledby={`${id}-totals`}>
            <h2 id={`${id}-totals`} className="visually-hidden">
              {texts.responses}
            </h2>
            <dl className="totals">
              {[
                [texts.started, stats.totals.started.toLocaleString()],
                [texts.completed, stats.totals.completed.toLocaleString()],
                [texts.completionRate, percent(stats.totals.completed, stats.totals.started)],
                // a card for data the survey does not collect is not shown
                ...(!collects || collects.optinProject ? [[texts.optinProject, stats.totals.optinProject.toLocaleString()]] : []),
                ...(!collects || collects.optinOrganisation ? [[texts.optinOrganisation, stats.totals.optinOrganisation.toLocaleString()]] : []),
              ].map(([label, value]) => (
                <div key={label} className="total card">
                  <dt>{label}</dt>
                  <dd data-total={label}>{value}</dd>
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
                  rows={stats.perHour.map((hour) => ({ label: `${String(hour.hour).padStart(2, '0')}:00`, values: [hour.started] }))}
                />
              </section>
              <section className="card" aria-labelledby={`${id}-funnel`} data-section="funnel">
                <h2 id={`${id}-funnel`}>{texts.funnel}</h2>
                <Legend items={[[texts.reached, 'dark'], [texts.leftHere, 'darker']]} />
                <BarChart
                  title={texts.funnel}
                  texts={texts}
                  columns={[texts.page, texts.reached, texts.leftHere]}
                  rows={stats.funnel.map((step) => ({ label: name.page(step.page), values: [step.reached, step.leftHere] }))}
                  extraColumns={[texts.share]}
                  formatExtra={(row) => [percent(row.values[0] ?? 0, stats.totals.started)]}
                />
              </section>
              <section className="card" aria-labelledby={`${id}-results`}>
                <h2 id={`${id}-results`}>{texts.results}</h2>
                <BarChart
                  title={texts.results}
                  texts={texts}
                  columns={[texts.result, texts.responses]}
                  rows={stats.results.top.map((result) => ({ label: name.result(result.key), values: [result.count] }))}
                  extraColumns={[texts.share]}
                  formatExtra={(row) => [percent(row.values[0] ?? 0, stats.results.responses)]}
                />
              </section>
              {(!collects || collects.postcode) && (
                <section className="card" aria-labelledby={`${id}-places`} data-section="places">
                  <h2 id={`${id}-places`}>{texts.places}</h2>
                  <p className="muted">{fill(texts.placesHelp, { count: stats.places.unknown.started.toLocaleString() })}</p>
                  <Legend items={[[texts.started, 'dark'], [texts.completed, 'darker']]} />
                  <h3>{texts.regions}</h3>
                  <StartedCompletedChart
                    title={texts.regions}
                    texts={texts}
                    nameColumn={texts.region}
                    rows={stats.places.regions.map((row) => ({ ...row, label: placeName(texts, row.region) }))}
                  />
                  <h3>{texts.provinces}</h3>
                  <StartedCompletedChart
                    title={texts.provinces}
                    texts={texts}
                    nameColumn={texts.province}
                    rows={stats.places.provinces.map((row) => ({ ...row, label: placeName(texts, row.province) }))}
                  />
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
                    rows={stats.partners.partners.map((row) => ({ ...row, label: row.partner || texts.direct }))}
                  />
                  {stats.partners.omitted > 0 && <p className="muted">{fill(texts.partnersOmitted, { count: stats.partners.omitted.toLocaleString() })}</p>}
                </section>
              )}
              <Exports api={api} texts={texts} project={project} filters={filters} csrfToken={session.csrfToken} />
              <section className="card wide" aria-labelledby={`${id}-questions`}>
                <h2 id={`${id}-questions`}>{texts.questions}</h2>
                <div className="questions">
                  {stats.questions.map((question) => (
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
                            rows={question.counts.map((count) => ({
                              label: name.option(question.key, count.value, question.kind === 'scale'),
                              values: [count.count],
                            }))}
                          />
                        </>
                      )}
                    </div>
                  ))}
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

/** The survey's own words for keys, in the operator's language (the key itself when the project registered none). */
function labelsFor(labels: DashboardLabels | null, language: Language, texts: Texts) {
  return {
    page: (key: string) => labelIn(labels?.pages[key], language, key),
    question: (key: string) => labelIn(labels?.questions[key]?.label, language, key),
    result: (key: string) => labelIn(labels?.results[key], language, key),
    option(key: string, value: string, scale: boolean) {
      const text = labels?.questions[key]?.options[value];
      if (text !== undefined) return scale ? `${value} – ${labelIn(text, language, value)}` : labelIn(text, language, value);
      return value === 'true' ? texts.yes : value === 'false' ? texts.no : value;
    },
  };
}

/** Responses started and completed per group (a region, a partner), with the completion rate in the table. */
function StartedCompletedChart(props: { title: string; texts: Texts; nameColumn: string; rows: { label: string; started: number; completed: number }[] }) {
  const { title, texts, nameColumn, rows } = props;
  return (
    <BarChart
      title={title}
      texts={texts}
      columns={[nameColumn, texts.started, texts.completed]}
      rows={rows.map((row) => ({ label: row.label, values: [row.started, row.completed] }))}
      extraColumns={[texts.completionRate]}
      formatExtra={(row) => [percent(row.values[1] ?? 0, row.values[0] ?? 0)]}
    />
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
  options?: DashboardStats['options'];
  onApply: (filters: Filters) => void;
  projects: SessionInfo['projects'];
  project: string;
  onProject: (key: string) => void;
}

function FilterForm({ texts, filters, options, onApply, projects, project, onProject }: FilterFormProps) {
  const [draft, setDraft] = useState(filters);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const set = (name: keyof Filters) => (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) return setError(texts.badDates);
    setError(null);
    onApply(draft);
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
        <input id={`${id}-from`} type="date" value={draft.from} onChange={set('from')} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{texts.to}</label>
        <input id={`${id}-to`} type="date" value={draft.to} onChange={set('to')} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-language`}>{texts.surveyLanguage}</label>
        <select id={`${id}-language`} value={draft.language} onChange={set('language')}>
          <option value="">{texts.all}</option>
          {(options?.languages ?? []).map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-version`}>{texts.surveyVersion}</label>
        <select id={`${id}-version`} value={draft.version} onChange={set('version')}>
          <option value="">{texts.all}</option>
          {(options?.versions ?? []).map((version) => (
            <option key={version} value={version}>
              {version}
            </option>
          ))}
        </select>
      </div>
      <div className="actions">
        <button type="submit" className="button">
          {texts.apply}
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => {
            setDraft(NO_FILTERS);
            setError(null);
            onApply(NO_FILTERS);
          }}
        >
          {texts.reset}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function Exports({ api, texts, project, filters, csrfToken }: { api: DashboardApi; texts: Texts; project: string; filters: Filters; csrfToken: string }) {
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
        <a className="button" href={api.exportUrl(project, 'xlsx', filters)} download>
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
