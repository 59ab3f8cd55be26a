import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  UnprocessableEntityError,
  type EmailQuestion,
  type RrnQuestion,
  type SliderQuestion,
  type StringQuestion,
  type TextQuestion,
} from '@treesponse/core';
import { createOfflineApi } from '@treesponse/core/offline';
import { createStoryApi } from '../../demo/fixtures.js';
import { renderQuestion } from '../../test/renderQuestion.js';

const email: EmailQuestion = { key: 'email', type: 'email', label: 'E-mail', required: true, target: 'email' };

describe('EmailField', () => {
  it('is an email input that validates on blur, with the error linked', async () => {
    const user = userEvent.setup();
    const { controller } = renderQuestion(email);
    const input = screen.getByRole('textbox', { name: /E-mail/ });
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.getAttribute('aria-required')).toBe('true');
    await user.type(input, 'not-an-address');
    // No error while typing the first time.
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await user.tab();
    const error = screen.getByText('Please fill in a valid email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    // Once shown, the error follows every keystroke and goes as soon as the address is valid.
    await user.clear(input);
    await user.type(input, 'me@example.org');
    expect(screen.queryByText('Please fill in a valid email')).toBeNull();
    // Stored in the treesponse's special field.
    expect(controller.getState().treesponse.email).toBe('me@example.org');
  });
});

const postcode: StringQuestion = {
  key: 'postcode',
  type: 'string',
  label: 'Postcode',
  description: 'Four digits',
  placeholder: { en: '1000', nl: '9000' },
  inputMode: 'numeric',
  autoComplete: 'postal-code',
  minLength: 4,
};

describe('StringField', () => {
  it('renders placeholder, input mode, autocomplete and description', () => {
    renderQuestion(postcode, { language: 'nl' });
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    expect(input.getAttribute('placeholder')).toBe('9000');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('postal-code');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Four digits').id);
    expect(input.hasAttribute('required')).toBe(false);
  });

  it('shows the minimum length message and is disabled when the question is', async () => {
    const user = userEvent.setup();
    renderQuestion(postcode);
    await user.type(screen.getByRole('textbox'), '12');
    await user.tab();
    expect(screen.getByText('Should be at least 4 characters')).toBeTruthy();
  });

  it('is disabled when the question is disabled', () => {
    renderQuestion({ ...postcode, disabled: true });
    expect((screen.getByRole('textbox') as HTMLInputElement).disabled).toBe(true);
  });
});

const story: TextQuestion = { key: 'story', type: 'text', label: 'Your story', maxLength: 20 };

describe('TextField', () => {
  it('has 5 rows by default, no resize unless asked, and a counter linked to the field', async () => {
    const user = userEvent.setup();
    const { container } = renderQuestion(story);
    const area = screen.getByRole('textbox', { name: 'Your story' }) as HTMLTextAreaElement;
    expect(area.rows).toBe(5);
    expect(area.classList.contains('ts-textarea--resize')).toBe(false);
    expect(screen.getByText('Characters: 0 / 20')).toBeTruthy();
    await user.type(area, 'Hello');
    const counter = screen.getByText('Characters: 5 / 20');
    expect(area.getAttribute('aria-describedby')).toContain(counter.id);
    expect(container.querySelector('.ts-ai-feedback')).toBeNull();
  });

  it('takes rows and resize from the question and translates the counter', () => {
    renderQuestion({ ...story, rows: 8, resize: true }, { language: 'nl' });
    const area = screen.getByRole('textbox') as HTMLTextAreaElement;
    expect(area.rows).toBe(8);
    expect(area.classList.contains('ts-textarea--resize')).toBe(true);
    expect(screen.getByText('Tekens: 0 / 20')).toBeTruthy();
  });

  it('hides the counter when turned off and shows the maximum length error', async () => {
    const user = userEvent.setup();
    renderQuestion({ ...story, counter: false, maxLength: 3 });
    expect(screen.queryByText(/Characters:/)).toBeNull();
    await user.type(screen.getByRole('textbox'), 'Four');
    await user.tab();
    expect(screen.getByText('Should be maximum 3 characters')).toBeTruthy();
  });

  it('shows the AI feedback status and text from the core', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { container } = renderQuestion(
        { ...story, maxLength: undefined, aiFeedback: true },
        { api: createStoryApi({ proficiency: 12, toxicity: 0.1 }) },
      );
      await user.type(screen.getByRole('textbox'), 'A long enough answer');
      const status = container.querySelector('.ts-ai-feedback')!;
      expect(status.getAttribute('role')).toBe('status');
      expect(status.getAttribute('data-status')).toBe('waiting');
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
      await waitFor(() => expect(status.textContent).toBe('Thank you for your clear answer.'));
      expect(status.classList.contains('ts-ai-feedback--positive')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows negative feedback for a toxic text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { container } = renderQuestion(
        { ...story, maxLength: undefined, aiFeedback: true },
        { api: createStoryApi({ proficiency: 5, toxicity: 0.9 }) },
      );
      await user.type(screen.getByRole('textbox'), 'Something rude');
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
      const status = container.querySelector('.ts-ai-feedback')!;
      await waitFor(() => expect(status.classList.contains('ts-ai-feedback--negative')).toBe(true));
      expect(status.textContent).toBe('Please keep it respectful and tell us a little more.');
    } finally {
      vi.useRealTimers();
    }
  });
});

