import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSurvey, createMemoryStorage } from '@treesponse/core';
import { createOfflineApi } from '@treesponse/core/offline';
import { CardSurvey } from '../examples/choice-cards.js';

describe('the README example of the headless choice layer', () => {
  it('is the example the README shows', () => {
    const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
    expect(readme).toContain(readFileSync(join(process.cwd(), 'examples/choice-cards.tsx'), 'utf8'));
  });

  it('draws a radio question as cards that choose, move with the arrow keys and show the error', async () => {
    const controller = createSurvey({
      definition: {
        key: 'cards',
        languages: ['en'],
        pages: [
          {
            key: 'p',
            order: 1,
            sections: [
              {
                type: 'question',
                question: {
                  key: 'plan',
                  type: 'radio',
                  label: 'Your plan',
                  required: true,
                  options: [
                    { value: 'fixed', label: 'Fixed price' },
                    { value: 'variable', label: 'Variable price' },
                  ],
                },
              },
            ],
          },
        ],
      },
      api: createOfflineApi(),
      environment: { storage: createMemoryStorage() },
    });
    const { container } = render(<CardSurvey controller={controller} />);
    const user = userEvent.setup();
    expect(container.querySelectorAll('.card input[type="radio"]')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('This question is required')).toBeTruthy();
    await user.click(screen.getByLabelText('Fixed price'));
    await user.keyboard('{ArrowDown}');
    expect(controller.getAnswer('plan')).toBe('variable');
    expect(screen.queryByText('This question is required')).toBeNull();
    controller.destroy();
  });
});
