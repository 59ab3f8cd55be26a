import type { StringQuestion } from '@treesponse/core';
import { TextInputField } from './TextInputField.js';

export interface StringFieldProps {
  question: StringQuestion;
}

/** A one-line text answer. */
export function StringField({ question }: StringFieldProps) {
  return <TextInputField question={question} type="text" />;
}
