/**
 * The question and section types a definition or one of its pages uses, read in one pass (the questions of groups
 * included): a front end checks that it has a component for each, and loads those of exactly these types
 * (`preloadSurvey` of @treesponse/react). It reads only what it is given: the types of one page read no other page.
 */
import type { QuestionType } from './question-types.js';
import type { PageDefinition, SurveyDefinition } from './definition-types.js';

export interface TypesUsed {
  /** Every question type used, in the order of first use (pages as listed in the definition). */
  questions: QuestionType[];
  /** Every section type used ('question', 'group', 'content', or an unknown one), in the order of first use. */
  sections: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * The types a whole definition uses, or one page (an object with `sections`); parts that are not objects are passed
 * over (`validateDefinition` reports them).
 */
export function typesUsed(definition: SurveyDefinition | PageDefinition): TypesUsed {
  const questions = new Set<QuestionType>();
  const sections = new Set<string>();
  const addQuestion = (question: unknown) => {
    if (!isRecord(question)) return;
    questions.add(String(question.type) as QuestionType);
    if (question.type === 'group') listOf(question.questions).forEach(addQuestion);
  };
  const source = definition as unknown;
  const pages = isRecord(source) && 'sections' in source ? [source] : listOf(isRecord(source) ? source.pages : undefined);
  for (const page of pages) {
    if (!isRecord(page)) continue;
    for (const section of listOf(page.sections)) {
      if (!isRecord(section)) continue;
      sections.add(String(section.type));
      if (section.type === 'question') addQuestion(section.question);
      else if (section.type === 'group') listOf(section.questions).forEach(addQuestion);
    }
  }
  return { questions: [...questions], sections: [...sections] };
}
