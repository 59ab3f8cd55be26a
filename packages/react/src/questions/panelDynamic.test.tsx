import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GroupQuestion, PanelDynamicQuestion } from '@treesponse/core';
import { renderQuestion } from '../../test/renderQuestion.js';

const people: PanelDynamicQuestion = {
  key: 'people',
  type: 'paneldynamic',
  label: 'Who lives with you?',
  minPanelCount: 1,
  maxPanelCount: 3,
  templateTitle: { en: 'Person {{panelIndex}} {{panel.name}}', nl: 'Persoon {{panelIndex}} {{panel.name}}' },
  templateElements: [
    { name: 'name', label: { en: 'First name', nl: 'Voornaam' }, required: true },
    { name: 'email', label: 'E-mail', inputType: 'email' },
  ],
};

const status = (container: HTMLElement) => container.querySelector('[aria-live="polite"]')!.textContent;

describe('PanelDynamicField', () => {
  it('adds and removes items with numbered buttons, moves focus to the item concerned and announces it in the survey language', async () => {
    const user = userEvent.setup();
    const { controller, container } = renderQuestion(people, { language: 'nl' });
    // One item to start with (minPanelCount), which cannot be removed.
    expect(screen.getAllByRole('group', { name: /^Persoon \d/ })).toHaveLength(1);
    const removeFirst = screen.getByRole('button', { name: 'Item 1 verwijderen' });
    expect(removeFirst.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(removeFirst.getAttribute('aria-describedby')!)!.textContent).toBe('Er zijn minstens 1 items nodig');
    await user.click(removeFirst);
    expect(screen.getAllByRole('group', { name: /^Persoon \d/ })).toHaveLength(1);

    await user.type(screen.getByRole('textbox', { name: /Voornaam/ }), 'An');
    expect(screen.getByRole('group', { name: 'Persoon 1 An' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Item 2 toevoegen' }));
    expect(status(container)).toBe('Item 2 toegevoegd');
    const second = screen.getByRole('group', { name: 'Persoon 2' });
    expect(document.activeElement).toBe(within(second).getByRole('textbox', { name: /Voornaam/ }));
    await user.keyboard('Bo');
    await user.click(screen.getByRole('button', { name: 'Item 3 toevoegen' }));
    await user.keyboard('Cas');
    expect(controller.getAnswer('people')).toEqual([{ name: 'An' }, { name: 'Bo' }, { name: 'Cas' }]);

    // At the maximum the add button stays focusable, refuses and says why.
    const add = screen.getByRole('button', { name: 'Item 4 toevoegen' });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(add.getAttribute('aria-describedby')!)!.textContent).toBe('Er kunnen niet meer dan 3 items worden toegevoegd');
    await user.click(add);
    expect(controller.getAnswer('people')).toHaveLength(3);

    // Removing the second item: focus goes to the item now in its place, the third one before.
    await user.click(screen.getByRole('button', { name: 'Item 2 verwijderen' }));
    expect(status(container)).toBe('Item 2 verwijderd');
    expect(controller.getAnswer('people')).toEqual([{ name: 'An' }, { name: 'Cas' }]);
    expect(document.activeElement).toBe(within(screen.getByRole('group', { name: 'Persoon 2 Cas' })).getByRole('textbox', { name: /Voornaam/ }));
    // Removing the last one: focus goes to the item before it.
    await user.click(screen.getByRole('button', { name: 'Item 2 verwijderen' }));
    expect(document.activeElement).toBe(within(screen.getByRole('group', { name: 'Persoon 1 An' })).getByRole('textbox', { name: /Voornaam/ }));
  });

  it('links each failing field to its own message, and the question message names the item', async () => {
    const { controller, container } = renderQuestion(people);
    act(() => {
      controller.setAnswer('people', [{ name: 'An', email: 'an@example.org' }, { email: 'not an address' }]);
      controller.touch('people');
    });
    expect(container.querySelector('.ts-question--paneldynamic > .ts-error')!.textContent).toBe('Item 2: please fill in First name');
    const second = screen.getByRole('group', { name: 'Person 2' });
    const name = within(second).getByRole('textbox', { name: /First name/ });
    const email = within(second).getByRole('textbox', { name: /E-mail/ });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)!.textContent).toBe('Please fill in First name');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent).toBe('Please fill in a valid email');
    // The first item's fields are fine, so they carry no message.
    const first = screen.getByRole('group', { name: 'Person 1 An' });
    expect(within(first).getByRole('textbox', { name: /First name/ }).getAttribute('aria-invalid')).toBeNull();
  });

  it('with panelsFrom, shows one item per option chosen, headed by its label, and keeps the answer in line', async () => {
    const user = userEvent.setup();
    const question: GroupQuestion = {
      key: 'home',
      type: 'group',
      label: 'Devices',
      questions: [
        { key: 'devices', type: 'checkboxes', label: 'Which?', options: [{ value: 'heatpump', label: 'Heat pump' }, { value: 'car', label: 'Electric car' }] },
        { key: 'usage', type: 'paneldynamic', label: 'Use', panelsFrom: 'devices', templateTitle: '{{panelOption}}', templateElements: [{ name: 'kwh', label: 'kWh' }] },
      ],
    };
    const { controller } = renderQuestion(question);
    expect(screen.queryByRole('button', { name: /Add item/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Electric car' }));
    await user.type(within(screen.getByRole('group', { name: 'Electric car' })).getByRole('textbox', { name: 'kWh Electric car' }), '2500');
    await user.click(screen.getByRole('checkbox', { name: 'Heat pump' }));
    expect(screen.getAllByRole('group', { name: /Heat pump|Electric car/ }).map((group) => group.getAttribute('class'))).toHaveLength(2);
    expect(controller.getAnswer('usage')).toEqual([{ panelOption: 'car', kwh: '2500' }, { panelOption: 'heatpump' }]);
    await user.click(screen.getByRole('checkbox', { name: 'Electric car' }));
    expect(controller.getAnswer('usage')).toEqual([{ panelOption: 'heatpump' }]);
    expect(screen.queryByRole('group', { name: 'Electric car' })).toBeNull();
  });
});
