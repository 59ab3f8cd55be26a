import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryStorage, createSurvey, UnknownQuestionTypeError, type SurveyDefinition } from '@treesponse/core';
import { createOfflineApi } from '@treesponse/core/offline';
import { Survey } from './Survey.js';

const create = (definition: SurveyDefinition, extra: Partial<Parameters<typeof createSurvey>[0]> = {}) =>
  createSurvey({ definition, api: createOfflineApi(), environment: { storage: createMemoryStorage() }, language: 'en', ...extra });

describe('question components of rarely used types', () => {
  it('are loaded when a page needs them: a busy box first, then the question', async () => {
    const definition = {
      key: 'slider-page',
      pages: [
        {
          key: 'p',
          order: 1,
          sections: [
            { type: 'question', question: { key: 'name', type: 'string', label: 'Your name' } },
            { type: 'question', question: { key: 'amount', type: 'slider', label: 'Monthly amount', minValue: 0, maxValue: 10 } },
          ],
        },
      ],
    } as unknown as SurveyDefinition;
    const { container } = render(<Survey controller={create(definition)} scrollToTop={() => undefined} />);
    // The common type is there at once; the slider's box is marked busy until its component is in.
    expect(screen.getByRole('textbox', { name: 'Your name' })).toBeTruthy();
    expect(container.querySelector('[data-question-key="amount"][aria-busy="true"]')).toBeTruthy();
    expect(await screen.findByRole('slider', { name: 'Monthly amount' })).toBeTruthy();
    expect(container.querySelector('.ts-question--loading')).toBeNull();
  });

  it('a type without a component is reported when the page is read, even inside a hidden group', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const definition = {
        key: 'rating-page',
        pages: [
          {
            key: 'p',
            order: 1,
            sections: [
              { type: 'question', question: { key: 'name', type: 'string', label: 'Your name' } },
              {
                type: 'question',
                question: { key: 'more', type: 'group', visibleIf: "{name} = 'Ann'", questions: [{ key: 'stars', type: 'score', label: 'Stars' }] },
              },
            ],
          },
        ],
      } as unknown as SurveyDefinition;
      // The engine knows the type; the view has no component for it.
      const controller = create(definition, { questionTypes: { score: {} } });
      expect(() => render(<Survey controller={controller} scrollToTop={() => undefined} />)).toThrow(new UnknownQuestionTypeError('score'));
    } finally {
      spy.mockRestore();
    }
  });
});
