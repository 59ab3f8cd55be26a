import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { InvalidDefinitionError, textDirection, typesUsed, type SurveyController, type SurveyState } from '@treesponse/core';
import { assertComponentsFor, loadQuestionComponents, surveyQuestionComponents } from './questionComponents.js';
import { uiText } from '../questions/uiText.js';
import { afterNextPaint, useIsomorphicLayoutEffect } from '../widgets/environment.js';
import { FieldsEditableWhileSaving, SurveyProvider, useSurveyState } from './context.js';
import {
  createQuestionRenderer,
  QuestionRendererProvider,
  renderSection,
  type QuestionComponents,
} from './renderers.js';

/** Content of a render slot: fixed, or computed from the survey state. */
export type SurveySlot = ReactNode | ((state: SurveyState) => ReactNode);

export interface SurveyProps {
  /** The running survey, e.g. from `createSurvey(...)` of @treesponse/core. */
  controller: SurveyController;
  /** Replace the component of any question type. */
  components?: QuestionComponents;
  /** Rendered above the page (e.g. a logo or a language switch). */
  header?: SurveySlot;
  /** Rendered below the buttons. */
  footer?: SurveySlot;
  /** Text of the Next button; default the engine's 'survey.next' translation. */
  nextLabel?: SurveySlot;
  /** Text of the Previous button; default the engine's 'survey.previous' translation. */
  previousLabel?: SurveySlot;
  /** Show the progress bar (default true). */
  showProgress?: boolean | ((state: SurveyState) => boolean);
  /** Level of the page title heading (default 1); section titles use the next level. */
  headingLevel?: 1 | 2 | 3 | 4 | 5;
  /** Called whenever the page index changes; default scrolls the window to the top. */
  scrollToTop?: () => void;
  /** Class of the root element, added to 'ts-survey'. */
  className?: string;
  /**
   * Shown instead of the page once the survey is completed (`state.completed`, after the last page's Next or
   * `complete()`); it receives focus. Without it the last page stays shown.
   */
  completion?: SurveySlot;
  /**
   * After a page change, a page with more sections than this shows its first `firstPaintSections` in the frame after
   * the click and the others in the next frame, with the buttons, so that even a long page appears at once.
   * Default 8; `Infinity` shows every section in the same frame. The first page, and a server, render every section.
   */
  firstPaintSections?: number;
}

/** Sections of a long page shown in the first frame after a page change (SurveyProps.firstPaintSections). */
export const DEFAULT_FIRST_PAINT_SECTIONS = 8;

function defaultScrollToTop() {
  try {
    window.scrollTo({ top: 0, left: 0 });
  } catch {
    // Some environments (e.g. jsdom, or one without a window) do not implement scrolling.
  }
}

function renderSlot(slot: SurveySlot, state: SurveyState): ReactNode {
  return typeof slot === 'function' ? slot(state) : slot;
}

/** The questions' fieldset groups them without a box of its own. */
const QUESTIONS_STYLE = { display: 'contents' } as const;

const FOCUSABLE = 'input:not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled])';

/**
 * The survey view: one page at a time with its title, description and sections, a progress bar, and Previous and
 * Next buttons. Next is aria-disabled while the page is invalid or being submitted; pressing it then shows the
 * page's errors and focuses the first one. While the page saves its fields stay editable; a save that takes longer
 * than a moment is announced, and a failed one offers to try again.
 * On a page change the window scrolls to the top and the page title receives focus, so screen readers announce the
 * new page.
 */
export function Survey(props: SurveyProps) {
  return (
    <SurveyProvider controller={props.controller}>
      <SurveyPage {...props} />
    </SurveyProvider>
  );
}

