import type { HiddenQuestion } from '@treesponse/core';

export interface HiddenFieldProps {
  question: HiddenQuestion;
}

/** Renders nothing: the value of a hidden question is set by the engine. */
export function HiddenField(_props: HiddenFieldProps) {
  return null;
}
