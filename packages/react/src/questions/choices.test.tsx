import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckboxesQuestion, CheckboxQuestion, RadioQuestion } from '@treesponse/core';
import { renderQuestion } from '../../test/renderQuestion.js';

const consent: CheckboxQuestion = {
  key: 'consent',
  type: 'checkbox',
  label: { en: 'I agree', nl: 'Ik ga akkoord' },
  required: true,
};

describe('CheckboxField', () => {
  it('stores true and false and shows the required error on blur, linked to the box', async () => {
    const user = userEvent.setup();
    const { controller } = renderQuestion(consent);
    const box = screen.getByRole('checkbox', { name: /I agree/ });
    expect(box.hasAttribute('required')).toBe(true);
    expect(box.getAttribute('aria-invalid')).toBeNull();
    await user.click(box);
    expect(controller.getAnswer('consent')).toBe(true);
    await user.click(box);
    expect(controller.getAnswer('consent')).toBe(false);
    const error = screen.getByText('This question is required');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    await user.click(box);
    expect(screen.queryByText('This question is required')).toBeNull();
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });

  it('is disabled when the question is disabled', () => {
    renderQuestion({ ...consent, disabled: true });
    expect((screen.getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
  });

  it('shows the error in the survey language', async () => {
    const { controller } = renderQuestion(consent, { language: 'nl' });
    act(() => controller.touch('consent'));
    expect(screen.getByText('Dit veld is verplicht')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Ik ga akkoord/ })).toBeTruthy();
  });
});

const colours: CheckboxesQuestion = {
  key: 'colours',
  type: 'checkboxes',
  label: 'Colours',
  description: 'Pick what you like',
  required: true,
  minSelected: 2,
  maxSelected: 3,
  options: [
    { value: 'red', label: 'Red' },
    { value: 'green', label: 'Green', image: { url: '/green.png', alt: 'A green square' } },
    { value: 'blue', label: 'Blue', disabled: true },
    { value: 'pink', label: 'Pink', ariaDisabled: true },
    { value: 'secret', label: 'Secret', hide: true },
  ],
  other: { label: 'Something else', required: true },
};

describe('CheckboxesField', () => {
  it('is a fieldset with a legend and the options with their states', () => {
    renderQuestion(colours);
    const group = screen.getByRole('group', { name: /Colours/ });
    expect(group.tagName).toBe('FIELDSET');
    expect(within(group).getAllByRole('checkbox')).toHaveLength(5); // 4 shown options + other
    expect(screen.queryByRole('checkbox', { name: 'Secret' })).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Blue' }) as HTMLInputElement).disabled).toBe(true);
    const pink = screen.getByRole('checkbox', { name: 'Pink' }) as HTMLInputElement;
    expect(pink.disabled).toBe(false);
    expect(pink.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('img', { name: 'A green square' })).toBeTruthy();
    // The description is linked from every option.
    const description = screen.getByText('Pick what you like');
    expect(screen.getByRole('checkbox', { name: 'Red' }).getAttribute('aria-describedby')).toContain(description.id);
  });

  it('toggles values, ignores an aria-disabled option and shows min/max errors', async () => {
    const user = userEvent.setup();
    const { controller } = renderQuestion(colours);
    await user.click(screen.getByRole('checkbox', { name: 'Red' }));
    expect(controller.getAnswer('colours')).toEqual(['red']);
    const red = screen.getByRole('checkbox', { name: 'Red' });
    expect(screen.getByText('Select at least 2 options')).toBeTruthy();
    expect(red.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('checkbox', { name: 'Pink' }));
    expect(controller.getAnswer('colours')).toEqual(['red']);
    expect((screen.getByRole('checkbox', { name: 'Pink' }) as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: /green/i }));
    expect(screen.queryByText('Select at least 2 options')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /green/i }));
    expect(controller.getAnswer('colours')).toEqual(['red']);
  });

  it("reveals the 'other' text field, stored at {key}_other and validated", async () => {
    const user = userEvent.setup();
    const { controller } = renderQuestion(colours);
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Something else' }));
    expect(controller.getAnswer('colours')).toEqual(['other']);
    const text = screen.getByRole('textbox', { name: 'Something else' });
    expect(text.getAttribute('aria-required')).toBe('true');
    await user.click(text);
    await user.tab();
    const error = screen.getAllByText('This question is required').find((node) => node.id.endsWith('-other'));
    expect(error).toBeTruthy();
    expect(text.getAttribute('aria-describedby')).toBe(error!.id);
    expect(text.getAttribute('aria-invalid')).toBe('true');
    await user.type(text, 'Orange');
    expect(controller.getAnswer('colours_other')).toBe('Orange');
    expect(text.getAttribute('aria-invalid')).toBeNull();
  });

  it('disables every option while the survey is submitting', async () => {
    const { createPendingApi } = await import('../../demo/fixtures.js');
    const { controller } = renderQuestion({ ...colours, required: false, minSelected: undefined }, { api: createPendingApi() });
    act(() => void controller.next());
    await act(async () => undefined);
    expect(controller.getState().submitting).toBe(true);
    // Shown from the next task on (a save that answers at once never shows it).
    await waitFor(() => {
      for (const box of screen.getAllByRole('checkbox')) expect((box as HTMLInputElement).disabled).toBe(true);
    });
  });
});

