/**
 * Opening the stories of the built Storybook (storybook-static) one after another in one Chromium page, shared by
 * the accessibility run and the visual comparison. Stories are read from storybook-static/index.json, so new
 * stories are covered without changes to the tests.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, serveStatic, type StaticServer } from '@treesponse/browser-testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const STATIC_DIR = resolve(fileURLToPath(new URL('../storybook-static', import.meta.url)));

/**
 * The static Storybook served on 127.0.0.1 and one Chromium, started before a test file's tests and closed after
 * them; read `url` and `browser` inside the tests.
 */
export function useStorybookSite(): { readonly url: string; readonly browser: Browser } {
  let server: StaticServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await serveStatic(STATIC_DIR);
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get url() {
      return server!.url;
    },
    get browser() {
      return browser!;
    },
  };
}

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
}

/** The ids of every story (not docs pages) in the static build, sorted. */
export function readStoryIds(): string[] {
  const indexFile = join(STATIC_DIR, 'index.json');
  if (!existsSync(indexFile)) {
    throw new Error(`${indexFile} is missing: build Storybook first (pnpm run build-storybook).`);
  }
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id)
    .sort();
}

/**
 * The toolbar's globals of a story: its language and, optionally, a theme, a mode (light, dark or auto) and a
 * writing direction (ltr or rtl).
 */
export interface StoryGlobals {
  locale: string;
  brand?: string;
  scheme?: string;
  direction?: string;
}

type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string };
    onSetCurrentStory(selection: { storyId: string; viewMode: 'story' }): Promise<void>;
  };
};

/**
 * Shows one story and waits until Storybook has rendered it and run its play function. With `fresh` the story is
 * loaded by URL; otherwise it is selected through the preview, as the Storybook manager does, so the preview bundle
 * is parsed once per page instead of once per story, keeping the globals (toolbar language and theme) of the first
 * load. Returns why the story failed to render, or null.
 */
export async function showStory(
  page: Page,
  baseUrl: string,
  id: string,
  globals: StoryGlobals,
  fresh: boolean,
): Promise<string | null> {
  if (fresh) {
    const globalsParameter = Object.entries(globals)
      .map(([name, value]) => `${name}:${value}`)
      .join(';');
    await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=${globalsParameter}`);
    await page.waitForFunction(() => Boolean((window as PreviewWindow).__STORYBOOK_PREVIEW__), undefined, {
      timeout: 20_000,
    });
  } else {
    await page.evaluate((storyId) => {
      void (window as PreviewWindow).__STORYBOOK_PREVIEW__!.onSetCurrentStory({ storyId, viewMode: 'story' });
    }, id);
  }
  await page.waitForFunction(
    (storyId) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      if (document.body.classList.contains('sb-show-errordisplay')) return true;
      return render?.id === storyId && ['completed', 'afterEach', 'finished', 'errored'].includes(render.phase ?? '');
    },
    id,
    { timeout: 20_000 },
  );
  return page.evaluate(() => {
    if (document.body.classList.contains('sb-show-errordisplay')) {
      return document.querySelector('#error-message')?.textContent || 'error display shown';
    }
    const phase = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase;
    return phase === 'errored' ? 'story render or play function errored' : null;
  });
}
