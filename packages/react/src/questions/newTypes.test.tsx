import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DateQuestion, DropdownQuestion, MatrixQuestion, NumberQuestion, Option } from '@treesponse/core';
import { renderQuestion } from '../../test/renderQuestion.js';
import { choiceItems, toggleChoice, visibleOptions } from './choices.js';

const options: Option[] = [
  { value: 'low', label: { en: 'Low', nl: 'Laag' } },
  { value: 'mid', label: 'Mid', ariaDisabled: true },
  { value: 'high', label: 'High', disabled: true },
  { value: 'gone', label: 'Gone', hide: true },
];

describe('the headless choice layer', () => {
  it('shows the options without hide, with ids, chosen and disabled states', () => {
    expect(visibleOptions(options).map((o) => o.value)).toEqual(['low', 'mid', 'high']);
    expect(choiceItems(options, 'mid', 'q', false).map(({ id, checked, disabled, ariaDisabled }) => ({ id, checked, disabled, ariaDisabled }))).toEqual([
      { id: 'q-0', checked: false, disabled: false, ariaDisabled: false },
      { id: 'q-1', checked: true, disabled: false, ariaDisabled: true },
      { id: 'q-2', checked: false, disabled: true, ariaDisabled: false },
    ]);
    expect(choiceItems(options, ['low', 'high'], 'q', true).map((item) => [item.checked, item.disabled])).toEqual([
      [true, true],
      [false, true],
      [true, true],
    ]);
  });

  it('toggles a value in a multiple choice, keeping the order of choosing', () => {
    expect(toggleChoice(['b'], 'a', true)).toEqual(['b', 'a']);
    expect(toggleChoice(['b', 'a'], 'b', false)).toEqual(['a']);
    expect(toggleChoice(['a'], 'a', true)).toEqual(['a']);
  });
});

describe('NumberField', () => {
  const question: NumberQuestion = { key: 'kwh', type: 'number', label: 'Yearly use', unit: 'kWh', min: 0, max: 100000, required: true };

  it('reads the number as the survey language writes it and links its error and unit', async () => {
    const user = userEvent.setup();
    const { controller } = renderQuestion(question, { language: 'nl' });
    const input = screen.getByLabelText(/Yearly use/) as HTMLInputElement;
    expect(input.type).toBe('text');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    await user.type(input, '3.500,5');
    expect(controller.getAnswer('kwh')).toBe(3500.5);
    expect(input.value).toBe('3.500,5');
    await user.clear(input);
    await user.type(input, 'veel');
    await user.tab();
    const error = screen.getByText('Vul een getal in');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toEqual(expect.arrayContaining([error.id, expect.stringMatching(/-unit$/)]));
    expect(screen.getByText('kWh')).toBeTruthy();
  });

  it('shows an answer set elsewhere in the survey language', () => {
    const { controller } = renderQuestion(question, { language: 'fr' });
    controller.setAnswer('kwh', 2.5);
    return screen.findByDisplayValue('2,5');
  });
});

describe('DateField', () => {
  it('is a native date input with min and max whose error follows the language', async () => {
    const question: DateQuestion = { key: 'moved', type: 'date', label: 'Moved in', min: '2020-01-01' };
    const { controller } = renderQuestion(question, { language: 'de' });
    const input = screen.getByLabelText('Moved in') as HTMLInputElement;
    expect(input.type).toBe('date');
    expect(input.min).toBe('2020-01-01');
    controller.setAnswer('moved', '2019-05-01');
    controller.touch('moved');
    expect(await screen.findByText('Muss am 1. Januar 2020 oder später sein')).toBeTruthy();
  });
});

describe('DropdownField', () => {
  it('offers the visible options after an empty entry in the survey language', async () => {
    const user = userEvent.setup();
    const question: DropdownQuestion = { key: 'level', type: 'dropdown', label: 'Level', options, required: true };
    const { controller } = renderQuestion(question, { language: 'nl' });
    const select = screen.getByRole('combobox', { name: /Level/ }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['Kies…', 'Laag', 'Mid', 'High']);
    expect([...select.options].map((option) => option.disabled)).toEqual([false, false, true, true]);
    await user.selectOptions(select, 'low');
    expect(controller.getAnswer('level')).toBe('low');
    await user.selectOptions(select, '');
    expect(controller.getAnswer('level')).toBeUndefined();
    expect(screen.getByText('Dit veld is verplicht')).toBeTruthy();
  });
});

describe('MatrixField', () => {
  const question: MatrixQuestion = {
    key: 'importance',
    type: 'matrix',
    label: 'How important is…',
    required: true,
    rows: [
      { value: 'price', label: 'the price' },
      { value: 'green', label: 'green power' },
    ],
    options: [
      { value: '1', label: 'Not' },
      { value: '2', label: 'Somewhat' },
      { value: '3', label: 'Very' },
    ],
  };

  it('is one radio group per row, answered with the keyboard, and marks the rows still open', async () => {
    const user = userEvent.setup();
    const { controller } = renderQuestion(question);
    const groups = screen.getAllByRole('radiogroup');
    expect(groups.map((group) => group.getAttribute('aria-required'))).toEqual(['true', 'true']);
    const price = screen.getByRole('radiogroup', { name: 'the price' });
    await user.click(within(price).getByRole('radio', { name: 'Not' }));
    await user.keyboard('{ArrowRight}');
    expect(controller.getAnswer('importance')).toEqual({ price: '2' });
    await user.tab();
    const error = screen.getByText('Please answer every row');
    const green = screen.getByRole('radiogroup', { name: 'green power' });
    expect(green.getAttribute('aria-invalid')).toBe('true');
    expect(green.getAttribute('aria-describedby')).toContain(error.id);
    expect(price.getAttribute('aria-invalid')).toBeNull();
    await user.click(within(green).getByRole('radio', { name: 'Very' }));
    expect(controller.getAnswer('importance')).toEqual({ price: '2', green: '3' });
    expect(screen.queryByText('Please answer every row')).toBeNull();
  });
});
