import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GroupQuestion, RankingQuestion } from '@treesponse/core';
import { renderQuestion } from '../../test/renderQuestion.js';
import { dropIndex } from './RankingField.js';

const ranking: RankingQuestion = {
  key: 'priorities',
  type: 'ranking',
  label: 'What matters most?',
  required: true,
  options: [
    { value: 'price', label: { en: 'Price', nl: 'Prijs' } },
    { value: 'green', label: { en: 'Green energy', nl: 'Groene stroom' } },
    { value: 'service', label: { en: 'Service', nl: 'Service' } },
  ],
};

const shownOrder = () => screen.getAllByRole('listitem').map((item) => item.getAttribute('data-value'));

describe('RankingField', () => {
  it('moves items with the keyboard, keeps focus on the moved item and announces each move in the survey language', async () => {
    const user = userEvent.setup();
    const { controller } = renderQuestion(ranking, { language: 'nl' });
    expect(shownOrder()).toEqual(['price', 'green', 'service']);
    expect((screen.getByRole('button', { name: 'Prijs omhoog' }) as HTMLButtonElement).disabled).toBe(true);
    screen.getByRole('button', { name: 'Service omhoog' }).focus();
    await user.keyboard('{Enter}');
    expect(controller.getAnswer('priorities')).toEqual(['price', 'service', 'green']);
    expect(shownOrder()).toEqual(['price', 'service', 'green']);
    expect(screen.getByText('Service staat nu op plaats 2 van 3').getAttribute('aria-live')).toBe('polite');
    // Pressed again it reaches the top; its up button is disabled there, so focus moves to its down button.
    await user.keyboard('{Enter}');
    expect(shownOrder()).toEqual(['service', 'price', 'green']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Service omlaag' }));
    await user.keyboard(' ');
    expect(controller.getAnswer('priorities')).toEqual(['price', 'service', 'green']);
    expect(screen.getByText('Service staat nu op plaats 2 van 3')).toBeTruthy();
  });

  it('links the required error to every move button and clears it once ordered', async () => {
    const user = userEvent.setup();
    const { controller } = renderQuestion(ranking);
    await act(async () => {
      await controller.next();
    });
    const error = screen.getByText('This question is required');
    const moveDown = screen.getByRole('button', { name: 'Move Price down' });
    expect(moveDown.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    await user.click(moveDown);
    expect(screen.queryByText('This question is required')).toBeNull();
  });

  it('lists the places beyond rankCount apart as not ranked and answers with the top places', async () => {
    const user = userEvent.setup();
    const { controller } = renderQuestion({ ...ranking, rankCount: 2 });
    const rest = screen.getByRole('list', { name: 'Not ranked' });
    expect(within(rest).getAllByRole('listitem').map((item) => item.getAttribute('data-value'))).toEqual(['service']);
    await user.click(screen.getByRole('button', { name: 'Move Service up' }));
    expect(controller.getAnswer('priorities')).toEqual(['price', 'service']);
    expect(within(screen.getByRole('list', { name: 'Not ranked' })).getByText('Green energy')).toBeTruthy();
  });

  it('reorders by dragging the handle with a pointer', () => {
    const { controller, container } = renderQuestion(ranking);
    const items = [...container.querySelectorAll<HTMLLIElement>('.ts-ranking__item')];
    // jsdom lays nothing out: each item is 40 px high, one under the other.
    items.forEach((item, index) => {
      item.getBoundingClientRect = () => ({ top: index * 40, bottom: index * 40 + 40 }) as DOMRect;
    });
    const handle = items[0]!.querySelector('.ts-ranking__handle')!;
    fireEvent.pointerDown(handle, { pointerId: 1, button: 0, pointerType: 'mouse', clientY: 20 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 110 });
    expect(items[2]!.className).toContain('ts-ranking__item--target');
    fireEvent.pointerUp(handle, { pointerId: 1, clientY: 110 });
    expect(controller.getAnswer('priorities')).toEqual(['green', 'service', 'price']);
    expect(screen.getByText('Price moved to position 3 of 3')).toBeTruthy();
  });

  it('drops a dragged item after every other item whose middle is above the pointer', () => {
    const boxes = [0, 1, 2, 3].map((i) => ({ top: i * 10, bottom: i * 10 + 10 }));
    expect(dropIndex(0, 2, boxes)).toBe(0);
    expect(dropIndex(0, 16, boxes)).toBe(1);
    expect(dropIndex(3, 16, boxes)).toBe(2);
    expect(dropIndex(1, 999, boxes)).toBe(3);
    expect(dropIndex(2, -5, boxes)).toBe(0);
  });

  it('changes nothing while disabled', async () => {
    const user = userEvent.setup();
    const { controller } = renderQuestion({ ...ranking, disabled: true });
    await user.click(screen.getByRole('button', { name: 'Move Price down' }));
    expect(controller.getAnswer('priorities')).toBeUndefined();
  });
});

describe('CalculatedField', () => {
  const costs: GroupQuestion = {
    key: 'costs',
    type: 'group',
    questions: [
      { key: 'monthly', type: 'number', label: 'Monthly cost' },
      { key: 'yearly', type: 'calculated', label: 'Per year', expression: '{monthly} * 12', format: { en: '€{{value}}', nl: '{{value}} €' }, decimals: 2 },
    ],
  };

  it('shows the value the core computes, read-only, following the answers in the survey language', async () => {
    const user = userEvent.setup();
    const { controller } = renderQuestion(costs, { language: 'nl' });
    const output = await screen.findByLabelText('Per year');
    expect(output.tagName).toBe('OUTPUT');
    expect(output.textContent).toBe('—');
    await user.type(screen.getByLabelText('Monthly cost'), '100,5');
    expect(output.textContent).toBe('1.206,00 €');
    expect(controller.getAnswer('yearly')).toBe(1206);
    act(() => {
      void controller.setLanguage('en');
    });
    expect((await screen.findByLabelText('Per year')).textContent).toBe('€1,206.00');
  });
});
