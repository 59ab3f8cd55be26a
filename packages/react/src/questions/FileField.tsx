import { useEffect, useState } from 'react';
import type { FileQuestion } from '@treesponse/core';
import { ErrorMessage, QuestionShell } from './QuestionShell.js';
import { uiText } from './uiText.js';
import { controlAria, useQuestion } from './useQuestion.js';
import { useSurveyState } from '../survey/context.js';

export interface FileFieldProps {
  question: FileQuestion;
}

/**
 * A file or image upload. The native file input stays in the tab order (visually replaced by a button-styled
 * label 'Upload file' / 'Upload image'); the core checks, hashes and uploads the file and reports its progress.
 * Image questions show a preview of the chosen image.
 */
export function FileField({ question }: FileFieldProps) {
  const binding = useQuestion(question);
  const { controller, ids } = binding;
  const upload = useSurveyState((state) => state.uploads[question.key]);
  // A resumed response has its stored upload but no upload in progress.
  const storedFilename = useSurveyState((state) => state.treesponse.uploads[question.key]?.filename);
  const isImage = question.type === 'image';
  const [preview, setPreview] = useState<string | null>(null);

  // Release the object URL of the previous preview.
  useEffect(() => {
    if (!preview) return undefined;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const accept = question.allowedMimeTypes?.length
    ? question.allowedMimeTypes.join(',')
    : isImage
      ? 'image/*'
      : undefined;
  const busy = upload?.status === 'hashing' || upload?.status === 'uploading';
  const buttonText = controller.t(isImage ? 'upload.image' : 'upload.file');
  const statusId = `${ids.control}-status`;
  const aria = controlAria(binding, question.required);
  const uploadError = upload?.status === 'error' ? upload.error : undefined;
  const filename = upload?.filename ?? storedFilename;
  const describedBy =
    [aria['aria-describedby'], uploadError ? `${ids.error}-upload` : '', filename ? statusId : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const imageUrl = isImage ? (preview ?? upload?.url ?? null) : null;

  return (
    <QuestionShell question={question} binding={binding}>
      <div className="ts-file">
        <input
          id={ids.control}
          type="file"
          className="ts-file__input"
          accept={accept}
          disabled={binding.disabled || busy}
          required={question.required}
          {...aria}
          aria-invalid={binding.error || uploadError ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            // Cleared so that choosing the same file again (e.g. after an error) uploads it again.
            event.target.value = '';
            if (isImage && typeof URL.createObjectURL === 'function') setPreview(URL.createObjectURL(file));
            void controller.upload(question.key, file).finally(() => controller.touch(question.key));
          }}
        />
        <label htmlFor={ids.control} className="ts-button ts-file__button">
          {buttonText}
        </label>
        {filename ? (
          <p id={statusId} className="ts-file__name">
            {upload?.url && !isImage ? (
              <a href={upload.url} target="_blank" rel="noopener noreferrer">
                {filename}
              </a>
            ) : (
              filename
            )}
          </p>
        ) : null}
        {busy ? (
          <progress
            className="ts-file__progress"
            max={1}
            value={upload?.progress ?? 0}
            aria-label={uiText(controller, 'upload.progress')}
          />
        ) : null}
        {imageUrl ? <img className="ts-file__preview" src={imageUrl} alt={filename ?? ''} /> : null}
        <ErrorMessage id={`${ids.error}-upload`} error={uploadError} />
      </div>
    </QuestionShell>
  );
}
