// @vitest-environment node
/**
 * Opens every story of the built Storybook in Chromium, in every language of the toolbar, and runs axe with the
 * WCAG 2.2 AA rules (a text missing in one language shows up here too: an empty label is a violation).
 * Stories are read from storybook-static/index.json, so new stories are covered without changes here.
 * Run `pnpm run build-storybook` first: it writes storybook-static.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, runAxe, serveStatic, type StaticServer } from '@treesponse/browser-testing';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const STATIC_DIR = resolve(fileURLToPath(new URL('../storybook-static', import.meta.url)));
const MIN_STORIES = 5;
const PARALLEL_PAGES = 2;
const LOCALES = ['en', 'nl', 'fr', 'de'] as const;

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}

interface StoryResult {
  id: string;
  problems: string[];
}

function readStoryIds(): string[] {
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

type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string };
    onSetCurrentStory(selection: { storyId: string; viewMode: 'story' }): Promise<void>;
  };
};

/**
 * Checks stories one after another in one page. The first story is loaded by URL; later ones are
 * selected through the preview, as the Storybook manager does, so the preview bundle is parsed
 * once per page instead of once per story. After a failure the next story gets a fresh load.
 */
async function checkStories(
  context: BrowserContext,
  baseUrl: string,
  locale: string,
  ids: () => string | undefined,
): Promise<StoryResult[]> {
  const results: StoryResult[] = [];
  const page = await context.newPage();
  let problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught error: ${error.message}`));
  let fresh = true;
  for (let id = ids(); id !== undefined; id = ids()) {
    problems = [];
    try {
      if (fresh) {
        await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=locale:${locale}`);
        await page.waitForFunction(() => Boolean((window as PreviewWindow).__STORYBOOK_PREVIEW__), undefined, {
          timeout: 20_000,
        });
      } else {
        await page.evaluate((storyId) => {
          void (window as PreviewWindow).__STORYBOOK_PREVIEW__!.onSetCurrentStory({ storyId, viewMode: 'story' });
        }, id);
      }
      fresh = false;
      // Wait until Storybook has rendered this story and run its play function, or shown an error.
      await page.waitForFunction(
        (storyId) => {
          const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
          if (document.body.classList.contains('sb-show-errordisplay')) return true;
          return (
            render?.id === storyId &&
            ['completed', 'afterEach', 'finished', 'errored'].includes(render.phase ?? '')
          );
        },
        id,
        { timeout: 20_000 },
      );
      const failed = await page.evaluate(() => {
        if (document.body.classList.contains('sb-show-errordisplay')) {
          return document.querySelector('#error-message')?.textContent || 'error display shown';
        }
        const phase = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase;
        return phase === 'errored' ? 'story render or play function errored' : null;
      });
      const documentLanguage = await page.evaluate(() => document.documentElement.lang);
      if (failed) {
        problems.push(`story failed to render: ${failed}`);
      } else if (documentLanguage !== locale) {
        problems.push(`rendered in '${documentLanguage}' instead of the toolbar language '${locale}'`);
      } else {
        for (const violation of await runAxe(page)) {
          const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
          problems.push(`${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} -> ${targets}`);
        }
      }
    } catch (error) {
      problems.push(`could not check: ${(error as Error).message.split('\n')[0]}`);
    }
    if (problems.length > 0) fresh = true;
    results.push({ id, problems: [...problems] });
  }
  await page.close();
  return results;
}

describe('every Storybook story in Chromium', () => {
  let server: StaticServer;
  let browser: Browser;
  let baseUrl: string;

  beforeAll(async () => {
    server = await serveStatic(STATIC_DIR);
    baseUrl = server.url;
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it.each(LOCALES)(
    `renders at least ${MIN_STORIES} stories in '%s' with 0 axe violations (WCAG 2.2 AA)`,
    async (locale) => {
      const ids = readStoryIds();
      expect(ids.length, 'stories in storybook-static/index.json').toBeGreaterThanOrEqual(MIN_STORIES);

      // Reduced motion: no slide transitions or automatic carousel advance while axe measures contrast.
      const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, reducedMotion: 'reduce' });
      const queue = [...ids];
      const perPage = await Promise.all(
        Array.from({ length: PARALLEL_PAGES }, () => checkStories(context, baseUrl, locale, () => queue.shift())),
      );
      const results = perPage.flat();
      await context.close();

      const failures = results
        .filter((result) => result.problems.length > 0)
        .sort((a, b) => a.id.localeCompare(b.id))
        .map((result) => `${result.id}\n  ${result.problems.join('\n  ')}`);
      expect(results).toHaveLength(ids.length);
      expect(failures, `stories with problems:\n${failures.join('\n')}`).toEqual([]);
    },
    // about 45 s per language normally; generous because CI machines share two cores with other work
    600_000,
  );
});
