import type { EmailQuestion } from '@treesponse/core';
import { TextInputField } from './TextInputField.js';

export interface EmailFieldProps {
  question: EmailQuestion;
}

/** An e-mail address (native type=email, autocomplete email); the core checks its format. */
export function EmailField({ question }: EmailFieldProps) {
  return <TextInputField question={question} type="email" />;
}
