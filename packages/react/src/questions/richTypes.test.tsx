import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BooleanQuestion, ImagePickerQuestion, MultipleTextQuestion, Option, RatingQuestion, TagboxQuestion } from '@treesponse/core';
import { renderQuestion } from '../../test/renderQuestion.js';

const suppliers: Option[] = [
  { value: 'ecopower', label: 'Ecopower' },
  { value: 'energie-be', label: 'Énergie.be' },
  { value: 'engie', label: 'Engie' },
  { value: 'luminus', label: 'Luminus', ariaDisabled: true },
  { value: 'gone', label: 'Gone', hide: true },
];

describe('BooleanField', () => {
  it('is a radiogroup of two buttons whose answer is true or false, with labels in the survey language', async () => {
    const user = userEvent.setup();
    const question: BooleanQuestion = { key: 'owner', type: 'boolean', label: 'Do you own your home?', required: true };
    const { controller } = renderQuestion(question, { language: 'nl' });
    const group = screen.getByRole('radiogroup', { name: /Do you own your home/ });
    expect(group.getAttribute('aria-required')).toBe('true');
    const no = await within(group).findByRole('radio', { name: 'Nee' });
    await user.click(no);
    expect(controller.getAnswer('owner')).toBe(false);
    expect(controller.getState().errors).toEqual({});
    // Arrow keys move the choice, as in any radio group.
    await user.keyboard('{ArrowLeft}');
    expect(controller.getAnswer('owner')).toBe(true);
    expect((within(group).getByRole('radio', { name: 'Ja' }) as HTMLInputElement).checked).toBe(true);
  });

  it('uses labelTrue and labelFalse', () => {
    renderQuestion({ key: 'rent', type: 'boolean', label: 'Home', labelTrue: { en: 'I own it' }, labelFalse: 'I rent' });
    expect(screen.getByRole('radio', { name: 'I own it' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'I rent' })).toBeTruthy();
  });
});

describe('RatingField', () => {
  it('names each star by its place on the scale and stores the number; arrow keys move the rating', async () => {
    const user = userEvent.setup();
    const question: RatingQuestion = { key: 'service', type: 'rating', rateType: 'stars', label: 'Service', minRateDescription: 'Poor', maxRateDescription: 'Excellent' };
    const { controller, container } = renderQuestion(question);
    const group = screen.getByRole('radiogroup', { name: 'Service' });
    const stars = within(group).getAllByRole('radio');
    expect(stars.map((star) => (star as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      '1 of 5 stars',
      '2 of 5 stars',
      '3 of 5 stars',
      '4 of 5 stars',
      '5 of 5 stars',
    ]);
    const description = group.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(description).toEqual(['Poor', 'Excellent']);
    await user.click(screen.getByRole('radio', { name: '3 of 5 stars' }));
    expect(controller.getAnswer('service')).toBe(3);
    expect(container.querySelectorAll('.ts-rating__item--on')).toHaveLength(3);
    await user.keyboard('{ArrowRight}');
    expect(controller.getAnswer('service')).toBe(4);
  });

  it('shows numbers from rateMin to rateMax and names smileys in the survey language', async () => {
    const { unmount } = renderQuestion({ key: 'n', type: 'rating', label: 'Score', rateMin: 0, rateMax: 10, rateStep: 2 });
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['0', '2', '4', '6', '8', '10']);
    unmount();
    renderQuestion({ key: 's', type: 'rating', label: 'Mood', rateType: 'smileys', rateCount: 3 }, { language: 'fr' });
    expect(await screen.findByRole('radio', { name: '3 sur 3' })).toBeTruthy();
  });
});

