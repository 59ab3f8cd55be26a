import { createContext, type ComponentType, type ReactNode } from 'react';
import { UnknownQuestionTypeError, UnknownSectionTypeError } from '@treesponse/core';
import type { ContentSection, GroupSection, Question, QuestionType, QuestionView, Section, SectionView } from '@treesponse/core';
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

/** The renderer of the enclosing survey (useQuestionRenderer reads it). */
export const QuestionRendererContext = createContext<QuestionRenderer | null>(null);

/** Provides the question renderer used by sections and group questions. */
export const QuestionRendererProvider = QuestionRendererContext.Provider;

/** The same outcome for a question component: shown or not, the same question object, the same texts. */
const sameOutcome = (a: QuestionView, b: QuestionView) =>
  a.visible === b.visible && a.question === b.question && a.label === b.label && a.description === b.description;

/**
 * Renders a question's component unless the engine says it is hidden. A question whose rules or texts follow the
 * answers (the engine's `followsAnswers`) follows the engine's view of it; any other is rendered as it is.
 */
function QuestionSlot({ question, components }: { question: Question; components: QuestionComponents }) {
  const controller = useSurvey();
  // The map is typed per question type, so the component found for `question.type` takes this question. The survey
  // view checked the page's types once when it read the page; a renderer used on its own checks here.
  const Component = components[question.type] as ComponentType<QuestionComponentProps> | undefined;
  if (!Component) throw new UnknownQuestionTypeError(String(question.type));
  if (controller.questionView(question).followsAnswers) return <FollowingQuestion question={question} Component={Component} />;
  return <Component question={question} />;
}

function FollowingQuestion({ question, Component }: { question: Question; Component: ComponentType<QuestionComponentProps> }) {
  const controller = useSurvey();
  // Re-renders only when the outcome changes (shown, required, disabled, texts), not on every answer.
  const view = useSurveyState(() => controller.questionView(question), sameOutcome);
  return view.visible ? <Component question={view.question} /> : null;
}

const sameSection = (a: SectionView, b: SectionView) => a.visible === b.visible && a.content === b.content;

/** A group or content section shown while the engine says it is visible, its content following the answers. */
function FollowingSection({ section, render }: { section: GroupSection | ContentSection; render: (view: SectionView) => ReactNode }) {
  const controller = useSurvey();
  const view = useSurveyState(() => controller.sectionView(section), sameSection);
  return view.visible ? render(view) : null;
}

/** A section rendered as it is, or following the engine's view of it when its visibility or content can change. */
function SectionSlot({ section, render }: { section: GroupSection | ContentSection; render: (view: SectionView) => ReactNode }) {
  // Read on every render of the page (a page change, a language change), so its texts are the current ones.
  const view = useSurvey().sectionView(section);
  return view.followsAnswers ? <FollowingSection section={section} render={render} /> : render(view);
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
      const Heading = `h${Math.min(6, context.headingLevel)}` as 'h3';
      const headingId = `ts-section-${section.key}`;
      return (
        <SectionSlot
          key={section.key}
          section={section}
          render={({ title, description }) => (
            <section className="ts-section ts-section--group" aria-labelledby={title ? headingId : undefined}>
              {title ? (
                <Heading id={headingId} className="ts-section__title">
                  {title}
                </Heading>
              ) : null}
              {description ? <p className="ts-section__description">{description}</p> : null}
              {section.questions.map((question) => context.renderQuestion(question))}
            </section>
          )}
        />
      );
    }
    case 'content':
      return (
        <SectionSlot
          key={section.key}
          section={section}
          render={({ content }) => (
            <div className="ts-section ts-section--content">
              <Markdown source={content} headingOffset={context.headingLevel - 1} externalLinkHint={context.externalLinkHint} />
            </div>
          )}
        />
      );
    default:
      throw new UnknownSectionTypeError(String((section as { type: unknown }).type));
  }
}
