// @vitest-environment jsdom
// The studio speaks its user's language (en, nl, fr, de), independent of the survey's languages.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Studio } from '../src/ui/Studio.js';
import { STUDIO_LANGUAGES, STUDIO_MESSAGES } from '../src/model/messages.js';

afterEach(cleanup);

describe("the studio's language", () => {
  it.each(STUDIO_LANGUAGES)('%s: buttons, tabs and the preview in that language', (language) => {
    const texts = STUDIO_MESSAGES[language];
    const { container } = render(<Studio language={language} storage={null} definition={{ key: 's', languages: ['de'], pages: [{ key: 'p', order: 1, sections: [] }] }} />);
    expect(container.querySelector('.studio')!.getAttribute('lang')).toBe(language);
    expect(screen.getByRole('button', { name: texts['export.json'] })).toBeTruthy();
    expect(screen.getByRole('tab', { name: texts['tabs.translations'] })).toBeTruthy();
    expect(screen.getByRole('heading', { name: texts['preview.heading'] })).toBeTruthy();
  });
});
