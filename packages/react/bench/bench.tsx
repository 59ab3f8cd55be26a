/// <reference types="vite/client" />
// A survey of 40 pages with 20 questions each (mixed types), conditions on every question, and the in-page timing
// used by bench/run.mjs. `?pages=1` makes it one page long (first render compared). It imports the built package by
// its name, as an app does.
import { createRoot } from 'react-dom/client';
import { createMemoryStorage, createSurvey, type PageDefinition, type Question } from '@treesponse/core';
import { createOfflineApi } from '@treesponse/core/offline';
import { Survey } from '@treesponse/react';
import '@treesponse/react/styles.css';

/** When this module started to run: the survey's own work is measured from here. */
const scriptStart = performance.now();

const query = new URLSearchParams(location.search);
export const PAGES = Number(query.get('pages') ?? 40);
export const QUESTIONS_PER_PAGE = 20;
/** How Next saves: the default 'await' (Next waits for the write), or `?save=background` (the write runs after). */
const SAVE = query.get('save') === 'background' ? ('background' as const) : ('await' as const);

const options = ['1', '2', '3', '4', '5'].map((value) => ({ value, label: value }));

/**
 * Every question carries answer-dependent rules, as a real survey with logic would: it is shown unless the next question
 * of the page says 'hide', and every other one is required once the first question of the page is answered.
 */
function withConditions(page: number, index: number, plain: Question): Question {
  const next = `p${page}_q${(index + 1) % QUESTIONS_PER_PAGE}`;
  return {
    ...plain,
    visibleIf: `{${next}} != 'hide'`,
    ...(index % 2 === 1 ? { requiredIf: `not empty({p${page}_q0}) and {p${page}_q0} = 'required'` } : {}),
  };
}

function question(page: number, index: number): Question {
  return withConditions(page, index, plainQuestion(page, index));
}

function plainQuestion(page: number, index: number): Question {
  const key = `p${page}_q${index}`;
  const label = `Question ${index + 1} of page ${page + 1}`;
  switch (index % 10) {
    case 0:
      return { key, type: 'string', label, maxLength: 80 };
    case 1:
      return { key, type: 'email', label };
    case 2:
      return { key, type: 'text', label, maxLength: 500 };
    case 3:
      return { key, type: 'radio', label, layout: 'buttons', options };
    case 4:
      return { key, type: 'radio', label, options };
    case 5:
      return { key, type: 'checkboxes', label, options, maxSelected: 3, other: {} };
    case 6:
      return { key, type: 'checkbox', label };
    case 7:
      return { key, type: 'slider', label, minValue: 0, maxValue: 100, step: 5 };
    case 8:
      return { key, type: 'content', content: `**Note ${index + 1}** with a [link](https://example.org/${page}).` };
    default:
      return { key, type: 'string', label, minLength: 2 };
  }
}

const pages: PageDefinition[] = Array.from({ length: PAGES }, (_, page) => ({
  key: `page_${page}`,
  order: page,
  save: SAVE,
  title: `Page ${page + 1}`,
  sections: Array.from({ length: QUESTIONS_PER_PAGE }, (_, index) => ({ type: 'question' as const, question: question(page, index) })),
}));

// The offline transport keeps every save in IndexedDB; Next waits for it (pages save with 'await', unless
// `?save=background`). Timed here, so the Next figures can be read with and without that wait.
const saveWaits: number[] = [];
const offline = createOfflineApi();
const api: typeof offline = Object.assign(Object.create(offline) as typeof offline, {
  async updateTreesponse(...args: Parameters<typeof offline.updateTreesponse>) {
    const started = performance.now();
    try {
      return await offline.updateTreesponse(...args);
    } finally {
      saveWaits.push(performance.now() - started);
    }
  },
});

/** When the page had built its definition (800 question objects for 40 pages): what follows is the engine's. */
const definitionBuilt = performance.now();
const controller = createSurvey({
  definition: { key: 'bench', languages: ['en'], pages },
  api,
  language: 'en',
  environment: { storage: createMemoryStorage() },
});
/** When the engine had read the definition: the rest of the first render is React's. */
const surveyCreated = performance.now();