const scale: RadioQuestion = {
  key: 'price',
  type: 'radio',
  label: 'How important is the price?',
  required: true,
  layout: 'buttons',
  options: [
    { value: '1', label: '1 (not important)' },
    { value: '2', label: '2' },
    { value: '3', label: '3', disabled: true },
    { value: '4', label: '4', ariaDisabled: true },
    { value: '5', label: '5 (very important)' },
    { value: '6', label: '6', hide: true },
  ],
};

describe('RadioField', () => {
  it('is a required radiogroup fieldset of native radios, also in the buttons layout', () => {
    const { container } = renderQuestion(scale);
    const group = screen.getByRole('radiogroup', { name: /How important is the price/ });
    expect(group.tagName).toBe('FIELDSET');
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(container.querySelector('.ts-options--buttons')).toBeTruthy();
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual(['1', '2', '3', '4', '5']);
    expect(radios[2]!.disabled).toBe(true);
    expect(radios[3]!.getAttribute('aria-disabled')).toBe('true');
    expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
  });

  it('chooses with the arrow keys and stores the value', async () => {
    const user = userEvent.setup();
    const { controller } = renderQuestion({ ...scale, layout: 'radios' });
    await user.click(screen.getByRole('radio', { name: '2' }));
    expect(controller.getAnswer('price')).toBe('2');
    await user.keyboard('{ArrowLeft}');
    expect(controller.getAnswer('price')).toBe('1');
    expect((screen.getByRole('radio', { name: '1 (not important)' }) as HTMLInputElement).checked).toBe(true);
  });

  it('ignores an aria-disabled option', async () => {
    const user = userEvent.setup();
    const { controller } = renderQuestion(scale);
    await user.click(screen.getByRole('radio', { name: '4' }));
    expect(controller.getAnswer('price')).toBeUndefined();
  });

  it('links the required error to every radio', () => {
    const { controller } = renderQuestion(scale);
    act(() => controller.touch('price'));
    const error = screen.getByText('This question is required');
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio.getAttribute('aria-invalid')).toBe('true');
      expect(radio.getAttribute('aria-describedby')).toContain(error.id);
    }
  });

  it('shows option images with their alternative text', () => {
    renderQuestion({
      ...scale,
      options: [{ value: 'a', label: 'Sun', image: { url: '/sun.png', alt: { en: 'A sun', nl: 'Een zon' } } }],
    });
    expect(screen.getByRole('img', { name: 'A sun' })).toBeTruthy();
  });

  it('is disabled when the question is disabled', () => {
    renderQuestion({ ...scale, disabled: true });
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLInputElement).disabled).toBe(true);
  });
});
