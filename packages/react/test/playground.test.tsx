import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Playground } from '../demo/Playground.js';
import { PLAYGROUND_DEFINITION } from '../demo/Playground.stories.js';

describe('the definition playground', () => {
  it('shows the survey of a valid definition and every problem of a broken one, as the designer types', () => {
    render(<Playground initial={PLAYGROUND_DEFINITION} language="en" />);
    expect(screen.getByRole('status').textContent).toBe('The definition is valid.');
    expect(screen.getByRole('heading', { name: 'About you' })).toBeTruthy();

    const editor = screen.getByLabelText('Survey definition (JSON)');
    fireEvent.change(editor, { target: { value: PLAYGROUND_DEFINITION.replace('"type": "matrix"', '"type": "grid"').replace("{has_contract} = 'yes'", "{has_contract = 'yes'") } });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('2 problems in the definition');
    expect(status.textContent).toContain('pages[0].sections[2].question.visibleIf');
    expect(status.textContent).toContain('pages[1].sections[0].question.type: Unknown question type "grid"');
    expect(screen.queryByRole('heading', { name: 'About you' })).toBeNull();

    fireEvent.change(editor, { target: { value: '{ "key": ' } });
    expect(screen.getByRole('status').textContent).toMatch(/\$: Not valid JSON/);
  });
});
