// @vitest-environment node
/**
 * Keyboard-only run through the demo survey in Chromium: every question is answered and every page submitted
 * with Tab, Space, Enter, arrow keys and typing. The page is the demo survey built with Vite
 * (bench/demo.html) and served from 127.0.0.1. The mouse is never used; the final state is read at the end.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@treesponse/browser-testing';
import type { Browser, FileChooser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAndServe, type BuiltPage } from './vitePage.js';

const BENCH_DIR = fileURLToPath(new URL('../bench', import.meta.url));

/** What the focused element is, for finding the way with Tab. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'body';
    const labels = (element as HTMLInputElement).labels;
    const label = labels && labels.length > 0 ? [...labels].map((l) => l.textContent).join(' ') : '';
    const name = element.getAttribute('aria-label') ?? (label || element.textContent || '');
    const type = element.getAttribute('type') ?? element.tagName.toLowerCase();
    return `${type}:${name.trim().replace(/\s+/g, ' ')}`;
  });
}

/** Presses Tab until the focused element matches, as a keyboard user would look for it. */
async function tabTo(page: Page, target: RegExp, maxPresses = 25): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < maxPresses; i += 1) {
    await page.keyboard.press('Tab');
    const focus = await describeFocus(page);
    if (target.test(focus)) return;
    seen.push(focus);
  }
  throw new Error(`Tab never reached ${target}; focus went through: ${seen.join(' | ')}`);
}

/**
 * Waits until a condition in the page holds. Key presses return once the event is dispatched; what the
 * survey does next (validation, a like saved, a state update) may land a moment later on a busy machine.
 */
async function until(
  page: Page,
  condition: (arg: string | null) => boolean,
  arg: string | null,
  what: string,
): Promise<void> {
  try {
    await page.waitForFunction(condition, arg, { timeout: 5000 });
  } catch {
    throw new Error(`Still not true after 5 s: ${what}`);
  }
}

/**
 * File choosers of a page, collected by one listener that lives as long as the page. Playwright turns Chromium's
 * file-chooser interception on when the first listener is added and off when the last one goes, without waiting:
 * a listener added just before the key press (waitForEvent) can lose that race and the chooser never arrives.
 */
function collectFileChoosers(page: Page): FileChooser[] {
  const choosers: FileChooser[] = [];
  page.on('filechooser', (chooser) => choosers.push(chooser));
  return choosers;
}

