import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryStorage, createSurvey, type SurveyDefinition } from '@treesponse/core';
import { createOfflineApi } from '@treesponse/core/offline';
import { Survey } from './Survey.js';

/** Written as JSON text: every rule below is an expression, none a callback. */
const definition = JSON.parse(`{
  "key": "conditions",
  "languages": ["en"],
  "pages": [{
    "key": "one", "order": 1, "title": "Hello {{name}}",
    "sections": [
      { "type": "question", "question": { "key": "name", "type": "string", "label": "Name" } },
      { "type": "question", "question": { "key": "contact", "type": "radio", "label": "Contact?", "options": [
        { "value": "mail", "label": "E-mail" }, { "value": "none", "label": "No contact" } ] } },
      { "type": "question", "question": { "key": "mail", "type": "email", "label": "E-mail of {{name}}", "visibleIf": "{contact} = 'mail'" } },
      { "type": "question", "question": { "key": "reason", "type": "string", "label": "Why not?",
        "requiredIf": "{contact} = 'none'", "enableIf": "not empty({contact})" } },
      { "type": "content", "key": "thanks", "skip": "empty({name})", "content": "Thanks, **{{name}}**" },
      { "type": "question", "question": { "key": "amount", "type": "slider", "label": "Amount", "outputFormat": "{{value}} €" } }
    ]
  }]
}`) as SurveyDefinition;

function setup() {
  const controller = createSurvey({
    definition,
    api: createOfflineApi(),
    language: 'en',
    environment: { storage: createMemoryStorage() },
    onError: () => undefined,
  });
  render(<Survey controller={controller} />);
  return { controller, user: userEvent.setup() };
}

describe('answer-dependent rules in the survey view', () => {
  it('shows, requires and enables questions and pipes answers into labels as the answers change', async () => {
    const { controller, user } = setup();
    expect(screen.queryByLabelText(/E-mail of/)).toBeNull();
    const reason = () => screen.getByLabelText(/Why not\?/) as HTMLInputElement;
    expect(reason().disabled).toBe(true);
    expect(screen.queryByText(/Thanks/)).toBeNull();

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hello ');
    await user.type(screen.getByLabelText('Name'), 'Ann');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hello Ann');
    // The Markdown of the content block renders once the parser (loaded on its first use) is there.
    expect(await screen.findByText('Ann', { selector: 'strong' })).toBeTruthy();

    await user.click(screen.getByLabelText('E-mail'));
    expect(screen.getByLabelText('E-mail of Ann')).toBeTruthy();
    expect(reason().disabled).toBe(false);
    expect(reason().required).toBe(false);

    await user.click(screen.getByLabelText('No contact'));
    expect(screen.queryByLabelText(/E-mail of/)).toBeNull();
    expect(reason().required).toBe(true);

    controller.setAnswer('amount', 7);
    expect(await screen.findByText('7 €')).toBeTruthy();
  });
});
