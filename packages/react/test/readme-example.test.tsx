import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validateDefinition } from '@treesponse/core';
import { createEnergyCheck, definition, EnergyCheck } from '../examples/energy-check.js';

// Under jsdom the module address is not a file address; vitest runs in the package folder.
const packageFile = (path: string) => join(process.cwd(), path);

describe('the README example app (conditions, piping, a matrix and a custom type)', () => {
  it('is the example the README shows', () => {
    const readme = readFileSync(packageFile('README.md'), 'utf8');
    expect(readme).toContain(readFileSync(packageFile('examples/energy-check.tsx'), 'utf8'));
    expect(readme).toContain(readFileSync(packageFile('examples/main.tsx'), 'utf8'));
  });

  it('runs from start to end', async () => {
    expect(validateDefinition(definition)).toHaveLength(1); // the custom type is unknown without its registry
    const controller = createEnergyCheck();
    render(<EnergyCheck controller={controller} />);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/Your first name/), 'Ann');
    expect(screen.getByRole('radiogroup', { name: 'Do you have an energy contract, Ann?' })).toBeTruthy();
    expect(screen.queryByLabelText(/Your supplier/)).toBeNull();
    await user.click(screen.getByLabelText('Yes'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('This question is required')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(/Your supplier/), 'ecopower');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'What matters to you, Ann?' })).toBeTruthy();
    // The matrix's component loads on demand with the page that shows it.
    await user.click(within(await screen.findByRole('radiogroup', { name: 'the price' })).getByLabelText('Very'));
    await user.click(within(screen.getByRole('radiogroup', { name: 'green power' })).getByLabelText('Not'));
    const rating = screen.getByRole('group', { name: 'How happy are you with Ecopower?' });
    await user.click(within(rating).getByRole('button', { name: '1' }));
    expect(screen.getByText('Sorry to hear that. What went wrong?')).toBeTruthy();
    await user.click(within(rating).getByRole('button', { name: '4' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Thank you, Ann' })).toBeTruthy();
    expect(controller.getState().treesponse.answers).toMatchObject({
      name: 'Ann',
      contract: 'yes',
      supplier: 'ecopower',
      importance: { price: '2', green: '1' },
      satisfaction: 4,
    });
  });
});
