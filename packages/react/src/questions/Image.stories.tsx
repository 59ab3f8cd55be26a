import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FileQuestion } from '@treesponse/core';
import { questionDocs } from '../../demo/questionDocs.js';
import { questionStory, uploadSettled } from '../../demo/QuestionStory.js';
import { FileField } from './FileField.js';

/** Chooses a file in the question's native file input, as the respondent would (so the preview shows too). */
function chooseFile(key: string, file: File) {
  const input = document.querySelector<HTMLInputElement>(`[data-question-key="${key}"] input[type=file]`);
  if (!input) return;
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A tiny green PNG, so the preview shows an image without any file on disk. */
function samplePng(): File {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGPQ6IkiCTGMahjVMHw1AABZQw4QCn8V2QAAAABJRU5ErkJggg==';
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new File([bytes], 'street.png', { type: 'image/png' });
}

const question: FileQuestion = {
  key: 'photo',
  type: 'image',
  label: { en: 'A photo of your street', nl: 'Een foto van je straat', fr: 'Une photo de votre rue', de: 'Ein Foto Ihrer Straße' },
  maxFileSize: 1_000_000,
  required: true,
};

const options: Parameters<typeof questionStory>[2] = {
  // Chosen in the file input, as a respondent does; the story shows the page once the upload has ended.
  fill: (controller) => {
    chooseFile('photo', samplePng());
    return uploadSettled(controller, 'photo');
  },
  makeInvalid: (controller) => controller.upload('photo', new File([new Uint8Array(1_000_001)], 'huge.png', { type: 'image/png' })),
};

const meta: Meta = { title: 'Questions/Image', component: FileField, ...questionDocs(question) };
export default meta;
type Story = StoryObj;

export const Empty: Story = questionStory(question, 'empty', options);
export const Filled: Story = questionStory(question, 'filled', options);
export const WithError: Story = questionStory(question, 'error', options);
export const Disabled: Story = questionStory(question, 'disabled', options);
export const Submitting: Story = questionStory(question, 'submitting', options);
