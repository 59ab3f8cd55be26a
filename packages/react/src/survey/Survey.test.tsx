import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import {
  createMemoryStorage,
  UnknownQuestionTypeError,
  createSurvey,
  type PageDefinition,
  type Section,
  type StringQuestion,
  type SurveyDefinition,
  type TreesponseApi,
} from '@treesponse/core';
import { createOfflineApi } from '@treesponse/core/offline';
import { createPendingApi } from '../../demo/fixtures.js';
import { StringField } from '../questions/StringField.js';
import { useQuestion } from '../questions/useQuestion.js';
import { Survey } from './Survey.js';
import type { QuestionComponentProps } from './renderers.js';

const pages: PageDefinition[] = [
  {
    key: 'intro',
    order: 1,
    title: { en: 'Welcome', nl: 'Welkom' },
    description: { en: 'Three short pages', nl: 'Drie korte pagina’s' },
    sections: [
      { type: 'content', key: 'hello', content: { en: 'Hello **there**', nl: 'Hallo **daar**' } },
      { type: 'question', question: { key: 'name', type: 'string', label: { en: 'Name', nl: 'Naam' }, required: true } },
      { type: 'question', question: { key: 'city', type: 'string', label: 'City', required: true } },
    ],
  },
  {
    key: 'middle',
    order: 2,
    title: 'Middle',
    disablePrevious: true,
    sections: [
      {
        type: 'group',
        key: 'contact',
        title: 'Contact',
        description: 'Optional',
        questions: [{ key: 'phone', type: 'string', label: 'Phone' }],
      },
    ],
  },
  { key: 'last', order: 3, title: 'Last', sections: [{ type: 'question', question: { key: 'note', type: 'text', label: 'Note' } }] },
];

function setup(
  options: { api?: TreesponseApi; definition?: Partial<SurveyDefinition>; language?: 'en' | 'nl'; firstPaintSections?: number } = {},
) {
  const controller = createSurvey({
    definition: { key: 'test', languages: ['en', 'nl'], pages, ...options.definition },
    api: options.api ?? createOfflineApi(),
    language: options.language ?? 'en',
    environment: { storage: createMemoryStorage() },
    onError: () => undefined,
  });
  const scrollToTop = vi.fn();
  const user = userEvent.setup();
  const view = render(<Survey controller={controller} scrollToTop={scrollToTop} firstPaintSections={options.firstPaintSections} />);
  return { controller, scrollToTop, user, ...view };
}

async function fillIntro(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ann');
  await user.type(screen.getByRole('textbox', { name: /City/ }), 'Gent');
}

