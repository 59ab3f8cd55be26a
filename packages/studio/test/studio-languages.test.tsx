// @vitest-environment jsdom
// The studio speaks its user's language (en, nl, fr, de), independent of the survey's languages.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Studio } from '../src/ui/Studio.js';
import { STUDIO_LANGUAGES, studioTranslator } from '../src/model/messages.js';

afterEach(cleanup);

describe("the studio's language", () => {
  it.each(STUDIO_LANGUAGES)('%s: buttons, tabs and the preview in that language', (language) => {
    const t = studioTranslator(language);
    const { container } = render(<Studio language={language} storage={null} definition={{ key: 's', languages: ['de'], pages: [{ key: 'p', order: 1, sections: [] }] }} />);
    expect(container.querySelector('.studio')!.getAttribute('lang')).toBe(language);
    expect(screen.getByRole('button', { name: t('export.json') })).toBeTruthy();
    expect(screen.getByRole('tab', { name: t('tabs.translations') })).toBeTruthy();
    expect(screen.getByRole('heading', { name: t('preview.heading') })).toBeTruthy();
  });
});
