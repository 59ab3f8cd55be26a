/**
 * The engine's texts in English: always loaded, the fallback for a key or language without a text, but for those of
 * the question types whose rules load on demand (`en-types.ts`, loaded with them). Each language's file lists the
 * same keys in the same order, one line per key (the English ones of both files, these first).
 */
import type { enTypes } from './en-types.js';

export const en = {
  'validation.required': 'This question is required',
  'validation.minLength': 'Should be at least {{n}} characters',
  'validation.maxLength': 'Should be maximum {{n}} characters',
  'validation.email': 'Please fill in a valid email',
  'validation.maxSelected': 'Select up to {{n}} options',
  'validation.minSelected': 'Select at least {{n}} options',
  'validation.fileTooLarge': 'This file is too large',
  'validation.fileType': 'This type of file is not permitted',
  'rrn.notAllowed': 'This registration number may not take part.',
  'rrn.alreadyUsed': 'This registration number has already taken part.',
  'rrn.unavailable': 'Your registration number cannot be checked at the moment. Please try again later.',
  'upload.file': 'Upload file',
  'upload.image': 'Upload image',
  'upload.cannotUpload': 'Cannot upload file',
  'upload.storeFailed': 'Error storing file. Status: {{code}}',
  'text.counter': 'Characters: {{current}} / {{max}}',
  'save.failed': 'Could not be saved. Your answers are kept; please try again.',
  'save.notAuthorized': 'Not authorized',
  'save.network': 'The connection failed. Your answers are kept; please try again.',
  'page.definitionError': 'This survey cannot go on: its next page contains an error. Your answers are kept.',
  'sync.waiting': 'Your answers are kept on this device and will be sent as soon as the connection is back.',
  'aiFeedback.low.ok': 'Thank you! Could you tell us a little more?',
  'aiFeedback.ok.ok': 'Thank you for your clear answer.',
  'aiFeedback.high.ok': 'Thank you! Could you put it a little more simply?',
  'aiFeedback.low.notOk': 'Please keep it respectful and tell us a little more.',
  'aiFeedback.ok.notOk': 'Please keep your answer respectful.',
  'aiFeedback.high.notOk': 'Please keep it respectful and put it a little more simply.',
  'survey.next': 'Next',
  'survey.previous': 'Previous',
  'survey.progress': 'Progress',
  'slider.decrease': 'Decrease',
  'slider.increase': 'Increase',
  'checkboxes.other': 'Other',
  'like.loading': 'Loading…',
  'upload.progress': 'Upload progress',
  'question.required': 'required',
  'link.newTab': 'opens in a new tab',
  'validation.number': 'Please enter a number',
  'validation.min': 'Should be at least {{n}}',
  'validation.max': 'Should be at most {{n}}',
  'validation.step': 'Should be in steps of {{n}}',
  'dropdown.choose': 'Choose…',
  'save.saving': 'Saving your answers…',
  'save.retry': 'Try again',
  'save.keptOnDevice': 'Your answers are also kept on this device.',
  'boolean.yes': 'Yes',
  'boolean.no': 'No',
} as const;

/** The key of one of the engine's texts. */
export type MessageKey = keyof typeof en | keyof typeof enTypes;
