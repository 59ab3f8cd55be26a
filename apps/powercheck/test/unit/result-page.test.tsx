// @vitest-environment jsdom
/**
 * The result page in React: the questionnaire's end runs from the visitor's Next on the privacy page (the engine's
 * completion), once, and showing or re-rendering the result page completes nothing and opens nothing.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createMemoryStorage } from '@treesponse/core';
import { createOfflineApi } from '@treesponse/core/offline';
import { Survey } from '@treesponse/react';
import { DEFAULT_CONFIG } from '../../src/config.js';
import { createAppI18n } from '../../src/i18n/index.js';
import { buildSurveyDefinition, CRITERION_KEYS, PAGE } from '../../src/survey/pages.js';
import { createSessionStore, type SessionStore } from '../../src/survey/session.js';
import { ContentOrWidget, SurveyAppContext } from '../../src/survey/widgets.js';
import nl from '../../src/i18n/nl.js';

const i18n = await createAppI18n('nl', { report: () => undefined, views: true });
const config = { ...DEFAULT_CONFIG, apiHost: null, minResultDisplayMs: 0, resultsBase: 'https://results.example' };

afterEach(cleanup);

function sessionStore(opened: string[]): SessionStore {
  return createSessionStore({
    definition: () => buildSurveyDefinition(i18n),
    api: createOfflineApi(),
    projectKey: 'powercheck',
    storage: createMemoryStorage(),
    query: '',
    onError: () => undefined,
    finish: {
      config,
      origin: 'https://site.example',
      fetch: () => Promise.reject(new Error('no mail in this test')),
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      now: () => Date.now(),
      onError: () => undefined,
      onMailFailed: () => undefined,
      open: (address) => {
        opened.push(address);
        return true;
      },
    },
  });
}

/** The questionnaire view as SurveyScreen draws it, on the session the store holds now. */
function View({ store }: { store: SessionStore }) {
  const session = store.current()!;
  return (
    <I18nextProvider i18n={i18n}>
      <SurveyAppContext.Provider value={{ config, language: 'nl', session, restart: () => store.restart('nl') }}>
        <Survey key={session.serial} controller={session.controller} components={{ content: ContentOrWidget }} />
      </SurveyAppContext.Provider>
    </I18nextProvider>
  );
}

function onPage(store: SessionStore, key: string): void {
  const { controller } = store.current()!;
  controller.goTo(controller.getState().pages.findIndex((page) => page.key === key));
}

describe('the result page', () => {
  it('completes nothing and opens nothing when it is only shown and drawn again', async () => {
    const opened: string[] = [];
    const store = sessionStore(opened);
    const { controller } = store.open('nl');
    for (const key of CRITERION_KEYS) controller.setAnswer(key, '4');
    onPage(store, PAGE.outro);
    const view = render(<View store={store} />);
    await screen.findByTestId('result-status');
    view.rerender(<View store={store} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(controller.getState()).toMatchObject({ completed: false, treesponse: { completed: false, id: null, results: {} } });
    expect(opened).toEqual([]);
  });

  it("runs the end once from the visitor's Next on the privacy page, and drawing the page again opens nothing more", async () => {
    const opened: string[] = [];
    const store = sessionStore(opened);
    const { controller } = store.open('nl');
    for (const key of CRITERION_KEYS) controller.setAnswer(key, '4');
    controller.setAnswer('terms_and_privacy', true);
    onPage(store, PAGE.privacy);
    const view = render(<View store={store} />);
    const next = await screen.findByRole('button', { name: nl.nav.next });
    fireEvent.click(next);
    fireEvent.click(next);
    await act(() => store.current()!.finished());
    await act(() => store.current()!.finished());
    expect(controller.getState().page.key).toBe(PAGE.outro);
    expect(controller.getState().completed).toBe(true);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatch(/^https:\/\/results\.example\/nl\//);
    view.rerender(<View store={store} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(opened).toHaveLength(1);
  });
});