/** Resolves after the next frame was produced: a task queued from requestAnimationFrame runs after its paint. */
const afterNextPaint = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    }),
  );

/** Forces the browser to compute styles and layout now, which the next frame would otherwise do before painting. */
const layoutNow = () => document.getElementById('root')!.getBoundingClientRect();

// First render: to the paint of the first page, and to the moment it is committed by React and laid out (the work,
// without the wait for the display's next frame, which moves the paint by up to 16.7 ms at 60 Hz).
const firstRender = { scriptStart, definitionBuilt, surveyCreated, committed: 0, painted: 0 };
const rootElement = document.getElementById('root')!;
const firstCommit = new MutationObserver(() => {
  if (!rootElement.querySelector('h1')) return;
  firstCommit.disconnect();
  layoutNow();
  firstRender.committed = performance.now();
});
firstCommit.observe(rootElement, { subtree: true, childList: true });
createRoot(rootElement).render(<Survey controller={controller} scrollToTop={() => window.scrollTo(0, 0)} />);
void afterNextPaint().then((painted) => (firstRender.painted = painted));

// Next: from the click's input event (Playwright clicks the button in Chromium) to the paint after the next page's
// title is in the DOM; and to the moment that page is committed by React (focus moved, effects run) and laid out.
// A long page shows its first sections in that frame and the others, with the buttons, in the next one
// (`firstPaintSections`): the paint after the Next button is back is the whole page painted.
const nextSamples: number[] = [];
const nextCommittedSamples: number[] = [];
const wholePageSamples: number[] = [];
document.addEventListener(
  'click',
  (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('.ts-nav__next')) return;
    const started = event.timeStamp;
    const before = document.querySelector('h1')?.textContent;
    let titleChanged = false;
    const observer = new MutationObserver(() => {
      if (!titleChanged) {
        if (document.querySelector('h1')?.textContent === before) return;
        titleChanged = true;
        layoutNow();
        nextCommittedSamples.push(performance.now() - started);
        void afterNextPaint().then((end) => nextSamples.push(end - started));
      }
      if (!document.querySelector('.ts-nav__next')) return;
      observer.disconnect();
      void afterNextPaint().then((end) => wholePageSamples.push(end - started));
    });
    observer.observe(document.getElementById('root')!, { subtree: true, childList: true, characterData: true });
  },
  true,
);

// Keystroke: from the keydown input event to the first animation frame after React committed the new value (React
// commits a discrete input event's update before the event returns); and the work alone: from keydown to the new
// value committed by React and laid out, without the wait for the display's next frame.
const keystrokeSamples: number[] = [];
const keystrokeWorkSamples: number[] = [];
let keydownAt = 0;
document.addEventListener('keydown', (event) => (keydownAt = event.timeStamp), true);
document.addEventListener('input', () => {
  // A click on an option or a checkbox fires input too, long after the last key: only a key's own input counts.
  if (keydownAt === 0) return;
  const started = keydownAt;
  keydownAt = 0;
  layoutNow();
  keystrokeWorkSamples.push(performance.now() - started);
  requestAnimationFrame(() => keystrokeSamples.push(performance.now() - started));
});

/**
 * Milliseconds of `count` IndexedDB writes (a put, until its transaction completes) on the idle page, one every 50 ms:
 * what the write itself costs, to compare with the wait for the save after a click on Next.
 */
async function indexedDbWrites(count: number) {
  const database = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('bench-write-latency', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('records');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    samples.push(
      await new Promise<number>((resolve, reject) => {
        const started = performance.now();
        const transaction = database.transaction('records', 'readwrite');
        transaction.objectStore('records').put({ value: i }, 'record');
        transaction.oncomplete = () => resolve(performance.now() - started);
        transaction.onerror = () => reject(transaction.error);
      }),
    );
  }
  database.close();
  return samples;
}

Object.assign(window, {
  bench: {
    indexedDbWrites,
    firstRender,
    nextSamples,
    nextCommittedSamples,
    wholePageSamples,
    saveWaits,
    keystrokeSamples,
    keystrokeWorkSamples,
    pageIndex: () => controller.getState().pageIndex,
    answer: (key: string) => controller.getAnswer(key),
  },
});
