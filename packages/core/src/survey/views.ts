/**
 * What a front end shows, decided here: per question whether it is visible, required and disabled, its label and
 * description in the current language (answers piped in), its value, its error and the options shown; per section
 * whether it is visible and its texts; per page its texts and sections. A front end renders these and decides no
 * rule itself.
 */
import { hasDynamicRules, isQuestionDisabled, isQuestionRequired, isQuestionSkipped, isSectionSkipped } from '../conditions.js';
import type { AnswerValue, ConditionContext, LocalizedText, Option, PageDefinition, Question, Section } from '../types.js';
import type { AnswerBook } from './answers.js';

/** One option of a choice question as shown: in the response's order, its label in the current language. */
export interface OptionView {
  option: Option;
  label: string;
}

/** A question as it is shown now. */
export interface QuestionView {
  key: string;
  /** The question to render: `required` and `disabled` as its rules decide now (the same object while they hold). */
  question: Question;
  /** False while its `skip` holds or its `visibleIf` does not. */
  visible: boolean;
  required: boolean;
  disabled: boolean;
  /** In the current language, answers piped into `{{key}}`. */
  label: string;
  description: string;
  /** The answer shown (the digits typed for a registration number). */
  value: AnswerValue | undefined;
  /** The first error shown under it, in the current language. */
  error: string | undefined;
  /** The options shown (choice questions), in the response's order. */
  options: readonly OptionView[] | undefined;
  /** Whether anything above but the value and error can change with the answers (rules or piped texts). */
  followsAnswers: boolean;
}

/** A section as it is shown now. */
export interface SectionView {
  section: Section;
  /** False while a group or content section's `skip` holds or its `visibleIf` does not. */
  visible: boolean;
  /** A group's title and description, a content section's Markdown, in the current language with answers piped. */
  title: string;
  description: string;
  content: string;
  /** Whether its visibility or texts can change with the answers. */
  followsAnswers: boolean;
}

/** The page shown. */
export interface PageView {
  page: PageDefinition;
  title: string;
  description: string;
  sections: readonly Section[];
}

const pipes = (text: LocalizedText | undefined) => text !== undefined && JSON.stringify(text).includes('{{');

export interface SurveyViews {
  question(question: Question): QuestionView;
  section(section: Section): SectionView;
  page(page: PageDefinition): PageView;
}

export function createSurveyViews(options: {
  book: AnswerBook;
  /** A LocalizedText in the current language, answers piped in. */
  text(value: LocalizedText | undefined): string;
  value(key: string): AnswerValue | undefined;
  error(key: string): string | undefined;
}): SurveyViews {
  const { book, text } = options;
  /** The last question handed out per question of the definition, so an unchanged outcome keeps its object. */
  const resolved = new WeakMap<Question, Question>();
  const follows = new WeakMap<Question | Section, boolean>();

  function followsAnswers(question: Question): boolean {
    let known = follows.get(question);
    if (known === undefined) {
      known = hasDynamicRules(question) || pipes(question.label) || pipes(question.description);
      follows.set(question, known);
    }
    return known;
  }

  function resolve(question: Question, required: boolean, disabled: boolean): Question {
    if (required === Boolean(question.required) && disabled === Boolean(question.disabled)) return question;
    const last = resolved.get(question);
    if (last && last.required === required && last.disabled === disabled) return last;
    const next = { ...question, required, disabled } as Question;
    resolved.set(question, next);
    return next;
  }

  function optionsOf(question: Question): OptionView[] | undefined {
    if (!('options' in question) || !Array.isArray(question.options)) return undefined;
    return (question.options as Option[]).map((option) => ({ option, label: option.label === undefined ? String(option.value) : text(option.label) }));
  }

  return {
    question(question) {
      const context: ConditionContext = book.context();
      const visible = !isQuestionSkipped(question, context);
      const required = visible && isQuestionRequired(question, context);
      const disabled = visible && isQuestionDisabled(question, context);
      return {
        key: question.key,
        question: resolve(question, required, disabled),
        visible,
        required,
        disabled,
        label: text(question.label),
        description: text(question.description),
        value: options.value(question.key),
        error: options.error(question.key),
        options: optionsOf(question),
        followsAnswers: followsAnswers(question),
      };
    },
    section(section) {
      const conditional = section.type !== 'question';
      const visible = !conditional || !isSectionSkipped(section, book.context());
      let known = follows.get(section);
      if (known === undefined) {
        known =
          conditional &&
          (section.skip !== undefined ||
            section.visibleIf !== undefined ||
            (section.type === 'group' ? pipes(section.title) || pipes(section.description) : pipes(section.content)));
        follows.set(section, known);
      }
      return {
        section,
        visible,
        title: section.type === 'group' ? text(section.title) : '',
        description: section.type === 'group' ? text(section.description) : '',
        content: section.type === 'content' ? text(section.content) : '',
        followsAnswers: known,
      };
    },
    page(page) {
      return { page, title: text(page.title), description: text(page.description), sections: page.sections };
    },
  };
}
