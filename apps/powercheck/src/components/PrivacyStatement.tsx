import { Markdown, preloadMarkdown } from '@treesponse/react';
import { useTranslation } from 'react-i18next';
import type { AppLanguage } from '../config.js';
import { homePath } from '../app/router.js';
import { loadMarkdownTable } from '../markdown/tables.js';

/**
 * What the statement's Markdown needs before it hydrates as prerendered: the language's precompiled table, or the
 * parser when the table cannot be loaded.
 */
export async function loadStatementMarkdown(language: AppLanguage): Promise<void> {
  if (!(await loadMarkdownTable(language))) await preloadMarkdown();
}

/** The full privacy statement (Markdown) at /{language}/privacy. */
export default function PrivacyStatement({ language }: { language: AppLanguage }) {
  const { t } = useTranslation();
  return (
    <article className="pc-panel pc-privacy" data-testid="privacy-statement">
      <h1>{t('privacyPage.title')}</h1>
      <Markdown source={t('privacyPage.textMarkdown')} className="pc-markdown" headingOffset={0} />
      <p>
        <a href={homePath(language)}>{t('privacyPage.back')}</a>
      </p>
    </article>
  );
}
