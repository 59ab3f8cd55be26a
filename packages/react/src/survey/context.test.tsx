import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createSingleQuestionSurvey } from '../../demo/fixtures.js';
import { shallowEqual, SurveyProvider, useSurvey, useSurveyState } from './context.js';

describe('useSurveyState', () => {
  it('re-renders only when the selected slice changes', async () => {
    const controller = createSingleQuestionSurvey({ key: 'a', type: 'string', label: 'A' });
    let renders = 0;
    function LanguageAndSubmitting() {
      renders += 1;
      const slice = useSurveyState((state) => ({ language: state.language, submitting: state.submitting }), shallowEqual);
      return <p>{slice.language}</p>;
    }
    render(
      <SurveyProvider controller={controller}>
        <LanguageAndSubmitting />
      </SurveyProvider>,
    );
    expect(renders).toBe(1);
    act(() => controller.setAnswer('a', 'typed'));
    act(() => controller.touch('a'));
    expect(renders).toBe(1);
    await act(() => controller.setLanguage('fr'));
    expect(renders).toBe(2);
    expect(screen.getByText('fr')).toBeTruthy();
  });

  it('throws a clear error outside a provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Orphan() {
      useSurvey();
      return null;
    }
    try {
      expect(() => render(<Orphan />)).toThrow('useSurvey must be used inside a <SurveyProvider> or <Survey>');
    } finally {
      spy.mockRestore();
    }
  });
});

describe('shallowEqual', () => {
  it('compares plain objects one level deep', () => {
    expect(shallowEqual({ a: 1, b: 'x' }, { a: 1, b: 'x' })).toBe(true);
    expect(shallowEqual({ a: 1 }, { a: 2 })).toBe(false);
    expect(shallowEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(shallowEqual({ a: [1] }, { a: [1] })).toBe(false);
    expect(shallowEqual(null, null)).toBe(true);
  });
});
