/**
 * The prerendered page's loader keeps the buttons pressed before the app has taken over, and presses them again
 * once the app announces it (src/app/taken-over.ts).
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { AFTER_FIRST_PAINT_LOADER, TAKEN_OVER_EVENT as LOADER_EVENT } from '../../scripts/after-first-paint.mjs';
import { TAKEN_OVER_EVENT } from '../../src/app/taken-over.js';
import { KEEP_ON_DEVICE_MS, keptSessionKey } from '../../src/survey/kept.js';

function pageWithLoader() {
  const dom = new JSDOM(
    '<!doctype html><body><div id="root"><form><button id="start" type="submit">Start</button><a id="link" href="#x">x</a></form></div>' +
      '<button id="outside">outside</button>' +
      `<script data-entry="/entry.js" data-preload="">${AFTER_FIRST_PAINT_LOADER}</script></body>`,
    { runScripts: 'dangerously', pretendToBeVisual: true, url: 'http://127.0.0.1/nl' },
  );
  const { document } = dom.window;
  const presses: string[] = [];
  const submits: string[] = [];
  // The app's handler, as React would attach it on the root once it runs.
  document.getElementById('root')!.addEventListener('click', (event) => {
    presses.push((event.target as Element).id);
    event.preventDefault();
  });
  document.addEventListener('submit', (event) => {
    submits.push('submit');
    event.preventDefault();
  });
  const takenOver = () => document.dispatchEvent(new dom.window.Event(TAKEN_OVER_EVENT));
  return { document, presses, submits, takenOver };
}

describe('taps before the app has taken over', () => {
  it('uses one event name in the loader and the app', () => {
    expect(LOADER_EVENT).toBe(TAKEN_OVER_EVENT);
  });

  it('holds a pressed button (marked as waiting) and presses it again, once, when the app has taken over', () => {
    const { document, presses, submits, takenOver } = pageWithLoader();
    const start = document.getElementById('start')!;
    start.click();
    start.click();
    expect(presses).toEqual([]);
    expect(submits).toEqual([]);
    expect(start.hasAttribute('data-tap-waiting')).toBe(true);
    takenOver();
    expect(presses).toEqual(['start']);
    expect(start.hasAttribute('data-tap-waiting')).toBe(false);
    // From now on the app's own handlers answer directly.
    start.click();
    expect(presses).toEqual(['start', 'start']);
    takenOver();
    expect(presses).toEqual(['start', 'start']);
  });

  it('leaves links and controls outside the app alone, and forgets buttons the app replaced', () => {
    const { document, presses, takenOver } = pageWithLoader();
    document.getElementById('link')!.click();
    expect(presses).toEqual(['link']);
    let outside = 0;
    document.getElementById('outside')!.addEventListener('click', () => (outside += 1));
    document.getElementById('outside')!.click();
    expect(outside).toBe(1);
    const start = document.getElementById('start')!;
    start.click();
    start.remove();
    takenOver();
    expect(presses).toEqual(['link']);
  });
});

describe('a kept questionnaire on a reload', () => {
  function markAfterLoad(view: string, kept: unknown): boolean {
    const dom = new JSDOM(
      `<!doctype html><body><div id="root" data-view="${view}"></div><script data-entry="/entry.js" data-preload="">${AFTER_FIRST_PAINT_LOADER}</script></body>`,
      {
        runScripts: 'dangerously',
        pretendToBeVisual: true,
        url: 'http://127.0.0.1/nl',
        beforeParse: (window) => {
          if (kept !== undefined) window.localStorage.setItem(keptSessionKey('powercheck'), JSON.stringify(kept));
        },
      },
    );
    return dom.window.document.documentElement.hasAttribute('data-resuming');
  }

  it('hides the intro from the first paint while one no older than the device keeps it is shown again', () => {
    const at = Date.now() - 60_000;
    expect(markAfterLoad('survey:nl', { id: 'r1', page: 'page_price', at })).toBe(true);
    expect(markAfterLoad('survey:fr', { id: 'r1', page: 'page_price', at: Date.now() - KEEP_ON_DEVICE_MS + 60_000 })).toBe(true);
    expect(markAfterLoad('survey:de', { id: 'r1', page: 'page_price', at: Date.now() - KEEP_ON_DEVICE_MS - 60_000 })).toBe(false);
    expect(markAfterLoad('survey:nl', undefined)).toBe(false);
    expect(markAfterLoad('survey:nl', { page: 'page_price', at })).toBe(false);
    expect(markAfterLoad('privacy:nl', { id: 'r1', page: 'page_price', at })).toBe(false);
  });
});
