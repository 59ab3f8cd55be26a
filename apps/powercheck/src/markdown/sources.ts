/**
 * The app's static Markdown: every text it renders with `<Markdown>` that is known at build time (the survey's
 * content blocks and the privacy statement), in one language. The build lexes them (precompileMarkdown), so no page
 * loads the Markdown parser for them.
 */
import type { AppLanguage } from '../config.js';
import type { i18n as I18n } from 'i18next';
import { buildPages } from '../survey/pages.js';

/** A content block's Markdown in one language: a plain string, or the language's entry of a localized text. */
function textIn(content: unknown, language: AppLanguage): string | undefined {
  if (typeof content === 'string') return content;
  if (content && typeof content === 'object') {
    const text = (content as Record<string, unknown>)[language];
    if (typeof text === 'string') return text;
  }
  return undefined;
}

/** Content sections and content questions (not the app's widgets) anywhere in the page definitions. */
function collectContent(node: unknown, language: AppLanguage, into: Set<string>, seen: WeakSet<object>): void {
  if (!node || typeof node !== 'object' || seen.has(node)) return;
  seen.add(node);
  if (Array.isArray(node)) {
    for (const item of node) collectContent(item, language, into, seen);
    return;
  }
  const record = node as Record<string, unknown>;
  const isWidget = Boolean((record.htmlAttributes as Record<string, unknown> | undefined)?.['data-widget']);
  if (record.type === 'content' && 'content' in record && !isWidget) {
    const text = textIn(record.content, language);
    if (text) into.add(text);
  }
  for (const key of ['sections', 'section', 'question', 'questions'] as const) collectContent(record[key], language, into, seen);
}

/** Every static Markdown source of one language (its texts must be loaded in `i18n`). */
export function staticMarkdownSources(i18n: I18n, language: AppLanguage): string[] {
  const sources = new Set<string>([i18n.getFixedT(language)('privacyPage.textMarkdown')]);
  collectContent(buildPages(i18n), language, sources, new WeakSet());
  return [...sources];
}
