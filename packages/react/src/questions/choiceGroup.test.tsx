import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckboxesQuestion, Option, RadioQuestion } from '@treesponse/core';
import { renderQuestion } from '../../test/renderQuestion.js';
import { choiceGroup, type ChoiceGroupConfig } from './choices.js';
import { useChoiceGroup } from './useChoiceGroup.js';

const options: Option[] = [
  { value: 'low', label: 'Low' },
  { value: 'mid', label: 'Mid' },
  { value: 'high', label: 'High' },
  { value: 'locked', label: 'Locked', ariaDisabled: true },
  { value: 'off', label: 'Off', disabled: true },
  { value: 'secret', label: 'Secret', hide: true },
];

type Extra = Partial<Omit<ChoiceGroupConfig<boolean>, 'value' | 'onChange'>>;

/** A group drawn with no style, holding its answer in React state; reports every answer and every leave. */
function Group({ initial, onAnswer, extra }: { initial?: string | string[]; onAnswer: (answer: unknown) => void; extra: Extra }) {
  const [value, setValue] = useState<unknown>(initial);
  const group = choiceGroup<boolean>({
    name: 'g',
    options,
    value,
    onChange: (answer) => {
      setValue(answer);
      onAnswer(answer);
    },
    ...extra,
  });
  return (
    <fieldset>
      <legend>Level</legend>
      {[...group.items, ...(group.other ? [group.other] : [])].map((item) => (
        <span key={item.option.value}>
          <input {...group.inputProps(item)} />
          <label {...group.labelProps(item)}>{String(item.option.label)}</label>
        </span>
      ))}
      <button type="button">After</button>
    </fieldset>
  );
}

function setup(extra: Extra = {}, initial?: string | string[]) {
  const onAnswer = vi.fn();
  const user = userEvent.setup();
  render(<Group initial={initial} onAnswer={onAnswer} extra={extra} />);
  return { onAnswer, user };
}

describe('choiceGroup, one choice (radios)', () => {
  it('draws the shown options as native radios of one name, with ids by position or by value', () => {
    setup({ required: true });
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual(['low', 'mid', 'high', 'locked', 'off']);
    expect(radios.map((radio) => radio.id)).toEqual(['g-0', 'g-1', 'g-2', 'g-3', 'g-4']);
    expect(radios.every((radio) => radio.name === 'g' && radio.required)).toBe(true);
    expect(screen.getByLabelText('Mid')).toBe(radios[1]);
  });

  it('ids by value when asked', () => {
    setup({ idBy: 'value' });
    expect((screen.getAllByRole('radio') as HTMLInputElement[]).map((radio) => radio.id)).toEqual([
      'g-low',
      'g-mid',
      'g-high',
      'g-locked',
      'g-off',
    ]);
  });

  it('answers one value, moves it with the arrow keys and refuses aria-disabled and disabled options', async () => {
    const { onAnswer, user } = setup();
    await user.click(screen.getByLabelText('Mid'));
    expect(onAnswer).toHaveBeenLastCalledWith('mid');
    await user.keyboard('{ArrowRight}');
    expect(onAnswer).toHaveBeenLastCalledWith('high');
    expect((screen.getByLabelText('High') as HTMLInputElement).checked).toBe(true);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(onAnswer).toHaveBeenLastCalledWith('low');
    onAnswer.mockClear();
    const locked = screen.getByLabelText('Locked') as HTMLInputElement;
    expect(locked.getAttribute('aria-disabled')).toBe('true');
    expect(locked.disabled).toBe(false);
    await user.click(locked);
    expect(onAnswer).not.toHaveBeenCalled();
    expect(locked.checked).toBe(false);
    expect((screen.getByLabelText('Off') as HTMLInputElement).disabled).toBe(true);
  });

  it('links invalid and described-by to every input, and says nothing when valid', () => {
    const { unmount } = render(<Group onAnswer={() => undefined} extra={{ invalid: true, describedBy: 'help err' }} />);
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio.getAttribute('aria-invalid')).toBe('true');
      expect(radio.getAttribute('aria-describedby')).toBe('help err');
    }
    unmount();
    setup();
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio.getAttribute('aria-invalid')).toBeNull();
      expect(radio.getAttribute('aria-describedby')).toBeNull();
      expect(radio.hasAttribute('required')).toBe(false);
    }
  });

  it('calls onLeave only when focus leaves the group, not when the arrow keys move inside it', async () => {
    const onLeave = vi.fn();
    const { user } = setup({ onLeave }, 'low');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Low'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByLabelText('Mid'));
    expect(onLeave).not.toHaveBeenCalled();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('disables every option with the group', () => {
    setup({ disabled: true });
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLInputElement).disabled).toBe(true);
  });
});

