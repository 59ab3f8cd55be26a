import { describe, expect, it } from 'vitest';
import { CheckboxesField } from '../questions/CheckboxesField.js';
import { RadioField } from '../questions/RadioField.js';
import type { QuestionComponents } from './renderers.js';
// Declares the custom type 'score' (CustomQuestionTypes), as an app would; examples/energy-check.tsx runs it.
import '../../examples/energy-check.js';

describe('the component map', () => {
  it('is typed per question type, custom types included', () => {
    const right: QuestionComponents = { radio: RadioField, checkboxes: CheckboxesField };
    // @ts-expect-error: a checkboxes component cannot be the radio component
    const wrong: QuestionComponents = { radio: CheckboxesField };
    // @ts-expect-error: nor the component of the custom score type
    const alsoWrong: QuestionComponents = { score: RadioField };
    expect([right, wrong, alsoWrong]).toHaveLength(3);
  });
});
