import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import {
  hasDynamicRules,
  isQuestionDisabled,
  isQuestionRequired,
  isQuestionSkipped,
  isSectionSkipped,
  UnknownQuestionTypeError,
  UnknownSectionTypeError,
} from '@treesponse/core';
import type {
  ConditionContext,
  ContentSection,
  GroupSection,
  Question,
  QuestionType,
  Section,
  SurveyController,
  SurveyState,
} from '@treesponse/core';
import { Markdown } from '../markdown/Markdown.js';
import { useSurvey, useSurveyState } from './context.js';

/** Props every question component receives. */
export interface QuestionComponentProps<Q extends Question = Question> {
  question: Q;
}

/** The question (or questions) whose `type` can be `T`: `QuestionOfType<'radio'>` is RadioQuestion. */
export type QuestionOfType<T extends QuestionType> = Question extends infer Q
  ? Q extends { type: infer Types }
    ? T extends Types
      ? Q
      : never
    : never
  : never;

/** The component of one question type: it receives that type's question. */
export type QuestionComponent<T extends QuestionType> = ComponentType<QuestionComponentProps<QuestionOfType<T>>>;

/**
 * Components by question type, each typed for its own question: a component written for checkboxes does not compile
 * as the radio component. Custom types declared in CustomQuestionTypes (see @treesponse/core) get their slot too.
 */
export type QuestionComponents = { [T in QuestionType]?: QuestionComponent<T> };

/** Renders one question with the survey's components. */
export type QuestionRenderer = (question: Question) => ReactNode;

const QuestionRendererContext = createContext<QuestionRenderer | null>(null);

/** Provides the question renderer used by sections and group questions. */
export const QuestionRendererProvider = QuestionRendererContext.Provider;

/** The renderer of the enclosing survey; group questions use it for their children. */
export function useQuestionRenderer(): QuestionRenderer {
  const render = useContext(QuestionRendererContext);
  if (!render) throw new Error('Group questions must be rendered inside <Survey> or a QuestionRendererProvider');
  return render;
}

/** The context conditions are decided with: the controller's own (it knows computed values), else one from the state. */
function conditionContext(controller: SurveyController, state: SurveyState): ConditionContext {
  return controller.conditionContext?.() ?? { answers: state.treesponse.answers, treesponse: state.treesponse, language: state.language };
}

const hasPipedText = (question: Question) => [question.label, question.description].some((text) => JSON.stringify(text ?? '').includes('{{'));

/** Renders a question's component unless the question is skipped; answer-dependent rules and texts follow the answers. */
function QuestionSlot({ question, components }: { question: Question; components: QuestionComponents }) {
  // The map is typed per question type, so the component found for `question.type` takes this question.
  const Component = components[question.type] as ComponentType<QuestionComponentProps> | undefined;
  if (!Component) throw new UnknownQuestionTypeError(String(question.type));
  const piped = hasPipedText(question);
  if (piped || hasDynamicRules(question)) return <ConditionalQuestion question={question} Component={Component} piped={piped} />;
  return <Component question={question} />;
}

function ConditionalQuestion({
  question,
  Component,
  piped,
}: {
  question: Question;
  Component: ComponentType<QuestionComponentProps>;
  /** Its label or description pipes answers in ({{name}}): decided once, not on every change. */
  piped: boolean;
}) {
  const controller = useSurvey();
  // One string per outcome, so the question re-renders only when its outcome changes.
  const outcome = useSurveyState((state) => {
    const context = conditionContext(controller, state);
    if (isQuestionSkipped(question, context)) return 'skipped';
    const texts = piped ? `${controller.text(question.label)}\u0000${controller.text(question.description)}` : '';
    return `${isQuestionRequired(question, context)}|${isQuestionDisabled(question, context)}|${texts}`;
  });
  const [required, disabled] = outcome.split('|');
  const resolved = useMemo(
    () =>
      required === String(Boolean(question.required)) && disabled === String(Boolean(question.disabled))
        ? question
        : { ...question, required: required === 'true', disabled: disabled === 'true' },
    [question, required, disabled],
  );
  return outcome === 'skipped' ? null : <Component question={resolved} />;
}

/** A group or content section that is shown only while its conditions allow. */
function ConditionalSection({ section, children }: { section: GroupSection | ContentSection; children: ReactNode }) {
  const controller = useSurvey();
  const skipped = useSurveyState((state) => isSectionSkipped(section, conditionContext(controller, state)));
  return skipped ? null : <>{children}</>;
}

/** A text with {{answers}} piped in, following the answers while its page is shown. */
function PipedText({ text, render }: { text: () => string; render: (text: string) => ReactNode }) {
  return <>{render(useSurveyState(text))}</>;
}

function withConditions(section: GroupSection | ContentSection, element: ReactNode): ReactNode {
  if (section.skip === undefined && section.visibleIf === undefined) return element;
  return (
    <ConditionalSection key={section.key} section={section}>
      {element}
    </ConditionalSection>
  );
}

/** A question renderer that uses `components` (unknown types throw an error naming the type). */
export function createQuestionRenderer(components: QuestionComponents): QuestionRenderer {
  return function renderQuestion(question) {
    return <QuestionSlot key={question.key} question={question} components={components} />;
  };
}

/** Everything a section needs to render. */
export interface SectionRenderContext {
  renderQuestion: QuestionRenderer;
  /** Text of a LocalizedText in the current language. */
  text: (value: Parameters<ReturnType<typeof useSurvey>['text']>[0]) => string;
  /** Heading level of section titles. */
  headingLevel: number;
  /** Visually hidden text after external links of content sections. */
  externalLinkHint?: string;
}

/**
 * Renders one section of a page: a question, a group of questions or Markdown content. An unknown section type
 * throws 'Section type ... is not implemented'.
 */
export function renderSection(section: Section, context: SectionRenderContext): ReactNode {
  switch (section.type) {
    case 'question':
      return context.renderQuestion(section.question);
    case 'group': {
      const title = context.text(section.title);
      const description = context.text(section.description);
      const Heading = `h${Math.min(6, context.headingLevel)}` as 'h3';
      const headingId = `ts-section-${section.key}`;
      return withConditions(section, 
        <section
          key={section.key}
          className="ts-section ts-section--group"
          aria-labelledby={title ? headingId : undefined}
        >
          {title ? (
            <Heading id={headingId} className="ts-section__title">
              {title}
            </Heading>
          ) : null}
          {description ? <p className="ts-section__description">{description}</p> : null}
          {section.questions.map((question) => context.renderQuestion(question))}
        </section>,
      );
    }
    case 'content': {
      const markdown = (source: string) => (
        <Markdown source={source} headingOffset={context.headingLevel - 1} externalLinkHint={context.externalLinkHint} />
      );
      return withConditions(
        section,
        <div key={section.key} className="ts-section ts-section--content">
          {JSON.stringify(section.content).includes('{{') ? (
            <PipedText text={() => context.text(section.content)} render={markdown} />
          ) : (
            markdown(context.text(section.content))
          )}
        </div>,
      );
    }
    default:
      throw new UnknownSectionTypeError(String((section as { type: unknown }).type));
  }
}