describe('Survey', () => {
  it('renders an added right-to-left language mirrored, a missing key from the fallback language, never empty', () => {
    const controller = createSurvey({
      definition: {
        key: 'rtl',
        languages: ['ar'],
        fallbackLanguage: 'en',
        translations: { ar: { 'survey.next': 'التالي' } },
        pages: [
          { key: 'one', order: 1, title: { ar: 'مرحبا', en: 'Welcome' }, sections: [] },
          { key: 'two', order: 2, sections: [] },
        ],
      },
      api: createOfflineApi(),
      environment: { storage: createMemoryStorage() },
      onError: () => undefined,
    });
    const { container } = render(<Survey controller={controller} />);
    const root = container.querySelector('.ts-survey')!;
    expect(root.getAttribute('lang')).toBe('ar');
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('heading', { name: 'مرحبا' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'التالي' })).toBeTruthy();
    expect(screen.getByText('Progress')).toBeTruthy(); // not in the pack: English
  });

  it('keeps the visitor on the page, with their answers and a message in their language, when the next page has a broken rule', async () => {
    const controller = createSurvey({
      definition: {
        key: 'broken-later',
        languages: ['nl'],
        pages: [
          { key: 'one', order: 1, title: 'Een', sections: [{ type: 'question', question: { key: 'a', type: 'text', label: 'Naam' } }] },
          { key: 'two', order: 2, title: 'Twee', sections: [{ type: 'question', question: { key: 'b', type: 'text', label: 'B', requiredIf: "{a} = 'x" } }] },
        ],
      },
      api: createOfflineApi(),
      language: 'nl',
      environment: { storage: createMemoryStorage() },
      onError: () => undefined,
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Survey controller={controller} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Naam' }), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Deze vragenlijst kan niet verder: de volgende pagina bevat een fout. Je antwoorden zijn bewaard.',
    );
    expect(screen.getByRole('heading', { name: 'Een' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Naam' }) as HTMLInputElement).value).toBe('Ann');
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it('shows the page title, description, sections and a labelled progress bar', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeTruthy();
    expect(screen.getByText('Three short pages')).toBeTruthy();
    // The Markdown parser loads on first use.
    expect((await screen.findByText('there')).tagName).toBe('STRONG');
    const progress = screen.getByRole('progressbar', { name: 'Progress' }) as HTMLProgressElement;
    expect(progress.value).toBeCloseTo(1 / 3);
    expect(screen.getByText('33%')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Welcome' })).toBeTruthy();
  });

  it('hides Previous on the first page', () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('marks Next aria-disabled while the page is invalid and clears it when the page becomes valid', async () => {
    const { user } = setup();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    // No error is shown before the respondent does anything: validation runs silently.
    expect(screen.queryByText('This question is required')).toBeNull();
    await fillIntro(user);
    expect(next.getAttribute('aria-disabled')).toBeNull();
  });

  it('pressing an aria-disabled Next shows the errors, focuses the first invalid field and stays', async () => {
    const { user, controller, scrollToTop } = setup();
    await user.type(screen.getByRole('textbox', { name: /City/ }), 'Gent');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const name = screen.getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('This question is required')).toHaveLength(1);
    expect(controller.getState().pageIndex).toBe(0);
    expect(controller.getState().treesponse.id).toBeNull();
    expect(scrollToTop).not.toHaveBeenCalled();
  });

  it('Next submits through the core, scrolls to the top and focuses the new page title', async () => {
    const { user, controller, scrollToTop } = setup();
    await fillIntro(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Middle' });
    expect(controller.getState().pageIndex).toBe(1);
    expect(controller.getState().treesponse.id).not.toBeNull();
    expect(scrollToTop).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(heading);
    // The group section has a heading of the next level.
    expect(screen.getByRole('heading', { level: 2, name: 'Contact' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Contact' })).toBeTruthy();
  });

  it('focuses the page itself after a page change when the page has no title', async () => {
    const untitled: PageDefinition[] = [
      { key: 'a', order: 1, title: 'A', sections: [] },
      { key: 'b', order: 2, sections: [{ type: 'content', key: 'c', content: 'No title here' }] },
    ];
    const { user } = setup({ definition: { pages: untitled } });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('No title here');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(document.activeElement?.tagName).toBe('FORM');
  });

  it('Enter in a field submits the page', async () => {
    const { user, controller } = setup();
    await fillIntro(user);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(controller.getState().pageIndex).toBe(1));
  });

  it('disables Previous when the page disables it, and enables it elsewhere', async () => {
    const { user, controller, scrollToTop } = setup();
    await fillIntro(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Middle' });
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Last' });
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(false);
    await user.click(previous);
    expect(controller.getState().pageIndex).toBe(1);
    expect(scrollToTop).toHaveBeenCalledTimes(3);
  });

  it('while submitting, Previous is disabled, Next is aria-disabled, the page is busy and its fields stay editable', async () => {
    const { user, controller } = setup({ api: createPendingApi() });
    act(() => controller.goTo(2));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(controller.getState().submitting).toBe(true));
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('form').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Note' }).matches(':disabled')).toBe(false);
  });

  it('keeps the questions of a page being submitted editable without rendering them again', async () => {
    const controller = createSurvey({
      definition: {
        key: 'submit',
        pages: [
          {
            key: 'p',
            order: 1,
            title: 'Questions',
            sections: Array.from({ length: 4 }, (_, i) => ({
              type: 'question' as const,
              question: { key: `q${i}`, type: 'string' as const, label: `Question ${i}` },
            })),
          },
          { key: 'next', order: 2, title: 'Next page', sections: [] },
        ],
      },
      api: createPendingApi(),
      language: 'en',
      environment: { storage: createMemoryStorage() },
    });
    let renders = 0;
    // Subscribes as every built-in question does, and counts its renders.
    const CountingString: ComponentType<QuestionComponentProps<StringQuestion>> = ({ question }) => {
      useQuestion(question);
      renders += 1;
      return <StringField question={question} />;
    };
    render(<Survey controller={controller} components={{ string: CountingString }} scrollToTop={() => undefined} />);
    const before = renders;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(controller.getState().submitting).toBe(true));
    expect(screen.getByRole('form').getAttribute('aria-busy')).toBe('true');
    for (const field of screen.getAllByRole('textbox')) expect(field.matches(':disabled')).toBe(false);
    expect(renders).toBe(before);
  });

  it('shows a failed save in an alert and keeps the answers', async () => {
    const offline = createOfflineApi();
    let fail = true;
    const api: TreesponseApi = {
      ...offline,
      createTreesponse: (...args) => (fail ? Promise.reject(new Error('boom')) : offline.createTreesponse(...args)),
    };
    const { user, controller } = setup({ api });
    await fillIntro(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not be saved. Your answers are kept; please try again.');
    expect(controller.getState().pageIndex).toBe(0);
    expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('Ann');
    // Try again sends the page once more.
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(controller.getState().pageIndex).toBe(1));
  });

  it('re-renders the page in the new language when the language changes', async () => {
    const { controller } = setup();
    await act(() => controller.setLanguage('nl'));
    expect(screen.getByRole('heading', { name: 'Welkom' })).toBeTruthy();
    expect(screen.getByText('daar')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Naam/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Volgende' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Voortgang' })).toBeTruthy();
    expect(document.querySelector('.ts-survey')?.getAttribute('lang')).toBe('nl');
  });

  it('takes header, footer and button labels from render slots', () => {
    const controller = createSurvey({
      definition: { key: 'slots', pages },
      api: createOfflineApi(),
      language: 'en',
      environment: { storage: createMemoryStorage() },
    });
    render(
      <Survey
        controller={controller}
        header={<p>Logo</p>}
        footer={(state) => <p>Page {state.pageIndex + 1}</p>}
        nextLabel="Continue"
        showProgress={(state) => !state.isFirstPage}
        scrollToTop={() => undefined}
      />,
    );
    expect(screen.getByText('Logo')).toBeTruthy();
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('uses a component override for a question type', () => {
    const controller = createSurvey({
      definition: { key: 'override', pages },
      api: createOfflineApi(),
      language: 'en',
      environment: { storage: createMemoryStorage() },
    });
    const Custom: ComponentType<QuestionComponentProps> = ({ question }) => <p>custom {question.key}</p>;
    render(<Survey controller={controller} components={{ string: Custom }} scrollToTop={() => undefined} />);
    expect(screen.getByText('custom name')).toBeTruthy();
    expect(screen.getByText('custom city')).toBeTruthy();
  });

  it('throws for an unknown section type', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const bad: PageDefinition = { key: 'bad', order: 1, sections: [{ type: 'video', key: 'v' } as unknown as Section] };
      const controller = createSurvey({
        definition: { key: 'ok', pages: [{ key: 'ok', order: 0, sections: [] }] },
        api: createOfflineApi(),
        environment: { storage: createMemoryStorage() },
      });
      // A controller whose current page holds a section type the view does not know.
      const state = { ...controller.getState(), page: bad };
      const patched = { ...controller, getState: () => state };
      expect(() => render(<Survey controller={patched} scrollToTop={() => undefined} />)).toThrow(
        'Section type video is not implemented',
      );
    } finally {
      spy.mockRestore();
    }
  });

  it('throws an error naming an unknown question type', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const bad: PageDefinition = {
        key: 'bad',
        order: 1,
        sections: [{ type: 'question', question: { key: 'x', type: 'hologram' } as never }],
      };
      const controller = createSurvey({
        definition: { key: 'ok', pages: [{ key: 'ok', order: 0, sections: [] }] },
        api: createOfflineApi(),
        environment: { storage: createMemoryStorage() },
      });
      // A controller whose current page holds a question type the view does not know.
      const state = { ...controller.getState(), page: bad };
      const patched = { ...controller, getState: () => state };
      expect(() => render(<Survey controller={patched} scrollToTop={() => undefined} />)).toThrow(
        new UnknownQuestionTypeError('hologram'),
      );
      expect(() => render(<Survey controller={patched} scrollToTop={() => undefined} />)).toThrow(
        'Question type hologram is not implemented',
      );
    } finally {
      spy.mockRestore();
    }
  });

  it('re-renders only the question being typed in, not the other questions of the page', async () => {
    const user = userEvent.setup();
    const controller = createSurvey({
      definition: {
        key: 'perf',
        pages: [
          {
            key: 'p',
            order: 1,
            sections: Array.from({ length: 10 }, (_, i) => ({
              type: 'question' as const,
              question: { key: `q${i}`, type: 'string' as const, label: `Question ${i}`, required: i === 0 },
            })),
          },
        ],
      },
      api: createOfflineApi(),
      language: 'en',
      environment: { storage: createMemoryStorage() },
    });
    const renders: Record<string, number> = {};
    const CountingString: ComponentType<QuestionComponentProps<StringQuestion>> = ({ question }) => {
      renders[question.key] = (renders[question.key] ?? 0) + 1;
      return <StringField question={question} />;
    };
    render(<Survey controller={controller} components={{ string: CountingString }} scrollToTop={() => undefined} />);
    const before = { ...renders };
    await user.type(screen.getByRole('textbox', { name: 'Question 3' }), 'abc');
    expect(controller.getAnswer('q3')).toBe('abc');
    // The wrapper components never re-render: the page keeps its section elements and the typed question
    // re-renders through its own subscription.
    expect(renders).toEqual(before);
    // Making the page valid re-renders the view (Next loses aria-disabled), still not the questions.
    await user.type(screen.getByRole('textbox', { name: /Question 0/ }), 'x');
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBeNull();
    expect(renders).toEqual(before);
  });
});

describe('a long page after a page change', () => {
  const question = (n: number): Section => ({
    type: 'question',
    question: { key: `q${n}`, type: 'string', label: `Question ${n}`, required: n === 11 },
  });
  const long: PageDefinition[] = [
    { key: 'first', order: 1, title: 'First', sections: Array.from({ length: 12 }, (_, n) => question(100 + n)) },
    { key: 'long', order: 2, title: 'Long', sections: Array.from({ length: 12 }, (_, n) => question(n + 1)) },
  ];
  const questionsShown = () => screen.queryAllByRole('textbox').length;
  const nextButton = () => screen.queryByRole('button', { name: 'Next' });

  it('shows its first sections in the frame after Next, and the others with the buttons in the next frame', async () => {
    const { controller } = setup({ definition: { pages: long } });
    // The first page is not entered by a page change: every section at once (as a server renders it).
    expect(questionsShown()).toBe(12);
    await act(async () => {
      await controller.next();
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Long' })).toBe(document.activeElement);
    expect(questionsShown()).toBe(8);
    expect(nextButton()).toBeNull();
    await waitFor(() => expect(questionsShown()).toBe(12));
    expect(nextButton()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeTruthy();
  });

  it('shows every section at once with firstPaintSections={Infinity}, and on pages with fewer sections', async () => {
    const { controller } = setup({ definition: { pages: long }, firstPaintSections: Infinity });
    await act(async () => {
      await controller.next();
    });
    expect(questionsShown()).toBe(12);
    expect(nextButton()).not.toBeNull();

    const short = setup({ definition: { pages: long }, firstPaintSections: 12 });
    await act(async () => {
      await short.controller.next();
    });
    expect(short.container.querySelectorAll('input').length).toBe(12);
  });

  it('shows every section and focuses the first invalid one when a partly shown page is submitted', async () => {
    const { controller, container } = setup({ definition: { pages: long } });
    await act(async () => {
      await controller.next();
    });
    expect(questionsShown()).toBe(8);
    await act(async () => {
      container.querySelector('form')!.requestSubmit();
    });
    const invalid = await screen.findByRole('textbox', { name: /Question 11/ });
    await waitFor(() => expect(document.activeElement).toBe(invalid));
    expect(questionsShown()).toBe(12);
    expect(controller.getState().pageIndex).toBe(1);
  });
});
