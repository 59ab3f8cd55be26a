import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { UnknownQuestionTypeError, UnknownSectionTypeError } from '@treesponse/core';
import type { ConditionContext, Question, QuestionType, Section, SurveyState } from '@treesponse/core';
import { Markdown } from '../markdown/Markdown.js';
import { useSurvey, useSurveyState } from './context.js';

/** Props every question component receives. */
export interface QuestionComponentProps<Q extends Question = Question> {
  question: Q;
}

/** Components by question type; a survey can replace any of them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type QuestionComponents = Partial<Record<QuestionType, ComponentType<QuestionComponentProps<any>>>>;

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

function conditionContext(state: SurveyState): ConditionContext {
  return { answers: state.treesponse.answers, treesponse: state.treesponse, language: state.language };
}

/** Renders a question's component unless the question's skip condition holds. */
function QuestionSlot({ question, components }: { question: Question; components: QuestionComponents }) {
  const Component = components[question.type];
  if (!Component) throw new UnknownQuestionTypeError(String(question.type));
  if (question.skip) return <ConditionalQuestion question={question} Component={Component} />;
  return <Component question={question} />;
}

function ConditionalQuestion({
  question,
  Component,
}: {
  question: Question;
  Component: ComponentType<QuestionComponentProps>;
}) {
  useSurvey();
  const skipped = useSurveyState((state) => question.skip?.(conditionContext(state)) === true);
  return skipped ? null : <Component question={question} />;
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
      return (
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
        </section>
      );
    }
    case 'content':
      return (
        <div key={section.key} className="ts-section ts-section--content">
          <Markdown
            source={context.text(section.content)}
            headingOffset={context.headingLevel - 1}
            externalLinkHint={context.externalLinkHint}
          />
        </div>
      );
    default:
      throw new UnknownSectionTypeError(String((section as { type: unknown }).type));
  }
}
