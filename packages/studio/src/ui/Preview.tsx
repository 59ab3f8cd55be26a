import { Component, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createSurvey, type Answers, type QuestionTypeRegistry, type SurveyDefinition } from '@treesponse/core';
import { createMemoryOfflineStore, createOfflineApi } from '@treesponse/core/offline';
import { Survey, type QuestionComponents } from '@treesponse/react';
import { getAt } from '../model/path.js';
import type { TreeNode } from '../model/tree.js';
import { useStudio } from './context.js';

export interface PreviewProps {
  definition: unknown;
  selectedNode: TreeNode | undefined;
  components?: QuestionComponents;
  questionTypes: QuestionTypeRegistry;
}

/** Shows the renderer's own error instead of breaking the studio (e.g. a custom type without a component). */
class PreviewBoundary extends Component<{ children: ReactNode; fallback: (error: Error) => ReactNode; resetKey: unknown }, { error: Error | null; key: unknown }> {
  override state = { error: null as Error | null, key: this.props.resetKey };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  static getDerivedStateFromProps(props: { resetKey: unknown }, state: { key: unknown }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }
  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/**
 * The real renderer (`<Survey>` of @treesponse/react) on the definition being edited, at phone or desktop width and
 * in any language of the survey. Answers typed are kept while the definition changes; nothing is sent anywhere (an
 * offline transport in memory). Selecting an element shows its page and scrolls to it.
 */
export function Preview({ definition, selectedNode, components, questionTypes }: PreviewProps) {
  const { t, languages } = useStudio();
  const [width, setWidth] = useState<'phone' | 'desktop'>('desktop');
  const [language, setLanguage] = useState(languages[0] ?? 'en');
  const frame = useRef<HTMLDivElement>(null);
  const answers = useRef<Answers>({});
  const pageIndex = useRef(0);
  const shownLanguage = languages.includes(language) ? language : (languages[0] ?? 'en');

  const started = useMemo(() => {
    try {
      const controller = createSurvey({
        definition: definition as SurveyDefinition,
        api: createOfflineApi({ store: createMemoryOfflineStore() }),
        language: shownLanguage,
        questionTypes,
        initialAnswers: answers.current,
        onError: () => undefined,
      });
      return { controller, error: null };
    } catch (error) {
      return { controller: null, error: error as Error };
    }
  }, [definition, questionTypes, shownLanguage]);

  useEffect(() => {
    const controller = started.controller;
    if (!controller) return;
    const pages = controller.getState().pages.length;
    if (pageIndex.current > 0 && pageIndex.current < pages) controller.goTo(pageIndex.current);
    const unsubscribe = controller.subscribe(() => {
      answers.current = controller.getState().treesponse.answers as Answers;
      pageIndex.current = controller.getState().pageIndex;
    });
    return () => {
      unsubscribe();
      controller.destroy();
    };
  }, [started]);

  // Jump to the selected element: its page, then the element itself.
  useEffect(() => {
    const controller = started.controller;
    if (!controller || !selectedNode) return;
    const pageKey = getAt(definition, [...selectedNode.itemPath.slice(0, 2), 'key']);
    const index = controller.getState().pages.findIndex((page) => page.key === pageKey);
    if (index >= 0 && index !== controller.getState().pageIndex) controller.goTo(index);
    requestAnimationFrame(() => {
      const target = selectedNode.kind === 'page' ? frame.current : frame.current?.querySelector(`[data-question-key="${CSS.escape(selectedNode.key)}"]`);
      target?.scrollIntoView?.({ block: 'nearest' });
    });
  }, [selectedNode, started, definition]);

  return (
    <section className="studio-preview" aria-labelledby="studio-preview-heading">
      <h2 id="studio-preview-heading">{t('preview.heading')}</h2>
      <div className="studio-actions">
        <fieldset className="studio-segmented">
          <legend>{t('preview.width')}</legend>
          {(['phone', 'desktop'] as const).map((option) => (
            <label key={option}>
              <input type="radio" name="studio-preview-width" value={option} checked={width === option} onChange={() => setWidth(option)} />
              {t(option === 'phone' ? 'preview.phone' : 'preview.desktop')}
            </label>
          ))}
        </fieldset>
        <label htmlFor="studio-preview-language">{t('preview.language')}</label>
        <select id="studio-preview-language" className="studio-input" value={shownLanguage} onChange={(event) => setLanguage(event.target.value)}>
          {languages.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      </div>
      <div ref={frame} className={`studio-preview__frame studio-preview__frame--${width}`} data-testid="preview-frame" lang={shownLanguage}>
        {started.controller ? (
          <PreviewBoundary resetKey={started} fallback={(error) => <p className="studio-error">{t('preview.unavailable', { reason: error.message })}</p>}>
            <Survey controller={started.controller} components={components} headingLevel={3} scrollToTop={() => frame.current?.scrollTo({ top: 0 })} />
          </PreviewBoundary>
        ) : (
          <p className="studio-error">{t('preview.unavailable', { reason: started.error?.message ?? '' })}</p>
        )}
      </div>
    </section>
  );
}