/** Presses Space on the focused file input and returns the file chooser it opens. */
async function chooseWithSpace(page: Page, choosers: FileChooser[]): Promise<FileChooser> {
  const before = choosers.length;
  await page.keyboard.press('Space');
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    if (choosers.length > before) return choosers[choosers.length - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const inputs = await page.evaluate(() =>
    [...document.querySelectorAll('input[type=file]')].map(
      (input) =>
        `${input.id}${(input as HTMLInputElement).disabled ? ' (disabled)' : ''}${input === document.activeElement ? ' (focused)' : ''}`,
    ),
  );
  throw new Error(`Space opened no file chooser within 10 s; focus: ${await describeFocus(page)}; file inputs: ${inputs.join(', ')}`);
}

async function pageTitle(page: Page): Promise<string> {
  return (await page.locator('h1').textContent()) ?? '';
}

/** Presses Enter on the focused Next button and waits for the next page's title to have focus. */
async function submitWithNext(page: Page, nextTitle: string): Promise<void> {
  await tabTo(page, /^submit:Next$/);
  await page.keyboard.press('Enter');
  await page.waitForFunction((title) => document.activeElement?.textContent === title, nextTitle, { timeout: 5000 });
}

describe('keyboard-only run of the demo survey in Chromium', () => {
  let browser: Browser;
  let server: BuiltPage;
  let url: string;

  beforeAll(async () => {
    server = await buildAndServe(BENCH_DIR, 'demo.html');
    url = server.url;
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('answers every question and submits every page without a mouse', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const fileChoosers = collectFileChoosers(page);
    await page.goto(`${url}/demo.html`);
    await page.waitForSelector('h1');
    expect(await pageTitle(page)).toBe('About you');

    // Page 1: string, email, checkbox (a hidden question is filled by the engine). Previous is not there.
    expect(await page.locator('button', { hasText: 'Previous' }).count()).toBe(0);
    await tabTo(page, /^text:Your first name/);
    await page.keyboard.type('Ann');
    await page.keyboard.press('Tab');
    expect(await describeFocus(page)).toMatch(/^email:E-mail address/);
    await page.keyboard.type('ann@example.org');
    await page.keyboard.press('Tab');
    expect(await describeFocus(page)).toMatch(/^checkbox:I agree/);
    // Next is aria-disabled until the consent is given; Enter on it shows the error and focuses the field.
    await page.keyboard.press('Tab');
    expect(await describeFocus(page)).toBe('submit:Next');
    expect(await page.locator('button[type=submit]').getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.type === 'checkbox');
    expect(await page.getByText('This question is required').count()).toBe(1);
    await page.keyboard.press('Space');
    await until(page, () => !document.querySelector('button[type=submit]')?.hasAttribute('aria-disabled'), null, 'Next enabled after consent');
    await submitWithNext(page, 'Your opinion');

    // Page 2: radios (arrow keys), radio buttons layout (arrow keys), checkboxes with 'other' text.
    await tabTo(page, /^radio:Under 25/);
    await page.keyboard.press('ArrowDown'); // 25–45
    await tabTo(page, /^radio:1 – not important/);
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight'); // 4
    await tabTo(page, /^checkbox:Wind/);
    await page.keyboard.press('Space');
    await tabTo(page, /^checkbox:Something else/);
    await page.keyboard.press('Space');
    await tabTo(page, /^text:Something else/);
    await page.keyboard.type('Geothermal');
    await submitWithNext(page, 'Tell us more');

    // Page 3: text (counter), slider (arrow keys and the increase button), a group with a postcode.
    await tabTo(page, /^textarea:What would you change/);
    await page.keyboard.type('More trees in my street, please.');
    await until(page, (text) => document.body.innerText.includes(text ?? ''), 'Characters: 32 / 200', 'the counter shows 32 / 200');
    await tabTo(page, /^range:Monthly budget/);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await tabTo(page, /^button:Increase/);
    await page.keyboard.press('Enter');
    await until(page, () => /40/.test(document.querySelector('output')?.textContent ?? ''), null, 'the slider output shows 40');
    await tabTo(page, /^text:Postcode/);
    await page.keyboard.type('9000');
    // Enter in a text field submits the page.
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Files');

    // Page 4: image and file; Space on the focused file input opens the chooser.
    await tabTo(page, /^file:A photo of your street/);
    const imageChooser = await chooseWithSpace(page, fileChoosers);
    await imageChooser.setFiles({ name: 'street.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
    await page.waitForSelector('img.ts-file__preview');
    await tabTo(page, /^file:Your last energy bill/);
    const fileChooser = await chooseWithSpace(page, fileChoosers);
    await fileChooser.setFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 demo') });
    await page.getByText('bill.pdf').waitFor();
    await submitWithNext(page, 'Vote');

    // Page 5: registration number (formatted while typing) and likes (toggle buttons).
    await tabTo(page, /^text:National registration number/);
    await page.keyboard.type('85073003328');
    await until(
      page,
      (value) => (document.querySelector('.ts-input--rrn') as HTMLInputElement | null)?.value === value,
      '85.07.30-033.28',
      'the registration number is shown as 85.07.30-033.28',
    );
    await tabTo(page, /^button:More trees/);
    await page.keyboard.press('Enter');
    await until(page, () => document.querySelectorAll('button[aria-pressed=true]').length === 1, null, 'one like pressed');
    await submitWithNext(page, 'Thank you');

    const state = await page.evaluate(() => {
      const { getState } = (window as unknown as { survey: { getState(): Record<string, unknown> } }).survey;
      return JSON.parse(JSON.stringify(getState())) as {
        pageIndex: number;
        treesponse: {
          id: string | null;
          email: string;
          age: string;
          postcode: string;
          validationCode: string;
          answers: Record<string, unknown>;
          uploads: Record<string, { filename: string }>;
          pageVisits: { name: string }[];
        };
      };
    });
    expect(state.pageIndex).toBe(5);
    expect(state.treesponse.id).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(state.treesponse.email).toBe('ann@example.org');
    expect(state.treesponse.age).toBe('25-45');
    expect(state.treesponse.postcode).toBe('9000');
    expect(state.treesponse.validationCode).toBe(createHash('sha3-512').update('85073003328').digest('hex'));
    expect(state.treesponse.answers).toMatchObject({
      name: 'Ann',
      terms: true,
      source: 'demo',
      price: '4',
      energy: ['wind', 'other'],
      energy_other: 'Geothermal',
      story: 'More trees in my street, please.',
      budget: 40,
      ideas: [1],
    });
    expect(state.treesponse.uploads.photo?.filename).toBe('street.png');
    expect(state.treesponse.uploads.bill?.filename).toBe('bill.pdf');
    expect(state.treesponse.pageVisits.map((visit) => visit.name)).toEqual(['about', 'opinion', 'more', 'files', 'vote', 'thanks']);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 120_000);
});