describe('choiceGroup, several choices (checkboxes)', () => {
  it('answers the list in the order of choosing and is never natively required', async () => {
    const { onAnswer, user } = setup({ multiple: true, required: true });
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(5);
    expect(boxes.some((box) => box.required)).toBe(false);
    await user.click(screen.getByLabelText('High'));
    await user.click(screen.getByLabelText('Low'));
    expect(onAnswer).toHaveBeenLastCalledWith(['high', 'low']);
    await user.keyboard(' ');
    expect(onAnswer).toHaveBeenLastCalledWith(['high']);
    await user.click(screen.getByLabelText('Locked'));
    expect(onAnswer).toHaveBeenLastCalledWith(['high']);
    expect(onAnswer).toHaveBeenCalledTimes(3);
  });

  it("adds the 'other' option after the others, chosen like any option", async () => {
    const { onAnswer, user } = setup({ multiple: true, other: { value: 'other', label: 'Something else' } }, ['mid']);
    const other = screen.getByLabelText('Something else') as HTMLInputElement;
    expect(other.id).toBe('g-other');
    expect(screen.getAllByRole('checkbox').at(-1)).toBe(other);
    await user.click(other);
    expect(onAnswer).toHaveBeenLastCalledWith(['mid', 'other']);
    expect(other.checked).toBe(true);
  });

  it('reports the selection, including the other option', () => {
    const group = choiceGroup({
      name: 'g',
      multiple: true,
      options,
      value: ['high', 'other', 'secret', 7],
      onChange: () => undefined,
      other: { value: 'other', label: 'Else' },
    });
    expect(group.selected).toEqual(['high', 'other', 'secret']);
    expect(group.otherSelected).toBe(true);
    expect(group.items.map((item) => item.checked)).toEqual([false, false, true, false, false]);
  });

  it('moves between its boxes with Tab without leaving the group', async () => {
    const onLeave = vi.fn();
    const { user } = setup({ multiple: true, onLeave });
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('High'));
    expect(onLeave).not.toHaveBeenCalled();
    await user.tab(); // Locked (aria-disabled stays focusable)
    await user.tab(); // After: Off is disabled
    expect(onLeave).toHaveBeenCalledTimes(1);
  });
});

const colours: CheckboxesQuestion = {
  key: 'colours',
  type: 'checkboxes',
  label: 'Colours',
  minSelected: 2,
  maxSelected: 3,
  options: [
    { value: 'red', label: 'Red' },
    { value: 'green', label: 'Green' },
    { value: 'blue', label: 'Blue' },
    { value: 'pink', label: 'Pink' },
  ],
  other: { label: 'Something else', required: true },
};

/** A question drawn from useChoiceGroup only. */
function Bare({ question }: { question: RadioQuestion | CheckboxesQuestion }) {
  const { binding, group, other } = useChoiceGroup(question);
  return (
    <fieldset aria-describedby={binding.describedBy}>
      <legend>{binding.label}</legend>
      {[...group.items, ...(group.other ? [group.other] : [])].map((item) => (
        <span key={item.option.value}>
          <input {...group.inputProps(item)} />
          <label {...group.labelProps(item)}>{binding.controller.text(item.option.label)}</label>
        </span>
      ))}
      {other && group.otherSelected ? (
        <input aria-label={other.label} value={other.text} onChange={(event) => other.setText(event.target.value)} onBlur={other.touch} />
      ) : null}
      {binding.error ? <p id={binding.ids.error}>{binding.error}</p> : null}
      {other?.error ? <p>{other.error}</p> : null}
    </fieldset>
  );
}

describe('useChoiceGroup', () => {
  it('stores the list, and the min and max errors reach every box through aria-invalid and described-by', async () => {
    const user = userEvent.setup();
    const { controller } = renderQuestion(colours, {}, <Bare question={colours} />);
    await user.click(screen.getByLabelText('Red'));
    expect(controller.getAnswer('colours')).toEqual(['red']);
    const min = screen.getByText('Select at least 2 options');
    for (const box of screen.getAllByRole('checkbox')) {
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(box.getAttribute('aria-describedby')).toContain(min.id);
    }
    await user.click(screen.getByLabelText('Green'));
    expect(screen.queryByText('Select at least 2 options')).toBeNull();
    expect(screen.getByLabelText('Red').getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByLabelText('Blue'));
    await user.click(screen.getByLabelText('Pink'));
    expect(controller.getAnswer('colours')).toEqual(['red', 'green', 'blue', 'pink']);
    expect(screen.getByText('Select up to 3 options')).toBeTruthy();
  });

  it("keeps the other option's text under {key}_other, with its own error", async () => {
    const user = userEvent.setup();
    const { controller } = renderQuestion(colours, {}, <Bare question={colours} />);
    await user.click(screen.getByLabelText('Something else'));
    const text = screen.getByRole('textbox', { name: 'Something else' });
    await user.click(text);
    await user.tab();
    expect(screen.getByText('This question is required')).toBeTruthy();
    await user.type(text, 'Teal');
    expect(controller.getAnswer('colours_other')).toBe('Teal');
    expect(screen.queryByText('This question is required')).toBeNull();
  });

  it('binds a radio question: one value, required radios, the error shown once focus leaves the group', async () => {
    const user = userEvent.setup();
    const level: RadioQuestion = { key: 'level', type: 'radio', label: 'Level', required: true, options: options.slice(0, 3) };
    const { controller } = renderQuestion(level, {}, <Bare question={level} />);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.every((radio) => radio.required)).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(radios[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(radios[1]);
    expect(screen.queryByText('This question is required')).toBeNull();
    expect(controller.getAnswer('level')).toBe('mid');
    await user.click(document.body);
    expect(screen.queryByText('This question is required')).toBeNull();
    act(() => controller.setAnswer('level', undefined));
    expect(screen.getByText('This question is required')).toBeTruthy();
    expect(radios[0]!.getAttribute('aria-invalid')).toBe('true');
  });
});