const rrn: RrnQuestion = { key: 'rrn', type: 'rrn', label: 'National number', required: true };

describe('RrnField', () => {
  it('formats live as 2.2.2-3.2, keeps only digits, numeric input mode, max length 15', async () => {
    const user = userEvent.setup();
    const { controller } = renderQuestion(rrn);
    const input = screen.getByRole('textbox', { name: /National number/ }) as HTMLInputElement;
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.maxLength).toBe(15);
    await user.type(input, '8507');
    expect(input.value).toBe('85.07');
    await user.type(input, '30a03328');
    expect(input.value).toBe('85.07.30-033.28');
    await waitFor(() => expect(controller.getState().treesponse.validationCode).toMatch(/^[0-9a-f]{128}$/));
  });

  it("shows the server's refusal under the field", async () => {
    const user = userEvent.setup();
    const api = {
      ...createOfflineApi(),
      async createTreesponse(): Promise<{ publicId: string }> {
        throw new UnprocessableEntityError({ validation_code: ['already used'] });
      },
    };
    const { controller } = renderQuestion(rrn, { api, language: 'nl' });
    const input = screen.getByRole('textbox');
    await user.type(input, '85073003328');
    await act(async () => {
      await controller.next();
    });
    const error = screen.getByText('Met dit rijksregisternummer werd al deelgenomen.');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});

const amount: SliderQuestion = {
  key: 'amount',
  type: 'slider',
  label: 'Amount',
  minValue: 10,
  maxValue: 30,
  step: 5,
  formatOutput: (value, language) => (language === 'nl' ? `€ ${value}` : `${value} €`),
};

describe('SliderField', () => {
  it("names its buttons in the survey's language, and a survey's own texts override the engine's", () => {
    renderQuestion(amount, { language: 'de', translations: { de: { 'slider.increase': 'Mehr' } } });
    expect(screen.getByRole('button', { name: 'Mehr' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verringern' })).toBeTruthy();
  });

  it('steps with the buttons, clamps through the core and formats the output', async () => {
    const user = userEvent.setup();
    const { controller, container } = renderQuestion(amount);
    const slider = screen.getByRole('slider', { name: 'Amount' }) as HTMLInputElement;
    expect(slider.min).toBe('10');
    expect(slider.max).toBe('30');
    expect(slider.step).toBe('5');
    const increase = screen.getByRole('button', { name: 'Increase' });
    const decrease = screen.getByRole('button', { name: 'Decrease' });
    expect(increase.getAttribute('aria-controls')).toBe(slider.id);
    await user.click(increase);
    expect(controller.getAnswer('amount')).toBe(15);
    await user.click(increase);
    await user.click(increase);
    await user.click(increase);
    expect(controller.getAnswer('amount')).toBe(30);
    expect(container.querySelector('output')?.textContent).toBe('30 €');
    expect(slider.getAttribute('aria-valuetext')).toBe('30 €');
    await user.click(decrease);
    expect(controller.getAnswer('amount')).toBe(25);
    act(() => controller.setAnswer('amount', 2));
    expect(controller.getAnswer('amount')).toBe(10);
    await act(() => controller.setLanguage('nl'));
    expect(container.querySelector('output')?.textContent).toBe('€ 10');
    expect(screen.getByRole('button', { name: 'Verhogen' })).toBeTruthy();
  });

  it('stores the value the native range reports (arrow keys are checked in Chromium)', () => {
    const { controller } = renderQuestion(amount);
    fireEvent.change(screen.getByRole('slider'), { target: { value: '20' } });
    expect(controller.getAnswer('amount')).toBe(20);
  });

  it('disables the range and both buttons when the question is disabled', () => {
    renderQuestion({ ...amount, disabled: true });
    expect((screen.getByRole('slider') as HTMLInputElement).disabled).toBe(true);
    for (const button of screen.getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
