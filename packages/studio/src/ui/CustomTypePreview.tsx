import { QuestionShell, useQuestion, type QuestionComponentProps, type QuestionComponents } from '@treesponse/react';
import type { Question } from '@treesponse/core';
import { useStudio } from './context.js';

/**
 * What the preview shows for a custom question type whose component the studio was not given (e.g. types opened as
 * a file on the studio page): the question's label and description, and a note that its control comes from the app.
 */
function CustomTypePreview({ question }: QuestionComponentProps<Question>) {
  const { t } = useStudio();
  const binding = useQuestion(question);
  return (
    <QuestionShell question={question} binding={binding} as="fieldset">
      <p className="studio-help">{t('preview.noComponent', { type: question.type })}</p>
    </QuestionShell>
  );
}

/** The given components, with the stand-in above for every custom type that has none. */
export function withCustomTypePreviews(customTypes: readonly string[], components: QuestionComponents = {}): QuestionComponents {
  const standIns = Object.fromEntries(customTypes.filter((type) => !(type in components)).map((type) => [type, CustomTypePreview]));
  return { ...standIns, ...components } as QuestionComponents;
}