function SurveyPage({
  controller,
  components,
  header,
  footer,
  nextLabel,
  previousLabel,
  showProgress = true,
  headingLevel = 1,
  scrollToTop = defaultScrollToTop,
  className,
  completion,
  firstPaintSections = DEFAULT_FIRST_PAINT_SECTIONS,
}: SurveyProps) {
  const language = useSurveyState((state) => state.language);
  const page = useSurveyState((state) => state.page);
  const pageIndex = useSurveyState((state) => state.pageIndex);
  const isFirstPage = useSurveyState((state) => state.isFirstPage);
  const progress = useSurveyState((state) => state.progress);
  const submitting = useSurveyState((state) => state.submitting);
  const savingSlowly = useSurveyState((state) => state.savingSlowly === true);
  const pageValid = useSurveyState((state) => state.pageValid);
  const saveError = useSurveyState((state) => state.saveError);
  const pageError = useSurveyState((state) => state.errors[''] ?? null);
  const completed = useSurveyState((state) => state.completed);
  // Saves a transport keeps to send later (offline with a server); null when the transport sends at once.
  const waitingToSend = useSurveyState((state) => (state.waitingToSend == null ? null : state.waitingToSend > 0));
  // Set by the core while a resumed response is being loaded.
  const loading = useSurveyState((state) => (state as { loading?: boolean }).loading === true);
  // Slots that depend on the state re-render with every change; fixed ones do not subscribe.
  const slotState = useSurveyState((state) =>
    [header, footer, nextLabel, previousLabel, showProgress].some((slot) => typeof slot === 'function') ? state : null,
  );
  const state = slotState ?? controller.getState();

  const formRef = useRef<HTMLFormElement>(null);
  const completionRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [definitionError, setDefinitionError] = useState(false);
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const headingId = `ts-survey${id}-title`;
  const progressId = `ts-survey${id}-progress`;

  const questionComponents = useMemo(() => surveyQuestionComponents(components), [components]);
  const renderQuestion = useMemo(() => createQuestionRenderer(questionComponents), [questionComponents]);
  // The types of the page, read once per page: each has a component (else an UnknownQuestionTypeError names it, once),
  // and those of rarely used types are loaded as the page is shown.
  const pageTypes = useMemo(() => typesUsed(page).questions, [page]);
  useMemo(() => assertComponentsFor(pageTypes, questionComponents), [pageTypes, questionComponents]);
  useEffect(() => {
    loadQuestionComponents(pageTypes).catch(() => undefined);
  }, [pageTypes]);
  const sections = useMemo(
    () =>
      page.sections.map((section) =>
        renderSection(section, {
          renderQuestion,
          text: (value) => controller.text(value),
          headingLevel: headingLevel + 1,
          externalLinkHint: uiText(controller, 'link.newTab'),
        }),
      ),
    // language: the sections' texts are resolved while rendering.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [page, renderQuestion, controller, headingLevel, language],
  );

  // The page shown and whether all its sections are: a page entered by a page change may show its first sections
  // only, until the next frame (firstPaintSections).
  const [shown, setShown] = useState({ pageIndex, whole: true });
  if (shown.pageIndex !== pageIndex) {
    // Set while rendering, so the first frame of the new page already has the shorter list.
    setShown({ pageIndex, whole: page.sections.length <= firstPaintSections });
  }
  const showsPart = !shown.whole;
  useEffect(() => {
    if (shown.whole) return;
    return afterNextPaint(() => setShown({ pageIndex: shown.pageIndex, whole: true }));
  }, [shown]);
  const shownSections = showsPart ? sections.slice(0, firstPaintSections) : sections;

  // Scroll to the top and move focus to the page title whenever the page index changes (not on first render).
  const shownIndex = useRef(pageIndex);
  useEffect(() => {
    if (shownIndex.current === pageIndex) return;
    shownIndex.current = pageIndex;
    scrollToTop();
    (headingRef.current ?? formRef.current)?.focus({ preventScroll: true });
  }, [pageIndex, scrollToTop]);

  const showCompletion = completed && completion !== undefined;
  useEffect(() => {
    if (!showCompletion) return;
    scrollToTop();
    completionRef.current?.focus({ preventScroll: true });
  }, [showCompletion, scrollToTop]);

  // After errors were shown, focus the first invalid field of the page.
  useIsomorphicLayoutEffect(() => {
    if (focusRequest === 0 || !formRef.current) return;
    const first = formRef.current.querySelector<HTMLElement>('[aria-invalid="true"], .ts-question--invalid');
    if (!first) return;
    const target = first.matches(FOCUSABLE) ? first : first.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
  }, [focusRequest]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (controller.getState().submitting) return;
    setDefinitionError(false);
    // On an invalid page the core only validates (showing every error) and refuses to submit.
    let moved: boolean;
    try {
      moved = await controller.next();
    } catch (error) {
      // A mistake in the next page's rules (checked on the way to it): the visitor stays, with their answers.
      if (!(error instanceof InvalidDefinitionError)) throw error;
      console.error(error);
      setDefinitionError(true);
      return;
    }
    if (!moved) {
      // Every section must be there for the first invalid one to receive focus.
      setShown((current) => ({ ...current, whole: true }));
      setFocusRequest((n) => n + 1);
    }
  };

  const Heading = `h${headingLevel}` as 'h1';
  // Selected, so a title that pipes answers ({{name}}) follows them while the page is answered.
  const title = useSurveyState(() => controller.text(page.title));
  const description = useSurveyState(() => controller.text(page.description));
  const progressShown = typeof showProgress === 'function' ? showProgress(state) : showProgress;
  const percent = Math.round(progress * 100);
  const { className: pageClass, class: pageExtraClass, ...pageAttributes } = page.htmlAttributes ?? {};

  // In the document whenever the transport may keep saves, so a screen reader announces the text when it appears.
  const waiting =
    waitingToSend === null ? null : (
      <p className="ts-survey__waiting" role="status">
        {waitingToSend ? controller.t('sync.waiting') : null}
      </p>
    );

  if (showCompletion) {
    return (
      <div className={['ts-survey', className].filter(Boolean).join(' ')} lang={language} dir={textDirection(language)}>
        {header !== undefined ? <div className="ts-survey__header">{renderSlot(header, state)}</div> : null}
        <div ref={completionRef} className="ts-survey__completion" tabIndex={-1}>
          {renderSlot(completion, controller.getState())}
        </div>
        {waiting}
        {footer !== undefined ? <div className="ts-survey__footer">{renderSlot(footer, state)}</div> : null}
      </div>
    );
  }

  return (
    <div className={['ts-survey', className].filter(Boolean).join(' ')} lang={language} dir={textDirection(language)}>
      {header !== undefined ? <div className="ts-survey__header">{renderSlot(header, state)}</div> : null}
      {progressShown ? (
        <div className="ts-progress">
          <label htmlFor={progressId} className="ts-progress__label">
            {controller.t('survey.progress')}
          </label>
          <progress id={progressId} className="ts-progress__bar" max={1} value={progress} />
          <span className="ts-progress__value" aria-hidden="true">
            {percent}%
          </span>
        </div>
      ) : null}
      <form
        {...pageAttributes}
        ref={formRef}
        className={['ts-page', pageClass ?? pageExtraClass ?? ''].filter(Boolean).join(' ')}
        data-page-key={page.key}
        noValidate
        aria-labelledby={title ? headingId : undefined}
        aria-busy={submitting || loading || undefined}
        tabIndex={title ? undefined : -1}
        onSubmit={onSubmit}
      >
        {title ? (
          <Heading id={headingId} ref={headingRef} tabIndex={-1} className="ts-page__title">
            {title}
          </Heading>
        ) : null}
        {description ? <p className="ts-page__description">{description}</p> : null}
        <fieldset className="ts-page__questions" style={QUESTIONS_STYLE}>
          <FieldsEditableWhileSaving.Provider value={true}>
            <QuestionRendererProvider value={renderQuestion}>{shownSections}</QuestionRendererProvider>
          </FieldsEditableWhileSaving.Provider>
        </fieldset>
        {pageError ? (
          <p className="ts-error ts-page__error" role="alert">
            {pageError}
          </p>
        ) : null}
        {saveError ? (
          <div className="ts-page__save-error">
            <p className="ts-error ts-page__error" role="alert">
              {saveError}
            </p>
            <button type="submit" className="ts-button ts-button--secondary ts-page__retry" aria-disabled={submitting || undefined}>
              {controller.t('save.retry')}
            </button>
          </div>
        ) : null}
        {/* In the document from the start of a save, so a screen reader announces the text when it appears. */}
        {submitting ? (
          <p className="ts-survey__saving" role="status">
            {savingSlowly ? controller.t('save.saving') : null}
          </p>
        ) : null}
        {definitionError ? (
          <p className="ts-error ts-page__error" role="alert">
            {controller.t('page.definitionError')}
          </p>
        ) : null}
        {waiting}
        {/* Below the last section: a partly shown page gets its buttons with its other sections, so they do not jump. */}
        {showsPart ? null : (
          <div className="ts-nav">
            {isFirstPage ? null : (
              <button
                type="button"
                className="ts-button ts-button--secondary ts-nav__previous"
                disabled={submitting || page.disablePrevious === true}
                onClick={() => controller.previous()}
              >
                {previousLabel !== undefined ? renderSlot(previousLabel, state) : controller.t('survey.previous')}
              </button>
            )}
            {page.disableNext ? null : (
              <button
                type="submit"
                className="ts-button ts-button--primary ts-nav__next"
                aria-disabled={submitting || !pageValid ? true : undefined}
                data-page={!submitting && !pageValid ? 'incomplete' : undefined}
              >
                {nextLabel !== undefined ? renderSlot(nextLabel, state) : controller.t('survey.next')}
              </button>
            )}
          </div>
        )}
      </form>
      {footer !== undefined ? <div className="ts-survey__footer">{renderSlot(footer, state)}</div> : null}
    </div>
  );
}
