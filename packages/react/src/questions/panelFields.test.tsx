import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GroupQuestion, Language, PanelDynamicQuestion } from '@treesponse/core';
import { renderQuestion } from '../../test/renderQuestion.js';

const t = (en: string, nl: string, fr: string, de: string) => ({ en, nl, fr, de });

const household: PanelDynamicQuestion = {
  key: 'people',
  type: 'paneldynamic',
  label: 'People',
  minPanelCount: 2,
  templateTitle: t('Person {{panelIndex}}', 'Persoon {{panelIndex}}', 'Personne {{panelIndex}}', 'Person {{panelIndex}}'),
  templateElements: [
    { name: 'name', label: t('Name', 'Naam', 'Nom', 'Name'), required: true },
    { name: 'age', type: 'number', label: t('Age', 'Leeftijd', 'Âge', 'Alter') },
    {
      name: 'school',
      type: 'radio',
      label: t('School', 'School', 'École', 'Schule'),
      required: true,
      visibleIf: '{panel.age} < 18',
      options: [{ value: 'primary', label: t('Primary', 'Lager', 'Primaire', 'Grundschule') }, { value: 'secondary', label: t('Secondary', 'Middelbaar', 'Secondaire', 'Gymnasium') }],
    },
    { name: 'works', type: 'boolean', label: t('Works', 'Werkt', 'Travaille', 'Arbeitet') },
    { name: 'employer', type: 'string', label: t('Employer', 'Werkgever', 'Employeur', 'Arbeitgeber'), requiredIf: "{panel.works} = true and {country} = 'be'" },
    { name: 'commute', type: 'rating', label: t('Commute', 'Woon-werk', 'Trajet', 'Arbeitsweg'), rateMax: 5, visibleIf: '{panel.works} = true' },
    { name: 'diet', type: 'checkboxes', label: t('Diet', 'Dieet', 'Régime', 'Ernährung'), options: [{ value: 'vegan', label: 'Vegan' }] },
    { name: 'city', type: 'dropdown', label: t('City', 'Stad', 'Ville', 'Stadt'), options: [{ value: 'ghent', label: 'Gent' }] },
    { name: 'notes', type: 'text', label: t('Notes', 'Opmerkingen', 'Remarques', 'Notizen') },
  ],
};
const home: GroupQuestion = {
  key: 'home',
  type: 'group',
  label: 'Home',
  questions: [{ key: 'country', type: 'dropdown', label: 'Country', options: [{ value: 'be', label: 'Belgium' }, { value: 'nl', label: 'Netherlands' }] }, household],
};

async function renderHome(language: Language = 'en') {
  const rendered = renderQuestion(home, { language });
  await act(() => rendered.controller.ready());
  return rendered;
}

describe('the typed fields of a repeating panel', () => {
  it("are the engine's own controls, each named by its label and its item, answering into the item", async () => {
    const user = userEvent.setup();
    const { controller } = await renderHome();
    const second = screen.getByRole('group', { name: 'Person 2' });
    // Every type with its own control, named after its item too, so that two items' fields differ.
    expect(within(second).getByRole('textbox', { name: 'Name Person 2' })).toBeTruthy();
    expect(within(second).getByRole('radiogroup', { name: /^Works.*Person 2$/ })).toBeTruthy();
    expect(within(second).getByRole('group', { name: /^Diet.*Person 2$/ })).toBeTruthy();
    expect(within(second).getByRole('combobox', { name: 'City Person 2' })).toBeTruthy();
    expect(within(second).getByRole('textbox', { name: 'Notes Person 2' }).tagName).toBe('TEXTAREA');

    await user.type(within(second).getByRole('textbox', { name: 'Age Person 2' }), '9');
    await user.click(within(second).getByRole('radio', { name: 'Primary' }));
    await user.click(within(second).getByRole('radio', { name: /Yes/ }));
    await user.click(within(second).getByRole('checkbox', { name: 'Vegan' }));
    await user.selectOptions(within(second).getByRole('combobox', { name: 'City Person 2' }), 'ghent');
    await user.click(within(second).getByRole('radio', { name: /^4/ }));
    expect(controller.getAnswer('people')).toEqual([{}, { age: 9, school: 'primary', works: true, diet: ['vegan'], city: 'ghent', commute: 4 }]);
    // The first item is untouched, and shows no school (no age) nor commute (not working).
    const first = screen.getByRole('group', { name: 'Person 1' });
    expect(within(first).queryByRole('radiogroup', { name: /School/ })).toBeNull();
    expect(within(first).queryByRole('radiogroup', { name: /Commute/ })).toBeNull();
  });

  it('follow their rules per item: {panel.<name>} of the same item and answers of the survey', async () => {
    const user = userEvent.setup();
    const { controller } = await renderHome();
    act(() => controller.setAnswer('people', [{ name: 'An', age: 40 }, { name: 'Bo', age: 12 }]));
    expect(within(screen.getByRole('group', { name: 'Person 1' })).queryByRole('radiogroup', { name: /School/ })).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Person 2' })).getByRole('radiogroup', { name: /School/ })).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'be');
    const first = screen.getByRole('group', { name: 'Person 1' });
    await user.click(within(first).getByRole('radio', { name: /Yes/ }));
    // Working in Belgium: the employer is required, and the commute is asked.
    expect(within(first).getByRole('textbox', { name: /Employer/ }).getAttribute('aria-required')).toBe('true');
    expect(within(first).getByRole('radiogroup', { name: /Commute/ })).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'nl');
    expect(within(first).getByRole('textbox', { name: /Employer/ }).getAttribute('aria-required')).toBeNull();
  });

  it('link each failing field to its own message, in every language of the engine', async () => {
    const expected: Record<Language, [string, string]> = {
      en: ['Item 2: please fill in School', 'This question is required'],
      nl: ['Item 2: vul School in', 'Dit veld is verplicht'],
      fr: ['Élément 2\u202f: veuillez remplir École', 'Ce champ est obligatoire'],
      de: ['Eintrag 2: Bitte füllen Sie Schule aus', 'Dieses Feld ist erforderlich'],
    };
    for (const language of ['en', 'nl', 'fr', 'de'] as const) {
      const { controller, unmount, container } = await renderHome(language);
      act(() => {
        controller.setAnswer('people', [{ name: 'An' }, { name: 'Bo', age: 12 }]);
        controller.touch('people');
      });
      expect(container.querySelector('.ts-question--paneldynamic > .ts-error')?.textContent).toBe(expected[language]?.[0]);
      const school = container.querySelectorAll('.ts-paneldynamic__item')[1]?.querySelector<HTMLElement>('[role="radiogroup"]');
      if (!school) throw new Error('The second item shows no school');
      // The school's own message, in the survey's language, linked from its control.
      const message = school.querySelector('.ts-error')!;
      expect(message.textContent).toBe(expected[language]?.[1]);
      expect(school.querySelector(`[aria-describedby~="${message.id}"]`)).not.toBeNull();
      // The fields that hold are not marked: the school's radios are the only ones.
      const invalid = [...container.querySelectorAll('.ts-paneldynamic [aria-invalid="true"]')];
      expect(invalid.length).toBeGreaterThan(0);
      expect(invalid.every((element) => school.contains(element))).toBe(true);
      unmount();
    }
  });
});
