import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentQuestion, FileQuestion, GroupQuestion, HiddenQuestion, LikeQuestion } from '@treesponse/core';
import { createStoryApi, SAMPLE_LIKE_OPTIONS } from '../../demo/fixtures.js';
import { renderQuestion } from '../../test/renderQuestion.js';

const photo: FileQuestion = { key: 'photo', type: 'image', label: 'Your photo', required: true, maxFileSize: 1000 };
const attachment: FileQuestion = { key: 'attachment', type: 'file', label: 'Attachment', allowedMimeTypes: ['application/pdf'] };

describe('FileField', () => {
  let created: string[] = [];
  let revoked: string[] = [];
  beforeEach(() => {
    created = [];
    revoked = [];
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      const url = `blob:preview-${created.length}-${(blob as Blob).size}`;
      created.push(url);
      return url;
    };
    URL.revokeObjectURL = (url: string) => {
      revoked.push(url);
    };
  });
  afterEach(() => vi.restoreAllMocks());

  it("labels the native input with the question and the 'Upload image' button text, in every language", async () => {
    const { controller } = renderQuestion(photo);
    const input = screen.getByLabelText(/Your photo/) as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
    expect(input.required).toBe(true);
    expect(screen.getByText('Upload image').tagName).toBe('LABEL');
    await act(() => controller.setLanguage('nl'));
    expect(screen.getByText('Upload afbeelding')).toBeTruthy();
  });

  it("uses 'Upload file' and the question's MIME types", () => {
    renderQuestion(attachment, { language: 'nl' });
    expect(screen.getByText('Upload bestand')).toBeTruthy();
    expect((screen.getByLabelText(/Attachment/) as HTMLInputElement).accept).toBe('application/pdf');
  });

  it('uploads through the core, previews the image and shows the file name', async () => {
    const user = userEvent.setup();
    const { controller, container } = renderQuestion(photo);
    const file = new File([new Uint8Array(200)], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/Your photo/), file);
    await waitFor(() => expect(controller.getState().uploads.photo?.status).toBe('done'));
    expect(container.querySelector('img.ts-file__preview')?.getAttribute('src')).toBe('blob:preview-0-200');
    expect(screen.getByText('me.png')).toBeTruthy();
    expect(controller.getState().treesponse.uploads.photo?.filename).toBe('me.png');
    const second = new File([new Uint8Array(300)], 'other.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/Your photo/), second);
    await waitFor(() => expect(screen.getByText('other.png')).toBeTruthy());
    expect(revoked).toContain('blob:preview-0-200');
  });

  it("shows the core's refusal of a file that is too large, linked to the input", async () => {
    const user = userEvent.setup();
    renderQuestion(photo);
    const input = screen.getByLabelText(/Your photo/);
    await user.upload(input, new File([new Uint8Array(2000)], 'big.png', { type: 'image/png' }));
    const error = await screen.findByText('This file is too large');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the type refusal for a file type that is not allowed', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderQuestion(attachment);
    await user.upload(screen.getByLabelText(/Attachment/), new File(['x'], 'a.txt', { type: 'text/plain' }));
    expect(await screen.findByText('This type of file is not permitted')).toBeTruthy();
  });

  it('shows progress while the file is being uploaded', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const api = createStoryApi();
    api.storeFile = () => new Promise<void>((resolve) => (release = resolve));
    api.createDirectUpload = async () => ({ direct_upload: { url: 'http://127.0.0.1/x', headers: {} }, signed_id: 'sig' });
    const { controller } = renderQuestion(attachment, { api });
    await user.upload(screen.getByLabelText(/Attachment/), new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    const progress = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(Number(progress.getAttribute('value'))).toBeGreaterThanOrEqual(0.5);
    expect((screen.getByLabelText(/Attachment/) as HTMLInputElement).disabled).toBe(true);
    await act(async () => release());
    await waitFor(() => expect(controller.getState().uploads.attachment?.status).toBe('done'));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('is disabled when the question is disabled', () => {
    renderQuestion({ ...photo, disabled: true });
    expect((screen.getByLabelText(/Your photo/) as HTMLInputElement).disabled).toBe(true);
  });
});

const wishes: LikeQuestion = { key: 'wishes', type: 'like', label: 'What do you like?', minLikes: 2, maxLikes: 2 };

describe('LikeField', () => {
  it('loads the options from the aggregator and toggles likes with aria-pressed buttons', async () => {
    const user = userEvent.setup();
    const { controller } = renderQuestion(wishes, { api: createStoryApi({ delayMs: 5 }), aggregatorUrl: 'http://127.0.0.1/agg' });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    const first = await screen.findByRole('button', { name: /More trees/ });
    expect(screen.getByRole('group', { name: 'What do you like?' })).toBeTruthy();
    expect(controller.getAnswer('wishes_viewed')).toEqual(SAMPLE_LIKE_OPTIONS.map((option) => option.id));
    expect(first.getAttribute('aria-pressed')).toBe('false');
    await user.click(first);
    expect(first.getAttribute('aria-pressed')).toBe('true');
    expect(controller.getAnswer('wishes')).toEqual([1]);
    await user.click(screen.getByRole('button', { name: /Bike lanes/ }));
    await user.click(screen.getByRole('button', { name: /Benches/ }));
    const error = screen.getByText('Select up to 2 options');
    expect(first.getAttribute('aria-describedby')).toContain(error.id);
    await user.click(first);
    await user.click(screen.getByRole('button', { name: /Bike lanes/ }));
    expect(controller.getAnswer('wishes')).toEqual([3]);
    expect(screen.getByText('Select at least 2 options')).toBeTruthy();
  });

  it('shows no options when the aggregator fails', async () => {
    const onError = vi.fn();
    renderQuestion(wishes, { aggregatorUrl: 'http://127.0.0.1/agg', onError });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(onError).toHaveBeenCalled();
  });

  it('disables the like buttons when the question is disabled', async () => {
    renderQuestion({ ...wishes, disabled: true }, { api: createStoryApi(), aggregatorUrl: 'http://127.0.0.1/agg' });
    const buttons = await screen.findAllByRole('button');
    for (const button of buttons) expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('ContentBlock', () => {
  const content: ContentQuestion = {
    key: 'intro',
    type: 'content',
    content: { en: 'Read the [terms](https://example.org/terms).', nl: 'Lees de [voorwaarden](/voorwaarden).' },
  };

  it('renders the Markdown in the survey language and re-renders on a language change', async () => {
    const { controller } = renderQuestion(content);
    // The Markdown parser loads on first use.
    const link = await screen.findByRole('link', { name: /^terms ?\(opens in a new tab\)$/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    await act(() => controller.setLanguage('nl'));
    // A relative link stays in the tab and gets no hint.
    expect(screen.getByRole('link', { name: 'voorwaarden' }).getAttribute('target')).toBeNull();
  });
});

describe('GroupField', () => {
  const group: GroupQuestion = {
    key: 'contact',
    type: 'group',
    label: 'Contact',
    description: 'How we reach you',
    questions: [
      { key: 'name', type: 'string', label: 'Name' },
      { key: 'mail', type: 'email', label: 'E-mail', skip: ({ answers }) => !answers.name },
    ],
  };

  it('groups its questions under a label and shows a conditional question when its condition changes', async () => {
    const user = userEvent.setup();
    renderQuestion(group);
    const region = screen.getByRole('group', { name: 'Contact' });
    expect(region.getAttribute('aria-describedby')).toBe(screen.getByText('How we reach you').id);
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'An');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeTruthy();
  });
});

describe('HiddenField', () => {
  it('renders nothing and its value is set by the core', () => {
    const hidden: HiddenQuestion = { key: 'source', type: 'hidden', value: 'newsletter' };
    const { container, controller } = renderQuestion(hidden);
    expect(container.innerHTML).toBe('');
    expect(controller.getAnswer('source')).toBe('newsletter');
  });
});