describe('MultipleTextField', () => {
  const question: MultipleTextQuestion = {
    key: 'contact',
    type: 'multipletext',
    label: 'Contact',
    items: [
      { name: 'name', label: 'Name', required: true, autoComplete: 'name' },
      { name: 'email', label: 'E-mail', inputType: 'email' },
      { name: 'people', label: 'People', inputType: 'number' },
    ],
  };

  it('stores each labelled field under its name and links the message to the field to fix', async () => {
    const user = userEvent.setup();
    const { controller } = renderQuestion(question);
    expect(screen.getByRole('group', { name: 'Contact' })).toBeTruthy();
    const name = screen.getByLabelText(/^Name/) as HTMLInputElement;
    const email = screen.getByLabelText('E-mail') as HTMLInputElement;
    expect(name.required).toBe(true);
    expect(name.autocomplete).toBe('name');
    expect(email.type).toBe('email');
    expect(screen.getByLabelText('People').getAttribute('inputmode')).toBe('decimal');
    await user.type(email, 'ann@example.org');
    await user.tab();
    expect(controller.getAnswer('contact')).toEqual({ email: 'ann@example.org' });
    const error = screen.getByText('Please fill in Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(error.id);
    expect(email.getAttribute('aria-invalid')).toBeNull();
    await user.type(name, 'Ann');
    expect(controller.getAnswer('contact')).toEqual({ email: 'ann@example.org', name: 'Ann' });
    expect(screen.queryByText('Please fill in Name')).toBeNull();
  });
});

describe('TagboxField', () => {
  const question: TagboxQuestion = { key: 'suppliers', type: 'tagbox', label: 'Suppliers', options: suppliers };

  it('follows the combobox pattern: type to filter, arrows, Enter to add, Backspace to remove', async () => {
    const user = userEvent.setup();
    const { controller } = renderQuestion(question);
    const box = screen.getByRole('combobox', { name: 'Suppliers' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.click(box);
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    // Accents and case do not matter.
    await user.keyboard('ener');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Suppliers' });
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Énergie.be']);
    expect(box.getAttribute('aria-activedescendant')).toBe(within(list).getByRole('option').id);
    await user.keyboard('{Enter}');
    expect(controller.getAnswer('suppliers')).toEqual(['energie-be']);
    expect((box as HTMLInputElement).value).toBe('');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(controller.getAnswer('suppliers')).toEqual(['energie-be', 'engie']);
    expect(within(screen.getByRole('list', { name: 'Chosen' })).getAllByRole('listitem').map((tag) => tag.textContent?.replace('×', ''))).toEqual(['Énergie.be', 'Engie']);
    // An aria-disabled option is announced but refuses to be chosen; hidden options are not offered.
    await user.keyboard('lum{Enter}');
    expect(controller.getAnswer('suppliers')).toEqual(['energie-be', 'engie']);
    await user.keyboard('{Escape}{Escape}');
    await user.keyboard('gone');
    expect(screen.getByRole('status').textContent).toBe('No matches');
    await user.keyboard('{Escape}{Escape}{Backspace}');
    expect(controller.getAnswer('suppliers')).toEqual(['energie-be']);
  });

  it('removes a tag with its button, by Delete too, and gives the focus back to the field', async () => {
    const user = userEvent.setup();
    const { controller } = renderQuestion(question);
    controller.setAnswer('suppliers', ['ecopower', 'engie']);
    await user.click(await screen.findByRole('button', { name: 'Remove Ecopower' }));
    expect(controller.getAnswer('suppliers')).toEqual(['engie']);
    expect(document.activeElement).toBe(screen.getByRole('combobox'));
    screen.getByRole('button', { name: 'Remove Engie' }).focus();
    await user.keyboard('{Delete}');
    expect(controller.getAnswer('suppliers')).toEqual([]);
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: 'Engie' }));
    expect(controller.getAnswer('suppliers')).toEqual(['engie']);
    expect(screen.getByRole('option', { name: 'Engie' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('ImagePickerField', () => {
  const pictures: Option[] = [
    { value: 'sun', label: 'Sun', image: { url: '/sun.svg', alt: 'Solar panels on a roof' } },
    { value: 'wind', label: 'Wind', image: { url: '/wind.svg', alt: 'Wind turbines in a field' } },
  ];

  it('chooses one picture as a radio group, named by its label and text alternative', async () => {
    const user = userEvent.setup();
    const question: ImagePickerQuestion = { key: 'source', type: 'imagepicker', label: 'Source', options: pictures };
    const { controller } = renderQuestion(question);
    const group = screen.getByRole('radiogroup', { name: 'Source' });
    await user.click(within(group).getByRole('radio', { name: /^Solar panels on a roof\s*Sun$/ }));
    expect(controller.getAnswer('source')).toBe('sun');
    await user.keyboard('{ArrowDown}');
    expect(controller.getAnswer('source')).toBe('wind');
  });

  it('chooses several with multiSelect, and shows the pictures alone without labels', async () => {
    const user = userEvent.setup();
    const question: ImagePickerQuestion = { key: 'sources', type: 'imagepicker', label: 'Sources', options: pictures, multiSelect: true, showLabel: false };
    const { controller } = renderQuestion(question);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['', '']);
    await user.click(screen.getByRole('checkbox', { name: 'Wind turbines in a field' }));
    await user.keyboard('{Shift>}{Tab}{/Shift} ');
    expect(controller.getAnswer('sources')).toEqual(['wind', 'sun']);
  });
});

describe('the pointer preview of a star rating and the match count of a tag box', () => {
  it('fills the stars up to the one under the pointer, then shows the chosen rating again when it leaves', async () => {
    const user = userEvent.setup();
    const { controller, container } = renderQuestion({ key: 'service', type: 'rating', rateType: 'stars', label: 'Service' });
    await user.click(screen.getByRole('radio', { name: '2 of 5 stars' }));
    expect(controller.getAnswer('service')).toBe(2);
    const items = container.querySelectorAll('.ts-rating__item');
    await user.hover(items[3]!);
    expect(container.querySelectorAll('.ts-rating__item--on')).toHaveLength(4);
    expect(container.querySelectorAll('.ts-rating__item--preview')).toHaveLength(4);
    await user.unhover(container.querySelector('.ts-rating__items')!);
    expect(container.querySelectorAll('.ts-rating__item--on')).toHaveLength(2);
    expect(container.querySelectorAll('.ts-rating__item--preview')).toHaveLength(0);
    expect(controller.getAnswer('service')).toBe(2);
  });

  it('says in a live region how many options the typed text finds, in the survey language', async () => {
    const user = userEvent.setup();
    const { container } = renderQuestion({ key: 'suppliers', type: 'tagbox', label: 'Suppliers', options: suppliers }, { language: 'fr' });
    const live = () => container.querySelector('.ts-tagbox [aria-live="polite"]')!.textContent;
    await user.click(screen.getByRole('combobox', { name: 'Suppliers' }));
    expect(live()).toBe('');
    await user.keyboard('en');
    expect(live()).toBe('Résultats\u202f: 2');
    await user.keyboard('g');
    expect(live()).toBe('Résultats\u202f: 1');
  });
});
