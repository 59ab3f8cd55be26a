import { describe, expect, it } from 'vitest';
import { CheckboxesField } from '../questions/CheckboxesField.js';
import { RadioField } from '../questions/RadioField.js';
import type { QuestionComponents } from './renderers.js';
// Declares the custom type 'rating' (CustomQuestionTypes), as an app would; examples/energy-check.tsx runs it.
import '../../examples/energy-check.js';

describe('the component map', () => {
  it('is typed per question type, custom types included', () => {
    const right: QuestionComponents = { radio: RadioField, checkboxes: CheckboxesField };
    // @ts-expect-error: a checkboxes component cannot be the radio component
    const wrong: QuestionComponents = { radio: CheckboxesField };
    // @ts-expect-error: nor the component of the custom rating type
    const alsoWrong: QuestionComponents = { rating: RadioField };
    expect([right, wrong, alsoWrong]).toHaveLength(3);
  });
});
